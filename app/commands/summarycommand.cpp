// SPDX-License-Identifier: MIT
#include "summarycommand.h"

#include "analysis/functiontable.h"
#include "analysis/profileheader.h"
#include "analysis/quantity.h"
#include "analysis/sampleverdict.h"
#include "cliprofile.h"
#include "commandline.h"
#include "summary/stacksummary.h"
#include "transformoptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace hearth {

namespace {

// This file's strings, in the hearth::SummaryCommand context: a class, so lupdate reads the
// Tr::tr() calls as they are.
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(hearth::SummaryCommand)
};

bool sortKeyFrom(const QString &s, FunctionTable::SortKey *key)
{
    static const QList<QPair<QString, FunctionTable::SortKey>> keys = {
        {QStringLiteral("self"), FunctionTable::SortKey::Self},
        {QStringLiteral("subtree"), FunctionTable::SortKey::LargestSubtree},
        {QStringLiteral("sites"), FunctionTable::SortKey::Sites},
        {QStringLiteral("inclusive"), FunctionTable::SortKey::Inclusive},
        {QStringLiteral("name"), FunctionTable::SortKey::Name},
    };
    for (const auto &k : keys) {
        if (k.first == s) {
            *key = k.second;
            return true;
        }
    }
    return false;
}

QJsonObject valueTypeJson(const ValueType &t)
{
    return QJsonObject{{QStringLiteral("type"), t.type}, {QStringLiteral("unit"), t.unit}};
}

QString padLeft(const QString &s, int w)
{
    return s.rightJustified(w, QLatin1Char(' '));
}

// Reads `file` and computes its summary for the type `typeName` names. A pprof file is
// summarised from its stacks alone (StackSummary), without the stack trie and the call tree
// a window needs; negative values need the tree, so then the file is read again.
int summarise(const QString &file, const QString &typeName, CliIo io, Profile::Ptr *profile,
              int *type, StackSummary *summary)
{
    const ProfileResult r = CliProfile::loadFlat(file, typeName, io);
    if (!r.profile)
        return ExitBadInput;
    *profile = r.profile;
    *type = CliProfile::sampleType(*r.profile, typeName, io);
    if (*type < 0)
        return ExitUsage;
    if (r.flat && !r.flat->treeNeeded()) {
        // The reader kept the stacks of that type (none when the profile has no types).
        Q_ASSERT(r.flat->sampleType() == *type || *type >= r.profile->sampleTypes().size());
        *summary = StackSummary::compute(*r.flat);
        return ExitOk;
    }
    if (r.flat)
        *profile = CliProfile::load(file, typeName, io);
    if (!*profile)
        return ExitBadInput;
    *summary = StackSummary::ofProfile(*profile, *type);
    return ExitOk;
}

// The summary of `file` through transforms: from the call tree's stacks of the whole
// profile (the flat fast path has no transforms). *original keeps the profile as read, and
// *originalShape its shape: the single-sample verdict is computed on the original, since
// hiding or dropping frames does not change how many samples the profile has.
int summariseTransformed(const QString &file, const QString &typeName, CliIo io,
                         const TransformList &transforms, Profile::Ptr *original, int *type,
                         TreeShape *originalShape, TransformStack::Result *result,
                         StackSummary *summary)
{
    *original = CliProfile::load(file, typeName, io);
    if (!*original)
        return ExitBadInput;
    *type = CliProfile::sampleType(**original, typeName, io);
    if (*type < 0)
        return ExitUsage;
    *originalShape = StackSummary::ofProfile(*original, *type).shape;
    *result = TransformStack::apply(*original, transforms);
    *summary = StackSummary::ofProfile(result->profile, *type);
    return ExitOk;
}

} // namespace

int SummaryCommand::run(const QStringList &args, CliIo io)
{
    return CommandLine::run(SummaryCommand(), args, io);
}

QString SummaryCommand::synopsis() const
{
    return Tr::tr(
        "FILE [--sample-type T] [--top N] [--sort KEY] [--json] [--hide RE] [--focus RE] "
        "[--ignore RE] [--focus-function NAME] [--collapse-recursion] [--focus-subtree PATH]");
}

QString SummaryCommand::description() const
{
    return Tr::tr(
        "Prints the profile's header and its function table (Self, Largest subtree, Sites, "
        "Inclusive) in the profile's unit, after the transforms given, in their order.");
}

QList<Command::Argument> SummaryCommand::arguments() const
{
    return {{Tr::tr("file"), Tr::tr("A pprof or folded-stacks file."), true}};
}

QList<QCommandLineOption> SummaryCommand::options() const
{
    return QList<QCommandLineOption>{
               QCommandLineOption(QStringLiteral("sample-type"),
                                  Tr::tr("The sample type to show (name, type/unit or index)."),
                                  Tr::tr("type")),
               QCommandLineOption(QStringLiteral("top"), Tr::tr("How many functions to list."),
                                  Tr::tr("n")),
               QCommandLineOption(QStringLiteral("sort"),
                                  Tr::tr("Sort by self, subtree, sites, inclusive or name."),
                                  Tr::tr("key"), QStringLiteral("self")),
               QCommandLineOption(QStringLiteral("json"), Tr::tr("Print one JSON object.")),
           } +
           TransformOptions::options();
}

int SummaryCommand::execute(const QCommandLineParser &parser, CliIo io) const
{
    const QString typeOpt = QStringLiteral("sample-type");
    const QString topOpt = QStringLiteral("top");
    const QString sortOpt = QStringLiteral("sort");
    const QString jsonOpt = QStringLiteral("json");
    FunctionTable::SortKey key;
    if (!sortKeyFrom(parser.value(sortOpt), &key)) {
        io.err << Tr::tr("hearth summary: --sort takes self, subtree, sites, inclusive or name")
               << Qt::endl;
        return ExitUsage;
    }
    const bool json = parser.isSet(jsonOpt);
    int top = 0;
    if (!CliProfile::top(QStringLiteral("hearth summary"), parser.isSet(topOpt),
                         parser.value(topOpt), json, io, &top))
        return ExitUsage;
    TransformList transforms;
    if (!TransformOptions::parse(parser, QStringLiteral("hearth summary"), io, &transforms))
        return ExitUsage;
    const QString file = parser.positionalArguments().first();
    Profile::Ptr profile;
    int type = -1;
    StackSummary summary;
    TreeShape verdictShape;
    TransformStack::Result transformed;
    if (transforms.isEmpty()) {
        if (const int rc = summarise(file, parser.value(typeOpt), io, &profile, &type, &summary);
            rc != ExitOk)
            return rc;
        verdictShape = summary.shape;
    } else if (const int rc =
                   summariseTransformed(file, parser.value(typeOpt), io, transforms, &profile,
                                        &type, &verdictShape, &transformed, &summary);
               rc != ExitOk) {
        return rc;
    }
    const FunctionTable &table = summary.table;
    // On the original profile (verdictShape), whatever the transforms.
    const SampleVerdict verdict = SampleVerdict::of(*profile, type, verdictShape);
    const double dropped = transforms.isEmpty() ? 0.0 : transformed.droppedShare(type);
    std::vector<FunctionStats> rows = table.sorted(*profile, key);
    if (top >= 0 && size_t(top) < rows.size())
        rows.resize(size_t(top));
    const ValueType vt = profile->sampleTypes().value(type);
    const auto &fns = profile->functions();
    const qint64 total = summary.shape.total;
    const QString header = ProfileHeader::text(*profile, type, total, verdict);
    const QString note = ProfileHeader::fallbackNote(*profile);

    if (json) {
        QJsonArray types;
        for (const ValueType &t : profile->sampleTypes())
            types.append(valueTypeJson(t));
        QJsonArray functions;
        for (const FunctionStats &r : rows) {
            functions.append(
                QJsonObject{{QStringLiteral("name"), fns[r.function].name},
                            {QStringLiteral("file"), fns[r.function].file},
                            {QStringLiteral("self"), r.self},
                            {QStringLiteral("largest_subtree"), r.largestSubtree},
                            {QStringLiteral("largest_subtree_share"),
                             total == 0 ? 0.0 : double(r.largestSubtree) / double(total)},
                            {QStringLiteral("sites"), qint64(r.sites)},
                            {QStringLiteral("inclusive"), r.inclusive}});
        }
        QJsonObject period = valueTypeJson(profile->periodType());
        period.insert(QStringLiteral("value"), profile->period());
        // Whether the period is a plausible sampling interval (10 µs to 1 s); when it is a
        // time outside that range, no sample count or rate is derived from it.
        period.insert(QStringLiteral("plausible"), verdict.implausiblePeriodNanos == 0);
        QJsonObject o{{QStringLiteral("file"), file},
                      {QStringLiteral("sample_type"), valueTypeJson(vt)},
                      {QStringLiteral("sample_types"), types},
                      {QStringLiteral("total"), total},
                      {QStringLiteral("total_text"), Quantity::totalPhrase(total, vt)},
                      {QStringLiteral("header"), header},
                      {QStringLiteral("samples"), verdict.samples},
                      {QStringLiteral("period"), period},
                      {QStringLiteral("verdict"), SampleVerdict::kindName(verdict.kind)},
                      {QStringLiteral("verdict_text"), verdict.sentence()},
                      {QStringLiteral("functions"), functions}};
        if (!note.isEmpty())
            o.insert(QStringLiteral("note"), note);
        if (!transforms.isEmpty()) {
            QJsonArray list;
            for (const Transform &t : transforms) {
                QJsonObject j{{QStringLiteral("kind"), Transform::kindName(t.kind)}};
                if (t.kind != Transform::Kind::CollapseDirectRecursion)
                    j.insert(QStringLiteral("argument"), t.argument);
                list.append(j);
            }
            o.insert(QStringLiteral("transforms"), list);
            if (transformed.droppedSamples > 0) {
                o.insert(QStringLiteral("dropped_samples"), qint64(transformed.droppedSamples));
                o.insert(QStringLiteral("dropped_share"), dropped);
            }
        }
        io.out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
        return ExitOk;
    }

    io.out << file << Qt::endl << header << Qt::endl;
    if (!note.isEmpty())
        io.out << note << Qt::endl;
    if (profile->sampleTypes().size() > 1) {
        QStringList names;
        for (const ValueType &t : profile->sampleTypes())
            names << t.toString();
        io.out << Tr::tr("Sample types: %1").arg(names.join(QStringLiteral(", "))) << Qt::endl;
    }
    if (!transforms.isEmpty()) {
        io.out << Tr::tr("Transforms: %1").arg(TransformOptions::describe(transforms)) << Qt::endl;
        if (transformed.droppedSamples > 0)
            io.out << Tr::tr("%1 of the total dropped by the transforms")
                          .arg(Quantity::percent(transformed.droppedTotals.value(type),
                                                 transformed.originalTotals.value(type)))
                   << Qt::endl;
    }
    if (verdict.kind != SampleVerdict::Kind::Normal)
        io.out << verdict.sentence() << Qt::endl;
    io.out << Qt::endl;
    io.out << padLeft(Tr::tr("Self"), 12) << padLeft(Tr::tr("Self%"), 8)
           << padLeft(Tr::tr("Largest subtree"), 17) << padLeft(Tr::tr("Subtree%"), 10)
           << padLeft(Tr::tr("Sites"), 8) << padLeft(Tr::tr("Inclusive"), 12)
           << padLeft(Tr::tr("Incl%"), 8) << QStringLiteral("  ") << Tr::tr("Function") << Qt::endl;
    for (const FunctionStats &r : rows) {
        const Function &f = fns[r.function];
        io.out << padLeft(Quantity::formatCell(r.self, vt), 12)
               << padLeft(Quantity::percent(r.self, total), 8)
               << padLeft(Quantity::formatCell(r.largestSubtree, vt), 17)
               << padLeft(Quantity::percent(r.largestSubtree, total), 10)
               << padLeft(QString::number(r.sites), 8)
               << padLeft(Quantity::formatCell(r.inclusive, vt), 12)
               << padLeft(Quantity::percent(r.inclusive, total), 8) << QStringLiteral("  ")
               << f.name;
        if (!f.file.isEmpty())
            io.out << QStringLiteral("  (") << f.file << QLatin1Char(')');
        io.out << Qt::endl;
    }
    if (table.rows().size() > rows.size())
        io.out << Tr::tr("(%n more function(s); --top N shows more)", nullptr,
                         int(table.rows().size() - rows.size()))
               << Qt::endl;
    return ExitOk;
}

} // namespace hearth

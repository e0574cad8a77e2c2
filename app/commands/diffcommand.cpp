// SPDX-License-Identifier: MIT
#include "diffcommand.h"

#include "analysis/comparability.h"
#include "analysis/profilediff.h"
#include "analysis/profileheader.h"
#include "analysis/quantity.h"
#include "analysis/sampleverdict.h"
#include "analysis/transformstack.h"
#include "builddiffreport.h"
#include "bundle/bundleformat.h"
#include "cliprofile.h"
#include "commandline.h"
#include "profile/profilebuilder.h"
#include "transformoptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <cmath>

namespace hearth {

namespace {

// This file's strings, in the hearth::DiffCommand context: a class, so lupdate reads the
// Tr::tr() calls as they are.
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(hearth::DiffCommand)
};

QString pad(const QString &s, int w)
{
    return s.rightJustified(w, QLatin1Char(' '));
}

QString signedCell(qint64 v, const ValueType &t)
{
    return (v > 0 ? QStringLiteral("+") : QString()) + Quantity::formatCell(v, t);
}

QString points(double pp)
{
    return Tr::tr("%1 pp").arg((pp > 0 ? QStringLiteral("+") : QString()) +
                               QLocale().toString(pp, 'f', 2));
}

} // namespace

int DiffCommand::run(const QStringList &args, CliIo io)
{
    return CommandLine::run(DiffCommand(), args, io);
}

QString DiffCommand::synopsis() const
{
    return Tr::tr(
        "A B [--top N] [--json] [--no-normalize] [--sample-type T] [--hide RE] [--focus RE] "
        "[--ignore RE] [--focus-function NAME] [--collapse-recursion] [--focus-subtree PATH]");
}

QString DiffCommand::description() const
{
    return Tr::tr(
        "Prints the difference table of two profiles, largest change first: each function's "
        "self in A and B, the change in the unit and in share of each total. Of two build "
        "bundles, their stages side by side and which one moved.");
}

QList<Command::Argument> DiffCommand::arguments() const
{
    return {{QStringLiteral("a"), Tr::tr("The profile to compare from."), true},
            {QStringLiteral("b"), Tr::tr("The profile to compare to."), true}};
}

QList<QCommandLineOption> DiffCommand::options() const
{
    return QList<QCommandLineOption>{
               QCommandLineOption(QStringLiteral("top"), Tr::tr("How many functions to list."),
                                  Tr::tr("n")),
               QCommandLineOption(QStringLiteral("json"), Tr::tr("Print one JSON object.")),
               QCommandLineOption(QStringLiteral("no-normalize"),
                                  Tr::tr("Compare raw amounts instead of shares of each total.")),
               QCommandLineOption(QStringLiteral("sample-type"),
                                  Tr::tr("The sample type to compare (both profiles)."),
                                  Tr::tr("type")),
           } +
           TransformOptions::options();
}

int DiffCommand::execute(const QCommandLineParser &parser, CliIo io) const
{
    const QString topOpt = QStringLiteral("top");
    const QString jsonOpt = QStringLiteral("json");
    const QString rawOpt = QStringLiteral("no-normalize");
    const QString typeOpt = QStringLiteral("sample-type");
    const QStringList files = parser.positionalArguments();
    if (BundleFormat::isBundleFile(files[0]) && BundleFormat::isBundleFile(files[1]))
        return BuildDiffReport::print(files[0], files[1], parser.isSet(jsonOpt), io);
    const bool json = parser.isSet(jsonOpt);
    int top = 0;
    if (!CliProfile::top(QStringLiteral("hearth diff"), parser.isSet(topOpt), parser.value(topOpt),
                         json, io, &top))
        return ExitUsage;
    const QString fileA = parser.positionalArguments()[0];
    const QString fileB = parser.positionalArguments()[1];
    TransformList transforms;
    if (!TransformOptions::parse(parser, QStringLiteral("hearth diff"), io, &transforms))
        return ExitUsage;
    // The two sides one after the other: A's tree is built and reduced to what the table
    // needs (ProfileDiff::Side, its header line, its sample type and period) and A's profile
    // and tree are freed before B is read, so two large profiles are never held at once.
    const QString wanted = parser.value(typeOpt);
    ProfileDiff::Side sideA, sideB;
    QString headerA, headerB;
    Profile::Ptr a = CliProfile::load(fileA, wanted, io);
    if (!a)
        return ExitBadInput;
    const bool typeInA = wanted.isEmpty() || SampleTypeChoice::find(a->sampleTypes(), wanted) >= 0;
    if (!typeInA) {
        // As before: B's read error, else both sides' sample-type errors.
        const Profile::Ptr b = CliProfile::load(fileB, wanted, io);
        if (!b)
            return ExitBadInput;
        CliProfile::sampleType(*a, wanted, io);
        CliProfile::sampleType(*b, wanted, io);
        return ExitUsage;
    }
    const int typeA = CliProfile::sampleType(*a, wanted, io);
    // Both sides through the same transforms, in order.
    auto sideOf = [&](const Profile::Ptr &p, int type, ProfileDiff::Side &side, QString &header) {
        const CallTree::Ptr tree =
            CallTree::build(TransformStack::apply(p, transforms).profile, type);
        side = ProfileDiff::side(*tree);
        if (!json)
            header = ProfileHeader::text(*tree, SampleVerdict::of(*tree));
    };
    // What Comparability::of() reads of A: its sample types and period.
    ProfileBuilder headerOfA;
    headerOfA.setSampleTypes(a->sampleTypes());
    headerOfA.setPeriod(a->periodType(), a->period());
    const Profile::Ptr aHead = headerOfA.finish();
    sideOf(a, typeA, sideA, headerA);
    a.reset();
    Profile::Ptr b = CliProfile::load(fileB, wanted, io);
    if (!b)
        return ExitBadInput;
    const int typeB = CliProfile::sampleType(*b, wanted, io);
    if (typeB < 0)
        return ExitUsage;
    const Comparability c = Comparability::of(*aHead, typeA, *b, typeB);
    if (!c.comparable) {
        io.err << QStringLiteral("hearth diff: ") << c.reason << Qt::endl;
        return ExitIncomparable;
    }
    const bool normalize = !parser.isSet(rawOpt);
    sideOf(b, typeB, sideB, headerB);
    b.reset();
    const ProfileDiff diff = ProfileDiff::compute(std::move(sideA), std::move(sideB), normalize);
    std::vector<FunctionDiff> rows = diff.rows();
    if (top >= 0 && size_t(top) < rows.size())
        rows.resize(size_t(top));
    const ValueType vt = aHead->sampleTypes().value(typeA);

    if (json) {
        QJsonArray functions;
        for (const FunctionDiff &r : rows) {
            functions.append(QJsonObject{{QStringLiteral("name"), r.name},
                                         {QStringLiteral("file"), r.file},
                                         {QStringLiteral("self_a"), r.selfA},
                                         {QStringLiteral("self_b"), r.selfB},
                                         {QStringLiteral("delta"), r.delta},
                                         {QStringLiteral("delta_share"), r.deltaShare},
                                         {QStringLiteral("largest_subtree_a"), r.largestSubtreeA},
                                         {QStringLiteral("largest_subtree_b"), r.largestSubtreeB},
                                         {QStringLiteral("sites_a"), qint64(r.sitesA)},
                                         {QStringLiteral("sites_b"), qint64(r.sitesB)}});
        }
        QJsonObject o{
            {QStringLiteral("unit"), vt.unit},          {QStringLiteral("sample_type"), vt.type},
            {QStringLiteral("normalized"), normalize},  {QStringLiteral("total_a"), diff.totalA()},
            {QStringLiteral("total_b"), diff.totalB()}, {QStringLiteral("functions"), functions}};
        if (!c.note.isEmpty())
            o.insert(QStringLiteral("note"), c.note);
        io.out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
        return ExitOk;
    }

    io.out << Tr::tr("A: %1 — %2").arg(fileA, headerA) << Qt::endl;
    io.out << Tr::tr("B: %1 — %2").arg(fileB, headerB) << Qt::endl;
    io.out << (normalize
                   ? Tr::tr("Δ share compares each function's share of its own total (normalised).")
                   : Tr::tr("Δ share is the raw change as a share of A's total (not normalised)."))
           << Qt::endl;
    if (!c.note.isEmpty())
        io.out << c.note << Qt::endl;
    io.out << Qt::endl
           << pad(Tr::tr("Self A"), 12) << pad(Tr::tr("Self B"), 12) << pad(Tr::tr("Δ"), 12)
           << pad(Tr::tr("Δ share"), 11) << pad(Tr::tr("Largest A"), 12)
           << pad(Tr::tr("Largest B"), 12) << pad(Tr::tr("Sites A"), 9) << pad(Tr::tr("Sites B"), 9)
           << QStringLiteral("  ") << Tr::tr("Function") << Qt::endl;
    for (const FunctionDiff &r : rows) {
        io.out << pad(Quantity::formatCell(r.selfA, vt), 12)
               << pad(Quantity::formatCell(r.selfB, vt), 12) << pad(signedCell(r.delta, vt), 12)
               << pad(points(r.deltaShare), 11)
               << pad(Quantity::formatCell(r.largestSubtreeA, vt), 12)
               << pad(Quantity::formatCell(r.largestSubtreeB, vt), 12)
               << pad(QString::number(r.sitesA), 9) << pad(QString::number(r.sitesB), 9)
               << QStringLiteral("  ") << r.name;
        if (r.onlyInA())
            io.out << QStringLiteral("  ") << Tr::tr("[only in A]");
        else if (r.onlyInB())
            io.out << QStringLiteral("  ") << Tr::tr("[only in B]");
        io.out << Qt::endl;
    }
    return ExitOk;
}

} // namespace hearth

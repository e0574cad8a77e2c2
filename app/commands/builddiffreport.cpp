// SPDX-License-Identifier: MIT
#include "builddiffreport.h"

#include "analysis/quantity.h"
#include "bundle/builddiff.h"
#include "bundle/bundleformat.h"
#include "bundle/bundlereader.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace hearth {

namespace {

// This file's strings, in the hearth::CompareCommand context: a class, so lupdate reads the
// Tr::tr() calls as they are.
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(hearth::CompareCommand)
};

QString cell(qint64 nanos)
{
    return nanos < 0 ? QStringLiteral("–") : Quantity::formatDuration(nanos);
}

QString delta(qint64 a, qint64 b)
{
    if (a < 0 || b < 0)
        return QStringLiteral("–");
    if (a == b)
        return QStringLiteral("±0");
    return (b >= a ? QStringLiteral("+") : QString()) + Quantity::formatDuration(b - a);
}

QString pad(const QString &s, int w)
{
    return s.rightJustified(w, QLatin1Char(' '));
}

QJsonArray cacheJson(const QList<BuildDiff::CacheChange> &changes)
{
    QJsonArray out;
    for (const auto &c : changes)
        out.append(QJsonObject{{QStringLiteral("stage"), c.stage},
                               {QStringLiteral("key"), c.key},
                               {QStringLiteral("saved"), c.savedNanos}});
    return out;
}

QString bytesCell(bool has, qint64 bytes, bool signedDelta)
{
    if (!has)
        return QStringLiteral("–");
    if (signedDelta && bytes == 0)
        return QStringLiteral("±0");
    return (bytes > 0 ? QStringLiteral("+") : QString()) + Quantity::formatBytes(bytes);
}

QJsonArray memoryJson(const QList<BuildDiff::TestMemory> &rows)
{
    QJsonArray out;
    for (const BuildDiff::TestMemory &m : rows) {
        QJsonObject o{{QStringLiteral("stage"), m.stage}, {QStringLiteral("name"), m.name}};
        if (m.hasRssA)
            o.insert(QStringLiteral("rss_change_bytes_a"), m.rssA);
        if (m.hasRssB)
            o.insert(QStringLiteral("rss_change_bytes_b"), m.rssB);
        if (m.hasRssDelta())
            o.insert(QStringLiteral("rss_change_delta"), m.rssDelta());
        // Churn only within one language's measurement, named by its kind.
        if (m.hasChurnDelta()) {
            o.insert(QStringLiteral("churn_kind"), MemoryMeasurement::churnKindName(m.churnKindA));
            o.insert(QStringLiteral("churn_a"), m.churnA);
            o.insert(QStringLiteral("churn_b"), m.churnB);
            o.insert(QStringLiteral("churn_delta"), m.churnDelta());
        }
        out.append(o);
    }
    return out;
}

} // namespace

int BuildDiffReport::print(const QString &fileA, const QString &fileB, bool json, CliIo io)
{
    const QStringList files{fileA, fileB};
    BundleResult a = BundleReader::readFile(files[0]);
    if (!a.ok()) {
        io.err << QStringLiteral("hearth: ") << a.error.toString() << Qt::endl;
        return ExitBadInput;
    }
    BundleResult b = BundleReader::readFile(files[1]);
    if (!b.ok()) {
        io.err << QStringLiteral("hearth: ") << b.error.toString() << Qt::endl;
        return ExitBadInput;
    }
    const BuildDiff d = BuildDiff::compute(*a.bundle, *b.bundle);
    if (json) {
        QJsonArray stages;
        for (const BuildDiff::StageRow &r : d.stages()) {
            stages.append(QJsonObject{
                {QStringLiteral("name"), r.name},
                {QStringLiteral("wall_a"), r.wallA},
                {QStringLiteral("wall_b"), r.wallB},
                {QStringLiteral("cpu_a"), r.cpuA},
                {QStringLiteral("cpu_b"), r.cpuB},
                {QStringLiteral("outside_a"), r.outsideA},
                {QStringLiteral("outside_b"), r.outsideB},
                {QStringLiteral("status_a"), r.inA ? Stage::statusName(r.statusA) : QString()},
                {QStringLiteral("status_b"), r.inB ? Stage::statusName(r.statusB) : QString()}});
        }
        const QJsonObject o{
            {QStringLiteral("stages"), stages},
            {QStringLiteral("moved"), d.movedSentence()},
            {QStringLiteral("moved_stage"),
             d.movedStage() >= 0 ? d.stages()[d.movedStage()].name : QString()},
            {QStringLiteral("status_changes"), QJsonArray::fromStringList(d.statusSentences())},
            {QStringLiteral("memory"), memoryJson(d.memory())},
            {QStringLiteral("memory_sentence"), d.memorySentence()},
            {QStringLiteral("cache"),
             QJsonObject{{QStringLiteral("lost"), cacheJson(d.lostCache())},
                         {QStringLiteral("gained"), cacheJson(d.gainedCache())},
                         {QStringLiteral("sentence"), d.cacheSentence()}}}};
        io.out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
        return ExitOk;
    }
    io.out << Tr::tr("A: %1 (build %2)").arg(files[0], a.bundle->build().id) << Qt::endl
           << Tr::tr("B: %1 (build %2)").arg(files[1], b.bundle->build().id) << Qt::endl
           << d.movedSentence() << Qt::endl;
    for (const QString &s : d.statusSentences())
        io.out << s << Qt::endl;
    if (!d.memorySentence().isEmpty())
        io.out << d.memorySentence() << Qt::endl;
    io.out << d.cacheSentence() << Qt::endl << Qt::endl;
    io.out << pad(Tr::tr("Stage"), 18) << pad(Tr::tr("Wall A"), 11) << pad(Tr::tr("Wall B"), 11)
           << pad(Tr::tr("Δ wall"), 11) << pad(Tr::tr("CPU A"), 11) << pad(Tr::tr("CPU B"), 11)
           << pad(Tr::tr("Δ CPU"), 11) << pad(Tr::tr("Outside A"), 11)
           << pad(Tr::tr("Outside B"), 11) << pad(Tr::tr("Δ outside"), 11) << QStringLiteral("  ")
           << Tr::tr("Status") << Qt::endl;
    for (const BuildDiff::StageRow &r : d.stages()) {
        QString status = r.inA ? Stage::statusName(r.statusA) : Tr::tr("(absent)");
        if (!r.inB || r.statusB != r.statusA)
            status +=
                QStringLiteral(" → ") + (r.inB ? Stage::statusName(r.statusB) : Tr::tr("(absent)"));
        io.out << pad(r.name, 18) << pad(cell(r.inA ? r.wallA : -1), 11)
               << pad(cell(r.inB ? r.wallB : -1), 11)
               << pad(delta(r.inA ? r.wallA : -1, r.inB ? r.wallB : -1), 11)
               << pad(cell(r.inA ? r.cpuA : -1), 11) << pad(cell(r.inB ? r.cpuB : -1), 11)
               << pad(delta(r.inA ? r.cpuA : -1, r.inB ? r.cpuB : -1), 11)
               << pad(cell(r.outsideA), 11) << pad(cell(r.outsideB), 11)
               << pad(delta(r.outsideA, r.outsideB), 11) << QStringLiteral("  ") << status
               << Qt::endl;
    }
    if (d.memory().isEmpty())
        return ExitOk;
    // Why is this change fat: per test, largest growth first. Churn stays out of this table
    // (two languages, two measurements); --json has it per language.
    io.out << Qt::endl
           << pad(Tr::tr("Stage"), 18) << pad(Tr::tr("RSS A"), 12) << pad(Tr::tr("RSS B"), 12)
           << pad(Tr::tr("Δ RSS"), 12) << QStringLiteral("  ") << Tr::tr("Test") << Qt::endl;
    for (const BuildDiff::TestMemory &m : d.memory()) {
        QString name = m.name;
        if (m.spanA < 0 || m.spanB < 0)
            name = m.spanA < 0 ? Tr::tr("%1 (only in B)").arg(m.name)
                               : Tr::tr("%1 (only in A)").arg(m.name);
        io.out << pad(m.stage, 18) << pad(bytesCell(m.hasRssA, m.rssA, false), 12)
               << pad(bytesCell(m.hasRssB, m.rssB, false), 12)
               << pad(bytesCell(m.hasRssDelta(), m.rssDelta(), true), 12) << QStringLiteral("  ")
               << name << Qt::endl;
    }
    return ExitOk;
}

} // namespace hearth

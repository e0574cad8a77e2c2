// SPDX-License-Identifier: MIT
#include "builddiff.h"

#include "analysis/quantity.h"
#include "bundleanalysis.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <cstdlib>

namespace hearth {

namespace {

// This file's strings, in the hearth::BuildDiff context: a class, so lupdate reads the
// Tr::tr() calls as they are.
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(hearth::BuildDiff)
};

QString signedDuration(qint64 nanos)
{
    if (nanos == 0)
        return QStringLiteral("±0");
    return (nanos >= 0 ? QStringLiteral("+") : QString()) + Quantity::formatDuration(nanos);
}

qint64 outsideOf(const Bundle &bundle, int stage, const ReadOptions &options)
{
    const StageBreakdown b = BundleAnalysis::stageBreakdown(bundle, stage, options);
    return b.hasProfile() ? b.outside : -1;
}

QString signedBytes(qint64 bytes)
{
    if (bytes == 0)
        return QStringLiteral("±0");
    return (bytes > 0 ? QStringLiteral("+") : QString()) + Quantity::formatBytes(bytes);
}

// Per stage and name, the n-th measured span of that name (bundle order).
QHash<QPair<QString, QString>, QList<int>> measuredSpans(const Bundle &bundle)
{
    QHash<QPair<QString, QString>, QList<int>> out;
    for (int i = 0; i < bundle.spans().size(); ++i) {
        const Span &s = bundle.spans()[i];
        if (!s.memory.isEmpty())
            out[qMakePair(s.stage, s.name)].append(i);
    }
    return out;
}

// The n-th span of a name in a stage of A is the n-th of that name in the stage of B.
QList<BuildDiff::SpanRow> matchSpans(const Bundle &a, const Bundle &b)
{
    using Key = QPair<QString, int>;
    auto keyed = [](const Bundle &bundle, int stage) {
        QHash<Key, int> out;
        QHash<QString, int> seen;
        for (int sp : bundle.spansOfStage(stage)) {
            const QString &name = bundle.spans()[sp].name;
            out.insert({name, seen[name]++}, sp);
        }
        return out;
    };
    auto wall = [](const Bundle &bundle, int sp) {
        const Span &s = bundle.spans()[sp];
        return s.endUnixNanos - s.startUnixNanos;
    };
    QList<BuildDiff::SpanRow> out;
    auto add = [&](const QString &stage, const QString &name, int spA, int spB) {
        out.append(BuildDiff::SpanRow{stage, name, spA, spB, spA >= 0 ? wall(a, spA) : 0,
                                      spB >= 0 ? wall(b, spB) : 0});
    };
    for (int st = 0; st < a.stages().size(); ++st) {
        const QString &stage = a.stages()[st].name;
        const int stB = b.stageIndex(stage);
        const QHash<Key, int> inB = stB >= 0 ? keyed(b, stB) : QHash<Key, int>();
        QHash<QString, int> seen;
        QSet<int> matched;
        for (int sp : a.spansOfStage(st)) {
            const QString &name = a.spans()[sp].name;
            const int other = inB.value({name, seen[name]++}, -1);
            if (other >= 0)
                matched.insert(other);
            add(stage, name, sp, other);
        }
        if (stB < 0)
            continue;
        for (int sp : b.spansOfStage(stB)) {
            if (!matched.contains(sp))
                add(stage, b.spans()[sp].name, -1, sp);
        }
    }
    for (int st = 0; st < b.stages().size(); ++st) {
        if (a.stageIndex(b.stages()[st].name) >= 0)
            continue;
        for (int sp : b.spansOfStage(st))
            add(b.stages()[st].name, b.spans()[sp].name, -1, sp);
    }
    return out;
}

} // namespace

bool BuildDiff::StageRow::moved() const
{
    // A change worth naming: at least 10% of the stage and at least 0.5 s of CPU or 1 s of wall.
    const qint64 dc = std::llabs(cpuDelta());
    const qint64 dw = std::llabs(wallDelta());
    const bool cpu = dc >= 500000000 && dc * 10 >= std::max(cpuA, cpuB);
    const bool wall = dw >= 1000000000 && dw * 10 >= std::max(wallA, wallB);
    return cpu || wall || inA != inB;
}

BuildDiff BuildDiff::compute(const Bundle &a, const Bundle &b, const ReadOptions &options)
{
    BuildDiff d;
    QHash<QString, int> rowOf;
    auto add = [&](const Bundle &bundle, bool isA) {
        for (int i = 0; i < bundle.stages().size(); ++i) {
            const Stage &s = bundle.stages()[i];
            auto it = rowOf.constFind(s.name);
            if (it == rowOf.constEnd()) {
                it = rowOf.insert(s.name, int(d.m_stages.size()));
                d.m_stages.append(StageRow{s.name});
            }
            StageRow &r = d.m_stages[it.value()];
            (isA ? r.inA : r.inB) = true;
            (isA ? r.wallA : r.wallB) = s.wallNanos();
            (isA ? r.cpuA : r.cpuB) = s.cpuNanos;
            (isA ? r.statusA : r.statusB) = s.status;
            (isA ? r.outsideA : r.outsideB) = outsideOf(bundle, i, options);
        }
    };
    add(a, true);
    add(b, false);
    qint64 best = -1;
    for (int i = 0; i < d.m_stages.size(); ++i) {
        const StageRow &r = d.m_stages[i];
        if (!r.moved())
            continue;
        const qint64 size = std::llabs(r.cpuDelta()) + std::llabs(r.wallDelta()) / 1000;
        if (size > best) {
            best = size;
            d.m_moved = i;
        }
    }
    // Memory per test: A's measured spans in order, each with the same-named one of B.
    const auto inB = measuredSpans(b);
    QHash<QPair<QString, QString>, int> taken;
    auto fill = [](TestMemory &m, const Span &s, bool isA) {
        (isA ? m.hasRssA : m.hasRssB) = s.memory.hasRssChange;
        (isA ? m.rssA : m.rssB) = s.memory.rssChangeBytes;
        (isA ? m.hasChurnA : m.hasChurnB) = s.memory.hasChurn;
        (isA ? m.churnA : m.churnB) = s.memory.churn;
        (isA ? m.churnKindA : m.churnKindB) = s.memory.churnKind;
    };
    for (int i = 0; i < a.spans().size(); ++i) {
        const Span &s = a.spans()[i];
        if (s.memory.isEmpty())
            continue;
        TestMemory m{s.stage, s.name};
        m.spanA = i;
        fill(m, s, true);
        const auto key = qMakePair(s.stage, s.name);
        const int n = taken[key]++;
        const QList<int> others = inB.value(key);
        if (n < others.size()) {
            m.spanB = others[n];
            fill(m, b.spans()[m.spanB], false);
        }
        d.m_memory.append(m);
    }
    QHash<QPair<QString, QString>, int> seenInB;
    for (int i = 0; i < b.spans().size(); ++i) {
        const Span &s = b.spans()[i];
        if (s.memory.isEmpty())
            continue;
        const auto key = qMakePair(s.stage, s.name);
        if (seenInB[key]++ < taken.value(key))
            continue; // matched with A's
        TestMemory m{s.stage, s.name};
        m.spanB = i;
        fill(m, s, false);
        d.m_memory.append(m);
    }
    std::stable_sort(d.m_memory.begin(), d.m_memory.end(),
                     [](const TestMemory &x, const TestMemory &y) {
                         if (x.hasRssDelta() != y.hasRssDelta())
                             return x.hasRssDelta();
                         return x.hasRssDelta() && x.rssDelta() > y.rssDelta();
                     });
    if (!d.m_memory.isEmpty() && d.m_memory.first().hasRssDelta() &&
        d.m_memory.first().rssDelta() >= kFatBytes)
        d.m_fattest = 0;
    d.m_spans = matchSpans(a, b);
    // Cache entries by stage and key.
    QHash<QPair<QString, QString>, bool> hitInA;
    for (const Stage &s : a.stages()) {
        for (const CacheEntry &c : s.cache)
            hitInA.insert(qMakePair(s.name, c.key), c.hit);
    }
    for (const Stage &s : b.stages()) {
        for (const CacheEntry &c : s.cache) {
            auto it = hitInA.constFind(qMakePair(s.name, c.key));
            if (it == hitInA.constEnd())
                continue;
            if (it.value() && !c.hit)
                d.m_lost.append(CacheChange{s.name, c.key, c.savedNanos});
            else if (!it.value() && c.hit)
                d.m_gained.append(CacheChange{s.name, c.key, c.savedNanos});
        }
    }
    return d;
}

QString BuildDiff::movedSentence() const
{
    if (m_moved < 0)
        return Tr::tr("No stage moved: every stage's CPU and wall time are within 10% (or half a "
                      "second) of the other build's.");
    const StageRow &r = m_stages[m_moved];
    if (!r.inA)
        return Tr::tr("%1: only in B (%2 CPU, %3 wall)")
            .arg(r.name, Quantity::formatDuration(r.cpuB), Quantity::formatDuration(r.wallB));
    if (!r.inB)
        return Tr::tr("%1: only in A (%2 CPU, %3 wall)")
            .arg(r.name, Quantity::formatDuration(r.cpuA), Quantity::formatDuration(r.wallA));
    return Tr::tr("%1: %2 CPU, %3 wall")
        .arg(r.name, signedDuration(r.cpuDelta()), signedDuration(r.wallDelta()));
}

QStringList BuildDiff::statusSentences() const
{
    QStringList out;
    for (const StageRow &r : m_stages) {
        if (!r.inA || !r.inB || r.statusA == r.statusB)
            continue;
        if (r.statusB == ProfileStatus::Missing)
            out << Tr::tr("%1: the profile went missing (%2 in A, missing in B): a profile was "
                          "expected and did not arrive.")
                       .arg(r.name, Stage::statusName(r.statusA));
        else
            out << Tr::tr("%1: profile status changed from %2 to %3.")
                       .arg(r.name, Stage::statusName(r.statusA), Stage::statusName(r.statusB));
    }
    return out;
}

QString BuildDiff::memorySentence() const
{
    if (m_memory.isEmpty())
        return {};
    if (m_fattest < 0)
        return Tr::tr("No test's RSS change grew by 1 MiB or more between the builds.");
    const TestMemory &m = m_memory[m_fattest];
    return Tr::tr("Fattest change: %1 / %2: RSS change %3 (%4 in A, %5 in B).")
        .arg(m.stage, m.name, signedBytes(m.rssDelta()), signedBytes(m.rssA), signedBytes(m.rssB));
}

QString BuildDiff::cacheSentence() const
{
    if (m_lost.isEmpty() && m_gained.isEmpty())
        return Tr::tr("The cache behaved the same in both builds.");
    QStringList lost;
    for (const CacheChange &c : m_lost)
        lost << c.stage + QLatin1Char('/') + c.key;
    QString s;
    const QString list = lost.join(QStringLiteral(", "));
    const qsizetype n = m_lost.size();
    if (n > 0)
        s = m_moved < 0
                ? Tr::tr("Nothing moved, but B lost its cache: %n entries that hit in A missed "
                         "in B (%1).",
                         nullptr, int(n))
                      .arg(list)
                : Tr::tr("B lost cache: %n entries that hit in A missed in B (%1).", nullptr,
                         int(n))
                      .arg(list);
    if (!m_gained.isEmpty()) {
        if (!s.isEmpty())
            s += QLatin1Char(' ');
        s += Tr::tr("%n entries missed in A and hit in B.", nullptr, int(m_gained.size()));
    }
    return s;
}

} // namespace hearth

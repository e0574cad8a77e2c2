// SPDX-License-Identifier: MIT
#pragma once

#include "bundle.h"
#include "io/readoptions.h"

#include <QList>

namespace hearth {

/// Build against build: "where the CPU went" per stage, before any flame graph. Names the
/// stage that moved most, calls out profiles that went missing, and when nothing moved says
/// whether the build lost its cache. Per test, the RSS change of both builds and its Δ ("why
/// is this change fat"); churn is compared only within one language's measurement.
class BuildDiff
{
public:
    struct StageRow
    {
        QString name;
        bool inA = false;
        bool inB = false;
        qint64 wallA = 0, wallB = 0;
        qint64 cpuA = 0, cpuB = 0;
        qint64 outsideA = -1, outsideB = -1; // -1: no readable profile
        ProfileStatus statusA = ProfileStatus::Unspecified;
        ProfileStatus statusB = ProfileStatus::Unspecified;
        qint64 cpuDelta() const { return cpuB - cpuA; }
        qint64 wallDelta() const { return wallB - wallA; }
        bool moved() const;
    };
    /// One test's memory in A and B: the n-th span of a name in a stage of A with the n-th
    /// of that name in the stage of B, among spans with a measurement.
    struct TestMemory
    {
        QString stage;
        QString name;
        int spanA = -1, spanB = -1; // -1: not measured in that build
        bool hasRssA = false, hasRssB = false;
        qint64 rssA = 0, rssB = 0; // signed bytes
        bool hasChurnA = false, hasChurnB = false;
        qint64 churnA = 0, churnB = 0;
        ChurnKind churnKindA = ChurnKind::Unspecified;
        ChurnKind churnKindB = ChurnKind::Unspecified;
        bool hasRssDelta() const { return hasRssA && hasRssB; }
        qint64 rssDelta() const { return rssB - rssA; }
        /// Churn is Ruby objects allocated or CPython blocks outstanding: never compared
        /// across the two, so a Δ only when both sides measured the same kind.
        bool hasChurnDelta() const
        {
            return hasChurnA && hasChurnB && churnKindA == churnKindB &&
                   churnKindA != ChurnKind::Unspecified;
        }
        qint64 churnDelta() const { return churnB - churnA; }
    };
    /// One span of either build: the n-th span of a name in a stage of A is the n-th of that
    /// name in the stage of B. A's spans in order (each with its match), then B's unmatched.
    struct SpanRow
    {
        QString stage;
        QString name;
        int spanA = -1, spanB = -1; // index into the bundle's spans(), -1: absent there
        qint64 wallA = 0, wallB = 0;
        bool inA() const { return spanA >= 0; }
        bool inB() const { return spanB >= 0; }
    };
    struct CacheChange
    {
        QString stage;
        QString key;
        qint64 savedNanos = 0;
    };

    /// A growth in RSS change worth naming.
    static constexpr qint64 kFatBytes = 1024 * 1024;

    static BuildDiff compute(const Bundle &a, const Bundle &b, const ReadOptions &options = {});

    const QList<StageRow> &stages() const { return m_stages; }
    /// The row that moved most (largest |CPU change|), or -1 when nothing moved.
    int movedStage() const { return m_moved; }
    /// "rspec-system: +41 s CPU, +12 s wall", or that nothing moved (translated).
    QString movedSentence() const;
    /// Stage status changes worth a sentence each ("rspec-system: the profile went missing").
    QStringList statusSentences() const;
    /// Tests measured in either build, largest RSS growth first (those without a Δ last).
    const QList<TestMemory> &memory() const { return m_memory; }
    /// The row whose RSS change grew most (at least 1 MiB), or -1.
    int fattestTest() const { return m_fattest; }
    /// "Fattest change: rspec-unit / x: RSS change +12 MiB (+1 MiB in A, +13 MiB in B)", that
    /// no test's RSS change grew, or empty when neither build measured memory (translated).
    QString memorySentence() const;
    /// Every span of both builds, matched by stage, name and order.
    const QList<SpanRow> &spans() const { return m_spans; }
    const QList<CacheChange> &lostCache() const { return m_lost; }     // hit in A, missed in B
    const QList<CacheChange> &gainedCache() const { return m_gained; } // missed in A, hit in B
    /// What the cache comparison says; when nothing moved it names a lost cache outright.
    QString cacheSentence() const;

private:
    QList<StageRow> m_stages;
    QList<TestMemory> m_memory;
    QList<SpanRow> m_spans;
    int m_fattest = -1;
    QList<CacheChange> m_lost;
    QList<CacheChange> m_gained;
    int m_moved = -1;
};

} // namespace hearth

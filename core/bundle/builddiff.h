// SPDX-License-Identifier: MIT
#pragma once

#include "bundle.h"
#include "io/readoptions.h"

#include <QList>

namespace hearth {

/// Build against build: "where the CPU went" per stage, before any flame graph. Names the
/// stage that moved most, calls out profiles that went missing, and when nothing moved says
/// whether the build lost its cache.
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
    struct CacheChange
    {
        QString stage;
        QString key;
        qint64 savedNanos = 0;
    };

    static BuildDiff compute(const Bundle &a, const Bundle &b, const ReadOptions &options = {});

    const QList<StageRow> &stages() const { return m_stages; }
    /// The row that moved most (largest |CPU change|), or -1 when nothing moved.
    int movedStage() const { return m_moved; }
    /// "rspec-system: +41 s CPU, +12 s wall", or that nothing moved (translated).
    QString movedSentence() const;
    /// Stage status changes worth a sentence each ("rspec-system: the profile went missing").
    QStringList statusSentences() const;
    const QList<CacheChange> &lostCache() const { return m_lost; }     // hit in A, missed in B
    const QList<CacheChange> &gainedCache() const { return m_gained; } // missed in A, hit in B
    /// What the cache comparison says; when nothing moved it names a lost cache outright.
    QString cacheSentence() const;

private:
    QList<StageRow> m_stages;
    QList<CacheChange> m_lost;
    QList<CacheChange> m_gained;
    int m_moved = -1;
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "bundle.h"

#include <QString>

namespace hearth {

/// The numbers a build's header states, and the sentence they call for: CPU above wall is
/// the concurrency working; CPU about equal to wall on a pipeline with stages that overlap
/// may mean something is serialised; CPU well below wall is time spent waiting, said in
/// proportion to the gap.
///
/// The bands of CPU as a share of wall, here and nowhere else:
///
/// | CPU / wall | Concurrency                | sentence                                          |
/// |------------|----------------------------|---------------------------------------------------|
/// | > 105%     | CpuAboveWall               | "CPU above wall: stages ran at once"              |
/// | 95% – 105% | CpuEqualsWall(InParallel)  | "about equal …" (stages overlap: "serialised?")   |
/// | 90% – 95%  | CpuNearWall                | none: a gap this small is not worth a word        |
/// | 50% – 90%  | CpuBelowWall               | "about X% of its wall time was not on CPU"        |
/// | < 50%      | CpuFarBelowWall            | "… spent most of its time waiting"                |
class BuildSummary
{
public:
    static constexpr double AboveWallShare = 1.05; ///< above: CPU above wall
    static constexpr double EqualWallShare = 0.95; ///< from here to AboveWallShare: equal
    static constexpr double NearWallShare = 0.90;  ///< from here to EqualWallShare: nothing said
    static constexpr double MostlyWaitingShare = 0.50; ///< below: most of its time waiting

    /// CpuEqualsWall: about equal with stages one after another (nothing overlapping to
    /// serialise); CpuEqualsWallInParallel: about equal although stages overlap.
    enum class Concurrency {
        Unknown,
        CpuAboveWall,
        CpuEqualsWallInParallel,
        CpuEqualsWall,
        CpuNearWall,
        CpuBelowWall,
        CpuFarBelowWall
    };

    static qint64 wallNanos(const Bundle &bundle);
    static qint64 cpuNanos(const Bundle &bundle) { return bundle.totalCpuNanos(); }
    /// True when at least two stages' windows overlap.
    static bool stagesOverlap(const Bundle &bundle);
    static Concurrency concurrency(const Bundle &bundle);
    /// "CPU above wall: stages ran at once", ... (translated); empty for Unknown and
    /// CpuNearWall. CpuBelowWall states the share of wall not on CPU, from cpu and wall.
    static QString sentence(Concurrency c, qint64 cpuNanos = 0, qint64 wallNanos = 0);
    /// The sentence of a build's CPU against its wall.
    static QString sentence(const Bundle &bundle);
    /// "build 4711 · main @ 3f2a9c1 · wall 6 min 31 s · CPU 7.5 s" (translated).
    static QString headline(const Bundle &bundle);
};

} // namespace hearth

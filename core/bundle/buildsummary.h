// SPDX-License-Identifier: MIT
#pragma once

#include "bundle.h"

#include <QString>

namespace hearth {

/// The numbers a build's header states, and the sentence they call for: CPU above wall is
/// the concurrency working; CPU about equal to wall on a pipeline with stages that overlap
/// may mean something is serialised.
class BuildSummary
{
public:
    /// CpuEqualsWall: about equal with stages one after another (nothing overlapping to
    /// serialise); CpuEqualsWallInParallel: about equal although stages overlap.
    enum class Concurrency {
        Unknown,
        CpuAboveWall,
        CpuEqualsWallInParallel,
        CpuEqualsWall,
        CpuBelowWall
    };

    static qint64 wallNanos(const Bundle &bundle);
    static qint64 cpuNanos(const Bundle &bundle) { return bundle.totalCpuNanos(); }
    /// True when at least two stages' windows overlap.
    static bool stagesOverlap(const Bundle &bundle);
    static Concurrency concurrency(const Bundle &bundle);
    /// "CPU above wall: stages ran at once", ... (translated); empty for Unknown.
    static QString sentence(Concurrency c);
    /// "build 4711 · main @ 3f2a9c1 · wall 6 min 31 s · CPU 7.5 s" (translated).
    static QString headline(const Bundle &bundle);
};

} // namespace hearth

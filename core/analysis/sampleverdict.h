// SPDX-License-Identifier: MIT
#pragma once

#include "calltree.h"
#include "treeshape.h"

namespace hearth {

/// Whether a call tree is worth drawing as a flame graph.
/// - Empty: nothing was sampled; this says nothing about speed (waiting, an unwatched
///   process or no profiling leave a profile empty too).
/// - SingleSample: one sample; its stack is one linear chain (depth given). The span was
///   shorter than one sampling interval: fast, not broken.
/// - Linear: many samples, all with the same stack.
/// - Normal: a real flame graph.
struct SampleVerdict
{
    enum class Kind { Empty, SingleSample, Linear, Normal };
    Kind kind = Kind::Empty;
    quint32 depth = 0;        // depth of the chain for SingleSample / Linear
    qint64 samples = 0;       // estimated number of samples (see estimateSamples)
    qint64 intervalNanos = 0; // the sampling interval when the period is a plausible time
    /// The file's period when it is a time but not a plausible sampling interval (a Node
    /// agent's 1 µs, a .NET agent's 1 ns, a Python agent's 10^9 ms), else 0. No sample count
    /// or rate is derived from it.
    qint64 implausiblePeriodNanos = 0;

    /// A sampling period is plausible from 10 µs (100 kHz) to 1 s (1 Hz): profilers sample
    /// at 19 Hz to 10 kHz, and a period outside this range is some other number in the file.
    static constexpr qint64 kMinPlausibleIntervalNanos = 10'000;
    static constexpr qint64 kMaxPlausibleIntervalNanos = 1'000'000'000;
    static bool isPlausibleInterval(qint64 nanos)
    {
        return nanos >= kMinPlausibleIntervalNanos && nanos <= kMaxPlausibleIntervalNanos;
    }

    static SampleVerdict of(const CallTree &tree);
    /// The same from a tree's shape (StackSummary gives one without building the tree).
    static SampleVerdict of(const Profile &profile, int sampleType, const TreeShape &shape);
    /// "empty", "single_sample", "linear", "normal".
    static QString kindName(Kind k);
    /// The plain sentence shown instead of (or above) the drawing; empty for Normal.
    QString sentence() const;
    /// The interval in words, e.g. "10 ms at 100 Hz"; empty when unknown.
    static QString intervalText(qint64 intervalNanos);
};

} // namespace hearth

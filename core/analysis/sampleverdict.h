#pragma once

#include "calltree.h"
#include "treeshape.h"

namespace hearth {

/// Whether a call tree is worth drawing as a flame graph.
/// - Empty: nothing was sampled.
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
    qint64 intervalNanos = 0; // the sampling interval when the period is a time, else 0

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

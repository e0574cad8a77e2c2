// SPDX-License-Identifier: MIT
#pragma once

#include "bundle.h"
#include "stagebreakdown.h"

#include "analysis/calltree.h"
#include "analysis/samplefilter.h"

namespace hearth {

/// Analyses of a build: per-stage outside-any-span CPU, a span's own samples and (with the
/// toggle) its descendants'. Samples go to the innermost open span, so a span's own samples
/// are those labelled with its id; samples without the label are outside any span.
class BundleAnalysis
{
public:
    /// The label the span profiles carry: span_id = 16 hex digits.
    static QString spanLabel() { return QStringLiteral("span_id"); }

    /// Splits a parsed profile of a stage by span, for one sample type (-1: the profile's
    /// default).
    static StageBreakdown breakdown(const Bundle &bundle, int stage, const Profile &profile,
                                    int sampleType = -1);
    /// Parses the stage's CPU (or engine CPU) profile if needed and splits it. A stage without
    /// one gives profile = -1; an unreadable one gives the error, nothing else.
    static StageBreakdown stageBreakdown(const Bundle &bundle, int stage,
                                         const ReadOptions &options = {});

    /// Samples of a span (its own, or with every span beneath it).
    static SampleFilter spanFilter(const Bundle &bundle, int span, bool withDescendants);
    /// Samples outside any span.
    static SampleFilter outsideFilter() { return SampleFilter::labelAbsent(spanLabel()); }
    static CallTree::Ptr spanTree(const Bundle &bundle, const Profile::Ptr &profile, int span,
                                  bool withDescendants, int sampleType = -1);
    static CallTree::Ptr outsideTree(const Profile::Ptr &profile, int sampleType = -1);

    /// A span with children but no samples of its own: its time is in its children (samples
    /// go to the innermost open span).
    static bool timeIsInChildren(const Bundle &bundle, const StageBreakdown &b, int span);
    /// Why a span shows no samples (issue 14: one message, the right one).
    enum class QuietSpan {
        NotQuiet,     // it has samples of its own
        InChildSpans, // none of its own, some in the spans beneath it
        TooShort,     // none anywhere, and shorter than kShortIntervals sampling intervals
        Waiting,      // none anywhere over a long wall time: I/O, locks, sleep
    };
    /// "A few sampling intervals": a span shorter than this many is too short to be sampled.
    static constexpr int kShortIntervals = 3;
    /// The interval assumed when the profile states none: 100 Hz.
    static constexpr qint64 kDefaultIntervalNanos = 10'000'000;
    static QuietSpan quietSpan(const Bundle &bundle, const StageBreakdown &b, int span);
    /// The one sentence for a quiet span (empty for NotQuiet).
    static QString quietSpanSentence(const Bundle &bundle, const StageBreakdown &b, int span);
    /// "build.profbundle: lint (cpu)": the name used in a profile's errors.
    static QString profileName(const Bundle &bundle, int profile, const QString &file);
};

} // namespace hearth

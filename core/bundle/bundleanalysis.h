// SPDX-License-Identifier: MIT
#pragma once

#include "bundle.h"
#include "stagebreakdown.h"

#include "analysis/calltree.h"
#include "analysis/profilesnapshot.h"
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
    /// "If suite boot dominates, no individual test is the problem" (the seed). A test is a
    /// span the bundle marks as one (isTest), counted with every span beneath it. True when
    /// the stage's CPU outside any span is larger than every test's; never for an engine
    /// profile (no suite there) or a stage without tests (a linter's spans are not tests).
    ///
    /// A span is a test when it carries a per-test memory measurement, the attribute
    /// `test.status`, or an attribute of OpenTelemetry's test case conventions
    /// (`test.case.name`, `test.case.result.status`, any `test.case.*`); a suite's
    /// (`test.suite.*`) does not make one (docs/bundle-format.md).
    static bool isTest(const Bundle &bundle, int span);
    /// The largest test's value (own samples and every span beneath it), -1 without tests.
    static qint64 largestTestValue(const Bundle &bundle, const StageBreakdown &b);
    static bool suiteBootDominates(const Bundle &bundle, const StageBreakdown &b);
    /// "suite boot (outside any span, 2.1 s) is larger than any test here: …" or empty.
    static QString suiteBootSentence(const Bundle &bundle, const StageBreakdown &b);
    /// "build.profbundle: lint (cpu)": the name used in a profile's errors.
    static QString profileName(const Bundle &bundle, int profile, const QString &file);
    /// The samples a build window shows for a selection (span, stage or outside any span),
    /// built off the GUI thread. `file` names the bundle in errors.
    static ProfileSnapshot selectionSnapshot(const Bundle::Ptr &bundle, int profile, int span,
                                             bool withDescendants, bool outside,
                                             const QString &file, ParseError *error);
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "bundleanalysis.h"

#include "spanid.h"

#include "analysis/quantity.h"
#include "analysis/sampleverdict.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <vector>

namespace hearth {

namespace {
// This file's strings, in the hearth::BundleAnalysis context: a class, so lupdate reads the
// Tr::tr() calls as they are.
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(hearth::BundleAnalysis)
};

bool samplesBeneath(const Bundle &bundle, const StageBreakdown &b, int span)
{
    for (int child : bundle.children(span)) {
        if (b.hasOwnSamples(bundle.spans()[child].id) || samplesBeneath(bundle, b, child))
            return true;
    }
    return false;
}

qint64 valueBeneath(const Bundle &bundle, const StageBreakdown &b, int span)
{
    qint64 v = b.ownValue(bundle.spans()[span].id);
    for (int child : bundle.children(span))
        v += valueBeneath(bundle, b, child);
    return v;
}
} // namespace

StageBreakdown BundleAnalysis::breakdown(const Bundle &bundle, int stage, const Profile &profile,
                                         int sampleType)
{
    StageBreakdown b;
    b.stage = stage;
    if (sampleType < 0)
        sampleType = profile.defaultSampleType();
    if (sampleType < 0 || sampleType >= profile.sampleTypes().size())
        return b;
    b.sampleType = sampleType;
    b.valueType = profile.sampleTypes()[sampleType];
    const qint64 perUnit = Quantity::nanosPerUnit(profile.periodType().unit);
    if (perUnit > 0 && profile.period() > 0 &&
        profile.period() <= SampleVerdict::kMaxPlausibleIntervalNanos &&
        SampleVerdict::isPlausibleInterval(profile.period() * perUnit))
        b.intervalNanos = profile.period() * perUnit;
    const QString &stageName = bundle.stages()[stage].name;
    const qint64 key = profile.findString(spanLabel());
    // Per string index: the span id it names (0: not a span of this stage), resolved once.
    std::vector<qint8> resolved(size_t(profile.strings().size()), 0);
    std::vector<quint64> spanOf(size_t(profile.strings().size()), 0);
    const quint32 n = profile.sampleCount();
    for (quint32 s = 0; s < n; ++s) {
        const qint64 v = profile.sampleValue(s, sampleType);
        b.total += v;
        quint32 label = 0;
        bool labelled = false;
        if (key > 0) {
            for (const Label &l : profile.sampleLabels(s)) {
                if (l.key == quint32(key) && l.str != 0) {
                    label = l.str;
                    labelled = true;
                }
            }
        }
        if (!labelled) {
            b.outside += v;
            b.outsideSamples += profile.sampleRecords(s);
            continue;
        }
        if (label >= resolved.size())
            continue; // the reader checks indices; stay safe anyway
        if (!resolved[label]) {
            resolved[label] = 1;
            quint64 id = 0;
            if (SpanId::fromHex(profile.strings()[label], &id)) {
                const int span = bundle.spanIndex(id);
                if (span >= 0 && bundle.spans()[span].stage == stageName)
                    spanOf[label] = id;
            }
        }
        if (spanOf[label] != 0)
            b.own[spanOf[label]] += v;
        else
            b.unknown[profile.strings()[label]] += v;
    }
    return b;
}

StageBreakdown BundleAnalysis::stageBreakdown(const Bundle &bundle, int stage,
                                              const ReadOptions &options)
{
    const int p = bundle.cpuProfileOf(stage);
    if (p < 0) {
        StageBreakdown b;
        b.stage = stage;
        return b;
    }
    const ProfileResult r = bundle.profiles()[p].profile(profileName(bundle, p, {}), options);
    if (!r.ok()) {
        StageBreakdown b;
        b.stage = stage;
        b.profile = p;
        b.error = r.error;
        return b;
    }
    StageBreakdown b = breakdown(bundle, stage, *r.profile);
    b.profile = p;
    return b;
}

SampleFilter BundleAnalysis::spanFilter(const Bundle &bundle, int span, bool withDescendants)
{
    return SampleFilter::labelIn(spanLabel(), bundle.spanIdLabels(span, withDescendants));
}

CallTree::Ptr BundleAnalysis::spanTree(const Bundle &bundle, const Profile::Ptr &profile, int span,
                                       bool withDescendants, int sampleType)
{
    if (sampleType < 0)
        sampleType = profile->defaultSampleType();
    return CallTree::build(profile, sampleType, spanFilter(bundle, span, withDescendants));
}

CallTree::Ptr BundleAnalysis::outsideTree(const Profile::Ptr &profile, int sampleType)
{
    if (sampleType < 0)
        sampleType = profile->defaultSampleType();
    return CallTree::build(profile, sampleType, outsideFilter());
}

bool BundleAnalysis::timeIsInChildren(const Bundle &bundle, const StageBreakdown &b, int span)
{
    return !bundle.children(span).empty() && !b.hasOwnSamples(bundle.spans()[span].id);
}

BundleAnalysis::QuietSpan BundleAnalysis::quietSpan(const Bundle &bundle, const StageBreakdown &b,
                                                    int span)
{
    const Span &sp = bundle.spans()[span];
    if (!b.hasProfile() || b.hasOwnSamples(sp.id))
        return QuietSpan::NotQuiet;
    if (samplesBeneath(bundle, b, span))
        return QuietSpan::InChildSpans;
    const qint64 interval = b.intervalNanos > 0 ? b.intervalNanos : kDefaultIntervalNanos;
    return sp.durationNanos() < kShortIntervals * interval ? QuietSpan::TooShort
                                                           : QuietSpan::Waiting;
}

QString BundleAnalysis::quietSpanSentence(const Bundle &bundle, const StageBreakdown &b, int span)
{
    const qint64 interval = b.intervalNanos > 0 ? b.intervalNanos : kDefaultIntervalNanos;
    const QString wall = Quantity::formatDuration(bundle.spans()[span].durationNanos());
    switch (quietSpan(bundle, b, span)) {
    case QuietSpan::NotQuiet:
        break;
    case QuietSpan::InChildSpans:
        return Tr::tr(
            "This span has no samples of its own: its time is in its child spans (samples "
            "go to the innermost open span). Tick \"+ child spans\" to see them.");
    case QuietSpan::TooShort:
        return Tr::tr("This span ran for %1: too short to be sampled at %2 Hz (~%3). Fast, not "
                      "broken.")
            .arg(wall, QLocale().toString(std::llround(1e9 / double(interval))),
                 Quantity::formatDuration(interval));
    case QuietSpan::Waiting:
        return Tr::tr(
                   "%1 of wall and no CPU: it was waiting (I/O, locks, sleep), and a CPU profile "
                   "cannot show waiting.")
            .arg(wall);
    }
    return {};
}

bool BundleAnalysis::isTest(const Bundle &bundle, int span)
{
    if (span < 0 || span >= bundle.spans().size())
        return false;
    const Span &sp = bundle.spans()[span];
    if (!sp.memory.isEmpty())
        return true; // measured per test
    for (const auto &[key, value] : sp.attributes) {
        if (key == QLatin1String("test.status") || key.startsWith(QLatin1String("test.case.")))
            return true;
    }
    return false;
}

qint64 BundleAnalysis::largestTestValue(const Bundle &bundle, const StageBreakdown &b)
{
    qint64 largest = -1;
    if (b.stage < 0 || b.stage >= bundle.stages().size())
        return largest;
    for (int span : bundle.spansOfStage(b.stage)) {
        if (isTest(bundle, span))
            largest = std::max(largest, valueBeneath(bundle, b, span));
    }
    return largest;
}

bool BundleAnalysis::suiteBootDominates(const Bundle &bundle, const StageBreakdown &b)
{
    if (!b.hasProfile() || b.stage < 0 || b.stage >= bundle.stages().size() ||
        bundle.stages()[b.stage].status == ProfileStatus::EngineProfile || b.outside <= 0)
        return false;
    const qint64 largest = largestTestValue(bundle, b);
    return largest >= 0 && b.outside > largest;
}

QString BundleAnalysis::suiteBootSentence(const Bundle &bundle, const StageBreakdown &b)
{
    if (!suiteBootDominates(bundle, b))
        return {};
    return Tr::tr("suite boot (outside any span, %1) is larger than any test here: no individual "
                  "test is the problem.")
        .arg(Quantity::format(b.outside, b.valueType));
}

QString BundleAnalysis::profileName(const Bundle &bundle, int profile, const QString &file)
{
    const BundleProfile &p = bundle.profiles()[profile];
    const QString what =
        p.stage() + QStringLiteral(" (") + BundleProfile::kindName(p.kind()) + QLatin1Char(')');
    return file.isEmpty() ? what : file + QStringLiteral(": ") + what;
}

ProfileSnapshot BundleAnalysis::selectionSnapshot(const Bundle::Ptr &bundle, int profile, int span,
                                                  bool withDescendants, bool outside,
                                                  const QString &file, ParseError *error)
{
    const ProfileResult r =
        bundle->profiles()[profile].profile(profileName(*bundle, profile, file));
    if (!r.ok()) {
        *error = r.error;
        return {};
    }
    if (span >= 0)
        return ProfileSnapshot::ofTree(spanTree(*bundle, r.profile, span, withDescendants), file);
    if (outside)
        return ProfileSnapshot::ofTree(outsideTree(r.profile), file);
    return ProfileSnapshot::build(r.profile, -1, file);
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "sampleverdict.h"

#include "quantity.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>
#include <limits>

namespace hearth {

namespace {
// This file's strings, in the hearth::SampleVerdict context: a class, so lupdate reads the
// Tr::tr() calls as they are.
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(hearth::SampleVerdict)
};
// A rate in the locale's digits, without a thousands separator ("1000 Hz").
QString hertz(qint64 hz)
{
    QLocale locale;
    locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
    return locale.toString(hz);
}
} // namespace

SampleVerdict SampleVerdict::of(const CallTree &tree)
{
    return of(tree.profile(), tree.sampleType(), TreeShape::of(tree));
}

SampleVerdict SampleVerdict::of(const Profile &p, int sampleType, const TreeShape &shape)
{
    SampleVerdict v;
    const qint64 perUnit = Quantity::nanosPerUnit(p.periodType().unit);
    if (perUnit > 0 && p.period() > 0) {
        const qint64 nanos = p.period() < std::numeric_limits<qint64>::max() / perUnit
                                 ? p.period() * perUnit
                                 : std::numeric_limits<qint64>::max();
        (isPlausibleInterval(nanos) ? v.intervalNanos : v.implausiblePeriodNanos) = nanos;
    }
    const qint64 total = shape.total;
    if (total == 0 || !shape.hasNodes) {
        v.kind = Kind::Empty;
        return v;
    }
    const ValueType type = p.sampleTypes().value(sampleType);
    const qint64 typeNanos = Quantity::nanosPerUnit(type.unit);
    if (Quantity::kindOf(type) == Quantity::Kind::Samples) {
        v.samples = total;
    } else if (typeNanos > 0 && v.intervalNanos > 0) {
        v.samples = std::max<qint64>(
            1, qint64(std::llround(double(total) * double(typeNanos) / double(v.intervalNanos))));
    } else {
        v.samples = qint64(shape.records);
    }
    v.depth = shape.maxDepth;
    if (!shape.chain)
        v.kind = Kind::Normal;
    else
        v.kind = v.samples <= 1 ? Kind::SingleSample : Kind::Linear;
    return v;
}

QString SampleVerdict::kindName(Kind k)
{
    switch (k) {
    case Kind::Empty:
        return QStringLiteral("empty");
    case Kind::SingleSample:
        return QStringLiteral("single_sample");
    case Kind::Linear:
        return QStringLiteral("linear");
    case Kind::Normal:
        return QStringLiteral("normal");
    }
    return {};
}

QString SampleVerdict::intervalText(qint64 intervalNanos)
{
    if (intervalNanos <= 0)
        return {};
    const double hz = 1e9 / double(intervalNanos);
    if (hz >= 1)
        return Tr::tr("%1 at %2 Hz")
            .arg(Quantity::formatDuration(intervalNanos))
            .arg(hertz(std::llround(hz)));
    return Quantity::formatDuration(intervalNanos);
}

QString SampleVerdict::sentence() const
{
    switch (kind) {
    case Kind::Empty:
        return Tr::tr(
            "Nothing was sampled here. An empty profile is not evidence of fast code: it "
            "holds no samples, which happens when the code was waiting (I/O, locks, sleep), "
            "ran in a process or thread the profiler did not watch, or was not profiled "
            "at all.");
    case Kind::SingleSample: {
        const QString interval = intervalText(intervalNanos);
        return (interval.isEmpty()
                    ? Tr::tr("Sampled once: this ran for less than one sampling interval, so every "
                             "one "
                             "of its %n levels would be a single full-width bar.",
                             nullptr, int(depth))
                    : Tr::tr("Sampled once: this ran for less than one sampling interval (%1), so "
                             "every one of its %n levels would be a single full-width bar.",
                             nullptr, int(depth))
                          .arg(interval)) +
               QLatin1Char(' ') + Tr::tr("A flat profile here means fast, not broken.");
    }
    case Kind::Linear:
        return Tr::tr("Every one of the %1 samples has the same stack, %n frame(s) deep.", nullptr,
                      int(depth))
            .arg(QLocale().toString(samples));
    case Kind::Normal:
        break;
    }
    return {};
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "comparability.h"

#include "quantity.h"
#include "sampleverdict.h"

#include <QCoreApplication>

namespace hearth {

namespace {
// This file's strings, in the hearth::Comparability context: a class, so lupdate reads the
// Tr::tr() calls as they are.
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(hearth::Comparability)
};
} // namespace

Comparability Comparability::of(const Profile &a, int typeA, const Profile &b, int typeB)
{
    Comparability c;
    const ValueType ta = a.sampleTypes().value(typeA);
    const ValueType tb = b.sampleTypes().value(typeB);
    if (ta.unit != tb.unit) {
        c.reason =
            Tr::tr("These profiles measure different things: %1 is in %2 and %3 is in %4, so "
                   "no difference between them means anything.")
                .arg(ta.type, ta.unit, tb.type, tb.unit);
        return c;
    }
    if (ta.type != tb.type) {
        c.reason = Tr::tr("These profiles count different things (%1 against %2, both in %3): an "
                          "allocated amount is not an in-use amount, and a wall time is not a CPU "
                          "time, so they are not compared.")
                       .arg(ta.type, tb.type, ta.unit);
        return c;
    }
    c.comparable = true;
    const qint64 pa = a.period() * std::max<qint64>(1, Quantity::nanosPerUnit(a.periodType().unit));
    const qint64 pb = b.period() * std::max<qint64>(1, Quantity::nanosPerUnit(b.periodType().unit));
    if (a.period() > 0 && b.period() > 0 && pa != pb) {
        c.periodsDiffer = true;
        const QString ia = Quantity::nanosPerUnit(a.periodType().unit) > 0
                               ? SampleVerdict::intervalText(pa)
                               : Quantity::format(a.period(), a.periodType());
        const QString ib = Quantity::nanosPerUnit(b.periodType().unit) > 0
                               ? SampleVerdict::intervalText(pb)
                               : Quantity::format(b.period(), b.periodType());
        c.note = Tr::tr("The two were sampled at different rates (%1 against %2); shares of each "
                        "total are compared, not raw amounts.")
                     .arg(ia, ib);
    }
    return c;
}

Comparability Comparability::of(const Profile &a, int typeA, ProfileOrigin originA,
                                const Profile &b, int typeB, ProfileOrigin originB)
{
    Comparability c = of(a, typeA, b, typeB);
    const QString origins = originNote(originA, originB);
    if (c.comparable && !origins.isEmpty())
        c.note = c.note.isEmpty() ? origins : origins + QLatin1Char(' ') + c.note;
    return c;
}

QString Comparability::originNote(ProfileOrigin a, ProfileOrigin b)
{
    const bool mixed = (a == ProfileOrigin::Ci && b == ProfileOrigin::Deployed) ||
                       (a == ProfileOrigin::Deployed && b == ProfileOrigin::Ci);
    if (!mixed)
        return {};
    return Tr::tr("This compares a change with a workload: a CI profile answers why a change is "
                  "slow or fat, a deployed one where a service spends itself under real traffic, "
                  "and neither answers the other.");
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "profileheader.h"

#include "analysis/plural.h"
#include "analysis/quantity.h"

#include <QCoreApplication>

namespace hearth {

namespace {
// This file's strings, in the hearth::ProfileHeader context: a class, so lupdate reads the
// Tr::tr() calls as they are.
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(hearth::ProfileHeader)
};
} // namespace

QString ProfileHeader::text(const CallTree &tree, const SampleVerdict &verdict)
{
    return text(tree.profile(), tree.sampleType(), tree.totalValue(), verdict);
}

QString ProfileHeader::text(const Profile &p, int sampleType, qint64 total,
                            const SampleVerdict &verdict)
{
    const ValueType type = p.sampleTypes().value(sampleType);
    QString s = Tr::tr("%1 (%2, %3)").arg(Quantity::totalPhrase(total, type), type.type, type.unit);
    const Quantity::Kind kind = Quantity::kindOf(type);
    if (verdict.intervalNanos > 0 && kind != Quantity::Kind::Samples) {
        const Plural c(verdict.samples);
        s += c.text(Tr::tr(", %Ln sample(s) every %1", nullptr, c.n()))
                 .arg(SampleVerdict::intervalText(verdict.intervalNanos));
    } else if (verdict.intervalNanos > 0) {
        s += Tr::tr(", every %1").arg(SampleVerdict::intervalText(verdict.intervalNanos));
    } else if (verdict.implausiblePeriodNanos > 0) {
        // No count or rate from a number that is not a sampling period: the total alone.
        s += Tr::tr("; the file's period (%1) is not a sampling period")
                 .arg(Quantity::formatDuration(verdict.implausiblePeriodNanos));
    } else if (p.period() > 0 && !p.periodType().isEmpty()) {
        s += Tr::tr(", sampled every %1").arg(Quantity::format(p.period(), p.periodType()));
    }
    return s;
}

QString ProfileHeader::fallbackNote(const Profile &profile)
{
    if (!profile.defaultSampleTypeFellBack())
        return {};
    const ValueType declared = profile.sampleTypes().value(profile.declaredDefaultSampleType());
    const ValueType shown = profile.sampleTypes().value(profile.defaultSampleType());
    return Tr::tr("The file's default sample type %1 has no data; showing %2.")
        .arg(declared.type, shown.type);
}

} // namespace hearth

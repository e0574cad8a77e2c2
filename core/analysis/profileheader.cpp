// SPDX-License-Identifier: MIT
#include "profileheader.h"

#include "analysis/plural.h"
#include "analysis/quantity.h"

#include <QCoreApplication>

namespace hearth {

namespace {
QString tr(const char *s, const char *disambiguation = nullptr, int n = -1)
{
    return QCoreApplication::translate("hearth::ProfileHeader", s, disambiguation, n);
}
} // namespace

QString ProfileHeader::text(const CallTree &tree, const SampleVerdict &verdict)
{
    return text(tree.profile(), tree.sampleType(), tree.totalValue(), verdict);
}

QString ProfileHeader::text(const Profile &p, int sampleType, qint64 total,
                            const SampleVerdict &verdict)
{
    const ValueType type = p.sampleTypes().value(sampleType);
    QString s = tr("%1 (%2, %3)").arg(Quantity::totalPhrase(total, type), type.type, type.unit);
    const Quantity::Kind kind = Quantity::kindOf(type);
    if (verdict.intervalNanos > 0 && kind != Quantity::Kind::Samples) {
        const Plural c(verdict.samples);
        s += c.text(tr(", %Ln sample(s) every %1", nullptr, c.n()))
                 .arg(SampleVerdict::intervalText(verdict.intervalNanos));
    } else if (verdict.intervalNanos > 0) {
        s += tr(", every %1").arg(SampleVerdict::intervalText(verdict.intervalNanos));
    } else if (verdict.implausiblePeriodNanos > 0) {
        // No count or rate from a number that is not a sampling period: the total alone.
        s += tr("; the file's period (%1) is not a sampling period")
                 .arg(Quantity::formatDuration(verdict.implausiblePeriodNanos));
    } else if (p.period() > 0 && !p.periodType().isEmpty()) {
        s += tr(", sampled every %1").arg(Quantity::format(p.period(), p.periodType()));
    }
    return s;
}

QString ProfileHeader::fallbackNote(const Profile &profile)
{
    if (!profile.defaultSampleTypeFellBack())
        return {};
    const ValueType declared = profile.sampleTypes().value(profile.declaredDefaultSampleType());
    const ValueType shown = profile.sampleTypes().value(profile.defaultSampleType());
    return tr("The file's default sample type %1 has no data; showing %2.")
        .arg(declared.type, shown.type);
}

} // namespace hearth

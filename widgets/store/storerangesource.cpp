// SPDX-License-Identifier: MIT
#include "storerangesource.h"

#include "analysis/quantity.h"
#include "store/labelselector.h"
#include "store/mergedprofile.h"
#include "store/storeblockingcall.h"
#include "store/storeclient.h"
#include "store/storequery.h"

#include <QDateTime>

namespace hearth {

QString StoreRange::rangeText(qint64 fromMs, qint64 untilMs)
{
    const QDateTime from = QDateTime::fromMSecsSinceEpoch(fromMs);
    const QDateTime until = QDateTime::fromMSecsSinceEpoch(untilMs);
    const QString day = QStringLiteral("yyyy-MM-dd HH:mm");
    return tr("%1 – %2").arg(
        from.toString(day),
        until.toString(from.date() == until.date() ? QStringLiteral("HH:mm") : day));
}

QString StoreRange::title() const
{
    ProfileTypeId t;
    const QString type = ProfileTypeId::parse(profileType, &t) ? t.sampleType : profileType;
    const QString range = rangeText(fromMs, untilMs);
    if (!operationLabel.isEmpty() && !operationValue.isEmpty())
        return tr("%1 · %2 · %3=%4 @ %5")
            .arg(component, type, operationLabel, operationValue, range);
    return tr("%1 · %2 @ %3").arg(component, type, range);
}

StoreRange StoreRange::earlier(qint64 offsetMs) const
{
    StoreRange r = *this;
    r.fromMs -= offsetMs;
    r.untilMs -= offsetMs;
    return r;
}

CompareSource StoreRange::source() const
{
    CompareSource c;
    c.title = title();
    c.notAFunction = MergedProfile::otherName(); // frames below max_nodes, merged
    c.origin = ProfileOrigin::Deployed;
    c.load = [range = *this](QString *error, const std::atomic<bool> *cancel) {
        // A client of its own, in this worker thread, for one request.
        StoreClient client;
        client.setConnection(range.connection);
        LabelSelector selector = LabelSelector::component(range.component);
        if (!range.operationLabel.isEmpty() && !range.operationValue.isEmpty())
            selector.add(range.operationLabel, range.operationValue);
        const StoreResult r = StoreBlockingCall::run(
            client,
            StoreQuery::mergedProfile(
                range.profileType, selector.toString(), range.fromMs, range.untilMs,
                range.maxNodes > 0 ? range.maxNodes : StoreQuery::DefaultMaxNodes),
            cancel);
        if (!r.ok()) {
            *error = r.error.toString();
            return ProfileSnapshot{};
        }
        const ProfileResult p = MergedProfile::read(r.pprof, range.title());
        if (!p.ok()) {
            *error = p.error.toString();
            return ProfileSnapshot{};
        }
        return ProfileSnapshot::build(p.profile, -1, range.title());
    };
    return c;
}

} // namespace hearth

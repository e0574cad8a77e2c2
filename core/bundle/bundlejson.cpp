// SPDX-License-Identifier: MIT
#include "bundlejson.h"

#include "bundleanalysis.h"
#include "spanid.h"

#include <QJsonArray>

namespace hearth {

namespace {

QJsonObject profileJson(const Bundle &bundle, int p, const QString &file)
{
    const BundleProfile &bp = bundle.profiles()[p];
    QJsonObject o{{QStringLiteral("kind"), BundleProfile::kindName(bp.kind())},
                  {QStringLiteral("bytes"), qint64(bp.size())}};
    const ProfileResult r = bp.profile(BundleAnalysis::profileName(bundle, p, file));
    if (!r.ok()) {
        o.insert(QStringLiteral("error"), r.error.toString());
        return o;
    }
    const int t = r.profile->defaultSampleType();
    if (t >= 0 && t < r.profile->sampleTypes().size()) {
        const ValueType &vt = r.profile->sampleTypes()[t];
        o.insert(QStringLiteral("sample_type"),
                 QJsonObject{{QStringLiteral("type"), vt.type}, {QStringLiteral("unit"), vt.unit}});
        o.insert(QStringLiteral("total"), r.profile->totalValue(t));
    }
    o.insert(QStringLiteral("samples"), qint64(r.profile->keptRecordCount()));
    return o;
}

} // namespace

QJsonObject BundleJson::inspect(const Bundle &bundle, const QString &file,
                                const QList<StageBreakdown> &breakdowns)
{
    const Build &b = bundle.build();
    QJsonObject build{{QStringLiteral("id"), b.id},
                      {QStringLiteral("project"), b.project},
                      {QStringLiteral("pipeline"), b.pipeline},
                      {QStringLiteral("commit"), b.commit},
                      {QStringLiteral("branch"), b.branch},
                      {QStringLiteral("url"), b.url},
                      {QStringLiteral("start_unix_nanos"), b.startUnixNanos},
                      {QStringLiteral("end_unix_nanos"), b.endUnixNanos},
                      {QStringLiteral("wall_nanos"), b.wallNanos()},
                      {QStringLiteral("cpu_nanos"), bundle.totalCpuNanos()}};
    QJsonArray stages;
    for (int i = 0; i < bundle.stages().size(); ++i) {
        const Stage &s = bundle.stages()[i];
        QJsonArray profiles;
        for (int p : bundle.profilesOfStage(i))
            profiles.append(profileJson(bundle, p, file));
        QJsonArray cache;
        for (const CacheEntry &c : s.cache)
            cache.append(QJsonObject{{QStringLiteral("key"), c.key},
                                     {QStringLiteral("kind"), c.kind},
                                     {QStringLiteral("hit"), c.hit},
                                     {QStringLiteral("size_bytes"), c.sizeBytes},
                                     {QStringLiteral("saved_nanos"), c.savedNanos}});
        QJsonObject o{{QStringLiteral("name"), s.name},
                      {QStringLiteral("runtime"), s.runtime},
                      {QStringLiteral("status"), Stage::statusName(s.status)},
                      {QStringLiteral("reason"), s.reason},
                      {QStringLiteral("start_unix_nanos"), s.startUnixNanos},
                      {QStringLiteral("end_unix_nanos"), s.endUnixNanos},
                      {QStringLiteral("wall_nanos"), s.wallNanos()},
                      {QStringLiteral("cpu_nanos"), s.cpuNanos},
                      {QStringLiteral("spans"), qint64(bundle.spansOfStage(i).size())},
                      {QStringLiteral("profiles"), profiles},
                      {QStringLiteral("cache"), cache}};
        const StageBreakdown &bd = breakdowns.value(i);
        if (bd.hasProfile()) {
            o.insert(QStringLiteral("profile_total"), bd.total);
            o.insert(QStringLiteral("outside_any_span"), bd.outside);
            const qint64 largest = BundleAnalysis::largestTestValue(bundle, bd);
            if (largest >= 0)
                o.insert(QStringLiteral("largest_test"), largest);
            o.insert(QStringLiteral("suite_boot_dominates"),
                     BundleAnalysis::suiteBootDominates(bundle, bd));
            o.insert(QStringLiteral("profile_unit"), bd.valueType.unit);
        } else if (bd.error.isError()) {
            o.insert(QStringLiteral("profile_error"), bd.error.toString());
        }
        stages.append(o);
    }
    QJsonArray spans;
    for (const Span &s : bundle.spans()) {
        const int st = bundle.stageIndex(s.stage);
        const StageBreakdown &bd = breakdowns.value(st);
        QJsonObject o{
            {QStringLiteral("id"), SpanId::toHex(s.id)},
            {QStringLiteral("parent_id"), s.parentId ? SpanId::toHex(s.parentId) : QString()},
            {QStringLiteral("stage"), s.stage},
            {QStringLiteral("name"), s.name},
            {QStringLiteral("start_unix_nanos"), s.startUnixNanos},
            {QStringLiteral("end_unix_nanos"), s.endUnixNanos}};
        if (bd.hasProfile())
            o.insert(QStringLiteral("own"), bd.ownValue(s.id));
        if (s.memory.hasRssChange)
            o.insert(QStringLiteral("rss_change_bytes"), s.memory.rssChangeBytes);
        if (s.memory.hasChurn) {
            o.insert(QStringLiteral("churn"), s.memory.churn);
            o.insert(QStringLiteral("churn_kind"),
                     MemoryMeasurement::churnKindName(s.memory.churnKind));
        }
        QJsonObject attrs;
        for (const auto &a : s.attributes)
            attrs.insert(a.first, a.second);
        if (!attrs.isEmpty())
            o.insert(QStringLiteral("attributes"), attrs);
        spans.append(o);
    }
    return QJsonObject{
        {QStringLiteral("file"), file},
        {QStringLiteral("format_version"),
         QStringLiteral("%1.%2").arg(bundle.formatMajor()).arg(bundle.formatMinor())},
        {QStringLiteral("build"), build},
        {QStringLiteral("stages"), stages},
        {QStringLiteral("spans"), spans}};
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "memoryfetch.h"

#include "labelselector.h"
#include "mergedprofile.h"
#include "prometheusclient.h"
#include "storeblockingcall.h"

#include <QMap>

#include <optional>

#include <algorithm>

namespace hearth {

namespace {

const QString profileTypeLabel = QStringLiteral("__profile_type__");
const QString spyLabel = QStringLiteral("pyroscope_spy");

/// Points of all series with the same instance, merged (a container restarted in its pod
/// is a new series with the same pod).
QList<MemorySeries> byInstance(const QList<StoreSeries> &series, const QString &label)
{
    QMap<QString, QList<MemoryPoint>> points;
    for (const StoreSeries &s : series) {
        auto &list = points[StoreResult::labelValue(s.labels, label)];
        for (const StorePoint &p : s.points)
            list.append(MemoryPoint{p.timestampMs, p.value});
    }
    QList<MemorySeries> out;
    for (auto it = points.begin(); it != points.end(); ++it) {
        std::stable_sort(it->begin(), it->end(), [](const MemoryPoint &a, const MemoryPoint &b) {
            return a.timestampMs < b.timestampMs;
        });
        out.append(MemorySeries{it.key(), *it});
    }
    return out;
}

QString instanceLabelOf(const QStringList &names)
{
    for (const QString &l : MemoryFetch::instanceLabels()) {
        if (names.contains(l))
            return l;
    }
    return {};
}

} // namespace

QString MemoryFetch::defaultQuery(const QString &component)
{
    return QStringLiteral("container_memory_working_set_bytes{container=\"%1\"}")
        .arg(LabelSelector::escape(component));
}

QString MemoryFetch::oomQuery(const QString &component)
{
    return QStringLiteral("kube_pod_container_status_last_terminated_reason{reason=\"OOMKilled\","
                          "container=\"%1\"}")
        .arg(LabelSelector::escape(component));
}

QStringList MemoryFetch::instanceLabels()
{
    return {QStringLiteral("pod"), QStringLiteral("instance"), QStringLiteral("host"),
            QStringLiteral("hostname")};
}

double MemoryFetch::stepFor(qint64 fromMs, qint64 untilMs)
{
    return qMax(15.0, double(untilMs - fromMs) / 1000.0 / 5000.0);
}

MemoryReport MemoryFetch::run(const Request &req, const std::atomic<bool> *cancel)
{
    MemoryReport report;
    report.component = req.component;
    report.fromMs = req.fromMs;
    report.untilMs = req.untilMs;
    const double step = stepFor(req.fromMs, req.untilMs);
    const QString selector = LabelSelector::component(req.component).toString();
    const auto failed = [&](const StoreError &e, const char *source) {
        report.error = e;
        report.errorSource = QString::fromLatin1(source);
        return report;
    };

    StoreClient store;
    store.setConnection(req.store);
    // The store first; its error (unreachable, failing) is kept for the fallback below.
    const std::optional<StoreError> storeError = [&]() -> std::optional<StoreError> {
        // The component's profile types and profiler.
        const StoreResult types = StoreBlockingCall::run(
            store,
            StoreQuery::series(selector, {profileTypeLabel, spyLabel}, req.fromMs, req.untilMs),
            cancel);
        if (!types.ok())
            return types.error;
        QString spy;
        for (const StoreLabels &l : types.labelSets) {
            const QString id = StoreResult::labelValue(l, profileTypeLabel);
            if (!id.isEmpty() && !report.profileTypes.contains(id))
                report.profileTypes.append(id);
            if (spy.isEmpty())
                spy = StoreResult::labelValue(l, spyLabel);
        }
        report.profileTypes.sort();
        report.runtime = ComponentRuntime::fromSpy(spy);
        if (report.runtime.kind == ComponentRuntime::Kind::Unknown)
            report.runtime = ComponentRuntime::fromTypes(report.profileTypes);
        if (report.runtime.kind == ComponentRuntime::Kind::Unknown &&
            !report.profileTypes.isEmpty()) {
            // From the frames of a small merged profile of its first CPU-like type.
            QString cpu = report.profileTypes.first();
            for (const QString &id : std::as_const(report.profileTypes)) {
                if (id.contains(QLatin1String("cpu")))
                    cpu = id;
            }
            const StoreResult merged = StoreBlockingCall::run(
                store, StoreQuery::mergedProfile(cpu, selector, req.fromMs, req.untilMs, 512),
                cancel);
            if (merged.ok()) {
                const ProfileResult p = MergedProfile::read(merged.pprof, QStringLiteral("merged"));
                if (p.ok())
                    report.runtime = ComponentRuntime::fromFrames(p.profile->strings());
            }
        }

        report.memoryType = ComponentRuntime::memoryTypeOf(report.profileTypes);
        if (!report.memoryType.isEmpty()) {
            const StoreResult names = StoreBlockingCall::run(
                store, StoreQuery::labelNamesOf(selector, req.fromMs, req.untilMs), cancel);
            if (!names.ok())
                return names.error;
            const QString label = instanceLabelOf(names.names);
            StoreQuery q = StoreQuery::selectSeries(report.memoryType, selector, req.fromMs,
                                                    req.untilMs, step);
            if (!label.isEmpty())
                q.groupBy = QStringList{label};
            q.averageSteps = true; // several profiles in a step are one level, not a sum
            const StoreResult series = StoreBlockingCall::run(store, q, cancel);
            if (!series.ok())
                return series.error;
            report.series = byInstance(series.series, label);
            report.instanceLabel = label;
            if (!report.series.isEmpty())
                report.source = MemoryReport::Source::Pyroscope;
        }
        return std::nullopt;
    }();
    if (storeError) {
        // With a metrics server the memory still has a source: read it, and say the store
        // failed. Without one, or when cancelled, the store's error is the answer.
        if (!req.prometheus || storeError->kind == StoreError::Kind::Cancelled)
            return failed(*storeError, "pyroscope");
        report.storeError = *storeError;
        report.source = MemoryReport::Source::None;
        report.series.clear();
        report.instanceLabel.clear();
    }

    if (req.prometheus) {
        PrometheusClient prom(*req.prometheus);
        if (report.source == MemoryReport::Source::None) {
            report.query = req.query.isEmpty() ? defaultQuery(req.component) : req.query;
            const PrometheusResult r =
                prom.queryRange(report.query, req.fromMs, req.untilMs, step, cancel);
            if (!r.ok())
                return failed(r.error, "prometheus");
            QStringList names;
            for (const StoreSeries &s : r.series) {
                for (const auto &l : s.labels)
                    names.append(l.first);
            }
            report.instanceLabel = instanceLabelOf(names);
            report.series = byInstance(r.series, report.instanceLabel);
            if (!report.series.isEmpty())
                report.source = MemoryReport::Source::Prometheus;
        }
        const PrometheusResult oom =
            prom.queryRange(oomQuery(req.component), req.fromMs, req.untilMs, step, cancel);
        if (!oom.ok()) {
            report.oomQueryError = oom.error;
        } else {
            for (const StoreSeries &s : oom.series) {
                const QString pod = StoreResult::labelValue(s.labels, QStringLiteral("pod"));
                // Each point saying the last termination was an OOM kill; the reading
                // matches them to the restarts of the pod just before them.
                for (const StorePoint &p : s.points) {
                    if (p.value >= 1)
                        report.oomKills.append(MemoryOomKill{pod, p.timestampMs});
                }
            }
        }
    }
    report.reading = MemoryReading::read(report.series, report.oomKills);
    return report;
}

} // namespace hearth

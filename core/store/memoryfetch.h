// SPDX-License-Identifier: MIT
#pragma once

#include "memoryreport.h"
#include "storeconnection.h"

#include <atomic>
#include <optional>

namespace hearth {

/// Gathers a component's memory series and reads them (issue 18). Sources, in order:
/// 1. the profile store's own in-use memory series, where the component pushes a memory
///    profile type (found among its types, not assumed by name): SelectSeries grouped by the
///    instance label the server has (pod, instance or host);
/// 2. a Prometheus-compatible metrics server, when one is configured: query_range with the
///    query (by default the container's working set) and, where the server has it,
///    kube-state-metrics' OOMKilled reason to tell an OOM kill from another restart.
/// The runtime comes from the profiler's label, the profile types, or the CPU profile's frames.
/// run() blocks: call it from a worker thread or the command line, never the GUI thread.
class MemoryFetch
{
public:
    struct Request
    {
        StoreConnection store;
        std::optional<StoreConnection> prometheus;
        QString query; // empty: defaultQuery(component)
        QString component;
        qint64 fromMs = 0;
        qint64 untilMs = 0;
    };

    static MemoryReport run(const Request &request, const std::atomic<bool> *cancel = nullptr);
    /// container_memory_working_set_bytes{container="<component>"}
    static QString defaultQuery(const QString &component);
    /// kube_pod_container_status_last_terminated_reason{reason="OOMKilled",container="..."}
    static QString oomQuery(const QString &component);
    /// Labels that name an instance, in the order they are preferred.
    static QStringList instanceLabels();
    /// A step giving at most about 5,000 points (fine enough for 2-minute spikes over a day),
    /// at least 15 s.
    static double stepFor(qint64 fromMs, qint64 untilMs);
};

} // namespace hearth

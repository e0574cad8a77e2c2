// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QString>

namespace hearth {

/// One sample of a component's memory: when, and how many bytes it held.
struct MemoryPoint
{
    qint64 timestampMs = 0;
    double bytes = 0;
};

/// The memory series of one instance of a component (a pod, an instance or a host, whichever
/// label the source has), oldest point first or in any order.
struct MemorySeries
{
    QString instance;
    QList<MemoryPoint> points;
};

/// A termination the metrics server knows was an OOM kill (kube-state-metrics'
/// kube_pod_container_status_last_terminated_reason{reason="OOMKilled"}): which instance, and
/// when the metric first said so.
struct MemoryOomKill
{
    QString instance;
    qint64 timestampMs = 0;
};

} // namespace hearth

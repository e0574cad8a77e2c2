// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/componentruntime.h"
#include "analysis/memoryreading.h"
#include "storeerror.h"

#include <QCoreApplication>

namespace hearth {

/// What MemoryFetch found for one component over a window: where its memory series came
/// from, the series per instance, the OOM kills the metrics server knew of, and the reading.
struct MemoryReport
{
    Q_DECLARE_TR_FUNCTIONS(MemoryReport)
public:
    enum class Source { None, Pyroscope, Prometheus };

    StoreError error;    // the store or the metrics server failed: nothing else is meaningful
    QString errorSource; // "pyroscope" or "prometheus"
    QString component;
    qint64 fromMs = 0;
    qint64 untilMs = 0;
    ComponentRuntime runtime;
    QStringList profileTypes;
    QString memoryType; // the in-use memory profile type, if the component pushes one
    Source source = Source::None;
    QString instanceLabel;    // pod, instance or host: the label the lines are split by
    QString query;            // Prometheus: the query that was run
    StoreError oomQueryError; // the OOM query failed: restarts are shown without the cause
    StoreError storeError;    // the store failed and the metrics server answered instead
    QList<MemorySeries> series;
    QList<MemoryOomKill> oomKills;
    MemoryReading reading;

    bool ok() const { return !error.isError(); }
    /// "pyroscope", "prometheus", "none".
    static QString sourceName(Source source);
    /// The reading's sentence; with no memory series at all, the runtime's hint.
    QString sentence() const;
    /// For a rising floor, the step after the series: the heap profile of the last life where
    /// the component pushes one, else what its runtime allows (Ruby: the CI memory profilers
    /// or a heap dump). Empty for the other readings.
    QString nextStep() const;
    /// The last life that ended in a restart (or the last life), for nextStep() and links.
    const MemoryReading::Life *lastLife() const;
};

} // namespace hearth

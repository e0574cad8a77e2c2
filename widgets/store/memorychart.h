// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/memoryreading.h"

#include <QChartView>

namespace hearth {

/// A component's memory over the window: one line per instance (pod, instance or host), the
/// restarts marked (a red cross; OOM kills named in the marker's series), bytes on the
/// vertical axis in MiB.
class MemoryChart : public QChartView
{
    Q_OBJECT
public:
    explicit MemoryChart(QWidget *parent = nullptr);

    void setSeries(const QList<MemorySeries> &series, const MemoryReading &reading, qint64 fromMs,
                   qint64 untilMs);
    void clear();
    /// Lines drawn (one per instance) and restart markers, for tests.
    int lineCount() const;
    int restartMarkers() const;
};

} // namespace hearth

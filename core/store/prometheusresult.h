// SPDX-License-Identifier: MIT
#pragma once

#include "storeerror.h"
#include "storeresult.h"

namespace hearth {

/// The answer of a Prometheus-compatible server (Prometheus, Mimir, Thanos, VictoriaMetrics)
/// to a range query: an error, or the series of its matrix (labels from "metric", points
/// from "values" with the timestamps in milliseconds).
struct PrometheusResult
{
    StoreError error;
    QList<StoreSeries> series;
    QStringList warnings; // the server's, plain text

    bool ok() const { return !error.isError(); }
};

} // namespace hearth

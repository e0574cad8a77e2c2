// SPDX-License-Identifier: MIT
#pragma once

#include "prometheusresult.h"
#include "storeconnection.h"

#include <atomic>

namespace hearth {

/// A client of a Prometheus-compatible metrics server's range queries: POST
/// <base>/api/v1/query_range with query, start, end and step as a form. The connection's auth
/// (none, basic, bearer), tenant (X-Scope-OrgID, as Mimir wants), timeout, size limit and
/// trusted certificate apply as for the profile store; TLS is verified.
///
/// queryRange() runs to completion with a local event loop: for the command line and worker
/// threads. Never call it on the GUI thread.
class PrometheusClient
{
public:
    explicit PrometheusClient(const StoreConnection &connection);

    PrometheusResult queryRange(const QString &query, qint64 startMs, qint64 endMs,
                                double stepSeconds, const std::atomic<bool> *cancel = nullptr);
    /// <base>/api/v1/query_range, keeping a path prefix of the base URL.
    QUrl queryRangeUrl() const;
    /// The form body (start and end in seconds since the epoch).
    static QByteArray formBody(const QString &query, qint64 startMs, qint64 endMs,
                               double stepSeconds);

private:
    StoreConnection m_connection;
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "storeconnection.h"
#include "storeresult.h"

#include <QCache>
#include <QElapsedTimer>
#include <QHash>
#include <QObject>

#include <deque>
#include <memory>
#include <unordered_map>

class QNetworkAccessManager;
class QNetworkReply;
class QSslError;

namespace hearth {

/// An asynchronous client of a Pyroscope server's querier API (Connect protocol, unary POST
/// with protobuf bodies).
///
/// submit() returns a request id at once; finished() carries the answer later, exactly once
/// per id, unless the request was cancelled or superseded: those answers are dropped and
/// never emitted. A request submitted on a channel supersedes the earlier request of that
/// channel (a view asking again). At most maxInFlight() requests are on the wire; the rest
/// wait in order. Successful answers are cached (by server, credentials, method and body)
/// for a while; a cached answer is still delivered asynchronously. A request identical to one
/// already waiting or on the wire joins it instead of asking the server again.
class StoreClient : public QObject
{
    Q_OBJECT
public:
    explicit StoreClient(QObject *parent = nullptr);
    ~StoreClient() override;

    /// Cancels everything and clears the cache.
    void setConnection(const StoreConnection &connection);
    const StoreConnection &connection() const { return m_connection; }

    void setMaxInFlight(int n);
    int maxInFlight() const { return m_maxInFlight; }
    /// The cache's budget in bytes (0 disables it) and how long an answer stays fresh.
    void setCacheLimits(qint64 maxBytes, int ttlMs);
    void clearCache();

    quint64 submit(const StoreQuery &query, const QString &channel = {});
    /// Drops a request: aborted if on the wire, removed if waiting; no finished() for it.
    void cancel(quint64 id);
    void cancelAll();

    int inFlight() const { return int(m_active.size()); }
    int pending() const { return int(m_queue.size()); }
    bool isIdle() const { return m_active.empty() && m_queue.empty() && m_deliveries.isEmpty(); }
    quint64 cacheHits() const { return m_cacheHits; }
    /// Requests that went onto the wire since construction.
    quint64 requestsSent() const { return m_sent; }
    /// Requests answered by joining an identical one already waiting or on the wire.
    quint64 requestsJoined() const { return m_joined; }

Q_SIGNALS:
    void finished(const hearth::StoreResult &result);
    void progress(quint64 id, qint64 receivedBytes, qint64 totalBytes);
    /// Nothing is waiting or on the wire any more.
    void idle();

private:
    struct Request;
    struct CacheEntry
    {
        StoreResult result;
        qint64 storedAtMs = 0;
    };

    void pump();
    void start(std::unique_ptr<Request> request);
    void onReadyRead(quint64 id);
    void onMetaData(quint64 id);
    void onSslErrors(quint64 id, const QList<QSslError> &errors);
    void onTimeout(quint64 id);
    void onFinished(quint64 id);
    void fail(quint64 id, const StoreError &error);
    StoreResult resultOf(Request &request, QNetworkReply *reply);
    void deliver(StoreResult result, const QString &channel);
    void deliverLater(StoreResult result, const QString &channel);
    void forgetChannel(const QString &channel, quint64 id);
    void checkIdle();
    Request *findRequest(quint64 id);
    void dropRequest(quint64 id);
    /// The request on the wire out of the books (active list, cache key), its reply no longer
    /// heard; null when it is not on the wire.
    std::unique_ptr<Request> takeActive(quint64 id);

    StoreConnection m_connection;
    QNetworkAccessManager *m_nam = nullptr;
    int m_maxInFlight = 4;
    quint64 m_nextId = 0;
    quint64 m_cacheHits = 0;
    quint64 m_sent = 0;
    std::deque<std::unique_ptr<Request>> m_queue;
    std::unordered_map<quint64, std::unique_ptr<Request>> m_active;
    QHash<QString, quint64> m_channels;
    QHash<quint64, QString> m_deliveries; // cached or failed-early answers not yet emitted
    QHash<QByteArray, quint64> m_byKey;   // cache key -> the request waiting or on the wire
    QHash<quint64, quint64> m_joinedTo;   // id of a joined request -> the request it joined
    quint64 m_joined = 0;
    QCache<QByteArray, CacheEntry> m_cache;
    int m_cacheTtlMs = 5 * 60 * 1000;
    QElapsedTimer m_clock;
};

} // namespace hearth

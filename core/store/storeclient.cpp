// SPDX-License-Identifier: MIT
#include "storeclient.h"

#include "replybody.h"
#include "storecodec.h"
#include "tlsfingerprint.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSslConfiguration>
#include <QSslError>
#include <QTimer>

namespace hearth {

struct StoreClient::Request
{
    quint64 id = 0;
    StoreQuery query;
    QByteArray body;
    QByteArray cacheKey;
    QString channel;
    QNetworkReply *reply = nullptr;
    QByteArray data;
    StoreError error;   // set by timeout / size limit before aborting
    QString tlsReasons; // the reasons of a failed certificate check
    QString tlsFingerprint;
    bool ownCancelled = false;             // only the requests that joined it still want it
    QList<QPair<quint64, QString>> joined; // identical requests: id and channel
};

StoreClient::StoreClient(QObject *parent)
    : QObject(parent)
    , m_nam(new QNetworkAccessManager(this))
{
    m_nam->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
    m_cache.setMaxCost(qsizetype(64) << 20);
    m_clock.start();
}

StoreClient::~StoreClient()
{
    cancelAll();
}

void StoreClient::setConnection(const StoreConnection &connection)
{
    cancelAll();
    clearCache();
    m_connection = connection;
}

void StoreClient::setMaxInFlight(int n)
{
    m_maxInFlight = qMax(1, n);
    pump();
}

void StoreClient::setCacheLimits(qint64 maxBytes, int ttlMs)
{
    m_cache.setMaxCost(qsizetype(qMax<qint64>(0, maxBytes)));
    m_cacheTtlMs = ttlMs;
}

void StoreClient::clearCache()
{
    m_cache.clear();
}

quint64 StoreClient::submit(const StoreQuery &query, const QString &channel)
{
    const quint64 id = ++m_nextId;
    if (!channel.isEmpty()) {
        if (const quint64 previous = m_channels.value(channel))
            cancel(previous);
        m_channels.insert(channel, id);
    }
    auto request = std::make_unique<Request>();
    request->id = id;
    request->query = query;
    request->channel = channel;
    request->body = query.encode();
    request->cacheKey = m_connection.cacheScope() + StoreQuery::methodName(query.method).toUtf8() +
                        '\n' + request->body;

    if (const CacheEntry *hit = m_cache.object(request->cacheKey)) {
        if (m_clock.elapsed() - hit->storedAtMs <= m_cacheTtlMs) {
            ++m_cacheHits;
            StoreResult r = hit->result;
            r.id = id;
            r.fromCache = true;
            deliverLater(std::move(r), channel);
            return id;
        }
        m_cache.remove(request->cacheKey);
    }
    const QUrl url = m_connection.baseUrl;
    if (!url.isValid() || url.host().isEmpty() ||
        (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https"))) {
        StoreResult r;
        r.id = id;
        r.method = query.method;
        r.error = StoreError::make(StoreError::Kind::InvalidRequest,
                                   QStringLiteral("not an http(s) URL: %1")
                                       .arg(url.toDisplayString(QUrl::RemoveUserInfo)));
        deliverLater(std::move(r), channel);
        return id;
    }
    if (const quint64 leader = m_byKey.value(request->cacheKey)) {
        if (Request *same = findRequest(leader)) {
            same->joined.append({id, channel});
            m_joinedTo.insert(id, leader);
            ++m_joined;
            return id;
        }
    }
    m_byKey.insert(request->cacheKey, id);
    m_queue.push_back(std::move(request));
    pump();
    return id;
}

StoreClient::Request *StoreClient::findRequest(quint64 id)
{
    auto it = m_active.find(id);
    if (it != m_active.end())
        return it->second.get();
    for (auto &r : m_queue) {
        if (r->id == id)
            return r.get();
    }
    return nullptr;
}

void StoreClient::dropRequest(quint64 id)
{
    for (auto it = m_queue.begin(); it != m_queue.end(); ++it) {
        if ((*it)->id == id) {
            m_byKey.remove((*it)->cacheKey);
            m_queue.erase(it);
            return;
        }
    }
    const std::unique_ptr<Request> request = takeActive(id);
    if (!request)
        return;
    request->reply->abort();
    request->reply->deleteLater();
    pump();
}

std::unique_ptr<StoreClient::Request> StoreClient::takeActive(quint64 id)
{
    auto it = m_active.find(id);
    if (it == m_active.end())
        return nullptr;
    std::unique_ptr<Request> request = std::move(it->second);
    m_active.erase(it);
    m_byKey.remove(request->cacheKey);
    request->reply->disconnect(this);
    return request;
}

void StoreClient::cancel(quint64 id)
{
    if (m_deliveries.contains(id)) {
        forgetChannel(m_deliveries.take(id), id);
        checkIdle();
        return;
    }
    if (m_joinedTo.contains(id)) {
        // A joined request leaves; the one it joined goes on (unless nobody wants it now).
        const quint64 leader = m_joinedTo.take(id);
        if (Request *r = findRequest(leader)) {
            for (qsizetype i = 0; i < r->joined.size(); ++i) {
                if (r->joined.at(i).first == id) {
                    forgetChannel(r->joined.at(i).second, id);
                    r->joined.removeAt(i);
                    break;
                }
            }
            if (r->ownCancelled && r->joined.isEmpty())
                dropRequest(leader);
        }
        checkIdle();
        return;
    }
    Request *r = findRequest(id);
    if (!r || r->ownCancelled)
        return;
    forgetChannel(r->channel, id);
    if (!r->joined.isEmpty()) {
        r->ownCancelled = true; // identical requests still wait for this answer
        r->channel.clear();
        return;
    }
    dropRequest(id);
    checkIdle();
}

void StoreClient::cancelAll()
{
    m_queue.clear();
    m_deliveries.clear();
    m_channels.clear();
    m_byKey.clear();
    m_joinedTo.clear();
    auto active = std::move(m_active);
    m_active.clear();
    for (auto &entry : active) {
        QNetworkReply *reply = entry.second->reply;
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
}

void StoreClient::forgetChannel(const QString &channel, quint64 id)
{
    if (!channel.isEmpty() && m_channels.value(channel) == id)
        m_channels.remove(channel);
}

void StoreClient::pump()
{
    while (int(m_active.size()) < m_maxInFlight && !m_queue.empty()) {
        std::unique_ptr<Request> request = std::move(m_queue.front());
        m_queue.pop_front();
        start(std::move(request));
    }
}

void StoreClient::start(std::unique_ptr<Request> request)
{
    const quint64 id = request->id;
    const bool get = request->query.method == StoreQuery::Method::BuildInfo;
    QNetworkRequest nr(get ? m_connection.buildInfoUrl()
                           : m_connection.methodUrl(StoreQuery::methodName(request->query.method)));
    nr.setHeader(QNetworkRequest::UserAgentHeader, QByteArrayLiteral("hearth/" HEARTH_VERSION));
    if (!get) {
        nr.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/proto"));
        nr.setRawHeader("Connect-Protocol-Version", "1");
        nr.setRawHeader("Connect-Timeout-Ms", QByteArray::number(m_connection.timeoutMs));
    }
    // No Accept-Encoding of our own: Qt then asks for gzip and inflates the answer itself.
    if (!m_connection.tenant.isEmpty())
        nr.setRawHeader("X-Scope-OrgID", m_connection.tenant.toUtf8());
    const QByteArray auth = m_connection.authorizationHeader();
    if (!auth.isEmpty())
        nr.setRawHeader("Authorization", auth);
    nr.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    nr.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                    QNetworkRequest::ManualRedirectPolicy);

    QNetworkReply *reply = get ? m_nam->get(nr) : m_nam->post(nr, request->body);
    request->reply = reply;
    ++m_sent;
    m_active.emplace(id, std::move(request));

    connect(reply, &QNetworkReply::readyRead, this, [this, id] { onReadyRead(id); });
    connect(reply, &QNetworkReply::metaDataChanged, this, [this, id] { onMetaData(id); });
    connect(reply, &QNetworkReply::sslErrors, this,
            [this, id](const QList<QSslError> &errors) { onSslErrors(id, errors); });
    connect(reply, &QNetworkReply::downloadProgress, this,
            [this, id](qint64 received, qint64 total) { Q_EMIT progress(id, received, total); });
    connect(reply, &QNetworkReply::finished, this, [this, id] { onFinished(id); });
    auto *timer = new QTimer(reply);
    timer->setSingleShot(true);
    connect(timer, &QTimer::timeout, this, [this, id] { onTimeout(id); });
    timer->start(qMax(1, m_connection.timeoutMs));
}

void StoreClient::onReadyRead(quint64 id)
{
    auto it = m_active.find(id);
    if (it == m_active.end())
        return;
    Request &r = *it->second;
    r.data += r.reply->readAll();
    if (r.data.size() > m_connection.maxResponseBytes) {
        fail(id, StoreError::make(
                     StoreError::Kind::TooLarge,
                     QStringLiteral("more than %1 bytes").arg(m_connection.maxResponseBytes)));
    }
}

void StoreClient::onMetaData(quint64 id)
{
    auto it = m_active.find(id);
    if (it == m_active.end())
        return;
    const QVariant length = it->second->reply->header(QNetworkRequest::ContentLengthHeader);
    if (length.isValid() && length.toLongLong() > m_connection.maxResponseBytes) {
        fail(id, StoreError::make(StoreError::Kind::TooLarge,
                                  QStringLiteral("Content-Length %1 is above the limit of %2")
                                      .arg(length.toLongLong())
                                      .arg(m_connection.maxResponseBytes)));
    }
}

void StoreClient::onSslErrors(quint64 id, const QList<QSslError> &errors)
{
    auto it = m_active.find(id);
    if (it == m_active.end())
        return;
    Request &r = *it->second;
    const TlsFingerprint::Check tls =
        TlsFingerprint::check(r.reply->sslConfiguration().peerCertificate(), errors,
                              m_connection.trustedCertificateSha256);
    if (tls.pinned) {
        r.reply->ignoreSslErrors(errors);
        return;
    }
    r.tlsReasons = tls.reasons;
    r.tlsFingerprint = tls.fingerprint;
}

void StoreClient::onTimeout(quint64 id)
{
    fail(id, StoreError::make(StoreError::Kind::Timeout,
                              QStringLiteral("%1 ms").arg(m_connection.timeoutMs)));
}

void StoreClient::fail(quint64 id, const StoreError &error)
{
    auto it = m_active.find(id);
    if (it == m_active.end())
        return;
    if (!it->second->error.isError())
        it->second->error = error;
    it->second->reply->abort(); // emits finished(), which delivers the error
}

void StoreClient::onFinished(quint64 id)
{
    const std::unique_ptr<Request> request = takeActive(id);
    if (!request)
        return;
    QNetworkReply *reply = request->reply;
    reply->deleteLater();

    StoreResult result = resultOf(*request, reply);
    result.id = id;
    result.method = request->query.method;
    if (result.ok() && m_cache.maxCost() > 0) {
        const qint64 cost = result.costBytes();
        if (cost <= m_cache.maxCost())
            m_cache.insert(request->cacheKey, new CacheEntry{result, m_clock.elapsed()},
                           qsizetype(cost));
    }
    for (const auto &[joinedId, joinedChannel] : std::as_const(request->joined)) {
        m_joinedTo.remove(joinedId);
        StoreResult copy = result;
        copy.id = joinedId;
        deliver(std::move(copy), joinedChannel);
    }
    if (!request->ownCancelled)
        deliver(std::move(result), request->channel);
    pump();
    checkIdle();
}

StoreResult StoreClient::resultOf(Request &request, QNetworkReply *reply)
{
    StoreResult failed;
    if (request.error.isError()) {
        failed.error = request.error;
        return failed;
    }
    request.data += reply->readAll();
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QNetworkReply::NetworkError err = reply->error();
    if (status == 0) {
        if (!request.tlsReasons.isEmpty() || err == QNetworkReply::SslHandshakeFailedError) {
            failed.error = StoreError::make(StoreError::Kind::Tls, request.tlsReasons.isEmpty()
                                                                       ? reply->errorString()
                                                                       : request.tlsReasons);
            failed.error.fingerprint = request.tlsFingerprint;
        } else {
            failed.error = StoreError::make(StoreError::Kind::Transport, reply->errorString());
        }
        return failed;
    }
    if (status != 200) {
        failed.error = StoreCodec::httpError(status, request.data);
        if (status == 404 || status == 501 || failed.error.code == QLatin1String("unimplemented")) {
            const StoreQuery::Method m = request.query.method;
            failed.error = StoreError::unsupported(
                StoreQuery::methodName(m),
                m_connection.baseUrl.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery |
                                                     QUrl::RemoveFragment),
                StoreQuery::sinceVersion(m), status, failed.error.code);
            return failed;
        }
        if (status >= 300 && status < 400) {
            failed.error.message =
                QStringLiteral("redirected to %1")
                    .arg(StoreError::plainText(QString::fromUtf8(reply->rawHeader("Location"))));
        }
        return failed;
    }
    // A 200 whose body did not arrive whole (the connection closed mid-body).
    const QString cut = ReplyBody::cutShort(*reply, request.data.size());
    if (!cut.isEmpty()) {
        failed.error = StoreError::make(StoreError::Kind::Transport, cut);
        return failed;
    }
    const QByteArray type = reply->header(QNetworkRequest::ContentTypeHeader).toByteArray();
    const QByteArray mime = type.split(';').first().trimmed().toLower();
    const bool json = request.query.method == StoreQuery::Method::BuildInfo;
    if (json ? mime != "application/json"
             : (mime != "application/proto" && mime != "application/protobuf" &&
                mime != "application/x-protobuf")) {
        failed.error =
            StoreError::make(StoreError::Kind::Malformed,
                             QStringLiteral("unexpected content type \"%1\"")
                                 .arg(StoreError::plainText(QString::fromUtf8(type), 80)));
        return failed;
    }
    return StoreCodec::decode(request.query.method, request.data);
}

void StoreClient::deliver(StoreResult result, const QString &channel)
{
    forgetChannel(channel, result.id);
    Q_EMIT finished(result);
}

void StoreClient::deliverLater(StoreResult result, const QString &channel)
{
    const quint64 id = result.id;
    m_deliveries.insert(id, channel);
    QMetaObject::invokeMethod(
        this,
        [this, result = std::move(result)]() mutable {
            if (!m_deliveries.contains(result.id))
                return; // cancelled or superseded meanwhile
            deliver(std::move(result), m_deliveries.take(result.id));
            checkIdle();
        },
        Qt::QueuedConnection);
}

void StoreClient::checkIdle()
{
    if (isIdle())
        Q_EMIT idle();
}

} // namespace hearth

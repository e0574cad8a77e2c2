// SPDX-License-Identifier: MIT
#include "prometheusclient.h"

#include "prometheuscodec.h"
#include "replybody.h"
#include "tlsfingerprint.h"

#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSslError>
#include <QTimer>

namespace hearth {

PrometheusClient::PrometheusClient(const StoreConnection &connection)
    : m_connection(connection)
{}

QUrl PrometheusClient::queryRangeUrl() const
{
    QUrl url = m_connection.baseUrl;
    QString path = url.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    url.setPath(path + QLatin1String("/api/v1/query_range"));
    url.setQuery(QString());
    url.setFragment(QString());
    return url;
}

QByteArray PrometheusClient::formBody(const QString &query, qint64 startMs, qint64 endMs,
                                      double stepSeconds)
{
    const auto number = [](double v) { return QString::number(v, 'f', 3).toLatin1(); };
    return "query=" + QUrl::toPercentEncoding(query) +
           "&start=" + number(double(startMs) / 1000.0) + "&end=" + number(double(endMs) / 1000.0) +
           "&step=" + number(stepSeconds);
}

PrometheusResult PrometheusClient::queryRange(const QString &query, qint64 startMs, qint64 endMs,
                                              double stepSeconds, const std::atomic<bool> *cancel)
{
    PrometheusResult out;
    const QUrl base = m_connection.baseUrl;
    if (!base.isValid() || base.host().isEmpty() ||
        (base.scheme() != QLatin1String("http") && base.scheme() != QLatin1String("https"))) {
        out.error = StoreError::make(StoreError::Kind::InvalidRequest,
                                     QStringLiteral("not an http(s) URL: %1")
                                         .arg(base.toDisplayString(QUrl::RemoveUserInfo)));
        return out;
    }
    QNetworkAccessManager nam;
    nam.setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
    QNetworkRequest nr(queryRangeUrl());
    nr.setHeader(QNetworkRequest::ContentTypeHeader,
                 QByteArrayLiteral("application/x-www-form-urlencoded"));
    nr.setHeader(QNetworkRequest::UserAgentHeader, QByteArrayLiteral("hearth/" HEARTH_VERSION));
    nr.setRawHeader("Accept", "application/json");
    if (!m_connection.tenant.isEmpty())
        nr.setRawHeader("X-Scope-OrgID", m_connection.tenant.toUtf8());
    const QByteArray auth = m_connection.authorizationHeader();
    if (!auth.isEmpty())
        nr.setRawHeader("Authorization", auth);
    nr.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);

    QNetworkReply *reply = nam.post(nr, formBody(query, startMs, endMs, stepSeconds));
    QEventLoop loop;
    QByteArray data;
    QString tlsReasons;
    QString tlsFingerprint;
    QObject::connect(reply, &QNetworkReply::sslErrors, &loop, [&](const QList<QSslError> &errors) {
        const TlsFingerprint::Check tls =
            TlsFingerprint::check(reply->sslConfiguration().peerCertificate(), errors,
                                  m_connection.trustedCertificateSha256);
        if (tls.pinned) {
            reply->ignoreSslErrors(errors);
            return;
        }
        tlsReasons = tls.reasons;
        tlsFingerprint = tls.fingerprint;
    });
    QObject::connect(reply, &QNetworkReply::readyRead, &loop, [&] {
        data += reply->readAll();
        if (data.size() > m_connection.maxResponseBytes && !out.error.isError()) {
            out.error = StoreError::make(
                StoreError::Kind::TooLarge,
                QStringLiteral("more than %1 bytes").arg(m_connection.maxResponseBytes));
            reply->abort();
        }
    });
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer timeout;
    timeout.setSingleShot(true);
    QObject::connect(&timeout, &QTimer::timeout, &loop, [&] {
        if (!out.error.isError())
            out.error = StoreError::make(StoreError::Kind::Timeout,
                                         QStringLiteral("%1 ms").arg(m_connection.timeoutMs));
        reply->abort();
    });
    timeout.start(qMax(1, m_connection.timeoutMs));
    QTimer poll;
    if (cancel) {
        QObject::connect(&poll, &QTimer::timeout, &loop, [&] {
            if (cancel->load(std::memory_order_relaxed) && !out.error.isError()) {
                out.error = StoreError::make(StoreError::Kind::Cancelled, QString());
                reply->abort();
            }
        });
        poll.start(50);
    }
    if (!reply->isFinished())
        loop.exec();
    if (reply->isOpen())
        data += reply->readAll();
    reply->deleteLater();
    if (out.error.isError())
        return out;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (status == 0) {
        if (!tlsReasons.isEmpty() || reply->error() == QNetworkReply::SslHandshakeFailedError) {
            out.error = StoreError::make(StoreError::Kind::Tls,
                                         tlsReasons.isEmpty() ? reply->errorString() : tlsReasons);
            out.error.fingerprint = tlsFingerprint;
        } else {
            out.error = StoreError::make(StoreError::Kind::Transport, reply->errorString());
        }
        return out;
    }
    if (status != 200) {
        out.error = PrometheusCodec::httpError(status, data);
        return out;
    }
    const QString cut = ReplyBody::cutShort(*reply, data.size());
    if (!cut.isEmpty()) {
        out.error = StoreError::make(StoreError::Kind::Transport, cut);
        return out;
    }
    return PrometheusCodec::parseMatrix(data);
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "bundledownload.h"

#include <QCryptographicHash>
#include <QFileInfo>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSaveFile>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslError>
#include <QTemporaryDir>

namespace hearth {

namespace {

QString untrustedCertificate(const QList<QSslError> &errors)
{
    QStringList what;
    for (const QSslError &e : errors)
        what << e.errorString();
    return BundleDownload::tr("the TLS certificate of the server cannot be trusted: %1")
        .arg(what.join(QStringLiteral("; ")));
}

} // namespace

BundleDownload::BundleDownload(const QUrl &url, QObject *parent)
    : QObject(parent)
    , m_url(url)
    , m_network(new QNetworkAccessManager(this))
{}

BundleDownload::~BundleDownload()
{
    if (m_reply)
        m_reply->abort();
}

bool BundleDownload::isDownloadable(const QString &argument)
{
    const QUrl url(argument, QUrl::StrictMode);
    return url.isValid() &&
           (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https")) &&
           !url.host().isEmpty();
}

void BundleDownload::start()
{
    m_dir = std::make_unique<QTemporaryDir>();
    if (!m_dir->isValid()) {
        fail(tr("cannot make a temporary directory: %1").arg(m_dir->errorString()));
        return;
    }
    QString name = QFileInfo(m_url.path()).fileName();
    if (name.isEmpty())
        name = QStringLiteral("download.profbundle");
    m_path = m_dir->filePath(name);
    m_file = std::make_unique<QSaveFile>(m_path);
    if (!m_file->open(QIODevice::WriteOnly)) {
        fail(m_file->errorString());
        return;
    }
    QNetworkRequest request(m_url);
    // Every redirect is checked here: only to https.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::UserVerifiedRedirectPolicy);
    request.setMaximumRedirectsAllowed(10);
    m_reply = m_network->get(request);
    connect(m_reply, &QNetworkReply::redirected, this, [this](const QUrl &to) {
        if (to.scheme() == QLatin1String("https") && !to.host().isEmpty()) {
            Q_EMIT m_reply->redirectAllowed();
            return;
        }
        m_error = tr("the server redirected to %1: only https links are followed")
                      .arg(to.toDisplayString());
        m_reply->abort();
    });
    connect(m_reply, &QNetworkReply::sslErrors, this, [this](const QList<QSslError> &errors) {
        // Never ignored (unless a test pinned the server's certificate): the reply fails
        // with them, and the message says so.
        const QSslCertificate peer = m_reply->sslConfiguration().peerCertificate();
        if (!m_trustedSha256.isEmpty() && !peer.isNull() &&
            peer.digest(QCryptographicHash::Sha256) == m_trustedSha256) {
            m_reply->ignoreSslErrors(errors);
            return;
        }
        m_error = untrustedCertificate(errors);
    });
    connect(m_reply, &QNetworkReply::readyRead, this, &BundleDownload::onReadyRead);
    connect(m_reply, &QNetworkReply::finished, this, &BundleDownload::onFinished);
    connect(m_reply, &QNetworkReply::downloadProgress, this, &BundleDownload::progress);
}

void BundleDownload::cancel()
{
    if (m_done)
        return;
    m_error = tr("cancelled");
    if (m_reply)
        m_reply->abort(); // finished() follows
}

void BundleDownload::onReadyRead()
{
    const QByteArray chunk = m_reply->readAll();
    m_received += chunk.size();
    const qint64 announced = m_reply->header(QNetworkRequest::ContentLengthHeader).toLongLong();
    if (m_received > m_maxBytes || announced > m_maxBytes) {
        m_error = tr("the download is larger than %1, more than a bundle can be: stopped")
                      .arg(QLocale().formattedDataSize(m_maxBytes));
        m_reply->abort();
        return;
    }
    if (m_file->write(chunk) != chunk.size()) {
        m_error = m_file->errorString();
        m_reply->abort();
    }
}

void BundleDownload::onFinished()
{
    if (m_done)
        return;
    onReadyRead();
    const QNetworkReply::NetworkError e = m_reply->error();
    const int status = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    const QString text = m_reply->errorString();
    m_reply->deleteLater();
    if (!m_error.isEmpty()) {
        fail(m_error);
        return;
    }
    if (e != QNetworkReply::NoError) {
        fail(status ? tr("HTTP %1: %2").arg(status).arg(text) : text);
        return;
    }
    if (!m_file->commit()) { // renamed into place only now: never half-written
        fail(m_file->errorString());
        return;
    }
    m_done = true;
    Q_EMIT finished(true);
}

void BundleDownload::fail(const QString &error)
{
    m_done = true;
    m_error = error;
    if (m_file)
        m_file->cancelWriting();
    m_path.clear();
    Q_EMIT finished(false);
}

} // namespace hearth

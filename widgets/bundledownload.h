// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <memory>

class QNetworkAccessManager;
class QNetworkReply;
class QTemporaryDir;
class QSaveFile;

namespace hearth {

/// Downloads a bundle (or any profile) from an http(s) URL into a temporary file: written
/// under another name and renamed when complete, so a half-written file is never opened.
/// Progress and cancel for a progress dialog; a size cap for an untrusted server.
///
/// A link comes from a web page, so the server is not trusted: redirects are followed only
/// to https (never to http, file or any other scheme), TLS is verified by the system's
/// certificates (errors are never ignored, as the store client does for an unpinned server),
/// and the download stops at maxBytes() (2 GiB unless a test sets less).
class BundleDownload : public QObject
{
    Q_OBJECT
public:
    explicit BundleDownload(const QUrl &url, QObject *parent = nullptr);
    ~BundleDownload() override;

    static bool isDownloadable(const QString &argument);
    void start();
    void cancel();
    /// The complete file (valid after finished() until this object is destroyed).
    QString filePath() const { return m_path; }
    QString errorString() const { return m_error; }
    static constexpr qint64 MaxBytes = qint64(2) << 30;
    qint64 maxBytes() const { return m_maxBytes; }
    /// For tests: a smaller cap than MaxBytes.
    void setMaxBytes(qint64 bytes) { m_maxBytes = bytes; }
    /// For tests: the SHA-256 digest of one certificate trusted besides the system's (a
    /// self-signed test server on 127.0.0.1), as the store trusts a pinned certificate.
    void setTrustedCertificateSha256(const QByteArray &digest) { m_trustedSha256 = digest; }

Q_SIGNALS:
    void progress(qint64 received, qint64 total);
    /// ok = false: errorString() says why (or the user cancelled).
    void finished(bool ok);

private:
    void onReadyRead();
    void onFinished();
    void fail(const QString &error);

    QUrl m_url;
    QNetworkAccessManager *m_network = nullptr;
    QPointer<QNetworkReply> m_reply;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSaveFile> m_file;
    QString m_path;
    QString m_error;
    qint64 m_received = 0;
    qint64 m_maxBytes = MaxBytes;
    QByteArray m_trustedSha256;
    bool m_done = false;
};

} // namespace hearth

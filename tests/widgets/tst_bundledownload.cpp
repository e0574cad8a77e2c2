// SPDX-License-Identifier: MIT
// BundleDownload against a server on 127.0.0.1 (issue 20): a link is untrusted, so redirects
// go only to https, TLS is verified (the self-signed test certificate is refused unless the
// test pins it), and the download stops at its size cap with a clear message.
#include "bundledownload.h"

#include <QCryptographicHash>
#include <QFile>
#include <QHttpServer>
#include <QHttpServerResponse>
#include <QSignalSpy>
#include <QSslCertificate>
#include <QSslKey>
#include <QTest>

using namespace hearth;

class TestBundleDownload : public QObject
{
    Q_OBJECT
    QHttpServer m_server;
    QHttpServer m_tlsServer; // the self-signed certificate of tests/data
    quint16 m_port = 0;
    quint16 m_tlsPort = 0;
    QByteArray m_certSha256;
    QUrl url(const QString &path) const
    {
        return QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(m_port).arg(path));
    }
    QUrl tlsUrl(const QString &path) const
    {
        return QUrl(QStringLiteral("https://127.0.0.1:%1%2").arg(m_tlsPort).arg(path));
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_server.route(QStringLiteral("/big"), [] {
            return QHttpServerResponse(QByteArrayLiteral("application/octet-stream"),
                                       QByteArray(100000, 'x'));
        });
        m_server.route(QStringLiteral("/to/<arg>"), [this](const QString &where) {
            QHttpServerResponse r(QHttpServerResponder::StatusCode::Found);
            const QByteArray target =
                where == QLatin1String("http")   ? url(QStringLiteral("/big")).toEncoded()
                : where == QLatin1String("file") ? QByteArrayLiteral("file:///etc/hostname")
                                                 : QByteArrayLiteral("ftp://127.0.0.1/x");
            r.setHeader(QByteArrayLiteral("Location"), target);
            return r;
        });
        m_port = m_server.listen(QHostAddress::LocalHost);
        QVERIFY(m_port != 0);

        QFile c(QStringLiteral(HEARTH_TEST_DATA "/store-selfsigned.crt"));
        QFile k(QStringLiteral(HEARTH_TEST_DATA "/store-selfsigned.key"));
        QVERIFY(c.open(QIODevice::ReadOnly) && k.open(QIODevice::ReadOnly));
        const QSslCertificate cert(c.readAll());
        QVERIFY(!cert.isNull());
        m_certSha256 = cert.digest(QCryptographicHash::Sha256);
        m_tlsServer.sslSetup(cert, QSslKey(k.readAll(), QSsl::Rsa));
        m_tlsServer.route(QStringLiteral("/big"), [] {
            return QHttpServerResponse(QByteArrayLiteral("application/octet-stream"),
                                       QByteArray(100000, 'x'));
        });
        m_tlsServer.route(QStringLiteral("/to/<arg>"), [this](const QString &where) {
            QHttpServerResponse r(QHttpServerResponder::StatusCode::Found);
            r.setHeader(QByteArrayLiteral("Location"),
                        where == QLatin1String("https") ? tlsUrl(QStringLiteral("/big")).toEncoded()
                                                        : url(QStringLiteral("/big")).toEncoded());
            return r;
        });
        m_tlsPort = m_tlsServer.listen(QHostAddress::LocalHost);
        QVERIFY(m_tlsPort != 0);
    }

    void tls_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("pinned");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<QString>("message");
        QTest::newRow("self-signed refused")
            << QStringLiteral("/big") << false << false << QStringLiteral("cannot be trusted");
        QTest::newRow("redirect to self-signed refused")
            << QStringLiteral("/to/https") << false << false << QStringLiteral("cannot be trusted");
        QTest::newRow("pinned") << QStringLiteral("/big") << true << true << QString();
        QTest::newRow("https to https followed")
            << QStringLiteral("/to/https") << true << true << QString();
        QTest::newRow("https to http refused")
            << QStringLiteral("/to/http") << true << false << QStringLiteral("only https");
    }
    void tls()
    {
        QFETCH(QString, path);
        QFETCH(bool, pinned);
        QFETCH(bool, ok);
        QFETCH(QString, message);
        BundleDownload d(tlsUrl(path));
        if (pinned)
            d.setTrustedCertificateSha256(m_certSha256);
        QSignalSpy finished(&d, &BundleDownload::finished);
        d.start();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
        QCOMPARE(finished.first().first().toBool(), ok);
        if (ok) {
            QCOMPARE(QFile(d.filePath()).size(), 100000);
            QVERIFY(d.errorString().isEmpty());
        } else {
            QVERIFY(d.filePath().isEmpty());
            QVERIFY2(d.errorString().contains(message), qPrintable(d.errorString()));
        }
    }

    void sizeCap_data()
    {
        QTest::addColumn<qint64>("cap");
        QTest::addColumn<bool>("ok");
        QTest::newRow("below the cap") << qint64(200000) << true;
        QTest::newRow("above the cap") << qint64(1000) << false;
    }
    void sizeCap()
    {
        QFETCH(qint64, cap);
        QFETCH(bool, ok);
        BundleDownload d(url(QStringLiteral("/big")));
        QCOMPARE(d.maxBytes(), BundleDownload::MaxBytes);
        QCOMPARE(BundleDownload::MaxBytes, qint64(2) * 1024 * 1024 * 1024);
        d.setMaxBytes(cap);
        QSignalSpy finished(&d, &BundleDownload::finished);
        d.start();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        QCOMPARE(finished.first().first().toBool(), ok);
        if (ok) {
            QCOMPARE(QFile(d.filePath()).size(), 100000);
        } else {
            QVERIFY2(d.errorString().contains(QLatin1String("larger than")),
                     qPrintable(d.errorString()));
            QVERIFY(d.filePath().isEmpty());
        }
    }

    void redirectsOnlyToHttps_data()
    {
        QTest::addColumn<QString>("to");
        QTest::newRow("http") << QStringLiteral("http");
        QTest::newRow("file") << QStringLiteral("file");
        QTest::newRow("ftp") << QStringLiteral("ftp");
    }
    void redirectsOnlyToHttps()
    {
        QFETCH(QString, to);
        BundleDownload d(url(QStringLiteral("/to/") + to));
        QSignalSpy finished(&d, &BundleDownload::finished);
        d.start();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
        QCOMPARE(finished.first().first().toBool(), false);
        QVERIFY(d.filePath().isEmpty());
        QVERIFY(!d.errorString().isEmpty());
        if (to == QLatin1String("http"))
            QVERIFY2(d.errorString().contains(QLatin1String("only https")),
                     qPrintable(d.errorString()));
    }
};

QTEST_GUILESS_MAIN(TestBundleDownload)
#include "tst_bundledownload.moc"

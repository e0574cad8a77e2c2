// SPDX-License-Identifier: MIT
#include "store/tlsfingerprint.h"

#include <QFile>
#include <QtTest>

using namespace hearth;

class TestTlsFingerprint : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void certificate();
    void parse_data();
    void parse();
    void check_data();
    void check();
};

void TestTlsFingerprint::certificate()
{
    QFile f(QStringLiteral(HEARTH_TEST_DATA "/store-selfsigned.crt"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QSslCertificate cert(f.readAll());
    QVERIFY(!cert.isNull());
    // `openssl x509 -in store-selfsigned.crt -noout -fingerprint -sha256`
    const QString expected = QStringLiteral("C0:66:60:09:7E:BD:5E:3E:77:D8:E9:8C:4B:4A:F4:2A:F5:"
                                            "1C:56:1C:EB:12:FC:12:AD:C3:06:D1:2A:41:67:19");
    QCOMPARE(TlsFingerprint::format(TlsFingerprint::sha256(cert)), expected);
    QCOMPARE(TlsFingerprint::parse(expected), TlsFingerprint::sha256(cert));
    QVERIFY(TlsFingerprint::sha256(QSslCertificate()).isEmpty());
}

void TestTlsFingerprint::parse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    const QString hex =
        QStringLiteral("c06660097ebd5e3e77d8e98c4b4af42af51c561ceb12fc12adc306d12a416719");
    QTest::newRow("plain hex") << hex << true;
    QTest::newRow("upper") << hex.toUpper() << true;
    QTest::newRow("spaces") << QStringLiteral(" ") + hex.left(10) + QStringLiteral(" ") +
                                   hex.mid(10)
                            << true;
    QTest::newRow("short") << hex.left(62) << false;
    QTest::newRow("not hex") << hex.left(63) + QLatin1Char('g') << false;
    QTest::newRow("empty") << QString() << false;
}

void TestTlsFingerprint::parse()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    const QByteArray d = TlsFingerprint::parse(text);
    QCOMPARE(!d.isEmpty(), ok);
    if (ok)
        QCOMPARE(d.size(), 32);
}

// What both store clients make of a TLS failure: pinned only by the peer's own digest.
void TestTlsFingerprint::check_data()
{
    QTest::addColumn<bool>("peerKnown"); // the reply has the peer certificate, else the error
    QTest::addColumn<bool>("pin");       // the connection pins this certificate
    QTest::addColumn<bool>("pinOther");  // the connection pins another one
    QTest::addColumn<bool>("pinned");
    QTest::newRow("nothing pinned") << true << false << false << false;
    QTest::newRow("this one pinned") << true << true << false << true;
    QTest::newRow("another pinned") << true << false << true << false;
    QTest::newRow("the error's certificate pinned") << false << true << false << true;
    QTest::newRow("the error's certificate, nothing pinned") << false << false << false << false;
}

void TestTlsFingerprint::check()
{
    QFETCH(bool, peerKnown);
    QFETCH(bool, pin);
    QFETCH(bool, pinOther);
    QFETCH(bool, pinned);
    QFile f(QStringLiteral(HEARTH_TEST_DATA "/store-selfsigned.crt"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QSslCertificate cert(f.readAll());
    QVERIFY(!cert.isNull());
    const QList<QSslError> errors{QSslError(QSslError::SelfSignedCertificate, cert),
                                  QSslError(QSslError::HostNameMismatch, cert)};
    const QByteArray other(32, '\x01');
    const TlsFingerprint::Check c =
        TlsFingerprint::check(peerKnown ? cert : QSslCertificate(), errors,
                              pin        ? TlsFingerprint::sha256(cert)
                              : pinOther ? other
                                         : QByteArray());
    QCOMPARE(c.pinned, pinned);
    QCOMPARE(c.fingerprint, TlsFingerprint::format(TlsFingerprint::sha256(cert)));
    QCOMPARE(c.reasons, errors[0].errorString() + QStringLiteral("; ") + errors[1].errorString());
    // No certificate at all: nothing to pin, no fingerprint.
    const TlsFingerprint::Check none = TlsFingerprint::check(
        QSslCertificate(), {QSslError(QSslError::UnableToGetLocalIssuerCertificate)},
        TlsFingerprint::sha256(cert));
    QVERIFY(!none.pinned);
    QVERIFY(none.fingerprint.isEmpty());
}

QTEST_GUILESS_MAIN(TestTlsFingerprint)
#include "tst_tlsfingerprint.moc"

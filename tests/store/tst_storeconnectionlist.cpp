// SPDX-License-Identifier: MIT
#include "store/storeconnectionlist.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using namespace hearth;

class TestStoreConnectionList : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
};

void TestStoreConnectionList::roundTrip_data()
{
    QTest::addColumn<StoreConnection::Auth>("auth");
    QTest::newRow("none") << StoreConnection::Auth::None;
    QTest::newRow("basic") << StoreConnection::Auth::Basic;
    QTest::newRow("bearer") << StoreConnection::Auth::Bearer;
}

void TestStoreConnectionList::roundTrip()
{
    QFETCH(StoreConnection::Auth, auth);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hearth.ini"));
    StoreConnectionList::Entry e;
    e.name = QStringLiteral("prod-eu");
    e.connection.baseUrl = QUrl(QStringLiteral("https://profiles.example.com/pyroscope"));
    e.connection.tenant = QStringLiteral("acme");
    e.connection.auth = auth;
    e.connection.user = QStringLiteral("123456");
    e.connection.secret = QStringLiteral("glc_s3cret_token");
    e.connection.timeoutMs = 12000;
    e.connection.trustedCertificateSha256 = QByteArray(32, '\x5a');
    {
        QSettings s(path, QSettings::IniFormat);
        StoreConnectionList::save(s, {e});
    }
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY(!text.contains("glc_s3cret_token")); // never in a plain settings file
    QVERIFY(text.contains("profiles.example.com"));
    QSettings s(path, QSettings::IniFormat);
    const auto loaded = StoreConnectionList::load(s);
    QCOMPARE(loaded.size(), 1);
    const StoreConnection &c = loaded.first().connection;
    QCOMPARE(loaded.first().name, e.name);
    QCOMPARE(c.baseUrl, e.connection.baseUrl);
    QCOMPARE(c.tenant, e.connection.tenant);
    QCOMPARE(c.auth, auth);
    QCOMPARE(c.user, e.connection.user);
    QCOMPARE(c.secret, QString());
    QCOMPARE(c.timeoutMs, 12000);
    QCOMPARE(c.trustedCertificateSha256, e.connection.trustedCertificateSha256);
    QCOMPARE(StoreConnectionList::secretKey(loaded.first()),
             QStringLiteral("prod-eu@https://profiles.example.com/pyroscope"));
}

QTEST_GUILESS_MAIN(TestStoreConnectionList)
#include "tst_storeconnectionlist.moc"

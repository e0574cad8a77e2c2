// SPDX-License-Identifier: MIT
#include "store/storesecrets.h"

#include <QtTest>

using namespace hearth;

class TestStoreSecrets : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
};

void TestStoreSecrets::roundTrip_data()
{
    QTest::addColumn<bool>("keychain");
    QTest::newRow("session only") << false;
    // Whatever this machine offers: a keychain, or none (then session only, and it says why).
    QTest::newRow("keychain if any") << true;
}

void TestStoreSecrets::roundTrip()
{
    QFETCH(bool, keychain);
    StoreSecrets secrets(QStringLiteral("hearth-test-") +
                         QString::number(QCoreApplication::applicationPid()));
    secrets.setKeychainEnabled(keychain);
    QSignalSpy stored(&secrets, &StoreSecrets::stored);
    QSignalSpy fetched(&secrets, &StoreSecrets::fetched);
    secrets.store(QStringLiteral("prod@https://store"), QStringLiteral("s3cret"));
    QCOMPARE(stored.size(), 0); // always answered later
    QTRY_COMPARE_WITH_TIMEOUT(stored.size(), 1, 20000);
    const auto where = stored.first().at(1).value<StoreSecrets::Where>();
    if (where == StoreSecrets::Where::Session) {
        QVERIFY(secrets.sessionOnly());
        QVERIFY(!secrets.sessionOnlyReason().isEmpty());
    }
    if (!keychain)
        QCOMPARE(where, StoreSecrets::Where::Session);
    secrets.fetch(QStringLiteral("prod@https://store"));
    QTRY_COMPARE_WITH_TIMEOUT(fetched.size(), 1, 20000);
    QCOMPARE(fetched.first().at(1).toString(), QStringLiteral("s3cret"));
    QCOMPARE(fetched.first().at(2).toBool(), true);
    secrets.fetch(QStringLiteral("nothing here"));
    QTRY_COMPARE_WITH_TIMEOUT(fetched.size(), 2, 20000);
    QCOMPARE(fetched.last().at(2).toBool(), false);
    secrets.remove(QStringLiteral("prod@https://store"));
    QTest::qWait(100);
}

QTEST_GUILESS_MAIN(TestStoreSecrets)
#include "tst_storesecrets.moc"

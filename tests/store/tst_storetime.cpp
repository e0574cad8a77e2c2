// SPDX-License-Identifier: MIT
#include "store/storetime.h"

#include <QtTest>

using namespace hearth;

class TestStoreTime : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parse_data();
    void parse();
    void rfc3339RoundTrip();
};

namespace {
constexpr qint64 Now = 1764514800000; // 2025-11-30T15:00:00Z
}

void TestStoreTime::parse_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<qint64>("ms");
    QTest::newRow("ms") << QStringLiteral("1764514800000") << true << qint64(1764514800000);
    QTest::newRow("now") << QStringLiteral("now") << true << Now;
    QTest::newRow("-1h") << QStringLiteral("-1h") << true << Now - 3600000;
    QTest::newRow("-15m") << QStringLiteral("-15m") << true << Now - 15 * 60000;
    QTest::newRow("-7d") << QStringLiteral("-7d") << true << Now - 7 * 86400000LL;
    QTest::newRow("-30s") << QStringLiteral("-30s") << true << Now - 30000;
    QTest::newRow("-2w") << QStringLiteral("-2w") << true << Now - 14 * 86400000LL;
    QTest::newRow("now-1h") << QStringLiteral("now-1h") << true << Now - 3600000;
    QTest::newRow("spaces") << QStringLiteral("  now ") << true << Now;
    QTest::newRow("rfc3339 Z") << QStringLiteral("2025-11-30T15:00:00Z") << true << Now;
    QTest::newRow("rfc3339 offset") << QStringLiteral("2025-11-30T16:00:00+01:00") << true << Now;
    QTest::newRow("rfc3339 negative offset")
        << QStringLiteral("2025-11-30T10:00:00-05:00") << true << Now;
    QTest::newRow("rfc3339 ms") << QStringLiteral("2025-11-30T15:00:00.250Z") << true << Now + 250;
    QTest::newRow("rfc3339 ns") << QStringLiteral("2025-11-30T15:00:00.123456789Z") << true
                                << Now + 123;
    QTest::newRow("rfc3339 lower t z") << QStringLiteral("2025-11-30t15:00:00z") << true << Now;
    QTest::newRow("rfc3339 space") << QStringLiteral("2025-11-30 15:00:00Z") << true << Now;
    QTest::newRow("no zone") << QStringLiteral("2025-11-30T15:00:00") << false << qint64(0);
    QTest::newRow("date only") << QStringLiteral("2025-11-30") << false << qint64(0);
    QTest::newRow("bad month") << QStringLiteral("2025-13-30T15:00:00Z") << false << qint64(0);
    QTest::newRow("empty") << QString() << false << qint64(0);
    QTest::newRow("-1y") << QStringLiteral("-1y") << false << qint64(0);
    QTest::newRow("-h") << QStringLiteral("-h") << false << qint64(0);
    QTest::newRow("--1h") << QStringLiteral("--1h") << false << qint64(0);
    QTest::newRow("1h") << QStringLiteral("1h") << false << qint64(0);
    QTest::newRow("huge") << QStringLiteral("-99999999999999999d") << false << qint64(0);
    QTest::newRow("words") << QStringLiteral("yesterday") << false << qint64(0);
    QTest::newRow("too many digits")
        << QStringLiteral("12345678901234567890") << false << qint64(0);
}

void TestStoreTime::parse()
{
    QFETCH(QString, text);
    QFETCH(bool, ok);
    QFETCH(qint64, ms);
    const auto t = StoreTime::parse(text, Now);
    QCOMPARE(t.has_value(), ok);
    if (ok)
        QCOMPARE(*t, ms);
}

void TestStoreTime::rfc3339RoundTrip()
{
    QCOMPARE(StoreTime::toRfc3339(Now), QStringLiteral("2025-11-30T15:00:00.000Z"));
    QCOMPARE(*StoreTime::parse(StoreTime::toRfc3339(Now + 7), Now), Now + 7);
    QVERIFY(qAbs(StoreTime::nowMs() - QDateTime::currentMSecsSinceEpoch()) < 5000);
}

QTEST_GUILESS_MAIN(TestStoreTime)
#include "tst_storetime.moc"

// SPDX-License-Identifier: MIT
#include "storerequests.h"
#include "teststoreserver.h"

#include "store/labelselector.h"
#include "store/storetime.h"

#include <QSignalSpy>
#include <QtTest>

// A store round trip on a busy machine can take longer than QTRY's default 5 s.
#undef QTRY_VERIFY
#define QTRY_VERIFY(expr) QTRY_VERIFY_WITH_TIMEOUT(expr, 20000)
#undef QTRY_COMPARE
#define QTRY_COMPARE(expr, expected) QTRY_COMPARE_WITH_TIMEOUT(expr, expected, 20000)

using namespace hearth;
using hearth::test::TestStoreServer;

// The store view's request state machine without the view, against the test server on
// 127.0.0.1: the current request of each channel, superseded answers dropped, errors in the
// status until their channel is asked again, Cancel, and reading the merged profile.
class TestStoreRequests : public QObject
{
    Q_OBJECT

    static StoreConnection to(const TestStoreServer &server)
    {
        StoreConnection c;
        c.baseUrl = server.url();
        c.timeoutMs = 5000;
        return c;
    }
    static QString cpu() { return QStringLiteral("process_cpu:cpu:nanoseconds:cpu:nanoseconds"); }
    static QString api() { return LabelSelector::component(QStringLiteral("api")).toString(); }
    static StoreQuery labels()
    {
        const qint64 now = StoreTime::nowMs();
        return StoreQuery::labelNamesOf(api(), now - 3600000, now);
    }
    static StoreQuery profile()
    {
        const qint64 now = StoreTime::nowMs();
        return StoreQuery::mergedProfile(cpu(), api(), now - 3600000, now,
                                         StoreQuery::DefaultMaxNodes);
    }
    // A round: the test server on 127.0.0.1 answering in a mode, StoreRequests connected to
    // it, spies on its answers and failures.
    struct Round
    {
        TestStoreServer server;
        StoreRequests requests;
        QSignalSpy answered{&requests, &StoreRequests::answered};
        QSignalSpy failed{&requests, &StoreRequests::failed};

        bool start(TestStoreServer::Mode mode = TestStoreServer::Mode::Normal, int delayMs = 0)
        {
            if (!server.listen())
                return false;
            server.setMode(mode);
            if (delayMs > 0)
                server.setDelayMs(delayMs);
            requests.setConnection(to(server));
            return true;
        }
    };

private Q_SLOTS:
    void answersTheCurrentRequest()
    {
        Round round;
        QVERIFY(round.start());
        auto &[server, requests, answered, failed] = round;
        QSignalSpy busy(&requests, &StoreRequests::busyChanged);
        requests.send(QStringLiteral("labels"), labels());
        QVERIFY(requests.isWaiting(QStringLiteral("labels")));
        QVERIFY(requests.isBusy());
        QCOMPARE(requests.status(), QStringLiteral("Loading…"));
        QTRY_COMPARE(answered.count(), 1);
        QCOMPARE(answered.first().at(0).toString(), QStringLiteral("labels"));
        const StoreResult r = answered.first().at(1).value<StoreResult>();
        QVERIFY(r.names.contains(QStringLiteral("span_name")));
        QVERIFY(!requests.isWaiting(QStringLiteral("labels")));
        QCOMPARE(requests.status(), QString());
        QTRY_VERIFY(!requests.isBusy());
        QVERIFY(busy.count() >= 2);
        QCOMPARE(busy.last().first().toBool(), false);
        QCOMPARE(server.problems(), QStringList());
    }

    void newerRequestSupersedesTheOlder()
    {
        Round round;
        QVERIFY(round.start(TestStoreServer::Mode::Slow, 300));
        auto &[server, requests, answered, failed] = round;
        requests.send(QStringLiteral("labels"), labels());
        requests.send(QStringLiteral("labels"), labels()); // the first no longer counts
        requests.send(QStringLiteral("other"), labels());
        QTRY_VERIFY(!requests.isBusy());
        QTest::qWait(100);
        QStringList channels;
        for (const QList<QVariant> &a : std::as_const(answered))
            channels << a.first().toString();
        channels.sort();
        QCOMPARE(channels, (QStringList{QStringLiteral("labels"), QStringLiteral("other")}));
    }

    void errorStandsUntilItsChannelIsAskedAgain_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<QString>("says");
        QTest::newRow("500") << int(TestStoreServer::Mode::Error500) << QStringLiteral("500");
        QTest::newRow("502 html") << int(TestStoreServer::Mode::Error502Html)
                                  << QStringLiteral("502");
        QTest::newRow("garbage") << int(TestStoreServer::Mode::Garbage) << QStringLiteral("");
    }
    void errorStandsUntilItsChannelIsAskedAgain()
    {
        QFETCH(int, mode);
        QFETCH(QString, says);
        Round round;
        QVERIFY(round.start(TestStoreServer::Mode(mode)));
        auto &[server, requests, answered, failed] = round;
        requests.send(QStringLiteral("labels"), labels());
        QTRY_COMPARE(failed.count(), 1);
        QCOMPARE(answered.count(), 0);
        QCOMPARE(failed.first().first().toString(), QStringLiteral("labels"));
        const QString error = requests.error(QStringLiteral("labels"));
        QVERIFY(!error.isEmpty());
        QVERIFY2(error.contains(says), qPrintable(error));
        QCOMPARE(requests.status(), error);
        // Another channel's answer leaves the error in view ...
        server.setMode(TestStoreServer::Mode::Normal);
        requests.send(QStringLiteral("other"), labels());
        QTRY_COMPARE(answered.count(), 1);
        QCOMPARE(requests.status(), error);
        // ... until its own channel is asked again.
        requests.send(QStringLiteral("labels"), labels());
        QVERIFY(requests.error(QStringLiteral("labels")).isEmpty());
        QTRY_COMPARE(answered.count(), 2);
        QCOMPARE(requests.status(), QString());
    }

    void cancelDropsEverything()
    {
        Round round;
        QVERIFY(round.start(TestStoreServer::Mode::Slow, 500));
        auto &[server, requests, answered, failed] = round;
        requests.send(QStringLiteral("labels"), labels());
        QVERIFY(requests.isBusy());
        requests.cancel();
        QCOMPARE(requests.status(), QStringLiteral("Cancelled."));
        QVERIFY(!requests.isWaiting(QStringLiteral("labels")));
        QTRY_VERIFY(!requests.isBusy());
        QTest::qWait(800);
        QCOMPARE(answered.count(), 0);
        QCOMPARE(failed.count(), 0);
        QCOMPARE(requests.status(), QStringLiteral("Cancelled."));
        // The next answer makes the cancel history.
        server.setMode(TestStoreServer::Mode::Normal);
        requests.send(QStringLiteral("labels"), labels());
        QTRY_COMPARE(answered.count(), 1);
        QCOMPARE(requests.status(), QString());
    }

    void readsTheMergedProfile()
    {
        Round round;
        QVERIFY(round.start());
        auto &[server, requests, answered, failed] = round;
        QSignalSpy read(&requests, &StoreRequests::profileRead);
        requests.send(QStringLiteral("profile"), profile());
        QTRY_COMPARE(answered.count(), 1);
        const QByteArray pprof = answered.first().at(1).value<StoreResult>().pprof;
        QVERIFY(!pprof.isEmpty());
        // Two in a row: only the newer is shown.
        requests.readProfile(pprof, QStringLiteral("older"));
        requests.readProfile(pprof, QStringLiteral("api cpu"));
        QCOMPARE(requests.status(), QStringLiteral("Reading the profile…"));
        QVERIFY(requests.isBusy());
        QTRY_COMPARE(read.count(), 1);
        QTest::qWait(100);
        QCOMPARE(read.count(), 1);
        const ProfileSnapshot s = read.first().first().value<ProfileSnapshot>();
        QVERIFY(s.isValid());
        QCOMPARE(s.fileName, QStringLiteral("api cpu"));
        QCOMPARE(s.tree->totalValue(), qint64(3810000000));
        QCOMPARE(requests.status(), QString());
        QTRY_VERIFY(!requests.isBusy());

        // Bytes that are no profile say so, and show nothing.
        requests.readProfile(QByteArrayLiteral("not a profile"), QStringLiteral("bad"));
        QTRY_VERIFY(!requests.isBusy());
        QTRY_VERIFY(
            requests.status().startsWith(QLatin1String("The server's profile cannot be read")));
        QCOMPARE(read.count(), 1);

        // A cancel drops the profile being read.
        requests.readProfile(pprof, QStringLiteral("cancelled"));
        requests.cancel();
        QTRY_VERIFY(!requests.isBusy());
        QTest::qWait(100);
        QCOMPARE(read.count(), 1);
    }
};

QTEST_GUILESS_MAIN(TestStoreRequests)
#include "tst_storerequests.moc"

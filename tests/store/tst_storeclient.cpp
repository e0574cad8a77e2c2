// SPDX-License-Identifier: MIT
#include "rawhttpserver.h"
#include "store/labelselector.h"
#include "store/storeblockingcall.h"
#include "store/storeclient.h"
#include "store/tlsfingerprint.h"
#include "teststoreserver.h"

#include <QNetworkReply>
#include <QtTest>

using namespace hearth;
using hearth::test::RawHttpServer;
using hearth::test::TestStoreServer;

class TestStoreClient : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void methods_data();
    void methods();
    void auth_data();
    void auth();
    void misbehaving_data();
    void misbehaving();
    void closedMidBody();
    void refused();
    void tls();
    void escapedSelector();
    void supersede();
    void cancel();
    void blockingCallCancelled();
    void cache();
    void join();
    void inFlightCap();
    void invalidUrl();
    void pathPrefix();
    void generations_data();
    void generations();
};

namespace {

const qint64 T1 = QDateTime::currentMSecsSinceEpoch();
const qint64 T0 = T1 - 3600000;
const QString Cpu = QStringLiteral("process_cpu:cpu:nanoseconds:cpu:nanoseconds");
const QString Api = QStringLiteral("{service_name=\"api\"}");

StoreConnection connectionTo(const QUrl &url)
{
    StoreConnection c;
    c.baseUrl = url;
    c.timeoutMs = 5000;
    return c;
}

} // namespace

Q_DECLARE_METATYPE(StoreQuery)
Q_DECLARE_METATYPE(StoreConnection::Auth)
Q_DECLARE_METATYPE(TestStoreServer::Mode)
Q_DECLARE_METATYPE(TestStoreServer::Generation)
Q_DECLARE_METATYPE(StoreError::Kind)

void TestStoreClient::methods_data()
{
    QTest::addColumn<StoreQuery>("query");
    QTest::addColumn<QString>("method");
    QTest::newRow("ProfileTypes") << StoreQuery::profileTypes(T0, T1)
                                  << QStringLiteral("ProfileTypes");
    QTest::newRow("LabelNames") << StoreQuery::labelNamesOf(Api, T0, T1)
                                << QStringLiteral("LabelNames");
    QTest::newRow("LabelValues") << StoreQuery::labelValuesOf(QStringLiteral("span_name"), Api, T0,
                                                              T1)
                                 << QStringLiteral("LabelValues");
    QTest::newRow("Series (components)")
        << StoreQuery::series(
               {}, {QStringLiteral("service_name"), QStringLiteral("__profile_type__")}, T0, T1)
        << QStringLiteral("Series");
    QTest::newRow("SelectSeries") << StoreQuery::selectSeries(Cpu, Api, T0, T1, 15)
                                  << QStringLiteral("SelectSeries");
    QTest::newRow("SelectMergeProfile")
        << StoreQuery::mergedProfile(Cpu, Api, T0, T1) << QStringLiteral("SelectMergeProfile");
}

void TestStoreClient::methods()
{
    QFETCH(StoreQuery, query);
    QFETCH(QString, method);
    TestStoreServer server;
    QVERIFY(server.listen());
    StoreClient client;
    client.setConnection(connectionTo(server.url()));
    QSignalSpy progress(&client, &StoreClient::progress);
    const StoreResult r = StoreBlockingCall::run(client, query);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(server.problems(), QStringList());
    QCOMPARE(server.received().size(), 1);
    const TestStoreServer::Received rec = server.received().first();
    QCOMPARE(rec.method, method);
    QCOMPARE(rec.headers.value("content-type"), QByteArray("application/proto"));
    QCOMPARE(rec.headers.value("connect-protocol-version"), QByteArray("1"));
    QCOMPARE(rec.headers.value("connect-timeout-ms"), QByteArray("5000"));
    QVERIFY(rec.headers.value("accept-encoding").contains("gzip"));
    QVERIFY(!rec.headers.contains("x-scope-orgid"));
    QVERIFY(!rec.headers.contains("authorization"));
    QCOMPARE(rec.body, query.encode());
    QVERIFY(server.gzippedAnswers() == 1);
    QVERIFY(!progress.isEmpty());

    switch (query.method) {
    case StoreQuery::Method::ProfileTypes:
        QCOMPARE(r.profileTypes.size(), 4);
        QCOMPARE(r.profileTypes[0].id, Cpu);
        QCOMPARE(r.profileTypes[0].sampleUnit, QStringLiteral("nanoseconds"));
        break;
    case StoreQuery::Method::LabelNames:
        QVERIFY(r.names.contains(QStringLiteral("span_name")));
        QVERIFY(r.names.contains(QStringLiteral("span_id")));
        break;
    case StoreQuery::Method::LabelValues:
        QCOMPARE(r.names, TestStoreServer::spanNames());
        break;
    case StoreQuery::Method::Series: {
        QCOMPARE(r.labelSets.size(), 4);
        QSet<QString> comps;
        for (const StoreLabels &l : r.labelSets)
            comps.insert(StoreResult::labelValue(l, QStringLiteral("service_name")));
        QCOMPARE(comps, (QSet<QString>{QStringLiteral("api"), QStringLiteral("worker")}));
        break;
    }
    case StoreQuery::Method::SelectSeries:
        QCOMPARE(r.series.size(), 1);
        QVERIFY(qAbs(r.series[0].points.size() - 240) <= 1);
        QVERIFY(r.series[0].points.first().timestampMs <= T0 + 15000);
        QVERIFY(r.series[0].points.first().value > 0);
        break;
    case StoreQuery::Method::SelectMergeProfile:
        QCOMPARE(r.pprof, TestStoreServer::cpuPprof());
        break;
    case StoreQuery::Method::BuildInfo:
        QFAIL("not a querier method");
    }
}

void TestStoreClient::auth_data()
{
    QTest::addColumn<QString>("tenant");
    QTest::addColumn<StoreConnection::Auth>("auth");
    QTest::addColumn<QString>("user");
    QTest::addColumn<QString>("secret");
    QTest::addColumn<QString>("serverTenant");
    QTest::addColumn<QByteArray>("serverAuth");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("message");
    using A = StoreConnection::Auth;
    QTest::newRow("tenant") << QStringLiteral("acme") << A::None << QString() << QString()
                            << QStringLiteral("acme") << QByteArray() << 200 << QString();
    QTest::newRow("no tenant: 401")
        << QString() << A::None << QString() << QString() << QStringLiteral("acme") << QByteArray()
        << 401 << QStringLiteral("no org id");
    QTest::newRow("wrong tenant: 401")
        << QStringLiteral("other") << A::None << QString() << QString() << QStringLiteral("acme")
        << QByteArray() << 401 << QStringLiteral("no org id");
    QTest::newRow("basic") << QString() << A::Basic << QStringLiteral("123456")
                           << QStringLiteral("glc_tok:en") << QString()
                           << QByteArray("Basic " + QByteArray("123456:glc_tok:en").toBase64())
                           << 200 << QString();
    QTest::newRow("bearer") << QStringLiteral("t1") << A::Bearer << QString()
                            << QStringLiteral("s3cret") << QStringLiteral("t1")
                            << QByteArray("Bearer s3cret") << 200 << QString();
    QTest::newRow("bad bearer") << QString() << A::Bearer << QString() << QStringLiteral("nope")
                                << QString() << QByteArray("Bearer s3cret") << 401
                                << QStringLiteral("invalid credentials");
}

void TestStoreClient::auth()
{
    QFETCH(QString, tenant);
    QFETCH(StoreConnection::Auth, auth);
    QFETCH(QString, user);
    QFETCH(QString, secret);
    QFETCH(QString, serverTenant);
    QFETCH(QByteArray, serverAuth);
    QFETCH(int, status);
    QFETCH(QString, message);
    TestStoreServer server;
    QVERIFY(server.listen());
    server.setRequiredTenant(serverTenant);
    server.setRequiredAuthorization(serverAuth);
    StoreConnection c = connectionTo(server.url());
    c.tenant = tenant;
    c.auth = auth;
    c.user = user;
    c.secret = secret;
    StoreClient client;
    client.setConnection(c);
    const StoreResult r = StoreBlockingCall::run(client, StoreQuery::profileTypes(T0, T1));
    const auto rec = server.received().value(0);
    QCOMPARE(rec.headers.value("x-scope-orgid"), tenant.toUtf8());
    if (status == 200) {
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        QCOMPARE(rec.headers.value("authorization"), serverAuth);
        return;
    }
    QCOMPARE(r.error.kind, StoreError::Kind::Http);
    QCOMPARE(r.error.httpStatus, status);
    QCOMPARE(r.error.code, QStringLiteral("unauthenticated"));
    QCOMPARE(r.error.message, message);
}

void TestStoreClient::misbehaving_data()
{
    QTest::addColumn<TestStoreServer::Generation>("generation");
    QTest::addColumn<TestStoreServer::Mode>("mode");
    QTest::addColumn<StoreQuery>("query");
    QTest::addColumn<StoreError::Kind>("kind");
    QTest::addColumn<int>("status");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("message");
    using Mo = TestStoreServer::Mode;
    using K = StoreError::Kind;
    using G = TestStoreServer::Generation;
    const StoreQuery merge = StoreQuery::mergedProfile(Cpu, Api, T0, T1);
    const StoreQuery types = StoreQuery::profileTypes(T0, T1);
    // Every fault on every generation of server. One without SelectMergeProfile says so
    // before anything else goes wrong, except when its answer is too slow to arrive at all.
    for (const G g : {G::V1, G::V2_2, G::NoMerge}) {
        const QByteArray gen = TestStoreServer::generationName(g).toUtf8();
        auto row = [&](const char *name, Mo mode, const StoreQuery &query, K kind, int status,
                       const QString &code, const QString &message) {
            const bool lacking =
                g == G::NoMerge && query.method == StoreQuery::Method::SelectMergeProfile;
            QTestData &d = QTest::addRow("%s: %s", gen.constData(), name) << g << mode << query;
            if (lacking && mode != Mo::Slow)
                d << K::Unsupported << 404 << QStringLiteral("unimplemented") << QString();
            else
                d << kind << status << code << message;
        };
        row("500 with JSON", Mo::Error500, merge, K::Http, 500, QStringLiteral("internal"),
            QStringLiteral("store exploded"));
        row("502 with HTML", Mo::Error502Html, types, K::Http, 502, QStringLiteral("unavailable"),
            QStringLiteral("<html><body>Bad gateway</body></html>"));
        row("garbage", Mo::Garbage, types, K::Malformed, 0, QString(),
            QStringLiteral("not a ProfileTypes response"));
        row("garbage merge", Mo::Garbage, merge, K::Malformed, 0, QString(),
            QStringLiteral("not a SelectMergeProfile response"));
        row("truncated merge", Mo::Truncated, merge, K::Malformed, 0, QString(),
            QStringLiteral("not a SelectMergeProfile response"));
        row("truncated types", Mo::Truncated, types, K::Malformed, 0, QString(),
            QStringLiteral("not a ProfileTypes response"));
        row("text/html 200", Mo::WrongType, types, K::Malformed, 0, QString(),
            QStringLiteral("unexpected content type \"text/html\""));
        row("slower than the timeout", Mo::Slow, merge, K::Timeout, 0, QString(),
            QStringLiteral("300 ms"));
        row("redirect not followed", Mo::Redirect, types, K::Http, 307, QStringLiteral("unknown"),
            QStringLiteral("redirected to http://127.0.0.2:1/elsewhere"));
        row("gzip bomb", Mo::GzipBomb, merge, K::TooLarge, 0, QString(),
            QStringLiteral("more than 1000000 bytes"));
        row("too large", Mo::Huge, merge, K::TooLarge, 0, QString(),
            QStringLiteral("Content-Length 2000000 is above the limit of 1000000"));
    }
}

void TestStoreClient::misbehaving()
{
    QFETCH(TestStoreServer::Generation, generation);
    QFETCH(TestStoreServer::Mode, mode);
    QFETCH(StoreQuery, query);
    QFETCH(StoreError::Kind, kind);
    QFETCH(int, status);
    QFETCH(QString, code);
    QFETCH(QString, message);
    TestStoreServer server;
    QVERIFY(server.listen());
    server.setGeneration(generation);
    server.setMode(mode);
    server.setDelayMs(1500);
    server.setHugeBytes(mode == TestStoreServer::Mode::GzipBomb ? qint64(8) << 20 : 2000000);
    StoreConnection c = connectionTo(server.url());
    c.timeoutMs = 300;
    c.maxResponseBytes = 1000000;
    StoreClient client;
    client.setConnection(c);
    QElapsedTimer clock;
    clock.start();
    const StoreResult r = StoreBlockingCall::run(client, query);
    QCOMPARE(r.error.kind, kind);
    QCOMPARE(r.error.httpStatus, status);
    QCOMPARE(r.error.code, code);
    QCOMPARE(r.error.message, message);
    QVERIFY(!r.error.toString().isEmpty());
    QVERIFY(clock.elapsed() < 1400); // never waits for the slow answer
    QCOMPARE(server.problems(), QStringList());
    // The client stays usable: the next request on a well-behaved server works.
    server.setMode(TestStoreServer::Mode::Normal);
    QVERIFY(StoreBlockingCall::run(client, StoreQuery::labelNamesOf(Api, T0, T1)).ok());
    QCOMPARE(client.inFlight(), 0);
}

void TestStoreClient::closedMidBody()
{
    RawHttpServer raw;
    QVERIFY(raw.listen());
    StoreClient client;
    client.setConnection(connectionTo(raw.url()));
    const StoreResult r = StoreBlockingCall::run(client, StoreQuery::profileTypes(T0, T1));
    QCOMPARE(r.error.kind, StoreError::Kind::Transport);
    QVERIFY2(r.error.message.startsWith(QStringLiteral("the answer was cut short")),
             qPrintable(r.error.message));
    QCOMPARE(raw.connections(), 1);
}

void TestStoreClient::refused()
{
    QUrl url(QStringLiteral("http://127.0.0.1"));
    url.setPort(RawHttpServer::refusedPort());
    StoreClient client;
    client.setConnection(connectionTo(url));
    const StoreResult r = StoreBlockingCall::run(client, StoreQuery::profileTypes(T0, T1));
    QCOMPARE(r.error.kind, StoreError::Kind::Transport);
    QCOMPARE(r.error.httpStatus, 0);
    QVERIFY2(r.error.message.contains(QStringLiteral("refused"), Qt::CaseInsensitive),
             qPrintable(r.error.message));
}

void TestStoreClient::tls()
{
    if (!QSslSocket::supportsSsl())
        QSKIP("no TLS backend");
    TestStoreServer server;
    QVERIFY(server.listen(true));
    QCOMPARE(server.url().scheme(), QStringLiteral("https"));
    const QString fingerprint =
        QStringLiteral("C0:66:60:09:7E:BD:5E:3E:77:D8:E9:8C:4B:4A:F4:2A:F5:1C:56:1C:EB:12:FC:12:"
                       "AD:C3:06:D1:2A:41:67:19");
    StoreConnection c = connectionTo(server.url());
    StoreClient client;
    client.setConnection(c);
    const StoreResult r = StoreBlockingCall::run(client, StoreQuery::profileTypes(T0, T1));
    QCOMPARE(r.error.kind, StoreError::Kind::Tls);
    QCOMPARE(r.error.fingerprint, fingerprint);
    QVERIFY2(r.error.message.contains(QStringLiteral("self signed"), Qt::CaseInsensitive) ||
                 r.error.message.contains(QStringLiteral("self-signed"), Qt::CaseInsensitive),
             qPrintable(r.error.message));
    QVERIFY(r.error.toString().contains(fingerprint));
    QVERIFY(server.received().isEmpty());

    // Trusting that certificate (the user accepted its fingerprint) lets the request through.
    c.trustedCertificateSha256 = TlsFingerprint::parse(fingerprint);
    client.setConnection(c);
    const StoreResult ok = StoreBlockingCall::run(client, StoreQuery::profileTypes(T0, T1));
    QVERIFY2(ok.ok(), qPrintable(ok.error.toString()));
    QCOMPARE(ok.profileTypes.size(), 4);
    QCOMPARE(server.problems(), QStringList());
}

void TestStoreClient::escapedSelector()
{
    TestStoreServer server;
    QVERIFY(server.listen());
    StoreClient client;
    client.setConnection(connectionTo(server.url()));
    const QString value = QStringLiteral("say \"hi\" \\ back\n");
    LabelSelector s = LabelSelector::component(QStringLiteral("api"));
    s.add(QStringLiteral("span_name"), value);
    const StoreResult r =
        StoreBlockingCall::run(client, StoreQuery::selectSeries(Cpu, s.toString(), T0, T1, 60));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(server.problems(), QStringList());
    QCOMPARE(server.received().first().selectorValues, (QStringList{QStringLiteral("api"), value}));

    // An unescaped quote is a parse error the server reports as invalid_argument.
    const StoreResult bad = StoreBlockingCall::run(
        client, StoreQuery::selectSeries(Cpu, QStringLiteral("{span_name=\"a\"b\"}"), T0, T1, 60));
    QCOMPARE(bad.error.kind, StoreError::Kind::Http);
    QCOMPARE(bad.error.httpStatus, 400);
    QCOMPARE(bad.error.code, QStringLiteral("invalid_argument"));
}

void TestStoreClient::supersede()
{
    TestStoreServer server;
    QVERIFY(server.listen());
    server.setMode(TestStoreServer::Mode::Slow);
    server.setDelayMs(200);
    StoreClient client;
    client.setConnection(connectionTo(server.url()));
    QSignalSpy finished(&client, &StoreClient::finished);
    QSignalSpy idle(&client, &StoreClient::idle);
    const quint64 a =
        client.submit(StoreQuery::selectSeries(Cpu, Api, T0, T1, 60), QStringLiteral("series"));
    QTest::qWait(50); // a is on the wire
    const quint64 b = client.submit(StoreQuery::selectSeries(Cpu, Api, T0 + 1000, T1, 60),
                                    QStringLiteral("series"));
    const quint64 other = client.submit(StoreQuery::profileTypes(T0, T1), QStringLiteral("types"));
    QVERIFY(a != b);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 5000);
    QTest::qWait(300); // a's late answer, had it been kept, would have arrived by now
    QCOMPARE(finished.size(), 2);
    QSet<quint64> ids;
    for (const auto &args : finished)
        ids.insert(args.at(0).value<StoreResult>().id);
    QCOMPARE(ids, (QSet<quint64>{b, other}));
    QVERIFY(client.isIdle());
    QVERIFY(!idle.isEmpty());
}

void TestStoreClient::cancel()
{
    TestStoreServer server;
    QVERIFY(server.listen());
    server.setMode(TestStoreServer::Mode::Slow);
    server.setDelayMs(100);
    StoreClient client;
    client.setMaxInFlight(1);
    client.setConnection(connectionTo(server.url()));
    QSignalSpy finished(&client, &StoreClient::finished);
    const quint64 onWire = client.submit(StoreQuery::profileTypes(T0, T1));
    const quint64 waiting = client.submit(StoreQuery::profileTypes(T0 + 1, T1));
    const quint64 kept = client.submit(StoreQuery::profileTypes(T0 + 2, T1));
    QCOMPARE(client.inFlight(), 1);
    QCOMPARE(client.pending(), 2);
    client.cancel(onWire);
    client.cancel(waiting);
    client.cancel(12345); // unknown: nothing happens
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 5000);
    QCOMPARE(finished.first().at(0).value<StoreResult>().id, kept);
    QTest::qWait(200);
    QCOMPARE(finished.size(), 1);
    // A cached answer can be cancelled before it is delivered, too.
    const quint64 cached = client.submit(StoreQuery::profileTypes(T0 + 2, T1));
    client.cancel(cached);
    QTest::qWait(50);
    QCOMPARE(finished.size(), 1);
    QVERIFY(client.isIdle());
}

void TestStoreClient::blockingCallCancelled()
{
    // A compare window's worker asks a server that takes its time; the window closes.
    TestStoreServer server;
    QVERIFY(server.listen());
    server.setMode(TestStoreServer::Mode::Slow);
    server.setDelayMs(3000);
    StoreClient client;
    StoreConnection c = connectionTo(server.url());
    c.timeoutMs = 30000;
    client.setConnection(c);
    QSignalSpy finished(&client, &StoreClient::finished);
    std::atomic<bool> cancel{false};
    QTimer::singleShot(200, &client, [&cancel] { cancel = true; });
    QElapsedTimer clock;
    clock.start();
    const StoreResult r = StoreBlockingCall::run(client, StoreQuery::profileTypes(T0, T1), &cancel);
    QCOMPARE(r.error.kind, StoreError::Kind::Cancelled);
    QVERIFY2(clock.elapsed() < 2500, qPrintable(QString::number(clock.elapsed())));
    QVERIFY(client.isIdle());
    QCOMPARE(finished.size(), 0); // the aborted request says nothing later either
    QTest::qWait(100);
    QCOMPARE(finished.size(), 0);
    // Cancelled before it starts: at once.
    clock.restart();
    const StoreResult early =
        StoreBlockingCall::run(client, StoreQuery::profileTypes(T0 + 1, T1), &cancel);
    QCOMPARE(early.error.kind, StoreError::Kind::Cancelled);
    QVERIFY(clock.elapsed() < 2500);
    // Not cancelled: the answer, however slow.
    server.setDelayMs(300);
    std::atomic<bool> keep{false};
    const StoreResult ok =
        StoreBlockingCall::run(client, StoreQuery::profileTypes(T0 + 2, T1), &keep);
    QVERIFY2(ok.ok(), qPrintable(ok.error.toString()));
}

void TestStoreClient::cache()
{
    TestStoreServer server;
    QVERIFY(server.listen());
    StoreClient client;
    StoreConnection c = connectionTo(server.url());
    client.setConnection(c);
    const StoreQuery q = StoreQuery::mergedProfile(Cpu, Api, T0, T1);
    const StoreResult first = StoreBlockingCall::run(client, q);
    QVERIFY(first.ok());
    QVERIFY(!first.fromCache);
    const StoreResult second = StoreBlockingCall::run(client, q);
    QVERIFY(second.ok());
    QVERIFY(second.fromCache);
    QVERIFY(second.id != first.id);
    QCOMPARE(second.pprof, first.pprof);
    QCOMPARE(server.received().size(), 1);
    QCOMPARE(client.cacheHits(), quint64(1));
    // Another tenant is another cache.
    c.tenant = QStringLiteral("other");
    client.setConnection(c);
    QVERIFY(!StoreBlockingCall::run(client, q).fromCache);
    QCOMPARE(server.received().size(), 2);
    // Errors are not cached.
    server.setMode(TestStoreServer::Mode::Error500);
    const StoreQuery t = StoreQuery::profileTypes(T0, T1);
    QVERIFY(!StoreBlockingCall::run(client, t).ok());
    server.setMode(TestStoreServer::Mode::Normal);
    QVERIFY(StoreBlockingCall::run(client, t).ok());
    // An answer older than the time to live is asked again.
    client.setCacheLimits(1 << 20, 0);
    QTest::qWait(5);
    QVERIFY(!StoreBlockingCall::run(client, t).fromCache);
    QCOMPARE(server.received().size(), 5);
}

void TestStoreClient::join()
{
    TestStoreServer server;
    QVERIFY(server.listen());
    server.setMode(TestStoreServer::Mode::Slow);
    server.setDelayMs(150);
    StoreClient client;
    client.setConnection(connectionTo(server.url()));
    QSignalSpy finished(&client, &StoreClient::finished);
    const StoreQuery q = StoreQuery::mergedProfile(Cpu, Api, T0, T1);
    const quint64 a = client.submit(q);
    const quint64 b = client.submit(q, QStringLiteral("view"));
    const quint64 c = client.submit(q);
    QCOMPARE(client.requestsJoined(), quint64(2));
    client.cancel(a); // the others still want the answer
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 5000);
    QSet<quint64> ids;
    for (const auto &args : finished) {
        const StoreResult r = args.at(0).value<StoreResult>();
        QVERIFY(r.ok());
        QCOMPARE(r.pprof, TestStoreServer::cpuPprof());
        ids.insert(r.id);
    }
    QCOMPARE(ids, (QSet<quint64>{b, c}));
    QCOMPARE(server.received().size(), 1);
    QCOMPARE(client.requestsSent(), quint64(1));

    // When every request that wanted it is gone, the shared one is dropped too.
    client.clearCache();
    finished.clear();
    const quint64 d = client.submit(q);
    const quint64 e = client.submit(q);
    client.cancel(e);
    client.cancel(d);
    QVERIFY(client.isIdle());
    QTest::qWait(300);
    QCOMPARE(finished.size(), 0);
}

void TestStoreClient::inFlightCap()
{
    TestStoreServer server;
    QVERIFY(server.listen());
    server.setMode(TestStoreServer::Mode::Slow);
    server.setDelayMs(100);
    StoreClient client;
    client.setMaxInFlight(2);
    client.setConnection(connectionTo(server.url()));
    QSignalSpy finished(&client, &StoreClient::finished);
    for (int i = 0; i < 6; ++i)
        client.submit(StoreQuery::profileTypes(T0 + i, T1));
    QCOMPARE(client.inFlight(), 2);
    QCOMPARE(client.pending(), 4);
    int most = 0;
    QTimer sampler;
    connect(&sampler, &QTimer::timeout, this, [&] { most = qMax(most, client.inFlight()); });
    sampler.start(5);
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 6, 10000);
    QCOMPARE(most, 2);
    QCOMPARE(server.answered(), 6);
    QCOMPARE(client.requestsSent(), quint64(6));
}

void TestStoreClient::invalidUrl()
{
    StoreClient client;
    client.setConnection(connectionTo(QUrl(QStringLiteral("ftp://127.0.0.1/"))));
    const StoreResult r = StoreBlockingCall::run(client, StoreQuery::profileTypes(T0, T1));
    QCOMPARE(r.error.kind, StoreError::Kind::InvalidRequest);
    QCOMPARE(client.requestsSent(), quint64(0));
}

void TestStoreClient::pathPrefix()
{
    StoreConnection c;
    c.baseUrl = QUrl(QStringLiteral("https://grafana.example/api/datasources/proxy/7/?x=1#f"));
    QCOMPARE(c.methodUrl(QStringLiteral("Series")).toString(),
             QStringLiteral("https://grafana.example/api/datasources/proxy/7/"
                            "querier.v1.QuerierService/Series"));
    c.baseUrl = QUrl(QStringLiteral("http://h:4040"));
    QCOMPARE(c.methodUrl(QStringLiteral("LabelNames")).toString(),
             QStringLiteral("http://h:4040/querier.v1.QuerierService/LabelNames"));
    QCOMPARE(c.buildInfoUrl().toString(), QStringLiteral("http://h:4040/api/v1/status/buildinfo"));
    c.baseUrl = QUrl(QStringLiteral("https://g.example/pyro/?x=1"));
    QCOMPARE(c.buildInfoUrl().toString(),
             QStringLiteral("https://g.example/pyro/api/v1/status/buildinfo"));
}

void TestStoreClient::generations_data()
{
    QTest::addColumn<TestStoreServer::Generation>("generation");
    QTest::addColumn<QString>("version");
    using G = TestStoreServer::Generation;
    QTest::newRow("1.x") << G::V1 << QStringLiteral("1.8.0");
    QTest::newRow("2.2") << G::V2_2 << QStringLiteral("2.2.0");
    QTest::newRow("no SelectMergeProfile") << G::NoMerge << QString();
}

void TestStoreClient::generations()
{
    QFETCH(TestStoreServer::Generation, generation);
    QFETCH(QString, version);
    TestStoreServer server;
    QVERIFY(server.listen());
    server.setGeneration(generation);
    StoreClient client;
    client.setConnection(connectionTo(server.url()));
    const StoreResult merged =
        StoreBlockingCall::run(client, StoreQuery::mergedProfile(Cpu, Api, T0, T1));
    if (generation == TestStoreServer::Generation::NoMerge) {
        // The clear error: the method, the server, and which Pyroscope has it.
        QCOMPARE(merged.error.kind, StoreError::Kind::Unsupported);
        QCOMPARE(merged.error.method, QStringLiteral("SelectMergeProfile"));
        QCOMPARE(merged.error.server, server.url().toString());
        QCOMPARE(merged.error.since, QStringLiteral("1.0"));
        QCOMPARE(merged.error.httpStatus, 404);
        const QString text = merged.error.toString();
        QVERIFY2(text.contains(QStringLiteral("SelectMergeProfile")) &&
                     text.contains(server.url().toString()) &&
                     text.contains(QStringLiteral("Pyroscope 1.0")) &&
                     !text.contains(QStringLiteral("malformed")),
                 qPrintable(text));
    } else {
        // Byte for byte the pprof the server holds, whatever the generation.
        QVERIFY2(merged.ok(), qPrintable(merged.error.toString()));
        QCOMPARE(merged.pprof, TestStoreServer::cpuPprof());
    }
    const StoreResult info = StoreBlockingCall::run(client, StoreQuery::buildInfo());
    QCOMPARE(info.ok(), !version.isEmpty());
    QCOMPARE(info.serverVersion, version);
    if (!info.ok()) // a plain-text 404 page: the server says nothing of its version
        QCOMPARE(info.error.kind, StoreError::Kind::Unsupported);
    // The flame-graph-only call is never asked.
    for (const auto &rec : server.received())
        QVERIFY(rec.method != QLatin1String("SelectMergeStacktraces"));
    QCOMPARE(server.problems(), QStringList());
}

QTEST_GUILESS_MAIN(TestStoreClient)
#include "tst_storeclient.moc"

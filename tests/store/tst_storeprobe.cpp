// SPDX-License-Identifier: MIT
#include "rawhttpserver.h"
#include "store/storeclient.h"
#include "store/storeprobe.h"
#include "teststoreserver.h"

#include <QtTest>

using namespace hearth;
using hearth::test::RawHttpServer;
using hearth::test::TestStoreServer;

class TestStoreProbe : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void offer_data();
    void offer();
    void unreachable();
    void unauthorised();
};

Q_DECLARE_METATYPE(TestStoreServer::Generation)

namespace {

StoreOffer probe(StoreClient &client)
{
    StoreProbe p(&client);
    QSignalSpy done(&p, &StoreProbe::finished);
    p.start(QDateTime::currentMSecsSinceEpoch());
    if (!done.wait(10000) || done.size() != 1)
        return StoreOffer{
            StoreError::make(StoreError::Kind::Timeout, QStringLiteral("probe")), {}, false};
    return done.first().first().value<StoreOffer>();
}

StoreConnection connectionTo(const QUrl &url)
{
    StoreConnection c;
    c.baseUrl = url;
    c.timeoutMs = 5000;
    return c;
}

} // namespace

void TestStoreProbe::offer_data()
{
    QTest::addColumn<TestStoreServer::Generation>("generation");
    QTest::addColumn<bool>("mergeProfile");
    QTest::addColumn<QString>("version");
    QTest::addColumn<QString>("summary");
    using G = TestStoreServer::Generation;
    QTest::newRow("1.x") << G::V1 << true << QStringLiteral("1.8.0")
                         << QStringLiteral("Pyroscope 1.8.0 · profiles via SelectMergeProfile");
    QTest::newRow("2.2") << G::V2_2 << true << QStringLiteral("2.2.0")
                         << QStringLiteral("Pyroscope 2.2.0 · profiles via SelectMergeProfile");
    QTest::newRow("no SelectMergeProfile")
        << G::NoMerge << false << QString()
        << QStringLiteral("Pyroscope (version not reported) · no SelectMergeProfile: Hearth "
                          "cannot pull profiles from it (Pyroscope 1.0 and later have it)");
}

void TestStoreProbe::offer()
{
    QFETCH(TestStoreServer::Generation, generation);
    QFETCH(bool, mergeProfile);
    QFETCH(QString, version);
    QFETCH(QString, summary);
    TestStoreServer server;
    QVERIFY(server.listen());
    server.setGeneration(generation);
    StoreClient client;
    client.setConnection(connectionTo(server.url()));
    const StoreOffer o = probe(client);
    QVERIFY2(o.ok(), qPrintable(o.error.toString()));
    QCOMPARE(o.mergeProfile, mergeProfile);
    QCOMPARE(o.version, version);
    QCOMPARE(o.summary(), summary);
    // Two requests, each once: the version and a cheap SelectMergeProfile (max_nodes 1).
    QStringList methods;
    for (const auto &r : server.received())
        methods.append(r.method);
    methods.sort();
    QCOMPARE(methods,
             (QStringList{QStringLiteral("SelectMergeProfile"), QStringLiteral("buildinfo")}));
    QCOMPARE(server.problems(), QStringList());
    // Asked again on the same connection: the same, the version from the client's cache.
    const StoreOffer again = probe(client);
    QCOMPARE(again.summary(), summary);
    QCOMPARE(client.cacheHits(), quint64(version.isEmpty() ? 0 : 1));
}

void TestStoreProbe::unreachable()
{
    QUrl url(QStringLiteral("http://127.0.0.1"));
    url.setPort(RawHttpServer::refusedPort());
    StoreClient client;
    client.setConnection(connectionTo(url));
    const StoreOffer o = probe(client);
    QCOMPARE(o.error.kind, StoreError::Kind::Transport);
    QCOMPARE(o.summary(), o.error.toString());
}

void TestStoreProbe::unauthorised()
{
    TestStoreServer server;
    QVERIFY(server.listen());
    server.setRequiredTenant(QStringLiteral("acme"));
    StoreClient client;
    client.setConnection(connectionTo(server.url()));
    const StoreOffer o = probe(client);
    QCOMPARE(o.error.kind, StoreError::Kind::Http);
    QCOMPARE(o.error.httpStatus, 401);
    QVERIFY(!o.mergeProfile);
}

QTEST_GUILESS_MAIN(TestStoreProbe)
#include "tst_storeprobe.moc"

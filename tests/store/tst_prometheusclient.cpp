// SPDX-License-Identifier: MIT
#include "store/prometheusclient.h"
#include "store/prometheuscodec.h"
#include "store/tlsfingerprint.h"
#include "testmemoryserver.h"
#include "teststoreserver.h"

#include <QTest>

using namespace hearth;
using namespace hearth::test;

Q_DECLARE_METATYPE(hearth::test::TestMemoryServer::Fault)
Q_DECLARE_METATYPE(hearth::StoreError::Kind)

class TestPrometheusClient : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void matrix();
    void faults_data();
    void faults();
    void codec_data();
    void codec();
    void formBody();
    void tls();

private:
    TestMemoryServer m_server;
    StoreConnection connection() const
    {
        StoreConnection c;
        c.baseUrl = m_server.url();
        return c;
    }
};

void TestPrometheusClient::initTestCase()
{
    for (const auto &c : TestMemoryServer::standardComponents())
        m_server.addComponent(c);
    QVERIFY(m_server.listen());
}

void TestPrometheusClient::matrix()
{
    m_server.setFault(TestMemoryServer::Fault::None);
    PrometheusClient client(connection());
    const QString q = QStringLiteral("container_memory_working_set_bytes{container=\"worker\"}");
    const PrometheusResult r = client.queryRange(q, T0, T0 + 20 * HourMs, 30);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.series.size(), 4); // a new pod per restart: three restarts
    QCOMPARE(StoreResult::labelValue(r.series.first().labels, QStringLiteral("pod")),
             QStringLiteral("worker-7d9f-0"));
    QVERIFY(r.series.first().points.size() > 600);
    QCOMPARE(r.series.first().points.first().timestampMs, T0);
    QCOMPARE(m_server.promQueries().last(), q);
    QVERIFY2(m_server.problems().isEmpty(), qPrintable(m_server.problems().join(u'\n')));
}

void TestPrometheusClient::faults_data()
{
    QTest::addColumn<TestMemoryServer::Fault>("fault");
    QTest::addColumn<StoreError::Kind>("kind");
    QTest::addColumn<QString>("text");
    QTest::newRow("401") << TestMemoryServer::Fault::Unauthorized << StoreError::Kind::Http
                         << QStringLiteral("HTTP 401 unauthorized: authentication required");
    QTest::newRow("500 with Prometheus's error")
        << TestMemoryServer::Fault::Error500 << StoreError::Kind::Http
        << QStringLiteral("HTTP 500 internal: query processing would load too many samples "
                          "into memory");
    QTest::newRow("malformed matrix")
        << TestMemoryServer::Fault::Malformed << StoreError::Kind::Malformed
        << QStringLiteral("the answer is malformed: result 0, value 0 is not [time, \"number\"]");
    QTest::newRow("slow") << TestMemoryServer::Fault::Slow << StoreError::Kind::Timeout
                          << QStringLiteral("no answer within the timeout: 300 ms");
}

void TestPrometheusClient::faults()
{
    QFETCH(TestMemoryServer::Fault, fault);
    QFETCH(StoreError::Kind, kind);
    QFETCH(QString, text);
    StoreConnection c = connection();
    c.timeoutMs = 300;
    if (fault == TestMemoryServer::Fault::Unauthorized) {
        m_server.setRequiredAuthorization("Bearer right");
        c.auth = StoreConnection::Auth::Bearer;
        c.secret = QStringLiteral("wrong");
    } else {
        m_server.setFault(fault);
        m_server.setDelayMs(2000);
    }
    const PrometheusResult r = PrometheusClient(c).queryRange(
        QStringLiteral("container_memory_working_set_bytes{container=\"worker\"}"), T0, T0 + HourMs,
        30);
    m_server.setFault(TestMemoryServer::Fault::None);
    m_server.setRequiredAuthorization({});
    QCOMPARE(r.error.kind, kind);
    QCOMPARE(r.error.toString(), text);
    // With the right token the same server answers.
    if (fault == TestMemoryServer::Fault::Unauthorized) {
        m_server.setRequiredAuthorization("Bearer right");
        c.secret = QStringLiteral("right");
        const PrometheusResult ok = PrometheusClient(c).queryRange(
            QStringLiteral("up{container=\"worker\"}"), T0, T0 + HourMs, 30);
        m_server.setRequiredAuthorization({});
        QVERIFY2(ok.ok(), qPrintable(ok.error.toString()));
    }
}

void TestPrometheusClient::codec_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error");
    QTest::addColumn<int>("points");
    QTest::newRow("matrix") << QByteArray(R"({"status":"success","data":{"resultType":"matrix",
        "result":[{"metric":{"pod":"a"},"values":[[1700000000.5,"1024"],[1700000015,"NaN"]]}]}})")
                            << QString() << 1;
    QTest::newRow("vector") << QByteArray(R"({"status":"success","data":{"resultType":"vector",
        "result":[]}})") << QStringLiteral("resultType is \"vector\", not \"matrix\"")
                            << 0;
    QTest::newRow("not json") << QByteArray("<html>") << QStringLiteral("not JSON") << 0;
    QTest::newRow("error in a 200")
        << QByteArray(R"({"status":"error","errorType":"bad_data","error":"parse error"})")
        << QStringLiteral("parse error") << 0;
    QTest::newRow("values not an array")
        << QByteArray(R"({"status":"success","data":{"resultType":"matrix",
        "result":[{"metric":{},"values":3}]}})")
        << QStringLiteral("result 0 has no metric object or values array") << 0;
}

void TestPrometheusClient::codec()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    QFETCH(int, points);
    const PrometheusResult r = PrometheusCodec::parseMatrix(json);
    if (error.isEmpty()) {
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        QCOMPARE(r.series.first().points.size(), points);
        QCOMPARE(r.series.first().points.first().timestampMs, qint64(1700000000500));
        QCOMPARE(r.series.first().points.first().value, 1024.0);
    } else {
        QVERIFY(!r.ok());
        QVERIFY2(r.error.message.startsWith(error), qPrintable(r.error.message));
    }
}

void TestPrometheusClient::formBody()
{
    const QByteArray body = PrometheusClient::formBody(QStringLiteral("a + b{x=\"y\"}"),
                                                       1700000000000, 1700000060000, 15);
    QCOMPARE(body, QByteArray("query=a%20%2B%20b%7Bx%3D%22y%22%7D&start=1700000000.000&"
                              "end=1700000060.000&step=15.000"));
}

// TLS is verified: a self-signed server fails with its fingerprint, and is trusted only
// when that fingerprint is given.
void TestPrometheusClient::tls()
{
    TestStoreServer server;
    QVERIFY(server.listen(true));
    StoreConnection c;
    c.baseUrl = server.url();
    c.timeoutMs = 5000;
    const QString q = QStringLiteral("up");
    const PrometheusResult refused = PrometheusClient(c).queryRange(q, T0, T0 + HourMs, 30);
    QCOMPARE(refused.error.kind, StoreError::Kind::Tls);
    QVERIFY(!refused.error.fingerprint.isEmpty());
    c.trustedCertificateSha256 = TlsFingerprint::parse(refused.error.fingerprint);
    const PrometheusResult trusted = PrometheusClient(c).queryRange(q, T0, T0 + HourMs, 30);
    // Through TLS now; that server has no query_range.
    QCOMPARE(trusted.error.kind, StoreError::Kind::Http);
    QCOMPARE(trusted.error.httpStatus, 404);
}

QTEST_GUILESS_MAIN(TestPrometheusClient)
#include "tst_prometheusclient.moc"

// SPDX-License-Identifier: MIT
#include "store/storecodec.h"
#include "wirewriter.h"

#include <QtTest>

using namespace hearth;
using hearth::test::WireWriter;

class TestStoreCodec : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void profileTypes();
    void names();
    void series();
    void selectSeries();
    void merged();
    void buildInfo_data();
    void buildInfo();
    void malformed_data();
    void malformed();
};

using M = StoreQuery::Method;

void TestStoreCodec::profileTypes()
{
    WireWriter w;
    w.message(1, WireWriter()
                     .string(1, QStringLiteral("process_cpu:cpu:nanoseconds:cpu:nanoseconds"))
                     .string(2, QStringLiteral("process_cpu"))
                     .string(4, QStringLiteral("cpu"))
                     .string(5, QStringLiteral("nanoseconds"))
                     .string(6, QStringLiteral("cpu"))
                     .string(7, QStringLiteral("nanoseconds")));
    const StoreResult r = StoreCodec::decode(M::ProfileTypes, w.data());
    QVERIFY(r.ok());
    QCOMPARE(r.profileTypes.size(), 1);
    QCOMPARE(r.profileTypes[0].id, QStringLiteral("process_cpu:cpu:nanoseconds:cpu:nanoseconds"));
    QCOMPARE(r.profileTypes[0].name, QStringLiteral("process_cpu"));
    QCOMPARE(r.profileTypes[0].sampleType, QStringLiteral("cpu"));
    QCOMPARE(r.profileTypes[0].sampleUnit, QStringLiteral("nanoseconds"));
    QCOMPARE(r.profileTypes[0].periodType, QStringLiteral("cpu"));
    QCOMPARE(r.profileTypes[0].periodUnit, QStringLiteral("nanoseconds"));
}

void TestStoreCodec::names()
{
    WireWriter w;
    w.string(1, QStringLiteral("span_name")).string(1, QStringLiteral("größe"));
    for (M m : {M::LabelNames, M::LabelValues}) {
        const StoreResult r = StoreCodec::decode(m, w.data());
        QVERIFY(r.ok());
        QCOMPARE(r.names, (QStringList{QStringLiteral("span_name"), QStringLiteral("größe")}));
    }
    QVERIFY(StoreCodec::decode(M::LabelNames, QByteArray()).ok()); // no names is an answer
}

void TestStoreCodec::series()
{
    WireWriter labels;
    labels.message(
        1, WireWriter().string(1, QStringLiteral("service_name")).string(2, QStringLiteral("api")));
    WireWriter w;
    w.message(2, labels).message(2, WireWriter());
    const StoreResult r = StoreCodec::decode(M::Series, w.data());
    QVERIFY(r.ok());
    QCOMPARE(r.labelSets.size(), 2);
    QCOMPARE(StoreResult::labelValue(r.labelSets[0], QStringLiteral("service_name")),
             QStringLiteral("api"));
    QVERIFY(r.labelSets[1].isEmpty());
    // labels_set is field 2: the same message in field 1 is not a label set.
    WireWriter wrong;
    wrong.message(1, labels);
    QVERIFY(StoreCodec::decode(M::Series, wrong.data()).labelSets.isEmpty());
}

void TestStoreCodec::selectSeries()
{
    WireWriter s;
    s.message(1, WireWriter().string(1, QStringLiteral("a")).string(2, QStringLiteral("b")));
    s.message(2, WireWriter().dbl(1, 2.5).int64(2, 1764514800000));
    s.message(2, WireWriter().dbl(1, 3e9).int64(2, 1764514815000));
    const StoreResult r = StoreCodec::decode(M::SelectSeries, WireWriter().message(1, s).data());
    QVERIFY(r.ok());
    QCOMPARE(r.series.size(), 1);
    QCOMPARE(r.series[0].labels.size(), 1);
    QCOMPARE(r.series[0].points.size(), 2);
    QCOMPARE(r.series[0].points[0].value, 2.5);
    QCOMPARE(r.series[0].points[1].timestampMs, 1764514815000);
    QCOMPARE(r.series[0].points[1].value, 3e9);
}

void TestStoreCodec::merged()
{
    // SelectMergeProfile answers with the google.v1.Profile itself.
    const QByteArray pprof("\x0a\x04\x08\x01\x10\x02", 6);
    const StoreResult r = StoreCodec::decode(M::SelectMergeProfile, pprof);
    QVERIFY(r.ok());
    QCOMPARE(r.pprof, pprof);
    // Nothing matched: an empty profile, which is an answer, not a malformed one.
    const StoreResult none = StoreCodec::decode(M::SelectMergeProfile, QByteArray());
    QVERIFY(none.ok());
    QVERIFY(none.pprof.isEmpty());
}

void TestStoreCodec::buildInfo_data()
{
    QTest::addColumn<QByteArray>("body");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QString>("version");
    QTest::newRow("pyroscope") << QByteArray(R"({"status":"success","data":{"version":"1.8.0",)"
                                             R"("revision":"abc","goVersion":"go1.21"}})")
                               << true << QStringLiteral("1.8.0");
    QTest::newRow("control characters") << QByteArray(R"({"data":{"version":"2.2.0
<b>x</b>"}})") << true << QStringLiteral("2.2.0 <b>x</b>");
    QTest::newRow("no version") << QByteArray(R"({"status":"success","data":{}})") << false
                                << QString();
    QTest::newRow("not JSON") << QByteArray("404 page not found") << false << QString();
}

void TestStoreCodec::buildInfo()
{
    QFETCH(QByteArray, body);
    QFETCH(bool, ok);
    QFETCH(QString, version);
    const StoreResult r = StoreCodec::decode(M::BuildInfo, body);
    QCOMPARE(r.ok(), ok);
    QCOMPARE(r.serverVersion, version);
}

void TestStoreCodec::malformed_data()
{
    QTest::addColumn<int>("method");
    QTest::addColumn<QByteArray>("body");
    const QByteArray good = WireWriter().bytes(6, QByteArray(100, 'p')).data();
    QTest::newRow("html") << int(M::ProfileTypes) << QByteArray("<html>not protobuf</html>");
    QTest::newRow("truncated merge") << int(M::SelectMergeProfile) << good.left(50);
    QTest::newRow("merge: html") << int(M::SelectMergeProfile) << QByteArray("<html>x</html>");
    QTest::newRow("truncated names")
        << int(M::LabelNames) << WireWriter().string(1, QStringLiteral("abcdef")).data().left(4);
    QTest::newRow("bad varint") << int(M::Series) << QByteArray(12, '\xff');
    QTest::newRow("fixed64 cut short") << int(M::LabelValues) << QByteArray("\x09\x01", 2);
}

void TestStoreCodec::malformed()
{
    QFETCH(int, method);
    QFETCH(QByteArray, body);
    const StoreResult r = StoreCodec::decode(M(method), body);
    QCOMPARE(r.error.kind, StoreError::Kind::Malformed);
    QVERIFY(r.error.message.contains(StoreQuery::methodName(M(method))));
}

QTEST_GUILESS_MAIN(TestStoreCodec)
#include "tst_storecodec.moc"

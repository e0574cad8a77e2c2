// SPDX-License-Identifier: MIT
#include "bundletestsupport.h"

#include "bundle/bundlepacker.h"
#include "bundle/otlptracereader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace hearth;
using namespace hearth::test;
using IK = PackIssue::Kind;

Q_DECLARE_METATYPE(hearth::PackIssue::Kind)

namespace {

constexpr qint64 S = 1000000000;

QJsonObject attr(const char *key, const QString &value)
{
    return QJsonObject{
        {QStringLiteral("key"), QLatin1String(key)},
        {QStringLiteral("value"), QJsonObject{{QStringLiteral("stringValue"), value}}}};
}

QJsonObject span(const QString &id, const QString &parent, const QString &name, qint64 a, qint64 e,
                 QJsonArray attrs = {})
{
    QJsonObject o{{QStringLiteral("traceId"), QStringLiteral("0102030405060708090a0b0c0d0e0f10")},
                  {QStringLiteral("spanId"), id},
                  {QStringLiteral("name"), name},
                  {QStringLiteral("startTimeUnixNano"), QString::number(1000 * S + a * S)},
                  {QStringLiteral("endTimeUnixNano"), QString::number(1000 * S + e * S)},
                  {QStringLiteral("attributes"), attrs}};
    if (!parent.isEmpty())
        o.insert(QStringLiteral("parentSpanId"), parent);
    return o;
}

// One resource per stage, the stage on the resource; JSON lines.
QByteArray trace(const QList<QPair<QString, QJsonArray>> &stages)
{
    QByteArray out;
    for (const auto &[stage, spans] : stages) {
        QJsonObject res{
            {QStringLiteral("attributes"), QJsonArray{attr("cicd.pipeline.task.name", stage)}}};
        QJsonObject scope{{QStringLiteral("spans"), spans}};
        QJsonObject rs{{QStringLiteral("resource"), res},
                       {QStringLiteral("scopeSpans"), QJsonArray{scope}}};
        out += QJsonDocument(QJsonObject{{QStringLiteral("resourceSpans"), QJsonArray{rs}}})
                   .toJson(QJsonDocument::Compact) +
               '\n';
    }
    return out;
}

QByteArray manifest(const QString &unitStatus = QStringLiteral("profile"))
{
    QJsonObject m{
        {QStringLiteral("build"),
         QJsonObject{{QStringLiteral("id"), QStringLiteral("9")},
                     {QStringLiteral("commit"), QStringLiteral("deadbeef")}}},
        {QStringLiteral("stages"),
         QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("unit")},
                                {QStringLiteral("runtime"), QStringLiteral("ruby")},
                                {QStringLiteral("status"), unitStatus},
                                {QStringLiteral("reason"), QStringLiteral("n/a")},
                                {QStringLiteral("start_unix_nanos"), QString::number(1000 * S)},
                                {QStringLiteral("end_unix_nanos"), QString::number(1100 * S)},
                                {QStringLiteral("cpu_nanos"), QString::number(5 * S)}},
                    QJsonObject{{QStringLiteral("name"), QStringLiteral("policy")},
                                {QStringLiteral("status"), QStringLiteral("no profile")},
                                {QStringLiteral("reason"), QStringLiteral("compares strings")}}}}};
    return QJsonDocument(m).toJson();
}

const QString A = QStringLiteral("00000000000000a1");
const QString B = QStringLiteral("00000000000000b2");
const QString C = QStringLiteral("00000000000000c3");

QByteArray goodTrace()
{
    return trace(
        {{QStringLiteral("unit"), QJsonArray{span(A, {}, QStringLiteral("suite"), 1, 90),
                                             span(B, A, QStringLiteral("test b"), 2, 40),
                                             span(C, A, QStringLiteral("test c"), 41, 80)}},
         {QStringLiteral("policy"), QJsonArray{span(QStringLiteral("00000000000000d4"), {},
                                                    QStringLiteral("compare"), 95, 96)}}});
}

QByteArray goodProfile()
{
    return makePprof({{{QStringLiteral("boot")}, 300000000, {}},
                      {{QStringLiteral("t"), QStringLiteral("b")}, 100000000, B},
                      {{QStringLiteral("t"), QStringLiteral("c")}, 200000000, C}});
}

BundlePacker::Input input(const QByteArray &t, const QByteArray &m, const QByteArray &profile,
                          const QString &stage = QStringLiteral("unit"))
{
    BundlePacker::Input in;
    in.trace = t;
    in.traceName = QStringLiteral("trace.json");
    in.manifest = m;
    in.manifestName = QStringLiteral("stages.json");
    if (!profile.isNull())
        in.profiles.append({stage, false, ProfileKind::Cpu, QStringLiteral("unit.pb"), profile});
    return in;
}

} // namespace

class TestBundlePacker : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void packs()
    {
        const BundlePacker::Result r =
            BundlePacker::pack(input(goodTrace(), manifest(), goodProfile()));
        QVERIFY(r.ok());
        QVERIFY(!PackIssue::hasErrors(r.issues));
        const Bundle &b = *r.bundle;
        QCOMPARE(b.stages().size(), 2);
        QCOMPARE(b.spans().size(), 4);
        QCOMPARE(b.build().id, QStringLiteral("9"));
        // Times default: the policy stage from its span, the build from its stages.
        QCOMPARE(b.stages()[1].startUnixNanos, 1095 * S);
        QCOMPARE(b.build().startUnixNanos, 1000 * S);
        QCOMPARE(b.build().endUnixNanos, 1100 * S);
        QCOMPARE(b.spans()[1].parentId, quint64(0xa1));
        QCOMPARE(b.spans()[1].stage, QStringLiteral("unit"));
        QCOMPARE(b.profiles()[0].kind(), ProfileKind::Cpu);
        QCOMPARE(b.profiles()[0].bytes(), goodProfile());
    }

    void problems_data()
    {
        QTest::addColumn<QByteArray>("trace");
        QTest::addColumn<QByteArray>("manifest");
        QTest::addColumn<QByteArray>("profile");
        QTest::addColumn<IK>("kind");
        QTest::addColumn<QString>("where");
        QTest::addColumn<bool>("fatal");

        const QString stage = QStringLiteral("unit");
        QTest::newRow("malformed id")
            << trace({{stage,
                       QJsonArray{span(A, {}, QStringLiteral("s"), 1, 9),
                                  span(QStringLiteral("xyz"), A, QStringLiteral("bad"), 2, 3)}}})
            << manifest() << QByteArray() << IK::MalformedId
            << QStringLiteral("resourceSpans[0].scopeSpans[0].spans[1].spanId") << true;
        QTest::newRow("zero id") << trace(
                                        {{stage, QJsonArray{span(QStringLiteral("0000000000000000"),
                                                                 {}, QStringLiteral("z"), 1, 2)}}})
                                 << manifest() << QByteArray() << IK::MalformedId
                                 << QStringLiteral("spans[0].spanId") << true;
        QTest::newRow("malformed parent")
            << trace(
                   {{stage, QJsonArray{span(A, QStringLiteral("12"), QStringLiteral("s"), 1, 9)}}})
            << manifest() << QByteArray() << IK::MalformedId << QStringLiteral("parentSpanId")
            << true;
        QTest::newRow("duplicate id")
            << trace({{stage, QJsonArray{span(A, {}, QStringLiteral("s"), 1, 9),
                                         span(A, {}, QStringLiteral("again"), 2, 3)}}})
            << manifest() << QByteArray() << IK::DuplicateId << QStringLiteral("spans[1]") << true;
        QTest::newRow("outside its stage")
            << trace({{stage, QJsonArray{span(A, {}, QStringLiteral("late"), 50, 150)}}})
            << manifest() << QByteArray() << IK::OutsideStage << QStringLiteral("trace.json")
            << true;
        QTest::newRow("unknown stage")
            << trace({{QStringLiteral("nope"), QJsonArray{span(A, {}, QStringLiteral("s"), 1, 9)}}})
            << manifest() << QByteArray() << IK::NoStage << QStringLiteral("trace.json") << true;
        QTest::newRow("samples naming unknown spans")
            << goodTrace() << manifest()
            << makePprof({{{QStringLiteral("x")}, 10, QStringLiteral("00000000000000ee")}})
            << IK::UnknownSpan << QStringLiteral("unit.pb") << true;
        QTest::newRow("samples naming another stage's span")
            << goodTrace() << manifest()
            << makePprof({{{QStringLiteral("x")}, 10, QStringLiteral("00000000000000d4")}})
            << IK::UnknownSpan << QStringLiteral("unit.pb") << true;
        QTest::newRow("unreadable profile") << goodTrace() << manifest() << QByteArray("garbage!")
                                            << IK::Unreadable << QStringLiteral("unit.pb") << true;
        QTest::newRow("profile for a stage with none")
            << goodTrace() << manifest(QStringLiteral("no profile")) << goodProfile()
            << IK::UnexpectedProfile << QStringLiteral("unit.pb") << true;
        QTest::newRow("bad status")
            << goodTrace() << manifest(QStringLiteral("sometimes")) << QByteArray()
            << IK::BadManifest << QStringLiteral("stages[0].status") << true;
        QTest::newRow("not json") << QByteArray("{") << manifest() << QByteArray() << IK::Unreadable
                                  << QStringLiteral("trace.json:1") << true;
        QTest::newRow("missing profile")
            << goodTrace() << manifest() << QByteArray() << IK::MissingProfile
            << QStringLiteral("stages.json") << false;
        QTest::newRow("unknown parent")
            << trace(
                   {{stage, QJsonArray{span(A, QStringLiteral("00000000000000ff"),
                                            QStringLiteral("orphan"), 1, 9)}},
                    {QStringLiteral("policy"), QJsonArray{span(QStringLiteral("00000000000000d4"),
                                                               {}, QStringLiteral("p"), 95, 96)}}})
            << manifest() << QByteArray() << IK::UnknownParent << QStringLiteral("parentSpanId")
            << false;
    }
    void problems()
    {
        QFETCH(QByteArray, trace);
        QFETCH(QByteArray, manifest);
        QFETCH(QByteArray, profile);
        QFETCH(IK, kind);
        QFETCH(QString, where);
        QFETCH(bool, fatal);
        const BundlePacker::Result r = BundlePacker::pack(input(trace, manifest, profile));
        bool found = false;
        for (const PackIssue &i : r.issues) {
            if (i.kind == kind) {
                found = true;
                QVERIFY2(i.where.contains(where), qPrintable(i.toString()));
                QVERIFY(!i.what.isEmpty());
                QCOMPARE(i.isError(), fatal);
            }
        }
        QVERIFY2(found, qPrintable(r.issues.isEmpty() ? QStringLiteral("no issues")
                                                      : r.issues.first().toString()));
        QCOMPARE(r.ok(), !fatal);
    }

    void missingProfileIsPackedAsMissing()
    {
        const BundlePacker::Result r = BundlePacker::pack(input(goodTrace(), manifest(), {}));
        QVERIFY(r.ok());
        QCOMPARE(r.bundle->stages()[0].status, ProfileStatus::Missing);
        QVERIFY(!r.bundle->stages()[0].reason.isEmpty());
        QCOMPARE(r.bundle->stages()[1].status, ProfileStatus::NoProfile);
    }

    void traceForms()
    {
        // One object for the whole file; stage inherited from a parent span; memory
        // attributes become measurements; other attributes stay as text.
        QJsonArray memAttrs{
            attr("hearth.memory.rss_change_bytes", QStringLiteral("-2048")),
            attr("hearth.memory.churn", QStringLiteral("17")),
            attr("hearth.memory.churn_kind", QStringLiteral("python_blocks_outstanding")),
            QJsonObject{{QStringLiteral("key"), QStringLiteral("n")},
                        {QStringLiteral("value"),
                         QJsonObject{{QStringLiteral("intValue"), QStringLiteral("42")}}}}};
        QJsonObject doc{
            {QStringLiteral("resourceSpans"),
             QJsonArray{QJsonObject{
                 {QStringLiteral("scopeSpans"),
                  QJsonArray{QJsonObject{
                      {QStringLiteral("spans"),
                       QJsonArray{span(A.toUpper(), {}, QStringLiteral("root"), 1, 9,
                                       QJsonArray{attr("cicd.pipeline.task.name",
                                                       QStringLiteral("unit"))}),
                                  span(B, A, QStringLiteral("child"), 2, 3, memAttrs)}}}}}}}}};
        const OtlpTraceReader::Result r =
            OtlpTraceReader::parse(QJsonDocument(doc).toJson(), QStringLiteral("t.json"));
        QVERIFY(r.issues.isEmpty());
        QCOMPARE(r.spans.size(), 2);
        QCOMPARE(r.spans[0].id, quint64(0xa1));
        QCOMPARE(r.spans[1].stage, QStringLiteral("unit"));
        QCOMPARE(r.spans[1].memory.rssChangeBytes, qint64(-2048));
        QVERIFY(r.spans[1].memory.hasRssChange);
        QCOMPARE(r.spans[1].memory.churn, qint64(17));
        QCOMPARE(r.spans[1].memory.churnKind, ChurnKind::PythonBlocksOutstanding);
        QCOMPARE(r.spans[1].attributes.size(), 1);
        QCOMPARE(r.spans[1].attributes[0].second, QStringLiteral("42"));
        QCOMPARE(r.spans[1].traceId.size(), 16);
    }

    void churnNeedsItsKind()
    {
        QJsonArray attrs{attr("hearth.memory.churn", QStringLiteral("17"))};
        const QByteArray t = trace(
            {{QStringLiteral("unit"), QJsonArray{span(A, {}, QStringLiteral("t"), 1, 2, attrs)}}});
        const OtlpTraceReader::Result r = OtlpTraceReader::parse(t, QStringLiteral("t.json"));
        QCOMPARE(r.issues.size(), 1);
        QVERIFY(r.issues[0].isError());
    }
};

QTEST_GUILESS_MAIN(TestBundlePacker)
#include "tst_bundlepacker.moc"

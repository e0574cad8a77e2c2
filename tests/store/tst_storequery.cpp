// SPDX-License-Identifier: MIT
#include "store/storequery.h"
#include "wirefields.h"

#include <QtTest>

using namespace hearth;
using hearth::test::WireFields;

class TestStoreQuery : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void encode_data();
    void encode();
    void selectFields();
    void step_data();
    void step();
};

namespace {
constexpr qint64 T0 = 1764511200000;
constexpr qint64 T1 = 1764514800000;
const QString Sel = QStringLiteral("{service_name=\"api\"}");
const QString Cpu = QStringLiteral("process_cpu:cpu:nanoseconds:cpu:nanoseconds");
} // namespace

Q_DECLARE_METATYPE(StoreQuery)
using FieldTypes = QMap<int, int>;

void TestStoreQuery::encode_data()
{
    // Field numbers and wire types as the issue gives them: field -> type (0 varint, 1 fixed64,
    // 2 bytes).
    QTest::addColumn<StoreQuery>("query");
    QTest::addColumn<QString>("method");
    QTest::addColumn<FieldTypes>("fields");
    QTest::addColumn<int>("startField");
    QTest::addColumn<int>("endField");
    QTest::newRow("ProfileTypes") << StoreQuery::profileTypes(T0, T1)
                                  << QStringLiteral("ProfileTypes") << FieldTypes{{1, 0}, {2, 0}}
                                  << 1 << 2;
    QTest::newRow("LabelNames") << StoreQuery::labelNamesOf(Sel, T0, T1)
                                << QStringLiteral("LabelNames")
                                << FieldTypes{{1, 2}, {2, 0}, {3, 0}} << 2 << 3;
    QTest::newRow("LabelValues") << StoreQuery::labelValuesOf(QStringLiteral("span_name"), Sel, T0,
                                                              T1)
                                 << QStringLiteral("LabelValues")
                                 << FieldTypes{{1, 2}, {2, 2}, {3, 0}, {4, 0}} << 3 << 4;
    QTest::newRow("Series") << StoreQuery::series(Sel, {QStringLiteral("service_name")}, T0, T1)
                            << QStringLiteral("Series")
                            << FieldTypes{{1, 2}, {2, 2}, {3, 0}, {4, 0}} << 3 << 4;
    QTest::newRow("SelectSeries") << StoreQuery::selectSeries(Cpu, Sel, T0, T1, 15)
                                  << QStringLiteral("SelectSeries")
                                  << FieldTypes{{1, 2}, {2, 2}, {3, 0}, {4, 0}, {6, 1}} << 3 << 4;
    // SelectMergeProfileRequest: no format field; 6 and 7 (selectors) are not sent.
    QTest::newRow("SelectMergeProfile")
        << StoreQuery::mergedProfile(Cpu, Sel, T0, T1, 1000) << QStringLiteral("SelectMergeProfile")
        << FieldTypes{{1, 2}, {2, 2}, {3, 0}, {4, 0}, {5, 0}} << 3 << 4;
}

void TestStoreQuery::encode()
{
    QFETCH(StoreQuery, query);
    QFETCH(QString, method);
    QFETCH(FieldTypes, fields);
    QFETCH(int, startField);
    QFETCH(int, endField);
    QCOMPARE(StoreQuery::methodName(query.method), method);
    WireFields w;
    QVERIFY(w.parse(query.encode()));
    QCOMPARE(w.types(), fields);
    QCOMPARE(w.int64(startField), T0);
    QCOMPARE(w.int64(endField), T1);
}

void TestStoreQuery::selectFields()
{
    WireFields w;
    QVERIFY(w.parse(StoreQuery::mergedProfile(Cpu, Sel, T0, T1, 4096).encode()));
    QCOMPARE(w.string(1), Cpu);
    QCOMPARE(w.string(2), Sel);
    QCOMPARE(w.int64(5), 4096);
    QVERIFY(!w.has(6)); // not a format: stack_trace_selector in SelectMergeProfileRequest

    QVERIFY(w.parse(StoreQuery::mergedProfile(Cpu, Sel, T0, T1, 0).encode()));
    QVERIFY(!w.has(5)); // max_nodes <= 0: not sent

    StoreQuery s = StoreQuery::selectSeries(Cpu, Sel, T0, T1, 12.5);
    s.groupBy = QStringList{QStringLiteral("span_name")};
    QVERIFY(w.parse(s.encode()));
    QCOMPARE(w.dbl(6), 12.5);
    QCOMPARE(w.strings(5), QStringList{QStringLiteral("span_name")});

    QVERIFY(w.parse(
        StoreQuery::series({}, {QStringLiteral("service_name"), QStringLiteral("__profile_type__")},
                           T0, T1)
            .encode()));
    QVERIFY(!w.has(1));
    QCOMPARE(w.strings(2),
             (QStringList{QStringLiteral("service_name"), QStringLiteral("__profile_type__")}));

    QVERIFY(w.parse(StoreQuery::labelValuesOf(QStringLiteral("span_name"), Sel, T0, T1).encode()));
    QCOMPARE(w.string(1), QStringLiteral("span_name"));
    QCOMPARE(w.strings(2), QStringList{Sel});
}

void TestStoreQuery::step_data()
{
    QTest::addColumn<qint64>("rangeMs");
    QTest::addColumn<double>("step");
    QTest::newRow("15 min") << qint64(15 * 60000) << 10.0;
    QTest::newRow("1 h") << qint64(3600000) << 15.0;
    QTest::newRow("24 h") << qint64(86400000) << 360.0;
    QTest::newRow("7 d") << qint64(7 * 86400000LL) << 2520.0;
    QTest::newRow("empty") << qint64(0) << 10.0;
}

void TestStoreQuery::step()
{
    QFETCH(qint64, rangeMs);
    QFETCH(double, step);
    QCOMPARE(StoreQuery::stepFor(T0, T0 + rangeMs), step);
}

QTEST_GUILESS_MAIN(TestStoreQuery)
#include "tst_storequery.moc"

// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "analysis/calltree.h"
#include "analysis/functiontable.h"
#include "io/pprofreader.h"

#include <QTest>

Q_DECLARE_METATYPE(hearth::SampleFilter)

namespace hearth {

class TestSampleFilter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void totals_data();
    void totals();

private:
    Profile::Ptr m_profile;
};

void TestSampleFilter::initTestCase()
{
    // span 1: 10 + 1, span 2: 100, span 3: 1000, no span: 5 + 50; one sample has span_id
    // as a number (not a string value) and one has only another label.
    test::PprofMaker m;
    m.sampleType("cpu", "nanoseconds");
    const quint64 main = m.frame("main");
    const quint64 a = m.frame("a");
    const quint64 b = m.frame("b");
    m.label(m.sample({a, main}, {10}), "span_id", "1");
    m.label(m.sample({b, main}, {1}), "span_id", "1");
    m.label(m.sample({a, main}, {100}), "span_id", "2");
    auto *s3 = m.sample({b, main}, {1000});
    m.label(s3, "thread", "t1");
    m.label(s3, "span_id", "3");
    m.sample({main}, {5});
    m.label(m.sample({a, main}, {50}), "thread", "t2");
    m.numLabel(m.sample({b, main}, {7000}), "span_id", 4, "");
    const ProfileResult r = PprofReader::parse(m.bytes());
    QVERIFY(r.ok());
    m_profile = r.profile;
}

void TestSampleFilter::totals_data()
{
    QTest::addColumn<SampleFilter>("filter");
    QTest::addColumn<qint64>("total");
    QTest::addColumn<qint64>("selfOfA");
    const QString span = QStringLiteral("span_id");
    QTest::newRow("all") << SampleFilter::all() << qint64(8166) << qint64(160);
    QTest::newRow("span 1") << SampleFilter::labelEquals(span, QStringLiteral("1")) << qint64(11)
                            << qint64(10);
    QTest::newRow("span 3, after another label")
        << SampleFilter::labelEquals(span, QStringLiteral("3")) << qint64(1000) << qint64(0);
    QTest::newRow("spans 1 and 2")
        << SampleFilter::labelIn(span, {QStringLiteral("1"), QStringLiteral("2")}) << qint64(111)
        << qint64(110);
    QTest::newRow("unknown span") << SampleFilter::labelEquals(span, QStringLiteral("9"))
                                  << qint64(0) << qint64(0);
    QTest::newRow("empty value matches nothing")
        << SampleFilter::labelEquals(span, QString()) << qint64(0) << qint64(0);
    QTest::newRow("outside any span")
        << SampleFilter::labelAbsent(span) << qint64(55) << qint64(50);
    QTest::newRow("unknown key: all are outside")
        << SampleFilter::labelAbsent(QStringLiteral("nope")) << qint64(8166) << qint64(160);
    QTest::newRow("unknown key: none are in")
        << SampleFilter::labelEquals(QStringLiteral("nope"), QStringLiteral("1")) << qint64(0)
        << qint64(0);
    QTest::newRow("thread") << SampleFilter::labelIn(QStringLiteral("thread"),
                                                     {QStringLiteral("t1")})
                            << qint64(1000) << qint64(0);
}

void TestSampleFilter::totals()
{
    QFETCH(SampleFilter, filter);
    QFETCH(qint64, total);
    QFETCH(qint64, selfOfA);
    const CallTree::Ptr tree = CallTree::build(m_profile, 0, filter);
    QCOMPARE(tree->totalValue(), total);
    QCOMPARE(int(tree->filter().mode()), int(filter.mode()));
    const FunctionTable table = FunctionTable::compute(*tree);
    qint64 a = 0;
    for (const FunctionStats &s : table.rows()) {
        if (m_profile->functions()[s.function].name == QLatin1String("a"))
            a = s.self;
    }
    QCOMPARE(a, selfOfA);
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestSampleFilter)
#include "tst_samplefilter.moc"

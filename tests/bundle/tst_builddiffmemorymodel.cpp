// SPDX-License-Identifier: MIT
#include "builddifftestsupport.h"

#include "bundle/builddiffmemorymodel.h"

#include <QTest>

using namespace hearth;
using namespace hearth::test;

// The build comparison's memory table: a row per measured test of either build, the RSS
// change of A and B (summed here against the bundles' spans), churn Δ only within a language.
class TestBuildDiffMemoryModel : public QObject
{
    Q_OBJECT

    // The RSS change of a bundle's measured spans, summed straight from the bundle.
    static qint64 rssSum(const Bundle &b)
    {
        qint64 sum = 0;
        for (const Span &s : b.spans())
            sum += s.memory.hasRssChange ? s.memory.rssChangeBytes : 0;
        return sum;
    }
    static int measured(const Bundle &b)
    {
        return int(std::count_if(b.spans().begin(), b.spans().end(),
                                 [](const Span &s) { return !s.memory.isEmpty(); }));
    }

private Q_SLOTS:
    void rows_data()
    {
        addPairColumns();
        QTest::addColumn<int>("matched");
        QTest::addColumn<QStringList>("churnHeaders");
        const QStringList both{QStringLiteral("Δ Churn (Ruby"), QStringLiteral("Δ Churn (CPython")};
        newPairRow("example", "example") << 23 << both;
        newPairRow("example", "small") << 0 << QStringList();
        newPairRow("small", "example") << 0 << QStringList();
        newPairRow("small", "small") << 1 << QStringList{QStringLiteral("Δ Churn (Ruby")};
        newPairRow("example", "hostile") << 23 << both; // a stage renamed in markup
    }
    void rows()
    {
        QFETCH(int, matched);
        QFETCH(QStringList, churnHeaders);
        TestedDiffModel<BuildDiffMemoryModel> t;
        QVERIFY(t.fillFromRow());
        const BuildDiffMemoryModel &m = t.model;
        QCOMPARE(m.rowCount(), measured(*t.a) + measured(*t.b) - matched);
        QCOMPARE(m.columnCount(),
                 int(BuildDiffMemoryModel::FirstChurnColumn) + churnHeaders.size());
        for (int c = 0; c < churnHeaders.size(); ++c)
            QVERIFY(m.headerData(BuildDiffMemoryModel::FirstChurnColumn + c, Qt::Horizontal)
                        .toString()
                        .replace(QLatin1Char('\n'), QLatin1Char(' ')) // a long kind on two lines
                        .startsWith(churnHeaders[c]));
        const qint64 none = BuildDiffTableModel::None;
        qint64 sumA = 0, sumB = 0, previousDelta = std::numeric_limits<qint64>::max();
        int both = 0;
        bool deltaRows = true;
        for (int r = 0; r < m.rowCount(); ++r) {
            auto sort = [&](int column) {
                return m.index(r, column).data(BuildDiffTableModel::SortRole).toLongLong();
            };
            const qint64 rssA = sort(BuildDiffMemoryModel::RssA);
            const qint64 rssB = sort(BuildDiffMemoryModel::RssB);
            sumA += rssA == none ? 0 : rssA;
            sumB += rssB == none ? 0 : rssB;
            const QString test = m.index(r, BuildDiffMemoryModel::Test).data().toString();
            const bool onlyOne = test.endsWith(QLatin1String("(only in A)")) ||
                                 test.endsWith(QLatin1String("(only in B)"));
            both += !onlyOne;
            const qint64 delta = sort(BuildDiffMemoryModel::RssDelta);
            if (rssA != none && rssB != none) {
                QCOMPARE(delta, rssB - rssA);
                // Largest growth first; rows without a Δ after every row with one.
                QVERIFY(deltaRows && delta <= previousDelta);
                previousDelta = delta;
            } else {
                QCOMPARE(delta, none);
                QCOMPARE(m.index(r, BuildDiffMemoryModel::RssDelta).data().toString(),
                         QStringLiteral("–"));
                deltaRows = false;
            }
            if (t.a == t.b) // the same bundle against itself
                QCOMPARE(m.index(r, BuildDiffMemoryModel::RssDelta).data().toString(),
                         delta == none ? QStringLiteral("–") : QStringLiteral("±0"));
            // At most one language's churn column holds a value.
            int churns = 0;
            for (int c = BuildDiffMemoryModel::FirstChurnColumn; c < m.columnCount(); ++c)
                churns += !m.index(r, c).data().toString().isEmpty();
            QVERIFY(churns <= 1);
        }
        QCOMPARE(sumA, rssSum(*t.a));
        QCOMPARE(sumB, rssSum(*t.b));
        QCOMPARE(both, matched);
    }

    void aGrowthIsSigned()
    {
        // small's one test against the example's: no match; against itself "±0" and its churn.
        TestedDiffModel<BuildDiffMemoryModel> t;
        QVERIFY(t.fill(QStringLiteral("small"), QStringLiteral("small")));
        const BuildDiffMemoryModel &m = t.model;
        QCOMPARE(m.rowCount(), 1);
        QCOMPARE(m.index(0, BuildDiffMemoryModel::Stage).data().toString(), QStringLiteral("unit"));
        QCOMPARE(m.index(0, BuildDiffMemoryModel::Test).data().toString(), QStringLiteral("test"));
        QCOMPARE(m.index(0, BuildDiffMemoryModel::RssA).data().toString(),
                 QStringLiteral("-4 KiB"));
        QCOMPARE(m.index(0, BuildDiffMemoryModel::FirstChurnColumn).data().toString(),
                 QStringLiteral("0"));
        QVERIFY(
            m.headerData(BuildDiffMemoryModel::FirstChurnColumn, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(QLatin1String("never compared across languages")));
    }
};

QTEST_GUILESS_MAIN(TestBuildDiffMemoryModel)
#include "tst_builddiffmemorymodel.moc"

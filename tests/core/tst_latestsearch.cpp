// SPDX-License-Identifier: MIT
// LatestSearch: a small tree matched at once, a big one off the calling thread with only the
// newest search's result handed over.
#include "analysis/latestsearch.h"

#include "io/collapsedreader.h"

#include <QTest>

using namespace hearth;

namespace {

// main → wI → xJ, one sample each: 1 + 1 + wide + wide × deep nodes with the root.
CallTree::Ptr treeOf(int wide, int deep)
{
    QByteArray text;
    for (int i = 0; i < wide; ++i)
        for (int j = 0; j < deep; ++j)
            text += "main;w" + QByteArray::number(i) + ";x" + QByteArray::number(j) + " 1\n";
    return CallTree::build(CollapsedReader::parse(text).profile, 0);
}

} // namespace

class TestLatestSearch : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void matches_data();
    void matches();
    void onlyTheNewestArrives();
    void cancelDropsTheResult();
};

void TestLatestSearch::matches_data()
{
    QTest::addColumn<int>("wide");
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<bool>("regex");
    QTest::addColumn<bool>("atOnce");
    QTest::addColumn<qint64>("matched");
    QTest::addColumn<bool>("active");
    QTest::newRow("small") << 10 << QStringLiteral("w1") << false << true << qint64(200) << true;
    QTest::newRow("small, regex") << 10 << QStringLiteral("^x(1|2)$") << true << true << qint64(20)
                                  << true;
    QTest::newRow("big") << 600 << QStringLiteral("w59") << false << false << qint64(2200) << true;
    QTest::newRow("big, regex") << 600 << QStringLiteral("^x(1|2)$") << true << false
                                << qint64(1200) << true;
    QTest::newRow("big, empty pattern") << 600 << QString() << false << true << qint64(0) << false;
    QTest::newRow("big, invalid") << 600 << QStringLiteral("([") << true << false << qint64(0)
                                  << false;
}

void TestLatestSearch::matches()
{
    QFETCH(int, wide);
    QFETCH(QString, pattern);
    QFETCH(bool, regex);
    QFETCH(bool, atOnce);
    QFETCH(qint64, matched);
    QFETCH(bool, active);
    const CallTree::Ptr tree = treeOf(wide, 200);
    QCOMPARE(tree->nodeCount() > LatestSearch::SyncNodes, wide > 100);
    LatestSearch search;
    int calls = 0;
    SearchMatch got;
    const bool now = search.start(tree, pattern, regex, [&](const SearchMatch &m) {
        ++calls;
        got = m;
    });
    QCOMPARE(now, atOnce);
    QCOMPARE(calls, atOnce ? 1 : 0);
    QCOMPARE(search.isPending(), !atOnce);
    QTRY_COMPARE(calls, 1);
    QVERIFY(!search.isPending());
    QCOMPARE(got.isActive(), active);
    QCOMPARE(got.matchedValue(), matched);
    QCOMPARE(got.totalValue(), active ? tree->totalValue() : 0);
}

void TestLatestSearch::onlyTheNewestArrives()
{
    const CallTree::Ptr big = treeOf(600, 200);
    LatestSearch search;
    QStringList arrived;
    for (const char *p : {"w", "w1", "w12", "w123"}) {
        search.start(big, QLatin1String(p), false,
                     [&arrived, p](const SearchMatch &) { arrived << QLatin1String(p); });
    }
    QTRY_VERIFY(!search.isPending());
    QTest::qWait(20); // a dropped result that still arrived would be counted now
    QCOMPARE(arrived, QStringList{QStringLiteral("w123")});
    // A small tree's search supersedes a big one's still running.
    search.start(big, QStringLiteral("w1"), false,
                 [&arrived](const SearchMatch &) { arrived << QStringLiteral("big"); });
    QVERIFY(search.start(treeOf(2, 2), QStringLiteral("w1"), false,
                         [&arrived](const SearchMatch &) { arrived << QStringLiteral("small"); }));
    QVERIFY(!search.isPending());
    QTest::qWait(50);
    QCOMPARE(arrived, (QStringList{QStringLiteral("w123"), QStringLiteral("small")}));
}

void TestLatestSearch::cancelDropsTheResult()
{
    LatestSearch search;
    int calls = 0;
    QVERIFY(!search.start(treeOf(600, 200), QStringLiteral("w1"), false,
                          [&calls](const SearchMatch &) { ++calls; }));
    search.cancel();
    QVERIFY(!search.isPending());
    search.waitForFinished();
    QTest::qWait(50);
    QCOMPARE(calls, 0);
}

QTEST_GUILESS_MAIN(TestLatestSearch)
#include "tst_latestsearch.moc"

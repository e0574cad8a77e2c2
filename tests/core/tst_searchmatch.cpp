// SPDX-License-Identifier: MIT
#include "analysis/calltree.h"
#include "analysis/searchmatch.h"
#include "io/collapsedreader.h"

#include <QTest>

using namespace hearth;

class TestSearchMatch : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void share_data();
    void share();
    void invalidRegex();
    void within();
};

void TestSearchMatch::share_data()
{
    QTest::addColumn<QByteArray>("folded");
    QTest::addColumn<QString>("pattern");
    QTest::addColumn<bool>("regex");
    QTest::addColumn<qint64>("matched");
    QTest::addColumn<quint32>("functions");

    const QByteArray basic = "main;a;b 30\nmain;a;c 10\nmain;d 50\nmain 10\n";
    QTest::newRow("plain leaf") << basic << QStringLiteral("b") << false << qint64(30) << 1u;
    QTest::newRow("case-insensitive") << basic << QStringLiteral("D") << false << qint64(50) << 1u;
    QTest::newRow("nested match counted once")
        << basic << QStringLiteral("^(a|b)$") << true << qint64(40) << 2u;
    QTest::newRow("two branches") << basic << QStringLiteral("^(b|d)$") << true << qint64(80) << 2u;
    QTest::newRow("root frame matches all")
        << basic << QStringLiteral("main") << false << qint64(100) << 1u;
    QTest::newRow("no match") << basic << QStringLiteral("zzz") << false << qint64(0) << 0u;
    QTest::newRow("plain text is not a regex")
        << basic << QStringLiteral("a|b") << false << qint64(0) << 0u;
    // Recursion: r inside r is the same samples.
    QTest::newRow("recursion") << QByteArray("main;r;s;r 10\nmain;r 5\nmain;t 5\n")
                               << QStringLiteral("r") << false << qint64(15) << 1u;
}

void TestSearchMatch::share()
{
    QFETCH(QByteArray, folded);
    QFETCH(QString, pattern);
    QFETCH(bool, regex);
    QFETCH(qint64, matched);
    QFETCH(quint32, functions);
    const ProfileResult r = CollapsedReader::parse(folded);
    QVERIFY(r.ok());
    auto tree = CallTree::build(r.profile, 0);
    const SearchMatch m = SearchMatch::compute(*tree, pattern, regex);
    QVERIFY(m.isActive());
    QCOMPARE(m.matchedValue(), matched);
    QCOMPARE(m.totalValue(), tree->totalValue());
    QCOMPARE(m.matchedFunctions(), functions);
}

void TestSearchMatch::invalidRegex()
{
    const ProfileResult r = CollapsedReader::parse("a;b 1\n");
    auto tree = CallTree::build(r.profile, 0);
    const SearchMatch m = SearchMatch::compute(*tree, QStringLiteral("(["), true);
    QVERIFY(!m.isValid());
    QVERIFY(!m.isActive());
    QVERIFY(!SearchMatch::compute(*tree, QString(), false).isActive());
}

void TestSearchMatch::within()
{
    const ProfileResult r = CollapsedReader::parse("main;a;b 30\nmain;a;c 10\nmain;d;b 50\n");
    auto tree = CallTree::build(r.profile, 0);
    quint32 a = 0;
    for (quint32 n = 1; n < tree->nodeCount(); ++n) {
        if (tree->name(n) == QLatin1String("a"))
            a = n;
    }
    const SearchMatch m = SearchMatch::compute(*tree, QStringLiteral("b"), false, a);
    QCOMPARE(m.totalValue(), 40);
    QCOMPARE(m.matchedValue(), 30);
}

QTEST_GUILESS_MAIN(TestSearchMatch)
#include "tst_searchmatch.moc"

// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "analysis/functiontable.h"
#include "io/collapsedreader.h"
#include "io/pprofreader.h"

#include <QTest>

namespace hearth {

class TestFunctionTable : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void stats_data();
    void stats();
    void recursionTellsTheColumnsApart();
    void sameNameDifferentFiles();
    void sorted_data();
    void sorted();
    void deepRecursion();
};

static FunctionTable tableOf(const QByteArray &text, CallTree::Ptr *treeOut = nullptr)
{
    const ProfileResult r = CollapsedReader::parse(text);
    const CallTree::Ptr t = CallTree::build(r.profile, 0);
    if (treeOut)
        *treeOut = t;
    return FunctionTable::compute(*t);
}

static const FunctionStats *row(const CallTree &t, const FunctionTable &table, const char *name)
{
    const auto &fns = t.profile().functions();
    for (quint32 f = 0; f < fns.size(); ++f) {
        if (fns[f].name == QLatin1String(name))
            return table.find(f);
    }
    return nullptr;
}

void TestFunctionTable::stats_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("function");
    QTest::addColumn<qint64>("self");
    QTest::addColumn<qint64>("largest");
    QTest::addColumn<int>("sites");
    QTest::addColumn<qint64>("inclusive");
    const QByteArray t1("main;a;c 3\nmain;b;c 4\nmain;a 2\nmain 1\n");
    QTest::newRow("root") << t1 << "main" << qint64(1) << qint64(10) << 1 << qint64(10);
    QTest::newRow("two sites") << t1 << "c" << qint64(7) << qint64(4) << 2 << qint64(7);
    QTest::newRow("self and callee") << t1 << "a" << qint64(2) << qint64(5) << 1 << qint64(5);
    const QByteArray t2("f;f;f 1\nf;f 2\nf 4\n"); // pure recursion, one chain
    QTest::newRow("direct recursion") << t2 << "f" << qint64(7) << qint64(7) << 3 << qint64(7);
    const QByteArray t3("a;b;a;b 5\n");
    QTest::newRow("mutual recursion a") << t3 << "a" << qint64(0) << qint64(5) << 2 << qint64(5);
    QTest::newRow("mutual recursion b") << t3 << "b" << qint64(5) << qint64(5) << 2 << qint64(5);
}

void TestFunctionTable::stats()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, function);
    QFETCH(qint64, self);
    QFETCH(qint64, largest);
    QFETCH(int, sites);
    QFETCH(qint64, inclusive);
    CallTree::Ptr tree;
    const FunctionTable table = tableOf(text, &tree);
    const FunctionStats *s = row(*tree, table, qPrintable(function));
    QVERIFY(s);
    QCOMPARE(s->self, self);
    QCOMPARE(s->largestSubtree, largest);
    QCOMPARE(int(s->sites), sites);
    QCOMPARE(s->inclusive, inclusive);
    QCOMPARE(table.total(), tree->totalValue());
}

void TestFunctionTable::recursionTellsTheColumnsApart()
{
    // main;f;f 2   main;f 3   main;g;f 4   main 1
    // Tree: main(10) ─ f(5) ─ f(2)
    //                └ g(4) ─ f(4)
    // f's occurrences have subtrees 5, 2 and 4: their sum is 11 (double counting the
    // recursion), the largest is 5, and the samples with f anywhere are 2 + 3 + 4 = 9.
    CallTree::Ptr tree;
    const FunctionTable table = tableOf("main;f;f 2\nmain;f 3\nmain;g;f 4\nmain 1\n", &tree);
    const FunctionStats *f = row(*tree, table, "f");
    QVERIFY(f);
    const qint64 sumOfOccurrences = 5 + 2 + 4;
    QCOMPARE(f->largestSubtree, 5);
    QCOMPARE(f->inclusive, 9);
    QCOMPARE(f->self, 9);
    QCOMPARE(f->sites, 3u);
    QVERIFY(f->largestSubtree < f->inclusive);
    QVERIFY(f->inclusive < sumOfOccurrences);
    QVERIFY(f->inclusive <= table.total());
    const FunctionStats *g = row(*tree, table, "g");
    QCOMPARE(g->inclusive, 4);
    QCOMPARE(g->self, 0);
}

void TestFunctionTable::sameNameDifferentFiles()
{
    test::PprofMaker m;
    m.sampleType("samples", "count");
    const quint64 main = m.frame("main");
    m.sample({m.frame("init", "a.go"), main}, {1});
    m.sample({m.frame("init", "b.go"), main}, {2});
    const ProfileResult r = PprofReader::parse(m.bytes());
    const CallTree::Ptr t = CallTree::build(r.profile, 0);
    const FunctionTable table = FunctionTable::compute(*t);
    QCOMPARE(table.rows().size(), size_t(3));
    QList<qint64> selfOfInit;
    for (const FunctionStats &s : table.sorted(t->profile(), FunctionTable::SortKey::Name)) {
        if (t->profile().functions()[s.function].name == QLatin1String("init"))
            selfOfInit << s.self;
    }
    QCOMPARE(selfOfInit, (QList<qint64>{1, 2})); // a.go before b.go
}

void TestFunctionTable::sorted_data()
{
    QTest::addColumn<int>("key");
    QTest::addColumn<QString>("order");
    QTest::newRow("self") << int(FunctionTable::SortKey::Self) << "a b c x main";
    QTest::newRow("largest subtree")
        << int(FunctionTable::SortKey::LargestSubtree) << "main a b c x";
    QTest::newRow("sites") << int(FunctionTable::SortKey::Sites) << "b a c main x";
    QTest::newRow("inclusive") << int(FunctionTable::SortKey::Inclusive) << "main a b c x";
    QTest::newRow("name") << int(FunctionTable::SortKey::Name) << "a b c main x";
}

void TestFunctionTable::sorted()
{
    QFETCH(int, key);
    QFETCH(QString, order);
    CallTree::Ptr tree;
    // a: self 6, largest 6, 1 site, inclusive 6
    // b: self 2, largest 3 (main;b with x under it), 2 sites, inclusive 4
    // c: self 2, largest 3, 1 site, inclusive 3
    // x: self 2, largest 2, 1 site, inclusive 2; main: 0, 12, 1, 12
    const FunctionTable table =
        tableOf("main;a 6\nmain;b 1\nmain;c;b 1\nmain;b;x 2\nmain;c 2\n", &tree);
    QStringList names;
    for (const FunctionStats &s : table.sorted(tree->profile(), FunctionTable::SortKey(key)))
        names << tree->profile().functions()[s.function].name;
    QCOMPARE(names.join(QLatin1Char(' ')), order);
}

void TestFunctionTable::deepRecursion()
{
    QByteArray text = "main";
    for (int i = 0; i < 100000; ++i)
        text += ";r";
    text += " 3\nmain 1\n";
    CallTree::Ptr tree;
    const FunctionTable table = tableOf(text, &tree);
    const FunctionStats *r = row(*tree, table, "r");
    QVERIFY(r);
    QCOMPARE(r->sites, 100000u);
    QCOMPARE(r->inclusive, 3);
    QCOMPARE(r->largestSubtree, 3);
    QCOMPARE(r->self, 3);
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestFunctionTable)
#include "tst_functiontable.moc"

// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "io/collapsedreader.h"
#include "io/profilereader.h"
#include "summary/stacksummary.h"

#include <QDir>
#include <QTest>

#include <random>

namespace hearth {

// StackSummary must say what the call tree says: every test holds it to
// FunctionTable::compute() and TreeShape::of() on the CallTree of the same samples.
class TestStackSummary : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAsTheTree_data();
    void sameAsTheTree();
    void readerGivesTheSameStacks_data();
    void readerGivesTheSameStacks();
    void recursion();
    void shapes_data();
    void shapes();
    void wideFunctionIndices();
    void inlinedLocations();
    void negativeValuesUseTheTree();
    void deepStacksDoNotRecurse();
    void twoThreadsAgree_data();
    void twoThreadsAgree();
};

static void expectSame(const StackSummary &got, const StackSummary &want)
{
    QCOMPARE(got.shape.total, want.shape.total);
    QCOMPARE(got.shape.records, want.shape.records);
    QCOMPARE(got.shape.maxDepth, want.shape.maxDepth);
    QCOMPARE(got.shape.hasNodes, want.shape.hasNodes);
    QCOMPARE(got.shape.chain, want.shape.chain);
    QCOMPARE(got.table.total(), want.table.total());
    QCOMPARE(got.table.rows().size(), want.table.rows().size());
    for (const FunctionStats &w : want.table.rows()) {
        const FunctionStats *g = got.table.find(w.function);
        QVERIFY2(g, qPrintable(QStringLiteral("function %1 missing").arg(w.function)));
        QCOMPARE(g->self, w.self);
        QCOMPARE(g->largestSubtree, w.largestSubtree);
        QCOMPARE(g->sites, w.sites);
        QCOMPARE(g->inclusive, w.inclusive);
    }
}

static StackSummary viaTree(const Profile::Ptr &p, int type)
{
    return StackSummary::ofTree(*CallTree::build(p, type));
}

static StackSummary viaStacks(const Profile::Ptr &p, int type)
{
    const FlatStacks flat = FlatStacks::fromProfile(*p, type);
    return StackSummary::compute(flat);
}

void TestStackSummary::sameAsTheTree_data()
{
    test::addFlatStackTypeRows();
}

void TestStackSummary::sameAsTheTree()
{
    QFETCH(QString, file);
    QFETCH(int, type);
    const ProfileResult r = ProfileReader::readFile(file);
    QVERIFY(r.ok());
    const StackSummary want = viaTree(r.profile, type);
    QVERIFY(want.shape.hasNodes || want.shape.total == 0);
    expectSame(viaStacks(r.profile, type), want);
}

void TestStackSummary::readerGivesTheSameStacks_data()
{
    sameAsTheTree_data();
}

void TestStackSummary::readerGivesTheSameStacks()
{
    QFETCH(QString, file);
    QFETCH(int, type);
    const ProfileResult flat = test::readFlat(file, type);
    QVERIFY2(flat.ok(), qPrintable(flat.error.toString()));
    const ProfileResult full = ProfileReader::readFile(file);
    QVERIFY(full.ok());
    // pprof, folded stacks and perf script read flat stacks; other formats ignore the option.
    QVERIFY(flat.flat);
    QCOMPARE(flat.flat->sampleType(), type);
    QCOMPARE(flat.profile->sampleCount(), 0u); // no samples, no trie, no locations
    QVERIFY(flat.profile->locations().empty());
    if (!file.endsWith(QLatin1String(".folded")))
        QVERIFY(!flat.profile->hasStacksFor(type));
    // The rest of the profile is as a full read gives it.
    QCOMPARE(flat.profile->sampleTypes(), full.profile->sampleTypes());
    QCOMPARE(flat.profile->defaultSampleType(), full.profile->defaultSampleType());
    QCOMPARE(flat.profile->functions().size(), full.profile->functions().size());
    for (int t = 0; t < full.profile->sampleTypes().size(); ++t) {
        QCOMPARE(flat.profile->totalValue(t), full.profile->totalValue(t));
        QCOMPARE(flat.profile->sampleRecordCount(t), full.profile->sampleRecordCount(t));
    }
    const FlatStacks fromFull = FlatStacks::fromProfile(*full.profile, type);
    // The full read merges the records of one stack (ProfileBuilder::mergeSamples()) and
    // FlatStacks::addSample() the samples of one stack of frames: the records, the stacks and
    // the frames are the same. The folded reader lays its lines out as they come.
    QCOMPARE(flat.flat->recordCount(), fromFull.recordCount());
    if (!file.endsWith(QLatin1String(".folded")) ||
        full.profile->keptRecordCount() == full.profile->sampleCount()) {
        QCOMPARE(flat.flat->sampleCount(), fromFull.sampleCount());
        QCOMPARE(flat.flat->frameCount(), fromFull.frameCount());
    } else {
        QVERIFY(fromFull.sampleCount() < flat.flat->sampleCount());
    }
    expectSame(StackSummary::compute(*flat.flat), viaTree(full.profile, type));
}

void TestStackSummary::recursion()
{
    // Largest subtree < Inclusive < the sum of f's occurrences.
    const ProfileResult r = CollapsedReader::parse("main;f;g;f;h 4\nmain;f;g 2\nmain;k;f 3\n");
    QVERIFY(r.ok());
    const StackSummary s = viaStacks(r.profile, 0);
    expectSame(s, viaTree(r.profile, 0));
    quint32 f = 0;
    while (r.profile->functions()[f].name != QLatin1String("f"))
        ++f;
    const FunctionStats *row = s.table.find(f);
    QVERIFY(row);
    QCOMPARE(row->sites, 3u);
    QCOMPARE(row->largestSubtree, 6);
    QCOMPARE(row->inclusive, 9);
    QCOMPARE(row->self, 3); // main;k;f
}

void TestStackSummary::shapes_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("chain");
    QTest::addColumn<uint>("maxDepth");
    QTest::addColumn<bool>("hasNodes");
    QTest::newRow("one sample") << QByteArray("a;b;c 1\n") << true << 3u << true;
    QTest::newRow("linear, self on the way")
        << QByteArray("a;b;c 5\na;b 2\na 1\n") << true << 3u << true;
    QTest::newRow("branch at the root") << QByteArray("a 1\nb 1\n") << false << 1u << true;
    QTest::newRow("branch deep") << QByteArray("a;b;c;d 1\na;b;c;e;f 1\n") << false << 5u << true;
    QTest::newRow("duplicates merge") << QByteArray("a;b 1\na;b 2\na;b 3\n") << true << 2u << true;
    QTest::newRow("zero values do not count")
        << QByteArray("a;b 1\nx;y;z 0\n") << true << 2u << true;
    QTest::newRow("nothing") << QByteArray("a;b 0\n") << true << 0u << false;
}

void TestStackSummary::shapes()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, chain);
    QFETCH(uint, maxDepth);
    QFETCH(bool, hasNodes);
    const ProfileResult r = CollapsedReader::parse(text);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    const StackSummary s = viaStacks(r.profile, 0);
    expectSame(s, viaTree(r.profile, 0));
    QCOMPARE(s.shape.chain, chain);
    QCOMPARE(s.shape.maxDepth, maxDepth);
    QCOMPARE(s.shape.hasNodes, hasNodes);
}

void TestStackSummary::wideFunctionIndices()
{
    // More functions than 16 bits number: the frames are stored in 32 bits.
    QByteArray text;
    for (int i = 0; i < 70000; ++i)
        text += "main;f" + QByteArray::number(i) + (i % 3 ? ";g " : ";f0 ") +
                QByteArray::number(i % 7 + 1) + '\n';
    const ProfileResult r = CollapsedReader::parse(text);
    QVERIFY(r.ok());
    const FlatStacks flat = FlatStacks::fromProfile(*r.profile, 0);
    QVERIFY(flat.wide());
    expectSame(StackSummary::compute(flat), viaTree(r.profile, 0));
}

void TestStackSummary::inlinedLocations()
{
    // A location with inlined calls is several frames, the caller first; one that is not
    // symbolised is a frame named after its address.
    test::PprofMaker m;
    m.sampleType("cpu", "nanoseconds");
    const quint64 main = m.function("main"), outer = m.function("outer"),
                  inner = m.function("inner");
    const quint64 lm = m.location({main});
    const quint64 inl = m.location({inner, outer, inner});
    const quint64 raw = m.location({}, m.mapping("/bin/app"), 0x401000);
    m.sample({inl, lm}, {10});
    m.sample({raw, inl, lm}, {20});
    m.sample({lm}, {5});
    ReadOptions options;
    options.flatStacks = true;
    const ProfileResult flat = ProfileReader::readBytes(m.bytes(), QStringLiteral("i.pb"), options);
    QVERIFY2(flat.ok(), qPrintable(flat.error.toString()));
    QVERIFY(flat.flat);
    QCOMPARE(flat.flat->frameCount(), size_t(4 + 5 + 1));
    const ProfileResult full = ProfileReader::readBytes(m.bytes(), QStringLiteral("i.pb"));
    const StackSummary s = StackSummary::compute(*flat.flat);
    expectSame(s, viaTree(full.profile, 0));
    QCOMPARE(s.shape.maxDepth, 5u);
    QCOMPARE(s.table.rows().size(), size_t(4));
}

void TestStackSummary::negativeValuesUseTheTree()
{
    // A diff profile: +5 and -5 on the same stack cancel, the tree drops the node.
    test::PprofMaker m;
    m.sampleType("samples", "count");
    const quint64 a = m.function("a"), b = m.function("b"), c = m.function("c");
    const quint64 la = m.location({a}), lb = m.location({b}), lc = m.location({c});
    m.sample({lb, la}, {5});
    m.sample({lb, la}, {-5});
    m.sample({lc, la}, {3});
    const QByteArray data = m.bytes();
    ReadOptions options;
    options.flatStacks = true;
    const ProfileResult flat = ProfileReader::readBytes(data, QStringLiteral("diff.pb"), options);
    QVERIFY2(flat.ok(), qPrintable(flat.error.toString()));
    QVERIFY(flat.flat && flat.flat->treeNeeded());
    const ProfileResult full = ProfileReader::readBytes(data, QStringLiteral("diff.pb"));
    QVERIFY(full.ok());
    const StackSummary s = StackSummary::ofProfile(full.profile, 0);
    expectSame(s, viaTree(full.profile, 0));
    QCOMPARE(s.table.rows().size(), size_t(2)); // a and c; b cancelled out
}

void TestStackSummary::deepStacksDoNotRecurse()
{
    // Two samples sharing a 200 000-frame prefix, then a chain of the same depth.
    QByteArray prefix;
    for (int i = 0; i < 200000; ++i)
        prefix += (i % 2 ? "f;" : "g;");
    const QByteArray text = prefix + "x 1\n" + prefix + "y;" + prefix + "z 2\n";
    const ProfileResult r = CollapsedReader::parse(text);
    QVERIFY(r.ok());
    const StackSummary s = viaStacks(r.profile, 0);
    expectSame(s, viaTree(r.profile, 0));
    QCOMPARE(s.shape.maxDepth, 400002u);
}

void TestStackSummary::twoThreadsAgree_data()
{
    // Enough samples for two threads, under a trunk that one thread walks first: a long one,
    // none, one with recursion through it, and one ending in self time.
    QTest::addColumn<QByteArray>("trunk");
    QTest::newRow("long trunk") << QByteArray("main;run;loop;step;");
    QTest::newRow("no trunk") << QByteArray();
    QTest::newRow("recursive trunk") << QByteArray("f;g;f;g;");
    QTest::newRow("self on the trunk") << QByteArray("main;");
}

void TestStackSummary::twoThreadsAgree()
{
    QFETCH(QByteArray, trunk);
    std::mt19937 rng(7);
    QByteArray text;
    for (int i = 0; i < 40000; ++i) {
        QByteArray line = trunk;
        const int depth = int(rng() % 12);
        for (int d = 0; d < depth; ++d)
            line += "fn" + QByteArray::number(int(rng() % (d < 2 ? 3 : 40))) + ';';
        line += (rng() % 5 ? "leaf" : "f");
        text += line + ' ' + QByteArray::number(int(rng() % 9) + 1) + '\n';
        if (i % 100 == 0 && !trunk.isEmpty())
            text += trunk.chopped(1) + " 3\n"; // self time on the trunk
    }
    const ProfileResult r = CollapsedReader::parse(text);
    QVERIFY(r.ok());
    QVERIFY(r.profile->sampleCount() >= 20000);
    expectSame(viaStacks(r.profile, 0), viaTree(r.profile, 0));
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestStackSummary)
#include "tst_stacksummary.moc"

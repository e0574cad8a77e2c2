// SPDX-License-Identifier: MIT
#include "readertestsupport.h"
#include "testsupport.h"

#include "io/pprofwriter.h"

#include <QTest>

namespace hearth {

class TestPprofWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void subtree_data();
    void subtree();
};

namespace {

Profile::Ptr read(const QByteArray &data)
{
    const ProfileResult r = ProfileReader::readBytes(data, QStringLiteral("in"));
    return r.ok() ? r.profile : nullptr;
}

// Self and inclusive per function of the subtree under `node` (its ancestors are the common
// prefix: inclusive for each of them is the subtree's total), from the tree's arrays.
test::Weights subtreeWeights(const CallTree &tree, quint32 node)
{
    test::Weights w;
    const auto &functions = tree.profile().functions();
    auto key = [&](quint32 n) -> QString {
        const Function &f = functions[tree.function(n)];
        return f.name + QLatin1Char('\t') + f.file;
    };
    for (quint32 n = node; n < tree.subtreeEnd(node); ++n) {
        if (n == 0 || tree.self(n) == 0)
            continue;
        QStringList frames;
        for (quint32 a = n; a != 0; a = tree.parent(a))
            frames << key(a);
        test::addStack(&w.self, &w.inclusive, frames.first(), frames, tree.self(n));
        w.total += tree.self(n);
    }
    return w;
}

} // namespace

void TestPprofWriter::roundTrip_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("type"); // -1: the default
    QTest::newRow("pprof, go cpu") << test::readData("go-cpu-small.pb.gz") << -1;
    QTest::newRow("pprof, go heap, alloc_space") << test::readData("go-heap-small.pb.gz") << 1;
    QTest::newRow("handmade pprof") << test::readData("handmade.pb") << -1;
    QTest::newRow("folded") << test::readData("perf-gxx.folded") << -1;
    QTest::newRow("cpuprofile") << test::readData("node-tiny.cpuprofile") << -1;
    QTest::newRow("chrome trace, main thread") << test::readData("handmade.trace.json") << 0;
    QTest::newRow("perf script, rust") << test::readData("rust.perf.txt") << -1;
    QTest::newRow("speedscope") << test::readData("handmade.speedscope.json") << -1;
    QTest::newRow("stackprof") << test::readData("handmade.stackprof.json") << -1;
}

void TestPprofWriter::roundTrip()
{
    // Written as pprof and read back: the same sample type, total, and Self and Inclusive of
    // every function (name and file).
    QFETCH(QByteArray, data);
    QFETCH(int, type);
    const Profile::Ptr p = read(data);
    QVERIFY(p);
    const int t = type < 0 ? p->defaultSampleType() : type;
    const CallTree::Ptr tree = CallTree::build(p, t);
    const QByteArray written = PprofWriter::toBytes(*tree);
    QVERIFY(written.startsWith("\x1f\x8b")); // gzip, as pprof tools expect
    QCOMPARE(ProfileReader::sniff(test::gunzip(written)), ProfileReader::Format::Pprof);
    const Profile::Ptr back = read(written);
    QVERIFY(back);
    QCOMPARE(back->sampleTypes().size(), 1);
    QCOMPARE(back->sampleTypes()[0], p->sampleTypes()[t]);
    QCOMPARE(back->totalValue(0), tree->totalValue());
    const test::Weights want = subtreeWeights(*tree, 0);
    const test::Weights got = test::readerWeights(back, 0, 1, test::FunctionKey::NameAndFile);
    QCOMPARE(got.total, want.total);
    QCOMPARE(got.self, want.self);
    QCOMPARE(got.inclusive, want.inclusive);
}

void TestPprofWriter::subtree_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::newRow("go cpu") << test::readData("go-cpu-small.pb.gz");
    QTest::newRow("cpuprofile") << test::readData("node-tiny.cpuprofile");
}

void TestPprofWriter::subtree()
{
    // A focused node deep in the tree: its subtree, below its ancestors.
    QFETCH(QByteArray, data);
    const Profile::Ptr p = read(data);
    QVERIFY(p);
    const CallTree::Ptr tree = CallTree::build(p, p->defaultSampleType());
    quint32 node = 0;
    for (quint32 n = 1; n < tree->nodeCount(); ++n)
        if (tree->depth(n) >= 2 && tree->hasChildren(n) &&
            (node == 0 || tree->total(n) > tree->total(node)))
            node = n;
    QVERIFY(node != 0);
    const Profile::Ptr back = read(PprofWriter::toBytes(*tree, node));
    QVERIFY(back);
    QCOMPARE(back->totalValue(0), tree->total(node));
    const test::Weights want = subtreeWeights(*tree, node);
    const test::Weights got = test::readerWeights(back, 0, 1, test::FunctionKey::NameAndFile);
    QCOMPARE(got.self, want.self);
    QCOMPARE(got.inclusive, want.inclusive);
    QVERIFY(PprofWriter::toBytes(*tree, tree->nodeCount()).isEmpty());
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestPprofWriter)
#include "tst_pprofwriter.moc"

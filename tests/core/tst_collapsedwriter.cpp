// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "analysis/calltree.h"
#include "io/collapsedreader.h"
#include "io/collapsedwriter.h"
#include "profile/profilebuilder.h"

#include <QBuffer>
#include <QTest>

namespace hearth {

class TestCollapsedWriter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void write_data();
    void write();
    void subtree();
    void awkwardNames();
    void roundTripRealFile();
    void roundTripHashRoot();
    void failingDevice();
};

static CallTree::Ptr treeOf(const QByteArray &folded)
{
    const ProfileResult r = CollapsedReader::parse(folded);
    return r.ok() ? CallTree::build(r.profile, 0) : nullptr;
}

void TestCollapsedWriter::write_data()
{
    QTest::addColumn<QByteArray>("in");
    QTest::addColumn<QByteArray>("out"); // merged, children sorted by name, self values
    QTest::newRow("one") << QByteArray("a;b 1\n") << QByteArray("a;b 1\n");
    QTest::newRow("merged and sorted")
        << QByteArray("m;z 1\nm;a 2\nm;z 3\n") << QByteArray("m;a 2\nm;z 4\n");
    QTest::newRow("self in the middle") << QByteArray("m 5\nm;x 1\n") << QByteArray("m 5\nm;x 1\n");
    QTest::newRow("zero counts dropped")
        << QByteArray("m 0\nm;x 0\nm;y 2\n") << QByteArray("m;y 2\n");
    QTest::newRow("recursion") << QByteArray("f;f;f 1\nf 2\n") << QByteArray("f 2\nf;f;f 1\n");
    QTest::newRow("empty") << QByteArray() << QByteArray();
}

void TestCollapsedWriter::write()
{
    QFETCH(QByteArray, in);
    QFETCH(QByteArray, out);
    const CallTree::Ptr tree = treeOf(in);
    QVERIFY(tree);
    QCOMPARE(CollapsedWriter::toBytes(*tree), out);
}

void TestCollapsedWriter::subtree()
{
    const CallTree::Ptr tree = treeOf("m;a;x 1\nm;a;y 2\nm;b 4\nm 8\n");
    QVERIFY(tree);
    // m is node 1, a is node 2 (children sorted: a before b).
    QCOMPARE(tree->name(2), QStringLiteral("a"));
    QCOMPARE(CollapsedWriter::toBytes(*tree, 2), QByteArray("m;a;x 1\nm;a;y 2\n"));
    QCOMPARE(CollapsedWriter::toBytes(*tree, 1), QByteArray("m 8\nm;a;x 1\nm;a;y 2\nm;b 4\n"));
    QBuffer buf;
    buf.open(QIODevice::WriteOnly);
    QVERIFY(!CollapsedWriter::write(*tree, &buf, tree->nodeCount())); // no such node
}

void TestCollapsedWriter::awkwardNames()
{
    ProfileBuilder b;
    b.setSampleTypes({{QStringLiteral("samples"), QStringLiteral("count")}});
    const Line l1{b.addFunction({QStringLiteral("two\nlines"), {}, {}, 0}), 0};
    const Line l2{b.addFunction({QString(), {}, QStringLiteral("anon.go"), 0}), 0};
    const quint32 a = b.addLocation(Location::NoMapping, 0, std::span<const Line>(&l1, 1));
    const quint32 c = b.addLocation(Location::NoMapping, 0, std::span<const Line>(&l2, 1));
    const quint32 stack[] = {c, a};
    const qint64 v = 3;
    b.addSample(stack, std::span<const qint64>(&v, 1));
    const CallTree::Ptr tree = CallTree::build(b.finish(), 0);
    QCOMPARE(CollapsedWriter::toBytes(*tree), QByteArray("two lines;? 3\n"));
}

void TestCollapsedWriter::roundTripRealFile()
{
    const ProfileResult r = CollapsedReader::parse(test::readData("perf-gxx.folded"));
    QVERIFY(r.ok());
    const CallTree::Ptr tree = CallTree::build(r.profile, 0);
    const QByteArray once = CollapsedWriter::toBytes(*tree);
    const CallTree::Ptr again = treeOf(once);
    QVERIFY(again);
    QCOMPARE(again->totalValue(), tree->totalValue());
    QCOMPARE(again->nodeCount(), tree->nodeCount());
    QCOMPARE(CollapsedWriter::toBytes(*again), once); // a fixed point
}

void TestCollapsedWriter::roundTripHashRoot()
{
    // A root frame starting with `#` is not a comment when its line ends in a count.
    const QByteArray text("#define;b 3\n#x 2\nmain;#y 1\n");
    const CallTree::Ptr tree = treeOf(text);
    QVERIFY(tree);
    QCOMPARE(tree->totalValue(), 6);
    const QByteArray once = CollapsedWriter::toBytes(*tree);
    QCOMPARE(once, QByteArray("#define;b 3\n#x 2\nmain;#y 1\n"));
    const CallTree::Ptr again = treeOf(once);
    QVERIFY(again);
    QCOMPARE(again->nodeCount(), tree->nodeCount());
    QCOMPARE(CollapsedWriter::toBytes(*again), once);
}

class FullDevice : public QIODevice
{
protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *, qint64) override { return -1; }
};

void TestCollapsedWriter::failingDevice()
{
    const CallTree::Ptr tree = treeOf("a 1\n");
    FullDevice dev;
    dev.open(QIODevice::WriteOnly);
    QVERIFY(!CollapsedWriter::write(*tree, &dev));
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestCollapsedWriter)
#include "tst_collapsedwriter.moc"

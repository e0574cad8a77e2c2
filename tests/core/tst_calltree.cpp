// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "analysis/calltree.h"
#include "io/collapsedreader.h"
#include "io/pprofreader.h"
#include "io/profilereader.h"

#include <QTest>

namespace hearth {

class TestCallTree : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shape_data();
    void shape();
    void inlinedFramesInOrder();
    void sameNameDifferentFiles();
    void invalidSampleType();
    void deepStack();
    void realFileTotals();
    void fromNodesSelf_data();
    void fromNodesSelf();
};

static Profile::Ptr folded(const QByteArray &text)
{
    const ProfileResult r = CollapsedReader::parse(text);
    return r.ok() ? r.profile : nullptr;
}

// A readable dump: one "path=self/total" per node in pre-order, root excluded.
static QString dump(const CallTree &t)
{
    QStringList out;
    for (quint32 n = 1; n < t.nodeCount(); ++n) {
        QStringList names;
        for (quint32 f : t.path(n))
            names << t.profile().functions()[f].name;
        out << names.join(QLatin1Char(';')) + QLatin1Char('=') + QString::number(t.self(n)) +
                   QLatin1Char('/') + QString::number(t.total(n));
    }
    return out.join(QLatin1Char(' '));
}

void TestCallTree::shape_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<int>("maxDepth");
    QTest::newRow("linear") << QByteArray("a;b;c 2\n") << "a=0/2 a;b=0/2 a;b;c=2/2" << 3;
    QTest::newRow("merged, sorted by name")
        << QByteArray("m;z 1\nm;b 2\nm;z 3\nm 4\n") << "m=4/10 m;b=2/2 m;z=4/4" << 2;
    QTest::newRow("recursion stays a path")
        << QByteArray("f;f;g 1\nf;g 2\n") << "f=0/3 f;f=0/1 f;f;g=1/1 f;g=2/2" << 3;
    QTest::newRow("two roots") << QByteArray("b 1\na 2\n") << "a=2/2 b=1/1" << 1;
    QTest::newRow("zero samples leave no nodes")
        << QByteArray("a;b 0\na;c 1\n") << "a=0/1 a;c=1/1" << 2;
    QTest::newRow("empty") << QByteArray() << QString() << 0;
}

void TestCallTree::shape()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, expected);
    QFETCH(int, maxDepth);
    const Profile::Ptr p = folded(text);
    QVERIFY(p);
    const CallTree::Ptr t = CallTree::build(p, 0);
    QCOMPARE(dump(*t), expected);
    QCOMPARE(int(t->maxDepth()), maxDepth);
    QCOMPARE(t->totalValue(), p->totalValue(0));
    QCOMPARE(t->function(0), CallTree::NoFunction);
    QCOMPARE(t->subtreeEnd(0), t->nodeCount());
    // The layout invariants: children follow their parent; siblings chain by subtreeEnd.
    for (quint32 n = 1; n < t->nodeCount(); ++n) {
        QVERIFY(t->parent(n) < n);
        QCOMPARE(t->depth(n), t->depth(t->parent(n)) + 1);
        QVERIFY(t->subtreeEnd(n) <= t->subtreeEnd(t->parent(n)));
        qint64 childSum = 0;
        for (quint32 c : t->children(n))
            childSum += t->total(c);
        QCOMPARE(t->total(n), t->self(n) + childSum);
        QCOMPARE(size_t(t->childCount(n)), t->children(n).size());
    }
}

void TestCallTree::inlinedFramesInOrder()
{
    test::PprofMaker m;
    m.sampleType("samples", "count");
    const quint64 lMain = m.frame("main");
    const quint64 lInl = m.location({m.function("inner"), m.function("outer")});
    m.sample({lInl, lMain}, {2});
    const ProfileResult r = PprofReader::parse(m.bytes());
    QVERIFY(r.ok());
    const CallTree::Ptr t = CallTree::build(r.profile, 0);
    QCOMPARE(dump(*t), QStringLiteral("main=0/2 main;outer=0/2 main;outer;inner=2/2"));
}

void TestCallTree::sameNameDifferentFiles()
{
    test::PprofMaker m;
    m.sampleType("samples", "count");
    const quint64 main = m.frame("main");
    m.sample({m.frame("init", "b.go"), main}, {1});
    m.sample({m.frame("init", "a.go"), main}, {2});
    const ProfileResult r = PprofReader::parse(m.bytes());
    QVERIFY(r.ok());
    const CallTree::Ptr t = CallTree::build(r.profile, 0);
    QCOMPARE(t->nodeCount(), 4u);
    const auto kids = t->children(1);
    QCOMPARE(kids.size(), size_t(2));
    // Sorted by name, then file.
    QCOMPARE(t->profile().functions()[t->function(kids[0])].file, QStringLiteral("a.go"));
    QCOMPARE(t->total(kids[0]), 2);
    QCOMPARE(t->profile().functions()[t->function(kids[1])].file, QStringLiteral("b.go"));
    QCOMPARE(t->total(kids[1]), 1);
}

void TestCallTree::invalidSampleType()
{
    const Profile::Ptr p = folded("a 1\n");
    for (int type : {-1, 1, 99}) {
        const CallTree::Ptr t = CallTree::build(p, type);
        QCOMPARE(t->nodeCount(), 1u);
        QCOMPARE(t->totalValue(), 0);
    }
}

void TestCallTree::deepStack()
{
    QByteArray text = "main";
    for (int i = 0; i < 100000; ++i)
        text += i % 2 ? ";even" : ";odd";
    text += " 5\n";
    const Profile::Ptr p = folded(text);
    QVERIFY(p);
    const CallTree::Ptr t = CallTree::build(p, 0);
    QCOMPARE(t->nodeCount(), 100002u);
    QCOMPARE(t->maxDepth(), 100001u);
    QCOMPARE(t->total(1), 5);
    QCOMPARE(t->self(100001), 5);
    QCOMPARE(t->path(100001).size(), size_t(100001));
}

void TestCallTree::realFileTotals()
{
    const ProfileResult r = ProfileReader::readFile(test::dataPath("go-heap-small.pb.gz"));
    QVERIFY(r.ok());
    for (int type = 0; type < r.profile->sampleTypes().size(); ++type) {
        const CallTree::Ptr t = CallTree::build(r.profile, type);
        QCOMPARE(t->totalValue(), r.profile->totalValue(type));
        qint64 selfSum = 0;
        for (quint32 n = 0; n < t->nodeCount(); ++n)
            selfSum += t->self(n);
        QCOMPARE(selfSum, t->totalValue());
        QVERIFY(t->maxDepth() <= 32);
    }
}

void TestCallTree::fromNodesSelf_data()
{
    // root → a → (b, c), root → d, in pre-order; totals include the children's.
    QTest::addColumn<QList<qint64>>("self");
    QTest::addColumn<QList<qint64>>("total");
    QTest::addColumn<bool>("kept");
    QTest::newRow("totals add up")
        << QList<qint64>{1, 2, 3, 4, 5} << QList<qint64>{15, 9, 3, 4, 5} << false;
    QTest::newRow("negative values")
        << QList<qint64>{0, -2, 3, -4, 5} << QList<qint64>{2, -3, 3, -4, 5} << false;
    // A tree whose totals are not their self plus children's (a sandwich's callees, where
    // a recursive function's inclusive value is counted once): the self values are kept.
    QTest::newRow("inclusive counted once")
        << QList<qint64>{0, 2, 3, 4, 5} << QList<qint64>{10, 5, 3, 4, 5} << true;
}

void TestCallTree::fromNodesSelf()
{
    QFETCH(QList<qint64>, self);
    QFETCH(QList<qint64>, total);
    QFETCH(bool, kept);
    const Profile::Ptr p = folded("a;b 1\na;c 1\nd 1\n");
    QVERIFY(p);
    const CallTree::Ptr t = CallTree::fromNodes(p, 0, {CallTree::NoFunction, 0, 1, 2, 3},
                                                {0, 0, 1, 1, 0}, {5, 4, 3, 4, 5}, {0, 1, 2, 2, 1},
                                                std::vector<qint64>(self.begin(), self.end()),
                                                std::vector<qint64>(total.begin(), total.end()));
    QCOMPARE(t->maxDepth(), 2u);
    for (quint32 n = 0; n < 5; ++n) {
        QCOMPARE(t->self(n), self[n]);
        QCOMPARE(t->total(n), total[n]);
        QCOMPARE(t->depth(n), std::vector<quint32>({0, 1, 2, 2, 1})[n]);
    }
    // 20 bytes a node, and 8 more where the self values are kept.
    QCOMPARE(t->memoryBytes(), size_t(5 * (kept ? 28 : 20)));
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestCallTree)
#include "tst_calltree.moc"

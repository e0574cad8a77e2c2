// SPDX-License-Identifier: MIT
#include "profile/pairindex.h"

#include <QTest>

#include <vector>

namespace hearth {

class TestPairIndex : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void growsAndFinds_data();
    void growsAndFinds();
    void stopsGrowingOnceCancelled_data();
    void stopsGrowingOnceCancelled();
};

namespace {

// Node n (1-based) has parent n / 3 and key n % 7: distinct (parent, key) pairs.
struct Nodes
{
    std::vector<quint32> parents{0}, keys{0};
    quint32 add(PairIndex &index)
    {
        const quint32 n = quint32(parents.size());
        parents.push_back(n / 3);
        keys.push_back(n % 7 + 8 * n);
        index.insert(PairIndex::hashOf(parents[n], keys[n]), n);
        return n;
    }
    quint32 find(const PairIndex &index, quint32 n) const
    {
        return index.find(parents[n], keys[n], PairIndex::hashOf(parents[n], keys[n]), parents,
                          keys);
    }
};

} // namespace

void TestPairIndex::growsAndFinds_data()
{
    QTest::addColumn<int>("count");
    QTest::newRow("no growth") << 500;
    QTest::newRow("doubling") << 5000;
    QTest::newRow("past 1 M slots (growing by half)") << 1200000;
    // Growing past 2 M slots gives the old table back and maps the new one in 16 MiB steps.
    QTest::newRow("past 4 M slots (growing in steps)") << 5000000;
}

void TestPairIndex::growsAndFinds()
{
    QFETCH(int, count);
    std::atomic<bool> stop{false};
    PairIndex index(512);
    index.setStop(&stop); // never set: grows as without one
    Nodes nodes;
    for (int i = 0; i < count; ++i)
        nodes.add(index);
    QVERIFY(!index.stopped());
    QCOMPARE(index.count(), size_t(count));
    for (quint32 n = 1; n <= quint32(count); ++n) {
        if (nodes.find(index, n) != n)
            QFAIL(qPrintable(QStringLiteral("node %1 not found").arg(n)));
    }
    QCOMPARE(index.find(12345678, 1, PairIndex::hashOf(12345678, 1), nodes.parents, nodes.keys),
             0u);
}

void TestPairIndex::stopsGrowingOnceCancelled_data()
{
    QTest::addColumn<bool>("byReserve");
    QTest::newRow("growing as it fills") << false;
    QTest::newRow("reserve") << true;
}

void TestPairIndex::stopsGrowingOnceCancelled()
{
    // The flag set before the index must grow: it keeps its table (everything in it still
    // found), adds nothing more, and says it stopped; inserting on does not hang.
    QFETCH(bool, byReserve);
    std::atomic<bool> stop{false};
    PairIndex index(512); // 1024 slots, grows past 768 entries
    index.setStop(&stop);
    Nodes nodes;
    for (int i = 0; i < 700; ++i)
        nodes.add(index);
    stop = true;
    if (byReserve)
        index.reserve(size_t(1) << 24);
    for (int i = 0; i < 5000; ++i)
        nodes.add(index);
    QVERIFY(index.stopped());
    for (quint32 n = 1; n <= 700; ++n)
        QCOMPARE(nodes.find(index, n), n);
    QVERIFY(index.count() < 1024);
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestPairIndex)
#include "tst_pairindex.moc"

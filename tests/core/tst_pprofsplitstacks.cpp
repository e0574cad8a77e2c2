// SPDX-License-Identifier: MIT
#include "io/pprofsplitstacks.h"

#include <QTest>

#include <atomic>
#include <numeric>

namespace hearth::pprof {

class TestPprofSplitStacks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void mergeAndStop_data();
    void mergeAndStop();
};

void TestPprofSplitStacks::mergeAndStop_data()
{
    QTest::addColumn<bool>("stopped");
    QTest::newRow("merged whole") << false;
    // A 1 GB pprof's tries have millions of nodes: a Cancel must not wait for their merge.
    QTest::newRow("stop flag set") << true;
}

void TestPprofSplitStacks::mergeAndStop()
{
    QFETCH(bool, stopped);
    // `other`: one stack of 1.2 M frames (root first 1, 2, 3, …), more nodes than the merge
    // goes through between two looks at the flag. `base` shares its first three levels.
    constexpr quint32 Deep = 1200000;
    std::vector<quint32> leafFirst(Deep);
    std::iota(leafFirst.rbegin(), leafFirst.rend(), 1u);
    StackTrie other;
    other.addStack(leafFirst);
    StackTrie base;
    base.addStack(std::vector<quint32>{3, 2, 1});
    base.addStack(std::vector<quint32>{77, 1});
    const quint32 baseCount = base.nodeCount();
    QCOMPARE(baseCount, 5u);
    std::atomic<bool> stop{stopped};
    base.setStop(&stop);
    std::vector<quint32> parents, locations, remap;
    SplitStacks::merge(base, other, parents, locations, remap);
    QCOMPARE(base.stopped(), stopped);
    if (stopped)
        return; // incomplete: the reader throws it away
    QCOMPARE(parents.size(), size_t(baseCount + Deep - 3));
    QCOMPARE(locations.size(), parents.size());
    // The three shared levels are base's nodes; the rest hang below them in order.
    for (quint32 n = 1; n <= Deep; ++n) {
        const quint32 to = remap[n];
        QVERIFY(to < parents.size());
        QCOMPARE(locations[to], n);
        QCOMPARE(parents[to], remap[n - 1]);
        if (n <= 3)
            QVERIFY(to < baseCount);
        else
            QCOMPARE(to, baseCount + n - 4);
    }
}

} // namespace hearth::pprof

QTEST_GUILESS_MAIN(hearth::pprof::TestPprofSplitStacks)
#include "tst_pprofsplitstacks.moc"

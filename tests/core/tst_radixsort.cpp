// SPDX-License-Identifier: MIT
#include "analysis/radixsort.h"

#include <QTest>

#include <algorithm>
#include <atomic>
#include <random>

namespace hearth {

class TestRadixSort : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sortsAsStdSort_data();
    void sortsAsStdSort();
    void stops_data();
    void stops();
};

void TestRadixSort::sortsAsStdSort_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("shift");
    QTest::addColumn<int>("bits");
    QTest::addColumn<bool>("spread"); // keys over all the bits, else below 1 000
    QTest::newRow("short: by comparison") << 300 << 0 << 20 << true;
    QTest::newRow("one pass") << 5000 << 0 << 11 << true;
    QTest::newRow("three passes") << 100000 << 0 << 33 << true;
    // The call tree's keys: an index in the low bits, the sort key above it.
    QTest::newRow("key above an index") << 70000 << 17 << 40 << true;
    QTest::newRow("upper digits the same everywhere: passes skipped") << 4096 << 0 << 44 << false;
}

void TestRadixSort::sortsAsStdSort()
{
    QFETCH(int, count);
    QFETCH(int, shift);
    QFETCH(int, bits);
    QFETCH(bool, spread);
    std::mt19937_64 rng(quint64(count) * 31 + quint64(bits));
    const quint64 keyMask = bits >= 64 ? ~quint64(0) : (quint64(1) << bits) - 1;
    std::vector<quint64> v(static_cast<size_t>(count));
    for (size_t i = 0; i < v.size(); ++i) {
        // 997 distinct keys spread over all the bits, each repeated: the sort must keep the
        // index order within one key.
        const quint64 key = ((rng() % 997) * (spread ? 0x9E3779B97F4A7C15ull : 1)) & keyMask;
        v[i] = (key << shift) | (shift > 0 ? quint64(i) & ((quint64(1) << shift) - 1) : 0);
    }
    std::vector<quint64> expected = v;
    std::stable_sort(expected.begin(), expected.end(),
                     [shift](quint64 a, quint64 b) { return (a >> shift) < (b >> shift); });
    std::vector<quint64> tmp;
    QVERIFY(radixSort(v, tmp, quint32(shift), quint32(bits)));
    QCOMPARE(v, expected);
}

void TestRadixSort::stops_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<bool>("finished");
    // A depth of a 1 GB profile's tree sorts millions of keys: a Cancel must not wait for it.
    QTest::newRow("passes: stopped before the first") << 100000 << false;
    QTest::newRow("short: sorted by comparison at once") << 100 << true;
}

void TestRadixSort::stops()
{
    QFETCH(int, count);
    QFETCH(bool, finished);
    std::vector<quint64> v(static_cast<size_t>(count));
    for (size_t i = 0; i < v.size(); ++i)
        v[i] = (quint64(v.size() - i) * 2654435761u) & 0xffffff;
    const std::vector<quint64> original = v;
    std::vector<quint64> tmp;
    const std::atomic<bool> stop{true};
    QCOMPARE(radixSort(v, tmp, 0, 24, &stop), finished);
    if (finished)
        QVERIFY(std::is_sorted(v.begin(), v.end()));
    else
        QCOMPARE(v, original); // left as it was: the caller throws it away
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestRadixSort)
#include "tst_radixsort.moc"

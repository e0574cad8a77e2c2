// SPDX-License-Identifier: MIT
#include "profile/memoryadvice.h"

#include <QTest>

#include <atomic>

namespace hearth {

class TestMemoryAdvice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void resizeHugeStops_data();
    void resizeHugeStops();
    void copyHugeStops();
};

void TestMemoryAdvice::resizeHugeStops_data()
{
    QTest::addColumn<qsizetype>("kept"); // elements there before
    QTest::addColumn<qsizetype>("n");
    QTest::newRow("empty to 40 MiB") << qsizetype(0) << qsizetype(10 << 20);
    QTest::newRow("some to 40 MiB") << qsizetype(1000) << qsizetype(10 << 20);
    QTest::newRow("under a step") << qsizetype(0) << qsizetype(1000);
    QTest::newRow("shrinking") << qsizetype(5000) << qsizetype(1000);
}

// The stop flag's resizeHuge: without the flag set, what resize() gives (old elements kept,
// new ones the value); with it set, false and no more than was there, without writing the
// memory of the rest (16 MiB steps with a look before each).
void TestMemoryAdvice::resizeHugeStops()
{
    QFETCH(qsizetype, kept);
    QFETCH(qsizetype, n);
    std::atomic<bool> stop{false};
    std::vector<quint32> v(size_t(kept), 7u);
    QVERIFY(MemoryAdvice::resizeHuge(v, size_t(n), 3u, &stop));
    QCOMPARE(v.size(), size_t(n));
    for (size_t i = 0; i < v.size(); i += 4099)
        QCOMPARE(v[i], i < size_t(kept) ? 7u : 3u);
    QCOMPARE(v.back(), n <= kept ? 7u : 3u);
    QVERIFY(MemoryAdvice::resizeHuge(v, size_t(n), 3u, nullptr)); // no flag: never stops

    stop = true;
    std::vector<quint32> w(size_t(kept), 7u);
    const bool done = MemoryAdvice::resizeHuge(w, size_t(n), 3u, &stop);
    QCOMPARE(done, n <= kept); // nothing to write: done at once
    QVERIFY(w.size() <= size_t(std::max(n, kept)));
    if (!done)
        QCOMPARE(w.size(), size_t(kept));
}

void TestMemoryAdvice::copyHugeStops()
{
    std::vector<qint64> from(size_t(5) << 20);
    for (size_t i = 0; i < from.size(); ++i)
        from[i] = qint64(i) * 3 - 7;
    std::atomic<bool> stop{false};
    std::vector<qint64> to{1, 2, 3};
    QVERIFY(MemoryAdvice::copyHuge(to, from, &stop));
    QVERIFY(to == from);
    stop = true;
    std::vector<qint64> cut;
    QVERIFY(!MemoryAdvice::copyHuge(cut, from, &stop));
    QVERIFY(cut.size() < from.size());
    std::vector<qint64> none{4};
    QVERIFY(MemoryAdvice::copyHuge(none, std::vector<qint64>(), &stop)); // nothing to copy
    QVERIFY(none.empty());
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestMemoryAdvice)
#include "tst_memoryadvice.moc"

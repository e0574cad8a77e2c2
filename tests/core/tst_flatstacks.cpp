// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "analysis/sampleverdict.h"
#include "analysis/saturating.h"
#include "io/profilereader.h"
#include "summary/stacksummary.h"

#include <QDir>
#include <QTest>

#include <map>
#include <random>
#include <unordered_map>

namespace hearth {

// FlatStacks keeps identical stacks once, their values summed and their records counted:
// the summary (Self, Inclusive, Sites, Largest subtree, the shape, the records a verdict
// counts) must be what the same records give kept one by one (FlatStacks::fromFrames, which
// does not merge).
class TestFlatStacks : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameAsEveryRecord_data();
    void sameAsEveryRecord();
    void smallPprofKeepsEveryRecord_data();
    void smallPprofKeepsEveryRecord();
    void synthetic_data();
    void synthetic();
    void hashCollisionsStayApart();
    void wideningKeepsMerging();
    void everyValueCountsRecords();
};

namespace {

// One record: its functions, root first, and its value.
struct Record
{
    std::vector<quint32> functions;
    qint64 value;
};

// The records kept one by one, in their order (zero values dropped, as addSample does).
template <typename F>
void layOut(const std::vector<Record> &records, std::vector<F> &frames,
            std::vector<quint32> &offsets, std::vector<qint64> &values)
{
    for (const Record &r : records) {
        if (r.value <= 0)
            continue;
        for (const quint32 f : r.functions)
            frames.push_back(F(f));
        offsets.push_back(quint32(frames.size()));
        values.push_back(r.value);
    }
}

FlatStacks unmerged(quint32 functions, const std::vector<Record> &records)
{
    std::vector<quint16> narrow;
    std::vector<quint32> wide, offsets{0};
    std::vector<qint64> values;
    if (functions > 0x10000)
        layOut(records, wide, offsets, values);
    else
        layOut(records, narrow, offsets, values);
    return FlatStacks::fromFrames(0, functions, std::move(narrow), std::move(wide),
                                  std::move(offsets), std::move(values), false);
}

// Each function is a location of its own.
LocationFrames identity(quint32 functions)
{
    LocationFrames out;
    for (quint32 f = 0; f < functions; ++f) {
        out.functions.push_back(f);
        out.start.push_back(f + 1);
    }
    return out;
}

void add(FlatStacks &to, const Record &r, const LocationFrames &frames)
{
    const std::vector<quint32> leafFirst(r.functions.rbegin(), r.functions.rend());
    to.addSample(leafFirst, r.value, frames);
}

// The stacks of s as (frames → value, records), to compare merged ones.
std::map<std::vector<quint32>, std::pair<qint64, quint64>> byStack(const FlatStacks &s)
{
    std::map<std::vector<quint32>, std::pair<qint64, quint64>> out;
    for (size_t i = 0; i < s.sampleCount(); ++i) {
        std::vector<quint32> frames;
        for (quint32 d = 0; d < s.length(i); ++d)
            frames.push_back(s.wide() ? s.stack<quint32>(i)[d] : s.stack<quint16>(i)[d]);
        auto &e = out[frames];
        e.first = saturatingAdd(e.first, s.value(i));
        e.second += s.records(i);
    }
    return out;
}

void expectSame(const StackSummary &got, const StackSummary &want)
{
    QCOMPARE(got.shape.total, want.shape.total);
    QCOMPARE(got.shape.records, want.shape.records);
    QCOMPARE(got.shape.maxDepth, want.shape.maxDepth);
    QCOMPARE(got.shape.hasNodes, want.shape.hasNodes);
    QCOMPARE(got.shape.chain, want.shape.chain);
    QCOMPARE(got.table.total(), want.table.total());
    QCOMPARE(got.table.rows().size(), want.table.rows().size());
    for (size_t i = 0; i < want.table.rows().size(); ++i) {
        const FunctionStats &g = got.table.rows()[i];
        const FunctionStats &w = want.table.rows()[i];
        QCOMPARE(g.function, w.function);
        QCOMPARE(g.self, w.self);
        QCOMPARE(g.largestSubtree, w.largestSubtree);
        QCOMPARE(g.sites, w.sites);
        QCOMPARE(g.inclusive, w.inclusive);
    }
}

std::vector<quint32> framesOf(const FlatStacks &s, size_t i)
{
    std::vector<quint32> frames;
    for (quint32 d = 0; d < s.length(i); ++d)
        frames.push_back(s.wide() ? s.stack<quint32>(i)[d] : s.stack<quint16>(i)[d]);
    return frames;
}

} // namespace

void TestFlatStacks::sameAsEveryRecord_data()
{
    test::addFlatStackTypeRows();
}

void TestFlatStacks::sameAsEveryRecord()
{
    // The file read as flat stacks (identical ones merged by the reader), against its
    // records one by one: each merged stack of r records and value v becomes r records
    // whose values sum to v, the first where the stack was, the others at the end.
    QFETCH(QString, file);
    QFETCH(int, type);
    const ProfileResult r = test::readFlat(file, type);
    QVERIFY2(r.ok() && r.flat, qPrintable(r.error.toString()));
    const FlatStacks &merged = *r.flat;
    std::vector<Record> records, later;
    for (size_t s = 0; s < merged.sampleCount(); ++s) {
        const qint64 v = merged.value(s);
        const quint32 n = merged.records(s);
        QVERIFY(v >= qint64(n));
        records.push_back({framesOf(merged, s), v - (v / n) * (n - 1)});
        for (quint32 k = 1; k < n; ++k)
            later.push_back({records.back().functions, v / n});
    }
    records.insert(records.end(), later.rbegin(), later.rend());
    const FlatStacks each = unmerged(merged.functionCount(), records);
    QCOMPARE(merged.recordCount(), each.recordCount());
    QVERIFY(merged.sampleCount() <= each.sampleCount());
    const StackSummary got = StackSummary::compute(merged);
    const StackSummary want = StackSummary::compute(each);
    expectSame(got, want);
    const SampleVerdict a = SampleVerdict::of(*r.profile, type, got.shape);
    const SampleVerdict b = SampleVerdict::of(*r.profile, type, want.shape);
    QCOMPARE(int(a.kind), int(b.kind));
    QCOMPARE(a.samples, b.samples);
    // And addSample() merges those records back to the same stacks.
    FlatStacks again(0, merged.functionCount());
    const LocationFrames frames = identity(merged.functionCount());
    for (const Record &rec : records)
        add(again, rec, frames);
    again.finishAdding();
    QCOMPARE(again.sampleCount(), merged.sampleCount());
    QCOMPARE(again.recordCount(), merged.recordCount());
    for (size_t s = 0; s < merged.sampleCount(); ++s) {
        QCOMPARE(framesOf(again, s), framesOf(merged, s));
        QCOMPARE(again.value(s), merged.value(s));
    }
}

void TestFlatStacks::smallPprofKeepsEveryRecord_data()
{
    test::addFlatStackTypeRows();
}

void TestFlatStacks::smallPprofKeepsEveryRecord()
{
    // A pprof below ReadOptions::mergeStacksFrom keeps every record with a value as a stack
    // of its own; its summary is the merged read's.
    QFETCH(QString, file);
    QFETCH(int, type);
    const ProfileResult kept = test::readFlat(file, type, false);
    const ProfileResult merged = test::readFlat(file, type, true);
    QVERIFY2(kept.ok() && kept.flat && merged.ok() && merged.flat,
             qPrintable(kept.error.toString() + merged.error.toString()));
    const FlatStacks &k = *kept.flat;
    const FlatStacks &m = *merged.flat;
    if (file.endsWith(QLatin1String(".pb.gz")) || file.endsWith(QLatin1String(".pb"))) {
        QVERIFY(!k.mergesIdentical());
        QCOMPARE(quint64(k.sampleCount()), k.recordCount());
    }
    QCOMPARE(k.recordCount(), m.recordCount());
    QVERIFY(m.sampleCount() <= k.sampleCount());
    expectSame(StackSummary::compute(k), StackSummary::compute(m));
}

void TestFlatStacks::synthetic_data()
{
    QTest::addColumn<uint>("functions");
    QTest::addColumn<int>("distinct");
    QTest::addColumn<int>("records");
    QTest::addColumn<int>("maxDepth");
    QTest::addColumn<int>("zeroEvery"); // every n-th record has value 0 (0: none)
    QTest::addColumn<bool>("twoParts");
    QTest::addColumn<qint64>("maxValue");
    QTest::newRow("same stack many times") << 5u << 1 << 1000 << 4 << 0 << false << qint64(9);
    QTest::newRow("zero values") << 50u << 30 << 400 << 6 << 3 << false << qint64(100);
    QTest::newRow("all zero") << 50u << 30 << 40 << 6 << 1 << false << qint64(100);
    QTest::newRow("two parts, shared stacks")
        << 200u << 300 << 5000 << 12 << 7 << true << qint64(1000);
    QTest::newRow("wide frames") << 70000u << 2000 << 9000 << 20 << 0 << true << qint64(1000);
    QTest::newRow("many, two walkers")
        << 40000u << 30000 << 90000 << 30 << 0 << true << qint64(1000);
    QTest::newRow("saturating") << 10u << 3 << 60 << 3 << 0 << true
                                << std::numeric_limits<qint64>::max() / 4;
}

void TestFlatStacks::synthetic()
{
    QFETCH(uint, functions);
    QFETCH(int, distinct);
    QFETCH(int, records);
    QFETCH(int, maxDepth);
    QFETCH(int, zeroEvery);
    QFETCH(bool, twoParts);
    QFETCH(qint64, maxValue);
    std::mt19937_64 rng(functions * 31 + quint32(records));
    std::vector<std::vector<quint32>> pool;
    for (int i = 0; i < distinct; ++i) {
        std::vector<quint32> stack(1 + rng() % quint32(maxDepth));
        for (quint32 &f : stack)
            f = quint32(rng() % functions);
        stack.back() = functions - 1 - quint32(i) % functions; // wide rows reach the top
        pool.push_back(stack);
    }
    std::vector<Record> recs;
    for (int i = 0; i < records; ++i) {
        const auto &stack = pool[std::min(rng() % pool.size(), rng() % pool.size())];
        const bool zero = zeroEvery > 0 && i % zeroEvery == 0;
        recs.push_back({stack, zero ? 0 : qint64(1 + rng() % quint64(maxValue))});
    }
    const LocationFrames frames = identity(functions);
    FlatStacks merged(0, functions);
    FlatStacks second(0, functions);
    for (size_t i = 0; i < recs.size(); ++i)
        add(twoParts && i >= recs.size() / 2 ? second : merged, recs[i], frames);
    if (twoParts)
        merged.append(std::move(second));
    merged.finishAdding();
    const FlatStacks each = unmerged(functions, recs);
    QCOMPARE(merged.wide(), functions > 0x10000);
    QCOMPARE(merged.recordCount(), each.recordCount());
    QCOMPARE(byStack(merged), byStack(each));
    // Once each, in the order of their first record.
    std::vector<std::vector<quint32>> order;
    std::map<std::vector<quint32>, bool> seen;
    for (const Record &r : recs) {
        if (r.value > 0 && !seen[r.functions]) {
            seen[r.functions] = true;
            order.push_back(r.functions);
        }
    }
    QCOMPARE(merged.sampleCount(), order.size());
    for (size_t s = 0; s < order.size(); ++s)
        QCOMPARE(framesOf(merged, s), order[s]);
    QCOMPARE(merged.frameCount() < each.frameCount(), merged.sampleCount() < each.sampleCount());
    expectSame(StackSummary::compute(merged), StackSummary::compute(each));
}

void TestFlatStacks::hashCollisionsStayApart()
{
    // Stacks of two frames with the same 32-bit hash (about a hundred pairs among a million
    // stacks) are different stacks: each keeps its own value.
    std::unordered_map<quint32, quint32> byHash;
    std::vector<std::pair<quint32, quint32>> pairs;
    for (quint32 i = 0; i < 1000 * 1000 && pairs.size() < 40; ++i) {
        const quint16 frames[2] = {quint16(i / 1000), quint16(i % 1000)};
        const auto [at, added] = byHash.emplace(FlatStacks::hashOf(frames, 2), i);
        if (!added)
            pairs.emplace_back(at->second, i);
    }
    QVERIFY(!pairs.empty());
    const LocationFrames frames = identity(1000);
    FlatStacks s(0, 1000);
    for (int round = 1; round <= 2; ++round) {
        for (const auto &[a, b] : pairs) {
            add(s, {{a / 1000, a % 1000}, 1}, frames);
            add(s, {{b / 1000, b % 1000}, 10}, frames);
        }
    }
    s.finishAdding();
    QCOMPARE(s.sampleCount(), pairs.size() * 2);
    QCOMPARE(s.recordCount(), quint64(pairs.size() * 4));
    for (size_t i = 0; i < s.sampleCount(); ++i) {
        QCOMPARE(s.value(i), i % 2 ? 20 : 2);
        QCOMPARE(s.records(i), 2u);
    }
}

void TestFlatStacks::wideningKeepsMerging()
{
    // A reader that finds functions as it reads (perf script): the frames widen past 65 536
    // functions, and the stacks kept before are still found.
    const LocationFrames frames = identity(70000);
    FlatStacks s(0, 100);
    add(s, {{0, 1, 2}, 1}, frames);
    add(s, {{0, 3}, 2}, frames);
    add(s, {{0, 1, 2}, 4}, frames);
    QVERIFY(!s.wide());
    s.setFunctionCount(70000);
    QVERIFY(s.wide());
    add(s, {{0, 3}, 8}, frames);
    add(s, {{0, 69999}, 16}, frames);
    add(s, {{0, 1, 2}, 32}, frames);
    s.finishAdding();
    QCOMPARE(s.sampleCount(), size_t(3));
    QCOMPARE(s.recordCount(), quint64(6));
    QCOMPARE(s.value(0), 37);
    QCOMPARE(s.value(1), 10);
    QCOMPARE(s.value(2), 16);
    QCOMPARE(framesOf(s, 2), (std::vector<quint32>{0, 69999}));
}

void TestFlatStacks::everyValueCountsRecords()
{
    // A type that counts samples (perf script without periods): a merged stack counts each
    // of its records.
    const LocationFrames frames = identity(4);
    FlatStacks s(0, 4);
    add(s, {{0, 1}, 5}, frames);
    add(s, {{0, 2}, 6}, frames);
    add(s, {{0, 1}, 7}, frames);
    add(s, {{0, 1}, 0}, frames); // no record
    add(s, {{0, 1}, 9}, frames);
    s.finishAdding();
    s.setEveryValue(1);
    QCOMPARE(s.value(0), 3);
    QCOMPARE(s.value(1), 1);
    s.setEveryValue(2);
    QCOMPARE(s.value(0), 6);
    QCOMPARE(s.records(0), 3u);
    QCOMPARE(s.recordCount(), quint64(4));
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestFlatStacks)
#include "tst_flatstacks.moc"

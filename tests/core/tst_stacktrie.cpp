// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "io/pprofreader.h"
#include "profile/stackbatch.h"
#include "profile/stacktrie.h"

#include <QTest>

#include <atomic>
#include <map>
#include <random>
#include <set>
#include <unordered_map>

namespace hearth {

class TestStackTrie : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void batchedAsOneAtATime_data();
    void batchedAsOneAtATime();
    void stackBatch();
    void stopFlagStopsGrowing();
    void pprofStacks_data();
    void pprofStacks();
};

namespace {

using Stacks = std::vector<std::vector<quint32>>; // leaf first

// `count` stacks, leaf first: each is a prefix of one of `shapes` random root-first paths,
// cut at a random depth (so that stacks share prefixes), with a random tail of `tail`
// locations at most; `emptyShare` in 100 are empty, `repeatShare` in 100 repeat an earlier one.
Stacks randomStacks(quint32 seed, int count, int shapes, int depth, int tail, int emptyShare,
                    int repeatShare)
{
    std::mt19937 rng(seed);
    auto below = [&](int n) { return int(rng() % quint32(std::max(n, 1))); };
    std::vector<std::vector<quint32>> paths(size_t(std::max(shapes, 1)));
    for (auto &p : paths) {
        for (int d = 0; d < depth; ++d)
            p.push_back(quint32(1 + below(40)));
    }
    Stacks stacks;
    for (int i = 0; i < count; ++i) {
        if (below(100) < emptyShare) {
            stacks.emplace_back();
            continue;
        }
        if (!stacks.empty() && below(100) < repeatShare) {
            stacks.push_back(stacks[size_t(below(int(stacks.size())))]);
            continue;
        }
        const auto &p = paths[size_t(below(shapes))];
        std::vector<quint32> rootFirst(p.begin(), p.begin() + below(depth + 1));
        for (int t = below(tail + 1); t > 0; --t)
            rootFirst.push_back(quint32(1 + below(1000)));
        stacks.emplace_back(rootFirst.rbegin(), rootFirst.rend());
    }
    return stacks;
}

// The trie's arrays.
struct Arrays
{
    std::vector<quint32> parents, locations;
    bool operator==(const Arrays &) const = default;
};

Arrays arraysOf(const StackTrie &trie)
{
    Arrays a;
    for (quint32 n = 0; n < trie.nodeCount(); ++n) {
        a.parents.push_back(trie.parent(n));
        a.locations.push_back(trie.location(n));
    }
    return a;
}

// The locations from node up to the root, leaf first.
std::vector<quint32> pathOf(const std::vector<quint32> &parents,
                            const std::vector<quint32> &locations, quint32 node)
{
    std::vector<quint32> path;
    for (; node != 0; node = parents[node])
        path.push_back(locations[node]);
    return path;
}

// No (parent, location) twice, every parent before its child.
bool wellFormed(const quint32 *parents, const quint32 *locations, quint32 count)
{
    std::set<std::pair<quint32, quint32>> seen;
    for (quint32 n = 1; n < count; ++n) {
        if (parents[n] >= n || !seen.emplace(parents[n], locations[n]).second)
            return false;
    }
    return true;
}

} // namespace

void TestStackTrie::batchedAsOneAtATime_data()
{
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("batch");
    QTest::addColumn<int>("shapes");
    QTest::addColumn<int>("depth");
    QTest::addColumn<int>("tail");
    QTest::addColumn<int>("emptyShare");
    QTest::addColumn<int>("repeatShare");
    QTest::addColumn<bool>("lists");
    const int k = int(StackTrie::BatchSize);
    QTest::newRow("shared prefixes, batches of K")
        << 1u << 5000 << k << 20 << 30 << 3 << 0 << 0 << false;
    QTest::newRow("all distinct, deep") << 2u << 3000 << k << 3000 << 60 << 5 << 0 << 0 << false;
    QTest::newRow("duplicates") << 3u << 4000 << k << 10 << 12 << 2 << 0 << 60 << false;
    QTest::newRow("empty stacks") << 4u << 2000 << k << 15 << 20 << 2 << 40 << 10 << false;
    QTest::newRow("only empty stacks") << 5u << 100 << k << 1 << 5 << 0 << 100 << 0 << false;
    QTest::newRow("batches of 1") << 6u << 2000 << 1 << 20 << 25 << 3 << 5 << 20 << false;
    QTest::newRow("batches of 7") << 7u << 3000 << 7 << 50 << 25 << 3 << 5 << 20 << false;
    QTest::newRow("batches larger than K")
        << 8u << 5000 << 3 * k + 5 << 40 << 30 << 4 << 5 << 20 << false;
    QTest::newRow("one batch of all") << 9u << 20000 << 20000 << 200 << 30 << 4 << 2 << 20 << false;
    QTest::newRow("one very deep stack") << 10u << 3 << k << 1 << 100000 << 0 << 0 << 0 << false;
    QTest::newRow("children lists") << 11u << 3000 << k << 20 << 30 << 3 << 5 << 20 << true;
}

void TestStackTrie::batchedAsOneAtATime()
{
    QFETCH(quint32, seed);
    QFETCH(int, count);
    QFETCH(int, batch);
    QFETCH(int, shapes);
    QFETCH(int, depth);
    QFETCH(int, tail);
    QFETCH(int, emptyShare);
    QFETCH(int, repeatShare);
    QFETCH(bool, lists);
    const Stacks stacks = randomStacks(seed, count, shapes, depth, tail, emptyShare, repeatShare);

    StackTrie one;
    StackTrie batched;
    if (lists) {
        one.useChildLists();
        batched.useChildLists();
    }
    std::vector<quint32> oneLeaves;
    for (const auto &s : stacks)
        oneLeaves.push_back(one.addStack(s));

    std::vector<quint32> leaves(stacks.size(), 0);
    for (size_t first = 0; first < stacks.size(); first += size_t(batch)) {
        std::vector<quint32> locations, ends;
        const size_t last = std::min(stacks.size(), first + size_t(batch));
        for (size_t i = first; i < last; ++i) {
            locations.insert(locations.end(), stacks[i].begin(), stacks[i].end());
            ends.push_back(quint32(locations.size()));
        }
        batched.addStacks(locations, ends, leaves.data() + first);
    }

    // The same nodes in the same order, the same leaves.
    const Arrays a = arraysOf(one);
    const Arrays b = arraysOf(batched);
    QCOMPARE(b.parents.size(), a.parents.size());
    QVERIFY(b == a);
    QVERIFY(leaves == oneLeaves);
    QVERIFY(wellFormed(b.parents.data(), b.locations.data(), batched.nodeCount()));
    for (size_t i = 0; i < stacks.size(); ++i)
        QVERIFY(pathOf(b.parents, b.locations, leaves[i]) == stacks[i]);
    // Found again afterwards, one at a time and batched.
    for (size_t i = 0; i < stacks.size(); i += 97)
        QCOMPARE(batched.addStack(stacks[i]), leaves[i]);
    QCOMPARE(batched.nodeCount(), one.nodeCount());
}

void TestStackTrie::stackBatch()
{
    // What a reader does: some samples kept (their stacks to stacks[sample]), some dropped.
    const Stacks stacks = randomStacks(12, 1000, 30, 20, 3, 5, 20);
    StackTrie one;
    StackTrie trie;
    StackBatch batch;
    std::vector<quint32> expected(stacks.size(), 0);
    std::vector<quint32> got(stacks.size(), 0);
    for (size_t i = 0; i < stacks.size(); ++i) {
        auto &to = batch.locations();
        to.insert(to.end(), stacks[i].begin(), stacks[i].end());
        QVERIFY(std::ranges::equal(batch.pending(), stacks[i]));
        if (i % 3 == 1) {
            batch.drop();
            continue;
        }
        expected[i] = one.addStack(stacks[i]);
        batch.keep(i);
        if (batch.full())
            batch.flush(trie, got);
    }
    batch.flush(trie, got);
    QVERIFY(got == expected);
    QVERIFY(arraysOf(trie) == arraysOf(one));
}

void TestStackTrie::stopFlagStopsGrowing()
{
    // Once the flag is set the index grows no more (stopped()): adding goes on to the end
    // without a hang, with any leaf a node of the trie, and the caller throws it away.
    const Stacks stacks = randomStacks(13, 40000, 40000, 40, 5, 0, 0);
    std::atomic<bool> stop{false};
    StackTrie trie;
    trie.setStop(&stop);
    std::vector<quint32> locations, ends;
    for (size_t i = 0; i < stacks.size(); ++i) {
        if (i == 2000)
            stop = true;
        locations.insert(locations.end(), stacks[i].begin(), stacks[i].end());
        ends.push_back(quint32(locations.size()));
    }
    std::vector<quint32> leaves(stacks.size(), 0);
    trie.addStacks(std::span(locations).first(ends[1999]), std::span(ends).first(2000),
                   leaves.data());
    QVERIFY(!trie.stopped());
    stop = true;
    std::vector<quint32> rest(ends.begin() + 2000, ends.end());
    for (quint32 &e : rest)
        e -= ends[1999];
    trie.addStacks(std::span(locations).subspan(ends[1999]), rest, leaves.data() + 2000);
    QVERIFY(trie.stopped());
    for (quint32 leaf : leaves)
        QVERIFY(leaf < trie.nodeCount());
}

void TestStackTrie::pprofStacks_data()
{
    QTest::addColumn<QByteArray>("pprof");
    for (const char *name : {"go-cpu-small.pb.gz", "go-heap-small.pb.gz", "node-ddprof-heap.pb.gz",
                             "node-ddprof-time.pb.gz", "handmade.pb"}) {
        const QByteArray raw = test::readData(name);
        QTest::newRow(name) << (raw.startsWith("\x1f\x8b") ? test::gunzip(raw) : raw);
    }
    // Enough samples for two threads (SplitStacks), in no useful order, some repeated.
    test::PprofMaker m;
    m.sampleType("samples", "count");
    std::vector<quint64> frames;
    for (int f = 0; f < 300; ++f)
        frames.push_back(m.frame(test::numbered('f', f)));
    const Stacks stacks = randomStacks(14, 50000, 3000, 30, 4, 1, 10);
    for (const auto &s : stacks) {
        std::vector<quint64> ids;
        for (quint32 l : s)
            ids.push_back(frames[l % frames.size()]);
        m.sample(ids, {1});
    }
    QTest::newRow("50000 random samples") << m.bytes();
}

void TestStackTrie::pprofStacks()
{
    // The reader's trie (batched, on one or two threads) against the file's samples (decoded
    // by protobuf) and against a trie of those stacks added one at a time: each sample's
    // stack, and as many nodes (none twice).
    QFETCH(QByteArray, pprof);
    pprof::Profile proto;
    QVERIFY(proto.ParseFromArray(pprof.constData(), int(pprof.size())));
    std::unordered_map<quint64, quint32> index; // location id → the reader's location
    for (int i = 0; i < proto.location_size(); ++i)
        index.emplace(proto.location(i).id(), quint32(i));

    const ProfileResult r = PprofReader::parse(pprof);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    const Profile &p = *r.profile;
    // Records of one stack may be merged into one sample (ProfileBuilder::mergeSamples): each
    // stack's records, as the file has them and as the profile counts them.
    QCOMPARE(qint64(p.keptRecordCount()), qint64(proto.sample_size()));
    QVERIFY(wellFormed(p.stackParents(), p.stackLocations(), p.stackNodeCount()));
    std::map<std::vector<quint32>, quint64> fileRecords, readRecords;
    StackTrie one;
    for (int s = 0; s < proto.sample_size(); ++s) {
        std::vector<quint32> expected;
        for (quint64 id : proto.sample(s).location_id())
            expected.push_back(index.at(id));
        one.addStack(expected);
        ++fileRecords[std::move(expected)];
    }
    for (quint32 s = 0; s < p.sampleCount(); ++s)
        readRecords[p.sampleLocations(s)] += p.sampleRecords(s);
    QCOMPARE(readRecords.size(), fileRecords.size());
    QVERIFY(readRecords == fileRecords);
    QCOMPARE(p.stackNodeCount(), one.nodeCount());
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestStackTrie)
#include "tst_stacktrie.moc"

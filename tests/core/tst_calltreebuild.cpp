// SPDX-License-Identifier: MIT
// CallTree::build against a straightforward reference: every sample walked root first through
// its frames (inlined lines outermost first), children found in a std::map, then numbered in
// pre-order with children sorted by name and file. The two must agree node for node: order,
// function, parent, subtree end, depth, self and total, for every sample type and filter.
#include "testsupport.h"

#include "analysis/calltree.h"
#include "io/profilereader.h"

#include <QRandomGenerator>
#include <QTest>

#include <map>

namespace hearth {

class TestCallTreeBuild : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matchesReference_data();
    void matchesReference();
};

namespace {

struct Reference
{
    std::vector<quint32> function, parent, subtreeEnd, depth;
    std::vector<qint64> self, total;
    quint32 maxDepth = 0;
    quint64 records = 0;
};

bool passes(const Profile &p, quint32 s, const SampleFilter &f)
{
    if (f.mode() == SampleFilter::Mode::All)
        return true;
    bool hasKey = false;
    for (const Label &l : p.sampleLabels(s)) {
        if (p.strings().value(qsizetype(l.key)) != f.key())
            continue;
        hasKey = true;
        if (f.mode() == SampleFilter::Mode::LabelIn && l.str != 0 &&
            f.values().contains(p.strings().value(qsizetype(l.str))))
            return true;
    }
    return f.mode() == SampleFilter::Mode::LabelAbsent && !hasKey;
}

Reference reference(const Profile &p, int type, const SampleFilter &filter)
{
    // The unsorted tree: node 0 the root, children by function index.
    std::vector<quint32> fn{CallTree::NoFunction};
    std::vector<qint64> self{0};
    std::vector<std::map<quint32, quint32>> children(1);
    Reference r;
    const bool valid = type >= 0 && type < p.sampleTypes().size();
    for (quint32 s = 0; valid && s < p.sampleCount(); ++s) {
        const qint64 v = p.sampleValue(s, type);
        if (v == 0 || !passes(p, s, filter))
            continue;
        r.records += p.sampleRecords(s);                  // a merged sample is several records
        std::vector<quint32> locs = p.sampleLocations(s); // leaf first
        quint32 node = 0;
        for (auto l = locs.rbegin(); l != locs.rend(); ++l) {
            const auto lines = p.locationLines(*l); // innermost first
            for (auto line = lines.rbegin(); line != lines.rend(); ++line) {
                auto [it, added] = children[node].try_emplace(line->function, 0);
                if (added) {
                    it->second = quint32(fn.size());
                    fn.push_back(line->function);
                    self.push_back(0);
                    children.emplace_back();
                }
                node = it->second;
            }
        }
        self[node] += v;
    }
    // Pre-order, children by name then file, without recursion.
    const auto &fns = p.functions();
    auto before = [&](quint32 a, quint32 b) {
        const Function &x = fns[fn[a]];
        const Function &y = fns[fn[b]];
        return x.name != y.name ? x.name < y.name : x.file < y.file;
    };
    const size_t n = fn.size();
    r.function.resize(n);
    r.parent.resize(n);
    r.subtreeEnd.resize(n);
    r.depth.resize(n);
    r.self.resize(n);
    r.total.resize(n);
    std::vector<quint32> preOf(n);
    std::vector<std::pair<quint32, bool>> stack{{0u, false}}; // (raw node, children pushed)
    quint32 next = 0;
    std::vector<quint32> parentRaw(n, 0);
    for (quint32 raw = 0; raw < n; ++raw) {
        for (const auto &[f, child] : children[raw])
            parentRaw[child] = raw;
    }
    while (!stack.empty()) {
        auto [raw, expanded] = stack.back();
        if (expanded) {
            stack.pop_back();
            const quint32 pre = preOf[raw];
            r.subtreeEnd[pre] = next;
            if (raw != 0)
                r.total[preOf[parentRaw[raw]]] += r.total[pre];
            continue;
        }
        stack.back().second = true;
        const quint32 pre = next++;
        preOf[raw] = pre;
        r.function[pre] = fn[raw];
        r.self[pre] = self[raw];
        r.total[pre] = self[raw];
        r.parent[pre] = raw == 0 ? 0 : preOf[parentRaw[raw]];
        r.depth[pre] = raw == 0 ? 0 : r.depth[r.parent[pre]] + 1;
        r.maxDepth = std::max(r.maxDepth, r.depth[pre]);
        std::vector<quint32> kids;
        for (const auto &[f, child] : children[raw])
            kids.push_back(child);
        std::sort(kids.begin(), kids.end(), before);
        for (auto k = kids.rbegin(); k != kids.rend(); ++k)
            stack.push_back({*k, false});
    }
    return r;
}

QByteArray fileBytes(const char *name)
{
    return test::readData(name);
}

// A profile with inlined frames that merge with the same calls made without inlining:
// main → (outer, inner inlined) and main → outer → inner are one call path.
QByteArray inlineMerging()
{
    test::PprofMaker m;
    m.sampleType("samples", "count");
    m.sampleType("cpu", "nanoseconds");
    const quint64 fMain = m.function("main");
    const quint64 fOuter = m.function("outer");
    const quint64 fInner = m.function("inner");
    const quint64 fLeaf = m.function("leaf");
    const quint64 lMain = m.location({fMain});
    const quint64 lOuter = m.location({fOuter});
    const quint64 lInner = m.location({fInner});
    const quint64 lInlined = m.location({fInner, fOuter});
    const quint64 lTriple = m.location({fLeaf, fInner, fOuter});
    const quint64 lLeaf = m.location({fLeaf});
    m.label(m.sample({lInlined, lMain}, {2, 20}), "span_id", "a");
    m.label(m.sample({lInner, lOuter, lMain}, {3, 30}), "span_id", "b");
    m.sample({lLeaf, lInlined, lMain}, {5, 50});
    m.label(m.sample({lTriple, lMain}, {7, 70}), "span_id", "a");
    m.sample({lLeaf, lInner, lOuter, lMain}, {11, 0});
    m.label(m.sample({lTriple, lTriple, lInlined}, {13, 130}), "span_id", "c");
    m.sample({lOuter, lTriple}, {17, 170});
    m.sample({lMain}, {0, 5});
    m.sample({}, {19, 190}); // no frames: the root's own value
    return m.bytes();
}

// Random stacks over locations with one to three lines: wide levels (the radix sort), deep
// recursion, inlined and plain paths merging, labels. Fixed seed.
QByteArray randomProfile(quint32 seed, int samples)
{
    QRandomGenerator rng(seed);
    test::PprofMaker m;
    m.sampleType("alloc_objects", "count");
    m.sampleType("alloc_space", "bytes");
    std::vector<quint64> fns;
    for (int i = 0; i < 60; ++i) {
        fns.push_back(m.function(test::numbered('f', i % 45), i < 45 ? "a.go" : "b.go"));
    }
    std::vector<quint64> locs;
    for (int i = 0; i < 150; ++i) {
        std::vector<quint64> lines;
        const int k = i < 100 ? 1 : 1 + int(rng.bounded(3));
        for (int j = 0; j < k; ++j)
            lines.push_back(fns[rng.bounded(quint32(fns.size()))]);
        locs.push_back(m.location(lines));
    }
    for (int s = 0; s < samples; ++s) {
        const int depth = 1 + int(rng.bounded(14));
        std::vector<quint64> stack;
        for (int d = 0; d < depth; ++d)
            stack.push_back(locs[rng.bounded(d < 3 ? 8u : quint32(locs.size()))]);
        std::reverse(stack.begin(), stack.end()); // leaf first
        auto *sample =
            m.sample(stack, {qint64(rng.bounded(5)), qint64(rng.bounded(100000)) - 5000});
        if (s % 3 == 0)
            m.label(sample, "span_id", std::to_string(s % 7));
    }
    return m.bytes();
}

} // namespace

void TestCallTreeBuild::matchesReference_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("mode"); // SampleFilter::Mode
    QTest::addColumn<QString>("key");
    QTest::addColumn<QStringList>("values");

    struct Input
    {
        const char *name;
        QByteArray bytes;
    };
    const std::vector<Input> inputs{
        {"go-cpu-small", fileBytes("go-cpu-small.pb.gz")},
        {"go-heap-small", fileBytes("go-heap-small.pb.gz")},
        {"node-ddprof-heap", fileBytes("node-ddprof-heap.pb.gz")},
        {"handmade.pb", fileBytes("handmade.pb")},
        {"handmade.folded", fileBytes("handmade.folded")},
        {"perf-gxx.folded", fileBytes("perf-gxx.folded")},
        {"recursion", QByteArray("f;f;g 1\nf;g 2\ng;f;f;f 3\nf;f;f;f;f 4\nf 5\ng;g 6\n")},
        {"zero counts", QByteArray("a;b 0\na;c 3\na;c;d 4\nb 0\n")},
        {"no values", QByteArray("a 0\nb;c 0\n")},
        // Unsorted, and sorted by bytes but not by name (`-` and ` ` before `;`, UTF-8):
        // the trie is renumbered into the call tree's order.
        {"unsorted folded", QByteArray("b;x 1\na;y;z 2\nb;a 3\na;b 4\na;y 5\nc 6\n")},
        {"byte order", QByteArray("p;b 5\np;b-x;y 3\np;b;c 2\np;\xc3\xa9 1\np;z 7\n")},
        // Sorted runs whose roots come out of order (concatenated files): the trie is in
        // pre-order and its blocks move, under the root and under `r`.
        {"blocks out of order",
         QByteArray("w10;a 1\nw10;b;c 2\nw2;a 3\nw2;b 4\nw1;r;y 5\nw1;r;z;q 6\nw1;r;x 7\n")},
        // A stack of an early root after another root's: `a`'s subtree is not one block
        // (the trie is not in pre-order), found on the walk over `a`'s children.
        {"not pre-order", QByteArray("a;b 1\nc;d 2\na;e 3\na;b;f 4\n")},
        {"inline merging", inlineMerging()},
        {"random wide", randomProfile(7, 20000)},
        {"random small", randomProfile(11, 300)},
    };
    const QString all = QStringLiteral("all");
    for (const Input &in : inputs) {
        QVERIFY2(in.bytes.size() > 0, in.name);
        auto row = [&](const QString &what, SampleFilter::Mode mode, const QString &key,
                       const QStringList &values) {
            QTest::addRow("%s, %s", in.name, qPrintable(what))
                << in.bytes << int(mode) << key << values;
        };
        row(all, SampleFilter::Mode::All, {}, {});
        const QString span = QStringLiteral("span_id");
        row(QStringLiteral("span_id = a"), SampleFilter::Mode::LabelIn, span,
            {QStringLiteral("a")});
        row(QStringLiteral("span_id in 0, 3, c"), SampleFilter::Mode::LabelIn, span,
            {QStringLiteral("0"), QStringLiteral("3"), QStringLiteral("c")});
        row(QStringLiteral("no span_id"), SampleFilter::Mode::LabelAbsent, span, {});
        row(QStringLiteral("no such label"), SampleFilter::Mode::LabelIn, QStringLiteral("nope"),
            {QStringLiteral("a")});
    }
}

void TestCallTreeBuild::matchesReference()
{
    QFETCH(QByteArray, bytes);
    QFETCH(int, mode);
    QFETCH(QString, key);
    QFETCH(QStringList, values);
    const ProfileResult r = ProfileReader::readBytes(bytes, QStringLiteral("input"));
    QVERIFY(r.ok());
    const Profile::Ptr p = r.profile;
    SampleFilter filter;
    if (mode == int(SampleFilter::Mode::LabelIn))
        filter = SampleFilter::labelIn(key, QSet<QString>(values.begin(), values.end()));
    else if (mode == int(SampleFilter::Mode::LabelAbsent))
        filter = SampleFilter::labelAbsent(key);

    // Folded stacks (a trie in call order, a function per location) whose every node
    // leads to a value that passes the filter: the tree is the profile's trie.
    bool allUsed = p->stackTrieInCallOrder();
    for (quint32 s = 0; s < p->sampleCount(); ++s)
        allUsed = allUsed && p->sampleValue(s, 0) != 0 && passes(*p, s, filter);
    for (int type = -1; type <= p->sampleTypes().size(); ++type) {
        const CallTree::Ptr t = CallTree::build(p, type, filter);
        QCOMPARE(t->sharesProfileTrie(), allUsed && type == 0);
        const Reference ref = reference(*p, type, filter);
        const QByteArray where = "sample type " + QByteArray::number(type);
        QVERIFY2(t->nodeCount() == ref.function.size(), where.constData());
        QCOMPARE(t->maxDepth(), ref.maxDepth);
        QCOMPARE(t->sampleRecords(), ref.records);
        for (quint32 n = 0; n < t->nodeCount(); ++n) {
            const QByteArray at = where + ", node " + QByteArray::number(n);
            QVERIFY2(t->function(n) == ref.function[n], at.constData());
            QVERIFY2(t->parent(n) == ref.parent[n], at.constData());
            QVERIFY2(t->subtreeEnd(n) == ref.subtreeEnd[n], at.constData());
            QVERIFY2(t->depth(n) == ref.depth[n], at.constData());
            QVERIFY2(t->self(n) == ref.self[n], at.constData());
            QVERIFY2(t->total(n) == ref.total[n], at.constData());
        }
        // Depths tracked in pre-order, over every node and skipping every third subtree, and
        // in no order (the cursor starts again), are the stored depths of the reference.
        CallTree::DepthCursor every(*t), skipping(*t), backward(*t);
        for (quint32 n = 0; n < t->nodeCount(); ++n)
            QVERIFY2(every.depth(n) == ref.depth[n], where.constData());
        for (quint32 n = 1; n < t->nodeCount(); n = n % 3 == 0 ? t->subtreeEnd(n) : n + 1)
            QVERIFY2(skipping.depth(n) == ref.depth[n], where.constData());
        for (quint32 n = t->nodeCount(); n-- > 0;)
            QVERIFY2(backward.depth(n) == ref.depth[n], where.constData());
    }
    // With a stop flag: the same tree while it is not set; none once it is (the first look
    // is at the first array's allocation).
    std::atomic<bool> stop{false};
    const CallTree::Ptr plain = CallTree::build(p, 0, filter);
    const CallTree::Ptr stoppable = CallTree::build(p, 0, filter, &stop);
    QVERIFY(stoppable);
    QCOMPARE(stoppable->nodeCount(), plain->nodeCount());
    QCOMPARE(stoppable->sharesProfileTrie(), plain->sharesProfileTrie());
    for (quint32 n = 0; n < plain->nodeCount(); ++n) {
        QCOMPARE(stoppable->subtreeEnd(n), plain->subtreeEnd(n));
        QCOMPARE(stoppable->total(n), plain->total(n));
    }
    stop = true;
    QVERIFY(!CallTree::build(p, 0, filter, &stop));
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestCallTreeBuild)
#include "tst_calltreebuild.moc"

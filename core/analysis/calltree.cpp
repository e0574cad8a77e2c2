// SPDX-License-Identifier: MIT
#include "calltree.h"

#include "inparallel.h"
#include "profile/functionorder.h"
#include "profile/memoryadvice.h"
#include "radixsort.h"
#include "saturating.h"

#include <algorithm>
#include <memory>
#include <numeric>

namespace hearth {

namespace {

// Loops over samples check the stop flag once per this many + 1 (well under a millisecond).
constexpr quint32 kStopCheck = 0xffff;

// Arrays the build gives back as it goes (MemoryAdvice::releasePages) only from this size:
// each call is a TLB flush, for which a small tree's build (a 5 MB profile's) paid a fifth
// of its time and gained nothing; a large one's peak is what giving back lowers.
constexpr size_t kGiveBackFrom = size_t(32) << 20;

bool isStopped(const std::atomic<bool> *stop)
{
    return stop && stop->load(std::memory_order_relaxed);
}

// Per-sample predicate for a filter, resolved to string indices once.
class SampleMatcher
{
public:
    SampleMatcher(const Profile &p, const SampleFilter &f)
        : m_mode(f.mode())
    {
        if (m_mode == SampleFilter::Mode::All)
            return;
        m_key = p.findString(f.key());
        if (m_mode == SampleFilter::Mode::LabelIn) {
            m_values.assign(size_t(p.strings().size()), false);
            for (const QString &v : f.values()) {
                const qint64 i = p.findString(v);
                if (i > 0)
                    m_values[size_t(i)] = true;
            }
        }
    }

    bool matches(const Profile &p, quint32 sample) const
    {
        switch (m_mode) {
        case SampleFilter::Mode::All:
            return true;
        case SampleFilter::Mode::LabelIn:
            if (m_key < 0)
                return false;
            for (const Label &l : p.sampleLabels(sample)) {
                if (qint64(l.key) == m_key && l.str < m_values.size() && m_values[l.str])
                    return true;
            }
            return false;
        case SampleFilter::Mode::LabelAbsent:
            if (m_key < 0)
                return true;
            for (const Label &l : p.sampleLabels(sample)) {
                if (qint64(l.key) == m_key)
                    return false;
            }
            return true;
        }
        return false;
    }

private:
    SampleFilter::Mode m_mode;
    qint64 m_key = -1;
    std::vector<bool> m_values;
};

// The call nodes of a profile's used trie nodes, numbered breadth first: depth by depth,
// and within a depth by parent, then by function name (then file). A trie node whose
// location has k lines (inlined frames, innermost first) stands for k call nodes on k
// consecutive depths. Every call node of depth L is a distinct pair (call node of depth
// L - 1, function) among the trie lines at depth L; they are found by sorting those pairs,
// with no hashing: one pass per depth over its trie lines, a radix sort, and runs.
struct Levels
{
    std::vector<quint32> parent{0}; // breadth-first parent; the root's is 0
    std::vector<quint32> function{CallTree::NoFunction};
    std::vector<quint32> start;        // first node of each depth, and the end
    std::unique_ptr<quint32[]> callOf; // used trie node → call node of its innermost line

    /// Empty (no start) when stop was set on the way.
    static Levels build(const Profile &p, const std::vector<bool> &used,
                        const std::atomic<bool> *stop)
    {
        Levels out;
        const quint32 trieNodes = p.stackNodeCount();
        const quint32 functions = quint32(p.functions().size());

        // Function ranks by name, then file.
        const std::vector<quint32> byRank = FunctionOrder::byName(p.functions());
        const std::vector<quint32> rank = FunctionOrder::ranks(byRank);

        // Call depth of each used trie node's innermost line, and how many lines each depth
        // has: lines of node t are at depths depth[t] - k + 1 … depth[t], counted in a
        // difference array. (Arrays indexed by trie node are left uninitialised: only used
        // nodes, and the root, are written and read.)
        std::unique_ptr<quint32[]> depth = MemoryAdvice::hugeArray<quint32>(trieNodes);
        depth[0] = 0;
        std::vector<size_t> offset(2, 0);
        for (quint32 t = 1; t < trieNodes; ++t) {
            if ((t & kStopCheck) == 0 && isStopped(stop))
                return {};
            if (!used[t])
                continue;
            const quint32 first = depth[p.stackParent(t)] + 1;
            depth[t] = first - 1 + p.locations()[p.stackLocation(t)].lineCount;
            if (depth[t] + 2 > offset.size())
                offset.resize(size_t(depth[t]) + 2, 0);
            ++offset[first];
            --offset[depth[t] + 1];
        }
        const quint32 maxDepth = quint32(offset.size()) - 2;
        {
            size_t running = 0;
            size_t total = 0;
            for (size_t d = 0; d < offset.size(); ++d) {
                running += offset[d];
                offset[d] = total;
                total += running;
            }
        }
        // The lines of each depth, trie nodes in increasing order (a counting sort), 4 bytes
        // a line: the trie node for its outermost line (the parent's call node is the trie
        // parent's), else the index of (node, line) in `inner` with the top bit set (the
        // parent's call node is the node's own line above). Reading them is sequential; the
        // node's location and cur[] are looked up.
        constexpr quint32 Inner = 0x80000000u;
        if (trieNodes >= Inner)
            return {}; // not reached: a trie that large does not fit in memory
        std::vector<quint32> items;
        std::vector<std::pair<quint32, quint32>> inner; // (trie node, line from outermost)
        if (!MemoryAdvice::resizeHuge(items, offset.back(), quint32(0), stop))
            return {};
        {
            std::vector<size_t> fill(offset.begin(), offset.end() - 1);
            for (quint32 t = 1; t < trieNodes; ++t) {
                if ((t & kStopCheck) == 0 && isStopped(stop))
                    return {};
                if (!used[t])
                    continue;
                const quint32 k = p.locations()[p.stackLocation(t)].lineCount;
                const quint32 first = depth[t] + 1 - k;
                items[fill[first]++] = t;
                for (quint32 j = 1; j < k; ++j) {
                    items[fill[first + j]++] = Inner | quint32(inner.size());
                    inner.emplace_back(t, j);
                }
            }
        }
        depth.reset();
        if (isStopped(stop))
            return {};
        // A line's trie node, the trie node whose current call node is its parent's, and the
        // rank of its function.
        const auto nodeOf = [&](quint32 x) { return x & Inner ? inner[x & ~Inner].first : x; };
        const auto fromOf = [&](quint32 x) {
            return x & Inner ? inner[x & ~Inner].first : p.stackParent(x);
        };
        // The rank of each location's outermost line (most lines are).
        std::vector<quint32> outerRank(p.locations().size(), 0);
        for (quint32 l = 0; l < quint32(outerRank.size()); ++l) {
            const auto ls = p.locationLines(l);
            if (!ls.empty())
                outerRank[l] = rank[ls[ls.size() - 1].function];
        }
        const auto rankOf = [&](quint32 x) {
            if (!(x & Inner))
                return outerRank[p.stackLocation(x)];
            const auto [t, j] = inner[x & ~Inner];
            const auto ls = p.locationLines(p.stackLocation(t));
            return rank[ls[ls.size() - 1 - j].function];
        };

        // Depth by depth. cur[t] is the call node of trie node t's line at the previous
        // depth it reached. A depth's lines are given back once it is done (its pages: the
        // lines shrink while the call nodes grow).
        const bool giveBack = items.size() * sizeof(quint32) >= kGiveBackFrom;
        if (giveBack)
            MemoryAdvice::smallPages(items.data(), items.size() * sizeof(quint32));
        out.callOf = MemoryAdvice::hugeArray<quint32>(trieNodes);
        quint32 *cur = out.callOf.get();
        cur[0] = 0;
        out.parent.reserve(items.size() + 1);
        out.function.reserve(items.size() + 1);
        out.start = {0, 1};
        const quint32 rankBits = bitsBelow(functions);
        const quint64 rankMask = (quint64(1) << rankBits) - 1;
        std::vector<quint64> keys, tmp;
        std::vector<std::pair<quint64, quint32>> wide;
        for (quint32 d = 1; d <= maxDepth; ++d) {
            if (isStopped(stop))
                return {};
            const quint32 *level = items.data() + offset[d];
            const quint32 m = quint32(offset[d + 1] - offset[d]);
            const quint32 prevStart = out.start[d - 1];
            const quint32 idxBits = bitsBelow(m);
            const quint32 keyBits = bitsBelow(out.start[d] - prevStart) + rankBits;
            // The key of line i: (parent call node - prevStart, function rank).
            auto keyOf = [&](quint32 i) {
                if (i + 16 < m)
                    __builtin_prefetch(&cur[fromOf(level[i + 16])]);
                return (quint64(cur[fromOf(level[i])] - prevStart) << rankBits) | rankOf(level[i]);
            };
            auto addRun = [&](quint64 key) {
                out.parent.push_back(prevStart + quint32(key >> rankBits));
                out.function.push_back(byRank[key & rankMask]);
                return quint32(out.parent.size() - 1);
            };
            // Every key is made before cur[] is written for this depth. A depth of a large
            // profile has millions of lines (0.1 s): the loops look at the flag too.
            if (keyBits + idxBits <= 64) {
                keys.resize(m);
                for (quint32 i = 0; i < m; ++i) {
                    if ((i & kStopCheck) == kStopCheck && isStopped(stop))
                        return {};
                    keys[i] = (keyOf(i) << idxBits) | i;
                }
                if (!radixSort(keys, tmp, idxBits, keyBits, stop))
                    return {};
                const quint64 idxMask = (quint64(1) << idxBits) - 1;
                quint64 last = 0;
                quint32 id = 0;
                for (quint32 i = 0; i < m; ++i) {
                    if ((i & kStopCheck) == kStopCheck && isStopped(stop))
                        return {};
                    const quint64 x = keys[i];
                    const quint64 key = x >> idxBits;
                    if (id == 0 || key != last) {
                        last = key;
                        id = addRun(key);
                    }
                    cur[nodeOf(level[x & idxMask])] = id;
                }
            } else {
                wide.resize(m);
                for (quint32 i = 0; i < m; ++i) {
                    if ((i & kStopCheck) == kStopCheck && isStopped(stop))
                        return {};
                    wide[i] = {keyOf(i), i};
                }
                std::sort(wide.begin(), wide.end());
                quint64 last = 0;
                quint32 id = 0;
                for (quint32 j = 0; j < m; ++j) {
                    if ((j & kStopCheck) == kStopCheck && isStopped(stop))
                        return {};
                    const auto [key, i] = wide[j];
                    if (id == 0 || key != last) {
                        last = key;
                        id = addRun(key);
                    }
                    cur[nodeOf(level[i])] = id;
                }
            }
            if (giveBack)
                MemoryAdvice::releasePages(level, ptrdiff_t(m) * ptrdiff_t(sizeof(quint32)));
            out.start.push_back(quint32(out.parent.size()));
        }
        return out;
    }
};

} // namespace

CallTree::Ptr CallTree::build(const Profile::Ptr &profilePtr, int sampleType,
                              const SampleFilter &filter, const std::atomic<bool> *stop)
{
    std::shared_ptr<CallTree> tree(new CallTree);
    tree->m_profile = profilePtr;
    tree->m_sampleType = sampleType;
    tree->m_filter = filter;
    const Profile &p = *profilePtr;
    const bool validType = sampleType >= 0 && sampleType < p.sampleTypes().size();
    // A type whose stacks were not read (ReadOptions::sampleTypes) would give a tree missing
    // samples: callers re-read the file first (ProfileWindow) or refuse (ProfileSnapshot).
    Q_ASSERT_X(!validType || p.hasStacksFor(sampleType), "CallTree::build",
               "the stacks of this sample type were not read");

    // 1. Which stack-trie nodes lead to a value: sum the chosen value per node, mark the
    //    nodes whose sum is not zero and their ancestors (children have larger numbers than
    //    parents). The sums are dropped before the levels are built (they would be 8 bytes a
    //    trie node at the peak) and summed again per call node after.
    const quint32 trieNodes = p.stackNodeCount();
    const SampleMatcher matcher(p, filter);
    quint64 records = 0;
    std::vector<bool> used(trieNodes, false);
    std::vector<bool> counted(validType ? p.sampleCount() : 0, false); // non-zero and matched
    qint64 rootValue = 0;
    {
        // The large arrays of the build ask for huge pages before they are written
        // (core/profile/memoryadvice.h).
        std::vector<qint64> stackValue;
        if (!MemoryAdvice::resizeHuge(stackValue, trieNodes, qint64(0), stop))
            return nullptr;
        if (validType) {
            for (quint32 s = 0, n = p.sampleCount(); s < n; ++s) {
                if (s + 16 < n)
                    __builtin_prefetch(&stackValue[p.sampleStack(s + 16)]);
                if ((s & kStopCheck) == 0 && isStopped(stop))
                    return nullptr;
                const qint64 v = p.sampleValue(s, sampleType);
                if (v == 0 || !matcher.matches(p, s))
                    continue;
                counted[s] = true;
                records += p.sampleRecords(s); // a merged sample: its records
                stackValue[p.sampleStack(s)] = saturatingAdd(stackValue[p.sampleStack(s)], v);
            }
        }
        for (quint32 t = trieNodes; t-- > 1;) {
            if ((t & kStopCheck) == 0 && isStopped(stop))
                return nullptr;
            if (stackValue[t] != 0 || used[t]) {
                used[t] = true;
                used[p.stackParent(t)] = true;
            }
        }
        rootValue = trieNodes > 0 ? stackValue[0] : 0;
        tree->m_sampleRecords = records;
        // A trie numbered as the tree is, every node used: the sums are the self values.
        if (tree->buildOnTrie(stackValue, used)) {
            // On the two cores: the subtree ends backward (in pre-order the last child's
            // subtree ends where its parent's does) on one, the totals backward on the
            // other; each large array allocated with looks at the flag (see MemoryAdvice).
            CallTree &c = *tree;
            const quint32 n = c.m_nodeCount;
            const quint32 *parents = c.m_parents;
            const auto ends = [&] {
                if (!MemoryAdvice::resizeHuge(c.m_subtreeEnd, n, quint32(0), stop))
                    return false;
                for (quint32 t = n; t-- > 1;) {
                    if ((t & kStopCheck) == 0 && isStopped(stop))
                        return false;
                    const quint32 end = std::max(c.m_subtreeEnd[t], t + 1);
                    c.m_subtreeEnd[t] = end;
                    c.m_subtreeEnd[parents[t]] = std::max(c.m_subtreeEnd[parents[t]], end);
                }
                if (n > 0)
                    c.m_subtreeEnd[0] = n;
                c.findMaxDepth();
                return true;
            };
            const auto totals = [&] {
                for (quint32 t = n; t-- > 1;) {
                    if ((t & kStopCheck) == 0 && isStopped(stop))
                        return false;
                    c.m_total[parents[t]] = saturatingAdd(c.m_total[parents[t]], c.m_total[t]);
                }
                return true;
            };
            const auto [endsDone, sums] = inParallel(ends, totals);
            return endsDone && sums ? tree : nullptr;
        }
    }

    // 2. Call nodes in breadth-first order (see Levels), then self values summed per call
    //    node from the samples, in sample order (a trie node whose values cancel out is not
    //    used: its samples add nothing). The arrays in breadth-first order become the
    //    tree's in place; the build holds at most 20 bytes a call node (parent, function,
    //    total, size) beside the trie's map to call nodes (4 bytes a trie node) while the
    //    values are summed.
    if (isStopped(stop))
        return nullptr;
    Levels levels = Levels::build(p, used, stop);
    if (levels.start.empty())
        return nullptr;
    const quint32 n = quint32(levels.parent.size());
    std::vector<qint64> total; // breadth-first
    if (!MemoryAdvice::resizeHuge(total, n, qint64(0), stop))
        return nullptr;
    total[0] = rootValue;
    if (validType) {
        const quint32 *callOf = levels.callOf.get();
        for (quint32 s = 0, ns = p.sampleCount(); s < ns; ++s) {
            if ((s & kStopCheck) == 0 && isStopped(stop))
                return nullptr;
            const quint32 t = p.sampleStack(s);
            if (!counted[s] || t == 0 || !used[t])
                continue;
            if (s + 16 < ns && used[p.sampleStack(s + 16)])
                __builtin_prefetch(&total[callOf[p.sampleStack(s + 16)]]);
            total[callOf[t]] = saturatingAdd(total[callOf[t]], p.sampleValue(s, sampleType));
        }
    }
    std::vector<bool>().swap(used);
    std::vector<bool>().swap(counted);
    levels.callOf.reset();
    const std::vector<quint32> &parent = levels.parent;
    const std::vector<quint32> &function = levels.function;
    const std::vector<quint32> &start = levels.start;
    const quint32 maxDepth = quint32(start.size()) - 2;
    tree->m_maxDepth = maxDepth;
    // 3. Totals backward (children follow their parents in breadth-first order too).
    for (quint32 b = n; b-- > 1;) {
        if ((b & kStopCheck) == 0 && isStopped(stop))
            return nullptr;
        total[parent[b]] = saturatingAdd(total[parent[b]], total[b]);
    }
    if (isStopped(stop))
        return nullptr;

    // 4. Pre-order, walked depth first: a node's children are the next nodes of the depth
    //    below whose parent it is (each depth is in the order pre-order visits it), so every
    //    breadth-first array is read once from the start of each depth on, and the
    //    pre-order arrays are written in order. The pages of a depth that has been read
    //    are given back as the walk goes: the build holds the breadth-first arrays' 16
    //    bytes a node shrinking while the tree's 20 grow, instead of both.
    CallTree &c = *tree;
    for (auto *v : {&c.m_function, &c.m_parent, &c.m_subtreeEnd})
        MemoryAdvice::reserveHuge(*v, n);
    MemoryAdvice::reserveHuge(c.m_total, n);
    const bool giveBack = total.size() * sizeof(qint64) >= kGiveBackFrom;
    if (giveBack) {
        MemoryAdvice::smallPages(parent.data(), parent.size() * sizeof(quint32));
        MemoryAdvice::smallPages(function.data(), function.size() * sizeof(quint32));
        MemoryAdvice::smallPages(total.data(), total.size() * sizeof(qint64));
    }
    std::vector<quint32> next(start.begin(), start.end() - 1); // per depth: its next node
    // Per array and depth, the node below which its pages were given back: whole pages
    // only, each one once.
    std::vector<quint32> released[3] = {next, next, next};
    const uintptr_t page = MemoryAdvice::pageSize();
    const auto releaseRead = [&](const auto &v, std::vector<quint32> &upTo, quint32 d) {
        const uintptr_t base = reinterpret_cast<uintptr_t>(v.data());
        const uintptr_t size = sizeof(v[0]);
        const uintptr_t from = base + upTo[d] * size;
        const uintptr_t to = (base + next[d] * size) & ~(page - 1);
        if (to < from + 16 * page)
            return;
        MemoryAdvice::releasePages(reinterpret_cast<const void *>(from), ptrdiff_t(to - from));
        upTo[d] = quint32((to - base) / size);
    };
    const auto release = [&] {
        for (quint32 d = 1; d <= maxDepth; ++d) {
            releaseRead(parent, released[0], d);
            releaseRead(function, released[1], d);
            releaseRead(total, released[2], d);
        }
    };
    struct Open
    {
        quint32 node; // breadth-first
        quint32 at;   // pre-order
    };
    std::vector<Open> open;
    open.reserve(size_t(maxDepth) + 1);
    const auto place = [&](quint32 b, quint32 above) {
        open.push_back({b, quint32(c.m_function.size())});
        c.m_function.push_back(function[b]);
        c.m_parent.push_back(above);
        c.m_subtreeEnd.push_back(0);
        c.m_total.push_back(total[b]);
    };
    place(0, 0);
    while (!open.empty()) {
        const Open top = open.back();
        const quint32 d = quint32(open.size()); // the depth of top's children
        if (d <= maxDepth && next[d] < start[d + 1] && parent[next[d]] == top.node) {
            const quint32 at = quint32(c.m_function.size());
            if ((at & kStopCheck) == 0) {
                if (isStopped(stop))
                    return nullptr;
                if (giveBack)
                    release();
            }
            place(next[d]++, top.at);
            continue;
        }
        c.m_subtreeEnd[top.at] = quint32(c.m_function.size());
        open.pop_back();
    }
    tree->useOwnArrays();
    return tree;
}

void CallTree::useOwnArrays()
{
    m_nodeCount = quint32(m_function.size());
    m_functions = m_function.data();
    m_parents = m_parent.data();
}

bool CallTree::buildOnTrie(std::vector<qint64> &stackValue, const std::vector<bool> &used)
{
    const Profile &p = *m_profile;
    const quint32 n = p.stackNodeCount();
    if (!p.stackTrieInCallOrder() || n == 0)
        return false;
    // Each location one line of the function of the same number: trie node = call node.
    const auto &locations = p.locations();
    for (quint32 l = 0; l < quint32(locations.size()); ++l) {
        if (locations[l].lineCount != 1 || p.lines()[locations[l].firstLine].function != l)
            return false;
    }
    for (quint32 t = 1; t < n; ++t) {
        if (!used[t])
            return false;
    }
    // The trie's arrays and the sums are the tree's; build() adds totals, sizes and depths.
    m_nodeCount = n;
    m_parents = p.stackParents();
    m_functions = p.stackLocations();
    m_total = std::move(stackValue);
    return true;
}

void CallTree::findMaxDepth()
{
    std::vector<quint32> open{0};
    size_t deepest = 0;
    for (quint32 i = 1; i < m_nodeCount; ++i) {
        while (m_subtreeEnd[open.back()] <= i)
            open.pop_back();
        deepest = std::max(deepest, open.size());
        open.push_back(i);
    }
    m_maxDepth = quint32(deepest);
}

quint32 CallTree::depth(quint32 n) const
{
    quint32 d = 0;
    for (; n != 0; n = m_parents[n])
        ++d;
    return d;
}

qint64 CallTree::self(quint32 n) const
{
    if (!m_self.empty())
        return m_self[n];
    // Unsigned: the totals were summed with saturation, the difference is exact otherwise.
    quint64 s = quint64(m_total[n]);
    for (quint32 c = n + 1; c < m_subtreeEnd[n]; c = m_subtreeEnd[c])
        s -= quint64(m_total[c]);
    return qint64(s);
}

quint32 CallTree::DepthCursor::depth(quint32 n)
{
    if (n == 0)
        return 0;
    const quint32 parent = m_tree.parent(n);
    while (m_open.size() > 1 && m_tree.subtreeEnd(m_open.back()) <= n)
        m_open.pop_back();
    if (m_open.back() != parent) { // not the order this is made for: start again from n
        m_open.assign(1, n);
        m_base = m_tree.depth(n);
        return m_base;
    }
    m_open.push_back(n);
    return m_base + quint32(m_open.size()) - 1;
}

std::pair<CallTree::Ptr, CallTree::Ptr> CallTree::buildPair(const Profile::Ptr &a, int sampleTypeA,
                                                            const Profile::Ptr &b, int sampleTypeB)
{
    return inParallel([&] { return build(a, sampleTypeA); }, [&] { return build(b, sampleTypeB); });
}

quint32 CallTree::childCount(quint32 n) const
{
    quint32 c = 0;
    for (quint32 ch = n + 1; ch < m_subtreeEnd[n]; ch = m_subtreeEnd[ch])
        ++c;
    return c;
}

std::vector<quint32> CallTree::children(quint32 n) const
{
    std::vector<quint32> out;
    for (quint32 ch = n + 1; ch < m_subtreeEnd[n]; ch = m_subtreeEnd[ch])
        out.push_back(ch);
    return out;
}

QString CallTree::name(quint32 n) const
{
    const quint32 f = function(n);
    return f == NoFunction ? QString() : m_profile->functions()[f].name;
}

std::vector<quint32> CallTree::path(quint32 n) const
{
    std::vector<quint32> out;
    for (; n != 0; n = parent(n))
        out.push_back(function(n));
    std::reverse(out.begin(), out.end());
    return out;
}

CallTree::Ptr CallTree::fromNodes(const Profile::Ptr &profile, int sampleType,
                                  std::vector<quint32> function, std::vector<quint32> parent,
                                  std::vector<quint32> subtreeEnd, std::vector<quint32> depth,
                                  std::vector<qint64> self, std::vector<qint64> total)
{
    std::shared_ptr<CallTree> tree(new CallTree);
    tree->m_profile = profile;
    tree->m_sampleType = sampleType;
    tree->m_maxDepth = depth.empty() ? 0 : *std::max_element(depth.begin(), depth.end());
    std::vector<quint32>().swap(depth);
    tree->m_function = std::move(function);
    tree->m_parent = std::move(parent);
    tree->m_subtreeEnd = std::move(subtreeEnd);
    tree->m_total = std::move(total);
    tree->useOwnArrays();
    // The self values are kept only if a total is not its self plus its children's.
    for (quint32 i = 0; i < tree->m_nodeCount; ++i) {
        if (tree->self(i) != self[i]) {
            tree->m_self = std::move(self);
            break;
        }
    }
    return tree;
}

size_t CallTree::memoryBytes() const
{
    return m_function.capacity() * 4 + m_parent.capacity() * 4 + m_subtreeEnd.capacity() * 4 +
           m_total.capacity() * 8 + m_self.capacity() * 8;
}

} // namespace hearth

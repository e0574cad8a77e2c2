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
        std::unique_ptr<quint32[]> depth(new quint32[trieNodes]);
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
        // The lines of each depth, trie nodes in increasing order (a counting sort), each
        // with what its key needs: the trie node whose current call node is the parent (the
        // trie parent for a node's outermost line, else the node itself) and the rank of
        // the line's function. Reading them is sequential; only cur[] is looked up.
        struct Item
        {
            quint32 node;
            quint32 from;
            quint32 rank;
        };
        std::vector<Item> items;
        if (!MemoryAdvice::resizeHuge(items, offset.back(), Item{}, stop))
            return {};
        {
            std::vector<size_t> fill(offset.begin(), offset.end() - 1);
            for (quint32 t = 1; t < trieNodes; ++t) {
                if ((t & kStopCheck) == 0 && isStopped(stop))
                    return {};
                if (!used[t])
                    continue;
                const auto ls = p.locationLines(p.stackLocation(t));
                const quint32 k = quint32(ls.size());
                const quint32 first = depth[t] + 1 - k;
                for (quint32 j = 0; j < k; ++j) // outermost line first
                    items[fill[first + j]++] = {t, j == 0 ? p.stackParent(t) : t,
                                                rank[ls[k - 1 - j].function]};
            }
        }
        depth.reset();
        if (isStopped(stop))
            return {};

        // Depth by depth. cur[t] is the call node of trie node t's line at the previous
        // depth it reached.
        out.callOf.reset(new quint32[trieNodes]);
        quint32 *cur = out.callOf.get();
        cur[0] = 0;
        out.parent.reserve(items.size() + 1);
        out.function.reserve(items.size() + 1);
        out.start = {0, 1};
        const quint32 rankBits = bitsBelow(functions);
        const quint64 rankMask = (quint64(1) << rankBits) - 1;
        std::vector<quint64> keys, tmp;
        std::vector<quint32> ids;
        std::vector<std::pair<quint64, quint32>> wide;
        for (quint32 d = 1; d <= maxDepth; ++d) {
            if (isStopped(stop))
                return {};
            const Item *level = items.data() + offset[d];
            const quint32 m = quint32(offset[d + 1] - offset[d]);
            const quint32 prevStart = out.start[d - 1];
            const quint32 idxBits = bitsBelow(m);
            const quint32 keyBits = bitsBelow(out.start[d] - prevStart) + rankBits;
            // The key of line i: (parent call node - prevStart, function rank).
            auto keyOf = [&](quint32 i) {
                if (i + 16 < m)
                    __builtin_prefetch(&cur[level[i + 16].from]);
                return (quint64(cur[level[i].from] - prevStart) << rankBits) | level[i].rank;
            };
            auto addRun = [&](quint64 key) {
                out.parent.push_back(prevStart + quint32(key >> rankBits));
                out.function.push_back(byRank[key & rankMask]);
                return quint32(out.parent.size() - 1);
            };
            ids.resize(m);
            if (keyBits + idxBits <= 64) {
                keys.resize(m);
                for (quint32 i = 0; i < m; ++i)
                    keys[i] = (keyOf(i) << idxBits) | i;
                radixSort(keys, tmp, idxBits, keyBits);
                const quint64 idxMask = (quint64(1) << idxBits) - 1;
                quint64 last = 0;
                quint32 id = 0;
                for (const quint64 x : keys) {
                    const quint64 key = x >> idxBits;
                    if (id == 0 || key != last) {
                        last = key;
                        id = addRun(key);
                    }
                    ids[x & idxMask] = id;
                }
            } else {
                wide.resize(m);
                for (quint32 i = 0; i < m; ++i)
                    wide[i] = {keyOf(i), i};
                std::sort(wide.begin(), wide.end());
                quint64 last = 0;
                quint32 id = 0;
                for (const auto &[key, i] : wide) {
                    if (id == 0 || key != last) {
                        last = key;
                        id = addRun(key);
                    }
                    ids[i] = id;
                }
            }
            for (quint32 i = 0; i < m; ++i)
                cur[level[i].node] = ids[i];
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
            // On the two cores: the depths forward (a parent before its children) and the
            // subtree ends backward (in pre-order the last child's subtree ends where its
            // parent's does) on one, the totals backward on the other; each large array
            // allocated with looks at the flag (see MemoryAdvice).
            CallTree &c = *tree;
            const quint32 n = c.m_nodeCount;
            const quint32 *parents = c.m_parents;
            const auto depthsAndEnds = [&] {
                if (!MemoryAdvice::resizeHuge(c.m_depth, n, quint32(0), stop) ||
                    !MemoryAdvice::resizeHuge(c.m_subtreeEnd, n, quint32(0), stop))
                    return false;
                quint32 maxDepth = 0;
                for (quint32 t = 1; t < n; ++t) {
                    if ((t & kStopCheck) == 0 && isStopped(stop))
                        return false;
                    c.m_depth[t] = c.m_depth[parents[t]] + 1;
                    maxDepth = std::max(maxDepth, c.m_depth[t]);
                }
                for (quint32 t = n; t-- > 1;) {
                    if ((t & kStopCheck) == 0 && isStopped(stop))
                        return false;
                    const quint32 end = std::max(c.m_subtreeEnd[t], t + 1);
                    c.m_subtreeEnd[t] = end;
                    c.m_subtreeEnd[parents[t]] = std::max(c.m_subtreeEnd[parents[t]], end);
                }
                if (n > 0)
                    c.m_subtreeEnd[0] = n;
                c.m_maxDepth = maxDepth;
                return true;
            };
            const auto totals = [&] {
                if (!MemoryAdvice::copyHuge(c.m_total, c.m_self, stop))
                    return false;
                for (quint32 t = n; t-- > 1;) {
                    if ((t & kStopCheck) == 0 && isStopped(stop))
                        return false;
                    c.m_total[parents[t]] = saturatingAdd(c.m_total[parents[t]], c.m_total[t]);
                }
                return true;
            };
            const auto [ends, sums] = inParallel(depthsAndEnds, totals);
            return ends && sums ? tree : nullptr;
        }
    }

    // 2. Call nodes in breadth-first order (see Levels), then self values summed per call
    //    node from the samples, in sample order (a trie node whose values cancel out is not
    //    used: its samples add nothing).
    if (isStopped(stop))
        return nullptr;
    Levels levels = Levels::build(p, used, stop);
    if (levels.start.empty())
        return nullptr;
    const quint32 n = quint32(levels.parent.size());
    std::vector<qint64> bfsSelf;
    if (!MemoryAdvice::resizeHuge(bfsSelf, n, qint64(0), stop))
        return nullptr;
    bfsSelf[0] = rootValue;
    if (validType) {
        const quint32 *callOf = levels.callOf.get();
        for (quint32 s = 0, ns = p.sampleCount(); s < ns; ++s) {
            if ((s & kStopCheck) == 0 && isStopped(stop))
                return nullptr;
            const quint32 t = p.sampleStack(s);
            if (!counted[s] || t == 0 || !used[t])
                continue;
            if (s + 16 < ns && used[p.sampleStack(s + 16)])
                __builtin_prefetch(&bfsSelf[callOf[p.sampleStack(s + 16)]]);
            bfsSelf[callOf[t]] = saturatingAdd(bfsSelf[callOf[t]], p.sampleValue(s, sampleType));
        }
    }
    std::vector<bool>().swap(used);
    std::vector<bool>().swap(counted);
    levels.callOf.reset();
    // The passes below are sequential over the nodes, each a few tens of milliseconds at
    // tens of millions of nodes: stop is checked between them.
    if (isStopped(stop))
        return nullptr;

    // 4. Pre-order: subtree sizes backwards (children follow their parents), then a node's
    //    position is its parent's plus one plus the sizes of its earlier siblings, which
    //    precede it in breadth-first order.
    std::vector<quint32> size;
    if (!MemoryAdvice::resizeHuge(size, n, quint32(1), stop))
        return nullptr;
    for (quint32 b = n; b-- > 1;)
        size[levels.parent[b]] += size[b];
    std::vector<quint32> pre;
    if (!MemoryAdvice::resizeHuge(pre, n, quint32(0), stop))
        return nullptr;
    {
        quint32 lastParent = NoFunction;
        quint32 cursor = 0;
        for (quint32 b = 1; b < n; ++b) {
            const quint32 par = levels.parent[b];
            if (par != lastParent) {
                lastParent = par;
                cursor = pre[par] + 1;
            }
            pre[b] = cursor;
            cursor += size[b];
        }
    }
    if (isStopped(stop))
        return nullptr;
    if (!MemoryAdvice::resizeHuge(tree->m_subtreeEnd, n, quint32(0), stop))
        return nullptr;
    for (quint32 b = 0; b < n; ++b)
        tree->m_subtreeEnd[pre[b]] = pre[b] + size[b];
    std::vector<quint32>().swap(size);
    if (!MemoryAdvice::resizeHuge(tree->m_self, n, qint64(0), stop))
        return nullptr;
    for (quint32 b = 0; b < n; ++b)
        tree->m_self[pre[b]] = bfsSelf[b];
    std::vector<qint64>().swap(bfsSelf);
    if (isStopped(stop))
        return nullptr;
    if (!MemoryAdvice::resizeHuge(tree->m_function, n, quint32(0), stop))
        return nullptr;
    for (quint32 b = 0; b < n; ++b)
        tree->m_function[pre[b]] = levels.function[b];
    std::vector<quint32>().swap(levels.function);
    if (!MemoryAdvice::resizeHuge(tree->m_parent, n, quint32(0), stop))
        return nullptr;
    for (quint32 b = 0; b < n; ++b)
        tree->m_parent[pre[b]] = pre[levels.parent[b]];
    std::vector<quint32>().swap(levels.parent);
    if (isStopped(stop))
        return nullptr;
    if (!MemoryAdvice::resizeHuge(tree->m_depth, n, quint32(0), stop))
        return nullptr;
    for (quint32 d = 0; d + 1 < levels.start.size(); ++d) {
        for (quint32 b = levels.start[d]; b < levels.start[d + 1]; ++b)
            tree->m_depth[pre[b]] = d;
    }
    tree->m_maxDepth = quint32(levels.start.size()) - 2;
    // Freed before the totals: the build then peaks at the tree's own 32 bytes a node.
    std::vector<quint32>().swap(pre);

    if (isStopped(stop))
        return nullptr;
    // 5. Totals: children come after their parent in pre-order.
    if (!MemoryAdvice::copyHuge(tree->m_total, tree->m_self, stop))
        return nullptr;
    for (quint32 i = n; i-- > 1;)
        tree->m_total[tree->m_parent[i]] =
            saturatingAdd(tree->m_total[tree->m_parent[i]], tree->m_total[i]);
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
    m_self = std::move(stackValue);
    return true;
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
    tree->m_function = std::move(function);
    tree->m_parent = std::move(parent);
    tree->m_subtreeEnd = std::move(subtreeEnd);
    tree->m_depth = std::move(depth);
    tree->m_self = std::move(self);
    tree->m_total = std::move(total);
    tree->useOwnArrays();
    return tree;
}

size_t CallTree::memoryBytes() const
{
    return m_function.capacity() * 4 + m_parent.capacity() * 4 + m_subtreeEnd.capacity() * 4 +
           m_depth.capacity() * 4 + m_self.capacity() * 8 + m_total.capacity() * 8;
}

} // namespace hearth

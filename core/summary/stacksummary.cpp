// SPDX-License-Identifier: MIT
#include "stacksummary.h"

#include "analysis/inparallel.h"
#include "analysis/saturating.h"

#include <algorithm>
#include <numeric>
#include <thread>
#include <utility>

namespace hearth {

namespace {

constexpr quint32 NoFunction = 0xffffffffu;

// The samples [begin, end) of the partition order that share a call node's path and go on
// with the same frame: key is that frame's function plus one, or 0 for the samples whose
// stacks end at the node (its self). sum is the total of their values.
struct Group
{
    quint32 key;
    quint32 begin;
    quint32 end;
    qint64 sum;
};

// A part of the work for another thread: a group and the path of the node it is under.
struct Item
{
    Group group;
    quint32 depth; // of the node the group is under
    std::vector<quint32> path;
};

// Walks call nodes depth first and counts what the function table and the shape need. Two
// walkers on two threads share the order array, each on ranges of its own.
template <typename F> class Walker
{
public:
    Walker(const FlatStacks &s, quint32 *order)
        : m_stacks(s)
        , m_order(order)
        , m_self(s.functionCount(), 0)
        , m_largest(s.functionCount(), 0)
        , m_inclusive(s.functionCount(), 0)
        , m_sites(s.functionCount(), 0)
        , m_onPath(s.functionCount(), 0)
        , m_count(size_t(s.functionCount()) + 1, 0)
        , m_sum(size_t(s.functionCount()) + 1, 0)
    {}

    // Appends the groups of [lo, hi) at depth d to m_groups (reordering the range); true
    // when it branches (two or more groups other than the self group).
    bool partition(quint32 lo, quint32 hi, quint32 d);
    // The call node of group g under the node of `parent` at `depth`, and all below it.
    void walk(const Group &g, quint32 parent, quint32 depth);
    // An item of another walker's partition, with the path above it.
    void walk(const Item &item);
    // The node of group g, walked into by the caller: counted, and on the path until leave().
    void enter(const Group &g, quint32 depth)
    {
        const quint32 f = g.key - 1;
        m_shape.hasNodes = true;
        m_shape.maxDepth = std::max(m_shape.maxDepth, depth);
        visit(f, g.sum);
        ++m_onPath[f];
    }
    // Off the path again, after enter().
    void leave(quint32 function) { --m_onPath[function]; }
    // Gives back the room partition() kept for the largest range it was given.
    void shrink()
    {
        std::vector<quint32>().swap(m_keys);
        std::vector<quint32>().swap(m_scratch);
    }
    // The groups partition() appended, taken away.
    std::vector<Group> takeGroups() { return std::exchange(m_groups, {}); }
    TreeShape &shape() { return m_shape; }
    void merge(const Walker &other);
    StackSummary result(quint32 functionCount) const;

private:
    // An open node: its groups are m_groups[begin, end), [next, end) still to walk.
    struct Node
    {
        quint32 begin, next, end, depth, function;
    };

    quint32 keyOf(quint32 s, quint32 d) const
    {
        return d < m_stacks.length(s) ? quint32(m_stacks.stack<F>(s)[d]) + 1 : 0;
    }
    void visit(quint32 f, qint64 total)
    {
        ++m_sites[f];
        m_largest[f] = std::max(m_largest[f], total);
        if (m_onPath[f] == 0)
            m_inclusive[f] = saturatingAdd(m_inclusive[f], total);
    }
    void walkChain(quint32 s, quint32 depth, quint32 f, qint64 v);

    const FlatStacks &m_stacks;
    quint32 *m_order;
    std::vector<qint64> m_self, m_largest, m_inclusive;
    std::vector<quint32> m_sites;
    std::vector<quint32> m_onPath; // open occurrences of each function on the path
    // Per key, while a range is partitioned: how many samples (then where they go), their sum.
    std::vector<quint32> m_count;
    std::vector<qint64> m_sum;
    std::vector<quint32> m_keys, m_touched, m_scratch;
    // Ranges up to this many samples are reordered through m_scratch.
    const quint32 m_scratchLimit = std::max<quint32>(4096, m_stacks.sampleCount() / 4);
    std::vector<Group> m_groups; // the groups of the open nodes, a stack
    std::vector<Node> m_path;
    TreeShape m_shape;
};

template <typename F> bool Walker<F>::partition(quint32 lo, quint32 hi, quint32 d)
{
    const quint32 m = hi - lo;
    m_keys.resize(m);
    m_touched.clear();
    for (quint32 k = 0; k < m; ++k) {
        if (k + 8 < m)
            __builtin_prefetch(m_stacks.stack<F>(m_order[lo + k + 8]) + d);
        const quint32 s = m_order[lo + k];
        const quint32 key = keyOf(s, d);
        m_keys[k] = key;
        if (m_count[key]++ == 0)
            m_touched.push_back(key);
        m_sum[key] = saturatingAdd(m_sum[key], m_stacks.value(s));
    }
    // The groups, in the order their keys first came; m_count becomes each group's start.
    quint32 at = lo;
    bool self = false;
    for (const quint32 key : m_touched) {
        const quint32 n = m_count[key];
        m_groups.push_back({key, at, at + n, m_sum[key]});
        m_count[key] = at;
        at += n;
        m_sum[key] = 0;
        self = self || key == 0;
    }
    if (m_touched.size() > 1 && m <= m_scratchLimit) {
        m_scratch.resize(m);
        for (quint32 k = 0; k < m; ++k)
            m_scratch[m_count[m_keys[k]]++ - lo] = m_order[lo + k];
        std::copy(m_scratch.begin(), m_scratch.begin() + m, m_order + lo);
    } else if (m_touched.size() > 1) {
        // The largest ranges in place, without a second order array as large: each sample
        // not in its group's part is swapped to the next free place of its own group,
        // m_count[key]. Slower (the swaps jump about), so only for the few near the root.
        for (size_t gi = m_groups.size() - m_touched.size(); gi < m_groups.size(); ++gi) {
            const quint32 key = m_groups[gi].key;
            const quint32 end = m_groups[gi].end;
            for (quint32 i = m_count[key]; i < end; i = m_count[key]) {
                const quint32 other = m_keys[i - lo];
                if (other == key) {
                    m_count[key] = i + 1;
                    continue;
                }
                const quint32 j = m_count[other]++;
                std::swap(m_order[i], m_order[j]);
                std::swap(m_keys[i - lo], m_keys[j - lo]);
            }
        }
    }
    for (const quint32 key : m_touched)
        m_count[key] = 0;
    return m_touched.size() - (self ? 1 : 0) > 1;
}

// Sample s alone under the node of function f at `depth`: the rest of its stack is a chain
// of nodes of its value.
template <typename F> void Walker<F>::walkChain(quint32 s, quint32 depth, quint32 f, qint64 v)
{
    const F *begin = m_stacks.stack<F>(s) + depth;
    const F *end = m_stacks.stack<F>(s) + m_stacks.length(s);
    for (const F *p = begin; p < end; ++p) {
        visit(*p, v);
        ++m_onPath[*p];
    }
    const quint32 leaf = end > begin ? quint32(end[-1]) : f;
    m_self[leaf] = saturatingAdd(m_self[leaf], v);
    m_shape.maxDepth = std::max(m_shape.maxDepth, m_stacks.length(s));
    for (const F *p = begin; p < end; ++p)
        --m_onPath[*p];
}

template <typename F> void Walker<F>::walk(const Group &first, quint32 parent, quint32 parentDepth)
{
    // Nothing here recurses: m_path holds the open nodes, under the parent's (which this
    // walk does not enter or leave) with the one group given.
    const quint32 base = quint32(m_groups.size());
    m_groups.push_back(first);
    m_path.push_back({base, base, base + 1, parentDepth, parent});
    while (!m_path.empty()) {
        Node &top = m_path.back();
        if (top.next == top.end) {
            if (m_path.size() > 1)
                --m_onPath[top.function];
            m_groups.resize(top.begin);
            m_path.pop_back();
            continue;
        }
        const Group g = m_groups[top.next++];
        const quint32 function = top.function;
        const quint32 depth = top.depth + 1;
        if (g.key == 0) { // stacks that end at this node: its self
            if (function != NoFunction)
                m_self[function] = saturatingAdd(m_self[function], g.sum);
            continue;
        }
        enter(g, depth);
        if (g.end - g.begin == 1) {
            walkChain(m_order[g.begin], depth, g.key - 1, g.sum);
            --m_onPath[g.key - 1];
            continue;
        }
        const quint32 groupsBegin = quint32(m_groups.size());
        if (partition(g.begin, g.end, depth))
            m_shape.chain = false;
        m_path.push_back({groupsBegin, groupsBegin, quint32(m_groups.size()), depth, g.key - 1});
    }
}

template <typename F> void Walker<F>::walk(const Item &item)
{
    for (const quint32 f : item.path)
        ++m_onPath[f];
    walk(item.group, item.path.empty() ? NoFunction : item.path.back(), item.depth);
    for (const quint32 f : item.path)
        --m_onPath[f];
}

template <typename F> void Walker<F>::merge(const Walker &other)
{
    for (size_t f = 0; f < m_self.size(); ++f) {
        m_self[f] = saturatingAdd(m_self[f], other.m_self[f]);
        m_largest[f] = std::max(m_largest[f], other.m_largest[f]);
        m_inclusive[f] = saturatingAdd(m_inclusive[f], other.m_inclusive[f]);
        m_sites[f] += other.m_sites[f];
    }
    m_shape.hasNodes = m_shape.hasNodes || other.m_shape.hasNodes;
    m_shape.chain = m_shape.chain && other.m_shape.chain;
    m_shape.maxDepth = std::max(m_shape.maxDepth, other.m_shape.maxDepth);
}

template <typename F> StackSummary Walker<F>::result(quint32 functionCount) const
{
    std::vector<FunctionStats> rows;
    for (quint32 f = 0; f < functionCount; ++f) {
        if (m_sites[f] > 0)
            rows.push_back({f, m_self[f], m_largest[f], m_sites[f], m_inclusive[f]});
    }
    return {FunctionTable::fromRows(std::move(rows), functionCount, m_shape.total), m_shape};
}

// Below this many samples one thread walks everything.
constexpr quint32 ParallelFrom = 20000;

template <typename F> StackSummary summarise(const FlatStacks &stacks)
{
    const quint32 n = quint32(stacks.sampleCount());
    std::vector<quint32> order(n);
    std::iota(order.begin(), order.end(), 0u);
    Walker<F> main(stacks, order.data());
    main.shape().records = stacks.recordCount();
    for (quint32 s = 0; s < n; ++s)
        main.shape().total = saturatingAdd(main.shape().total, stacks.value(s));
    if (n == 0)
        return main.result(stacks.functionCount());
    if (main.partition(0, n, 0))
        main.shape().chain = false;
    std::vector<Group> groups = main.takeGroups();
    if (n < ParallelFrom || std::thread::hardware_concurrency() < 2) {
        for (const Group &g : groups)
            main.walk(g, NoFunction, 0);
        return main.result(stacks.functionCount());
    }

    // Two threads. Walk down from the root while one group holds most samples (the shared
    // trunk: main, the event loop), entering its nodes here; every other group met on the
    // way is an item, and the trunk's last groups too. Items go to the thread with less.
    std::vector<Item> items;
    std::vector<quint32> path;
    quint32 depth = 0;
    quint32 size = n;
    for (;;) {
        auto big =
            std::max_element(groups.begin(), groups.end(), [](const Group &a, const Group &b) {
                return a.end - a.begin < b.end - b.begin;
            });
        const bool trunk = big->key != 0 && big->end - big->begin > 1 &&
                           quint64(big->end - big->begin) * 10 > quint64(size) * 6;
        for (auto g = groups.begin(); g != groups.end(); ++g) {
            if (g != big || !trunk)
                items.push_back({*g, depth, path});
        }
        if (!trunk)
            break;
        const Group g = *big;
        main.enter(g, depth + 1);
        path.push_back(g.key - 1);
        ++depth;
        size = g.end - g.begin;
        if (main.partition(g.begin, g.end, depth))
            main.shape().chain = false;
        groups = main.takeGroups();
    }
    // The trunk stays on main's path for its items; the helper gets it from each item.
    std::sort(items.begin(), items.end(), [](const Item &a, const Item &b) {
        return a.group.end - a.group.begin > b.group.end - b.group.begin;
    });
    std::vector<const Item *> mine, theirs;
    quint64 mineSize = 0, theirsSize = 0;
    for (const Item &item : items) {
        const quint64 s = item.group.end - item.group.begin;
        if (mineSize <= theirsSize) {
            mine.push_back(&item);
            mineSize += s;
        } else {
            theirs.push_back(&item);
            theirsSize += s;
        }
    }
    for (const quint32 f : path)
        main.leave(f);
    main.shrink(); // the root's range: all samples
    auto [helper, done] = inParallel(
        [&] {
            auto w = std::make_unique<Walker<F>>(stacks, order.data());
            for (const Item *item : theirs)
                w->walk(*item);
            return w;
        },
        [&] {
            for (const Item *item : mine)
                main.walk(*item);
            return true;
        });
    Q_UNUSED(done);
    main.merge(*helper);
    return main.result(stacks.functionCount());
}

} // namespace

StackSummary StackSummary::compute(const FlatStacks &stacks)
{
    Q_ASSERT(!stacks.treeNeeded());
    Q_ASSERT(stacks.sampleCount() < 0xffffffffu);
    return stacks.wide() ? summarise<quint32>(stacks) : summarise<quint16>(stacks);
}

StackSummary StackSummary::ofTree(const CallTree &tree)
{
    return {FunctionTable::compute(tree), TreeShape::of(tree)};
}

StackSummary StackSummary::ofProfile(const Profile::Ptr &profile, int sampleType)
{
    const FlatStacks flat = FlatStacks::fromProfile(*profile, sampleType);
    if (!flat.treeNeeded())
        return compute(flat);
    return ofTree(*CallTree::build(profile, sampleType));
}

} // namespace hearth

#include "stacksummary.h"

#include "radixsort.h"

#include <algorithm>
#include <numeric>

namespace hearth {

namespace {

// The depth-first walk over the call nodes that the stacks of `frames` (F: quint16 or
// quint32 function indices) make.
template <typename F> class Partition
{
public:
    explicit Partition(const FlatStacks &s, const F *frames)
        : m_frames(frames)
        , m_offsets(s.offsets())
        , m_values(s.values())
        , m_n(quint32(s.sampleCount()))
        , m_keyBits(bitsBelow(quint64(s.functionCount()) + 1))
        , m_self(s.functionCount(), 0)
        , m_largest(s.functionCount(), 0)
        , m_inclusive(s.functionCount(), 0)
        , m_sites(s.functionCount(), 0)
        , m_onPath(s.functionCount(), 0)
    {}

    StackSummary run(quint32 functionCount);

private:
    static constexpr quint32 NoFunction = 0xffffffffu;
    // A call node whose samples are [lo, hi) of m_order, sorted by their frame at `depth`
    // (the children's functions); [next, hi) are still to be walked.
    struct Node
    {
        quint32 lo, hi, next, depth, function;
    };

    // The frame of sample s at depth d, plus one; 0 when its stack ends before.
    quint32 keyOf(quint32 s, quint32 d) const
    {
        const size_t at = m_offsets[s] + d;
        return at < m_offsets[s + 1] ? quint32(m_frames[at]) + 1 : 0;
    }
    bool sortRange(quint32 lo, quint32 hi, quint32 d);
    void visit(quint32 f, qint64 total)
    {
        ++m_sites[f];
        m_largest[f] = std::max(m_largest[f], total);
        if (m_onPath[f] == 0)
            m_inclusive[f] = saturatingAdd(m_inclusive[f], total);
    }
    void walkChain(quint32 s, quint32 depth, quint32 f, qint64 v);

    const F *m_frames;
    const size_t *m_offsets;
    const qint64 *m_values;
    const quint32 m_n;
    const quint32 m_keyBits;
    std::vector<quint32> m_order; // sample numbers, partitioned
    std::vector<quint32> m_key;   // per position of m_order: keyOf() at the owner's depth
    std::vector<quint64> m_sortKeys, m_sortTmp;
    std::vector<qint64> m_self, m_largest, m_inclusive;
    std::vector<quint32> m_sites, m_onPath;
    TreeShape m_shape;
};

// Sorts [lo, hi) of m_order by keyOf(·, d), filling m_key; true when the samples go on to
// two or more different functions (the node branches).
template <typename F> bool Partition<F>::sortRange(quint32 lo, quint32 hi, quint32 d)
{
    bool same = true;
    const quint32 first = keyOf(m_order[lo], d);
    for (quint32 k = lo; k < hi; ++k) {
        if (k + 8 < hi)
            __builtin_prefetch(m_frames + m_offsets[m_order[k + 8]] + d);
        m_key[k] = keyOf(m_order[k], d);
        same = same && m_key[k] == first;
    }
    if (same)
        return false;
    const quint32 m = hi - lo;
    if (m <= 16) {
        for (quint32 i = lo + 1; i < hi; ++i) {
            const quint32 key = m_key[i], s = m_order[i];
            quint32 j = i;
            for (; j > lo && m_key[j - 1] > key; --j) {
                m_key[j] = m_key[j - 1];
                m_order[j] = m_order[j - 1];
            }
            m_key[j] = key;
            m_order[j] = s;
        }
    } else {
        m_sortKeys.resize(m);
        for (quint32 k = 0; k < m; ++k)
            m_sortKeys[k] = (quint64(m_key[lo + k]) << 32) | m_order[lo + k];
        radixSort(m_sortKeys, m_sortTmp, 32, m_keyBits);
        for (quint32 k = 0; k < m; ++k) {
            m_key[lo + k] = quint32(m_sortKeys[k] >> 32);
            m_order[lo + k] = quint32(m_sortKeys[k]);
        }
    }
    // Stacks that end here sort first (key 0); the rest branch if they differ.
    const quint32 *firstFrame = std::upper_bound(m_key.data() + lo, m_key.data() + hi, 0u);
    return firstFrame < m_key.data() + hi && *firstFrame != m_key[hi - 1];
}

// Sample s alone under the node of function f at `depth`: the rest of its stack is a chain
// of nodes of its value.
template <typename F> void Partition<F>::walkChain(quint32 s, quint32 depth, quint32 f, qint64 v)
{
    const F *begin = m_frames + m_offsets[s] + depth;
    const F *end = m_frames + m_offsets[s + 1];
    ++m_onPath[f];
    for (const F *p = begin; p < end; ++p) {
        visit(*p, v);
        ++m_onPath[*p];
    }
    const quint32 leaf = end > begin ? quint32(end[-1]) : f;
    m_self[leaf] = saturatingAdd(m_self[leaf], v);
    m_shape.maxDepth = std::max(
        m_shape.maxDepth, quint32(std::min<size_t>(m_offsets[s + 1] - m_offsets[s], 0xffffffffu)));
    --m_onPath[f];
    for (const F *p = begin; p < end; ++p)
        --m_onPath[*p];
}

template <typename F> StackSummary Partition<F>::run(quint32 functionCount)
{
    m_shape.records = m_n;
    for (quint32 s = 0; s < m_n; ++s)
        m_shape.total = saturatingAdd(m_shape.total, m_values[s]);
    if (m_n > 0) {
        m_order.resize(m_n);
        std::iota(m_order.begin(), m_order.end(), 0u);
        m_key.resize(m_n);
        std::vector<Node> path;
        if (sortRange(0, m_n, 0))
            m_shape.chain = false;
        path.push_back({0, m_n, 0, 0, NoFunction});
        while (!path.empty()) {
            Node &top = path.back();
            if (top.next == top.hi) {
                if (top.function != NoFunction)
                    --m_onPath[top.function];
                path.pop_back();
                continue;
            }
            // The next child: the run of equal keys from `next`.
            const quint32 g0 = top.next;
            const quint32 key = m_key[g0];
            qint64 sum = m_values[m_order[g0]];
            quint32 g1 = g0 + 1;
            for (; g1 < top.hi && m_key[g1] == key; ++g1)
                sum = saturatingAdd(sum, m_values[m_order[g1]]);
            top.next = g1;
            if (key == 0) { // stacks that end at this node: its self
                if (top.function != NoFunction)
                    m_self[top.function] = saturatingAdd(m_self[top.function], sum);
                continue;
            }
            const quint32 f = key - 1;
            const quint32 depth = top.depth + 1;
            m_shape.hasNodes = true;
            m_shape.maxDepth = std::max(m_shape.maxDepth, depth);
            visit(f, sum);
            if (g1 - g0 == 1) {
                walkChain(m_order[g0], depth, f, sum);
                continue;
            }
            ++m_onPath[f];
            if (sortRange(g0, g1, depth))
                m_shape.chain = false;
            path.push_back({g0, g1, g0, depth, f}); // `top` is gone from here
        }
    }
    std::vector<FunctionStats> rows;
    for (quint32 f = 0; f < functionCount; ++f) {
        if (m_sites[f] > 0)
            rows.push_back({f, m_self[f], m_largest[f], m_sites[f], m_inclusive[f]});
    }
    return {FunctionTable::fromRows(std::move(rows), functionCount, m_shape.total), m_shape};
}

} // namespace

StackSummary StackSummary::compute(const FlatStacks &stacks)
{
    Q_ASSERT(!stacks.hasNegative());
    Q_ASSERT(stacks.sampleCount() < 0xffffffffu);
    if (stacks.wide())
        return Partition<quint32>(stacks, stacks.frames32()).run(stacks.functionCount());
    return Partition<quint16>(stacks, stacks.frames16()).run(stacks.functionCount());
}

StackSummary StackSummary::ofTree(const CallTree &tree)
{
    return {FunctionTable::compute(tree), TreeShape::of(tree)};
}

StackSummary StackSummary::ofProfile(const Profile::Ptr &profile, int sampleType)
{
    const FlatStacks flat = FlatStacks::fromProfile(*profile, sampleType);
    if (!flat.hasNegative())
        return compute(flat);
    return ofTree(*CallTree::build(profile, sampleType));
}

} // namespace hearth

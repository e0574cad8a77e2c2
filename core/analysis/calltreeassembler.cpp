// SPDX-License-Identifier: MIT
#include "calltreeassembler.h"

#include "profile/functionorder.h"
#include "profile/memoryadvice.h"
#include "saturating.h"

#include <algorithm>
#include <memory>

namespace hearth {

namespace {

constexpr quint32 None = CallTreeAssembler::NoNode;
constexpr quint64 Empty = ~quint64(0);
// A shared node's children are scanned up to this many, then indexed.
constexpr quint32 ListedChildren = 8;

quint64 keyOf(quint32 parent, quint32 rank)
{
    return (quint64(parent) << 32) | rank;
}

size_t hashOf(quint64 key, size_t mask)
{
    return size_t((key * 0x9E3779B97F4A7C15ull) >> 32) & mask;
}

} // namespace

CallTreeAssembler::CallTreeAssembler(const Profile::Ptr &profile, int sampleType,
                                     size_t expectedNodes)
    : m_profile(profile)
    , m_sampleType(sampleType)
    , m_byRank(FunctionOrder::byName(profile->functions()))
    , m_rankOf(FunctionOrder::ranks(m_byRank))
{
    for (auto *v : {&m_parent, &m_rank, &m_firstChild, &m_nextSibling})
        MemoryAdvice::reserveHuge(*v, expectedNodes + 1);
    MemoryAdvice::reserveHuge(m_self, expectedNodes + 1);
    MemoryAdvice::reserveHuge(m_lookup, expectedNodes + 1);
    m_parent.push_back(0);
    m_rank.push_back(None);
    m_self.push_back(0);
    m_firstChild.push_back(None);
    m_nextSibling.push_back(None);
    m_lookup.push_back(OneSource);
    m_keys.assign(1024, Empty);
    m_values.assign(1024, None);
}

quint32 CallTreeAssembler::append(quint32 parent, quint32 rank)
{
    const quint32 node = quint32(m_parent.size());
    m_parent.push_back(parent);
    m_rank.push_back(rank);
    m_self.push_back(0);
    m_firstChild.push_back(None);
    m_nextSibling.push_back(m_firstChild[parent]);
    m_firstChild[parent] = node;
    m_lookup.push_back(OneSource);
    return node;
}

quint32 CallTreeAssembler::child(quint32 parent, quint32 function, quint32 after)
{
    const quint32 rank = m_rankOf[function];
    quint8 lookup = quint8(m_lookup[parent] & ~Unordered);
    if (lookup == OneSource)
        return append(parent, rank); // its one source's children are distinct
    if (lookup == Shared) {
        arrange(parent);
        lookup = m_lookup[parent];
    }
    if (lookup == Hashed)
        return lookUp(parent, rank);
    // Listed, in sibling order: a merge from `after` (or the first child) on.
    quint32 prev = None;
    quint32 c = m_firstChild[parent];
    if (after != None && m_rank[after] < rank) {
        prev = after;
        c = m_nextSibling[after];
    }
    for (; c != None && m_rank[c] < rank; c = m_nextSibling[c])
        prev = c;
    if (c != None && m_rank[c] == rank) {
        share(c); // a second source maps onto it
        return c;
    }
    const quint32 node = quint32(m_parent.size());
    m_parent.push_back(parent);
    m_rank.push_back(rank);
    m_self.push_back(0);
    m_firstChild.push_back(None);
    m_nextSibling.push_back(c);
    (prev == None ? m_firstChild[parent] : m_nextSibling[prev]) = node;
    m_lookup.push_back(OneSource);
    const quint8 order = c == None ? quint8(m_lookup[parent] & Unordered) : Unordered;
    if (lookup < ListedChildren) {
        m_lookup[parent] = quint8((lookup + 1) | order);
    } else {
        m_lookup[parent] = quint8(Hashed | order);
        for (quint32 s = m_firstChild[parent]; s != None; s = m_nextSibling[s])
            index(s);
    }
    return node;
}

quint32 CallTreeAssembler::lookUp(quint32 parent, quint32 rank)
{
    if ((m_used + 1) * 2 > m_keys.size())
        grow();
    const quint64 key = keyOf(parent, rank);
    const size_t mask = m_keys.size() - 1;
    size_t i = hashOf(key, mask);
    while (m_keys[i] != Empty && m_keys[i] != key)
        i = (i + 1) & mask;
    if (m_keys[i] == key) {
        const quint32 found = m_values[i];
        share(found);
        return found;
    }
    const quint32 node = append(parent, rank);
    m_lookup[parent] |= Unordered; // it may belong anywhere among the others
    m_keys[i] = key;
    m_values[i] = node;
    ++m_used;
    return node;
}

void CallTreeAssembler::index(quint32 node)
{
    if ((m_used + 1) * 2 > m_keys.size())
        grow();
    const quint64 key = keyOf(m_parent[node], m_rank[node]);
    const size_t mask = m_keys.size() - 1;
    size_t i = hashOf(key, mask);
    while (m_keys[i] != Empty)
        i = (i + 1) & mask;
    m_keys[i] = key;
    m_values[i] = node;
    ++m_used;
}

void CallTreeAssembler::grow()
{
    std::vector<quint64> keys(m_keys.size() * 2, Empty);
    std::vector<quint32> values(m_keys.size() * 2, None);
    const size_t mask = keys.size() - 1;
    for (size_t j = 0; j < m_keys.size(); ++j) {
        if (m_keys[j] == Empty)
            continue;
        size_t i = hashOf(m_keys[j], mask);
        while (keys[i] != Empty)
            i = (i + 1) & mask;
        keys[i] = m_keys[j];
        values[i] = m_values[j];
    }
    m_keys.swap(keys);
    m_values.swap(values);
}

void CallTreeAssembler::share(quint32 node)
{
    if (m_lookup[node] == OneSource)
        m_lookup[node] = Shared; // arranged at its first lookup, if any
}

void CallTreeAssembler::arrange(quint32 node)
{
    // Its children came newest first, in descending order: reversed into sibling order, or
    // indexed when there are many.
    quint32 count = 0;
    quint32 ascending = None;
    for (quint32 c = m_firstChild[node]; c != None; ++count) {
        const quint32 next = m_nextSibling[c];
        m_nextSibling[c] = ascending;
        ascending = c;
        c = next;
    }
    m_firstChild[node] = ascending;
    if (count < ListedChildren) {
        m_lookup[node] = quint8(1 + count);
        return;
    }
    m_lookup[node] = Hashed;
    for (quint32 c = ascending; c != None; c = m_nextSibling[c])
        index(c);
}

void CallTreeAssembler::addSelf(quint32 node, qint64 value)
{
    m_self[node] = saturatingAdd(m_self[node], value);
}

CallTree::Ptr CallTreeAssembler::finish(const std::atomic<bool> *cancel)
{
    auto cancelled = [cancel](quint32 i) {
        return (i & 0xffff) == 0 && cancel && cancel->load(std::memory_order_relaxed);
    };
    std::vector<quint64>().swap(m_keys);
    std::vector<quint32>().swap(m_values);
    const quint32 n = nodeCount();
    // 1. Per node, how many nodes of its subtree lead to a value (children were created
    //    after their parents): 0 for a node that is left out.
    std::vector<quint32> size;
    MemoryAdvice::resizeHuge(size, n, 0u);
    for (quint32 i = n; i-- > 1;) {
        if (cancelled(i))
            return nullptr;
        if (m_self[i] != 0 || size[i] != 0)
            size[m_parent[i]] += ++size[i];
    }
    ++size[0];
    const quint32 count = size[0];

    // 2. Pre-order positions, parents first. A node's position is its parent's next free
    //    one: the children of a node with one source came in sibling order and are placed as
    //    they come (size[] becomes the parent's cursor once it is placed); those of a shared
    //    node are placed with it, from its list (sorted first if hashed).
    std::unique_ptr<quint32[]> pos(new quint32[n]); // written before it is read
    std::vector<quint32> function, parent, depth, subtreeEnd;
    std::vector<qint64> self;
    for (auto *v : {&function, &parent, &depth, &subtreeEnd})
        MemoryAdvice::resizeHuge(*v, count, 0u);
    MemoryAdvice::resizeHuge(self, count, qint64(0));
    std::vector<quint32> children;
    auto place = [&](quint32 node, quint32 at) {
        pos[node] = at;
        function[at] = node == 0 ? CallTree::NoFunction : m_byRank[m_rank[node]];
        self[at] = m_self[node];
        subtreeEnd[at] = at + size[node];
        if (node != 0) {
            parent[at] = pos[m_parent[node]];
            depth[at] = depth[parent[at]] + 1;
        }
        quint32 cursor = at + 1;
        if (!(m_lookup[node] & Unordered)) { // its children came in sibling order
            size[node] = cursor;
            return;
        }
        children.clear();
        for (quint32 c = m_firstChild[node]; c != None; c = m_nextSibling[c]) {
            if (size[c] != 0)
                children.push_back(c);
        }
        if ((m_lookup[node] & ~Unordered) == Hashed) {
            std::sort(children.begin(), children.end(),
                      [this](quint32 a, quint32 b) { return m_rank[a] < m_rank[b]; });
        }
        for (const quint32 c : children) {
            pos[c] = cursor;
            cursor += size[c];
        }
    };
    place(0, 0);
    for (quint32 i = 1; i < n; ++i) {
        if (cancelled(i))
            return nullptr;
        if (size[i] == 0)
            continue;
        const quint32 p = m_parent[i];
        if (!(m_lookup[p] & Unordered)) {
            const quint32 at = size[p];
            size[p] += size[i];
            place(i, at);
        } else {
            place(i, pos[i]);
        }
    }

    // 3. Totals: children follow their parents.
    std::vector<qint64> total;
    MemoryAdvice::reserveHuge(total, count);
    total.assign(self.begin(), self.end());
    for (quint32 i = count; i-- > 1;)
        total[parent[i]] = saturatingAdd(total[parent[i]], total[i]);
    return CallTree::fromNodes(m_profile, m_sampleType, std::move(function), std::move(parent),
                               std::move(subtreeEnd), std::move(depth), std::move(self),
                               std::move(total));
}

} // namespace hearth

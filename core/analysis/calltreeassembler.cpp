// SPDX-License-Identifier: MIT
#include "calltreeassembler.h"

#include "saturating.h"

#include <algorithm>
#include <numeric>

namespace hearth {

namespace {

constexpr quint32 None = 0xffffffffu;
constexpr quint64 Empty = ~quint64(0);
// A shared node's children are scanned up to this many, then indexed.
constexpr quint32 ListedChildren = 8;

quint64 keyOf(quint32 parent, quint32 function)
{
    return (quint64(parent) << 32) | function;
}

size_t hashOf(quint64 key, size_t mask)
{
    return size_t((key * 0x9E3779B97F4A7C15ull) >> 32) & mask;
}

} // namespace

CallTreeAssembler::CallTreeAssembler(size_t expectedNodes)
{
    for (auto *v : {&m_parent, &m_function, &m_firstChild, &m_nextSibling})
        v->reserve(expectedNodes + 1);
    m_self.reserve(expectedNodes + 1);
    m_lookup.reserve(expectedNodes + 1);
    m_parent.push_back(0);
    m_function.push_back(CallTree::NoFunction);
    m_self.push_back(0);
    m_firstChild.push_back(None);
    m_nextSibling.push_back(None);
    m_lookup.push_back(Lookup::None);
    m_keys.assign(1024, Empty);
    m_values.assign(1024, None);
}

quint32 CallTreeAssembler::append(quint32 parent, quint32 function)
{
    const quint32 node = quint32(m_parent.size());
    m_parent.push_back(parent);
    m_function.push_back(function);
    m_self.push_back(0);
    m_firstChild.push_back(None);
    m_nextSibling.push_back(m_firstChild[parent]);
    m_firstChild[parent] = node;
    m_lookup.push_back(Lookup::None);
    return node;
}

quint32 CallTreeAssembler::child(quint32 parent, quint32 function)
{
    switch (m_lookup[parent]) {
    case Lookup::None:
        return append(parent, function); // its one source's children are distinct
    case Lookup::List: {
        quint32 count = 0;
        for (quint32 c = m_firstChild[parent]; c != None; c = m_nextSibling[c], ++count) {
            if (m_function[c] == function) {
                share(c); // a second source maps onto it
                return c;
            }
        }
        const quint32 node = append(parent, function);
        if (count + 1 >= ListedChildren) {
            m_lookup[parent] = Lookup::Hash;
            for (quint32 c = m_firstChild[parent]; c != None; c = m_nextSibling[c])
                index(c);
        }
        return node;
    }
    case Lookup::Hash:
        break;
    }
    if ((m_used + 1) * 2 > m_keys.size())
        grow();
    const quint64 key = keyOf(parent, function);
    const size_t mask = m_keys.size() - 1;
    size_t i = hashOf(key, mask);
    while (m_keys[i] != Empty && m_keys[i] != key)
        i = (i + 1) & mask;
    if (m_keys[i] == key) {
        const quint32 found = m_values[i];
        share(found);
        return found;
    }
    const quint32 node = append(parent, function);
    m_keys[i] = key;
    m_values[i] = node;
    ++m_used;
    return node;
}

void CallTreeAssembler::index(quint32 node)
{
    if ((m_used + 1) * 2 > m_keys.size())
        grow();
    const quint64 key = keyOf(m_parent[node], m_function[node]);
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
    if (m_lookup[node] == Lookup::None)
        m_lookup[node] = Lookup::List;
}

void CallTreeAssembler::addSelf(quint32 node, qint64 value)
{
    m_self[node] = saturatingAdd(m_self[node], value);
}

std::vector<quint32> CallTreeAssembler::functionRanks(const Profile &profile)
{
    const auto &fns = profile.functions();
    std::vector<quint32> byRank(fns.size());
    std::iota(byRank.begin(), byRank.end(), 0u);
    std::sort(byRank.begin(), byRank.end(), [&](quint32 a, quint32 b) {
        const int c = fns[a].name.compare(fns[b].name);
        return c != 0 ? c < 0 : fns[a].file < fns[b].file;
    });
    std::vector<quint32> rank(fns.size());
    for (quint32 i = 0; i < quint32(fns.size()); ++i)
        rank[byRank[i]] = i;
    return rank;
}

CallTree::Ptr CallTreeAssembler::finish(const Profile::Ptr &profile, int sampleType,
                                        const std::atomic<bool> *cancel)
{
    auto cancelled = [cancel](quint32 i) {
        return (i & 0xffff) == 0 && cancel && cancel->load(std::memory_order_relaxed);
    };
    const quint32 n = nodeCount();
    // 1. The nodes that lead to a value (children were created after their parents).
    std::vector<bool> used(n, false);
    used[0] = true;
    quint32 count = 1;
    for (quint32 i = n; i-- > 1;) {
        if (m_self[i] != 0 || used[i]) {
            used[i] = true;
            used[m_parent[i]] = true;
            ++count;
        }
    }
    std::vector<quint32>().swap(m_values);
    std::vector<quint64>().swap(m_keys);
    std::vector<Lookup>().swap(m_lookup);

    // 2. Pre-order, siblings by function rank: a depth-first walk. Children are linked newest
    //    first, so those created in name order (a node with one source) come out in reverse
    //    order, as the stack wants them.
    const std::vector<quint32> rank = functionRanks(*profile);
    std::vector<quint32> function, parent, depth, subtreeEnd;
    std::vector<qint64> self;
    for (auto *v : {&function, &parent, &depth, &subtreeEnd})
        v->reserve(count);
    self.reserve(count);
    std::vector<std::pair<quint32, quint32>> stack{{0u, 0u}}; // (node, parent's position)
    auto byRankDescending = [&](const std::pair<quint32, quint32> &a,
                                const std::pair<quint32, quint32> &b) {
        return rank[m_function[a.first]] > rank[m_function[b.first]];
    };
    while (!stack.empty()) {
        const auto [node, up] = stack.back();
        stack.pop_back();
        const quint32 at = quint32(function.size());
        if (cancelled(at))
            return nullptr;
        function.push_back(m_function[node]);
        parent.push_back(up);
        depth.push_back(node == 0 ? 0 : depth[up] + 1);
        self.push_back(m_self[node]);
        const size_t first = stack.size();
        bool sorted = true;
        quint32 last = None;
        for (quint32 c = m_firstChild[node]; c != None; c = m_nextSibling[c]) {
            if (!used[c])
                continue;
            const quint32 r = rank[m_function[c]];
            sorted = sorted && (last == None || r < last);
            last = r;
            stack.emplace_back(c, at);
        }
        if (!sorted)
            std::sort(stack.begin() + qsizetype(first), stack.end(), byRankDescending);
    }

    // 3. Subtree ends and totals: children follow their parents.
    const quint32 m = quint32(function.size());
    subtreeEnd.assign(m, 1);
    std::vector<qint64> total = self;
    for (quint32 i = m; i-- > 1;) {
        subtreeEnd[parent[i]] += subtreeEnd[i];
        total[parent[i]] = saturatingAdd(total[parent[i]], total[i]);
    }
    for (quint32 i = 0; i < m; ++i)
        subtreeEnd[i] += i;
    return CallTree::fromNodes(profile, sampleType, std::move(function), std::move(parent),
                               std::move(subtreeEnd), std::move(depth), std::move(self),
                               std::move(total));
}

} // namespace hearth

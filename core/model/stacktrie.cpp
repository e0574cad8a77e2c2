#include "stacktrie.h"

#include <algorithm>

namespace hearth {

StackTrie::StackTrie()
    : m_index(1 << 16)
{}

void StackTrie::append(quint32 parent, quint32 location)
{
    if (m_parents.size() == m_parents.capacity()) {
        // Grow by doubling, with huge pages for the new block (it is read at random).
        const size_t cap = std::max<size_t>(m_parents.capacity() * 2, 1 << 16);
        const size_t size = m_parents.size();
        m_parents.reserve(cap);
        m_locations.reserve(cap);
        adviseHugePages(m_parents.data() + size, (cap - size) * sizeof(quint32));
        adviseHugePages(m_locations.data() + size, (cap - size) * sizeof(quint32));
    }
    m_parents.push_back(parent);
    m_locations.push_back(location);
}

quint32 StackTrie::addStack(std::span<const quint32> leafFirst)
{
    const size_t depth = leafFirst.size();
    auto at = [&](size_t d) { return leafFirst[depth - 1 - d]; }; // root first
    size_t d = 0;
    while (d < depth && d < m_prevLocations.size() && m_prevLocations[d] == at(d))
        ++d;
    m_prevLocations.resize(depth);
    m_prevNodes.resize(depth);
    quint32 node = d ? m_prevNodes[d - 1] : 0;
    for (; d < depth; ++d) {
        const quint32 child = find(node, at(d));
        if (child == 0)
            break;
        m_prevLocations[d] = at(d);
        m_prevNodes[d] = node = child;
    }
    if (d == depth)
        return node;
    // Everything under a new node is new: append the rest, prefetch its slots, index it.
    const quint32 first = nodeCount();
    for (size_t e = d; e < depth; ++e) {
        append(node, at(e));
        m_prevLocations[e] = at(e);
        m_prevNodes[e] = node = nodeCount() - 1;
    }
    for (quint32 n = first; n < nodeCount(); ++n)
        m_index.prefetch(PairIndex::hashOf(m_parents[n], m_locations[n]));
    for (quint32 n = first; n < nodeCount(); ++n)
        m_index.insert(PairIndex::hashOf(m_parents[n], m_locations[n]), n);
    return node;
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "stacktrie.h"

namespace hearth {

StackTrie::StackTrie()
    : m_index(1 << 16)
{
    append(0, 0); // the empty stack
}

void StackTrie::takeArrays(std::vector<quint32> &parents, std::vector<quint32> &locations,
                           size_t extra)
{
    m_index.clear();
    const size_t n = m_nodes.size();
    parents.clear();
    parents.reserve(n + extra);
    locations.clear();
    locations.reserve(n + extra);
    for (size_t i = 0; i < n; ++i) {
        parents.push_back(m_nodes[i].parent);
        locations.push_back(m_nodes[i].location);
    }
    m_nodes.release();
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
    indexFrom(first);
    return node;
}

void StackTrie::addBelow(quint32 node, std::span<const quint32> locations, quint32 *nodes)
{
    size_t d = 0;
    for (; d < locations.size(); ++d) {
        const quint32 child = find(node, locations[d]);
        if (child == 0)
            break;
        nodes[d] = node = child;
    }
    if (d == locations.size())
        return;
    const quint32 first = nodeCount();
    for (; d < locations.size(); ++d) {
        append(node, locations[d]);
        nodes[d] = node = nodeCount() - 1;
    }
    indexFrom(first);
}

void StackTrie::indexFrom(quint32 first)
{
    for (quint32 n = first; n < nodeCount(); ++n)
        m_index.prefetch(PairIndex::hashOf(m_nodes[n].parent, m_nodes[n].location));
    for (quint32 n = first; n < nodeCount(); ++n)
        m_index.insert(PairIndex::hashOf(m_nodes[n].parent, m_nodes[n].location), n);
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "stacktrie.h"

#include <algorithm>

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
    locations.clear();
    if (m_lists && m_lastChild.size() == n && m_previousSibling.size() == n) {
        // The children lists (an entry a node each) are read no more: their pages, written
        // already, take the arrays. Fresh pages would cost more than the copy (the kernel
        // zeroes each one).
        parents.swap(m_lastChild);
        locations.swap(m_previousSibling);
        parents.reserve(n + extra);
        locations.reserve(n + extra);
        for (size_t i = 0; i < n; ++i) {
            if ((i & 0xfffff) == 0xfffff && m_index.stopRequested())
                break; // stopped(): incomplete, thrown away
            parents[i] = m_nodes[i].parent;
            locations[i] = m_nodes[i].location;
        }
    } else {
        MemoryAdvice::reserveHuge(parents, n + extra);
        MemoryAdvice::reserveHuge(locations, n + extra);
        for (size_t i = 0; i < n; ++i) {
            // The copy writes fresh pages: a look at the stop flag every 1 M nodes.
            if ((i & 0xfffff) == 0xfffff && m_index.stopRequested())
                break; // stopped(): incomplete, thrown away
            parents.push_back(m_nodes[i].parent);
            locations.push_back(m_nodes[i].location);
        }
    }
    std::vector<quint32>().swap(m_lastChild);
    std::vector<quint32>().swap(m_previousSibling);
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

size_t StackTrie::addBelow(quint32 node, std::span<const quint32> locations, quint32 *nodes,
                           bool firstIsNew)
{
    size_t d = 0;
    for (; d < locations.size() && !firstIsNew; ++d) {
        const quint32 child = find(node, locations[d]);
        if (child == 0)
            break;
        nodes[d] = node = child;
    }
    const size_t found = d;
    if (d == locations.size())
        return found;
    const quint32 first = nodeCount();
    for (; d < locations.size(); ++d) {
        append(node, locations[d]);
        nodes[d] = node = nodeCount() - 1;
    }
    if (m_lists)
        linkFrom(first);
    else
        indexFrom(first);
    return found;
}

void StackTrie::useChildLists()
{
    if (nodeCount() != 1 || m_lists)
        return;
    m_lists = true;
    m_index.clear();
    m_lastChild.push_back(0);       // the root's
    m_previousSibling.push_back(0); // the root has none
}

void StackTrie::linkFrom(quint32 first)
{
    for (quint32 n = first; n < nodeCount(); ++n) {
        const quint32 p = m_nodes[n].parent;
        m_previousSibling.push_back(m_lastChild[p]);
        m_lastChild[p] = n;
        m_lastChild.push_back(0);
    }
}

quint32 StackTrie::findInList(quint32 parent, quint32 location)
{
    // Walks are for stacks that are mostly in order (a parent whose children came out of
    // order, such as the roots of concatenated files): past a few steps a node in all,
    // the whole trie is indexed and looked up as without lists.
    const size_t budget = 4 * size_t(nodeCount()) + (size_t(1) << 20);
    for (quint32 c = m_lastChild[parent]; c != 0; c = m_previousSibling[c]) {
        if (++m_walked > budget) {
            indexAll();
            return find(parent, location);
        }
        if (m_nodes[c].location == location)
            return c;
    }
    return 0;
}

void StackTrie::indexAll()
{
    m_lists = false;
    std::vector<quint32>().swap(m_lastChild);
    std::vector<quint32>().swap(m_previousSibling);
    m_index.reserve(std::max<size_t>(m_expected, size_t(nodeCount()) * 3 / 2));
    for (quint32 n = 1; n < nodeCount(); ++n) {
        if ((n & 0xffff) == 0 && m_index.stopRequested())
            break; // cancelled: the trie is thrown away
        m_index.insert(PairIndex::hashOf(m_nodes[n].parent, m_nodes[n].location), n);
    }
}

void StackTrie::indexFrom(quint32 first)
{
    for (quint32 n = first; n < nodeCount(); ++n)
        m_index.prefetch(PairIndex::hashOf(m_nodes[n].parent, m_nodes[n].location));
    for (quint32 n = first; n < nodeCount(); ++n)
        m_index.insert(PairIndex::hashOf(m_nodes[n].parent, m_nodes[n].location), n);
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "stacktrie.h"

#include <algorithm>
#include <array>

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

template <typename At, typename Find, typename Visit>
size_t StackTrie::descend(quint32 &node, size_t d, size_t depth, At at, Find find, Visit visit)
{
    // Walks down from node while find() has the children (at(d): the location d levels
    // down), then appends the rest; visit(d, node) for each level.
    for (; d < depth; ++d) {
        const quint32 child = find(node, at(d));
        if (child == 0)
            break;
        visit(d, node = child);
    }
    const size_t found = d;
    for (; d < depth; ++d) {
        append(node, at(d));
        visit(d, node = nodeCount() - 1);
    }
    return found;
}

quint32 StackTrie::addStack(std::span<const quint32> leafFirst)
{
    const quint32 end = quint32(leafFirst.size());
    quint32 leaf = 0;
    addStacks(leafFirst, std::span(&end, 1), &leaf);
    return leaf;
}

void StackTrie::addStacks(std::span<const quint32> locations, std::span<const quint32> ends,
                          quint32 *leaves)
{
    for (size_t first = 0; first < ends.size(); first += BatchSize) {
        addBatch(locations.data(), ends.subspan(first, std::min(BatchSize, ends.size() - first)),
                 first ? ends[first - 1] : 0, leaves + first);
    }
}

void StackTrie::addBatch(const quint32 *locations, std::span<const quint32> ends, quint32 begin,
                         quint32 *leaves)
{
    // Each stack's walk: how deep it is in the trie (d levels, at node), the hash of its next
    // (node, location) and that pair's candidate node from the index.
    struct Walk
    {
        const quint32 *leafFirst;
        quint32 depth;
        quint32 d;
        quint32 node;
        quint32 hash;
        quint32 candidate;
        quint32 location(size_t at) const { return leafFirst[depth - 1 - at]; }
    };
    std::array<Walk, BatchSize> walks;
    std::array<quint8, BatchSize> active; // the walks still going down, in batch order
    size_t going = 0;
    for (size_t i = 0; i < ends.size(); ++i) {
        const quint32 from = i ? ends[i - 1] : begin;
        Walk &w = walks[i];
        w = Walk{locations + from, ends[i] - from, 0, 0, 0, 0};
        // With children lists there is no index to look up at once: one at a time below.
        if (w.depth == 0 || m_lists)
            continue;
        w.hash = PairIndex::hashOf(0, w.location(0));
        m_index.prefetch(w.hash);
        active[going++] = quint8(i);
    }
    // A level of every walk at a time: read the slots (loaded), load the candidates; check
    // them (loaded), load the next level's slots.
    while (going) {
        for (size_t k = 0; k < going; ++k) {
            Walk &w = walks[active[k]];
            w.candidate = m_index.candidate(w.hash);
            __builtin_prefetch(&m_nodes[w.candidate]);
        }
        size_t still = 0;
        for (size_t k = 0; k < going; ++k) {
            Walk &w = walks[active[k]];
            const quint32 location = w.location(w.d);
            quint32 child = w.candidate;
            if (child && (m_nodes[child].parent != w.node || m_nodes[child].location != location))
                child = find(w.node, location); // another pair with the same hash
            if (child == 0)
                continue; // stops here: the rest is added below
            w.node = child;
            if (++w.d == w.depth)
                continue;
            w.hash = PairIndex::hashOf(child, w.location(w.d));
            m_index.prefetch(w.hash);
            active[still++] = active[k];
        }
        going = still;
    }
    // In batch order, what is missing: where a stack stopped, its child was missing when the
    // batch began, but a stack before it may have added that child since. New nodes are
    // indexed together at the end (their slots loaded at once, not one stack's at a time):
    // until then they are looked for among themselves.
    const quint32 before = nodeCount();
    quint32 indexed = before; // nodes from here on are not in the index yet
    auto lookup = [&](quint32 parent, quint32 location) -> quint32 {
        if (m_lists)
            return find(parent, location);
        // Anything before `indexed` that the walks did not find was added by this batch.
        if (parent < indexed && indexed != before) {
            if (const quint32 child = find(parent, location))
                return child;
        }
        for (quint32 n = std::max(parent + 1, indexed); n < nodeCount(); ++n) {
            if (m_nodes[n].parent == parent && m_nodes[n].location == location)
                return n;
        }
        return 0;
    };
    for (size_t i = 0; i < ends.size(); ++i) {
        const Walk &w = walks[i];
        quint32 node = w.node;
        descend(
            node, w.d, w.depth, [&](size_t d) { return w.location(d); }, lookup,
            [](size_t, quint32) {});
        leaves[i] = node;
        // Few nodes to look through: a deep new stack is indexed at once.
        if (m_lists)
            linkFrom(indexed);
        else if (nodeCount() - indexed > MaxUnindexed)
            indexFrom(indexed);
        else
            continue;
        indexed = nodeCount();
    }
    indexFrom(indexed);
}

size_t StackTrie::addBelow(quint32 node, std::span<const quint32> locations, quint32 *nodes,
                           bool firstIsNew)
{
    // Once a location is new, so is the rest: nothing to look up (firstIsNew: not even it).
    const quint32 first = nodeCount();
    const size_t found = descend(
        node, 0, locations.size(), [&](size_t d) { return locations[d]; },
        [&](quint32 parent, quint32 location) {
            return firstIsNew ? quint32(0) : find(parent, location);
        },
        [&](size_t d, quint32 n) { nodes[d] = n; });
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

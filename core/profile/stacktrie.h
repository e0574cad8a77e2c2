// SPDX-License-Identifier: MIT
#pragma once

#include "mappedarray.h"
#include "memoryadvice.h"
#include "pairindex.h"

#include <span>
#include <vector>

namespace hearth {

/// A stack trie under construction, for readers that add many stacks: node 0 is the empty
/// stack, nodes are numbered in creation order (a child after its parent) and indexed by
/// (parent, location). addStack() reuses the previous stack's common prefix and, once a
/// node is new, appends the rest of the stack without lookups (nothing under a new node
/// exists yet) and indexes it with the slots prefetched. One trie per thread; hand the
/// arrays to ProfileBuilder::setStackTrie().
///
/// A reader whose stacks mostly come in order (a sorted folded file) calls useChildLists():
/// the trie then keeps each node's children as a list (8 bytes a node, written in creation
/// order) instead of indexing every node (a random slot each), and addBelow() is told when
/// the first location is known to be new, so that nothing is looked up. A lookup walks the
/// parent's list; if the walks grow past a few steps a node (stacks out of order), the trie
/// indexes every node once and goes on as without lists.
class StackTrie
{
public:
    StackTrie();

    quint32 nodeCount() const { return quint32(m_nodes.size()); }
    quint32 parent(quint32 node) const { return m_nodes[node].parent; }
    quint32 location(quint32 node) const { return m_nodes[node].location; }

    /// The node of a whole stack, leaf first.
    quint32 addStack(std::span<const quint32> locationsLeafFirst);
    /// Walks down from `node` along locations (root first), adding what is missing, and
    /// writes the node after each location to nodes (as many as locations). For a reader
    /// that knows the node of a stack's prefix (the previous line's). `firstIsNew`: the
    /// caller knows that the first location is not a child of `node` yet (nothing is looked
    /// up). Returns how many of the locations were found (the rest are new nodes).
    size_t addBelow(quint32 node, std::span<const quint32> locationsRootFirst, quint32 *nodes,
                    bool firstIsNew = false);
    /// The child of parent for location, or 0.
    quint32 find(quint32 parent, quint32 location)
    {
        if (m_lists)
            return findInList(parent, location);
        return m_index.find(parent, location, PairIndex::hashOf(parent, location),
                            Parents{m_nodes.data()}, Locations{m_nodes.data()});
    }
    /// Children lists instead of the index, until lookups make them too slow (see above).
    /// Call before adding anything.
    void useChildLists();
    /// True while the trie keeps children lists (not yet indexed).
    bool usesChildLists() const { return m_lists; }

    /// Makes room for `nodes` nodes in all (an estimate: the index then grows once).
    void reserve(size_t nodes)
    {
        m_nodes.reserve(nodes);
        m_expected = nodes;
        if (m_lists) {
            // Room for twice the estimate: a vector grows by copying, and room never written
            // is address space, not memory.
            MemoryAdvice::reserveHuge(m_lastChild, 2 * nodes);
            MemoryAdvice::reserveHuge(m_previousSibling, 2 * nodes);
        } else {
            m_index.reserve(nodes);
        }
    }
    /// Stops growing the index, and copying the arrays out (takeArrays), once *stop is set
    /// (PairIndex::setStop): the trie, or the arrays, are then incomplete (stopped()) and
    /// must be thrown away.
    void setStop(const std::atomic<bool> *stop) { m_index.setStop(stop); }
    bool stopped() const { return m_index.stopped(); }
    /// Frees the index (find() and addStack() must not be called afterwards).
    void dropIndex() { m_index.clear(); }
    /// Copies the arrays out, with room for `extra` more nodes, and frees the trie (with
    /// children lists, into their memory: no fresh pages).
    void takeArrays(std::vector<quint32> &parents, std::vector<quint32> &locations,
                    size_t extra = 0);

private:
    // A node's parent and location side by side: checking a candidate of the index is one
    // cache miss.
    struct Node
    {
        quint32 parent;
        quint32 location;
    };
    using Parents = FieldView<Node, &Node::parent>;
    using Locations = FieldView<Node, &Node::location>;
    void append(quint32 parent, quint32 location) { m_nodes.push_back(Node{parent, location}); }
    void indexFrom(quint32 first);
    void linkFrom(quint32 first);
    quint32 findInList(quint32 parent, quint32 location);
    void indexAll();

    MappedArray<Node> m_nodes;
    PairIndex m_index;
    // Children lists (useChildLists): each node's last child, and each node's previous
    // sibling (0: none); the steps walked in them so far. Vectors, not mappings: their
    // memory becomes the arrays that takeArrays() hands over.
    bool m_lists = false;
    std::vector<quint32> m_lastChild;
    std::vector<quint32> m_previousSibling;
    size_t m_walked = 0;
    size_t m_expected = 0;
    std::vector<quint32> m_prevLocations; // root first, the previous stack
    std::vector<quint32> m_prevNodes;
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "mappedarray.h"
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
    /// that knows the node of a stack's prefix (the previous line's).
    void addBelow(quint32 node, std::span<const quint32> locationsRootFirst, quint32 *nodes);
    /// The child of parent for location, or 0.
    quint32 find(quint32 parent, quint32 location) const
    {
        return m_index.find(parent, location, PairIndex::hashOf(parent, location),
                            Parents{m_nodes.data()}, Locations{m_nodes.data()});
    }

    /// Makes room for `nodes` nodes in all (an estimate: the index then grows once).
    void reserve(size_t nodes)
    {
        m_nodes.reserve(nodes);
        m_index.reserve(nodes);
    }
    /// Frees the index (find() and addStack() must not be called afterwards).
    void dropIndex() { m_index.clear(); }
    /// Copies the arrays out, with room for `extra` more nodes, and frees the trie.
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

    MappedArray<Node> m_nodes;
    PairIndex m_index;
    std::vector<quint32> m_prevLocations; // root first, the previous stack
    std::vector<quint32> m_prevNodes;
};

} // namespace hearth

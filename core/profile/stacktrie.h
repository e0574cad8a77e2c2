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
/// (parent, location). Once a node is new, the rest of its stack is appended without lookups
/// (nothing under a new node exists yet) and indexed with the slots prefetched. Stacks that
/// come in no useful order (a large pprof's samples) go in batches (addStacks()): each level
/// of each stack is a lookup, two cache misses, and a batch has BatchSize of them in flight
/// at once instead of one. One trie per thread; hand the arrays to
/// ProfileBuilder::setStackTrie().
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

    /// How many stacks addStacks() looks up at once.
    static constexpr size_t BatchSize = 32;

    /// The node of a whole stack, leaf first (addStacks() of one).
    quint32 addStack(std::span<const quint32> locationsLeafFirst);
    /// Adds many stacks, leaf first: stack i is locations[ends[i - 1], ends[i]) (from 0 for
    /// the first), its node goes to leaves[i]. The trie and its numbering are those of
    /// addStack() of each stack in turn; but BatchSize stacks at a time are walked down
    /// together, a level of each in turn, with each one's next slot and node prefetched, as
    /// far as they are in the trie already. Then each stack, in order, is looked up again
    /// where it stopped (if a stack before it added nodes) and its new nodes are appended.
    void addStacks(std::span<const quint32> locations, std::span<const quint32> ends,
                   quint32 *leaves);
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
    /// Looks at the stop flag now: stopped() from then on if it is set.
    bool stopRequested() { return m_index.stopRequested(); }
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
    void addBatch(const quint32 *locations, std::span<const quint32> ends, quint32 begin,
                  quint32 *leaves);
    template <typename At, typename Find, typename Visit>
    size_t descend(quint32 &node, size_t d, size_t depth, At at, Find find, Visit visit);
    // The most nodes addStacks() keeps out of the index while it adds a batch.
    static constexpr quint32 MaxUnindexed = 512;
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
};

} // namespace hearth

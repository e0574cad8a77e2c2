// SPDX-License-Identifier: MIT
#pragma once

#include "profile/profile.h"
#include "samplefilter.h"

#include <atomic>
#include <memory>
#include <utility>
#include <vector>

namespace hearth {

/// The call tree of a profile for one sample type (and optionally a sample filter).
///
/// Nodes live in flat arrays in depth-first pre-order: node 0 is the root (all samples, no
/// function), a node's subtree is [n, subtreeEnd(n)), its first child is n + 1 when that is
/// below subtreeEnd(n), and the next sibling of child c is subtreeEnd(c). Children are merged
/// by function (name + file) and sorted by function name. Immutable; share it by Ptr.
///
/// A node holds its function, parent, subtree end and total (20 bytes); its depth and its
/// self value are derived (depth() walks the parents, self() subtracts the children's
/// totals), so a pass over many nodes tracks depths with a DepthCursor.
class CallTree
{
public:
    using Ptr = std::shared_ptr<const CallTree>;
    static constexpr quint32 NoFunction = 0xffffffffu;

    /// stop (may be null), set from another thread, ends the build within a few milliseconds
    /// of work: the result is then null.
    static Ptr build(const Profile::Ptr &profile, int sampleType,
                     const SampleFilter &filter = SampleFilter::all(),
                     const std::atomic<bool> *stop = nullptr);

    /// The trees of two profiles (a comparison's sides), built at once on two threads.
    static std::pair<Ptr, Ptr> buildPair(const Profile::Ptr &a, int sampleTypeA,
                                         const Profile::Ptr &b, int sampleTypeB);

    /// A tree given node by node in the layout above (pre-order, subtreeEnd, parent before
    /// child, totals including descendants). For derived trees such as a comparison's merged
    /// tree; the arrays must have one entry per node and node 0 must be the root. depth gives
    /// the maximum depth only; self is kept only where a total is not the node's self plus
    /// its children's totals.
    static Ptr fromNodes(const Profile::Ptr &profile, int sampleType, std::vector<quint32> function,
                         std::vector<quint32> parent, std::vector<quint32> subtreeEnd,
                         std::vector<quint32> depth, std::vector<qint64> self,
                         std::vector<qint64> total);

    const Profile &profile() const { return *m_profile; }
    const Profile::Ptr &profilePtr() const { return m_profile; }
    int sampleType() const { return m_sampleType; }
    const SampleFilter &filter() const { return m_filter; }

    quint32 nodeCount() const { return m_nodeCount; }
    quint32 function(quint32 n) const { return n == 0 ? NoFunction : m_functions[n]; }
    quint32 parent(quint32 n) const { return m_parents[n]; } // the root is its own parent
    quint32 subtreeEnd(quint32 n) const { return m_subtreeEnd[n]; }
    /// O(depth): walks the parents.
    quint32 depth(quint32 n) const;
    /// O(children): the total less the children's totals (stored only for a tree made by
    /// fromNodes whose totals are not their children's plus the self values).
    qint64 self(quint32 n) const;
    /// False when self() is derived from the totals (every tree but some of fromNodes'): a
    /// pass over every node may then add each total to its node and take it from its parent.
    bool storesSelf() const { return !m_self.empty(); }
    qint64 total(quint32 n) const { return m_total[n]; }
    /// Asks the CPU to load node n's total and subtreeEnd ahead of their use: for a walk
    /// that can go on with other work while they come (FlameLayout).
    void prefetch(quint32 n) const
    {
        __builtin_prefetch(m_total.data() + n);
        __builtin_prefetch(m_subtreeEnd.data() + n);
    }
    bool hasChildren(quint32 n) const { return n + 1 < m_subtreeEnd[n]; }
    quint32 childCount(quint32 n) const;
    /// Children of n in order (name-sorted).
    std::vector<quint32> children(quint32 n) const;
    quint32 maxDepth() const { return m_maxDepth; }
    qint64 totalValue() const { return m_total.empty() ? 0 : m_total[0]; }
    /// Number of sample records that passed the filter with a non-zero value.
    quint64 sampleRecords() const { return m_sampleRecords; }
    /// Function name of node n ("" for the root).
    QString name(quint32 n) const;
    /// Root-first function indices from the root's child down to n.
    std::vector<quint32> path(quint32 n) const;
    /// Bytes held by this tree's own arrays (not the profile's, see sharesProfileTrie()).
    size_t memoryBytes() const;
    /// True when the tree's parents and functions are the profile's stack trie itself
    /// (Profile::stackTrieInCallOrder(), locations one to one with functions, every node
    /// used): the tree then holds 12 bytes a node of its own instead of 20.
    bool sharesProfileTrie() const { return m_parent.empty() && m_nodeCount > 0; }

    /// Depths of nodes visited in increasing order, each in O(1) amortised: a pass in
    /// pre-order that may skip whole subtrees (every visited node's parent visited before it,
    /// or from itself). Any other order still gives the right depth, by walking the parents.
    class DepthCursor
    {
    public:
        explicit DepthCursor(const CallTree &tree)
            : m_tree(tree)
        {
            m_open.push_back(0);
        }
        quint32 depth(quint32 n);

    private:
        const CallTree &m_tree;
        std::vector<quint32> m_open; // the root, then the open ancestors of the last node
        quint32 m_base = 0;          // the depth of m_open[0]
    };

    CallTree(const CallTree &) = delete;
    CallTree &operator=(const CallTree &) = delete;

private:
    CallTree() = default;
    // Point m_functions and m_parents at the tree's own arrays.
    void useOwnArrays();
    // The fast path of build(): true if the profile's trie is this tree's shape.
    bool buildOnTrie(std::vector<qint64> &stackValue, const std::vector<bool> &used);
    // The deepest node's depth, from the subtree ends (one pass, no array).
    void findMaxDepth();
    Profile::Ptr m_profile;
    int m_sampleType = 0;
    SampleFilter m_filter;
    quint32 m_nodeCount = 0;
    const quint32 *m_functions = nullptr; // m_function's, or the trie's locations
    const quint32 *m_parents = nullptr;   // m_parent's, or the trie's parents
    std::vector<quint32> m_function;      // empty when shared
    std::vector<quint32> m_parent;        // empty when shared
    std::vector<quint32> m_subtreeEnd;
    std::vector<qint64> m_total;
    std::vector<qint64> m_self; // empty unless fromNodes was given self values not derivable
    quint32 m_maxDepth = 0;
    quint64 m_sampleRecords = 0;
};

} // namespace hearth

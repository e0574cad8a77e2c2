// SPDX-License-Identifier: MIT
#pragma once

#include "calltree.h"

#include <atomic>

#include <vector>

namespace hearth {

/// Builds a CallTree node by node in any parent-before-child order, children merged by
/// function, without a profile of its own: for trees derived from another tree (the
/// transformed tree of TransformStack::applyToTree).
///
/// A node that only one source has fed so far gets its children from that source, which
/// gives them distinct and in CallTree's sibling order (by name, then file): they are
/// appended with no lookup. Once a second source maps to a node (share()), its children are
/// looked up: in its list, kept in sibling order, while it has a few (a merge: the lookup
/// starts at the `after` hint, the child found or made just before for the same parent), in
/// a hash table after. finish() drops nodes with no value and lays the tree out in
/// CallTree's pre-order in two sequential passes (siblings that came in order are placed as
/// they come; only the children of hashed nodes are sorted); it is called once.
class CallTreeAssembler
{
public:
    static constexpr quint32 Root = 0;
    static constexpr quint32 NoNode = 0xffffffffu;

    /// A tree on `profile`'s functions, for `sampleType`.
    CallTreeAssembler(const Profile::Ptr &profile, int sampleType, size_t expectedNodes = 0);

    /// The child of `parent` for `function`, created if missing. `after`, if not NoNode, is a
    /// child of `parent` returned before: the lookup starts there when `function` comes
    /// after it in sibling order (children of one source come in that order).
    quint32 child(quint32 parent, quint32 function, quint32 after = NoNode);
    /// Says that another source maps onto `node` (a frame merged into it): its children are
    /// looked up from now on.
    void share(quint32 node);
    void addSelf(quint32 node, qint64 value);

    quint32 nodeCount() const { return quint32(m_parent.size()); }
    /// The function's position in sibling order (by name, then file).
    quint32 rankOf(quint32 function) const { return m_rankOf[function]; }

    /// The tree; nodes whose subtree adds up to nothing are left out. Returns nullptr when
    /// *cancel became true on the way.
    CallTree::Ptr finish(const std::atomic<bool> *cancel = nullptr);

private:
    quint32 append(quint32 parent, quint32 rank);
    quint32 lookUp(quint32 parent, quint32 rank);
    void arrange(quint32 node);
    void index(quint32 node);
    void grow();

    Profile::Ptr m_profile;
    int m_sampleType = 0;
    std::vector<quint32> m_byRank; // functions in sibling order
    std::vector<quint32> m_rankOf; // function → its position in m_byRank
    std::vector<quint32> m_parent;
    std::vector<quint32> m_rank; // the node's function, as its rank
    std::vector<qint64> m_self;
    // The children of a node, linked: newest first for a node with one source (so in
    // descending order), in sibling order for a listed one, in no order for a hashed one.
    std::vector<quint32> m_firstChild;
    std::vector<quint32> m_nextSibling;
    // Per node: 0, one source (its children are new); Shared, shared but not looked into
    // yet (its list still newest first); Hashed, shared with many children (in the table);
    // else shared with a few: 1 + how many, scanned. Plus Unordered once a child came that is
    // not last in sibling order (finish() then places them from the list).
    static constexpr quint8 OneSource = 0;
    static constexpr quint8 Shared = 0x7e;
    static constexpr quint8 Hashed = 0x7f;
    static constexpr quint8 Unordered = 0x80;
    std::vector<quint8> m_lookup;
    // (parent, rank) → child of the hashed nodes: open addressing, linear probing.
    std::vector<quint64> m_keys;
    std::vector<quint32> m_values;
    size_t m_used = 0;
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "calltree.h"

#include <atomic>

#include <vector>

namespace hearth {

/// Builds a CallTree node by node in any parent-before-child order, children merged by
/// function, without a profile of its own: for trees derived from another tree (the
/// transformed tree of TransformStack::applyToTree). A child of a node that only one source
/// has fed so far is new by construction (its source's children have distinct functions) and
/// is appended with no lookup; once a second source maps to a node (share()), its children
/// are looked up: in its list while it has a few, in a hash table after. finish() drops nodes
/// with no value, sorts siblings by function name and lays the tree out in CallTree's
/// pre-order; it is called once.
class CallTreeAssembler
{
public:
    static constexpr quint32 Root = 0;

    explicit CallTreeAssembler(size_t expectedNodes = 0);

    /// The child of `parent` for `function`, created if missing.
    quint32 child(quint32 parent, quint32 function);
    /// Says that another source maps onto `node` (a frame merged into it): its children are
    /// looked up from now on.
    void share(quint32 node);
    void addSelf(quint32 node, qint64 value);

    quint32 nodeCount() const { return quint32(m_parent.size()); }

    /// The tree, on `profile`'s functions, for `sampleType`; nodes whose subtree adds up to
    /// nothing are left out. Returns nullptr when *cancel became true on the way.
    CallTree::Ptr finish(const Profile::Ptr &profile, int sampleType,
                         const std::atomic<bool> *cancel = nullptr);

    /// Function indices ordered as CallTree orders siblings (by name, then file): rank[f].
    static std::vector<quint32> functionRanks(const Profile &profile);

private:
    quint32 append(quint32 parent, quint32 function);
    void index(quint32 node);
    void grow();

    std::vector<quint32> m_parent;
    std::vector<quint32> m_function;
    std::vector<qint64> m_self;
    std::vector<quint32> m_firstChild; // the newest child, linked by m_nextSibling to older ones
    std::vector<quint32> m_nextSibling;
    enum class Lookup : quint8 {
        None, ///< one source: its children are new
        List, ///< shared, a few children: scanned
        Hash, ///< shared, many children: in the table
    };
    std::vector<Lookup> m_lookup;
    // (parent, function) → child of the shared nodes: open addressing, linear probing.
    std::vector<quint64> m_keys;
    std::vector<quint32> m_values;
    size_t m_used = 0;
};

} // namespace hearth

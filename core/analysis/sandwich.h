// SPDX-License-Identifier: MIT
#pragma once

#include "calltree.h"

#include <atomic>
#include <vector>

namespace hearth {

/// One node of a sandwich tree. Nodes are in pre-order; node 0 is the function itself.
struct SandwichNode
{
    quint32 function = 0; // index into Profile::functions()
    quint32 parent = 0;   // node 0 is its own parent
    quint32 depth = 0;
    quint32 subtreeEnd = 0;
    qint64 total = 0; // callers: value through this call path; callees: inclusive value
    qint64 self = 0;  // callees only: time in the frame alone
};

/// The sandwich view of one function: its callers (inverted: the function at the root, its
/// direct callers below, their callers below them) and its callees (everything it called),
/// each merged over all sites of the function. Only the outermost sites count (a site with
/// an ancestor of the same function is inside another site), so each sample counts once.
class Sandwich
{
public:
    /// When *cancel becomes true the computation stops early and the result is to be dropped
    /// (the panel asked for another function meanwhile).
    static Sandwich compute(const CallTree &tree, quint32 function,
                            const std::atomic<bool> *cancel = nullptr);

    quint32 function() const { return m_function; }
    /// Summed total of the outermost sites, and the function's self time over all sites.
    qint64 total() const { return m_total; }
    qint64 self() const { return m_self; }
    quint32 sites() const { return m_sites; }
    const std::vector<SandwichNode> &callers() const { return m_callers; }
    const std::vector<SandwichNode> &callees() const { return m_callees; }

    /// The callers or the callees as a call tree of source's profile, to draw with
    /// FlameLayout: node 0 is a root above the function, node 1 the function (its total the
    /// sandwich's total), and below it the callers (each caller's self: the value of the paths
    /// that start there) or the callees. Children keep the sandwich's order, widest first.
    CallTree::Ptr callersTree(const CallTree &source) const;
    CallTree::Ptr calleesTree(const CallTree &source) const;

private:
    quint32 m_function = 0;
    qint64 m_total = 0;
    qint64 m_self = 0;
    quint32 m_sites = 0;
    std::vector<SandwichNode> m_callers;
    std::vector<SandwichNode> m_callees;
};

} // namespace hearth

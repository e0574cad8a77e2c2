// SPDX-License-Identifier: MIT
#pragma once

#include "calltree.h"
#include "calltreeassembler.h"

#include <atomic>
#include <vector>

namespace hearth {

/// The transformed tree of a transform that merges a function's sites (focus-function,
/// collapse-recursion-through) built without a lookup: the original nodes that become one node
/// have subtrees in sibling order already, so their children are gathered, sorted by rank and
/// grouped by function, the way sorted lists are merged, and the tree is written parent before
/// child with each node's children in sibling order (CallTreeAssembler appends them). A node
/// only one original node maps to (most of them) gets that node's subtree copied as it is.
class SiteMerger
{
public:
    /// Focus on the functions `match` says (Firefox Profiler's focus on function): only the
    /// samples through them, re-rooted there, merged across their outermost sites. Adds what
    /// lies outside every site to *dropped. nullptr when *cancel became true.
    static CallTree::Ptr focusFunction(const CallTree &tree, const std::vector<bool> &match,
                                       const std::atomic<bool> *cancel, qint64 *dropped);
    /// Collapse the recursion through the functions `match` says: every matching node inside
    /// an outermost one merges into it (A → F → B → F → C becomes A → F → C). Adds the root's
    /// self (empty stacks) to *dropped. nullptr when *cancel became true.
    static CallTree::Ptr collapseRecursion(const CallTree &tree, const std::vector<bool> &match,
                                           const std::atomic<bool> *cancel, qint64 *dropped);

private:
    SiteMerger(const CallTree &tree, const std::vector<bool> *inner,
               const std::atomic<bool> *cancel);
    void gather(quint32 node);
    void pushGathered(quint32 parent);
    void expand(quint32 node, size_t begin);
    void copy(quint32 parent, quint32 top);
    bool stopped();
    bool run();

    const CallTree &m_tree;
    // The functions whose nodes inside a merged site belong to the site, not to their parent
    // (collapse-recursion-through); nullptr for none.
    const std::vector<bool> *m_inner;
    const std::atomic<bool> *m_cancel;
    CallTreeAssembler m_assembler;
    // The nodes still to make, each a group of original nodes of one function (m_sources,
    // from begin to end) under `parent`. Siblings are pushed last in sibling order first, so
    // the next group taken is the next in sibling order and its sources are the last ones.
    struct Group
    {
        quint32 parent = 0;
        size_t begin = 0;
        size_t end = 0;
    };
    std::vector<Group> m_todo;
    std::vector<quint32> m_sources;
    // Original nodes gathered to be grouped, each as its function's rank (high half) and
    // itself.
    std::vector<quint64> m_gathered;
    std::vector<quint32> m_outAt; // a copied subtree's new nodes, per depth below its top
    quint32 m_nextCheck = 0;      // the node count of the next look at *m_cancel
};

} // namespace hearth

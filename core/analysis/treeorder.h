#pragma once

#include <QtGlobal>

#include <vector>

namespace hearth {

/// Depth-first pre-order numbering of a tree given as parent links (node 0 is the root, every
/// other node's parent has a smaller number), children ordered by a sort key. Iterative: no
/// recursion that input depth could drive.
struct TreeOrder
{
    std::vector<quint32> rawOf;      // pre-order index → raw node
    std::vector<quint32> parent;     // pre-order parent (the root is its own parent)
    std::vector<quint32> subtreeEnd; // pre-order: subtree of n is [n, subtreeEnd[n])
    std::vector<quint32> depth;
    quint32 maxDepth = 0;

    static TreeOrder of(const std::vector<quint32> &rawParent, const std::vector<quint32> &sortKey);
};

} // namespace hearth

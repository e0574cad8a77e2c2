// SPDX-License-Identifier: MIT
#include "treeshape.h"

namespace hearth {

TreeShape TreeShape::of(const CallTree &tree)
{
    TreeShape s;
    s.total = tree.totalValue();
    s.records = tree.sampleRecords();
    s.maxDepth = tree.maxDepth();
    s.hasNodes = tree.nodeCount() > 1;
    // In pre-order, a tree in which every node has at most one child numbers each node
    // right after its parent.
    for (quint32 i = 1; i < tree.nodeCount() && s.chain; ++i)
        s.chain = tree.parent(i) == i - 1;
    return s;
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "calltree.h"

namespace hearth {

/// What the verdict and the header need to know of a call tree, without the tree: a
/// CallTree gives it (of()), and so does StackSummary from the stacks alone.
struct TreeShape
{
    qint64 total = 0;      ///< the root's total
    quint64 records = 0;   ///< sample records that count (non-zero value, filter passed)
    quint32 maxDepth = 0;  ///< the deepest node's depth (the root's children are at 1)
    bool hasNodes = false; ///< a node besides the root
    bool chain = true;     ///< no node has more than one child

    static TreeShape of(const CallTree &tree);
    bool operator==(const TreeShape &) const = default;
};

} // namespace hearth

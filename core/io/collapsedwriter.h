// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/calltree.h"

#include <QIODevice>

namespace hearth {

/// Writes a call tree (or the subtree under one node) as collapsed stacks, one line per
/// node with self value, root first, in the tree's unit.
class CollapsedWriter
{
public:
    static bool write(const CallTree &tree, QIODevice *out, quint32 fromNode = 0);
    static QByteArray toBytes(const CallTree &tree, quint32 fromNode = 0);
};

} // namespace hearth

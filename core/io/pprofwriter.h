// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/calltree.h"

#include <QByteArray>
#include <QIODevice>

namespace hearth {

/// Writes a call tree (or the subtree under one node, with its ancestors as the common
/// prefix) as a gzip-compressed pprof profile (`profile.proto`, what `go tool pprof`,
/// Pyroscope and every pprof reader take): one sample per node with self value, its stack
/// the node's path, in the tree's sample type and unit; one function and one location per
/// function of the profile that occurs (name, file, start line), the period, duration and
/// time carried over. Whatever format the profile came from, it goes on as pprof.
class PprofWriter
{
public:
    static bool write(const CallTree &tree, QIODevice *out, quint32 fromNode = 0);
    /// The profile, gzip-compressed; empty when fromNode is not a node.
    static QByteArray toBytes(const CallTree &tree, quint32 fromNode = 0);
};

} // namespace hearth

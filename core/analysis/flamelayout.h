// SPDX-License-Identifier: MIT
#pragma once

#include "calltree.h"

#include <vector>

namespace hearth {

/// One rectangle of a flame graph layout, in pixels along x and in rows along y.
struct FlameRect
{
    enum Flag : quint8 {
        None = 0,
        Ancestor = 1, // an ancestor of the focus, drawn full width for context
        Merged = 2,   // several frames each narrower than the threshold, merged into one box
    };
    quint32 node = 0; // call tree node (for Merged: the parent of the merged frames)
    quint32 row = 0;  // 0 is the first drawn level (the root's children, or firstDepth)
    float x = 0;      // left edge in pixels, clipped to [0, width]
    float width = 0;  // clipped width in pixels
    quint8 flags = None;
};

/// What to lay out: the focus (its subtree fills the width), the visible part of it for
/// wheel zoom, the first depth drawn (skip the shared trunk) and the width threshold.
struct FlameLayoutOptions
{
    quint32 focus = 0;
    double width = 1000;
    /// The visible fraction of the focus' total: [viewStart, viewEnd] within [0, 1].
    double viewStart = 0;
    double viewEnd = 1;
    /// Frames narrower than this (pixels) are not laid out one by one: consecutive narrow
    /// siblings become one Merged box when together they reach the threshold.
    double minWidth = 0.5;
    /// The first tree depth drawn (1: the root's children; the root itself is never drawn).
    quint32 firstDepth = 1;
    /// Draw the focus' ancestors (at depth >= firstDepth) as full-width context rows.
    bool ancestors = true;
};

/// A flame graph layout: a pure function of a call tree and the options. Costs O(visible
/// frames): subtrees narrower than the threshold or outside the view are skipped whole with
/// CallTree::subtreeEnd. Laid out row by row, the children of many parents walked at once so
/// that a large tree's cache misses overlap. Rects are grouped by row (rowBegin) and sorted
/// by x in each row.
class FlameLayout
{
public:
    static FlameLayout compute(const CallTree &tree, const FlameLayoutOptions &options);

    const std::vector<FlameRect> &rects() const { return m_rects; }
    quint32 rowCount() const { return quint32(m_rowBegin.size()) - 1; }
    /// Rects of row r are [rowBegin(r), rowBegin(r + 1)).
    quint32 rowBegin(quint32 row) const { return m_rowBegin[row]; }
    const FlameLayoutOptions &options() const { return m_options; }

    /// Index into rects() of the rect at x in row, or -1.
    qint64 hit(double x, quint32 row) const;
    /// Index into rects() of the non-merged rect of node, or -1 (linear in the rects).
    qint64 find(quint32 node) const;
    /// Bytes held by this layout.
    size_t memoryBytes() const;

    /// The node where the shared trunk ends: walking down from the root while a node has
    /// exactly one child wider than wideShare of the total and little self time. The first
    /// level with more than one wide box is this node's children. Returns 0 when the root
    /// already fans out.
    static quint32 trunkEnd(const CallTree &tree, double wideShare = 0.01);

private:
    std::vector<FlameRect> m_rects;
    std::vector<quint32> m_rowBegin{0};
    FlameLayoutOptions m_options;
};

} // namespace hearth

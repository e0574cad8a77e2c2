// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/calltree.h"

#include <QColor>
#include <QString>

class QFontMetricsF;

namespace hearth {

class FlamePalette;

/// How a flame graph colours, marks, labels and describes its frames: the one thing in which
/// the single graph (PackageColouring: a hue per package) and the difference graph
/// (DifferenceColouring: blue to orange by the change) differ. FlameGraphView and
/// FlameRenderer do everything else for both: layout, zoom, search and highlight dimming,
/// selection, history, keys, orientation.
///
/// A frame's colour is one of a few indexed colours, so that the renderer fills all frames of
/// a colour in one call. A colouring is immutable once made; the palette (light or dark) is
/// passed in when a colour is asked for.
class FlameColouring
{
public:
    virtual ~FlameColouring() = default;

    /// How many colours there are; colourIndex() is below this.
    virtual int colourCount(const FlamePalette &palette) const = 0;
    virtual QColor colour(int index, const FlamePalette &palette) const = 0;
    /// The colour of a node of the tree the graph shows.
    virtual int colourIndex(const CallTree &tree, quint32 node) const = 0;
    /// Frames drawn hatched over their colour (the difference: present in one profile only).
    virtual bool isHatched(quint32 node) const;
    /// The label of a frame `width` pixels wide (empty: none). The default is the function's
    /// name as FlameRenderer::labelFor shortens it.
    virtual QString label(const CallTree &tree, quint32 node, const QFontMetricsF &metrics,
                          double width) const;
    /// A tooltip (rich text, the profile's text escaped) in place of the graph's own; empty:
    /// the graph's own (name, file, module, self and total).
    virtual QString toolTip(quint32 node) const;

    /// The fill colour of a node when nothing dims it.
    QColor colourOf(const CallTree &tree, quint32 node, const FlamePalette &palette) const
    {
        return colour(colourIndex(tree, node), palette);
    }
};

} // namespace hearth

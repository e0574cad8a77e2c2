// SPDX-License-Identifier: MIT
#pragma once

#include <QImage>
#include <QRect>

class QIODevice;
class QPainter;

namespace hearth {

class FlameGraphView;

/// A flame graph as a picture: what the view shows (focus, zoom, orientation, colours,
/// search and selection), laid out afresh for the picture's width with every row from the
/// root and no scrolling. File ▸ Export and `hearth render` paint through it.
class FlameGraphExporter
{
public:
    explicit FlameGraphExporter(const FlameGraphView &view);

    /// The natural height of the whole graph at a width.
    int contentHeight(int width) const;
    /// Lays out the graph for target's width and paints it into target.
    void renderTo(QPainter &painter, const QRect &target) const;
    /// The graph as an image; a height <= 0: its natural height (at least a row).
    QImage image(int width, int height = -1) const;
    /// The graph as SVG into device; false when it cannot be written.
    bool writeSvg(QIODevice *device, int width, int height = -1) const;

private:
    int heightOr(int width, int height) const;

    const FlameGraphView &m_view;
};

} // namespace hearth

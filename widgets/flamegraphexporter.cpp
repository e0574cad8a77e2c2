// SPDX-License-Identifier: MIT
#include "flamegraphexporter.h"

#include "flamegraphview.h"

#include <QPainter>
#include <QSvgGenerator>

#include <algorithm>

namespace hearth {

FlameGraphExporter::FlameGraphExporter(const FlameGraphView &view)
    : m_view(view)
{}

int FlameGraphExporter::contentHeight(int width) const
{
    if (!m_view.tree())
        return 0;
    const FlameLayout layout = FlameLayout::compute(*m_view.tree(), m_view.layoutOptions(width));
    return int(layout.rowCount()) * m_view.rowHeight();
}

void FlameGraphExporter::renderTo(QPainter &painter, const QRect &target) const
{
    const FlameLayout layout =
        m_view.tree() ? FlameLayout::compute(*m_view.tree(), m_view.layoutOptions(target.width()))
                      : FlameLayout();
    painter.save();
    painter.translate(target.topLeft());
    painter.setClipRect(QRect(QPoint(0, 0), target.size()));
    painter.setFont(m_view.font());
    const FlameScene s = m_view.scene(&layout);
    const int content = std::max(target.height(), int(layout.rowCount()) * s.rowHeight);
    // Flame: keep the root in view at the bottom; icicle: at the top.
    const int scroll = s.icicle ? 0 : content - target.height();
    FlameRenderer::paint(painter, s, QRect(QPoint(0, 0), target.size()), content, scroll);
    painter.restore();
}

int FlameGraphExporter::heightOr(int width, int height) const
{
    return height > 0 ? height : std::max(m_view.rowHeight(), contentHeight(width));
}

QImage FlameGraphExporter::image(int width, int height) const
{
    QImage image(width, heightOr(width, height), QImage::Format_ARGB32_Premultiplied);
    image.fill(m_view.flamePalette().background());
    QPainter painter(&image);
    renderTo(painter, image.rect());
    return image;
}

bool FlameGraphExporter::writeSvg(QIODevice *device, int width, int height) const
{
    height = heightOr(width, height);
    QSvgGenerator svg;
    svg.setOutputDevice(device);
    svg.setSize(QSize(width, height));
    svg.setViewBox(QRect(0, 0, width, height));
    svg.setTitle(FlameGraphView::tr("Flame graph"));
    QPainter painter;
    if (!painter.begin(&svg))
        return false;
    renderTo(painter, QRect(0, 0, width, height));
    return painter.end();
}

} // namespace hearth

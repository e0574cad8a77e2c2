// SPDX-License-Identifier: MIT
#include "flamerenderer.h"

#include "analysis/framename.h"
#include <QFontMetricsF>
#include <QPainter>

#include <algorithm>
#include <array>

namespace hearth {

namespace {

enum Shade { Normal, Dimmed, Context, ShadeCount };

} // namespace

int FlameRenderer::contentHeight(const FlameScene &scene)
{
    return scene.layout ? int(scene.layout->rowCount()) * scene.rowHeight : 0;
}

int FlameRenderer::rowTop(const FlameScene &scene, quint32 row, int contentHeight)
{
    if (scene.icicle)
        return int(row) * scene.rowHeight;
    return contentHeight - int(row + 1) * scene.rowHeight;
}

qint64 FlameRenderer::rowAt(const FlameScene &scene, int y, int contentHeight)
{
    if (!scene.layout || y < 0)
        return -1;
    qint64 row = scene.icicle ? y / scene.rowHeight : (contentHeight - 1 - y) / scene.rowHeight;
    if (!scene.icicle && y >= contentHeight)
        return -1;
    return row >= 0 && row < qint64(scene.layout->rowCount()) ? row : -1;
}

namespace {

/// Where the components of a qualified name start after the first ("main.(*If).Eval": at
/// "(*If).Eval" and "Eval"), splitting at "::", "." and "/" outside brackets and parentheses,
/// and where the name ends without a trailing parameter list.
std::vector<qsizetype> componentStarts(const QString &name, qsizetype *end)
{
    *end = name.size();
    if (*end > 0 && name.at(*end - 1) == QLatin1Char(')')) {
        int depth = 0;
        for (qsizetype i = *end - 1; i > 0; --i) {
            if (name.at(i) == QLatin1Char(')'))
                ++depth;
            else if (name.at(i) == QLatin1Char('(') && --depth == 0) {
                *end = i;
                break;
            }
        }
    }
    std::vector<qsizetype> starts;
    int nesting = 0;
    for (qsizetype i = 0; i < *end; ++i) {
        const QChar c = name.at(i);
        if (c == QLatin1Char('<') || c == QLatin1Char('('))
            ++nesting;
        else if (c == QLatin1Char('>') || c == QLatin1Char(')'))
            nesting = std::max(0, nesting - 1);
        else if (nesting == 0 && i > 0 && i + 1 < *end &&
                 (c == QLatin1Char('.') || c == QLatin1Char('/') ||
                  (c == QLatin1Char(':') && name.at(i + 1) != QLatin1Char(':'))))
            starts.push_back(i + 1);
    }
    return starts;
}

} // namespace

QString FlameRenderer::shortName(const QString &fullName)
{
    // A location written into the name ("./build/index.js:carSearchHandler:29") goes first:
    // the function is what the frame is.
    const QString name = FrameName::parse(fullName).function;
    qsizetype end = 0;
    const std::vector<qsizetype> starts = componentStarts(name, &end);
    const qsizetype start = starts.empty() ? 0 : starts.back();
    const QString s = name.mid(start, end - start);
    return s.isEmpty() ? name : s;
}

QString FlameRenderer::labelFor(const QString &fullName, const QFontMetricsF &metrics, double width)
{
    if (metrics.horizontalAdvance(fullName) <= width)
        return fullName;
    // Too narrow: drop a location written into the name first (the path, the line), then
    const QString name = FrameName::parse(fullName).function;
    if (metrics.horizontalAdvance(name) <= width)
        return name;
    // drop the outer components while that helps ("(*If).Eval", then "Eval"),
    // which says more than "ma…al".
    qsizetype end = 0;
    const std::vector<qsizetype> starts = componentStarts(name, &end);
    for (qsizetype start : starts) {
        const QString part = name.mid(start, end - start);
        if (metrics.horizontalAdvance(part) <= width)
            return part;
    }
    const QString own = shortName(name);
    const QString label = metrics.elidedText(own, Qt::ElideMiddle, width);
    // An elided label of a few letters ("r…e") says nothing: leave the box plain.
    if (label != own && label.size() < 5)
        return {};
    return label;
}

void FlameRenderer::paint(QPainter &painter, const FlameScene &scene, const QRect &area,
                          int contentHeight, int scrollY)
{
    const FlamePalette &pal = *scene.palette;
    painter.fillRect(area, pal.background());
    if (!scene.layout || !scene.tree || scene.layout->rowCount() == 0)
        return;
    const FlameLayout &layout = *scene.layout;
    const CallTree &tree = *scene.tree;
    const FlameColouring &colouring = *scene.colouring;
    const bool searching = scene.search && scene.search->isActive();
    const bool highlighting = scene.highlightFunction != FlameScene::NoNode;
    const int rh = scene.rowHeight;

    // Buckets of rects per (colour, shade); merged boxes in their own bucket.
    const int nColours = colouring.colourCount(pal);
    std::vector<std::vector<QRectF>> buckets(size_t(nColours * ShadeCount + ShadeCount));
    std::vector<QRectF> marks;     // search matches: a bar along the bottom edge
    std::vector<QRectF> sites;     // sites of the highlighted function: dashed outline
    std::vector<QRectF> hatched;   // frames the colouring marks, and the one not a function
    std::vector<QRectF> labelled;  // frames wide enough for a label
    std::vector<quint32> labelIdx; // their rect index
    QRectF selectedRect;

    const QFontMetricsF fm(painter.font());
    const double minLabel = fm.horizontalAdvance(QStringLiteral("W…")) + 6;

    const quint32 rows = layout.rowCount();
    for (quint32 row = 0; row < rows; ++row) {
        const int top = rowTop(scene, row, contentHeight) - scrollY;
        if (top + rh <= area.top() || top >= area.bottom() + 1)
            continue;
        for (quint32 i = layout.rowBegin(row); i < layout.rowBegin(row + 1); ++i) {
            const FlameRect &r = layout.rects()[i];
            const QRectF box(r.x, top, std::max(double(r.width) - 1.0, 0.5), rh - 1);
            if (r.flags & FlameRect::Merged) {
                buckets[size_t(nColours * ShadeCount +
                               (searching || highlighting ? Dimmed : Normal))]
                    .push_back(box);
                continue;
            }
            const quint32 f = tree.function(r.node);
            if (f == scene.notAFunction)
                hatched.push_back(box);
            int shade = (r.flags & FlameRect::Ancestor) ? Context : Normal;
            const bool matched = searching && scene.search->matchesFunction(f);
            const bool site = highlighting && f == scene.highlightFunction;
            if ((searching && !matched) || (highlighting && !site))
                shade = Dimmed;
            const int c = std::clamp(colouring.colourIndex(tree, r.node), 0, nColours - 1);
            buckets[size_t(c * ShadeCount + shade)].push_back(box);
            if (colouring.isHatched(r.node))
                hatched.push_back(box);
            if (matched)
                marks.push_back(QRectF(box.x(), box.bottom() - 3, box.width(), 3));
            if (site)
                sites.push_back(box);
            if (r.node == scene.selected && !(r.flags & FlameRect::Ancestor))
                selectedRect = box;
            if (box.width() >= minLabel) {
                labelled.push_back(box);
                labelIdx.push_back(i);
            }
        }
    }

    painter.save();
    painter.setPen(Qt::NoPen);
    for (size_t b = 0; b < buckets.size(); ++b) {
        if (buckets[b].empty())
            continue;
        const int shade = int(b % ShadeCount);
        const int c = int(b / ShadeCount);
        QColor colour = c < nColours ? colouring.colour(c, pal) : pal.mergedColor();
        if (shade == Dimmed)
            colour = pal.faded(colour, 0.72);
        else if (shade == Context)
            colour = pal.faded(colour, 0.45);
        painter.setBrush(colour);
        painter.drawRects(buckets[b].data(), int(buckets[b].size()));
    }
    if (!hatched.empty()) {
        // Marked frames, and merged frames that are not a function: a pattern, so that colour
        // alone does not say it.
        painter.setBrush(QBrush(pal.frameText(), Qt::BDiagPattern));
        painter.drawRects(hatched.data(), int(hatched.size()));
    }
    if (!marks.empty()) {
        painter.setBrush(pal.selectionOutline());
        painter.drawRects(marks.data(), int(marks.size()));
    }

    // Labels.
    const QColor text = pal.frameText();
    const QColor dimText = pal.faded(text, 0.55);
    for (size_t k = 0; k < labelled.size(); ++k) {
        const FlameRect &r = layout.rects()[labelIdx[k]];
        const quint32 f = tree.function(r.node);
        const bool dim = (r.flags & FlameRect::Ancestor) ||
                         (searching && !scene.search->matchesFunction(f)) ||
                         (highlighting && f != scene.highlightFunction);
        const QRectF box = labelled[k].adjusted(3, 0, -3, 0);
        const QString label =
            f == scene.notAFunction && !scene.notAFunctionLabel.isEmpty()
                ? fm.elidedText(scene.notAFunctionLabel, Qt::ElideRight, box.width())
                : colouring.label(tree, r.node, fm, box.width());
        if (label.isEmpty())
            continue;
        painter.setPen(dim ? dimText : text);
        painter.drawText(box, Qt::AlignVCenter | Qt::AlignLeft | Qt::TextSingleLine, label);
    }

    painter.setBrush(Qt::NoBrush);
    if (!sites.empty()) {
        QPen pen(pal.selectionOutline(), 1, Qt::DashLine);
        painter.setPen(pen);
        for (const QRectF &s : sites)
            painter.drawRect(s.adjusted(0.5, 0.5, -0.5, -0.5));
    }
    if (!selectedRect.isNull()) {
        painter.setPen(QPen(pal.selectionOutline(), 2));
        painter.drawRect(selectedRect.adjusted(1, 1, -1, -1));
        painter.setPen(QPen(pal.background(), 1));
        painter.drawRect(selectedRect.adjusted(2.5, 2.5, -2.5, -2.5));
    }
    painter.restore();
}

} // namespace hearth

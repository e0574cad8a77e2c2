// SPDX-License-Identifier: MIT
#include "flamegraphview.h"

#include "flamegraphexporter.h"
#include "flamegraphkeyboard.h"
#include "flamegraphmenu.h"
#include "packagecolouring.h"

#include "analysis/quantity.h"
#include "itemmodels/untrustedtext.h"

#include <QApplication>
#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>

#include <cmath>

namespace hearth {

FlameGraphView::FlameGraphView(QWidget *parent)
    : QAbstractScrollArea(parent)
    , m_palette(palette())
{
    setFocusPolicy(Qt::StrongFocus);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    viewport()->setMouseTracking(true);
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    m_rowHeight = fontMetrics().height() + 4;
    setAccessibleName(tr("Flame graph"));
}

void FlameGraphView::setTree(CallTree::Ptr tree, std::shared_ptr<const FlameColouring> colouring)
{
    m_tree = std::move(tree);
    m_packages = m_tree ? std::make_shared<PackageColouring>(*m_tree) : nullptr;
    m_colouring = colouring ? std::move(colouring) : m_packages;
    m_focus = 0;
    m_selected = NoNode;
    m_highlightFunction = NoNode;
    m_search = SearchMatch();
    m_back.clear();
    m_forward.clear();
    m_viewStart = 0;
    m_viewEnd = 1;
    m_fromBottom = 0;
    setSkipTrunk(m_skipTrunk);
    setNotAFunction(m_notAFunctionName); // its index in this tree's profile
    invalidateLayout();
    Q_EMIT focusChanged(m_focus);
    Q_EMIT historyChanged();
}

void FlameGraphView::replaceTree(CallTree::Ptr tree,
                                 std::shared_ptr<const FlameColouring> colouring)
{
    if (!m_tree || !tree || tree->nodeCount() != m_tree->nodeCount()) {
        setTree(std::move(tree), std::move(colouring));
        return;
    }
    m_tree = std::move(tree);
    m_packages = std::make_shared<PackageColouring>(*m_tree);
    m_colouring = colouring ? std::move(colouring) : m_packages;
    invalidateLayout();
}

FlameScene FlameGraphView::scene(const FlameLayout *layout) const
{
    FlameScene s;
    s.tree = m_tree.get();
    s.layout = layout;
    s.colouring = m_colouring.get();
    s.palette = &m_palette;
    s.search = &m_search;
    s.selected = m_selected;
    s.highlightFunction = m_highlightFunction;
    s.icicle = m_icicle;
    s.rowHeight = m_rowHeight;
    s.notAFunction = m_notAFunction;
    if (m_notAFunction != NoNode)
        s.notAFunctionLabel = notAFunctionLabel(m_notAFunctionName);
    return s;
}

void FlameGraphView::setNotAFunction(const QString &name)
{
    m_notAFunctionName = name;
    m_notAFunction = NoNode;
    if (m_tree && !name.isEmpty()) {
        // As the table marks it: the name, and no file (a function of that name in a source
        // file is a function).
        const auto &fs = m_tree->profile().functions();
        for (quint32 f = 0; f < fs.size(); ++f) {
            if (fs[f].name == name && fs[f].file.isEmpty()) {
                m_notAFunction = f;
                break;
            }
        }
    }
    viewport()->update();
}

bool FlameGraphView::isNotAFunction(quint32 node) const
{
    return m_tree && m_notAFunction != NoNode && node != NoNode && node != 0 &&
           node < m_tree->nodeCount() && m_tree->function(node) == m_notAFunction;
}

QString FlameGraphView::notAFunctionLabel(const QString &name)
{
    return tr("%1 (frames merged by the server)").arg(UntrustedText::display(name));
}

void FlameGraphView::invalidateLayout()
{
    m_layoutDirty = true;
    viewport()->update();
}

void FlameGraphView::ensureLayout()
{
    const double width = viewport()->width();
    if (!m_layoutDirty && m_layout.options().width == width)
        return;
    m_layoutDirty = false;
    if (!m_tree) {
        m_layout = FlameLayout();
        updateScrollRange();
        return;
    }
    m_layout = FlameLayout::compute(*m_tree, layoutOptions(width));
    updateScrollRange();
}

FlameLayoutOptions FlameGraphView::layoutOptions(double width) const
{
    FlameLayoutOptions o;
    o.focus = m_focus;
    o.width = width;
    o.viewStart = m_viewStart;
    o.viewEnd = m_viewEnd;
    o.firstDepth = m_firstDepth;
    return o;
}

const FlameLayout &FlameGraphView::layout()
{
    ensureLayout();
    return m_layout;
}

int FlameGraphView::contentHeight() const
{
    return std::max(int(m_layout.rowCount()) * m_rowHeight, viewport()->height());
}

void FlameGraphView::updateScrollRange()
{
    const int max = std::max(0, int(m_layout.rowCount()) * m_rowHeight - viewport()->height());
    QScrollBar *bar = verticalScrollBar();
    const QSignalBlocker block(bar);
    bar->setRange(0, max);
    bar->setPageStep(viewport()->height());
    bar->setSingleStep(m_rowHeight);
    if (!m_icicle)
        bar->setValue(std::clamp(max - m_fromBottom, 0, max));
}

int FlameGraphView::scrollY() const
{
    return verticalScrollBar()->value();
}

void FlameGraphView::scrollContentsBy(int, int)
{
    if (!m_icicle)
        m_fromBottom = verticalScrollBar()->maximum() - verticalScrollBar()->value();
    viewport()->update();
}

void FlameGraphView::paintEvent(QPaintEvent *)
{
    ensureLayout();
    QPainter painter(viewport());
    const FlameScene s = scene(&m_layout);
    FlameRenderer::paint(painter, s, viewport()->rect(), contentHeight(), scrollY());
    if (hasFocus()) {
        // The focus frame: the keys (arrows, Enter, Esc, Home, +/−) go to the graph now.
        // One pixel at the very edge, so a selected frame's outline beside it stays visible.
        painter.setPen(QPen(palette().color(QPalette::Highlight), 1));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(viewport()->rect().adjusted(0, 0, -1, -1));
    }
}

void FlameGraphView::focusInEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusInEvent(event);
    viewport()->update();
}

void FlameGraphView::focusOutEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusOutEvent(event);
    viewport()->update();
}

void FlameGraphView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    // Laid out at the next paint, not here: a window shown for the first time resizes the
    // view more than once before it paints (the first paint of a 1 GB profile laid its
    // 27 M-node tree out twice, 6-16 ms each, in the 50 ms the GUI thread may block).
    invalidateLayout();
}

void FlameGraphView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange) {
        m_palette = FlamePalette(palette());
        viewport()->update();
    } else if (event->type() == QEvent::FontChange) {
        m_rowHeight = fontMetrics().height() + 4;
        invalidateLayout();
    }
    QAbstractScrollArea::changeEvent(event);
}

qint64 FlameGraphView::rectIndexAt(const QPoint &pos)
{
    ensureLayout();
    const FlameScene s = scene(&m_layout);
    const qint64 row = FlameRenderer::rowAt(s, pos.y() + scrollY(), contentHeight());
    if (row < 0)
        return -1;
    return m_layout.hit(pos.x(), quint32(row));
}

quint32 FlameGraphView::nodeAt(const QPoint &pos)
{
    const qint64 i = rectIndexAt(pos);
    if (i < 0 || (m_layout.rects()[size_t(i)].flags & FlameRect::Merged))
        return NoNode;
    return m_layout.rects()[size_t(i)].node;
}

QRect FlameGraphView::nodeRect(quint32 node)
{
    ensureLayout();
    const qint64 i = m_layout.find(node);
    if (i < 0)
        return {};
    const FlameRect &r = m_layout.rects()[size_t(i)];
    const int top = FlameRenderer::rowTop(scene(&m_layout), r.row, contentHeight()) - scrollY();
    return QRect(int(std::floor(r.x)), top, std::max(1, int(r.width)), m_rowHeight);
}

void FlameGraphView::setFocusInternal(quint32 node)
{
    m_focus = node;
    m_viewStart = 0;
    m_viewEnd = 1;
    invalidateLayout();
    Q_EMIT focusChanged(node);
    Q_EMIT historyChanged();
}

void FlameGraphView::focusOn(quint32 node)
{
    if (!m_tree || node >= m_tree->nodeCount())
        return;
    if (node == m_focus && m_viewStart == 0 && m_viewEnd == 1)
        return;
    if (node != m_focus) {
        m_back.push_back(m_focus);
        m_forward.clear();
    }
    setSelectedNode(node);
    setFocusInternal(node);
}

void FlameGraphView::stepOut()
{
    if (!m_tree)
        return;
    if (m_viewStart > 0 || m_viewEnd < 1) {
        setZoom(0, 1);
        return;
    }
    if (m_focus == 0)
        return;
    const quint32 from = m_focus;
    focusOn(m_tree->parent(m_focus));
    setSelectedNode(from);
}

void FlameGraphView::goBack()
{
    if (m_back.empty())
        return;
    m_forward.push_back(m_focus);
    const quint32 n = m_back.back();
    m_back.pop_back();
    setFocusInternal(n);
}

void FlameGraphView::goForward()
{
    if (m_forward.empty())
        return;
    m_back.push_back(m_focus);
    const quint32 n = m_forward.back();
    m_forward.pop_back();
    setFocusInternal(n);
}

void FlameGraphView::resetView()
{
    const quint32 start = m_skipTrunk && m_tree ? FlameLayout::trunkEnd(*m_tree) : 0;
    focusOn(start);
    setZoom(0, 1);
}

void FlameGraphView::setSelectedNode(quint32 node)
{
    if (m_tree && node != NoNode && node >= m_tree->nodeCount())
        node = NoNode;
    if (node == m_selected)
        return;
    m_selected = node;
    viewport()->update();
    Q_EMIT selectionChanged(node);
}

void FlameGraphView::setIcicle(bool icicle)
{
    if (icicle == m_icicle)
        return;
    m_icicle = icicle;
    m_fromBottom = 0;
    verticalScrollBar()->setValue(0);
    invalidateLayout();
    ensureLayout();
    Q_EMIT orientationChanged(icicle);
}

void FlameGraphView::setSkipTrunk(bool skip)
{
    m_skipTrunk = skip;
    const quint32 end = skip && m_tree ? FlameLayout::trunkEnd(*m_tree) : 0;
    m_firstDepth = end != 0 ? m_tree->depth(end) : 1;
    if (end != 0 && m_tree->depth(m_focus) < m_firstDepth)
        focusOn(end);
    invalidateLayout();
}

void FlameGraphView::setSearch(const SearchMatch &search)
{
    m_search = search;
    viewport()->update();
}

void FlameGraphView::setHighlightedFunction(quint32 function)
{
    if (function == m_highlightFunction)
        return;
    m_highlightFunction = function;
    viewport()->update();
}

void FlameGraphView::setZoom(double viewStart, double viewEnd)
{
    const double span = std::clamp(viewEnd - viewStart, 1e-7, 1.0);
    viewStart = std::clamp(viewStart, 0.0, 1.0 - span);
    if (viewStart == m_viewStart && viewStart + span == m_viewEnd)
        return;
    m_viewStart = viewStart;
    m_viewEnd = viewStart + span;
    invalidateLayout();
}

void FlameGraphView::wheelEvent(QWheelEvent *event)
{
    const QPoint delta = event->angleDelta();
    if (event->modifiers() & Qt::ShiftModifier) {
        QAbstractScrollArea::wheelEvent(event);
        return;
    }
    const double width = std::max(1, viewport()->width());
    const double span = m_viewEnd - m_viewStart;
    if (delta.x() != 0 && std::abs(delta.x()) > std::abs(delta.y())) {
        setZoom(m_viewStart - delta.x() / 120.0 * 0.1 * span,
                m_viewEnd - delta.x() / 120.0 * 0.1 * span);
        event->accept();
        return;
    }
    const double at = std::clamp(event->position().x() / width, 0.0, 1.0);
    const double pivot = m_viewStart + at * span;
    const double factor = std::pow(0.8, delta.y() / 120.0);
    const double newSpan = std::clamp(span * factor, 1e-7, 1.0);
    setZoom(pivot - at * newSpan, pivot - at * newSpan + newSpan);
    event->accept();
}

void FlameGraphView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        m_pressed = true;
        m_dragging = false;
        m_pressPos = m_lastPos = event->position().toPoint();
    }
    QAbstractScrollArea::mousePressEvent(event);
}

void FlameGraphView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (m_pressed) {
        if (!m_dragging &&
            (pos - m_pressPos).manhattanLength() >= QApplication::startDragDistance())
            m_dragging = true;
        if (m_dragging) {
            const double span = m_viewEnd - m_viewStart;
            const double dx = double(pos.x() - m_lastPos.x()) / std::max(1, viewport()->width());
            if (dx != 0)
                setZoom(m_viewStart - dx * span, m_viewEnd - dx * span);
            verticalScrollBar()->setValue(verticalScrollBar()->value() - (pos.y() - m_lastPos.y()));
            m_lastPos = pos;
            viewport()->setCursor(Qt::ClosedHandCursor);
        }
    }
    QAbstractScrollArea::mouseMoveEvent(event);
}

void FlameGraphView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && m_pressed) {
        m_pressed = false;
        viewport()->unsetCursor();
        if (!m_dragging) {
            const qint64 i = rectIndexAt(event->position().toPoint());
            if (i >= 0) {
                const FlameRect r = m_layout.rects()[size_t(i)];
                if (r.flags & FlameRect::Merged) {
                    // Zoom onto the merged frames.
                    const double w = std::max(1, viewport()->width());
                    const double span = m_viewEnd - m_viewStart;
                    const double a = m_viewStart + double(r.x) / w * span;
                    const double b = m_viewStart + double(r.x + r.width) / w * span;
                    setZoom(a, b);
                } else {
                    if (m_clickFocuses && !isNotAFunction(r.node))
                        focusOn(r.node);
                    else
                        setSelectedNode(r.node);
                    Q_EMIT frameActivated(r.node);
                }
            }
        }
        m_dragging = false;
    }
    QAbstractScrollArea::mouseReleaseEvent(event);
}

bool FlameGraphView::event(QEvent *event)
{
    // The graph's own keys are the graph's while it has the focus, before any window shortcut.
    if (event->type() == QEvent::ShortcutOverride &&
        FlameGraphKeyboard::isGraphKey(*static_cast<QKeyEvent *>(event))) {
        event->accept();
        return true;
    }
    return QAbstractScrollArea::event(event);
}

void FlameGraphView::keyPressEvent(QKeyEvent *event)
{
    if (!FlameGraphKeyboard(*this).press(*event))
        QAbstractScrollArea::keyPressEvent(event);
}

void FlameGraphView::contextMenuEvent(QContextMenuEvent *event)
{
    if (!m_tree)
        return;
    // From the keyboard (the menu key, Shift+F10): the selected frame's menu, at the frame.
    const bool keyboard = event->reason() == QContextMenuEvent::Keyboard;
    const quint32 node = keyboard ? m_selected : nodeAt(event->pos());
    QPoint at = event->globalPos();
    if (keyboard && node != NoNode && !nodeRect(node).isNull())
        at = viewport()->mapToGlobal(nodeRect(node).center());
    FlameGraphMenu(*this).exec(node, at);
}

QList<QAction *> FlameGraphView::transformActions(quint32 node, QObject *parent)
{
    return FlameGraphMenu(*this).transformActions(node, parent);
}

QString FlameGraphView::toolTipFor(quint32 node) const
{
    if (!m_tree || node == 0 || node >= m_tree->nodeCount())
        return {};
    if (m_colouring != m_packages) {
        QString own = m_colouring->toolTip(node);
        if (!own.isEmpty() && isNotAFunction(node)) {
            const QString note =
                QLatin1String("<br>") +
                tr("Not a function: the frames the server merged below its node limit "
                   "(max_nodes). Focus and Sandwich are not offered on it.")
                    .toHtmlEscaped();
            const qsizetype end = own.lastIndexOf(QLatin1String("</qt>"));
            own.insert(end >= 0 ? end : own.size(), note);
        }
        if (!own.isEmpty())
            return own;
    }
    const CallTree &t = *m_tree;
    const Profile &p = t.profile();
    const Function &f = p.functions()[t.function(node)];
    const ValueType type = p.sampleTypes().value(t.sampleType());
    const qint64 whole = m_shareBase > 0 ? m_shareBase : t.totalValue();
    const qint64 parentTotal = t.total(t.parent(node));
    auto line = [&](const QString &label, qint64 v) {
        return tr("%1: %2 (%3 of the total, %4 of the parent)")
            .arg(label, Quantity::format(v, type), Quantity::percent(v, whole),
                 Quantity::percent(v, parentTotal))
            .toHtmlEscaped();
    };
    QString html = QLatin1String("<p style='white-space:pre'><b>") + UntrustedText::html(f.name) +
                   QLatin1String("</b>");
    if (isNotAFunction(node))
        html += QLatin1String("<br>") +
                tr("Not a function: the frames the server merged below its node limit "
                   "(max_nodes). Focus and Sandwich are not offered on it.")
                    .toHtmlEscaped();
    if (!f.file.isEmpty()) {
        QString where = f.file;
        if (f.startLine > 0)
            where += QLatin1Char(':') + QString::number(f.startLine);
        html += QLatin1String("<br>") + UntrustedText::html(where);
    }
    const quint32 fn = t.function(node);
    const std::vector<QString> &modules = m_packages->modules();
    if (fn < modules.size() && !modules[fn].isEmpty())
        html += QLatin1String("<br>") +
                tr("Module: %1").arg(UntrustedText::display(modules[fn])).toHtmlEscaped();
    if (m_callerPaths && node != 1) {
        const QString callee = UntrustedText::display(p.functions()[t.function(1)].name);
        html += QLatin1String("<br>") + line(tr("%1 through here").arg(callee), t.total(node));
    } else {
        html += QLatin1String("<br>") + line(tr("Self"), t.self(node));
        html += QLatin1String("<br>") + line(tr("Total"), t.total(node));
    }
    html += QLatin1String("</p>");
    return html;
}

bool FlameGraphView::viewportEvent(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && m_tree) {
        auto *help = static_cast<QHelpEvent *>(event);
        const quint32 node = nodeAt(help->pos());
        if (node != NoNode && node != 0)
            QToolTip::showText(help->globalPos(), toolTipFor(node), viewport());
        else
            QToolTip::hideText();
        return true;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

QColor FlameGraphView::frameColour(quint32 node) const
{
    if (!m_tree || node >= m_tree->nodeCount() || node == 0)
        return {};
    return m_colouring->colourOf(*m_tree, node, m_palette);
}

QImage FlameGraphView::renderImage(int width, int height)
{
    return FlameGraphExporter(*this).image(width, height);
}

bool FlameGraphView::renderSvg(QIODevice *device, int width, int height)
{
    return FlameGraphExporter(*this).writeSvg(device, width, height);
}

} // namespace hearth

// SPDX-License-Identifier: MIT
// FlameGraphView: keyboard, context menu, tooltips and export.
#include "flamegraphview.h"

#include "hearthicons.h"
#include "packagecolouring.h"

#include "analysis/quantity.h"

#include "itemmodels/untrustedtext.h"
#include <QApplication>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QPainter>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSvgGenerator>
#include <QToolTip>

#include <algorithm>

namespace hearth {

bool FlameGraphView::event(QEvent *event)
{
    // The graph's own keys (Esc, Backspace, Home, arrows, Enter, +/−, S) are the graph's while
    // it has the focus, before any window shortcut on the same key (the store's Esc: Cancel).
    if (event->type() == QEvent::ShortcutOverride) {
        auto *key = static_cast<QKeyEvent *>(event);
        const Qt::KeyboardModifiers mods = key->modifiers() & ~Qt::KeypadModifier;
        if (mods == Qt::NoModifier || mods == Qt::ShiftModifier) {
            switch (key->key()) {
            case Qt::Key_Left:
            case Qt::Key_Right:
            case Qt::Key_Up:
            case Qt::Key_Down:
            case Qt::Key_Return:
            case Qt::Key_Enter:
            case Qt::Key_Escape:
            case Qt::Key_Backspace:
            case Qt::Key_Home:
            case Qt::Key_Plus:
            case Qt::Key_Equal:
            case Qt::Key_Minus:
            case Qt::Key_S:
                event->accept();
                return true;
            default:
                break;
            }
        }
    }
    return QAbstractScrollArea::event(event);
}

void FlameGraphView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
        moveSelection(event->key());
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (m_selected != NoNode) {
            const quint32 node = m_selected;
            if (m_clickFocuses && !isNotAFunction(node)) // merged frames: nothing to focus
                focusOn(node);
            Q_EMIT frameActivated(node);
        }
        return;
    case Qt::Key_Escape:
    case Qt::Key_Backspace:
        stepOut();
        return;
    case Qt::Key_Home:
        resetView();
        return;
    case Qt::Key_S: // the sandwich of the selected frame's function
        if (m_sandwichOffered && m_tree && m_selected != NoNode && m_selected != 0 &&
            event->modifiers() == 0 && !isNotAFunction(m_selected))
            Q_EMIT sandwichRequested(m_tree->function(m_selected));
        return;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
    case Qt::Key_Minus: {
        const double span = m_viewEnd - m_viewStart;
        const double mid = m_viewStart + span / 2;
        const double ns = event->key() == Qt::Key_Minus ? span / 0.8 : span * 0.8;
        setZoom(mid - ns / 2, mid + ns / 2);
        return;
    }
    default:
        break;
    }
    QAbstractScrollArea::keyPressEvent(event);
}

void FlameGraphView::moveSelection(int key)
{
    ensureLayout();
    if (!m_tree || m_layout.rects().empty())
        return;
    qint64 cur = m_selected == NoNode ? -1 : m_layout.find(m_selected);
    if (cur < 0) {
        // Start at the first frame of the first row.
        for (size_t i = 0; i < m_layout.rects().size(); ++i) {
            if (!(m_layout.rects()[i].flags & FlameRect::Merged)) {
                setSelectedNode(m_layout.rects()[i].node);
                break;
            }
        }
        ensureSelectedVisible();
        return;
    }
    const FlameRect r = m_layout.rects()[size_t(cur)];
    const bool deeper = m_icicle ? key == Qt::Key_Down : key == Qt::Key_Up;
    const bool shallower = m_icicle ? key == Qt::Key_Up : key == Qt::Key_Down;
    quint32 target = NoNode;
    if (key == Qt::Key_Left || key == Qt::Key_Right) {
        const qint64 step = key == Qt::Key_Left ? -1 : 1;
        for (qint64 i = cur + step;
             i >= qint64(m_layout.rowBegin(r.row)) && i < qint64(m_layout.rowBegin(r.row + 1));
             i += step) {
            if (!(m_layout.rects()[size_t(i)].flags & FlameRect::Merged)) {
                target = m_layout.rects()[size_t(i)].node;
                break;
            }
        }
    } else if (deeper) {
        // The widest drawn child.
        float best = -1;
        if (r.row + 1 < m_layout.rowCount()) {
            for (quint32 i = m_layout.rowBegin(r.row + 1); i < m_layout.rowBegin(r.row + 2); ++i) {
                const FlameRect &c = m_layout.rects()[i];
                if (!(c.flags & FlameRect::Merged) && m_tree->parent(c.node) == r.node &&
                    c.width > best) {
                    best = c.width;
                    target = c.node;
                }
            }
        }
    } else if (shallower && r.row > 0) {
        target = m_tree->parent(r.node);
    }
    if (target != NoNode) {
        setSelectedNode(target);
        ensureSelectedVisible();
    }
}

void FlameGraphView::ensureSelectedVisible()
{
    const QRect r = nodeRect(m_selected);
    if (r.isNull())
        return;
    QScrollBar *bar = verticalScrollBar();
    if (r.top() < 0)
        bar->setValue(bar->value() + r.top());
    else if (r.bottom() > viewport()->height())
        bar->setValue(bar->value() + r.bottom() - viewport()->height() + 1);
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

QStringList FlameGraphView::stackOf(quint32 node) const
{
    QStringList names;
    if (!m_tree || node >= m_tree->nodeCount())
        return names;
    for (quint32 n = node; n != 0; n = m_tree->parent(n))
        names.prepend(m_tree->name(n));
    if (m_callerPaths) // the node is the outermost caller, the root's function the innermost
        std::reverse(names.begin(), names.end());
    return names;
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
    QMenu menu(this);
    if (node != NoNode && node != 0) {
        setSelectedNode(node);
        const quint32 fn = m_tree->function(node);
        if (!isNotAFunction(node)) { // merged frames: nothing to focus on or sandwich
            // Zoom: a closer look, the table unchanged (Focus on Subtree is the transform).
            menu.addAction(tr("Zoom to Frame"), this, [this, node] { focusOn(node); });
            if (m_sandwichOffered)
                menu.addAction(HearthIcons::icon(HearthIcons::Sandwich), tr("Sandwich"),
                               QKeySequence(Qt::Key_S), this,
                               [this, fn] { Q_EMIT sandwichRequested(fn); });
        }
        menu.addAction(tr("Copy Name"), this,
                       [this, node] { QApplication::clipboard()->setText(m_tree->name(node)); });
        menu.addAction(tr("Copy Stack"), this, [this, node] {
            QApplication::clipboard()->setText(stackOf(node).join(QLatin1Char('\n')));
        });
        menu.addSeparator();
        if (m_offersTransforms) {
            menu.addActions(transformActions(node, &menu));
            menu.addSeparator();
        }
    }
    QAction *out = menu.addAction(tr("Step Out"), this, &FlameGraphView::stepOut);
    out->setEnabled(m_focus != 0 || m_viewStart > 0 || m_viewEnd < 1);
    menu.addAction(HearthIcons::icon(HearthIcons::Home), tr("Reset View"), QKeySequence(), this,
                   &FlameGraphView::resetView);
    menu.exec(at);
}

QList<QAction *> FlameGraphView::transformActions(quint32 node, QObject *parent)
{
    if (!m_tree || node == 0 || node >= m_tree->nodeCount())
        return {};
    const QString name = m_tree->profile().functions()[m_tree->function(node)].name;
    const auto action = [this, parent](const QString &text, const Transform &t) {
        auto *a = new QAction(text, parent);
        connect(a, &QAction::triggered, this, [this, t] { Q_EMIT transformRequested(t); });
        return a;
    };
    QList<QAction *> out{
        action(tr("Merge Function into Callers"), Transform::mergeFunction(name)),
        action(tr("Collapse Recursion through This Function"), Transform::collapseRecursion(name)),
    };
    if (!isNotAFunction(node)) // merged frames: nothing to focus on
        out << action(tr("Focus on Function"), Transform::focusFunction(name))
            << action(tr("Focus on Subtree"), Transform::focusSubtree(stackOf(node)));
    out << action(
        tr("Hide This Function"),
        Transform::hide(QLatin1Char('^') + QRegularExpression::escape(name) + QLatin1Char('$')));
    return out;
}

QColor FlameGraphView::frameColour(quint32 node) const
{
    if (!m_tree || node >= m_tree->nodeCount() || node == 0)
        return {};
    return m_colouring->colourOf(*m_tree, node, m_palette);
}

int FlameGraphView::contentHeightFor(int width)
{
    if (!m_tree)
        return 0;
    FlameLayoutOptions o = m_layout.options();
    o.focus = m_focus;
    o.firstDepth = m_firstDepth;
    o.width = width;
    return int(FlameLayout::compute(*m_tree, o).rowCount()) * m_rowHeight;
}

void FlameGraphView::renderTo(QPainter &painter, const QRect &target)
{
    FlameLayoutOptions o;
    o.focus = m_focus;
    o.firstDepth = m_firstDepth;
    o.width = target.width();
    o.viewStart = m_viewStart;
    o.viewEnd = m_viewEnd;
    const FlameLayout layout = m_tree ? FlameLayout::compute(*m_tree, o) : FlameLayout();
    painter.save();
    painter.translate(target.topLeft());
    painter.setClipRect(QRect(QPoint(0, 0), target.size()));
    painter.setFont(font());
    const FlameScene s = scene(&layout);
    const int content = std::max(target.height(), int(layout.rowCount()) * m_rowHeight);
    // Flame: keep the root in view at the bottom; icicle: at the top.
    const int scroll = m_icicle ? 0 : content - target.height();
    FlameRenderer::paint(painter, s, QRect(QPoint(0, 0), target.size()), content, scroll);
    painter.restore();
}

QImage FlameGraphView::renderImage(int width, int height)
{
    if (height <= 0)
        height = std::max(m_rowHeight, contentHeightFor(width));
    QImage image(width, height, QImage::Format_ARGB32_Premultiplied);
    image.fill(m_palette.background());
    QPainter painter(&image);
    renderTo(painter, image.rect());
    return image;
}

bool FlameGraphView::renderSvg(QIODevice *device, int width, int height)
{
    if (height <= 0)
        height = std::max(m_rowHeight, contentHeightFor(width));
    QSvgGenerator svg;
    svg.setOutputDevice(device);
    svg.setSize(QSize(width, height));
    svg.setViewBox(QRect(0, 0, width, height));
    svg.setTitle(tr("Flame graph"));
    QPainter painter;
    if (!painter.begin(&svg))
        return false;
    renderTo(painter, QRect(0, 0, width, height));
    return painter.end();
}

} // namespace hearth

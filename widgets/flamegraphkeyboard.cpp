// SPDX-License-Identifier: MIT
#include "flamegraphkeyboard.h"

#include "flamegraphview.h"

#include <QKeyEvent>
#include <QScrollBar>

namespace hearth {

FlameGraphKeyboard::FlameGraphKeyboard(FlameGraphView &view)
    : m_view(view)
{}

bool FlameGraphKeyboard::isGraphKey(const QKeyEvent &event)
{
    const Qt::KeyboardModifiers mods = event.modifiers() & ~Qt::KeypadModifier;
    if (mods != Qt::NoModifier && mods != Qt::ShiftModifier)
        return false;
    switch (event.key()) {
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
        return true;
    default:
        return false;
    }
}

bool FlameGraphKeyboard::press(const QKeyEvent &event)
{
    FlameGraphView &v = m_view;
    const quint32 selected = v.selectedNode();
    switch (event.key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
        moveSelection(event.key());
        return true;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        if (selected != FlameGraphView::NoNode) {
            if (v.clickFocuses() && !v.isNotAFunction(selected)) // merged frames: no focus
                v.focusOn(selected);
            Q_EMIT v.frameActivated(selected);
        }
        return true;
    case Qt::Key_Escape:
    case Qt::Key_Backspace:
        v.stepOut();
        return true;
    case Qt::Key_Home:
        v.resetView();
        return true;
    case Qt::Key_S: // the sandwich of the selected frame's function
        if (v.sandwichOffered() && v.tree() && selected != FlameGraphView::NoNode &&
            selected != 0 && event.modifiers() == 0 && !v.isNotAFunction(selected))
            Q_EMIT v.sandwichRequested(v.tree()->function(selected));
        return true;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
    case Qt::Key_Minus: {
        const double span = v.viewEnd() - v.viewStart();
        const double mid = v.viewStart() + span / 2;
        const double ns = event.key() == Qt::Key_Minus ? span / 0.8 : span * 0.8;
        v.setZoom(mid - ns / 2, mid + ns / 2);
        return true;
    }
    default:
        return false;
    }
}

void FlameGraphKeyboard::moveSelection(int key)
{
    const CallTree *tree = m_view.tree();
    const FlameLayout &layout = m_view.layout();
    if (!tree || layout.rects().empty())
        return;
    const quint32 selected = m_view.selectedNode();
    const qint64 cur = selected == FlameGraphView::NoNode ? -1 : layout.find(selected);
    if (cur < 0) {
        // Start at the first frame of the first row.
        for (const FlameRect &r : layout.rects()) {
            if (!(r.flags & FlameRect::Merged)) {
                m_view.setSelectedNode(r.node);
                break;
            }
        }
        ensureSelectedVisible();
        return;
    }
    const FlameRect r = layout.rects()[size_t(cur)];
    const bool icicle = m_view.isIcicle();
    const bool deeper = icicle ? key == Qt::Key_Down : key == Qt::Key_Up;
    const bool shallower = icicle ? key == Qt::Key_Up : key == Qt::Key_Down;
    quint32 target = FlameGraphView::NoNode;
    if (key == Qt::Key_Left || key == Qt::Key_Right) {
        const qint64 step = key == Qt::Key_Left ? -1 : 1;
        for (qint64 i = cur + step;
             i >= qint64(layout.rowBegin(r.row)) && i < qint64(layout.rowBegin(r.row + 1));
             i += step) {
            if (!(layout.rects()[size_t(i)].flags & FlameRect::Merged)) {
                target = layout.rects()[size_t(i)].node;
                break;
            }
        }
    } else if (deeper) {
        // The widest drawn child.
        float best = -1;
        if (r.row + 1 < layout.rowCount()) {
            for (quint32 i = layout.rowBegin(r.row + 1); i < layout.rowBegin(r.row + 2); ++i) {
                const FlameRect &c = layout.rects()[i];
                if (!(c.flags & FlameRect::Merged) && tree->parent(c.node) == r.node &&
                    c.width > best) {
                    best = c.width;
                    target = c.node;
                }
            }
        }
    } else if (shallower && r.row > 0) {
        target = tree->parent(r.node);
    }
    if (target != FlameGraphView::NoNode) {
        m_view.setSelectedNode(target);
        ensureSelectedVisible();
    }
}

void FlameGraphKeyboard::ensureSelectedVisible()
{
    const QRect r = m_view.nodeRect(m_view.selectedNode());
    if (r.isNull())
        return;
    QScrollBar *bar = m_view.verticalScrollBar();
    if (r.top() < 0)
        bar->setValue(bar->value() + r.top());
    else if (r.bottom() > m_view.viewport()->height())
        bar->setValue(bar->value() + r.bottom() - m_view.viewport()->height() + 1);
}

} // namespace hearth

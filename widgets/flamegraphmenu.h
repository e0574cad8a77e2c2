// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QStringList>

class QAction;
class QObject;
class QPoint;

namespace hearth {

class FlameGraphView;

/// The flame graph's frame menu: Zoom to Frame, Sandwich, Copy Name, Copy Stack, the reading
/// transforms of the frame's function (where the view offers them), Step Out and Reset View.
/// Merged frames (a store's "other") are offered no focus, sandwich or function focus.
class FlameGraphMenu
{
public:
    explicit FlameGraphMenu(FlameGraphView &view);

    /// Shows the menu of node (NoNode or the root: only Step Out and Reset View) at a global
    /// position, selecting node first.
    void exec(quint32 node, const QPoint &globalPos);
    /// The transforms of node's function: Merge Function into Callers, Collapse Recursion
    /// through This Function, Focus on Function, Focus on Subtree (node's stack from the
    /// root), Hide This Function; each emits the view's transformRequested.
    QList<QAction *> transformActions(quint32 node, QObject *parent) const;
    /// The stack of node, outermost frame first, as Copy Stack puts it on the clipboard.
    QStringList stackOf(quint32 node) const;

private:
    FlameGraphView &m_view;
};

} // namespace hearth

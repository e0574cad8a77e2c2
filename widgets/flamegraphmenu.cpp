// SPDX-License-Identifier: MIT
#include "flamegraphmenu.h"

#include "flamegraphview.h"
#include "hearthicons.h"

#include <QApplication>
#include <QClipboard>
#include <QMenu>
#include <QRegularExpression>

#include <algorithm>

namespace hearth {

FlameGraphMenu::FlameGraphMenu(FlameGraphView &view)
    : m_view(view)
{}

void FlameGraphMenu::exec(quint32 node, const QPoint &globalPos)
{
    FlameGraphView *v = &m_view;
    const CallTree *tree = v->tree();
    QMenu menu(v);
    if (node != FlameGraphView::NoNode && node != 0) {
        v->setSelectedNode(node);
        const quint32 fn = tree->function(node);
        if (!v->isNotAFunction(node)) { // merged frames: nothing to focus on or sandwich
            // Zoom: a closer look, the table unchanged (Focus on Subtree is the transform).
            menu.addAction(FlameGraphView::tr("Zoom to Frame"), v, [v, node] { v->focusOn(node); });
            if (v->sandwichOffered())
                menu.addAction(HearthIcons::icon(HearthIcons::Sandwich),
                               FlameGraphView::tr("Sandwich"), QKeySequence(Qt::Key_S), v,
                               [v, fn] { Q_EMIT v->sandwichRequested(fn); });
        }
        menu.addAction(FlameGraphView::tr("Copy Name"), v,
                       [v, node] { QApplication::clipboard()->setText(v->tree()->name(node)); });
        menu.addAction(FlameGraphView::tr("Copy Stack"), v, [this, node] {
            QApplication::clipboard()->setText(stackOf(node).join(QLatin1Char('\n')));
        });
        menu.addSeparator();
        if (v->offersTransforms()) {
            menu.addActions(transformActions(node, &menu));
            menu.addSeparator();
        }
    }
    QAction *out = menu.addAction(FlameGraphView::tr("Step Out"), v, &FlameGraphView::stepOut);
    out->setEnabled(v->focusNode() != 0 || v->viewStart() > 0 || v->viewEnd() < 1);
    menu.addAction(HearthIcons::icon(HearthIcons::Home), FlameGraphView::tr("Reset View"),
                   QKeySequence(), v, &FlameGraphView::resetView);
    menu.exec(globalPos);
}

QList<QAction *> FlameGraphMenu::transformActions(quint32 node, QObject *parent) const
{
    FlameGraphView *v = &m_view;
    const CallTree *tree = v->tree();
    if (!tree || node == 0 || node >= tree->nodeCount())
        return {};
    const QString name = tree->profile().functions()[tree->function(node)].name;
    const auto action = [v, parent](const QString &text, const Transform &t) {
        auto *a = new QAction(text, parent);
        QObject::connect(a, &QAction::triggered, v, [v, t] { Q_EMIT v->transformRequested(t); });
        return a;
    };
    QList<QAction *> out{
        action(FlameGraphView::tr("Merge Function into Callers"), Transform::mergeFunction(name)),
        action(FlameGraphView::tr("Collapse Recursion through This Function"),
               Transform::collapseRecursion(name)),
    };
    if (!v->isNotAFunction(node)) // merged frames: nothing to focus on
        out << action(FlameGraphView::tr("Focus on Function"), Transform::focusFunction(name))
            << action(FlameGraphView::tr("Focus on Subtree"),
                      Transform::focusSubtree(stackOf(node)));
    out << action(
        FlameGraphView::tr("Hide This Function"),
        Transform::hide(QLatin1Char('^') + QRegularExpression::escape(name) + QLatin1Char('$')));
    return out;
}

QStringList FlameGraphMenu::stackOf(quint32 node) const
{
    QStringList names;
    const CallTree *tree = m_view.tree();
    if (!tree || node >= tree->nodeCount())
        return names;
    for (quint32 n = node; n != 0; n = tree->parent(n))
        names.prepend(tree->name(n));
    if (m_view.hasCallerPaths()) // the node is the outermost caller, the root's function the
                                 // innermost
        std::reverse(names.begin(), names.end());
    return names;
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/calltree.h"
#include "analysis/latesttask.h"

#include <QWidget>

#include <atomic>
#include <memory>
#include <vector>

class QLabel;
class QToolButton;

namespace hearth {

class FlameGraphView;

/// The sandwich of one function, as in speedscope: who called it above (an inverted flame
/// graph: the function at the bottom, its callers stacked on it) and what it called below
/// (a flame graph hanging from the function), both merged over all its sites with recursion
/// counted once. A click on a frame in either re-centres the sandwich on that frame's
/// function; Back returns to the previous one. The sandwich of a tree of more than AsyncNodes
/// nodes is computed off the GUI thread (half a second for a 4 M-node tree); the title says
/// so meanwhile, and a result for a function no longer asked for is dropped.
class SandwichPanel : public QWidget
{
    Q_OBJECT
public:
    static constexpr quint32 NoFunction = 0xffffffffu;
    static constexpr quint32 AsyncNodes = 200000;
    explicit SandwichPanel(QWidget *parent = nullptr);
    ~SandwichPanel() override;

    void setTree(CallTree::Ptr tree);
    quint32 function() const { return m_function; }
    FlameGraphView *callersView() const { return m_callers; }
    FlameGraphView *calleesView() const { return m_callees; }
    QLabel *titleLabel() const { return m_title; }
    QToolButton *backButton() const { return m_back; }
    /// True while a large tree's sandwich is computed off the GUI thread.
    bool isComputing() const { return m_computing; }

public Q_SLOTS:
    /// Centres the sandwich on a function (an index into the profile's functions).
    void showFunction(quint32 function);
    void goBack();

Q_SIGNALS:
    void functionChanged(quint32 function);
    /// The callers and callees of function() are shown (at once, or when computed).
    void computed();

private:
    void recentre(quint32 function, bool remember);
    struct Halves
    {
        quint32 function = 0;
        qint64 total = 0;
        quint32 sites = 0;
        CallTree::Ptr callers;
        CallTree::Ptr callees;
    };
    void apply(const Halves &h);

    CallTree::Ptr m_tree;
    quint32 m_function = NoFunction;
    std::vector<quint32> m_history;
    // A sandwich still being computed for an older request is dropped and told to stop.
    LatestTask<Halves> m_task;
    bool m_computing = false;
    QLabel *m_title;
    QToolButton *m_back;
    QLabel *m_callersLabel;
    QLabel *m_calleesLabel;
    FlameGraphView *m_callers;
    FlameGraphView *m_callees;
};

} // namespace hearth

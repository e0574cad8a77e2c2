#pragma once

#include "analysis/calltree.h"

#include <QWidget>

class QLabel;
class QTreeWidget;

namespace hearth {

/// The sandwich of one function: who called it (inverted, merged over all its sites) above,
/// and what it called below.
class SandwichPanel : public QWidget
{
    Q_OBJECT
public:
    static constexpr quint32 NoFunction = 0xffffffffu;
    explicit SandwichPanel(QWidget *parent = nullptr);

    void setTree(CallTree::Ptr tree);
    void showFunction(quint32 function);
    quint32 function() const { return m_function; }
    QTreeWidget *callersView() const { return m_callers; }
    QTreeWidget *calleesView() const { return m_callees; }

private:
    CallTree::Ptr m_tree;
    quint32 m_function = NoFunction;
    QLabel *m_title;
    QTreeWidget *m_callers;
    QTreeWidget *m_callees;
};

} // namespace hearth

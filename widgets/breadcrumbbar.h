#pragma once

#include "analysis/calltree.h"

#include <QWidget>

class QHBoxLayout;

namespace hearth {

/// The focus path of a flame graph as a row of buttons ("All › main › handler"): click one to
/// step back out to it. Deep paths keep the first and the last levels around an ellipsis.
class BreadcrumbBar : public QWidget
{
    Q_OBJECT
public:
    explicit BreadcrumbBar(QWidget *parent = nullptr);

    void setPath(const CallTree *tree, quint32 focus);
    /// The texts of the crumbs shown, for tests and accessibility.
    QStringList crumbs() const { return m_texts; }

signals:
    void nodeClicked(quint32 node);

private:
    void addCrumb(const QString &text, quint32 node, bool current);
    void addSeparator(const QString &text);

    QHBoxLayout *m_layout;
    QStringList m_texts;
};

} // namespace hearth

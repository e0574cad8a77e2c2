// SPDX-License-Identifier: MIT
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
    /// Never wider than it is given: crumbs from the middle of the path give way to "…" (the
    /// first and the current stay), so a deep focus never widens its window.
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void nodeClicked(quint32 node);

protected:
    void resizeEvent(QResizeEvent *event) override;
    /// View ▸ Language: the root crumb ("All") and its tooltip in the new language.
    void changeEvent(QEvent *event) override;

private:
    /// Shows as many crumbs as the width allows, hiding from the middle of the path.
    void fit();
    QWidget *addCrumb(const QString &text, quint32 node, bool current);
    QWidget *addSeparator(const QString &text);

    QHBoxLayout *m_layout;
    QStringList m_texts;
    QList<QList<QWidget *>> m_middle; // crumbs with their separators that may give way
    QWidget *m_gap = nullptr;         // the "…" shown in their place
    QWidget *m_root = nullptr;        // the crumb of the whole tree ("All")
};

} // namespace hearth

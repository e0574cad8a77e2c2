// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/difftree.h"
#include "analysis/flamelayout.h"

#include <QWidget>

namespace hearth {

/// The difference flame graph: the merged tree of two profiles, widths from B (or A),
/// each frame coloured by the change in its self share on a diverging, colour-blind-safe
/// scale (blue: less time in B, orange: more), frames present on one side only hatched and
/// labelled. Drawn as the user chose for every graph: a flame (root at the bottom) or an icicle
/// (root at the top). Click focuses a frame, Esc/Backspace step out, Home resets; the tooltip gives
/// both sides' numbers. Geometry comes from FlameLayout, as in the single view.
class DiffFlameView : public QWidget
{
    Q_OBJECT
public:
    explicit DiffFlameView(QWidget *parent = nullptr);

    void setDiff(DiffTree::Ptr diff, const ValueType &type);
    void setWidthsFromB(bool fromB);
    void setNormalize(bool normalize);
    bool widthsFromB() const { return m_fromB; }
    bool normalize() const { return m_normalize; }
    /// Root at the top (icicle) or at the bottom (flame, the default), as the single view.
    void setIcicle(bool icicle);
    bool isIcicle() const { return m_icicle; }
    const DiffTree *diff() const { return m_diff.get(); }
    quint32 focusNode() const { return m_focus; }
    void focusOn(quint32 node);
    /// The merged-tree node drawn at a widget position, or 0xffffffff.
    quint32 nodeAt(const QPoint &pos);
    QRect nodeRect(quint32 node);
    /// The fill colour of a node (the diverging scale), for tests and the legend.
    QColor colourOf(quint32 node) const;
    /// Marks a name that is not a function (a store's "other"): cross-hatched, labelled as
    /// merged frames, said so on hover, and never focused. Empty: none.
    void setNotAFunction(const QString &name);
    bool isNotAFunction(quint32 node) const;
    /// The legend as a sentence (translated).
    QString legendText() const;
    QSize sizeHint() const override;

Q_SIGNALS:
    void focusChanged(quint32 node);
    void nodeActivated(quint32 node);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool event(QEvent *event) override;

private:
    void relayout();
    int rowTop(quint32 row) const;
    /// The colour of a node as a step of the scale: -ColourSteps (blue) … 0 (grey) … +ColourSteps.
    int colourStep(quint32 node) const;
    bool isDark() const;
    QString tooltipFor(quint32 node) const;

    DiffTree::Ptr m_diff;
    CallTree::Ptr m_tree; // the merged tree with the chosen widths
    ValueType m_type;
    FlameLayout m_layout;
    bool m_fromB = true;
    bool m_normalize = true;
    bool m_icicle = false;
    double m_maxDelta = 0;
    quint32 m_focus = 0;
    int m_rowHeight = 18;
    QString m_notAFunction;
};

} // namespace hearth

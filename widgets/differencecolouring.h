// SPDX-License-Identifier: MIT
#pragma once

#include "flamecolouring.h"

#include "analysis/difftree.h"

#include <QCoreApplication>

namespace hearth {

/// The difference graph's colours: each frame by the change in its self share on a diverging,
/// colour-blind-safe scale (blue: less time in B, orange: more, grey: unchanged), in steps so
/// that frames of one colour are filled in one call; frames present on one side only are
/// hatched and labelled so, and the tooltip gives both sides' numbers. The graph it colours
/// shows the merged tree (DiffTree::asCallTree, the same node numbers) in a FlameGraphView.
class DifferenceColouring : public FlameColouring
{
    Q_DECLARE_TR_FUNCTIONS(DifferenceColouring)
public:
    /// The scale's steps on each side of grey.
    static constexpr int Steps = 32;

    DifferenceColouring(DiffTree::Ptr diff, const ValueType &type, bool normalize);

    const DiffTree &diff() const { return *m_diff; }
    const DiffTree::Ptr &diffPtr() const { return m_diff; }
    const ValueType &type() const { return m_type; }
    bool normalize() const { return m_normalize; }

    int colourCount(const FlamePalette &palette) const override;
    QColor colour(int index, const FlamePalette &palette) const override;
    int colourIndex(const CallTree &tree, quint32 node) const override;
    bool isHatched(quint32 node) const override;
    QString label(const CallTree &tree, quint32 node, const QFontMetricsF &metrics,
                  double width) const override;
    QString toolTip(quint32 node) const override;

    /// The change of a node as a step of the scale: -Steps (blue) … 0 (grey) … +Steps.
    int step(quint32 node) const;
    /// The tooltip as plain text (the profile's text through UntrustedText::display).
    QString toolTipText(quint32 node) const;
    /// The legend as a sentence, saying which side the widths are from.
    static QString legendText(bool widthsFromB);

private:
    DiffTree::Ptr m_diff;
    ValueType m_type;
    bool m_normalize = true;
    double m_maxDelta = 0;
};

} // namespace hearth

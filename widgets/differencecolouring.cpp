// SPDX-License-Identifier: MIT
#include "differencecolouring.h"

#include "flamepalette.h"
#include "flamerenderer.h"

#include "analysis/quantity.h"
#include "itemmodels/untrustedtext.h"

#include <QFontMetricsF>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace hearth {

namespace {

// A diverging blue–orange scale (after ColorBrewer's PuOr, safe for the common colour
// vision deficiencies): t in [-1, 1], negative blue, positive orange, 0 a neutral grey.
QColor diverging(double t, bool dark)
{
    const QColor neutral = dark ? QColor(0x5a, 0x5a, 0x5a) : QColor(0xd9, 0xd9, 0xd9);
    const QColor blue = dark ? QColor(0x4f, 0x8f, 0xd0) : QColor(0x3b, 0x7d, 0xc4);
    const QColor orange = dark ? QColor(0xf0, 0x9a, 0x3a) : QColor(0xe0, 0x7b, 0x10);
    const QColor &end = t < 0 ? blue : orange;
    const double a = std::min(1.0, std::fabs(t));
    return QColor::fromRgbF(float(neutral.redF() + (end.redF() - neutral.redF()) * a),
                            float(neutral.greenF() + (end.greenF() - neutral.greenF()) * a),
                            float(neutral.blueF() + (end.blueF() - neutral.blueF()) * a));
}

} // namespace

DifferenceColouring::DifferenceColouring(DiffTree::Ptr diff, const ValueType &type, bool normalize)
    : m_diff(std::move(diff))
    , m_type(type)
    , m_normalize(normalize)
{
    for (quint32 n = 1; n < m_diff->nodeCount(); ++n)
        m_maxDelta = std::max(m_maxDelta, std::fabs(m_diff->selfShareDelta(n, normalize)));
}

int DifferenceColouring::colourCount(const FlamePalette &) const
{
    return 2 * Steps + 1;
}

QColor DifferenceColouring::colour(int index, const FlamePalette &palette) const
{
    return diverging(double(index - Steps) / Steps, palette.isDark());
}

int DifferenceColouring::step(quint32 node) const
{
    if (node == 0 || node >= m_diff->nodeCount())
        return 0;
    const double d = m_diff->selfShareDelta(node, m_normalize);
    if (std::fabs(d) < 0.005 || m_maxDelta <= 0)
        return 0;
    // At least a visible tint for any real change; full colour at the largest change.
    const double t = 0.25 + 0.75 * std::fabs(d) / m_maxDelta;
    const int s = std::clamp(int(std::lround(t * Steps)), 1, Steps);
    return d > 0 ? s : -s;
}

int DifferenceColouring::colourIndex(const CallTree &, quint32 node) const
{
    return step(node) + Steps;
}

bool DifferenceColouring::isHatched(quint32 node) const
{
    return node < m_diff->nodeCount() && (m_diff->onlyInA(node) || m_diff->onlyInB(node));
}

QString DifferenceColouring::label(const CallTree &tree, quint32 node, const QFontMetricsF &metrics,
                                   double width) const
{
    if (!isHatched(node))
        return FlameColouring::label(tree, node, metrics, width);
    const QString name = UntrustedText::display(m_diff->name(node));
    const bool inA = m_diff->onlyInA(node);
    const QString whole = inA ? tr("%1 (only in A)").arg(name) : tr("%1 (only in B)").arg(name);
    if (metrics.horizontalAdvance(whole) <= width)
        return whole;
    // Too narrow for the whole: the name shortened, then the side if it still fits (the
    // hatching says it either way).
    const QString shortName = FlameRenderer::labelFor(name, metrics, width);
    if (shortName.isEmpty())
        return {};
    const QString marked =
        inA ? tr("%1 (only in A)").arg(shortName) : tr("%1 (only in B)").arg(shortName);
    return metrics.horizontalAdvance(marked) <= width ? marked : shortName;
}

QString DifferenceColouring::toolTipText(quint32 node) const
{
    const DiffTree &d = *m_diff;
    QString side;
    if (d.onlyInA(node))
        side = QLatin1Char('\n') + tr("Only in A");
    else if (d.onlyInB(node))
        side = QLatin1Char('\n') + tr("Only in B");
    return tr("%1\nSelf: %2 in A, %3 in B\nTotal: %4 in A, %5 in B\nSelf share change: %6 pp%7")
        .arg(UntrustedText::display(d.name(node)), Quantity::format(d.selfA(node), m_type),
             Quantity::format(d.selfB(node), m_type), Quantity::format(d.totalA(node), m_type),
             Quantity::format(d.totalB(node), m_type),
             QLocale().toString(d.selfShareDelta(node, m_normalize), 'f', 2), side);
}

QString DifferenceColouring::toolTip(quint32 node) const
{
    if (node == 0 || node >= m_diff->nodeCount())
        return {};
    return UntrustedText::toolTip(toolTipText(node));
}

QString DifferenceColouring::legendText(bool widthsFromB)
{
    return tr("Colour is the change in each frame's self share: orange means more time in B, "
              "blue less time in B, grey unchanged; hatched frames exist in one profile only. "
              "Widths are from %1.")
        .arg(widthsFromB ? tr("B") : tr("A"));
}

} // namespace hearth

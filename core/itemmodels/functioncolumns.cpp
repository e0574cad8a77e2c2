// SPDX-License-Identifier: MIT
#include "functioncolumns.h"

#include "untrustedtext.h"

namespace hearth {

QString FunctionColumns::title(Kind kind)
{
    switch (kind) {
    case Function:
    case DiffFunction:
        return tr("Function");
    case Self:
        return tr("Self");
    case SelfShare:
        return tr("Self %");
    case LargestSubtree:
        return tr("Largest subtree");
    case SubtreeShare:
        return tr("Subtree %");
    case Sites:
        return tr("Sites");
    case Inclusive:
        return tr("Inclusive");
    case SelfA:
        return tr("Self A");
    case SelfB:
        return tr("Self B");
    case Delta:
        return tr("Δ");
    case DeltaShare:
        return tr("Δ share");
    case LargestSubtreeA:
        return tr("Largest subtree A");
    case LargestSubtreeB:
        return tr("Largest subtree B");
    case SitesA:
        return tr("Sites A");
    case SitesB:
        return tr("Sites B");
    }
    return {};
}

QString FunctionColumns::toolTip(Kind kind)
{
    switch (kind) {
    case Function:
        return tr("The function as the profile names it.");
    case DiffFunction:
        return tr("The function; frames present on one side only say so.");
    case Self:
        return tr("Self: time in the frame alone, summed over its sites. Sort by this to find "
                  "the hot code.");
    case SelfShare:
        return tr("Self as a share of the whole profile.");
    case LargestSubtree:
    case LargestSubtreeA:
    case LargestSubtreeB:
        return tr("Largest subtree: the biggest single occurrence including what it called. "
                  "The largest, not the sum: summing double-counts recursion.");
    case SubtreeShare:
        return tr("Subtree %: the largest subtree as a share of the whole profile. A small "
                  "Self % with a large Subtree % is a cheap frame with the work beneath it (a "
                  "server loop: 4.2% self and a 38.5% subtree).");
    case Sites:
    case SitesA:
    case SitesB:
        return tr("Sites: how many places in the call tree the function appears.");
    case Inclusive:
        return tr("Inclusive: every sample with the function anywhere on its stack, counted "
                  "once.");
    case SelfA:
        return tr("Time in the frame alone in A, summed over its sites.");
    case SelfB:
        return tr("Time in the frame alone in B, summed over its sites.");
    case Delta:
        return tr("Self B minus self A, in the profile's unit (raw, not normalised).");
    case DeltaShare:
        return tr("The change in the function's share of its profile's total, in percentage "
                  "points (normalised: each side against its own total).");
    }
    return {};
}

QString FunctionColumns::toolTip(std::span<const Kind> columns, int section)
{
    if (section < 0 || size_t(section) >= columns.size())
        return {};
    return toolTip(columns[size_t(section)]);
}

QVariant FunctionColumns::headerData(std::span<const Kind> columns, int section,
                                     Qt::Orientation orientation, int role)
{
    if (orientation != Qt::Horizontal || section < 0 || size_t(section) >= columns.size())
        return {};
    if (role == Qt::ToolTipRole)
        return toolTip(columns[size_t(section)]);
    if (role == Qt::DisplayRole)
        return title(columns[size_t(section)]);
    return {};
}

QVariant FunctionColumns::alignment(Kind kind)
{
    if (kind == Function || kind == DiffFunction)
        return {};
    return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
}

QString FunctionColumns::nameToolTip(const QString &name, const QString &file)
{
    QString tip = UntrustedText::display(name);
    if (!file.isEmpty())
        tip += QLatin1Char('\n') + UntrustedText::display(file);
    return UntrustedText::toolTip(tip);
}

} // namespace hearth

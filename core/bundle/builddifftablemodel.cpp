// SPDX-License-Identifier: MIT
#include "builddifftablemodel.h"

#include "analysis/quantity.h"
#include "itemmodels/untrustedtext.h"

namespace hearth {

void BuildDiffTableModel::setDiff(const BuildDiff &diff)
{
    beginResetModel();
    load(diff);
    endResetModel();
}

int BuildDiffTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : rows();
}

int BuildDiffTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : columns();
}

QVariant BuildDiffTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    switch (role) {
    case Qt::DisplayRole:
        return cell(index.row(), index.column()).text;
    case SortRole:
        return cell(index.row(), index.column()).sort;
    case Qt::TextAlignmentRole:
        return cell(index.row(), index.column()).number
                   ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter))
                   : QVariant();
    case Qt::ToolTipRole: {
        const QString tip = cell(index.row(), index.column()).toolTip;
        return tip.isEmpty() ? QVariant() : QVariant(UntrustedText::toolTip(tip));
    }
    default:
        return extraData(index.row(), role);
    }
}

QVariant BuildDiffTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columns())
        return {};
    if (role == Qt::DisplayRole)
        return header(section);
    if (role == Qt::ToolTipRole) {
        const QString tip = headerToolTip(section);
        return tip.isEmpty() ? QVariant() : QVariant(UntrustedText::toolTip(tip));
    }
    return {};
}

qint64 BuildDiffTableModel::delta(bool haveA, qint64 a, bool haveB, qint64 b)
{
    if (!haveA || !haveB || a < 0 || b < 0)
        return None;
    return b - a;
}

QString BuildDiffTableModel::durationText(qint64 nanos)
{
    return nanos < 0 ? QStringLiteral("–") : Quantity::formatDuration(nanos);
}

QString BuildDiffTableModel::signedDurationText(qint64 nanos)
{
    if (nanos == None)
        return QStringLiteral("–");
    if (nanos == 0)
        return QStringLiteral("±0");
    return (nanos > 0 ? QStringLiteral("+") : QString()) + Quantity::formatDuration(nanos);
}

BuildDiffTableModel::Cell BuildDiffTableModel::nameCell(const QString &raw)
{
    const QString shown = UntrustedText::display(raw);
    return Cell{shown, raw, false, shown};
}

BuildDiffTableModel::Cell BuildDiffTableModel::durationCell(qint64 nanos)
{
    return Cell{durationText(nanos), nanos, true, {}};
}

BuildDiffTableModel::Cell BuildDiffTableModel::signedDurationCell(qint64 nanos)
{
    return Cell{signedDurationText(nanos), nanos, true, {}};
}

BuildDiffTableModel::Cell BuildDiffTableModel::presenceCell(const QString &raw, bool inA, bool inB)
{
    Cell c = nameCell(raw);
    if (!inA)
        c.text = tr("%1 (only in B)").arg(c.text);
    else if (!inB)
        c.text = tr("%1 (only in A)").arg(c.text);
    return c;
}

QString BuildDiffTableModel::headerToolTip(int) const
{
    return {};
}

QVariant BuildDiffTableModel::extraData(int, int) const
{
    return {};
}

} // namespace hearth

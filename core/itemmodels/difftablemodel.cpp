// SPDX-License-Identifier: MIT
#include "difftablemodel.h"

#include "analysis/quantity.h"
#include "functiontablemodel.h"
#include "untrustedtext.h"

#include <QLocale>

namespace hearth {

DiffTableModel::DiffTableModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void DiffTableModel::resetData(ProfileDiff diff, const ValueType &type)
{
    beginResetModel();
    m_diff = std::move(diff);
    m_type = type;
    endResetModel();
}

int DiffTableModel::rowOfName(const QString &name) const
{
    for (size_t i = 0; i < m_diff.rows().size(); ++i) {
        if (m_diff.rows()[i].name == name)
            return int(i);
    }
    return -1;
}

int DiffTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_diff.rows().size());
}

int DiffTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant DiffTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const FunctionDiff &r = row(index.row());
    if (role == NameRole)
        return r.name;
    if (role == SortRole) {
        switch (index.column()) {
        case Function:
            return r.name;
        case SelfA:
            return r.selfA;
        case SelfB:
            return r.selfB;
        case Delta:
            return r.delta;
        case DeltaShare:
            return r.deltaShare;
        case LargestSubtreeA:
            return r.largestSubtreeA;
        case LargestSubtreeB:
            return r.largestSubtreeB;
        case SitesA:
            return r.sitesA;
        case SitesB:
            return r.sitesB;
        }
        return {};
    }
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Function:
            if (r.onlyInA())
                return tr("%1  [only in A]").arg(UntrustedText::display(r.name));
            if (r.onlyInB())
                return tr("%1  [only in B]").arg(UntrustedText::display(r.name));
            return UntrustedText::display(r.name);
        case SelfA:
            return Quantity::formatCell(r.selfA, m_type);
        case SelfB:
            return Quantity::formatCell(r.selfB, m_type);
        case Delta:
            return QString((r.delta > 0 ? QStringLiteral("+") : QString()) +
                           Quantity::formatCell(r.delta, m_type));
        case DeltaShare:
            return tr("%1 pp").arg((r.deltaShare > 0 ? QStringLiteral("+") : QString()) +
                                   QLocale().toString(r.deltaShare, 'f', 2));
        case LargestSubtreeA:
            return Quantity::formatCell(r.largestSubtreeA, m_type);
        case LargestSubtreeB:
            return Quantity::formatCell(r.largestSubtreeB, m_type);
        case SitesA:
            return r.sitesA;
        case SitesB:
            return r.sitesB;
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() != Function)
        return int(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole && index.column() == Function)
        return UntrustedText::toolTip(r.file.isEmpty()
                                          ? UntrustedText::display(r.name)
                                          : UntrustedText::display(r.name) + QLatin1Char('\n') +
                                                UntrustedText::display(r.file));
    return {};
}

QVariant DiffTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::ToolTipRole)
        return columnToolTip(section);
    if (role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Function:
        return tr("Function");
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

QString DiffTableModel::columnToolTip(int column)
{
    switch (column) {
    case Function:
        return tr("The function; frames present on one side only say so.");
    case SelfA:
        return tr("Time in the frame alone in A, summed over its sites.");
    case SelfB:
        return tr("Time in the frame alone in B, summed over its sites.");
    case Delta:
        return tr("Self B minus self A, in the profile's unit (raw, not normalised).");
    case DeltaShare:
        return tr("The change in the function's share of its profile's total, in percentage "
                  "points (normalised: each side against its own total).");
    case LargestSubtreeA:
    case LargestSubtreeB:
        return FunctionTableModel::columnToolTip(FunctionTableModel::LargestSubtree);
    case SitesA:
    case SitesB:
        return FunctionTableModel::columnToolTip(FunctionTableModel::Sites);
    }
    return {};
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "difftablemodel.h"

#include "analysis/quantity.h"
#include "functioncolumns.h"
#include "untrustedtext.h"

#include <QLocale>

namespace hearth {

namespace {

constexpr FunctionColumns::Kind Columns[DiffTableModel::ColumnCount] = {
    FunctionColumns::DiffFunction,    FunctionColumns::SelfA,      FunctionColumns::SelfB,
    FunctionColumns::Delta,           FunctionColumns::DeltaShare, FunctionColumns::LargestSubtreeA,
    FunctionColumns::LargestSubtreeB, FunctionColumns::SitesA,     FunctionColumns::SitesB,
};

} // namespace

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
    if (role == Qt::TextAlignmentRole && index.column() < ColumnCount)
        return FunctionColumns::alignment(Columns[size_t(index.column())]);
    if (role == Qt::ToolTipRole && index.column() == Function)
        return FunctionColumns::nameToolTip(r.name, r.file);
    return {};
}

QVariant DiffTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    return FunctionColumns::headerData(Columns, section, orientation, role);
}

QString DiffTableModel::columnToolTip(int column)
{
    return FunctionColumns::toolTip(Columns, column);
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "functionfilterproxymodel.h"

#include "functiontablemodel.h"

namespace hearth {

FunctionFilterProxyModel::FunctionFilterProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(FunctionTableModel::SortRole);
    setSortCaseSensitivity(Qt::CaseInsensitive);
}

void FunctionFilterProxyModel::setSourceModel(QAbstractItemModel *model)
{
    m_table = qobject_cast<FunctionTableModel *>(model);
    QSortFilterProxyModel::setSourceModel(model);
}

void FunctionFilterProxyModel::setFunctionMask(std::vector<bool> mask)
{
    m_mask = std::move(mask);
    invalidateFilter();
}

bool FunctionFilterProxyModel::lessThan(const QModelIndex &left, const QModelIndex &right) const
{
    if (m_table && sortRole() == FunctionTableModel::SortRole && left.column() == right.column())
        return m_table->lessThan(left.row(), right.row(), left.column());
    return QSortFilterProxyModel::lessThan(left, right);
}

bool FunctionFilterProxyModel::filterAcceptsRow(int sourceRow,
                                                const QModelIndex &sourceParent) const
{
    if (m_mask.empty() || !m_table)
        return QSortFilterProxyModel::filterAcceptsRow(sourceRow, sourceParent);
    const quint32 f = m_table->stats(sourceRow).function;
    return f < m_mask.size() && m_mask[f];
}

} // namespace hearth

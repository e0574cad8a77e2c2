// SPDX-License-Identifier: MIT
#include "buildtableproxymodel.h"

#include <QFont>

namespace hearth {

BuildTableProxyModel::BuildTableProxyModel(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    setSortRole(Qt::UserRole);
}

QVariant BuildTableProxyModel::data(const QModelIndex &index, int role) const
{
    if (role == Qt::FontRole && m_boldRole >= 0 && index.isValid() &&
        index.data(m_boldRole).toBool()) {
        QFont bold = QSortFilterProxyModel::data(index, role).value<QFont>();
        bold.setBold(true);
        return bold;
    }
    return QSortFilterProxyModel::data(index, role);
}

} // namespace hearth

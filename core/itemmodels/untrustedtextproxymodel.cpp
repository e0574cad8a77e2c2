// SPDX-License-Identifier: MIT
#include "untrustedtextproxymodel.h"

#include "untrustedtext.h"

namespace hearth {

QVariant UntrustedTextProxyModel::data(const QModelIndex &index, int role) const
{
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        const QVariant v = QSortFilterProxyModel::data(index, Qt::DisplayRole);
        if (v.typeId() != QMetaType::QString)
            return role == Qt::DisplayRole ? v : QVariant();
        const QString text = v.toString();
        if (role == Qt::DisplayRole)
            return UntrustedText::display(text);
        return UntrustedText::toolTip(UntrustedText::display(text, 2000));
    }
    return QSortFilterProxyModel::data(index, role);
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include <QSortFilterProxyModel>

namespace hearth {

/// Shows a source model of names from input (components from a server, ...) through
/// UntrustedText: DisplayRole is the display form, ToolTipRole the whole name escaped in a
/// rich-text tooltip. EditRole keeps the name as it is, for code that needs the real name.
class UntrustedTextProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
};

} // namespace hearth

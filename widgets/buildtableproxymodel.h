// SPDX-License-Identifier: MIT
#pragma once

#include <QSortFilterProxyModel>

namespace hearth {

/// The sorting proxy in front of every build table (the build window's and the build
/// comparison's): sorts by the models' SortRole (Qt::UserRole: the raw name or the number),
/// and shows in bold the rows whose boldRole is true (the stage that moved most), since core's
/// models know no fonts.
class BuildTableProxyModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit BuildTableProxyModel(QObject *parent = nullptr);

    /// The source role that marks a row bold; -1 (the default) for none.
    void setBoldRole(int role) { m_boldRole = role; }

    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;

private:
    int m_boldRole = -1;
};

} // namespace hearth

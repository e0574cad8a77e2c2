// SPDX-License-Identifier: MIT
#pragma once

#include "memoryrows.h"

#include <QAbstractTableModel>

namespace hearth {

/// The build window's Memory table: one row per test with a measurement (MemoryRows): its
/// stage, its name, the RSS change, then one churn column per language present, never merged
/// (a row has churn in its own language's column only; the others are empty and sort below
/// every measurement). SortRole holds the raw name or the number.
class BuildMemoryModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { StageColumn, TestColumn, RssChangeColumn, FirstChurnColumn };
    static constexpr int SortRole = Qt::UserRole;

    explicit BuildMemoryModel(QObject *parent = nullptr);

    void setBundle(const Bundle &bundle);
    const QList<MemoryRow> &rows() const { return m_rows; }
    const QList<ChurnKind> &churnKinds() const { return m_kinds; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QList<MemoryRow> m_rows;
    QList<ChurnKind> m_kinds;
};

} // namespace hearth

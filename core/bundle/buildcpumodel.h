// SPDX-License-Identifier: MIT
#pragma once

#include "bundle.h"
#include "stagebreakdown.h"

#include <QAbstractTableModel>

#include <vector>

namespace hearth {

/// The build window's "Where the CPU went" table: one row per stage with its status, wall
/// time, CPU time and the CPU outside any span. The outside-any-span CPU comes from each
/// stage's breakdown, computed off the GUI thread: "…" until it arrives (setBreakdown).
/// Names are shown as UntrustedText::display; SortRole holds the raw name or the number.
class BuildCpuModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { StageColumn, StatusColumn, WallColumn, CpuColumn, OutsideColumn, ColumnCount };
    static constexpr int SortRole = Qt::UserRole;

    explicit BuildCpuModel(QObject *parent = nullptr);

    /// The bundle's stages, every breakdown still to come.
    void setBundle(Bundle::Ptr bundle);
    /// A stage's breakdown arrived (one of another bundle is ignored by the caller).
    void setBreakdown(const StageBreakdown &breakdown);

    const Stage &stage(int row) const;
    /// Every header and cell again, in the interface's language now.
    void retranslate();

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QString text(int row, int column) const;
    QVariant sortValue(int row, int column) const;

    Bundle::Ptr m_bundle;
    std::vector<StageBreakdown> m_breakdowns;
    std::vector<bool> m_arrived;
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "builddifftablemodel.h"

namespace hearth {

/// The build comparison's stage table: per stage, wall, CPU and outside-any-span CPU in A, B
/// and their Δ, and the profile status (with its change). The stage that moved most says so
/// and answers MovedRole (the view shows it in bold).
class BuildDiffStageModel : public BuildDiffTableModel
{
    Q_OBJECT
public:
    enum Column {
        Stage,
        WallA,
        WallB,
        WallDelta,
        CpuA,
        CpuB,
        CpuDelta,
        OutsideA,
        OutsideB,
        OutsideDelta,
        Status,
        ColumnCount
    };
    /// True on every cell of the row that moved most.
    static constexpr int MovedRole = Qt::UserRole + 3;

    explicit BuildDiffStageModel(QObject *parent = nullptr);

    const BuildDiff::StageRow &stageRow(int row) const { return m_rows[row]; }

protected:
    void load(const BuildDiff &diff) override;
    int rows() const override { return int(m_rows.size()); }
    int columns() const override { return ColumnCount; }
    Cell cell(int row, int column) const override;
    QString header(int section) const override;
    QString headerToolTip(int section) const override;
    QVariant extraData(int row, int role) const override;

private:
    QString statusText(const BuildDiff::StageRow &r) const;

    QList<BuildDiff::StageRow> m_rows;
    int m_moved = -1;
};

} // namespace hearth

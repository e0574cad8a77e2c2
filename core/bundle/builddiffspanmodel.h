// SPDX-License-Identifier: MIT
#pragma once

#include "builddifftablemodel.h"

namespace hearth {

/// The build comparison's span table: one row per span of either build (BuildDiff::spans(),
/// matched by stage, name and order), wall time in A, B and Δ. SpanARole and SpanBRole give
/// the span's index in each build (-1 where it is absent), so a row opens its difference.
class BuildDiffSpanModel : public BuildDiffTableModel
{
    Q_OBJECT
public:
    enum Column { Stage, Span, WallA, WallB, WallDelta, ColumnCount };
    static constexpr int SpanARole = Qt::UserRole + 1;
    static constexpr int SpanBRole = Qt::UserRole + 2;

    explicit BuildDiffSpanModel(QObject *parent = nullptr);

    const BuildDiff::SpanRow &spanRow(int row) const { return m_rows[row]; }

protected:
    void load(const BuildDiff &diff) override;
    int rows() const override { return int(m_rows.size()); }
    int columns() const override { return ColumnCount; }
    Cell cell(int row, int column) const override;
    QString header(int section) const override;
    QVariant extraData(int row, int role) const override;

private:
    QList<BuildDiff::SpanRow> m_rows;
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QObject>

class QTableView;

namespace hearth {

/// Sizes a table's columns the way a reader needs them: every column but the name takes what
/// its content and header need (numbers are never elided), the name column takes the rest of
/// the width and is elided in the middle only when there is truly no room left; hovering a
/// name shows it whole (the model's tooltip, else the name as plain text).
class NameColumnFit : public QObject
{
    Q_OBJECT
public:
    /// Installs the fit on @p table for its model's @p nameColumn; it lives as long as the table
    /// and follows the model's columns as they change.
    static NameColumnFit *install(QTableView *table, int nameColumn);

    int nameColumn() const { return m_nameColumn; }

    /// How many rows a column's content width is measured from: those in view, then their
    /// neighbours (QHeaderView::resizeContentsPrecision).
    static constexpr int kMeasuredRows = 100;

    /// The columns of @p table, other than @p nameColumn, whose header or one of whose first
    /// @p rows cells needs more width than the column has: they would show "…".
    static QList<int> clippedColumns(const QTableView *table, int nameColumn, int rows = 50);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    NameColumnFit(QTableView *table, int nameColumn);
    void apply();

    QTableView *m_table;
    int m_nameColumn;
};

} // namespace hearth

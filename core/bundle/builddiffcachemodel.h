// SPDX-License-Identifier: MIT
#pragma once

#include "builddifftablemodel.h"

namespace hearth {

/// The build comparison's cache table: the cache entries that hit in A and missed in B
/// (lost), then those that missed in A and hit in B; stage, key, what changed.
class BuildDiffCacheModel : public BuildDiffTableModel
{
    Q_OBJECT
public:
    enum Column { Stage, Key, Change, ColumnCount };

    explicit BuildDiffCacheModel(QObject *parent = nullptr);

protected:
    void load(const BuildDiff &diff) override;
    int rows() const override { return int(m_rows.size()); }
    int columns() const override { return ColumnCount; }
    Cell cell(int row, int column) const override;
    QString header(int section) const override;

private:
    struct Row
    {
        BuildDiff::CacheChange change;
        bool lost = false;
    };
    QList<Row> m_rows;
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "builddifftablemodel.h"

namespace hearth {

/// The build comparison's memory table: per test (BuildDiff::memory(), largest RSS growth
/// first), the RSS change in A and B and its Δ, then one Δ churn column per language measured
/// on both sides: churn is never compared across languages, so a row has a value in its own
/// language's column only.
class BuildDiffMemoryModel : public BuildDiffTableModel
{
    Q_OBJECT
public:
    enum Column { Stage, Test, RssA, RssB, RssDelta, FirstChurnColumn };

    explicit BuildDiffMemoryModel(QObject *parent = nullptr);

    const QList<ChurnKind> &churnKinds() const { return m_kinds; }

protected:
    void load(const BuildDiff &diff) override;
    int rows() const override { return int(m_rows.size()); }
    int columns() const override { return FirstChurnColumn + int(m_kinds.size()); }
    Cell cell(int row, int column) const override;
    QString header(int section) const override;
    QString headerToolTip(int section) const override;

private:
    QList<BuildDiff::TestMemory> m_rows;
    QList<ChurnKind> m_kinds;
};

} // namespace hearth

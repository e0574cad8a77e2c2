#pragma once

#include "bundle/builddiff.h"

#include <QWidget>

class QLabel;
class QStandardItemModel;
class QTableView;

namespace hearth {

/// Build against build: what moved, before any flame graph. The sentence naming the stage
/// that moved, status changes (a profile that went missing), the cache comparison, and a
/// sortable per-stage table (wall, CPU and outside-any-span CPU for A, B and Δ). Activating
/// a stage row asks for its difference flame graph.
class BuildCompareView : public QWidget
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
    static constexpr int SortRole = Qt::UserRole;

    explicit BuildCompareView(QWidget *parent = nullptr);

    void setBuilds(Bundle::Ptr a, Bundle::Ptr b);
    const BuildDiff &diff() const { return m_diff; }
    Bundle::Ptr bundleA() const { return m_a; }
    Bundle::Ptr bundleB() const { return m_b; }
    QTableView *stageTable() const { return m_stages; }
    QTableView *cacheTable() const { return m_cache; }
    QLabel *summaryLabel() const { return m_summary; }

Q_SIGNALS:
    /// A stage row was activated (double-click or Enter): show its difference.
    void stageActivated(const QString &stage);

private:
    void fillStages();
    void fillCache();

    Bundle::Ptr m_a;
    Bundle::Ptr m_b;
    BuildDiff m_diff;
    QLabel *m_summary;
    QTableView *m_stages;
    QStandardItemModel *m_stageModel;
    QTableView *m_cache;
    QStandardItemModel *m_cacheModel;
};

} // namespace hearth

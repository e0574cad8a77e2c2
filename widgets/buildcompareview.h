// SPDX-License-Identifier: MIT
#pragma once

#include "bundle/builddiff.h"

#include <QWidget>

class QLabel;
class QStandardItemModel;
class QTableView;

namespace hearth {

/// Build against build: what moved, before any flame graph. The sentence naming the stage
/// that moved, status changes (a profile that went missing), the cache comparison, and a
/// sortable per-stage table (wall, CPU and outside-any-span CPU for A, B and Δ), per span, per
/// test's memory (RSS change in A, B and Δ; churn Δ per language, never across) and the
/// cache. Activating a stage or span row asks for its difference flame graph.
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
    /// One row per span: spans of a stage are matched by name (the n-th of a name in A with
    /// the n-th in B); wall A, B and Δ. Activating a row asks for its difference.
    QTableView *spanTable() const { return m_spans; }
    enum SpanColumn { SpanStage, SpanName, SpanWallA, SpanWallB, SpanWallDelta, SpanColumnCount };
    /// The span indices of a span table row (source model row): A's and B's, -1 when absent.
    static constexpr int SpanARole = Qt::UserRole + 1;
    static constexpr int SpanBRole = Qt::UserRole + 2;
    QLabel *summaryLabel() const { return m_summary; }
    /// Per test: RSS change in A and B and Δ, then one Δ churn column per language.
    QTableView *memoryTable() const { return m_memory; }
    enum MemoryColumn { MemStage, MemTest, MemRssA, MemRssB, MemRssDelta, MemChurnFirst };

Q_SIGNALS:
    /// A stage row was activated (double-click or Enter): show its difference.
    void stageActivated(const QString &stage);
    /// A span row was activated: its span in A and in B (-1 where it is absent).
    void spanActivated(int spanA, int spanB);

private:
    void fillStages();
    void fillCache();
    void fillSpans();
    void fillMemory();

    Bundle::Ptr m_a;
    Bundle::Ptr m_b;
    BuildDiff m_diff;
    QLabel *m_summary;
    QTableView *m_stages;
    QStandardItemModel *m_stageModel;
    QTableView *m_spans;
    QStandardItemModel *m_spanModel;
    QTableView *m_memory;
    QStandardItemModel *m_memoryModel;
    QTableView *m_cache;
    QStandardItemModel *m_cacheModel;
};

} // namespace hearth

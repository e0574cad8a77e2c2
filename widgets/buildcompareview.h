// SPDX-License-Identifier: MIT
#pragma once

#include "buildtableview.h"

#include "bundle/builddiff.h"

#include <QWidget>

class QLabel;

namespace hearth {

class BuildDiffCacheModel;
class BuildDiffMemoryModel;
class BuildDiffSpanModel;
class BuildDiffStageModel;

/// Build against build: what moved, before any flame graph. The sentence naming the stage
/// that moved, status changes (a profile that went missing), the cache comparison, and
/// sortable tables of core's models: per stage (BuildDiffStageModel: wall, CPU and
/// outside-any-span CPU for A, B and Δ), per span (BuildDiffSpanModel), per test's memory
/// (BuildDiffMemoryModel: RSS change in A, B and Δ; churn Δ per language, never across) and
/// the cache (BuildDiffCacheModel). Activating a stage or span row asks for its difference
/// flame graph.
class BuildCompareView : public QWidget
{
    Q_OBJECT
public:
    explicit BuildCompareView(QWidget *parent = nullptr);

    void setBuilds(Bundle::Ptr a, Bundle::Ptr b);
    const BuildDiff &diff() const { return m_diff; }
    Bundle::Ptr bundleA() const { return m_a; }
    Bundle::Ptr bundleB() const { return m_b; }
    QLabel *summaryLabel() const { return m_summary; }
    /// The tables (each behind its sorting proxy) and their source models.
    QTableView *stageTable() const { return m_stages; }
    QTableView *spanTable() const { return m_spans; }
    QTableView *memoryTable() const { return m_memory; }
    QTableView *cacheTable() const { return m_cache; }
    BuildDiffStageModel *stageModel() const { return m_stageModel; }
    BuildDiffSpanModel *spanModel() const { return m_spanModel; }
    BuildDiffMemoryModel *memoryModel() const { return m_memoryModel; }
    BuildDiffCacheModel *cacheModel() const { return m_cacheModel; }

Q_SIGNALS:
    /// A stage row was activated (double-click or Enter): show its difference.
    void stageActivated(const QString &stage);
    /// A span row was activated: its span in A and in B (-1 where it is absent).
    void spanActivated(int spanA, int spanB);

private:
    Bundle::Ptr m_a;
    Bundle::Ptr m_b;
    BuildDiff m_diff;
    QLabel *m_summary;
    BuildDiffStageModel *m_stageModel;
    BuildDiffSpanModel *m_spanModel;
    BuildDiffMemoryModel *m_memoryModel;
    BuildDiffCacheModel *m_cacheModel;
    BuildTableView *m_stages;
    BuildTableView *m_spans;
    BuildTableView *m_memory;
    BuildTableView *m_cache;
};

} // namespace hearth

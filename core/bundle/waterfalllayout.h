// SPDX-License-Identifier: MIT
#pragma once

#include "bundle.h"
#include "stagebreakdown.h"

#include <vector>

namespace hearth {

/// The waterfall of a build as rows and items in time, for the build window to paint: per
/// stage a stage row (its window and status), an "outside any span" row, then its spans
/// nested under their parents (one row per depth, more when siblings overlap). Items of a
/// row never overlap and are sorted by time, so hit-testing and painting a window of time
/// are binary searches. A pure function of the bundle; ▲ markers are set once a stage's
/// profile has been split by span (setOwnSamples).
class WaterfallLayout
{
public:
    enum class RowKind { Stage, Outside, Spans };
    struct Row
    {
        RowKind kind = RowKind::Stage;
        int stage = -1;
        int depth = 0;          // for Spans rows
        std::vector<int> items; // indices into items(), sorted by start
    };
    struct Item
    {
        int row = -1;
        int stage = -1;
        int span = -1; // -1 for the stage and outside items
        qint64 start = 0;
        qint64 end = 0;
        bool ownSamples = false; // ▲: the span has samples of its own
    };

    static WaterfallLayout compute(const Bundle &bundle);

    const std::vector<Row> &rows() const { return m_rows; }
    const std::vector<Item> &items() const { return m_items; }
    qint64 start() const { return m_start; }
    qint64 end() const { return m_end; }
    /// The row of a stage's stage row and of its outside row.
    int stageRow(int stage) const { return m_stageRow[size_t(stage)]; }
    int outsideRow(int stage) const { return m_stageRow[size_t(stage)] + 1; }
    /// The item of a span, or -1.
    int itemOfSpan(int span) const { return m_spanItem[size_t(span)]; }

    /// The item in `row` under time t (slop: how far off an item still counts), or -1.
    int hitTest(int row, qint64 t, qint64 slop = 0) const;
    /// Items of `row` that overlap [from, to), as an index range into rows()[row].items.
    std::pair<size_t, size_t> visibleRange(int row, qint64 from, qint64 to) const;

    /// Marks the spans of the breakdown's stage that have samples of their own.
    void setOwnSamples(const Bundle &bundle, const StageBreakdown &breakdown);

private:
    std::vector<Row> m_rows;
    std::vector<Item> m_items;
    std::vector<int> m_stageRow;
    std::vector<int> m_spanItem;
    qint64 m_start = 0;
    qint64 m_end = 0;
};

} // namespace hearth

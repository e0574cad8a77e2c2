// SPDX-License-Identifier: MIT
#include "waterfalllayout.h"

#include <algorithm>

namespace hearth {

WaterfallLayout WaterfallLayout::compute(const Bundle &bundle)
{
    WaterfallLayout l;
    const int spanCount = int(bundle.spans().size());
    l.m_spanItem.assign(size_t(spanCount), -1);
    l.m_stageRow.assign(size_t(bundle.stages().size()), -1);
    l.m_start = bundle.build().startUnixNanos;
    l.m_end = bundle.build().endUnixNanos;
    auto extend = [&](qint64 a, qint64 b) {
        if (l.m_start == 0 || (a > 0 && a < l.m_start))
            l.m_start = a;
        l.m_end = qMax(l.m_end, b);
    };

    // Depth of each span under its parents in the same stage (iterative, cycle-safe).
    std::vector<int> depth(size_t(spanCount), -1);
    for (int s = 0; s < spanCount; ++s) {
        std::vector<int> chain;
        int cur = s;
        while (cur >= 0 && depth[size_t(cur)] < 0 && chain.size() <= size_t(spanCount)) {
            chain.push_back(cur);
            const int p = bundle.spanIndex(bundle.spans()[cur].parentId);
            cur = (p >= 0 && p != cur && bundle.spans()[p].stage == bundle.spans()[cur].stage) ? p
                                                                                               : -1;
            if (cur >= 0 && std::find(chain.begin(), chain.end(), cur) != chain.end())
                cur = -1; // a cycle: treat as a root
        }
        int d = cur >= 0 ? depth[size_t(cur)] + 1 : 0;
        for (auto it = chain.rbegin(); it != chain.rend(); ++it)
            depth[size_t(*it)] = d++;
    }

    for (int st = 0; st < bundle.stages().size(); ++st) {
        const Stage &stage = bundle.stages()[st];
        extend(stage.startUnixNanos, stage.endUnixNanos);
        l.m_stageRow[size_t(st)] = int(l.m_rows.size());
        for (RowKind kind : {RowKind::Stage, RowKind::Outside}) {
            Row row;
            row.kind = kind;
            row.stage = st;
            row.items.push_back(int(l.m_items.size()));
            l.m_items.push_back(Item{int(l.m_rows.size()), st, -1, stage.startUnixNanos,
                                     stage.endUnixNanos, false});
            l.m_rows.push_back(row);
        }
        std::vector<int> spans(bundle.spansOfStage(st).begin(), bundle.spansOfStage(st).end());
        std::stable_sort(spans.begin(), spans.end(), [&](int a, int b) {
            if (depth[size_t(a)] != depth[size_t(b)])
                return depth[size_t(a)] < depth[size_t(b)];
            return bundle.spans()[a].startUnixNanos < bundle.spans()[b].startUnixNanos;
        });
        // Greedy lanes per depth: a span goes to the first lane of its depth that is free.
        size_t i = 0;
        while (i < spans.size()) {
            const int d = depth[size_t(spans[i])];
            std::vector<qint64> laneEnd;
            std::vector<int> laneRow;
            for (; i < spans.size() && depth[size_t(spans[i])] == d; ++i) {
                const Span &sp = bundle.spans()[spans[i]];
                extend(sp.startUnixNanos, sp.endUnixNanos);
                size_t lane = 0;
                while (lane < laneEnd.size() && laneEnd[lane] > sp.startUnixNanos)
                    ++lane;
                if (lane == laneEnd.size()) {
                    laneEnd.push_back(0);
                    laneRow.push_back(int(l.m_rows.size()));
                    Row row;
                    row.kind = RowKind::Spans;
                    row.stage = st;
                    row.depth = d;
                    l.m_rows.push_back(row);
                }
                laneEnd[lane] = qMax(sp.endUnixNanos, sp.startUnixNanos + 1);
                const int item = int(l.m_items.size());
                l.m_items.push_back(
                    Item{laneRow[lane], st, spans[i], sp.startUnixNanos, sp.endUnixNanos, false});
                l.m_rows[size_t(laneRow[lane])].items.push_back(item);
                l.m_spanItem[size_t(spans[i])] = item;
            }
        }
    }
    return l;
}

int WaterfallLayout::hitTest(int row, qint64 t, qint64 slop) const
{
    if (row < 0 || row >= int(m_rows.size()))
        return -1;
    const auto [from, to] = visibleRange(row, t - slop, t + slop + 1);
    int best = -1;
    qint64 bestDistance = 0;
    for (size_t i = from; i < to; ++i) {
        const Item &it = m_items[size_t(m_rows[size_t(row)].items[i])];
        const qint64 d = t < it.start ? it.start - t : (t > it.end ? t - it.end : 0);
        if (best < 0 || d < bestDistance) {
            best = m_rows[size_t(row)].items[i];
            bestDistance = d;
        }
    }
    return best;
}

std::pair<size_t, size_t> WaterfallLayout::visibleRange(int row, qint64 from, qint64 to) const
{
    const std::vector<int> &items = m_rows[size_t(row)].items;
    // Items of a row do not overlap: sorted by start, they are sorted by end too.
    const auto first = std::partition_point(items.begin(), items.end(),
                                            [&](int i) { return m_items[size_t(i)].end < from; });
    const auto last = std::partition_point(first, items.end(),
                                           [&](int i) { return m_items[size_t(i)].start < to; });
    return {size_t(first - items.begin()), size_t(last - items.begin())};
}

void WaterfallLayout::setOwnSamples(const Bundle &bundle, const StageBreakdown &breakdown)
{
    if (breakdown.stage < 0)
        return;
    for (int s : bundle.spansOfStage(breakdown.stage)) {
        const int item = m_spanItem[size_t(s)];
        if (item >= 0)
            m_items[size_t(item)].ownSamples = breakdown.hasOwnSamples(bundle.spans()[s].id);
    }
}

} // namespace hearth

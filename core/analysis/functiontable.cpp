// SPDX-License-Identifier: MIT
#include "functiontable.h"

#include <algorithm>

namespace hearth {

FunctionTable FunctionTable::compute(const CallTree &tree, const std::atomic<bool> *stop)
{
    FunctionTable t;
    const size_t nFunctions = tree.profile().functions().size();
    t.m_rowOfFunction.assign(nFunctions, -1);
    t.m_total = tree.totalValue();
    std::vector<quint32> active(nFunctions, 0); // open occurrences on the current path
    // A node's self is added to its row when it closes: its total less its children's
    // (summed while it is open), or the tree's stored self. Unsigned: the totals were summed
    // with saturation, the difference is exact otherwise (as CallTree::self()).
    const bool stored = tree.storesSelf();
    struct Open
    {
        quint32 end; // the open node's subtree end
        quint32 function;
        quint32 row;
        quint32 node;
        quint64 self; // its total less its children's so far
    };
    std::vector<Open> path; // open nodes
    const auto close = [&] {
        const Open &done = path.back();
        --active[done.function];
        FunctionStats &row = t.m_rows[done.row];
        row.self = stored ? row.self + tree.self(done.node) : qint64(quint64(row.self) + done.self);
        path.pop_back();
    };
    const quint32 n = tree.nodeCount();
    for (quint32 i = 1; i < n; ++i) {
        if ((i & 0xffff) == 0 && stop && stop->load(std::memory_order_relaxed))
            return t;
        while (!path.empty() && path.back().end <= i)
            close();
        const quint32 f = tree.function(i);
        qint32 &row = t.m_rowOfFunction[f];
        if (row < 0) {
            row = qint32(t.m_rows.size());
            t.m_rows.push_back(FunctionStats{f, 0, 0, 0, 0});
        }
        FunctionStats &s = t.m_rows[size_t(row)];
        const qint64 total = tree.total(i);
        if (!path.empty())
            path.back().self -= quint64(total);
        s.largestSubtree = std::max(s.largestSubtree, total);
        ++s.sites;
        if (active[f] == 0)
            s.inclusive += total;
        ++active[f];
        path.push_back({tree.subtreeEnd(i), f, quint32(row), i, quint64(total)});
    }
    while (!path.empty())
        close();
    return t;
}

FunctionTable FunctionTable::fromRows(std::vector<FunctionStats> rows, size_t functionCount,
                                      qint64 total)
{
    FunctionTable t;
    t.m_total = total;
    t.m_rowOfFunction.assign(functionCount, -1);
    for (size_t i = 0; i < rows.size(); ++i) {
        Q_ASSERT(rows[i].function < functionCount && t.m_rowOfFunction[rows[i].function] < 0);
        t.m_rowOfFunction[rows[i].function] = qint32(i);
    }
    t.m_rows = std::move(rows);
    return t;
}

std::vector<FunctionStats> FunctionTable::sorted(const Profile &profile, SortKey key) const
{
    std::vector<FunctionStats> out = m_rows;
    const auto &fns = profile.functions();
    auto byName = [&](const FunctionStats &a, const FunctionStats &b) {
        const int c = fns[a.function].name.compare(fns[b.function].name);
        return c != 0 ? c < 0 : fns[a.function].file < fns[b.function].file;
    };
    auto value = [key](const FunctionStats &s) -> qint64 {
        switch (key) {
        case SortKey::Self:
            return s.self;
        case SortKey::LargestSubtree:
            return s.largestSubtree;
        case SortKey::Sites:
            return s.sites;
        case SortKey::Inclusive:
            return s.inclusive;
        case SortKey::Name:
            return 0;
        }
        return 0;
    };
    std::stable_sort(out.begin(), out.end(), [&](const FunctionStats &a, const FunctionStats &b) {
        if (key != SortKey::Name) {
            const qint64 va = value(a), vb = value(b);
            if (va != vb)
                return va > vb;
        }
        return byName(a, b);
    });
    return out;
}

const FunctionStats *FunctionTable::find(quint32 function) const
{
    if (function >= m_rowOfFunction.size() || m_rowOfFunction[function] < 0)
        return nullptr;
    return &m_rows[size_t(m_rowOfFunction[function])];
}

} // namespace hearth

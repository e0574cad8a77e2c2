// SPDX-License-Identifier: MIT
#include "memoryrows.h"

#include <QCoreApplication>

#include <algorithm>

namespace hearth {

QList<MemoryRow> MemoryRows::rows(const Bundle &bundle)
{
    QList<MemoryRow> out;
    for (int i = 0; i < bundle.spans().size(); ++i) {
        const Span &s = bundle.spans()[i];
        if (s.memory.isEmpty())
            continue;
        out.append(MemoryRow{i, s.stage, s.name, s.memory.hasRssChange, s.memory.rssChangeBytes,
                             s.memory.hasChurn, s.memory.churn, s.memory.churnKind});
    }
    return out;
}

QList<ChurnKind> MemoryRows::churnKinds(const QList<MemoryRow> &rows)
{
    QList<ChurnKind> kinds;
    for (ChurnKind k : {ChurnKind::RubyObjectsAllocated, ChurnKind::PythonBlocksOutstanding,
                        ChurnKind::Unspecified}) {
        for (const MemoryRow &r : rows) {
            if (r.hasChurn && r.churnKind == k) {
                kinds.append(k);
                break;
            }
        }
    }
    return kinds;
}

QList<MemoryRow> MemoryRows::byChurn(const QList<MemoryRow> &rows, ChurnKind kind)
{
    QList<MemoryRow> out;
    for (const MemoryRow &r : rows) {
        if (r.hasChurn && r.churnKind == kind)
            out.append(r);
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const MemoryRow &a, const MemoryRow &b) { return a.churn > b.churn; });
    return out;
}

std::optional<qint64> MemoryRows::churnTotal(const QList<MemoryRow> &rows, ChurnKind kind)
{
    std::optional<qint64> total;
    for (const MemoryRow &r : rows) {
        if (r.hasChurn && r.churnKind == kind)
            total = total.value_or(0) + r.churn;
    }
    return total;
}

QList<MemoryRow> MemoryRows::byRssChange(const QList<MemoryRow> &rows)
{
    QList<MemoryRow> out;
    for (const MemoryRow &r : rows) {
        if (r.hasRssChange)
            out.append(r);
    }
    std::stable_sort(out.begin(), out.end(), [](const MemoryRow &a, const MemoryRow &b) {
        return a.rssChangeBytes > b.rssChangeBytes;
    });
    return out;
}

QString MemoryRows::churnHeader(ChurnKind kind)
{
    switch (kind) {
    case ChurnKind::RubyObjectsAllocated:
        return QCoreApplication::translate("hearth::MemoryRows",
                                           "Churn (Ruby: objects allocated during the test)");
    case ChurnKind::PythonBlocksOutstanding:
        return QCoreApplication::translate(
            "hearth::MemoryRows", "Churn (CPython: allocator blocks still outstanding after it)");
    case ChurnKind::Unspecified:
        break;
    }
    return QCoreApplication::translate("hearth::MemoryRows", "Churn (kind not given)");
}

} // namespace hearth

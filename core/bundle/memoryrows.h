// SPDX-License-Identifier: MIT
#pragma once

#include "bundle.h"

#include <QList>

#include <optional>

namespace hearth {

/// One test's memory measurements, for the Memory table.
struct MemoryRow
{
    int span = -1; // index into Bundle::spans()
    QString stage;
    QString name;
    bool hasRssChange = false;
    qint64 rssChangeBytes = 0; // signed
    bool hasChurn = false;
    qint64 churn = 0;
    ChurnKind churnKind = ChurnKind::Unspecified;
};

/// The per-test memory rows of a build. RSS change compares across languages; churn does
/// not (Ruby counts objects allocated during the test, CPython allocator blocks outstanding
/// after it), so every churn operation here takes the kind and only looks at that kind's
/// rows: there is no way to sum, sort or compare churn across languages.
class MemoryRows
{
public:
    /// Spans with a measurement, in bundle order; rows with negative RSS change included.
    static QList<MemoryRow> rows(const Bundle &bundle);
    /// The churn kinds present, in enum order: one column each.
    static QList<ChurnKind> churnKinds(const QList<MemoryRow> &rows);
    /// The rows whose churn is of `kind`, sorted by churn, largest first.
    static QList<MemoryRow> byChurn(const QList<MemoryRow> &rows, ChurnKind kind);
    /// The sum of `kind`'s churn, or nothing when no row has that kind.
    static std::optional<qint64> churnTotal(const QList<MemoryRow> &rows, ChurnKind kind);
    /// Rows sorted by RSS change, largest first (negative last: shown, not hidden).
    static QList<MemoryRow> byRssChange(const QList<MemoryRow> &rows);
    /// The column header for a kind: "Churn (Ruby: objects allocated during the test)".
    static QString churnHeader(ChurnKind kind);
};

} // namespace hearth

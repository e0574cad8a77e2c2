// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QPair>
#include <QString>

namespace hearth {

/// What churn counts; it differs by language and is never compared across languages.
enum class ChurnKind {
    Unspecified,
    RubyObjectsAllocated,    // Ruby: objects allocated during the test
    PythonBlocksOutstanding, // CPython: allocator blocks still outstanding after it
};

/// Memory measurements of a span (a test), where the profiler took them.
struct MemoryMeasurement
{
    bool hasRssChange = false;
    qint64 rssChangeBytes = 0; // signed: a test may hand memory back
    bool hasChurn = false;
    qint64 churn = 0;
    ChurnKind churnKind = ChurnKind::Unspecified;

    bool isEmpty() const { return !hasRssChange && !hasChurn; }
    /// "ruby_objects_allocated", "python_blocks_outstanding", "unspecified".
    static QString churnKindName(ChurnKind k);
    /// The inverse of churnKindName(); false if unknown.
    static bool parseChurnKind(const QString &name, ChurnKind *kind);
    friend bool operator==(const MemoryMeasurement &, const MemoryMeasurement &) = default;
};

/// A span of the build's trace: OpenTelemetry-style ids, its stage, its window, attributes
/// (as text) and memory measurements.
struct Span
{
    quint64 id = 0;
    quint64 parentId = 0; // 0: a root span of its stage
    QByteArray traceId;   // 16 bytes, or empty
    QString stage;
    QString name;
    qint64 startUnixNanos = 0;
    qint64 endUnixNanos = 0;
    QList<QPair<QString, QString>> attributes;
    MemoryMeasurement memory;

    qint64 durationNanos() const
    {
        return endUnixNanos > startUnixNanos ? endUnixNanos - startUnixNanos : 0;
    }
    friend bool operator==(const Span &, const Span &) = default;
};

} // namespace hearth

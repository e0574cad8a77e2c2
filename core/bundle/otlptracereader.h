// SPDX-License-Identifier: MIT
#pragma once

#include "packissue.h"
#include "span.h"

#include <QByteArray>
#include <QList>

namespace hearth {

/// Reads an OpenTelemetry trace as OTLP JSON, as the Collector's file exporter writes it: one
/// TracesData object per line (or one object for the whole file), resourceSpans →
/// scopeSpans → spans, hex ids, nanosecond times as strings, attributes as
/// {key, value: {stringValue | intValue | doubleValue | boolValue | arrayValue | ...}}.
///
/// A span's stage is its attribute `cicd.pipeline.task.name`, else its resource's, else its
/// parent's. Memory measurements come from `hearth.memory.rss_change_bytes`,
/// `hearth.memory.churn` and `hearth.memory.churn_kind`.
class OtlpTraceReader
{
public:
    static constexpr const char *StageAttribute = "cicd.pipeline.task.name";

    struct Result
    {
        QList<Span> spans;
        QList<PackIssue> issues;
    };
    /// `name` is used in the issues' `where`.
    static Result parse(const QByteArray &json, const QString &name);
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "bundleprofile.h"
#include "span.h"
#include "stage.h"

#include <QHash>
#include <QList>
#include <QSet>

#include <memory>
#include <vector>

namespace hearth {

/// A build bundle: the build, its stages, its spans and its profiles (kept as bytes until
/// first shown). Immutable; share it by Ptr. Indices are positions in stages() / spans() /
/// profiles().
class Bundle
{
public:
    using Ptr = std::shared_ptr<const Bundle>;
    static constexpr quint16 FormatMajor = 1;
    static constexpr quint16 FormatMinor = 0;

    Bundle() = default;
    Bundle(Build build, QList<Stage> stages, QList<Span> spans, QList<BundleProfile> profiles);

    const Build &build() const { return m_build; }
    const QList<Stage> &stages() const { return m_stages; }
    const QList<Span> &spans() const { return m_spans; }
    const QList<BundleProfile> &profiles() const { return m_profiles; }

    /// The format version the bundle was written with (the reader sets it).
    quint16 formatMajor() const { return m_formatMajor; }
    quint16 formatMinor() const { return m_formatMinor; }
    void setFormatVersion(quint16 major, quint16 minor);

    int stageIndex(const QString &name) const { return m_stageIndex.value(name, -1); }
    /// The first span with this name (in spans() order), or -1. Span names repeat; a span is
    /// told by its index.
    int firstSpanNamed(const QString &name) const
    {
        for (int i = 0; i < m_spans.size(); ++i) {
            if (m_spans[i].name == name)
                return i;
        }
        return -1;
    }
    int spanIndex(quint64 id) const { return m_spanIndex.value(id, -1); }
    /// Spans of a stage, in bundle order.
    const std::vector<int> &spansOfStage(int stage) const { return m_stageSpans[size_t(stage)]; }
    /// Spans whose parent is not a span of the same stage, in bundle order.
    std::vector<int> rootSpansOfStage(int stage) const;
    /// Direct children of a span, in bundle order.
    const std::vector<int> &children(int span) const { return m_children[size_t(span)]; }
    /// Profiles of a stage.
    const std::vector<int> &profilesOfStage(int stage) const
    {
        return m_stageProfiles[size_t(stage)];
    }
    /// The first profile of a stage with that kind, or -1.
    int profileOf(int stage, ProfileKind kind) const;
    /// The CPU (or engine CPU) profile of a stage, or -1.
    int cpuProfileOf(int stage) const;
    /// The span and, withDescendants, every span beneath it (iterative; cycles are safe).
    std::vector<int> spanAndDescendants(int span, bool withDescendants) const;
    /// The same as span_id label values (16 hex digits), for SampleFilter::labelIn().
    QSet<QString> spanIdLabels(int span, bool withDescendants) const;
    /// Sum of the stages' CPU.
    qint64 totalCpuNanos() const;

private:
    Build m_build;
    QList<Stage> m_stages;
    QList<Span> m_spans;
    QList<BundleProfile> m_profiles;
    quint16 m_formatMajor = FormatMajor;
    quint16 m_formatMinor = FormatMinor;
    QHash<QString, int> m_stageIndex;
    QHash<quint64, int> m_spanIndex;
    std::vector<std::vector<int>> m_stageSpans;
    std::vector<std::vector<int>> m_stageProfiles;
    std::vector<std::vector<int>> m_children;
};

} // namespace hearth

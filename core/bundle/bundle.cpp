// SPDX-License-Identifier: MIT
#include "bundle.h"

#include "spanid.h"

namespace hearth {

Bundle::Bundle(Build build, QList<Stage> stages, QList<Span> spans, QList<BundleProfile> profiles)
    : m_build(std::move(build))
    , m_stages(std::move(stages))
    , m_spans(std::move(spans))
    , m_profiles(std::move(profiles))
{
    m_stageSpans.resize(size_t(m_stages.size()));
    m_stageProfiles.resize(size_t(m_stages.size()));
    m_children.resize(size_t(m_spans.size()));
    for (int i = 0; i < m_stages.size(); ++i)
        m_stageIndex.insert(m_stages[i].name, i);
    m_spanIndex.reserve(m_spans.size());
    for (int i = 0; i < m_spans.size(); ++i)
        m_spanIndex.insert(m_spans[i].id, i);
    for (int i = 0; i < m_spans.size(); ++i) {
        const int stage = stageIndex(m_spans[i].stage);
        if (stage >= 0)
            m_stageSpans[size_t(stage)].push_back(i);
        const int parent = spanIndex(m_spans[i].parentId);
        if (parent >= 0 && parent != i)
            m_children[size_t(parent)].push_back(i);
    }
    for (int i = 0; i < m_profiles.size(); ++i) {
        const int stage = stageIndex(m_profiles[i].stage());
        if (stage >= 0)
            m_stageProfiles[size_t(stage)].push_back(i);
    }
}

void Bundle::setFormatVersion(quint16 major, quint16 minor)
{
    m_formatMajor = major;
    m_formatMinor = minor;
}

std::vector<int> Bundle::rootSpansOfStage(int stage) const
{
    std::vector<int> roots;
    for (int s : spansOfStage(stage)) {
        const int parent = spanIndex(m_spans[s].parentId);
        if (parent < 0 || m_spans[parent].stage != m_spans[s].stage)
            roots.push_back(s);
    }
    return roots;
}

int Bundle::profileOf(int stage, ProfileKind kind) const
{
    for (int p : profilesOfStage(stage)) {
        if (m_profiles[p].kind() == kind)
            return p;
    }
    return -1;
}

int Bundle::cpuProfileOf(int stage) const
{
    const int cpu = profileOf(stage, ProfileKind::Cpu);
    return cpu >= 0 ? cpu : profileOf(stage, ProfileKind::EngineCpu);
}

std::vector<int> Bundle::spanAndDescendants(int span, bool withDescendants) const
{
    std::vector<int> out{span};
    if (!withDescendants)
        return out;
    std::vector<bool> seen(size_t(m_spans.size()), false);
    seen[size_t(span)] = true;
    for (size_t i = 0; i < out.size(); ++i) {
        for (int c : m_children[size_t(out[i])]) {
            if (!seen[size_t(c)]) {
                seen[size_t(c)] = true;
                out.push_back(c);
            }
        }
    }
    return out;
}

QSet<QString> Bundle::spanIdLabels(int span, bool withDescendants) const
{
    QSet<QString> ids;
    for (int s : spanAndDescendants(span, withDescendants))
        ids.insert(SpanId::toHex(m_spans[s].id));
    return ids;
}

qint64 Bundle::totalCpuNanos() const
{
    qint64 sum = 0;
    for (const Stage &s : m_stages)
        sum += s.cpuNanos;
    return sum;
}

} // namespace hearth

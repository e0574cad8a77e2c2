#include "flatstacks.h"

namespace hearth {

FlatStacks::FlatStacks(int sampleType, quint32 functionCount)
    : m_sampleType(sampleType)
    , m_functionCount(functionCount)
    , m_wide(functionCount > 0x10000)
{}

FlatStacks FlatStacks::fromProfile(const Profile &profile, int sampleType)
{
    FlatStacks out(sampleType, quint32(profile.functions().size()));
    if (sampleType < 0 || sampleType >= profile.sampleTypes().size())
        return out;
    Q_ASSERT(profile.hasStacksFor(sampleType));
    std::vector<quint32> trieNodes; // leaf first
    for (quint32 s = 0, n = profile.sampleCount(); s < n; ++s) {
        const qint64 v = profile.sampleValue(s, sampleType);
        if (v <= 0) {
            out.endSample(v);
            continue;
        }
        trieNodes.clear();
        for (quint32 t = profile.sampleStack(s); t != 0; t = profile.stackParent(t))
            trieNodes.push_back(t);
        for (auto it = trieNodes.rbegin(); it != trieNodes.rend(); ++it) {
            const auto lines = profile.locationLines(profile.stackLocation(*it));
            for (auto l = lines.rbegin(); l != lines.rend(); ++l) // the caller first
                out.pushFrame(l->function);
        }
        out.endSample(v);
    }
    return out;
}

size_t FlatStacks::memoryBytes() const
{
    return m_frames16.capacity() * 2 + m_frames32.capacity() * 4 + m_offsets.capacity() * 8 +
           m_values.capacity() * 8;
}

void FlatStacks::reserve(size_t samples, size_t frames)
{
    m_offsets.reserve(samples + 1);
    m_values.reserve(samples);
    if (m_wide)
        m_frames32.reserve(frames);
    else
        m_frames16.reserve(frames);
}

void FlatStacks::endSample(qint64 value)
{
    const size_t begin = m_offsets.back();
    if (value <= 0) {
        m_negative = m_negative || value < 0;
        if (m_wide)
            m_frames32.resize(begin);
        else
            m_frames16.resize(begin);
        return;
    }
    m_offsets.push_back(m_wide ? m_frames32.size() : m_frames16.size());
    m_values.push_back(value);
}

} // namespace hearth

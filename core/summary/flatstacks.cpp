// SPDX-License-Identifier: MIT
#include "flatstacks.h"

#include <algorithm>

namespace hearth {

FlatStacks::FlatStacks(int sampleType, quint32 functionCount)
    : m_sampleType(sampleType)
    , m_functionCount(functionCount)
    , m_wide(functionCount > 0x10000)
{}

void LocationFrames::add(std::span<const Line> lines)
{
    for (auto l = lines.rbegin(); l != lines.rend(); ++l) // the caller first
        functions.push_back(l->function);
    start.push_back(quint32(functions.size()));
}

LocationFrames LocationFrames::of(const Profile &profile)
{
    LocationFrames out;
    out.start.reserve(profile.locations().size() + 1);
    out.functions.reserve(profile.lines().size());
    for (quint32 l = 0; l < profile.locations().size(); ++l)
        out.add(profile.locationLines(l));
    return out;
}

FlatStacks FlatStacks::fromProfile(const Profile &profile, int sampleType)
{
    const bool valid = sampleType >= 0 && sampleType < profile.sampleTypes().size();
    FlatStacks out(valid ? sampleType : -1, quint32(profile.functions().size()));
    if (!valid)
        return out;
    Q_ASSERT(profile.hasStacksFor(sampleType));
    const LocationFrames frames = LocationFrames::of(profile);
    std::vector<quint32> locations; // leaf first
    for (quint32 s = 0, n = profile.sampleCount(); s < n; ++s) {
        locations.clear();
        for (quint32 t = profile.sampleStack(s); t != 0; t = profile.stackParent(t))
            locations.push_back(profile.stackLocation(t));
        out.addSample(locations, profile.sampleValue(s, sampleType), frames,
                      profile.sampleRecords(s));
    }
    return out;
}

template <typename F>
void FlatStacks::appendFrames(std::vector<F> &to, std::span<const quint32> locationsLeafFirst,
                              const LocationFrames &frames)
{
    size_t count = 0;
    for (const quint32 l : locationsLeafFirst)
        count += frames.start[l + 1] - frames.start[l];
    const size_t old = to.size();
    to.resize(old + count);
    F *out = to.data() + old;
    for (auto l = locationsLeafFirst.rbegin(); l != locationsLeafFirst.rend(); ++l) {
        const quint32 *f = frames.functions.data() + frames.start[*l];
        const quint32 *end = frames.functions.data() + frames.start[*l + 1];
        while (f < end)
            *out++ = F(*f++);
    }
}

void FlatStacks::addSample(std::span<const quint32> locationsLeafFirst, qint64 value,
                           const LocationFrames &frames, quint32 records)
{
    if (value > 0) {
        if (m_wide)
            appendFrames(m_blocks[0].wide, locationsLeafFirst, frames);
        else
            appendFrames(m_blocks[0].narrow, locationsLeafFirst, frames);
    }
    endSample(value, records);
}

size_t FlatStacks::memoryBytes() const
{
    size_t bytes = m_offsets.capacity() * 4 + m_values.capacity() * 8;
    for (const Block &b : m_blocks)
        bytes += b.narrow.capacity() * 2 + b.wide.capacity() * 4;
    return bytes;
}

FlatStacks FlatStacks::fromFrames(int sampleType, quint32 functionCount,
                                  std::vector<quint16> narrow, std::vector<quint32> wide,
                                  std::vector<quint32> offsets, std::vector<qint64> values,
                                  bool treeNeeded)
{
    FlatStacks out(sampleType, functionCount);
    Q_ASSERT(!offsets.empty() && offsets.front() == 0 && offsets.size() == values.size() + 1);
    Q_ASSERT(offsets.back() == (out.m_wide ? wide.size() : narrow.size()));
    out.m_blocks[0].narrow = std::move(narrow);
    out.m_blocks[0].wide = std::move(wide);
    out.m_offsets = std::move(offsets);
    out.m_values = std::move(values);
    out.m_treeNeeded = treeNeeded;
    return out;
}

void FlatStacks::reserve(size_t samples, size_t frames)
{
    m_offsets.reserve(samples + 1);
    m_values.reserve(samples);
    if (m_wide)
        m_blocks[0].wide.reserve(frames);
    else
        m_blocks[0].narrow.reserve(frames);
}

void FlatStacks::setFunctionCount(quint32 count)
{
    Q_ASSERT(count >= m_functionCount && m_splitFrame == size_t(-1));
    m_functionCount = count;
    if (m_wide || count <= 0x10000)
        return;
    Block &b = m_blocks[0];
    b.wide.reserve(std::max(b.narrow.capacity(), b.narrow.size()));
    b.wide.assign(b.narrow.begin(), b.narrow.end());
    std::vector<quint16>().swap(b.narrow);
    m_wide = true;
}

void FlatStacks::setEveryValue(qint64 value)
{
    Q_ASSERT(value > 0);
    std::fill(m_values.begin(), m_values.end(), value);
}

void FlatStacks::truncateBlock(size_t size)
{
    if (m_wide)
        m_blocks[0].wide.resize(size);
    else
        m_blocks[0].narrow.resize(size);
}

void FlatStacks::endSample(qint64 value, quint32 records)
{
    Q_ASSERT(m_splitFrame == size_t(-1));
    const size_t begin = m_offsets.back();
    const size_t end = blockSize(0);
    if (value <= 0 || end > 0xffffffffu) {
        m_treeNeeded = m_treeNeeded || value < 0 || end > 0xffffffffu;
        truncateBlock(begin);
        return;
    }
    m_offsets.push_back(quint32(end));
    m_values.push_back(value);
    m_moreRecords += records - 1;
}

void FlatStacks::append(FlatStacks &&later)
{
    Q_ASSERT(m_splitFrame == size_t(-1) && later.m_splitFrame == size_t(-1) && &later != this);
    Q_ASSERT(later.m_wide == m_wide);
    m_treeNeeded = m_treeNeeded || later.m_treeNeeded;
    const size_t base = frameCount();
    if (base + later.frameCount() > 0xffffffffu) {
        m_treeNeeded = true;
        return;
    }
    m_splitFrame = base;
    m_blocks[1] = std::move(later.m_blocks[0]);
    m_offsets.reserve(m_offsets.size() + later.sampleCount());
    for (size_t s = 1; s < later.m_offsets.size(); ++s)
        m_offsets.push_back(quint32(base + later.m_offsets[s]));
    m_values.insert(m_values.end(), later.m_values.begin(), later.m_values.end());
    m_moreRecords += later.m_moreRecords;
    later = FlatStacks();
}

} // namespace hearth

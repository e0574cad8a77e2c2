// SPDX-License-Identifier: MIT
#include "flatstacks.h"

#include "analysis/saturating.h"

#include <algorithm>
#include <cstring>
#include <limits>

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
    out.finishAdding();
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
    settle();
    if (value > 0) {
        if (m_wide)
            appendFrames(m_blocks[0].wide, locationsLeafFirst, frames);
        else
            appendFrames(m_blocks[0].narrow, locationsLeafFirst, frames);
    }
    endSample(value, records);
}

template <typename F> quint32 FlatStacks::hashOf(const F *frames, quint32 length)
{
    // Eight bytes of frames at a time (four 16-bit frames), then a final mix: the frames of
    // a stack are read once more, from the cache, right after they were written.
    const auto *bytes = reinterpret_cast<const unsigned char *>(frames);
    size_t n = size_t(length) * sizeof(F);
    quint64 h = quint64(length) * 0x9e3779b97f4a7c15ULL;
    for (; n >= 8; n -= 8, bytes += 8) {
        quint64 w;
        std::memcpy(&w, bytes, 8);
        h = ((h << 23 | h >> 41) ^ w) * 0xff51afd7ed558ccdULL;
    }
    if (n > 0) {
        quint64 w = 0;
        std::memcpy(&w, bytes, n);
        h = ((h << 23 | h >> 41) ^ w) * 0xff51afd7ed558ccdULL;
    }
    h ^= h >> 33;
    h *= 0xc4ceb9fe1a85ec53ULL;
    h ^= h >> 33;
    return quint32(h);
}

template quint32 FlatStacks::hashOf<quint16>(const quint16 *, quint32);
template quint32 FlatStacks::hashOf<quint32>(const quint32 *, quint32);

template <typename F>
quint32 FlatStacks::findStack(quint32 h, const F *frames, quint32 length) const
{
    if (!m_index)
        return 0;
    return m_index->findIf(h, [&](quint32 n) {
        return length == this->length(n - 1) &&
               std::memcmp(stack<F>(n - 1), frames, size_t(length) * sizeof(F)) == 0;
    });
}

size_t FlatStacks::memoryBytes() const
{
    size_t bytes = m_offsets.capacity() * 4 + m_values.capacity() * 8 + m_records.capacity() * 4;
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
    out.m_recordCount = out.m_values.size();
    out.m_treeNeeded = treeNeeded;
    return out;
}

void FlatStacks::setMergeIdentical(bool merge)
{
    Q_ASSERT(sampleCount() == 0 && m_pending.value == 0);
    m_merge = merge;
    if (!merge)
        m_index.reset();
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
    settle();
    m_functionCount = count;
    if (m_wide || count <= 0x10000)
        return;
    Block &b = m_blocks[0];
    b.wide.reserve(std::max(b.narrow.capacity(), b.narrow.size()));
    b.wide.assign(b.narrow.begin(), b.narrow.end());
    std::vector<quint16>().swap(b.narrow);
    m_wide = true;
    if (m_index)
        reindex<quint32>();
}

template <typename F> void FlatStacks::reindex()
{
    m_index.emplace(sampleCount());
    for (size_t s = 0; s < sampleCount(); ++s)
        m_index->insert(hashOf(stack<F>(s), length(s)), quint32(s + 1));
}

void FlatStacks::setEveryValue(qint64 value)
{
    Q_ASSERT(value > 0);
    settle();
    for (size_t s = 0; s < m_values.size(); ++s) {
        qint64 v;
        m_values[s] = __builtin_mul_overflow(value, qint64(records(s)), &v)
                          ? std::numeric_limits<qint64>::max()
                          : v;
    }
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
    if (!m_merge) {
        pushStack(end, value, records);
        return;
    }
    // Looked up when the next sample comes (settle()): the index's slot is loaded while
    // the reader parses that sample, a cache miss a sample the reader no longer waits for
    // (the 1 GB pprof's index is 64 MB).
    const quint32 length = quint32(end - begin);
    const quint32 h = m_wide ? hashOf(frames<quint32>(0) + begin, length)
                             : hashOf(frames<quint16>(0) + begin, length);
    if (!m_index)
        m_index.emplace();
    m_index->prefetch(h);
    m_pending = Pending{h, records, value};
}

void FlatStacks::settle()
{
    if (m_pending.value == 0)
        return;
    if (m_wide)
        settleStack<quint32>();
    else
        settleStack<quint16>();
    m_pending.value = 0;
}

template <typename F> void FlatStacks::settleStack()
{
    const size_t begin = m_offsets.back();
    const size_t end = blockSize(0);
    const F *frames = this->frames<F>(0) + begin;
    const quint32 length = quint32(end - begin);
    if (const quint32 same = findStack(m_pending.hash, frames, length)) {
        truncateBlock(begin);
        addTo(same - 1, m_pending.value, m_pending.records);
        return;
    }
    pushStack(end, m_pending.value, m_pending.records);
    m_index->insert(m_pending.hash, quint32(sampleCount()));
}

void FlatStacks::finishAdding()
{
    settle();
    m_index.reset();
}

void FlatStacks::addTo(size_t s, qint64 value, quint32 records)
{
    m_values[s] = saturatingAdd(m_values[s], value);
    if (m_records.empty())
        m_records.assign(m_values.size(), 1);
    m_records[s] = quint32(std::min<quint64>(quint64(m_records[s]) + records, 0xffffffffu));
    m_recordCount += records;
}

void FlatStacks::pushStack(size_t end, qint64 value, quint32 records)
{
    m_offsets.push_back(quint32(end));
    m_values.push_back(value);
    if (records != 1 && m_records.empty())
        m_records.assign(m_values.size() - 1, 1);
    if (!m_records.empty())
        m_records.push_back(records);
    m_recordCount += records;
}

void FlatStacks::append(FlatStacks &&later)
{
    Q_ASSERT(m_splitFrame == size_t(-1) && later.m_splitFrame == size_t(-1) && &later != this);
    Q_ASSERT(later.m_wide == m_wide && later.m_merge == m_merge);
    settle();
    later.settle();
    m_treeNeeded = m_treeNeeded || later.m_treeNeeded;
    const size_t base = frameCount();
    if (base + later.frameCount() > 0xffffffffu) {
        m_treeNeeded = true;
        return;
    }
    m_splitFrame = base;
    if (!m_merge) { // later's block as it is, its stacks after these
        m_blocks[1] = std::move(later.m_blocks[0]);
        for (size_t s = 0; s < later.sampleCount(); ++s)
            pushStack(base + later.m_offsets[s + 1], later.m_values[s], later.records(s));
    } else if (m_wide) {
        appendFrom<quint32>(later);
    } else {
        appendFrom<quint16>(later);
    }
    m_index.reset();
    later = FlatStacks();
}

template <typename F> void FlatStacks::appendFrom(FlatStacks &later)
{
    // The stacks these have take the later ones' values; the others are moved down in the
    // later block, in their order, and the block becomes block 1.
    std::vector<F> &block = framesOf<F>(later.m_blocks[0]);
    F *data = block.data();
    const size_t base = m_splitFrame;
    const size_t n = later.sampleCount();
    // The hashes of the next stacks, their slots prefetched (the frames of a stack ahead
    // are not yet overwritten: they only move down).
    constexpr size_t Ahead = 16;
    quint32 ahead[Ahead];
    auto look = [&](size_t s) {
        ahead[s % Ahead] = hashOf(data + later.m_offsets[s], later.length(s));
        if (m_index)
            m_index->prefetch(ahead[s % Ahead]);
    };
    for (size_t s = 0; s < std::min(n, Ahead); ++s)
        look(s);
    size_t written = 0;
    for (size_t s = 0; s < n; ++s) {
        const quint32 h = ahead[s % Ahead];
        if (s + Ahead < n)
            look(s + Ahead);
        const F *frames = data + later.m_offsets[s];
        const quint32 length = later.length(s);
        if (const quint32 same = findStack(h, frames, length)) {
            addTo(same - 1, later.m_values[s], later.records(s));
            continue;
        }
        std::memmove(data + written, frames, size_t(length) * sizeof(F));
        written += length;
        pushStack(base + written, later.m_values[s], later.records(s));
    }
    block.resize(written);
    block.shrink_to_fit(); // the frames of the stacks merged are given back
    framesOf<F>(m_blocks[1]) = std::move(block);
}

} // namespace hearth

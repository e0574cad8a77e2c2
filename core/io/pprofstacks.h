// SPDX-License-Identifier: MIT
#pragma once

#include "profile/stacktrie.h"
#include "readoptions.h"

#include <QHash>

#include <atomic>
#include <span>
#include <vector>

namespace hearth::pprof {

/// A byte range [begin, end) of the decompressed profile.
struct ByteSpan
{
    qint64 begin;
    qint64 end;
};

/// pprof ids → our indices: a dense vector when the ids are small, a hash otherwise.
struct IdMap
{
    std::vector<quint32> dense;
    QHash<quint64, quint32> sparse;
    bool useDense = true;
    static constexpr quint32 None = 0xffffffffu;
    void init(quint64 maxId, size_t count)
    {
        useDense = maxId <= quint64(count) * 4 + 1024;
        if (useDense)
            dense.assign(size_t(maxId) + 1, None);
    }
    bool insert(quint64 id, quint32 idx);
    quint32 find(quint64 id) const
    {
        if (useDense)
            return id < dense.size() ? dense[size_t(id)] : None;
        return sparse.value(id, None);
    }
};

/// The samples (field 2) of a profile message in order, read from [begin, end) whose
/// top-level fields were checked already (so the reader need not keep a span per sample).
class SampleScanner
{
public:
    SampleScanner(const quint8 *base, qint64 begin, qint64 end)
        : m_base(base)
        , m_pos(begin)
        , m_end(end)
    {}
    /// The next sample's payload; false at the end (or on anything malformed).
    bool next(ByteSpan &sample);
    /// Where the scan is: everything before it has been handed out.
    qint64 position() const { return m_pos; }

private:
    const quint8 *m_base;
    qint64 m_pos;
    qint64 m_end;
};

/// Returns whole pages of a buffer that will not be read again to the system
/// (MADV_DONTNEED), for a reader that owns its input: the peak memory of reading a large
/// profile then holds little of the decompressed input. A null base does nothing.
class PageReleaser
{
public:
    /// Pages below `start` are someone else's (another thread's part of the buffer).
    PageReleaser(quint8 *base, qint64 size, qint64 start = 0)
        : m_base(base)
        , m_size(size)
        , m_done(start)
    {}
    /// Releases the pages wholly below offset that are not released yet.
    void releaseBelow(qint64 offset);
    /// Releases the pages wholly inside [begin, end) (read already, not to be read again).
    void releaseRange(qint64 begin, qint64 end) const;

private:
    quint8 *m_base;
    qint64 m_size;
    qint64 m_done;
};

/// The stack trie of many samples, built in two threads: samples are split into two parts
/// by a hash of their first (root-side) locations, each part gets its own trie, and the
/// second is merged into the first. Tries can share only nodes less than PrefixDepth deep
/// (deeper nodes have a prefix of that length, which decides the part), so the merge looks
/// up only those and appends the rest.
class SplitStacks
{
public:
    static constexpr int PrefixDepth = 6;

    /// 0 or 1: the part of a stack (leaf first); 60% of distinct prefixes are part 1.
    static int partOf(std::span<const quint32> locationsLeafFirst);

    /// Location indices of one sample message [begin, end), leaf first. False when anything
    /// is wrong (the sequential reader reports what).
    static bool sampleLocations(const quint8 *begin, const quint8 *end, const IdMap &locations,
                                std::vector<quint32> &out);

    /// True when a sample message [begin, end) has a non-zero value of a type marked in
    /// wanted (or wanted is empty, or the message is malformed: the reader says what).
    static bool counts(const quint8 *begin, const quint8 *end, std::span<const quint8> wanted);

    /// Adds the stacks of the samples of `part` (those that counts() in wanted) to trie and sets
    /// their stacks[i]. False if a sample cannot be decoded, there are more than stacks.size(), or
    /// when stop or options.cancel is set. The samples are those of [begin, end) (see
    /// SampleScanner); `position` follows the scan.
    static bool build(const quint8 *base, ByteSpan samples, int part, const IdMap &locations,
                      std::span<const quint8> wanted, const ReadOptions &options,
                      const std::atomic<bool> &stop, StackTrie &trie, std::vector<quint32> &stacks,
                      std::atomic<qint64> &position);

    /// Merges `other` (the trie of part-1 samples) into `base`; remaps the stacks of the
    /// samples with parts[i] == 1 (others are 0, this thread's, or 2, not kept). Returns the merged
    /// arrays (parents, locations).
    static void merge(StackTrie &base, StackTrie &other, std::span<const quint8> parts,
                      std::vector<quint32> &stacks, std::vector<quint32> &parents,
                      std::vector<quint32> &locations);
};

} // namespace hearth::pprof

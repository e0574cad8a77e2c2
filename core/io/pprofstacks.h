#pragma once

#include "../model/stacktrie.h"
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

/// The stack trie of many samples, built in two threads: samples are split into two parts
/// by a hash of their first (root-side) locations, each part gets its own trie, and the
/// second is merged into the first. Tries can share only nodes less than PrefixDepth deep
/// (deeper nodes have a prefix of that length, which decides the part), so the merge looks
/// up only those and appends the rest.
class SplitStacks
{
public:
    static constexpr int PrefixDepth = 6;

    /// 0 or 1: the part of a stack (leaf first).
    static int partOf(std::span<const quint32> locationsLeafFirst);

    /// Location indices of one sample message [begin, end), leaf first. False when anything
    /// is wrong (the sequential reader reports what).
    static bool sampleLocations(const quint8 *begin, const quint8 *end, const IdMap &locations,
                                std::vector<quint32> &out);

    /// Adds the stacks of the samples of `part` to trie and sets their stacks[i]. False if a
    /// sample cannot be decoded, or when stop or options.cancel is set.
    static bool build(const quint8 *base, std::span<const ByteSpan> samples, int part,
                      const IdMap &locations, const ReadOptions &options,
                      const std::atomic<bool> &stop, StackTrie &trie, std::vector<quint32> &stacks);

    /// Merges `other` (the trie of part-1 samples) into `base`; remaps the stacks of the
    /// samples with parts[i] == 1. Returns the merged arrays (parents, locations).
    static void merge(StackTrie &base, StackTrie &other, std::span<const quint8> parts,
                      std::vector<quint32> &stacks, std::vector<quint32> &parents,
                      std::vector<quint32> &locations);
};

} // namespace hearth::pprof

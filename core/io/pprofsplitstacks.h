// SPDX-License-Identifier: MIT
#pragma once

#include "pprofbytespan.h"
#include "pprofidmap.h"
#include "pprofstackblocks.h"
#include "profile/stacktrie.h"
#include "readoptions.h"

#include <atomic>
#include <span>
#include <vector>

namespace hearth::pprof {

class StreamInput;

/// The stack trie of many samples, built in two threads: samples are split into two parts
/// by a hash of their first (root-side) locations, each part gets its own trie, and the
/// second is merged into the first. Tries can share only nodes less than PrefixDepth deep
/// (deeper nodes have a prefix of that length, which decides the part), so the merge looks
/// up only those and appends the rest.
class SplitStacks
{
public:
    static constexpr int PrefixDepth = 6;

    /// 0 or 1: the part of a stack (leaf first); 55% of distinct prefixes are part 1.
    static int partOf(std::span<const quint32> locationsLeafFirst);

    /// Appends the location indices of one sample message [begin, end), leaf first, to out.
    /// False when anything is wrong (the sequential reader reports what).
    static bool sampleLocations(const quint8 *begin, const quint8 *end, const IdMap &locations,
                                std::vector<quint32> &out);

    /// True when a sample message [begin, end) has a non-zero value of a type marked in
    /// wanted (or wanted is empty, or the message is malformed: the reader says what).
    static bool counts(const quint8 *begin, const quint8 *end, std::span<const quint8> wanted);

    /// Adds the stacks of the samples of `part` (those that counts() in wanted) to trie and
    /// hands them to the reading thread, a block of records at a time (StackBlocks). False if
    /// a sample cannot be decoded, there are more than `count`, the reader gave up, or when
    /// stop or options.cancel is set. The samples are those of [begin, end) (see
    /// SampleScanner, reading them as they arrive from `input` if there is one); `position`
    /// follows the scan. The caller calls blocks.finish() after.
    static bool build(const quint8 *base, ByteSpan samples, size_t count, int part,
                      const IdMap &locations, std::span<const quint8> wanted,
                      const ReadOptions &options, const std::atomic<bool> &stop, StackTrie &trie,
                      StackBlocks &blocks, std::atomic<qint64> &position,
                      const StreamInput *input = nullptr);

    /// Merges `other` (the trie of part-1 samples) into `base`; returns the merged arrays
    /// (parents, locations) and where each node of `other` went (remap). Stops early once
    /// base's stop flag is set (StackTrie::setStop): base.stopped(), the arrays incomplete.
    static void merge(StackTrie &base, StackTrie &other, std::vector<quint32> &parents,
                      std::vector<quint32> &locations, std::vector<quint32> &remap);
};

} // namespace hearth::pprof

// SPDX-License-Identifier: MIT
#include "pprofsplitstacks.h"

#include "pprofsamplescanner.h"
#include "profile/stackbatch.h"
#include "wirevarint.h"

#include <algorithm>

namespace hearth::pprof {

namespace {

// A varint at p (bounded by end); false when truncated or longer than 10 bytes.
inline bool varint(const quint8 *&p, const quint8 *end, quint64 &v)
{
    return readVarint(p, end, v);
}

} // namespace

int SplitStacks::partOf(std::span<const quint32> leafFirst)
{
    const size_t depth = leafFirst.size();
    const size_t k = std::min<size_t>(depth, PrefixDepth);
    quint64 h = 0x9e3779b97f4a7c15ULL;
    for (size_t d = 0; d < k; ++d) {
        h = (h ^ leafFirst[depth - 1 - d]) * 0xff51afd7ed558ccdULL;
        h ^= h >> 29;
    }
    // Part 1 (the helper thread) gets 55%: this thread also reads values and labels.
    return (h >> 32) < 0x8cccccccULL ? 1 : 0;
}

bool SplitStacks::sampleLocations(const quint8 *p, const quint8 *end, const IdMap &locations,
                                  std::vector<quint32> &out)
{
    while (p < end) {
        quint64 tag, v;
        if (!varint(p, end, tag))
            return false;
        const quint32 wt = quint32(tag & 7);
        const bool isLocation = (tag >> 3) == 1;
        switch (wt) {
        case 0:
            if (!varint(p, end, v))
                return false;
            if (isLocation) {
                const quint32 l = locations.find(v);
                if (l == IdMap::None)
                    return false;
                out.push_back(l);
            }
            break;
        case 1:
        case 5:
            if (isLocation || end - p < (wt == 1 ? 8 : 4))
                return false;
            p += wt == 1 ? 8 : 4;
            break;
        case 2: {
            if (!varint(p, end, v) || v > quint64(end - p))
                return false;
            const quint8 *fieldEnd = p + v;
            while (isLocation && p < fieldEnd) {
                quint64 id;
                if (!varint(p, fieldEnd, id))
                    return false;
                const quint32 l = locations.find(id);
                if (l == IdMap::None)
                    return false;
                out.push_back(l);
            }
            p = fieldEnd;
            break;
        }
        default:
            return false;
        }
    }
    return true;
}

bool SplitStacks::counts(const quint8 *p, const quint8 *end, std::span<const quint8> wanted)
{
    if (wanted.empty())
        return true;
    size_t k = 0; // the index of the next value
    while (p < end) {
        quint64 tag, v;
        if (!varint(p, end, tag))
            return true;
        const quint32 wt = quint32(tag & 7);
        const bool isValue = (tag >> 3) == 2;
        switch (wt) {
        case 0:
            if (!varint(p, end, v))
                return true;
            if (isValue) {
                if (v != 0 && k < wanted.size() && wanted[k])
                    return true;
                ++k;
            }
            break;
        case 1:
        case 5:
            if (end - p < (wt == 1 ? 8 : 4))
                return true;
            p += wt == 1 ? 8 : 4;
            break;
        case 2: {
            if (!varint(p, end, v) || v > quint64(end - p))
                return true;
            const quint8 *fieldEnd = p + v;
            while (isValue && p < fieldEnd) {
                quint64 x;
                if (!varint(p, fieldEnd, x))
                    return true;
                if (x != 0 && k < wanted.size() && wanted[k])
                    return true;
                ++k;
            }
            p = fieldEnd;
            break;
        }
        default:
            return true;
        }
    }
    return false;
}

bool SplitStacks::build(const quint8 *base, ByteSpan samples, size_t count, int part,
                        const IdMap &locations, std::span<const quint8> wanted,
                        const ReadOptions &options, const std::atomic<bool> &stop, StackTrie &trie,
                        StackBlocks &blocks, std::atomic<qint64> &position,
                        const StreamInput *input)
{
    constexpr size_t BlockSize = StackBlocks::BlockSize;
    StackBatch batch;
    std::vector<quint32> block(std::min(count, BlockSize));
    SampleScanner scanner(base, samples.begin, samples.end, input);
    ByteSpan sample;
    for (size_t i = 0; scanner.next(sample); ++i) {
        if ((i & 1023) == 0) {
            if (stop.load(std::memory_order_relaxed) || options.cancelled())
                return false;
            position.store(sample.begin, std::memory_order_relaxed);
        }
        if (i >= count)
            return false;
        if (i % BlockSize == 0 && i > 0) {
            batch.flush(trie, block);
            if (!blocks.put(std::move(block)))
                return false;
            block.assign(std::min(count - i, BlockSize), 0);
        }
        if (!counts(base + sample.begin, base + sample.end, wanted))
            continue;
        if (!sampleLocations(base + sample.begin, base + sample.end, locations, batch.locations()))
            return false;
        if (partOf(batch.pending()) != part) {
            batch.drop();
            continue;
        }
        batch.keep(i % BlockSize);
        if (batch.full())
            batch.flush(trie, block);
    }
    batch.flush(trie, block);
    if (input && scanner.position() < samples.end)
        return false; // the stream's second pass failed
    position.store(samples.end, std::memory_order_relaxed);
    return count == 0 || blocks.put(std::move(block));
}

void SplitStacks::merge(StackTrie &base, StackTrie &other, std::vector<quint32> &parents,
                        std::vector<quint32> &locations, std::vector<quint32> &remap)
{
    other.dropIndex();
    const quint32 baseCount = base.nodeCount();
    const quint32 otherCount = other.nodeCount();

    // Where each node of `other` goes: a node of base (less than PrefixDepth deep, found
    // there) or a new node appended after base's, in other's order (parents first).
    remap.assign(otherCount, 0);
    quint32 next = baseCount;
    {
        std::vector<quint8> depth(otherCount, 0); // capped at PrefixDepth
        for (quint32 n = 1; n < otherCount; ++n) {
            // Millions of nodes, a hash lookup each (40 ms a million): a look at base's stop
            // flag every 64 Ki.
            if ((n & 0xffff) == 0 && base.stopRequested())
                return;
            const quint32 parent = remap[other.parent(n)];
            depth[n] = quint8(std::min<int>(depth[other.parent(n)] + 1, PrefixDepth));
            if (depth[n] < PrefixDepth && parent < baseCount) {
                if (const quint32 found = base.find(parent, other.location(n))) {
                    remap[n] = found;
                    continue;
                }
            }
            remap[n] = next++;
        }
    }
    base.takeArrays(parents, locations, next - baseCount);
    for (quint32 n = 1; n < otherCount; ++n) {
        if ((n & 0xffff) == 0 && base.stopRequested())
            return;
        if (remap[n] >= baseCount) {
            parents.push_back(remap[other.parent(n)]);
            locations.push_back(other.location(n));
        }
    }
}

} // namespace hearth::pprof

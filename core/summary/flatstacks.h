// SPDX-License-Identifier: MIT
#pragma once

#include "profile/pairindex.h"
#include "profile/profile.h"

#include <optional>
#include <vector>

namespace hearth {

/// Each location's frames, the caller first (a location with inlined calls is several), for
/// adding samples by their locations (FlatStacks::addSample()). Built once per profile.
struct LocationFrames
{
    std::vector<quint32> start{0}; // location l's frames: functions[start[l], start[l + 1])
    std::vector<quint32> functions;

    /// The next location's lines, innermost first (as Profile::locationLines()).
    void add(std::span<const Line> lines);
    /// Of every location of a profile.
    static LocationFrames of(const Profile &profile);
};

/// The samples of one sample type as stacks of function indices, root first, one after
/// another, each with its value: all a function table and a verdict need, without a stack
/// trie or a call tree (see StackSummary), in about as many bytes as the samples took in
/// the file. `hearth summary` reads pprof, folded stacks and `perf script` this way
/// (ReadOptions::flatStacks).
///
/// A sample counts when its value is not zero, as in CallTree. Function indices take 16
/// bits each when the profile has at most 65 536 functions, else 32. Two threads can each
/// fill one and append() the second to the first: the frames stay where they were written.
///
/// addSample() keeps identical stacks once: a sample whose frames are those of a stack
/// already kept adds its value (saturating) and its records to that stack, so the memory
/// follows the distinct stacks, not the records (the 1 GB pprof of issue 19: 26 M records on
/// 4.3 M stacks). Stacks stay in the order of their first sample, which is all StackSummary's
/// order depends on. The stacks are found by a hash of their frames in a PairIndex (8 bytes
/// a slot), dropped by finishAdding() or append(). A reader of a small profile turns that
/// off (setMergeIdentical()): StackSummary gives the same summary either way, and the
/// lookups would cost it more time than the memory is worth (ReadOptions::mergeStacksFrom).
class FlatStacks
{
public:
    FlatStacks() = default;
    FlatStacks(int sampleType, quint32 functionCount);

    /// The stacks of a profile's samples of a type (whose stacks the profile has).
    static FlatStacks fromProfile(const Profile &profile, int sampleType);

    /// The sample type the stacks are of; -1 for none (the profile has no such type).
    int sampleType() const { return m_sampleType; }
    quint32 functionCount() const { return m_functionCount; }
    /// True when the frames are 32-bit (stack<quint32>()), else 16-bit (stack<quint16>()).
    bool wide() const { return m_wide; }
    /// The distinct stacks kept (identical ones added are one). While samples are added, the
    /// last one counts (here and below) once finishAdding() or append() is called.
    size_t sampleCount() const { return m_values.size(); }
    /// The sample records the samples stand for (a sample of a merged profile is several,
    /// Profile::sampleRecords(), and so is a stack added more than once): what a verdict
    /// counts.
    quint64 recordCount() const { return m_recordCount; }
    /// The records sample s stands for (held at 2^32 - 1).
    quint32 records(size_t s) const { return m_records.empty() ? 1 : m_records[s]; }
    size_t frameCount() const { return m_offsets.back(); }
    /// Sample s's frames, root first: stack<F>(s)[0, length(s)).
    template <typename F> const F *stack(size_t s) const
    {
        const size_t at = m_offsets[s];
        return at < m_splitFrame ? frames<F>(0) + at : frames<F>(1) + (at - m_splitFrame);
    }
    quint32 length(size_t s) const { return m_offsets[s + 1] - m_offsets[s]; }
    qint64 value(size_t s) const { return m_values[s]; }
    /// True when these stacks cannot give the tree's summary: a sample had a negative value
    /// (which can cancel a node out) or there are more frames than 32-bit offsets hold. Such
    /// samples are dropped; build the call tree instead.
    bool treeNeeded() const { return m_treeNeeded; }
    size_t memoryBytes() const;

    /// Stacks a reader laid out itself: sample s's frames (function indices, root first) are
    /// frames[offsets[s], offsets[s + 1]) of `narrow` (at most 65 536 functions) or `wide`
    /// (more), its value values[s] > 0; offsets[0] is 0. treeNeeded as above.
    static FlatStacks fromFrames(int sampleType, quint32 functionCount, std::vector<quint16> narrow,
                                 std::vector<quint32> wide, std::vector<quint32> offsets,
                                 std::vector<qint64> values, bool treeNeeded);

    void reserve(size_t samples, size_t frames);
    /// Whether addSample() and append() keep identical stacks once (the default), or every
    /// sample as it comes. Before any sample is added; both parts of an append() alike.
    void setMergeIdentical(bool merge);
    bool mergesIdentical() const { return m_merge; }
    /// For a reader that finds functions as it reads: from now on the frames may be below
    /// `count` (not fewer than before); past 65 536 the frames written so far widen to 32
    /// bits. Not after append().
    void setFunctionCount(quint32 count);
    /// Every record's value becomes `value` (> 0; a sample's is that times its records()):
    /// for a reader that learns only at the end that a type counts samples rather than
    /// weighs them.
    void setEveryValue(qint64 value);
    /// A sample by its locations (leaf first, each below frames.start.size() - 1, whose
    /// functions are below functionCount()). A zero value is no sample, a negative one is
    /// only noted (treeNeeded()). A stack kept already takes the value and the records.
    void addSample(std::span<const quint32> locationsLeafFirst, qint64 value,
                   const LocationFrames &frames, quint32 records = 1);
    /// Adds the samples of `later` (filled apart, for the same type and functions, not
    /// appended to itself) after these; this one must not have been appended to. A stack of
    /// `later` that these have is added to theirs, the others follow in their order (where
    /// `later` wrote them). Both indexes are dropped.
    void append(FlatStacks &&later);
    /// No more samples will be added: the last one is kept, the index of the stacks freed.
    void finishAdding();

    /// The hash addSample() looks a stack up by (exposed for tests that make collisions).
    template <typename F> static quint32 hashOf(const F *frames, quint32 length);

private:
    struct Block
    {
        std::vector<quint16> narrow;
        std::vector<quint32> wide;
    };
    template <typename F> static std::vector<F> &framesOf(Block &b)
    {
        if constexpr (sizeof(F) == 2)
            return b.narrow;
        else
            return b.wide;
    }
    template <typename F> const F *frames(int block) const
    {
        if constexpr (sizeof(F) == 2)
            return m_blocks[block].narrow.data();
        else
            return m_blocks[block].wide.data();
    }
    size_t blockSize(int block) const
    {
        return m_wide ? m_blocks[block].wide.size() : m_blocks[block].narrow.size();
    }
    void truncateBlock(size_t size);
    // Ends the sample whose frames were appended (dropped unless value > 0, added to the
    // same stack when there is one).
    void endSample(qint64 value, quint32 records = 1);
    // The kept stack (its number + 1) of hash h with these frames, or 0.
    template <typename F> quint32 findStack(quint32 h, const F *frames, quint32 length) const;
    // Keeps the pending sample (the frames at the end of block 0): added to the same stack,
    // or a stack of its own.
    void settle();
    template <typename F> void settleStack();
    // Adds value and records to stack s.
    void addTo(size_t s, qint64 value, quint32 records);
    void pushStack(size_t end, qint64 value, quint32 records);
    // Indexes every stack kept (after the frames widened).
    template <typename F> void reindex();
    template <typename F> void appendFrom(FlatStacks &later);
    template <typename F>
    void appendFrames(std::vector<F> &to, std::span<const quint32> locationsLeafFirst,
                      const LocationFrames &frames);

    int m_sampleType = -1;
    quint32 m_functionCount = 0;
    bool m_wide = false;
    bool m_treeNeeded = false;
    bool m_merge = true;
    Block m_blocks[2];
    size_t m_splitFrame = size_t(-1); // the first frame of block 1, once appended
    std::vector<quint32> m_offsets{0};
    std::vector<qint64> m_values;
    std::vector<quint32> m_records; // per stack; empty while every one is 1
    quint64 m_recordCount = 0;
    std::optional<PairIndex> m_index; // stack number + 1 by hashOf(), while adding
    struct Pending
    {
        quint32 hash = 0;
        quint32 records = 0;
        qint64 value = 0; // 0: none
    } m_pending;          // the last sample added, its index slot being loaded
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

#include <condition_variable>
#include <deque>
#include <mutex>
#include <vector>

namespace hearth::pprof {

/// The stacks the helper thread of SplitStacks finds, handed to the reading thread a block
/// of BlockSize sample records at a time (the last block may be shorter), in order: a
/// block has an entry a record of it, the node in the helper's trie for those of its part
/// (the others' entries mean nothing). The reader merges a block's records once it has it
/// (ProfileBuilder::mergeAddedSamples()), so neither thread holds a stack a record of the
/// whole file. The helper waits while MaxWaiting blocks are not taken yet.
///
/// One mutex guards everything and every change is signalled on one condition variable,
/// waited on with a predicate: the helper stops waiting once the reader gave up, the
/// reader once the helper finished (whether or not it failed).
class StackBlocks
{
public:
    static constexpr size_t BlockSize = 65536;
    static constexpr size_t MaxWaiting = 4;

    /// Helper: the next block. False (the block dropped) once the reader gave up.
    bool put(std::vector<quint32> block);
    /// Helper: no block will come any more (done, failed or stopped).
    void finish();
    /// Reader: the next block, waiting for it. False when the helper finished without it.
    bool take(std::vector<quint32> &block);
    /// Reader: no block will be taken any more (a helper waiting in put() returns false).
    void giveUp();

private:
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<std::vector<quint32>> m_waiting;
    bool m_finished = false;
    bool m_gaveUp = false;
};

} // namespace hearth::pprof

// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

#include <atomic>

namespace hearth {

/// How far a read has come, written by the reading thread and polled by a window (no
/// signals: the window asks at its own pace, so a fast reader costs it nothing). Every
/// member is atomic; a stale value is fine, a torn one impossible.
class ReadProgress
{
public:
    /// What the read is doing after the bytes: the window names each.
    enum class Phase { Reading, BuildingTree, ComputingTable, Done };

    /// The input's size on disk (compressed files: the compressed size).
    void setTotalBytes(qint64 bytes) { m_total.store(bytes, std::memory_order_relaxed); }
    qint64 totalBytes() const { return m_total.load(std::memory_order_relaxed); }
    /// The input bytes consumed so far, where a reader knows them exactly (the folded-stacks
    /// stream: the file's offset; compressed input: the compressed bytes inflated).
    void setBytesRead(qint64 bytes) { m_bytes.store(bytes, std::memory_order_relaxed); }
    qint64 bytesRead() const { return m_bytes.load(std::memory_order_relaxed); }
    /// The reading's share done, 0..1000 (ReadOptions::progress).
    void setPermille(int permille) { m_permille.store(permille, std::memory_order_relaxed); }
    int permille() const { return m_permille.load(std::memory_order_relaxed); }
    void setPhase(Phase phase) { m_phase.store(phase, std::memory_order_relaxed); }
    Phase phase() const { return m_phase.load(std::memory_order_relaxed); }
    /// The bytes to show: those a reader reported, else the reading's share of the total.
    qint64 bytesShown() const
    {
        const qint64 exact = bytesRead();
        return exact > 0 ? exact : totalBytes() * qBound(0, permille(), 1000) / 1000;
    }

private:
    std::atomic<qint64> m_total{0};
    std::atomic<qint64> m_bytes{0};
    std::atomic<int> m_permille{0};
    std::atomic<Phase> m_phase{Phase::Reading};
};

} // namespace hearth

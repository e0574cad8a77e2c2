#pragma once

#include <QtGlobal>

#include <atomic>
#include <functional>

namespace hearth {

/// Limits and hooks for reading untrusted input.
struct ReadOptions
{
    /// Decompressed data larger than this is refused (a gzip or zstd bomb).
    qint64 maxDecompressedBytes = qint64(4) << 30;
    /// Called with 0..1000 as reading proceeds (from the reading thread).
    std::function<void(int permille)> progress;
    /// Set to true from another thread to stop reading; the result is a Cancelled error.
    const std::atomic<bool> *cancel = nullptr;

    bool cancelled() const { return cancel && cancel->load(std::memory_order_relaxed); }
};

} // namespace hearth

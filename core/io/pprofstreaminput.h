// SPDX-License-Identifier: MIT
#pragma once

#include "decompresssink.h"
#include "parseerror.h"
#include "pprofbytespan.h"
#include "profile/mappedarray.h"

#include <atomic>
#include <functional>
#include <thread>

class QIODevice;

namespace hearth {
struct ReadOptions;
} // namespace hearth

namespace hearth::pprof {

/// A large pprof file (raw, gzip or zstd) read in two passes, its decompressed bytes never
/// resident whole (PprofReader::parseStream()). Both passes go through
/// Decompressor::decompress() with this as the sink: the same limits, cancel and errors as a
/// whole read.
///
/// Pass 1 (load(), the calling thread): the output is written at its offsets into a sparse
/// buffer and indexed as it comes; the parser gives the pages of the sample records back
/// (release()), so only the tables stay. Pass 2 (feed()): a thread of its own inflates the
/// file again and writes the sample records' bytes at the same offsets, at most
/// ReadOptions::streamWindow bytes ahead of the slowest reader (`consumed`) unless a reader
/// waits for it; the readers wait for the bytes (waitFor(), SampleScanner) and give pages
/// back behind them.
class StreamInput : private DecompressSink
{
public:
    /// `device` is open, seekable and outlives this; each pass reads it from its start.
    StreamInput(QIODevice *device, qint64 size, const ReadOptions &options);
    /// Stops the second pass and waits for its thread.
    ~StreamInput() override;
    StreamInput(const StreamInput &) = delete;
    StreamInput &operator=(const StreamInput &) = delete;

    enum class Loaded {
        Read,     ///< everything inflated and indexed
        NotPprof, ///< the first 64 KiB are not a pprof profile: read the file whole
        Failed,   ///< *error set (the decompressor's), or `index` failed (the parser's)
    };
    /// index(base, available, final): the output below `available` has arrived at base
    /// (which moves as the buffer grows); false: a parse error. After one, the rest is still
    /// inflated (pages given back at once), so that a decompression error further on is the
    /// one reported, as a whole read reports it.
    using Index = std::function<bool(const quint8 *base, qint64 available, bool final)>;
    Loaded load(const Index &index, ParseError *error);
    /// The first 64 KiB of the output are not a pprof profile (load() said NotPprof).
    bool notPprof() const { return m_notPprof; }
    /// The error came from the decompressor (its offset is in the file), in either pass.
    bool decompressionFailed() const { return m_decompressionFailed; }
    quint8 *data() { return m_buffer.data(); }
    /// The decompressed size (after load()).
    qint64 size() const { return m_end; }
    /// Gives the pages of [begin, end) back (sample records: the second pass brings them).
    void release(qint64 begin, qint64 end);

    /// Starts the second pass for the bytes of `samples`; consumed(): the offset below which
    /// every reader of the samples is done.
    void feed(ByteSpan samples, std::function<qint64()> consumed);
    /// Waits until the sample bytes below `offset` have arrived; how far they have, or -1
    /// once the second pass failed or was stopped. Returns within the cancel delay.
    qint64 waitFor(qint64 offset) const;
    /// Stops the second pass and waits for it: its error, if it failed (cancelled, the file
    /// corrupt or changed since the first pass).
    ParseError finish();

private:
    char *room(qint64 at, qsizetype *bytes, qint64 limit) override;
    bool wrote(qint64 end) override;
    void run();
    void fail();

    QIODevice *m_device;
    qint64 m_fileSize;
    const ReadOptions &m_opt;
    MappedArray<quint8> m_buffer;
    qint64 m_end = 0;
    qint64 m_released = 0; // pages below it given back already (pass 1)
    const Index *m_index = nullptr;
    bool m_indexFailed = false;
    bool m_sniffed = false;
    bool m_notPprof = false;
    bool m_decompressionFailed = false;

    // Pass 2.
    bool m_feeding = false; // set before its thread starts
    ByteSpan m_samples{0, 0};
    std::function<qint64()> m_consumed;
    std::vector<char> m_scratch; // output before the samples, not kept
    mutable std::atomic<qint64> m_available{0};
    mutable std::atomic<int> m_waiting{0};
    std::atomic<bool> m_stop{false};
    ParseError m_feedError;
    std::thread m_thread;
};

} // namespace hearth::pprof

// SPDX-License-Identifier: MIT
#pragma once

#include "profile/valuetype.h"
#include "readprogress.h"

#include <QList>
#include <QString>
#include <QtGlobal>

#include <atomic>
#include <functional>

namespace hearth {

/// Which sample types a reader keeps stacks for. Every sample's values are read whatever
/// is chosen (totals and record counts are right for every type); only samples with a
/// non-zero value in a chosen type are kept and get their stack read (see
/// Profile::hasStacksFor()). A profile with one hot type among many reads much faster.
struct SampleTypeChoice
{
    enum class Kind {
        All,     ///< every type (the default)
        Default, ///< the type the profile shows first (see Profile::defaultSampleType())
        Named,   ///< `name`: a type name such as `inuse_space`, `type/unit`, or an index
        Indices, ///< the types at `indices`
    };
    Kind kind = Kind::All;
    QString name;
    QList<int> indices;

    static SampleTypeChoice all() { return {}; }
    static SampleTypeChoice defaultType() { return {Kind::Default, {}, {}}; }
    /// An empty name means the default type.
    static SampleTypeChoice named(const QString &name)
    {
        return name.isEmpty() ? defaultType() : SampleTypeChoice{Kind::Named, name, {}};
    }
    static SampleTypeChoice types(const QList<int> &indices)
    {
        return {Kind::Indices, {}, indices};
    }

    /// The type `name` names among types (its type, `type/unit`, or its index), or -1.
    static int find(const QList<ValueType> &types, const QString &name);
    /// Which of types are chosen, one entry per type; `declaredDefault` is the type the file
    /// names as default (or the last one). For All, every entry is true.
    QList<bool> chosen(const QList<ValueType> &types, int declaredDefault) const;
};

/// Limits and hooks for reading untrusted input.
struct ReadOptions
{
    /// Decompressed data larger than this is refused (a gzip or zstd bomb). 4 GiB unless the
    /// environment variable HEARTH_MAX_DECOMPRESSED says otherwise (bytes, or with a K, M,
    /// G or T suffix: `HEARTH_MAX_DECOMPRESSED=16G`).
    qint64 maxDecompressedBytes = environmentMaxDecompressedBytes();
    /// Compressed data that decompresses to more than this many times its compressed size
    /// (gzip: the whole input; zstd: the bytes read so far) is refused as soon as the output
    /// passes ratioFreeBytes, before the memory is spent. 0: no ratio limit. 1000 unless
    /// the environment variable HEARTH_MAX_RATIO says otherwise.
    qint64 maxDecompressionRatio = environmentMaxDecompressionRatio();
    /// Output up to this size is never refused for its ratio (64 MiB).
    qint64 ratioFreeBytes = qint64(64) << 20;
    /// A gzip or zstd file (a path, not standard input) larger than this is inflated as it is
    /// read, 4 MiB of it at a time, so its compressed bytes are never held beside the output
    /// (ProfileReader::readFile); gzip input in memory this large is inflated in steps when
    /// there is a cancel flag. Both go through zlib, 1 MiB a step with a look at the flag
    /// between steps, at half libdeflate's speed; smaller input, and input in memory without
    /// the flag, is inflated by libdeflate's one call a member (24 MiB of go-heap's pprof in
    /// about 0.1 s). docs/performance.md, "A 1 GB pprof", has the figures.
    qint64 steppedInflateFrom = qint64(24) << 20;
    /// A pprof file (raw, gzip or zstd; a path, not standard input) larger than this is read
    /// in two passes, its decompressed bytes never held whole: the tables first, then the
    /// samples as a second pass inflates them again (PprofReader::parseStream()). Smaller
    /// files are read whole, which is faster (docs/performance.md, "Streamed pprof").
    qint64 streamFrom = qint64(24) << 20;
    /// How far the second pass of such a read may run ahead of the slowest reader of the
    /// samples: about the most of the decompressed samples resident at once.
    qint64 streamWindow = qint64(32) << 20;
    /// Called with 0..1000 as reading proceeds (from the reading thread).
    std::function<void(int permille)> progress;
    /// Set to true from another thread to stop reading; the result is a Cancelled error.
    /// Every long loop of a read checks it at least every few milliseconds of work.
    const std::atomic<bool> *cancel = nullptr;
    /// Where readers that know the input bytes consumed report them (may be null).
    ReadProgress *readProgress = nullptr;
    /// The sample types whose stacks are kept (all of them unless the caller says).
    SampleTypeChoice sampleTypes;
    /// The pprof, folded-stacks and `perf script` readers keep no stack trie, no samples
    /// (nor their labels) and no locations, but the stacks of the first chosen sample type
    /// as FlatStacks (ProfileResult::flat): all `hearth summary` needs, in a fraction of the
    /// time and memory. Every sample's values still count in the totals; functions, types
    /// and the rest are read as always. Other formats ignore it.
    bool flatStacks = false;
    /// With flatStacks, a pprof whose sample records take at least this many bytes keeps
    /// each distinct stack once (FlatStacks::setMergeIdentical()): what lets the summary of a
    /// 1 GB pprof hold its 4.3 M stacks rather than its 26 M records. Below it every record
    /// is kept: finding the identical ones would cost more time (a 5 MB profile's read took
    /// half as long again) than the few megabytes they take (docs/performance.md,
    /// "Session 12").
    qint64 mergeStacksFrom = qint64(16) << 20;

    bool cancelled() const { return cancel && cancel->load(std::memory_order_relaxed); }
    void reportBytesRead(qint64 bytes) const
    {
        if (readProgress)
            readProgress->setBytesRead(bytes);
    }

    /// HEARTH_MAX_DECOMPRESSED, else 4 GiB (read once).
    static qint64 environmentMaxDecompressedBytes();
    /// HEARTH_MAX_RATIO, else 1000 (read once).
    static qint64 environmentMaxDecompressionRatio();
    /// A size such as `123`, `64K`, `512M`, `16G`, `1T` (binary units), or -1 if it is not one.
    static qint64 parseSize(QStringView text);
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "parseerror.h"
#include "readoptions.h"

#include <QByteArray>

class QIODevice;

namespace hearth {

class DecompressSink;

/// gzip (one or more members) and zstd (one or more frames, skippable frames skipped),
/// refusing output above a cap. Anything else is returned unchanged.
class Decompressor
{
public:
    enum class Compression { None, Gzip, Zstd };

    static Compression detect(const QByteArray &data);
    /// On error, `error` is set (Decompression / TooLarge / Cancelled / Truncated) with the
    /// byte offset in the compressed input where it was found, when known.
    static QByteArray decompress(const QByteArray &data, const ReadOptions &options,
                                 ParseError *error);
    /// The same for gzip or zstd data in a file: `device` is read from where it stands to its
    /// end, `pieceBytes` (4 MiB) at a time, each piece inflated into the output as it comes
    /// (zlib for gzip), so the compressed bytes are never held whole beside the output. `size`
    /// is the file's size: the ratio limit and the progress are taken of it, as of a buffer's.
    /// Data that is neither gzip nor zstd is copied as it is (still refused above
    /// maxDecompressedBytes).
    static QByteArray decompress(QIODevice *device, qint64 size, const ReadOptions &options,
                                 ParseError *error, qsizetype pieceBytes = qsizetype(4) << 20);
    /// The same, the output handed to `sink` a step (about 1 MiB) at a time as it is
    /// inflated: the one loop both a whole read and a streamed one go through, with the same
    /// limits, cancel, progress and errors. False with `error` set; true at the end of the
    /// input or where the sink said to stop.
    static bool decompress(QIODevice *device, qint64 size, const ReadOptions &options,
                           ParseError *error, DecompressSink &sink,
                           qsizetype pieceBytes = qsizetype(4) << 20);
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "parseerror.h"
#include "readoptions.h"

#include <QByteArray>

namespace hearth {

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
};

} // namespace hearth

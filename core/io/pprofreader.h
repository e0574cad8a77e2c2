// SPDX-License-Identifier: MIT
#pragma once

#include "profilereader.h"

#include <optional>

class QIODevice;

namespace hearth {

/// Decodes profile.proto (uncompressed bytes). Every index into the string, function,
/// location and mapping tables is checked; no recursion depends on the input.
class PprofReader
{
public:
    static ProfileResult parse(const QByteArray &data, const ReadOptions &options = {});
    /// parse() for a caller that hands its data over: pages of it that were read are given
    /// back to the system while the samples are read (when no other QByteArray shares it).
    static ProfileResult parseAndRelease(QByteArray data, const ReadOptions &options = {});
    /// A pprof file (raw, gzip or zstd; `device` open, seekable, `size` bytes) read in two
    /// passes, its decompressed bytes never held whole (pprof::StreamInput): the tables
    /// first, then the samples as a second pass inflates them again, a window at a time.
    /// The result and its errors are parse()'s of the decompressed bytes (errors of the
    /// decompressor at their offset in the file, as Decompressor gives them: not
    /// inDecompressed). Nothing (std::nullopt) when the output does not start like a pprof
    /// profile: the caller reads the file whole.
    static std::optional<ProfileResult> parseStream(QIODevice *device, qint64 size,
                                                    const ReadOptions &options = {});
};

} // namespace hearth

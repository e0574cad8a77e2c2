// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>

namespace hearth {

/// gzip-compresses bytes (one member), as `hearth store … profile -o FILE` writes the merged
/// pprof. Reading gzip is Decompressor's job.
class GzipWriter
{
public:
    /// Empty on failure (out of memory); an empty input gives a valid empty gzip member.
    static QByteArray compress(const QByteArray &data, int level = 6);
};

} // namespace hearth

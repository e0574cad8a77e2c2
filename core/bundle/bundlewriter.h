// SPDX-License-Identifier: MIT
#pragma once

#include "bundle.h"

#include <QByteArray>
#include <QString>

namespace hearth {

/// Writes a bundle: the header (current format version), then the Bundle message in zstd
/// frames: one for the build, stages and spans, then one per profile (a Bundle message with
/// that profile alone: concatenated, they are the whole message), so a reader can leave each
/// profile compressed until it is shown. The same bundle always gives the same bytes.
class BundleWriter
{
public:
    struct Options
    {
        int compressionLevel = 9; // zstd level, 1..19
    };

    static QByteArray toBytes(const Bundle &bundle, const Options &options);
    static QByteArray toBytes(const Bundle &bundle) { return toBytes(bundle, Options{}); }
    /// The uncompressed Bundle message (what `zstd -d` prints).
    static QByteArray content(const Bundle &bundle);
    /// Writes to a temporary file beside `path` and renames it: never half-written.
    static bool writeFile(const Bundle &bundle, const QString &path, const Options &options,
                          QString *error);
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "bundle.h"

#include "io/parseerror.h"
#include "io/readoptions.h"

namespace hearth {

/// What the bundle reader returns: a bundle, or an error saying what and where.
struct BundleResult
{
    Bundle::Ptr bundle;
    ParseError error;
    bool ok() const { return bundle != nullptr && !error.isError(); }
};

/// Reads a .profbundle: checks the header (magic, version), decompresses the content with a
/// size cap (an untrusted download), decodes the build, stages and spans and keeps each
/// profile as bytes (parsed when first shown, see BundleProfile). Errors carry the byte
/// offset: in the file for the header and the compressed stream, in the decompressed
/// content (inDecompressed) for the message.
class BundleReader
{
public:
    static BundleResult readFile(const QString &path, const ReadOptions &options = {});
    /// `name` is used in errors.
    static BundleResult readBytes(const QByteArray &data, const QString &name,
                                  const ReadOptions &options = {});
    /// Decodes the decompressed content (the Bundle message) alone.
    static BundleResult decode(const QByteArray &content, const QString &name,
                               const ReadOptions &options = {});
    /// The zstd-decompressed content after the header (every frame), refusing more than the
    /// cap.
    static QByteArray decompress(const QByteArray &data, qint64 from, const ReadOptions &options,
                                 ParseError *error);

private:
    /// `compressed`: profiles still in frames of their own; `fileSize` (or -1) for the error
    /// when profiles are missing from a cut file.
    static BundleResult decodeWith(const QByteArray &content, const QString &name,
                                   const ReadOptions &options,
                                   const QList<BundleProfile> &compressed, qint64 fileSize);
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "io/parseerror.h"

#include <QByteArray>
#include <QString>

namespace hearth {

/// The first bytes of a bundle file: a zstd skippable frame (so `zstd -d` skips it) whose
/// payload is the magic "HEARTHB\0" and the format version (major, minor: little-endian
/// uint16). 20 bytes in all.
class BundleFormat
{
public:
    static constexpr quint32 SkippableMagic = 0x184D2A50u;
    static constexpr qsizetype HeaderSize = 20;
    static constexpr char Magic[] = "HEARTHB"; // followed by a NUL byte
    /// Bytes that decide whether data is a bundle: the frame's magic, size and "HEARTHB\0".
    static constexpr qsizetype SniffSize = 16;

    struct Header
    {
        quint16 major = 0;
        quint16 minor = 0;
        qint64 size = 0; // bytes of the skippable frame, where the zstd content starts
    };

    static QByteArray header(quint16 major, quint16 minor);
    /// True when `data` starts like a bundle (enough: the first SniffSize bytes).
    static bool sniff(const QByteArray &data);
    /// True when the file at `path` can be opened and starts like a bundle. The one
    /// "is this a bundle?" test: windows, commands and the launcher all ask it.
    static bool isBundleFile(const QString &path);
    /// Reads the header; an error (offset into the file) when it is not one.
    static ParseError readHeader(const QByteArray &data, Header *header);
};

} // namespace hearth

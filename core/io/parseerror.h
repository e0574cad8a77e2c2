// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace hearth {

/// A structured error from any reader: what went wrong and where. Tests assert on the
/// fields; the UI turns it into translated text with toString().
struct ParseError
{
    enum class Kind {
        None,
        CannotOpen,      // the file could not be opened or read
        Empty,           // zero bytes
        UnknownFormat,   // not pprof, gzip, zstd, folded stacks or a bundle
        LegacyFormat,    // a legacy text pprof format (out of scope)
        Truncated,       // the data ends in the middle of a field
        Malformed,       // a field has the wrong wire type or an impossible value
        IndexOutOfRange, // an index into the string/function/location/mapping table is wrong
        TooLarge,        // decompressing would exceed the size cap (a compression bomb?)
        Decompression,   // the gzip or zstd stream is corrupt
        UnsupportedVersion,
        Cancelled,
    };

    Kind kind = Kind::None;
    QString file;
    qint64 offset = -1; // byte offset (in the decompressed data, see `inDecompressed`)
    qint64 line = -1;   // 1-based line for text formats
    bool inDecompressed = false;
    QString detail; // English, technical: which field, which index

    bool isError() const { return kind != Kind::None; }
    static ParseError at(Kind kind, qint64 offset, const QString &detail)
    {
        ParseError e;
        e.kind = kind;
        e.offset = offset;
        e.detail = detail;
        return e;
    }
    static ParseError atLine(Kind kind, qint64 line, const QString &detail)
    {
        ParseError e;
        e.kind = kind;
        e.line = line;
        e.detail = detail;
        return e;
    }
    /// "cpu.pb.gz: truncated at byte 1234 of the decompressed data: sample value" (translated).
    QString toString() const;
    static QString kindText(Kind kind);
};

} // namespace hearth

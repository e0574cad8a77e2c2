// SPDX-License-Identifier: MIT
#pragma once

#include "parseerror.h"
#include "readoptions.h"

#include <QByteArray>
#include <QString>

namespace hearth {

/// The one place a file argument is read whole: a path, or `-` for standard input (read to
/// its end; it cannot be read twice, so a caller that needs the bytes again keeps them).
/// ProfileReader::readFile, BundleReader::readFile and the commands that take raw bytes
/// (`hearth pack --profile`) all read through it.
class InputFile
{
public:
    /// True for `-`.
    static bool isStandardInput(const QString &path);
    /// The bytes of `path`, or empty with *error set (CannotOpen with the system's reason, or
    /// TooLarge when there are more than maxBytes), `error->file` naming the path.
    static QByteArray read(const QString &path, qint64 maxBytes, ParseError *error);
    /// The same for a reader: at most options.maxDecompressedBytes, read a few MiB at a time,
    /// each piece after a look at options.cancel (a Cancelled error once it is set), so a
    /// window's Cancel stops the read of a large file within one piece.
    static QByteArray read(const QString &path, const ReadOptions &options, ParseError *error);

private:
    static QByteArray read(const QString &path, qint64 maxBytes, const std::atomic<bool> *cancel,
                           ParseError *error);
};

} // namespace hearth

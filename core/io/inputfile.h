// SPDX-License-Identifier: MIT
#pragma once

#include "parseerror.h"

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
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

namespace hearth {

/// Runs a Command on its arguments, the same way for every command: `--opt=value` and
/// `--opt value`, `-h`/`--help` printed from the definition, unknown options named, the
/// number of arguments checked, file:// URLs taken as files, and file arguments checked
/// before the command runs ("cannot open X: No such file or directory", ExitBadInput).
class CommandLine
{
public:
    /// args: what follows the command's name.
    static int run(const Command &command, const QStringList &args, CliIo io);
    /// `hearth NAME --help`: the usage line, the description, the arguments and options.
    static QString helpText(const Command &command);
    /// "Usage: hearth NAME SYNOPSIS", translated.
    static QString usageLine(const Command &command);
    /// A file:// URL as a local path; anything else as it is.
    static QString localPath(const QString &arg);
    /// False after printing "hearth: cannot open PATH: why" to io.err. "-" (standard input)
    /// is always readable.
    static bool checkReadable(const QString &path, CliIo io);
};

} // namespace hearth

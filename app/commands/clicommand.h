// SPDX-License-Identifier: MIT
#pragma once

#include <QStringList>
#include <QTextStream>

namespace hearth {

/// Exit codes shared by every headless subcommand.
enum ExitCode : int {
    ExitOk = 0,
    ExitFailure = 1,  // an unexpected failure (e.g. cannot write the output)
    ExitUsage = 2,    // the command line is wrong
    ExitBadInput = 3, // an input could not be read (file, bundle, server answer)
    ExitIncomparable = 4,
};

/// The streams a subcommand writes to; tests pass string-backed streams.
struct CliIo
{
    QTextStream &out;
    QTextStream &err;
};

} // namespace hearth

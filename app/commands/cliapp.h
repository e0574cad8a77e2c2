#pragma once

#include "clicommand.h"

namespace hearth {

/// A headless subcommand as a process runs it: a QCoreApplication with Hearth's translators,
/// the arguments after the subcommand's name, stdout and stderr.
class CliApp
{
public:
    using Command = int (*)(const QStringList &args, CliIo io);
    /// argv[1] is the subcommand; returns its exit code.
    static int run(int argc, char **argv, Command command);
};

} // namespace hearth

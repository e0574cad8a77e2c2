// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

namespace hearth {

/// A subcommand as a process runs it: a QCoreApplication (a QApplication on the offscreen
/// platform for a command that paints) with Hearth's translators, the arguments after the
/// subcommand's name, stdout and stderr.
class CliApp
{
public:
    /// argv[1] is the subcommand; returns its exit code.
    static int run(int argc, char **argv, const Command &command);
};

} // namespace hearth

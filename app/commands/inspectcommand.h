#pragma once

#include "cli/clicommand.h"

namespace hearth {

/// `hearth inspect FILE.profbundle [--json]`: the build, and each stage with its status, wall,
/// CPU, outside-any-span CPU, span and profile counts.
class InspectCommand
{
public:
    /// args excludes the program name and the subcommand.
    static int run(const QStringList &args, CliIo io);
};

} // namespace hearth

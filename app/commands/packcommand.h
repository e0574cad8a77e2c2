#pragma once

#include "cli/clicommand.h"

namespace hearth {

/// `hearth pack --trace trace.json --manifest stages.json --profile STAGE[:KIND]=FILE ...
/// -o build.profbundle [--level N]`: makes a bundle, listing every problem it finds in the
/// inputs (errors stop it, with exit code 3).
class PackCommand
{
public:
    /// args excludes the program name and the subcommand.
    static int run(const QStringList &args, CliIo io);
};

} // namespace hearth

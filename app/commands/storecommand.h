#pragma once

#include "cli/clicommand.h"

namespace hearth {

/// `hearth store URL components|types|labels|series|profile [options]`: the profile store
/// from the command line. URL is the store's base URL or a console link (whose component,
/// type, operation and window become the defaults). Exit codes: 0 success, 2 usage, 3 the
/// server or its answer failed (one line on stderr saying what), 1 the output file could
/// not be written.
class StoreCommand
{
public:
    /// args excludes the program name and the subcommand.
    static int run(const QStringList &args, CliIo io);
};

} // namespace hearth

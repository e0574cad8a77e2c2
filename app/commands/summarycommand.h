#pragma once

#include "clicommand.h"

namespace hearth {

/// `hearth summary FILE [--sample-type T] [--top N] [--sort self|subtree|sites|inclusive|name]
/// [--json]`: the header as the GUI states it, the single-sample verdict and the function
/// table.
class SummaryCommand
{
public:
    /// args excludes the program name and the subcommand.
    static int run(const QStringList &args, CliIo io);
};

} // namespace hearth

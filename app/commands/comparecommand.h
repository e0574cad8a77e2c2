#pragma once

#include "cli/clicommand.h"

namespace hearth {

/// `hearth diff A B …`: two build bundles give the per-stage table (wall, CPU, outside any
/// span; status changes; the stage that moved; the cache comparison); anything else goes to
/// DiffCommand (the difference table of two profiles).
class CompareCommand
{
public:
    static int run(const QStringList &args, CliIo io);
};

} // namespace hearth

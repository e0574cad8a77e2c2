// SPDX-License-Identifier: MIT
#pragma once

#include "clicommand.h"

namespace hearth {

/// `hearth store URL memory --component NAME --from T --until T [--prometheus PROMURL]
/// [--query PROMQL] [--json]`: "a worker was OOMKilled" from the command line. Prints each
/// life (instance, start, end, floor at start and end, peak), the restarts (OOMKilled where
/// the metrics server knows) and the reading. A component with no memory series at all is an
/// answer: exit 0, reading not_enough_data, the runtime's hint as the sentence. Exit codes
/// otherwise as the other store subcommands: 2 usage, 3 a server or its answer failed.
class MemoryCommand
{
public:
    /// args excludes the program name and "store": URL, "memory", options.
    static int run(const QStringList &args, CliIo io);
};

} // namespace hearth

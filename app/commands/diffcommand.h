#pragma once

#include "clicommand.h"

namespace hearth {

/// `hearth diff A B [--top N] [--json] [--no-normalize] [--sample-type T]`: the difference
/// table of two profiles. Exit 4 with the reason when they cannot be compared.
class DiffCommand
{
public:
    static int run(const QStringList &args, CliIo io);
};

} // namespace hearth

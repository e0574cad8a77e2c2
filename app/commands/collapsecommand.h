#pragma once

#include "clicommand.h"

namespace hearth {

/// `hearth collapse FILE [--sample-type T] [-o OUT]`: writes folded stacks to stdout or OUT.
class CollapseCommand
{
public:
    static int run(const QStringList &args, CliIo io);
};

} // namespace hearth

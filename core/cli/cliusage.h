#pragma once

#include "clicommand.h"

namespace hearth {

/// `hearth --help`: every way to run hearth, one line each. Printed by the binary for
/// --help (to stdout) and after an unknown command (to stderr).
class CliUsage
{
public:
    static QString text();
    /// Prints text() to stream and returns ExitUsage (for the error path).
    static int print(QTextStream &stream);
};

} // namespace hearth

#pragma once

#include "cli/clicommand.h"

namespace hearth {

/// `hearth render FILE -o out.png|out.svg [--width W] [--height H] [--focus FUNCTION]
/// [--search REGEX] [--icicle] [--sample-type T]`: draws the header and the flame graph
/// without a display (the offscreen platform), for scripts, CI artefacts and tests.
/// Needs a QApplication (QtGui paints the text).
class RenderCommand
{
public:
    /// args excludes the program name and the subcommand.
    static int run(const QStringList &args, CliIo io);
};

} // namespace hearth

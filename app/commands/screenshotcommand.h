#pragma once

#include "cli/clicommand.h"

namespace hearth {

/// `hearth screenshot FILE -o OUT.png [--width W] [--height H]`: opens FILE's window (a build
/// bundle's build window, or a profile's window) off screen, waits until it has loaded (for a
/// bundle, until the first profiled stage's flame graph shows) and saves a picture of it.
/// Needs a QApplication (the offscreen platform is enough): how `scripts/bootstrap.sh run`
/// shows the example where there is no display.
class WindowScreenshot
{
public:
    static int run(const QStringList &args, CliIo io);
};

} // namespace hearth

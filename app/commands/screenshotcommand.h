// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

namespace hearth {

/// `hearth screenshot FILE -o OUT.png`: opens FILE's window (a build bundle's build window, or
/// a profile's window) off screen, waits until it has loaded (for a bundle, until the first
/// profiled stage's flame graph shows) and saves a picture of it: how
/// `scripts/bootstrap.sh run` shows the example where there is no display.
class ScreenshotCommand : public Command
{
public:
    /// args: what follows `hearth screenshot`.
    static int run(const QStringList &args, CliIo io);

    QString name() const override { return QStringLiteral("screenshot"); }
    QString synopsis() const override;
    QString description() const override;
    QList<Argument> arguments() const override;
    QList<QCommandLineOption> options() const override;
    bool needsGui() const override { return true; }
    int execute(const QCommandLineParser &parser, CliIo io) const override;
};

} // namespace hearth

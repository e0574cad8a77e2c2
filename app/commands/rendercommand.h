// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

namespace hearth {

/// `hearth render FILE -o out.png|out.svg`: draws the header and the flame graph without a
/// display (the offscreen platform), for scripts, CI artefacts and tests.
class RenderCommand : public Command
{
public:
    /// args: what follows `hearth render`.
    static int run(const QStringList &args, CliIo io);

    QString name() const override { return QStringLiteral("render"); }
    QString synopsis() const override;
    QString description() const override;
    QList<Argument> arguments() const override;
    QList<QCommandLineOption> options() const override;
    bool needsGui() const override { return true; }
    int execute(const QCommandLineParser &parser, CliIo io) const override;
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

namespace hearth {

/// `hearth collapse FILE`: folded stacks, one line per stack, root first, with its self value.
class CollapseCommand : public Command
{
public:
    /// args: what follows `hearth collapse`.
    static int run(const QStringList &args, CliIo io);

    QString name() const override { return QStringLiteral("collapse"); }
    QString synopsis() const override;
    QString description() const override;
    QList<Argument> arguments() const override;
    QList<QCommandLineOption> options() const override;
    int execute(const QCommandLineParser &parser, CliIo io) const override;
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

namespace hearth {

/// `hearth inspect FILE.profbundle`: the build, and each stage with its status, wall, CPU,
/// outside-any-span CPU, span and profile counts.
class InspectCommand : public Command
{
public:
    /// args: what follows `hearth inspect`.
    static int run(const QStringList &args, CliIo io);

    QString name() const override { return QStringLiteral("inspect"); }
    QString synopsis() const override;
    QString description() const override;
    QList<Argument> arguments() const override;
    QList<QCommandLineOption> options() const override;
    int execute(const QCommandLineParser &parser, CliIo io) const override;
};

} // namespace hearth

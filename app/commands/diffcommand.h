// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

namespace hearth {

/// `hearth diff A B`: the difference table of two profiles, largest change first; of two build
/// bundles, their stages side by side (BuildDiffReport).
class DiffCommand : public Command
{
public:
    /// args: what follows `hearth diff`.
    static int run(const QStringList &args, CliIo io);

    QString name() const override { return QStringLiteral("diff"); }
    QString synopsis() const override;
    QString description() const override;
    QList<Argument> arguments() const override;
    QList<QCommandLineOption> options() const override;
    int execute(const QCommandLineParser &parser, CliIo io) const override;
};

} // namespace hearth

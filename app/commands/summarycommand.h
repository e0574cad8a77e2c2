// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

namespace hearth {

/// `hearth summary FILE`: the header as the GUI states it, the single-sample verdict and the
/// function table.
class SummaryCommand : public Command
{
public:
    /// args: what follows `hearth summary`.
    static int run(const QStringList &args, CliIo io);

    QString name() const override { return QStringLiteral("summary"); }
    QString synopsis() const override;
    QString description() const override;
    QList<Argument> arguments() const override;
    QList<QCommandLineOption> options() const override;
    int execute(const QCommandLineParser &parser, CliIo io) const override;
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

namespace hearth {

/// `hearth pack`: a CI build's trace, stage manifest and profiles packed into one bundle.
class PackCommand : public Command
{
public:
    /// args: what follows `hearth pack`.
    static int run(const QStringList &args, CliIo io);

    QString name() const override { return QStringLiteral("pack"); }
    QString synopsis() const override;
    QString description() const override;
    QList<Argument> arguments() const override;
    QList<QCommandLineOption> options() const override;
    int execute(const QCommandLineParser &parser, CliIo io) const override;
};

} // namespace hearth

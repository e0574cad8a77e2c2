// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

namespace hearth {

/// `hearth store URL ACTION`: asks a profile store (Pyroscope) for its components, profile
/// types, labels, a time series or a merged profile.
class StoreCommand : public Command
{
public:
    /// args: what follows `hearth store`.
    static int run(const QStringList &args, CliIo io);

    QString name() const override { return QStringLiteral("store"); }
    QString synopsis() const override;
    QString description() const override;
    QList<Argument> arguments() const override;
    QList<QCommandLineOption> options() const override;
    /// The URL and the action are checked by execute() (one message for both).
    int minArguments() const override { return 0; }
    int maxArguments() const override { return 1000; }
    int execute(const QCommandLineParser &parser, CliIo io) const override;
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "clicommand.h"

#include <QString>
#include <QTextStream>

namespace hearth::test {

/// Runs a command's static run() with string-backed streams and keeps what it printed.
struct CommandRun
{
    QString out;
    QString err;
    int operator()(int (*command)(const QStringList &, CliIo), const QStringList &args)
    {
        out.clear();
        err.clear();
        QTextStream o(&out);
        QTextStream e(&err);
        return command(args, CliIo{o, e});
    }
};

} // namespace hearth::test

// SPDX-License-Identifier: MIT
#pragma once

#include "clicommand.h"

#include <QBuffer>
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

/// Runs a command with standard output on a device, as a process has it: `-o -` writes its
/// binary data there (bytes), and what the command says goes to standard error (err).
struct BinaryRun
{
    QByteArray bytes;
    QString err;
    int operator()(int (*command)(const QStringList &, CliIo), const QStringList &args)
    {
        bytes.clear();
        err.clear();
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QTextStream o(&buffer);
        QTextStream e(&err);
        const int rc = command(args, CliIo{o, e});
        o.flush();
        e.flush();
        return rc;
    }
};

} // namespace hearth::test

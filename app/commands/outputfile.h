// SPDX-License-Identifier: MIT
#pragma once

#include "clicommand.h"

#include <QByteArray>
#include <QString>

#include <functional>

class QIODevice;

namespace hearth {

/// The file a command writes (-o FILE): a path, written through QSaveFile so that a failed
/// write leaves no half-written file, or `-`, standard output: the device under io.out,
/// flushed first. Binary data needs that device; a string-backed stream (a test, a program
/// embedding a command) has none.
class OutputFile
{
public:
    /// True for `-`.
    static bool isStandardOutput(const QString &path);
    /// Where a command says what it wrote: io.err when the output is standard output (nothing
    /// but the data goes there), else io.out.
    static QTextStream &reportStream(const QString &path, CliIo io);
    /// Writes with write(device), which gives false when it fails. False with *error set
    /// ("cannot write X: why"; X is "standard output" for `-`).
    static bool write(const QString &path, CliIo io, const std::function<bool(QIODevice *)> &write,
                      QString *error);
    static bool write(const QString &path, CliIo io, const QByteArray &bytes, QString *error);
};

} // namespace hearth

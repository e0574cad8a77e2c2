// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/transformstack.h"
#include "clicommand.h"

#include <QCommandLineOption>

class QCommandLineParser;

namespace hearth {

/// The transform options shared by summary, collapse, render and diff (issue 17), declared
/// here once: --hide RE, --focus RE, --ignore RE, --focus-function NAME,
/// --collapse-recursion and --focus-subtree 'A;B;C', each repeatable, applied in the order
/// given.
class TransformOptions
{
public:
    /// The options (withFocus = false leaves out --focus, for a command that has none).
    static QList<QCommandLineOption> options(bool withFocus = true);
    /// The transforms in command-line order (QCommandLineParser::optionNames() lists the
    /// options found in order, once per occurrence). False after printing
    /// "COMMAND: --hide: invalid regular expression …" to io.err (exit with ExitUsage).
    static bool parse(const QCommandLineParser &parser, const QString &command, CliIo io,
                      TransformList *transforms, bool withFocus = true);
    /// "hide: otel, collapse-recursion" for a text header.
    static QString describe(const TransformList &transforms);
};

} // namespace hearth

#pragma once

#include "clicommand.h"

class QCommandLineParser;

namespace hearth {

/// `hearth SUBCOMMAND --help`: the subcommand's usage line, what it does, and its arguments
/// and options as the parser describes them. Every part is translated: the usage line and
/// descriptions by the caller's tr(), the headings ("Options:", "Arguments:") by Qt's own
/// catalogue, so the translators must be installed before the parser is built.
class CliHelp
{
public:
    /// Adds -h/--help to parser; when args ask for help, prints text() to io.out and returns
    /// true (the command then exits with ExitOk).
    static bool handle(QCommandLineParser &parser, const QStringList &args, const QString &usage,
                       CliIo io);
    /// The help text: usage (a translated "Usage: hearth …" line) in place of the parser's
    /// own first line, which names the executable's path instead of the subcommand.
    static QString text(const QCommandLineParser &parser, const QString &usage);
};

} // namespace hearth

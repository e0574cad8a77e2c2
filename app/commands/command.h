// SPDX-License-Identifier: MIT
#pragma once

#include "clicommand.h"

#include <QCommandLineOption>
#include <QList>
#include <QString>

class QCommandLineParser;

namespace hearth {

/// One subcommand of `hearth`: its name, what it takes and what it does, and how it runs.
/// The definition (arguments() and options()) is the only one: CommandLine parses with it and
/// prints `--help` from it, CommandRegistry lists it in `hearth --help`, and CommandDocs makes
/// the man page and the shell completions from it. Every command is registered in
/// CommandRegistry::all().
class Command
{
public:
    /// A positional argument. A file argument is checked before the command runs: "-" is
    /// standard input, a file:// URL is the file, anything that cannot be opened ends the
    /// command with "cannot open X: why" (ExitBadInput).
    struct Argument
    {
        QString name;        // as --help shows it: "file", "a"
        QString description; // translated
        bool file = false;
        bool repeats = false;      // the last argument may be given more than once
        bool standardInput = true; // a file argument may be "-"
    };

    virtual ~Command() = default;
    /// The word after `hearth`: "summary".
    virtual QString name() const = 0;
    /// What follows the name in a usage line, translated: "FILE [--top N] [--json]".
    virtual QString synopsis() const = 0;
    /// What the command does, one or two sentences, translated.
    virtual QString description() const = 0;
    virtual QList<Argument> arguments() const = 0;
    /// Its options; -h/--help is added by CommandLine.
    virtual QList<QCommandLineOption> options() const = 0;
    /// How many positional arguments it takes (beyond them: a usage error).
    virtual int minArguments() const { return int(arguments().size()); }
    virtual int maxArguments() const { return int(arguments().size()); }
    /// Needs a QApplication (it paints), on the offscreen platform when there is no display.
    virtual bool needsGui() const { return false; }
    /// Runs with a parser that has parsed the command line with options() and arguments()
    /// (file arguments checked, file:// URLs made paths).
    virtual int execute(const QCommandLineParser &parser, CliIo io) const = 0;
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "commandline.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QUrl>

#include <algorithm>
#include <cstdio>

namespace hearth {

namespace {

// This file's strings, in the hearth::CommandLine context: a class, so lupdate reads the
// Tr::tr() calls as they are.
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(hearth::CommandLine)
};

QCommandLineOption helpOption()
{
    // Qt's own wording, translated by qtbase_*.qm.
    return QCommandLineOption(
        QStringList{QStringLiteral("h"), QStringLiteral("help")},
        QCoreApplication::translate("QCommandLineParser", "Displays help on commandline options."));
}

void define(const Command &command, QCommandLineParser *parser)
{
    parser->setApplicationDescription(command.description());
    parser->addOption(helpOption());
    parser->addOptions(command.options());
    for (const Command::Argument &a : command.arguments())
        parser->addPositionalArgument(a.name, a.description,
                                      a.repeats ? a.name + QStringLiteral("...") : a.name);
}

bool asksForHelp(const QStringList &args)
{
    for (const QString &a : args) {
        if (a == QLatin1String("--"))
            return false;
        if (a == QLatin1String("--help") || a == QLatin1String("-h"))
            return true;
    }
    return false;
}

} // namespace

QString CommandLine::usageLine(const Command &command)
{
    return Tr::tr("Usage: hearth %1 %2").arg(command.name(), command.synopsis());
}

QString CommandLine::helpText(const Command &command)
{
    QCommandLineParser parser;
    define(command, &parser);
    // The parser's first line names the executable's path, not the command: ours instead.
    QString help = parser.helpText();
    const qsizetype eol = help.indexOf(QLatin1Char('\n'));
    help.replace(0, eol < 0 ? help.size() : eol, usageLine(command));
    const auto args = command.arguments();
    if (std::any_of(args.begin(), args.end(), [](const Command::Argument &a) { return a.file; }))
        help += QLatin1Char('\n') +
                Tr::tr("Environment: a gzip or zstd input that decompresses to more than "
                       "HEARTH_MAX_DECOMPRESSED (default 4G) or, past 64 MiB, to more than "
                       "HEARTH_MAX_RATIO (default 1000; 0: none) times its compressed size is "
                       "refused as a decompression bomb; raise them for a real file that large.") +
                QLatin1Char('\n');
    return help;
}

QString CommandLine::localPath(const QString &arg)
{
    if (!arg.startsWith(QLatin1String("file:")))
        return arg;
    const QUrl url(arg);
    return url.isLocalFile() ? url.toLocalFile() : arg;
}

bool CommandLine::checkReadable(const QString &path, CliIo io)
{
    if (path == QLatin1String("-"))
        return true;
    QFile f(path);
    if (f.open(QIODevice::ReadOnly))
        return true;
    io.err << Tr::tr("hearth: cannot open %1: %2").arg(path, f.errorString()) << Qt::endl;
    return false;
}

int CommandLine::run(const Command &command, const QStringList &rawArgs, CliIo io)
{
    if (asksForHelp(rawArgs)) {
        io.out << helpText(command) << Qt::flush;
        return ExitOk;
    }
    QStringList args;
    for (const QString &a : rawArgs)
        args << localPath(a);
    QCommandLineParser parser;
    define(command, &parser);
    const QString prefix = QStringLiteral("hearth ") + command.name() + QStringLiteral(": ");
    if (!parser.parse(QStringList{QStringLiteral("hearth ") + command.name()} + args)) {
        // One line: what is wrong, and where to read how it is right.
        io.err << prefix << parser.errorText() << QLatin1Char(' ')
               << Tr::tr("(hearth %1 --help for usage)").arg(command.name()) << Qt::endl;
        return ExitUsage;
    }
    const QStringList positional = parser.positionalArguments();
    const int n = int(positional.size());
    if (n < command.minArguments() || n > command.maxArguments()) {
        io.err << prefix
               << (n < command.minArguments() ? Tr::tr("too few arguments")
                                              : Tr::tr("unexpected argument '%1'")
                                                    .arg(positional.value(command.maxArguments())))
               << Qt::endl
               << usageLine(command) << Qt::endl;
        return ExitUsage;
    }
    const QList<Command::Argument> specs = command.arguments();
    for (int i = 0; i < n && !specs.isEmpty(); ++i) {
        const Command::Argument spec = specs.value(i, specs.last());
        if (!spec.file)
            continue;
        if (positional[i] == QLatin1String("-") && !spec.standardInput) {
            io.err << prefix << Tr::tr("reads no standard input: give a file") << Qt::endl;
            return ExitUsage;
        }
        if (!checkReadable(positional[i], io))
            return ExitBadInput;
    }
    return command.execute(parser, io);
}

} // namespace hearth

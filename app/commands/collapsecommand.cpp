// SPDX-License-Identifier: MIT
#include "collapsecommand.h"

#include "analysis/calltree.h"
#include "cliprofile.h"
#include "commandline.h"
#include "io/collapsedwriter.h"
#include "io/pprofwriter.h"
#include "transformoptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QSaveFile>

namespace hearth {

namespace {
// This file's strings, in the hearth::CollapseCommand context: a class, so lupdate reads the
// Tr::tr() calls as they are.
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(hearth::CollapseCommand)
};
} // namespace

int CollapseCommand::run(const QStringList &args, CliIo io)
{
    return CommandLine::run(CollapseCommand(), args, io);
}

QString CollapseCommand::synopsis() const
{
    return Tr::tr(
        "FILE [--sample-type T] [-o OUT] [--format folded|pprof] [--hide RE] [--focus RE] "
        "[--ignore RE] "
        "[--focus-function NAME] [--collapse-recursion] [--focus-subtree PATH]");
}

QString CollapseCommand::description() const
{
    return Tr::tr("Writes folded stacks: one line per stack, root first, with its self value; or, "
                  "with --format pprof, the same stacks as a gzip-compressed pprof profile.");
}

QList<Command::Argument> CollapseCommand::arguments() const
{
    return {{Tr::tr("file"), Tr::tr("A profile in any format Hearth reads."), true}};
}

QList<QCommandLineOption> CollapseCommand::options() const
{
    return QList<QCommandLineOption>{
               QCommandLineOption(QStringLiteral("sample-type"),
                                  Tr::tr("The sample type to write."), Tr::tr("type")),
               QCommandLineOption(QStringList{QStringLiteral("o"), QStringLiteral("output")},
                                  Tr::tr("Write to this file instead of standard output."),
                                  Tr::tr("file")),
               QCommandLineOption(
                   QStringLiteral("format"),
                   Tr::tr("folded (the default) or pprof (.pb.gz, for go tool pprof)."),
                   Tr::tr("format"), QStringLiteral("folded")),
           } +
           TransformOptions::options();
}

int CollapseCommand::execute(const QCommandLineParser &parser, CliIo io) const
{
    const QString typeOpt = QStringLiteral("sample-type");
    const QString outOpt = QStringLiteral("output");
    const QString format = parser.value(QStringLiteral("format"));
    if (format != QLatin1String("folded") && format != QLatin1String("pprof")) {
        io.err << Tr::tr("hearth collapse: unknown format '%1': folded or pprof").arg(format)
               << Qt::endl;
        return ExitUsage;
    }
    const bool pprof = format == QLatin1String("pprof");
    TransformList transforms;
    if (!TransformOptions::parse(parser, QStringLiteral("hearth collapse"), io, &transforms))
        return ExitUsage;
    const Profile::Ptr profile =
        CliProfile::load(parser.positionalArguments().first(), parser.value(typeOpt), io);
    if (!profile)
        return ExitBadInput;
    const int type = CliProfile::sampleType(*profile, parser.value(typeOpt), io);
    if (type < 0)
        return ExitUsage;
    const CallTree::Ptr tree =
        CallTree::build(TransformStack::apply(profile, transforms).profile, type);
    auto write = [&](QIODevice *device) {
        return pprof ? PprofWriter::write(*tree, device) : CollapsedWriter::write(*tree, device);
    };
    if (parser.isSet(outOpt) && parser.value(outOpt) != QLatin1String("-")) {
        QSaveFile out(parser.value(outOpt));
        if (!out.open(QIODevice::WriteOnly) || !write(&out) || !out.commit()) {
            io.err << Tr::tr("hearth collapse: cannot write %1: %2")
                          .arg(parser.value(outOpt), out.errorString())
                   << Qt::endl;
            return ExitFailure;
        }
        return ExitOk;
    }
    io.out.flush();
    if (io.out.device()) {
        if (!write(io.out.device()))
            return ExitFailure;
        return ExitOk;
    }
    if (pprof) {
        io.err << Tr::tr("hearth collapse: pprof is binary: write it with -o FILE") << Qt::endl;
        return ExitUsage;
    }
    // A string-backed stream (tests, scripts embedding the command): write into it.
    io.out << QString::fromUtf8(CollapsedWriter::toBytes(*tree));
    io.out.flush();
    return ExitOk;
}

} // namespace hearth

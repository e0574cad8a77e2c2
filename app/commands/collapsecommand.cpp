#include "collapsecommand.h"

#include "../analysis/calltree.h"
#include "../io/collapsedwriter.h"
#include "clihelp.h"
#include "cliprofile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QSaveFile>

namespace hearth {

namespace {
QString tr(const char *s)
{
    return QCoreApplication::translate("hearth::CollapseCommand", s);
}
} // namespace

int CollapseCommand::run(const QStringList &args, CliIo io)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(tr("file"), tr("A pprof or folded-stacks file."));
    const QCommandLineOption typeOpt(QStringLiteral("sample-type"), tr("The sample type to write."),
                                     tr("type"));
    const QCommandLineOption outOpt(QStringList{QStringLiteral("o"), QStringLiteral("output")},
                                    tr("Write to this file instead of standard output."),
                                    tr("file"));
    parser.addOptions({typeOpt, outOpt});
    parser.setApplicationDescription(
        tr("Writes folded stacks: one line per stack, root first, with its self value."));
    const QString usage = tr("Usage: hearth collapse FILE [--sample-type T] [-o OUT]");
    if (CliHelp::handle(parser, args, usage, io))
        return ExitOk;
    if (!parser.parse(QStringList{QStringLiteral("hearth collapse")} + args) ||
        parser.positionalArguments().size() != 1) {
        io.err << usage << Qt::endl;
        return ExitUsage;
    }
    const Profile::Ptr profile =
        CliProfile::load(parser.positionalArguments().first(), parser.value(typeOpt), io);
    if (!profile)
        return ExitBadInput;
    const int type = CliProfile::sampleType(*profile, parser.value(typeOpt), io);
    if (type < 0)
        return ExitUsage;
    const CallTree::Ptr tree = CallTree::build(profile, type);
    if (parser.isSet(outOpt)) {
        QSaveFile out(parser.value(outOpt));
        if (!out.open(QIODevice::WriteOnly) || !CollapsedWriter::write(*tree, &out) ||
            !out.commit()) {
            io.err << tr("hearth collapse: cannot write %1: %2")
                          .arg(parser.value(outOpt), out.errorString())
                   << Qt::endl;
            return ExitFailure;
        }
        return ExitOk;
    }
    io.out.flush();
    if (io.out.device()) {
        if (!CollapsedWriter::write(*tree, io.out.device()))
            return ExitFailure;
        return ExitOk;
    }
    // A string-backed stream (tests, scripts embedding the command): write into it.
    io.out << QString::fromUtf8(CollapsedWriter::toBytes(*tree));
    io.out.flush();
    return ExitOk;
}

} // namespace hearth

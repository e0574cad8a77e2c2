// SPDX-License-Identifier: MIT
#include "packcommand.h"

#include "bundle/bundlepacker.h"
#include "bundle/bundlewriter.h"
#include "commandline.h"
#include "io/inputfile.h"
#include "io/readoptions.h"
#include "outputfile.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>

#include <algorithm>

namespace hearth {

namespace {

// This file's strings, in the hearth::PackCommand context: a class, so lupdate reads the
// Tr::tr() calls as they are.
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(hearth::PackCommand)
};

int usage(CliIo io, const QString &problem)
{
    io.err << QStringLiteral("hearth pack: ") << problem << QLatin1Char('\n')
           << CommandLine::usageLine(PackCommand()) << QLatin1Char('\n');
    return ExitUsage;
}

// "-": standard input; otherwise "hearth: cannot open PATH: why" when it cannot be read.
bool readInput(const QString &path, QByteArray *out, CliIo io)
{
    ParseError error;
    *out = InputFile::read(path, ReadOptions().maxDecompressedBytes, &error);
    if (!error.isError())
        return true;
    // "hearth: cannot open PATH: why", as for every file argument.
    if (error.kind == ParseError::Kind::CannotOpen && !InputFile::isStandardInput(path))
        return CommandLine::checkReadable(path, io);
    io.err << QStringLiteral("hearth: ") << error.toString() << Qt::endl;
    return false;
}

} // namespace

int PackCommand::run(const QStringList &args, CliIo io)
{
    return CommandLine::run(PackCommand(), args, io);
}

QString PackCommand::synopsis() const
{
    return Tr::tr("--trace TRACE.json --manifest STAGES.json "
                  "[--profile STAGE[:cpu|engine_cpu|retained_memory]=FILE ...] -o OUT.profbundle|- "
                  "[--level 1-19]");
}

QString PackCommand::description() const
{
    return Tr::tr("Packs a CI build into one bundle: its trace (OTLP JSON), its stage manifest and "
                  "the profiles of its stages, zstd-compressed (--level, 19 by default). A "
                  "profile's kind is cpu unless given.");
}

QList<Command::Argument> PackCommand::arguments() const
{
    return {};
}

QList<QCommandLineOption> PackCommand::options() const
{
    return {
        QCommandLineOption(QStringLiteral("trace"), Tr::tr("The build's trace (OTLP JSON)."),
                           QStringLiteral("TRACE.json")),
        QCommandLineOption(QStringLiteral("manifest"), Tr::tr("The stage manifest."),
                           QStringLiteral("STAGES.json")),
        QCommandLineOption(
            QStringLiteral("profile"),
            Tr::tr("A stage's profile, as STAGE=FILE or STAGE:KIND=FILE; repeatable."),
            Tr::tr("stage=file")),
        QCommandLineOption(QStringList{QStringLiteral("o"), QStringLiteral("output")},
                           Tr::tr("The bundle to write; - writes it to standard output."),
                           QStringLiteral("OUT.profbundle")),
        QCommandLineOption(QStringLiteral("level"), Tr::tr("The zstd level, 1 to 19."),
                           QStringLiteral("1-19"), QStringLiteral("19")),
    };
}

int PackCommand::execute(const QCommandLineParser &parser, CliIo io) const
{
    const QString trace = parser.value(QStringLiteral("trace"));
    const QString manifest = parser.value(QStringLiteral("manifest"));
    const QString output = parser.value(QStringLiteral("output"));
    bool levelOk = false;
    const int level = parser.value(QStringLiteral("level")).toInt(&levelOk);
    if (!levelOk || level < 1 || level > 19)
        return usage(io, Tr::tr("--level takes 1 to 19"));
    QList<QPair<QString, QString>> profiles; // STAGE[:KIND], FILE
    for (const QString &spec : parser.values(QStringLiteral("profile"))) {
        const qsizetype eq = spec.indexOf(QLatin1Char('='));
        if (eq <= 0 || eq + 1 == spec.size())
            return usage(
                io, Tr::tr("--profile takes STAGE=FILE or STAGE:KIND=FILE, not '%1'").arg(spec));
        profiles.append({spec.left(eq), CommandLine::localPath(spec.mid(eq + 1))});
    }
    if (trace.isEmpty() || manifest.isEmpty() || output.isEmpty())
        return usage(io, Tr::tr("--trace, --manifest and -o are required"));

    BundlePacker::Input input;
    input.traceName = trace;
    input.manifestName = manifest;
    if (!readInput(trace, &input.trace, io) || !readInput(manifest, &input.manifest, io))
        return ExitBadInput;
    for (const auto &p : profiles) {
        BundlePacker::ProfileInput pi;
        pi.name = p.second;
        pi.stage = p.first;
        const qsizetype colon = p.first.lastIndexOf(QLatin1Char(':'));
        if (colon > 0) {
            pi.stage = p.first.left(colon);
            pi.kindGiven = true;
            if (!BundleProfile::parseKind(p.first.mid(colon + 1), &pi.kind))
                return usage(io, QCoreApplication::translate(
                                     "hearth::PackCommand",
                                     "unknown profile kind '%1' (cpu, engine_cpu, retained_memory)")
                                     .arg(p.first.mid(colon + 1)));
        }
        if (!readInput(p.second, &pi.data, io))
            return ExitBadInput;
        input.profiles.append(pi);
    }

    const BundlePacker::Result r = BundlePacker::pack(input);
    for (const PackIssue &issue : r.issues)
        io.err << issue.toString() << QLatin1Char('\n');
    if (!r.ok()) {
        io.err << QCoreApplication::translate(
                      "hearth::PackCommand", "hearth pack: no bundle written (%n error(s))", "",
                      int(std::count_if(r.issues.begin(), r.issues.end(),
                                        [](const PackIssue &i) { return i.isError(); })))
               << QLatin1Char('\n');
        return ExitBadInput;
    }
    const QByteArray bytes = BundleWriter::toBytes(*r.bundle, BundleWriter::Options{level});
    QString error;
    if (bytes.isEmpty()) {
        io.err << QStringLiteral("hearth: ") << output << QStringLiteral(": ")
               << Tr::tr("compression failed") << QLatin1Char('\n');
        return ExitFailure;
    }
    if (!OutputFile::write(output, io, bytes, &error)) {
        io.err << QStringLiteral("hearth pack: ") << error << QLatin1Char('\n');
        return ExitFailure;
    }
    // With -o - the bundle is standard output: this line goes to standard error.
    OutputFile::reportStream(output, io)
        << QCoreApplication::translate("hearth::PackCommand", "%1: %2, %3, %4, %5 bytes\n")
               .arg(OutputFile::isStandardOutput(output) ? Tr::tr("standard output") : output,
                    QCoreApplication::translate("hearth::PackCommand", "%n stage(s)", nullptr,
                                                int(r.bundle->stages().size())),
                    QCoreApplication::translate("hearth::PackCommand", "%n span(s)", nullptr,
                                                int(r.bundle->spans().size())),
                    QCoreApplication::translate("hearth::PackCommand", "%n profile(s)", nullptr,
                                                int(r.bundle->profiles().size())))
               .arg(bytes.size());
    return ExitOk;
}

} // namespace hearth

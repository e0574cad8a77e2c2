#include "packcommand.h"

#include "bundlepacker.h"
#include "bundlewriter.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace hearth {

namespace {

int usage(CliIo io, const QString &problem)
{
    io.err << QStringLiteral("hearth pack: ") << problem << QLatin1Char('\n')
           << QCoreApplication::translate(
                  "hearth::PackCommand",
                  "Usage: hearth pack --trace TRACE.json --manifest STAGES.json "
                  "[--profile STAGE[:cpu|engine_cpu|retained_memory]=FILE ...] "
                  "-o OUT.profbundle [--level 1-19]\n");
    return ExitUsage;
}

bool readInput(const QString &path, QByteArray *out, CliIo io)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        io.err << QStringLiteral("hearth: ") << path << QStringLiteral(": ") << f.errorString()
               << QLatin1Char('\n');
        return false;
    }
    *out = f.readAll();
    return true;
}

} // namespace

int PackCommand::run(const QStringList &args, CliIo io)
{
    if (args.contains(QLatin1String("--help")) || args.contains(QLatin1String("-h"))) {
        io.out << QCoreApplication::translate(
            "hearth::PackCommand",
            "Usage: hearth pack --trace TRACE.json --manifest STAGES.json "
            "[--profile STAGE[:cpu|engine_cpu|retained_memory]=FILE ...] "
            "-o OUT.profbundle [--level 1-19]\n\n"
            "Packs a CI build into one bundle: its trace (OTLP JSON), its stage manifest and "
            "the profiles of its stages, zstd-compressed (--level, 19 by default). A "
            "profile's kind is cpu unless given.\n");
        return ExitOk;
    }
    QString trace;
    QString manifest;
    QString output;
    int level = 19;
    QList<QPair<QString, QString>> profiles; // STAGE[:KIND], FILE
    for (qsizetype i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        const bool hasValue = i + 1 < args.size();
        if (a == QLatin1String("--trace") && hasValue) {
            trace = args[++i];
        } else if (a == QLatin1String("--manifest") && hasValue) {
            manifest = args[++i];
        } else if ((a == QLatin1String("-o") || a == QLatin1String("--output")) && hasValue) {
            output = args[++i];
        } else if (a == QLatin1String("--level") && hasValue) {
            bool ok = false;
            level = args[++i].toInt(&ok);
            if (!ok || level < 1 || level > 19)
                return usage(io, QCoreApplication::translate("hearth::PackCommand",
                                                             "--level takes 1 to 19"));
        } else if (a == QLatin1String("--profile") && hasValue) {
            const QString spec = args[++i];
            const qsizetype eq = spec.indexOf(QLatin1Char('='));
            if (eq <= 0 || eq + 1 == spec.size())
                return usage(io, QCoreApplication::translate(
                                     "hearth::PackCommand",
                                     "--profile takes STAGE=FILE or STAGE:KIND=FILE, not '%1'")
                                     .arg(spec));
            profiles.append({spec.left(eq), spec.mid(eq + 1)});
        } else {
            return usage(
                io, QCoreApplication::translate("hearth::PackCommand", "unexpected argument '%1'")
                        .arg(a));
        }
    }
    if (trace.isEmpty() || manifest.isEmpty() || output.isEmpty())
        return usage(io, QCoreApplication::translate("hearth::PackCommand",
                                                     "--trace, --manifest and -o are required"));

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
    QString error;
    if (!BundleWriter::writeFile(*r.bundle, output, BundleWriter::Options{level}, &error)) {
        io.err << QStringLiteral("hearth: ") << output << QStringLiteral(": ") << error
               << QLatin1Char('\n');
        return ExitFailure;
    }
    io.out << QCoreApplication::translate("hearth::PackCommand",
                                          "%1: %2 stages, %3 spans, %4 profiles, %5 bytes\n")
                  .arg(output)
                  .arg(r.bundle->stages().size())
                  .arg(r.bundle->spans().size())
                  .arg(r.bundle->profiles().size())
                  .arg(QFileInfo(output).size());
    return ExitOk;
}

} // namespace hearth

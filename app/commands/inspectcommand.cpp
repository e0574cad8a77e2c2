// SPDX-License-Identifier: MIT
#include "inspectcommand.h"

#include "analysis/quantity.h"
#include "bundle/buildsummary.h"
#include "bundle/bundleanalysis.h"
#include "bundle/bundlejson.h"
#include "bundle/bundlereader.h"
#include "commandline.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

namespace hearth {

namespace {

QString statusText(const Stage &s)
{
    switch (s.status) {
    case ProfileStatus::Profile:
        return QCoreApplication::translate("hearth::InspectCommand", "profile");
    case ProfileStatus::EngineProfile:
        return QCoreApplication::translate("hearth::InspectCommand",
                                           "engine profile (a shape, not a cost)");
    case ProfileStatus::NoProfile:
        return QCoreApplication::translate("hearth::InspectCommand", "no profile: %1")
            .arg(s.reason);
    case ProfileStatus::Missing:
        return QCoreApplication::translate("hearth::InspectCommand",
                                           "MISSING: a profile was expected and did not arrive");
    case ProfileStatus::Unspecified:
        break;
    }
    return QCoreApplication::translate("hearth::InspectCommand", "status not given");
}

} // namespace

int InspectCommand::run(const QStringList &args, CliIo io)
{
    return CommandLine::run(InspectCommand(), args, io);
}

QString InspectCommand::synopsis() const
{
    return QCoreApplication::translate("hearth::InspectCommand", "FILE.profbundle [--json]");
}

QString InspectCommand::description() const
{
    return QCoreApplication::translate(
        "hearth::InspectCommand",
        "Prints what a build bundle holds: the build, its stages with wall and CPU time, which "
        "stages and spans carry a profile, and the cache entries; --json prints the same as one "
        "JSON object.");
}

QList<Command::Argument> InspectCommand::arguments() const
{
    return {{QStringLiteral("file"),
             QCoreApplication::translate("hearth::InspectCommand", "A build bundle."), true}};
}

QList<QCommandLineOption> InspectCommand::options() const
{
    return {QCommandLineOption(
        QStringLiteral("json"),
        QCoreApplication::translate("hearth::InspectCommand", "Print one JSON object."))};
}

int InspectCommand::execute(const QCommandLineParser &parser, CliIo io) const
{
    const QString file = parser.positionalArguments().first();
    const bool json = parser.isSet(QStringLiteral("json"));
    const BundleResult r = BundleReader::readFile(file); // "-": standard input
    if (!r.ok()) {
        io.err << QStringLiteral("hearth: ") << r.error.toString() << QLatin1Char('\n');
        return ExitBadInput;
    }
    const Bundle &b = *r.bundle;
    QList<StageBreakdown> breakdowns;
    for (int i = 0; i < b.stages().size(); ++i)
        breakdowns.append(BundleAnalysis::stageBreakdown(b, i));
    if (json) {
        io.out << QString::fromUtf8(QJsonDocument(BundleJson::inspect(b, file, breakdowns))
                                        .toJson(QJsonDocument::Indented));
        return ExitOk;
    }

    io.out << BuildSummary::headline(b) << QLatin1Char('\n');
    const QString sentence = BuildSummary::sentence(b);
    if (!sentence.isEmpty())
        io.out << sentence << QLatin1Char('\n');
    if (!b.build().url.isEmpty())
        io.out << b.build().url << QLatin1Char('\n');
    io.out << QCoreApplication::translate("hearth::InspectCommand", "format %1.%2")
                  .arg(b.formatMajor())
                  .arg(b.formatMinor())
           << QStringLiteral(" · ")
           << QCoreApplication::translate("hearth::InspectCommand", "%n stage(s)", nullptr,
                                          int(b.stages().size()))
           << QStringLiteral(" · ")
           << QCoreApplication::translate("hearth::InspectCommand", "%n span(s)", nullptr,
                                          int(b.spans().size()))
           << QStringLiteral(" · ")
           << QCoreApplication::translate("hearth::InspectCommand", "%n profile(s)", nullptr,
                                          int(b.profiles().size()))
           << QLatin1Char('\n');
    for (int i = 0; i < b.stages().size(); ++i) {
        const Stage &s = b.stages()[i];
        const StageBreakdown &bd = breakdowns[i];
        io.out << QLatin1Char('\n') << s.name;
        if (!s.runtime.isEmpty())
            io.out << QStringLiteral(" (") << s.runtime << QLatin1Char(')');
        io.out << QStringLiteral(" · ") << statusText(s) << QLatin1Char('\n');
        io.out << QStringLiteral("  ")
               << QCoreApplication::translate("hearth::InspectCommand", "wall %1 · CPU %2")
                      .arg(Quantity::formatDuration(s.wallNanos()),
                           Quantity::formatDuration(s.cpuNanos))
               << QStringLiteral(" · ")
               << QCoreApplication::translate("hearth::InspectCommand", "%n span(s)", nullptr,
                                              int(b.spansOfStage(i).size()))
               << QStringLiteral(" · ")
               << QCoreApplication::translate("hearth::InspectCommand", "%n profile(s)", nullptr,
                                              int(b.profilesOfStage(i).size()))
               << QLatin1Char('\n');
        if (bd.hasProfile()) {
            io.out << QStringLiteral("  ")
                   << QCoreApplication::translate("hearth::InspectCommand",
                                                  "profiled %1 · outside any span %2 (%3)")
                          .arg(Quantity::format(bd.total, bd.valueType),
                               Quantity::format(bd.outside, bd.valueType),
                               Quantity::percent(bd.outside, bd.total))
                   << QLatin1Char('\n');
            const QString boot = BundleAnalysis::suiteBootSentence(b, bd);
            if (!boot.isEmpty())
                io.out << QStringLiteral("  ") << boot << QLatin1Char('\n');
        } else if (bd.error.isError()) {
            io.out << QStringLiteral("  ")
                   << QCoreApplication::translate("hearth::InspectCommand",
                                                  "profile unreadable: %1")
                          .arg(bd.error.toString())
                   << QLatin1Char('\n');
        }
        for (int p : b.profilesOfStage(i)) {
            const BundleProfile &bp = b.profiles()[p];
            if (bp.kind() != ProfileKind::RetainedMemory)
                continue;
            const ProfileResult pr = bp.profile(BundleAnalysis::profileName(b, p, file));
            if (!pr.ok()) {
                io.out << QStringLiteral("  ")
                       << QCoreApplication::translate("hearth::InspectCommand",
                                                      "retained memory: unreadable: %1")
                              .arg(pr.error.toString())
                       << QLatin1Char('\n');
                continue;
            }
            const int t = pr.profile->defaultSampleType();
            io.out << QStringLiteral("  ")
                   << QCoreApplication::translate("hearth::InspectCommand", "retained memory: %1")
                          .arg(Quantity::totalPhrase(pr.profile->totalValue(t),
                                                     pr.profile->sampleTypes().value(t)))
                   << QLatin1Char('\n');
        }
        int hits = 0;
        int misses = 0;
        for (const CacheEntry &c : s.cache)
            (c.hit ? hits : misses)++;
        if (!s.cache.isEmpty())
            io.out << QStringLiteral("  ")
                   << QCoreApplication::translate("hearth::InspectCommand",
                                                  "cache: %1 hit, %2 missed")
                          .arg(hits)
                          .arg(misses)
                   << QLatin1Char('\n');
    }
    return ExitOk;
}

} // namespace hearth

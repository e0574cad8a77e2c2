// SPDX-License-Identifier: MIT
#include "memorycommand.h"

#include "analysis/quantity.h"
#include "store/memoryfetch.h"
#include "store/storelink.h"
#include "store/storetime.h"
#include "store/tlsfingerprint.h"
#include "storeconnectionoptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace hearth {

namespace {

// This file's strings, in the MemoryCommand context: a class, so lupdate reads the
// Tr::tr() calls as they are.
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(MemoryCommand)
};

const char *const usageText = QT_TRANSLATE_NOOP(
    "MemoryCommand",
    "Usage: hearth store URL memory --component NAME --from T --until T [--prometheus URL] "
    "[--query PROMQL] [--json]\n"
    "The component's memory series between restarts, read as a rising floor (a leak), a "
    "plateau with spikes (a limit too low), steady, or not enough data.\n"
    "Memory comes from the store's in-use memory profile where the component pushes one, "
    "else from the Prometheus-compatible server (default query: "
    "container_memory_working_set_bytes{container=\"NAME\"}).\n"
    "T: milliseconds since the epoch, RFC 3339, now, or -1h, -15m, -7d.\n"
    "Options: --tenant ID --user NAME --token TOKEN (or HEARTH_STORE_TOKEN) "
    "--prometheus-user NAME --prometheus-token TOKEN (or HEARTH_PROMETHEUS_TOKEN) "
    "--timeout SECONDS --trust-fingerprint SHA256 --json\n");

int usageError(CliIo io, const QString &what)
{
    io.err << QStringLiteral("hearth store memory: ") << what << QStringLiteral(" (")
           << Tr::tr("hearth store URL memory --help for usage") << QStringLiteral(")") << Qt::endl;
    return ExitUsage;
}

QString timeText(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms).toUTC().toString(Qt::ISODate);
}

QString bytes(double b)
{
    return Quantity::formatBytes(qint64(std::llround(b)));
}

/// Sets auth from a user and a token: basic with a user, bearer without.
void printJson(const MemoryReport &r, CliIo io)
{
    QJsonArray instances;
    for (const MemorySeries &s : r.series)
        instances.append(s.instance);
    QJsonArray restarts;
    for (const auto &x : r.reading.restarts)
        restarts.append(QJsonObject{{QStringLiteral("at"), x.atMs},
                                    {QStringLiteral("instance"), x.instance},
                                    {QStringLiteral("oom_killed"), x.oomKilled},
                                    {QStringLiteral("at_spike"), x.atSpike}});
    QJsonArray lives;
    for (const auto &l : r.reading.lives)
        lives.append(QJsonObject{{QStringLiteral("instance"), l.instance},
                                 {QStringLiteral("from"), l.fromMs},
                                 {QStringLiteral("until"), l.untilMs},
                                 {QStringLiteral("floor_start"), std::llround(l.floorStart)},
                                 {QStringLiteral("floor_end"), std::llround(l.floorEnd)},
                                 {QStringLiteral("peak"), std::llround(l.peak)},
                                 {QStringLiteral("ended_in_restart"), l.endedInRestart}});
    QJsonObject o{{QStringLiteral("component"), r.component},
                  {QStringLiteral("runtime"), ComponentRuntime::kindName(r.runtime.kind)},
                  {QStringLiteral("source"), MemoryReport::sourceName(r.source)},
                  {QStringLiteral("instance_label"), r.instanceLabel},
                  {QStringLiteral("instances"), instances},
                  {QStringLiteral("restarts"), restarts},
                  {QStringLiteral("lives"), lives},
                  {QStringLiteral("reading"), MemoryReading::kindName(r.reading.kind)},
                  {QStringLiteral("sentence"), r.sentence()}};
    if (!r.memoryType.isEmpty())
        o.insert(QStringLiteral("memory_type"), r.memoryType);
    if (!r.nextStep().isEmpty())
        o.insert(QStringLiteral("next_step"), r.nextStep());
    if (!r.query.isEmpty())
        o.insert(QStringLiteral("query"), r.query);
    if (r.storeError.isError()) // the source is the metrics server because the store failed
        o.insert(QStringLiteral("store_error"), r.storeError.toString());
    if (r.reading.kind == MemoryReading::Kind::RisingFloor)
        o.insert(QStringLiteral("floor_rate_bytes_per_hour"),
                 std::llround(r.reading.floorRatePerHour));
    io.out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)) << Qt::flush;
}

void printText(const MemoryReport &r, CliIo io)
{
    io.out << Tr::tr("%1 (%2)").arg(r.component, r.runtime.displayName()) << Qt::endl;
    if (r.source == MemoryReport::Source::None)
        io.out << Tr::tr("memory: no series") << Qt::endl;
    else
        io.out << Tr::tr("memory: from %1, one line per %2")
                      .arg(r.source == MemoryReport::Source::Pyroscope
                               ? Tr::tr("the store (%1)").arg(r.memoryType)
                               : Tr::tr("the metrics server (%1)").arg(r.query),
                           r.instanceLabel.isEmpty() ? Tr::tr("series") : r.instanceLabel)
               << Qt::endl;
    if (!r.reading.lives.isEmpty())
        io.out << Tr::tr("lives:") << Qt::endl;
    for (const auto &l : r.reading.lives) {
        io.out << QStringLiteral("  ")
               << Tr::tr("%1  %2 to %3  floor %4 to %5  peak %6")
                      .arg(l.instance, timeText(l.fromMs), timeText(l.untilMs), bytes(l.floorStart),
                           bytes(l.floorEnd), bytes(l.peak))
               << Qt::endl;
    }
    if (!r.reading.restarts.isEmpty())
        io.out << Tr::tr("restarts:") << Qt::endl;
    for (const auto &x : r.reading.restarts) {
        io.out << QStringLiteral("  ") << timeText(x.atMs) << QStringLiteral("  ") << x.instance;
        if (x.oomKilled)
            io.out << QStringLiteral("  OOMKilled");
        io.out << Qt::endl;
    }
    if (r.storeError.isError())
        io.out << Tr::tr("the store failed (%1): memory read from the metrics server instead")
                      .arg(r.storeError.toString())
               << Qt::endl;
    if (r.oomQueryError.isError())
        io.out << Tr::tr("whether a restart was an OOM kill is unknown: %1")
                      .arg(r.oomQueryError.toString())
               << Qt::endl;
    io.out << Tr::tr("reading: %1").arg(MemoryReading::kindName(r.reading.kind)) << Qt::endl
           << r.sentence() << Qt::endl;
    if (!r.nextStep().isEmpty())
        io.out << r.nextStep() << Qt::endl;
}

} // namespace

int MemoryCommand::run(const QStringList &args, CliIo io)
{
    if (args.contains(QLatin1String("--help")) || args.contains(QLatin1String("-h"))) {
        io.out << QCoreApplication::translate("MemoryCommand", usageText) << Qt::flush;
        return ExitOk;
    }
    QCommandLineParser parser;
    auto opt = [](const char *name, const char *help, const char *value) {
        return QCommandLineOption(QString::fromLatin1(name), Tr::tr(help),
                                  QString::fromLatin1(value));
    };
    const QCommandLineOption componentOpt = opt("component", "The component (service).", "name");
    const QCommandLineOption fromOpt = opt("from", "Start of the window.", "time");
    const QCommandLineOption untilOpt = opt("until", "End of the window.", "time");
    const QCommandLineOption promOpt =
        opt("prometheus", "A Prometheus-compatible metrics server.", "url");
    const QCommandLineOption queryOpt = opt("query", "The PromQL query of the memory.", "promql");
    const QCommandLineOption tenantOpt = opt("tenant", "The tenant (X-Scope-OrgID).", "id");
    const QCommandLineOption userOpt = opt("user", "User for basic auth.", "name");
    const QCommandLineOption tokenOpt = opt("token", "Token or password.", "token");
    const QCommandLineOption promUserOpt =
        opt("prometheus-user", "User for the metrics server's basic auth.", "name");
    const QCommandLineOption promTokenOpt =
        opt("prometheus-token", "Token or password of the metrics server.", "token");
    const QCommandLineOption timeoutOpt = opt("timeout", "Seconds to wait for an answer.", "s");
    const QCommandLineOption trustOpt =
        opt("trust-fingerprint", "Trust the certificate with this SHA-256.", "sha256");
    const QCommandLineOption jsonOpt(QStringLiteral("json"), Tr::tr("Print one JSON object."));
    parser.addOptions({componentOpt, fromOpt, untilOpt, promOpt, queryOpt, tenantOpt, userOpt,
                       tokenOpt, promUserOpt, promTokenOpt, timeoutOpt, trustOpt, jsonOpt});
    if (!parser.parse(QStringList{QStringLiteral("hearth store")} + args))
        return usageError(io, parser.errorText());
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 2 || pos.at(1) != QLatin1String("memory"))
        return usageError(io, Tr::tr("expected URL memory"));

    MemoryFetch::Request req;
    const qint64 now = StoreTime::nowMs();
    const auto httpUrl = [](const QString &text) {
        const QUrl url(text, QUrl::TolerantMode);
        const bool ok =
            url.isValid() && !url.host().isEmpty() &&
            (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https"));
        return ok ? url : QUrl();
    };
    QUrl url = httpUrl(pos.at(0));
    if (url.isEmpty())
        return usageError(io, Tr::tr("not an http(s) URL: %1").arg(pos.at(0)));
    std::optional<qint64> from, until;
    if (const auto link = StoreLink::parse(url, now)) {
        url = link->base;
        req.component = link->component;
        from = link->fromMs;
        until = link->untilMs;
    } else {
        url.setQuery(QString());
    }
    url.setUserInfo(QString());
    req.store.baseUrl = url;
    if (parser.isSet(componentOpt))
        req.component = parser.value(componentOpt);
    const std::pair<const QCommandLineOption *, std::optional<qint64> *> times[] = {
        {&fromOpt, &from}, {&untilOpt, &until}};
    for (const auto &[option, target] : times) {
        if (!parser.isSet(*option))
            continue;
        *target = StoreTime::parse(parser.value(*option), now);
        if (!*target)
            return usageError(io, Tr::tr("--%1 takes milliseconds since the epoch, RFC 3339, now, "
                                         "or -1h, -15m, -7d")
                                      .arg(option->names().first()));
    }
    if (req.component.isEmpty() || !from || !until)
        return usageError(io, Tr::tr("memory needs --component, --from and --until"));
    if (*until <= *from)
        return usageError(io, Tr::tr("--until must be after --from"));
    req.fromMs = *from;
    req.untilMs = *until;
    const QString badConnection =
        connectionOptionMessage(readConnectionOptions(parser, &req.store));
    if (!badConnection.isEmpty())
        return usageError(io, badConnection);
    if (parser.isSet(promOpt)) {
        StoreConnection p;
        p.baseUrl = httpUrl(parser.value(promOpt));
        if (p.baseUrl.isEmpty())
            return usageError(io, Tr::tr("--prometheus takes an http(s) URL"));
        p.timeoutMs = req.store.timeoutMs;
        p.tenant = req.store.tenant;
        const QString promToken = parser.isSet(promTokenOpt)
                                      ? parser.value(promTokenOpt)
                                      : qEnvironmentVariable("HEARTH_PROMETHEUS_TOKEN");
        if (!setAuth(&p, parser.value(promUserOpt), promToken))
            return usageError(io, Tr::tr("--prometheus-user needs --prometheus-token"));
        req.prometheus = p;
    } else if (parser.isSet(queryOpt)) {
        return usageError(io, Tr::tr("--query needs --prometheus"));
    }
    req.query = parser.value(queryOpt);

    const MemoryReport report = MemoryFetch::run(req);
    if (!report.ok()) {
        io.err << QStringLiteral("hearth store memory: ") << report.errorSource
               << QStringLiteral(": ") << report.error.toString() << Qt::endl;
        return ExitBadInput;
    }
    if (parser.isSet(jsonOpt))
        printJson(report, io);
    else
        printText(report, io);
    return ExitOk;
}

} // namespace hearth

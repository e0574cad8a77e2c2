// SPDX-License-Identifier: MIT
#include "storecommand.h"

#include "analysis/plural.h"
#include "analysis/quantity.h"
#include "commandline.h"
#include "memorycommand.h"
#include "outputfile.h"
#include "store/gzipwriter.h"
#include "store/labelcardinality.h"
#include "store/labelselector.h"
#include "store/mergedprofile.h"
#include "store/storeblockingcall.h"
#include "store/storelink.h"
#include "store/storetime.h"
#include "store/tlsfingerprint.h"
#include "storeconnectionoptions.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <map>
#include <set>

namespace hearth {

namespace {

// This file's strings, in the StoreCommand context: a class, so lupdate reads the
// Tr::tr() calls as they are.
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(StoreCommand)
};

const char *const actionsText = QT_TRANSLATE_NOOP(
    "StoreCommand", "Asks a profile store (Grafana Pyroscope) at URL, or the store of a console "
                    "link:\n"
                    "  components                         the services the store knows\n"
                    "  types [--component NAME]           profile types\n"
                    "  labels --component NAME [--label NAME]   label names, or one's values\n"
                    "  series --component NAME --type ID [--operation LABEL=VALUE] "
                    "--from T --until T [--step S]\n"
                    "  profile --component NAME --type ID [--operation LABEL=VALUE] "
                    "--from T --until T -o FILE [--max-nodes N]\n"
                    "  memory --component NAME --from T --until T [--prometheus URL]   "
                    "memory between restarts (hearth store URL memory --help)\n"
                    "-o - writes the profile to standard output.\n"
                    "T: milliseconds since the epoch, RFC 3339, now, or -1h, -15m, -7d.\n"
                    "Options: --tenant ID --user NAME --token TOKEN (or HEARTH_STORE_TOKEN) "
                    "--timeout SECONDS --trust-fingerprint SHA256 --json\n");

/// A parsed command line.
struct Request
{
    StoreConnection connection;
    QString action;
    QString component;
    QString type;
    QString label;
    QString opLabel;
    QString opValue;
    QString output;
    std::optional<qint64> from;
    std::optional<qint64> until;
    qint64 maxNodes = StoreQuery::DefaultMaxNodes;
    double step = 0;
    bool json = false;

    QString selector() const
    {
        LabelSelector s = LabelSelector::component(component);
        if (!opLabel.isEmpty())
            s.add(opLabel, opValue);
        return s.toString();
    }
};

int usageError(CliIo io, const QString &what)
{
    io.err << QStringLiteral("hearth store: ") << what << QStringLiteral(" (")
           << Tr::tr("hearth store --help for usage") << QStringLiteral(")") << Qt::endl;
    return ExitUsage;
}

int serverError(CliIo io, StoreQuery::Method method, const StoreError &error)
{
    io.err << QStringLiteral("hearth store: ") << StoreQuery::methodName(method)
           << QStringLiteral(": ") << error.toString() << Qt::endl;
    return ExitBadInput;
}

void printJson(CliIo io, const QJsonObject &o)
{
    io.out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented)) << Qt::flush;
}

QJsonObject labelsJson(const StoreLabels &labels)
{
    QJsonObject o;
    for (const auto &p : labels)
        o.insert(p.first, p.second);
    return o;
}

QJsonObject typeJson(const StoreProfileType &t)
{
    return QJsonObject{{QStringLiteral("id"), t.id},
                       {QStringLiteral("name"), t.name},
                       {QStringLiteral("sample_type"), t.sampleType},
                       {QStringLiteral("sample_unit"), t.sampleUnit},
                       {QStringLiteral("period_type"), t.periodType},
                       {QStringLiteral("period_unit"), t.periodUnit}};
}

StoreProfileType typeFromId(const QString &id)
{
    ProfileTypeId p;
    if (!ProfileTypeId::parse(id, &p))
        return StoreProfileType{id, {}, {}, {}, {}, {}};
    return StoreProfileType{id, p.name, p.sampleType, p.sampleUnit, p.periodType, p.periodUnit};
}

/// Runs the query; on failure prints the error and returns nullopt.
std::optional<StoreResult> call(StoreClient &client, const StoreQuery &query, CliIo io)
{
    StoreResult r = StoreBlockingCall::run(client, query);
    if (!r.ok()) {
        serverError(io, query.method, r.error);
        return std::nullopt;
    }
    return r;
}

constexpr qint64 DayMs = 24 * 3600 * qint64(1000);

qint64 fromOr(const Request &r, qint64 fallback)
{
    return r.from.value_or(fallback);
}

int components(StoreClient &client, const Request &req, CliIo io)
{
    const qint64 now = StoreTime::nowMs();
    const QString service = QStringLiteral("service_name");
    const auto r = call(client,
                        StoreQuery::series({}, {service, QStringLiteral("__profile_type__")},
                                           fromOr(req, now - DayMs), req.until.value_or(now)),
                        io);
    if (!r)
        return ExitBadInput;
    std::map<QString, std::set<QString>> byName;
    for (const StoreLabels &l : r->labelSets) {
        const QString name = StoreResult::labelValue(l, service);
        if (name.isEmpty())
            continue;
        const QString type = StoreResult::labelValue(l, QStringLiteral("__profile_type__"));
        auto &types = byName[name];
        if (!type.isEmpty())
            types.insert(type);
    }
    if (req.json) {
        QJsonArray list;
        for (const auto &[name, types] : byName) {
            QJsonArray t;
            for (const QString &id : types)
                t.append(id);
            list.append(
                QJsonObject{{QStringLiteral("name"), name}, {QStringLiteral("profile_types"), t}});
        }
        printJson(io, QJsonObject{{QStringLiteral("components"), list}});
        return ExitOk;
    }
    for (const auto &entry : byName)
        io.out << entry.first << Qt::endl;
    return ExitOk;
}

int types(StoreClient &client, const Request &req, CliIo io)
{
    const qint64 now = StoreTime::nowMs();
    const qint64 from = fromOr(req, now - DayMs);
    const qint64 until = req.until.value_or(now);
    QList<StoreProfileType> list;
    if (req.component.isEmpty()) {
        const auto r = call(client, StoreQuery::profileTypes(from, until), io);
        if (!r)
            return ExitBadInput;
        list = r->profileTypes;
    } else {
        const QString key = QStringLiteral("__profile_type__");
        const auto r = call(client,
                            StoreQuery::series(LabelSelector::component(req.component).toString(),
                                               {key}, from, until),
                            io);
        if (!r)
            return ExitBadInput;
        std::set<QString> ids;
        for (const StoreLabels &l : r->labelSets) {
            const QString id = StoreResult::labelValue(l, key);
            if (!id.isEmpty())
                ids.insert(id);
        }
        for (const QString &id : ids)
            list.append(typeFromId(id));
    }
    if (req.json) {
        QJsonArray a;
        for (const StoreProfileType &t : list)
            a.append(typeJson(t));
        printJson(io, QJsonObject{{QStringLiteral("profile_types"), a}});
        return ExitOk;
    }
    for (const StoreProfileType &t : list)
        io.out << t.id << Qt::endl;
    return ExitOk;
}

int labels(StoreClient &client, const Request &req, CliIo io)
{
    if (req.component.isEmpty())
        return usageError(io, Tr::tr("labels needs --component NAME"));
    const qint64 now = StoreTime::nowMs();
    const QString selector = LabelSelector::component(req.component).toString();
    const qint64 from = fromOr(req, now - DayMs);
    const qint64 until = req.until.value_or(now);
    const StoreQuery q = req.label.isEmpty()
                             ? StoreQuery::labelNamesOf(selector, from, until)
                             : StoreQuery::labelValuesOf(req.label, selector, from, until);
    const auto r = call(client, q, io);
    if (!r)
        return ExitBadInput;
    if (req.json) {
        QJsonObject o;
        if (req.label.isEmpty()) {
            o.insert(QStringLiteral("labels"), QJsonArray::fromStringList(r->names));
        } else {
            o.insert(QStringLiteral("label"), req.label);
            o.insert(QStringLiteral("values"), QJsonArray::fromStringList(r->names));
            o.insert(QStringLiteral("count"), r->names.size());
            o.insert(QStringLiteral("unbounded"),
                     r->names.size() >= LabelCardinality::UnboundedValues);
        }
        printJson(io, o);
        return ExitOk;
    }
    for (const QString &n : r->names)
        io.out << n << Qt::endl;
    if (!req.label.isEmpty() && r->names.size() >= LabelCardinality::UnboundedValues) {
        io.err << Tr::tr("hearth store: %1 has %2 values: unbounded cardinality, not an operation "
                         "to select by")
                      .arg(req.label)
                      .arg(r->names.size())
               << Qt::endl;
    }
    return ExitOk;
}

bool needWindow(const Request &req, CliIo io, int *rc)
{
    if (req.component.isEmpty() || req.type.isEmpty() || !req.from || !req.until) {
        *rc = usageError(
            io, Tr::tr("%1 needs --component, --type, --from and --until").arg(req.action));
        return false;
    }
    if (*req.until <= *req.from) {
        *rc = usageError(io, Tr::tr("--until must be after --from"));
        return false;
    }
    return true;
}

int series(StoreClient &client, const Request &req, CliIo io)
{
    int rc = ExitOk;
    if (!needWindow(req, io, &rc))
        return rc;
    const double step = req.step > 0 ? req.step : StoreQuery::stepFor(*req.from, *req.until);
    const auto r =
        call(client,
             StoreQuery::selectSeries(req.type, req.selector(), *req.from, *req.until, step), io);
    if (!r)
        return ExitBadInput;
    ProfileTypeId id;
    ProfileTypeId::parse(req.type, &id);
    if (req.json) {
        QJsonArray list;
        for (const StoreSeries &s : r->series) {
            QJsonArray points;
            for (const StorePoint &p : s.points)
                points.append(QJsonArray{p.timestampMs, p.value});
            list.append(QJsonObject{{QStringLiteral("labels"), labelsJson(s.labels)},
                                    {QStringLiteral("points"), points}});
        }
        printJson(io, QJsonObject{{QStringLiteral("component"), req.component},
                                  {QStringLiteral("type"), req.type},
                                  {QStringLiteral("unit"), id.sampleUnit},
                                  {QStringLiteral("selector"), req.selector()},
                                  {QStringLiteral("from"), *req.from},
                                  {QStringLiteral("until"), *req.until},
                                  {QStringLiteral("step"), step},
                                  {QStringLiteral("series"), list}});
        return ExitOk;
    }
    for (const StoreSeries &s : r->series) {
        if (r->series.size() > 1)
            io.out << QStringLiteral("# ") << LabelSelector::equalTo(s.labels).toString()
                   << Qt::endl;
        for (const StorePoint &p : s.points)
            io.out << p.timestampMs << '\t' << QString::number(p.value, 'g', 15) << Qt::endl;
    }
    return ExitOk;
}

int profile(StoreClient &client, const Request &req, CliIo io)
{
    int rc = ExitOk;
    if (!needWindow(req, io, &rc))
        return rc;
    if (req.output.isEmpty())
        return usageError(io, Tr::tr("profile needs -o FILE"));
    const StoreQuery q =
        StoreQuery::mergedProfile(req.type, req.selector(), *req.from, *req.until, req.maxNodes);
    const auto r = call(client, q, io);
    if (!r)
        return ExitBadInput;
    const ProfileResult parsed = MergedProfile::read(r->pprof, StoreQuery::methodName(q.method));
    if (!parsed.ok()) {
        StoreError e = StoreError::make(StoreError::Kind::Malformed, parsed.error.toString());
        return serverError(io, q.method, e);
    }
    const QByteArray gz = GzipWriter::compress(r->pprof);
    QString error;
    if (gz.isEmpty()) {
        io.err << Tr::tr("hearth store: cannot compress the profile") << Qt::endl;
        return ExitFailure;
    }
    if (!OutputFile::write(req.output, io, gz, &error)) {
        io.err << Tr::tr("hearth store: %1").arg(error) << Qt::endl;
        return ExitFailure;
    }
    // With -o - the profile is standard output: what is said about it goes to standard error.
    const CliIo report{OutputFile::reportStream(req.output, io), io.err};
    const Profile &p = *parsed.profile;
    const int type = p.defaultSampleType();
    const ValueType vt = p.sampleTypes().value(type);
    const qint64 total = p.totalValue(type);
    const qint64 other = MergedProfile::otherTotal(p, type);
    if (req.json) {
        printJson(report,
                  QJsonObject{{QStringLiteral("file"), req.output},
                              {QStringLiteral("bytes"), gz.size()},
                              {QStringLiteral("selector"), req.selector()},
                              {QStringLiteral("sample_type"), vt.type},
                              {QStringLiteral("sample_unit"), vt.unit},
                              {QStringLiteral("total"), total},
                              {QStringLiteral("total_text"), Quantity::totalPhrase(total, vt)},
                              {QStringLiteral("samples"), qint64(p.keptRecordCount())},
                              {QStringLiteral("other"), other}});
        return ExitOk;
    }
    const Plural stacks(qint64(p.keptRecordCount())); // the file's sample records
    report.out << stacks.text(Tr::tr("%1: %2 (%3), %n stack(s)", nullptr, stacks.n()))
                      .arg(OutputFile::isStandardOutput(req.output) ? Tr::tr("standard output")
                                                                    : req.output,
                           Quantity::totalPhrase(total, vt), vt.toString())
               << Qt::endl;
    if (other > 0) {
        report.out << Tr::tr(
                          "frames below the max_nodes threshold were merged into \"other\": %1 of "
                          "the total")
                          .arg(Quantity::percent(other, total))
                   << Qt::endl;
    }
    return ExitOk;
}

bool parseOperation(const QString &text, Request *req)
{
    const qsizetype eq = text.indexOf(QLatin1Char('='));
    if (eq <= 0 || !LabelSelector::isValidLabelName(text.left(eq)))
        return false;
    req->opLabel = text.left(eq);
    req->opValue = text.mid(eq + 1);
    return true;
}

} // namespace

int StoreCommand::run(const QStringList &args, CliIo io)
{
    if (args.value(1) == QLatin1String("memory")) // issue 18: a worker was OOMKilled
        return MemoryCommand::run(args, io);
    return CommandLine::run(StoreCommand(), args, io);
}

QString StoreCommand::synopsis() const
{
    return Tr::tr("URL components|types|labels|series|profile|memory [options]");
}

QString StoreCommand::description() const
{
    return QCoreApplication::translate("StoreCommand", actionsText);
}

QList<Command::Argument> StoreCommand::arguments() const
{
    return {{QStringLiteral("url"), Tr::tr("The store's URL or a console link.")},
            {QStringLiteral("action"),
             Tr::tr("components, types, labels, series, profile or memory.")}};
}

QList<QCommandLineOption> StoreCommand::options() const
{
    auto opt = [](const char *name, const char *help, const char *value) {
        return QCommandLineOption(QString::fromLatin1(name), Tr::tr(help),
                                  QString::fromLatin1(value));
    };
    return {
        opt("component", "The component (service).", "name"),
        opt("type", "The profile type ID.", "id"),
        opt("label", "A label whose values to list.", "name"),
        opt("operation", "Narrow to one operation: LABEL=VALUE.", "label=value"),
        opt("from", "Start of the window.", "time"),
        opt("until", "End of the window.", "time"),
        opt("step", "Series resolution in seconds.", "seconds"),
        QCommandLineOption(QStringList{QStringLiteral("o"), QStringLiteral("output")},
                           Tr::tr("Where to write the merged pprof (gzip); - writes it to standard "
                                  "output."),
                           QStringLiteral("file")),
        opt("tenant", "The tenant (X-Scope-OrgID).", "id"),
        opt("user", "User for basic auth.", "name"),
        opt("token", "Token or password.", "token"),
        opt("max-nodes",
            "At most this many nodes in the merged profile (default 65536); the "
            "rest become \"other\".",
            "n"),
        opt("timeout", "Seconds to wait for an answer.", "s"),
        opt("trust-fingerprint", "Trust the certificate with this SHA-256.", "sha256"),
        QCommandLineOption(QStringLiteral("json"), Tr::tr("Print one JSON object.")),
    };
}

int StoreCommand::execute(const QCommandLineParser &parser, CliIo io) const
{
    const QString componentOpt = QStringLiteral("component");
    const QString typeOpt = QStringLiteral("type");
    const QString labelOpt = QStringLiteral("label");
    const QString operationOpt = QStringLiteral("operation");
    const QString fromOpt = QStringLiteral("from");
    const QString untilOpt = QStringLiteral("until");
    const QString stepOpt = QStringLiteral("step");
    const QString outputOpt = QStringLiteral("output");
    const QString maxNodesOpt = QStringLiteral("max-nodes");
    const QString jsonOpt = QStringLiteral("json");
    const QStringList pos = parser.positionalArguments();
    if (pos.size() != 2)
        return usageError(io, Tr::tr("expected URL and one of components, types, labels, series, "
                                     "profile"));

    Request req;
    const qint64 now = StoreTime::nowMs();
    const QUrl url(pos.at(0), QUrl::TolerantMode);
    if (!url.isValid() || url.host().isEmpty() ||
        (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")))
        return usageError(io, Tr::tr("not an http(s) URL: %1").arg(pos.at(0)));
    req.connection.baseUrl = url;
    if (const auto link = StoreLink::parse(url, now)) {
        req.connection.baseUrl = link->base;
        req.component = link->component;
        req.type = link->profileType;
        req.opLabel = link->operationLabel;
        req.opValue = link->operationValue;
        req.from = link->fromMs;
        req.until = link->untilMs;
    } else {
        req.connection.baseUrl.setQuery(QString());
    }
    req.connection.baseUrl.setUserInfo(QString());
    req.action = pos.at(1);
    req.json = parser.isSet(jsonOpt);
    if (parser.isSet(componentOpt))
        req.component = parser.value(componentOpt);
    if (parser.isSet(typeOpt))
        req.type = parser.value(typeOpt);
    req.label = parser.value(labelOpt);
    req.output = parser.value(outputOpt);
    if (parser.isSet(operationOpt) && !parseOperation(parser.value(operationOpt), &req))
        return usageError(io, Tr::tr("--operation takes LABEL=VALUE with a valid label name"));
    if (!req.label.isEmpty() && !LabelSelector::isValidLabelName(req.label))
        return usageError(io, Tr::tr("--label takes a label name"));
    ProfileTypeId typeId;
    if (!req.type.isEmpty() && !ProfileTypeId::parse(req.type, &typeId))
        return usageError(io, Tr::tr("--type takes name:sample_type:sample_unit:period_type:"
                                     "period_unit"));
    const std::pair<const QString *, std::optional<qint64> *> times[] = {{&fromOpt, &req.from},
                                                                         {&untilOpt, &req.until}};
    for (const auto &[option, target] : times) {
        if (!parser.isSet(*option))
            continue;
        *target = StoreTime::parse(parser.value(*option), now);
        if (!*target)
            return usageError(io, Tr::tr("--%1 takes milliseconds since the epoch, RFC 3339, now, "
                                         "or -1h, -15m, -7d")
                                      .arg(*option));
    }
    if (parser.isSet(maxNodesOpt)) {
        bool ok = false;
        req.maxNodes = parser.value(maxNodesOpt).toLongLong(&ok);
        if (!ok || req.maxNodes <= 0)
            return usageError(io, Tr::tr("--max-nodes takes a positive number"));
    }
    if (parser.isSet(stepOpt)) {
        bool ok = false;
        req.step = parser.value(stepOpt).toDouble(&ok);
        if (!ok || req.step <= 0)
            return usageError(io, Tr::tr("--step takes a positive number of seconds"));
    }
    const QString badConnection =
        connectionOptionMessage(readConnectionOptions(parser, &req.connection));
    if (!badConnection.isEmpty())
        return usageError(io, badConnection);

    using Handler = int (*)(StoreClient &, const Request &, CliIo);
    static const std::map<QString, Handler> handlers = {
        {QStringLiteral("components"), &components}, {QStringLiteral("types"), &types},
        {QStringLiteral("labels"), &labels},         {QStringLiteral("series"), &series},
        {QStringLiteral("profile"), &profile},
    };
    const auto handler = handlers.find(req.action);
    if (handler == handlers.end())
        return usageError(io, Tr::tr("unknown action '%1'").arg(req.action));
    StoreClient client;
    client.setConnection(req.connection);
    return handler->second(client, req, io);
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "testmemoryserver.h"

#include "teststoreserver.h"
#include "wirefields.h"
#include "wirewriter.h"

#include <QHttpServerRequest>
#include <QHttpServerResponse>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QThread>
#include <QUrlQuery>

namespace hearth::test {

TestMemoryServer::TestMemoryServer(QObject *parent)
    : QObject(parent)
{
    m_server.route(
        QStringLiteral("/querier.v1.QuerierService/<arg>"), QHttpServerRequest::Method::Post,
        [this](const QString &method, const QHttpServerRequest &request) {
            int status = 200;
            const QByteArray body = pyroscope(method, request.body(), &status);
            return QHttpServerResponse(status == 200 ? "application/proto" : "application/json",
                                       body, QHttpServerResponse::StatusCode(status));
        });
    m_server.route(
        QStringLiteral("/api/v1/query_range"), QHttpServerRequest::Method::Post,
        [this](const QHttpServerRequest &request) {
            if (request.value("Content-Type") != "application/x-www-form-urlencoded")
                m_problems.append(QStringLiteral("query_range: not a form"));
            if (!m_auth.isEmpty() && request.value("Authorization") != m_auth)
                return QHttpServerResponse(
                    "application/json",
                    R"({"status":"error","errorType":"unauthorized","error":"authentication required"})",
                    QHttpServerResponse::StatusCode::Unauthorized);
            int status = 200;
            const QByteArray body = prometheus(request.body(), &status);
            return QHttpServerResponse("application/json", body,
                                       QHttpServerResponse::StatusCode(status));
        });
}

bool TestMemoryServer::listen()
{
    const quint16 target = m_server.listen(QHostAddress::LocalHost, 0);
    if (target == 0 ||
        !m_proxy.listen(target, [this] { return m_fault == Fault::Slow ? m_delayMs : 0; }))
        return false;
    m_port = m_proxy.port();
    return true;
}

QUrl TestMemoryServer::url() const
{
    QUrl u;
    u.setScheme(QStringLiteral("http"));
    u.setHost(QStringLiteral("127.0.0.1"));
    u.setPort(m_port);
    return u;
}

const TestMemoryServer::Component *TestMemoryServer::componentOf(const QString &selector) const
{
    const auto ms = TestStoreServer::parseSelector(selector);
    if (!ms) {
        const_cast<TestMemoryServer *>(this)->m_problems.append(
            QStringLiteral("bad selector %1").arg(selector));
        return nullptr;
    }
    for (const auto &m : *ms) {
        if (m.name == QLatin1String("service_name") && m_components.contains(m.value))
            return &m_components.find(m.value).value();
    }
    return nullptr;
}

QByteArray TestMemoryServer::pyroscope(const QString &method, const QByteArray &body, int *status)
{
    WireFields req;
    if (!req.parse(body)) {
        *status = 400;
        return R"({"code":"invalid_argument","message":"not protobuf"})";
    }
    WireWriter out;
    if (method == QLatin1String("Series")) {
        // One component by its selector, or all of them (the store window's list).
        QList<const Component *> list;
        if (req.strings(1).isEmpty()) {
            for (const Component &c : std::as_const(m_components))
                list.append(&c);
        } else if (const Component *c = componentOf(req.strings(1).value(0))) {
            list.append(c);
        }
        for (const Component *c : std::as_const(list)) {
            for (const QString &id : c->types) {
                WireWriter labels;
                labels.message(
                    1, WireWriter().string(1, QStringLiteral("__profile_type__")).string(2, id));
                if (!c->spy.isEmpty())
                    labels.message(
                        1,
                        WireWriter().string(1, QStringLiteral("pyroscope_spy")).string(2, c->spy));
                labels.message(
                    1, WireWriter().string(1, QStringLiteral("service_name")).string(2, c->name));
                out.message(2, labels);
            }
        }
    } else if (method == QLatin1String("LabelNames")) {
        const Component *c = componentOf(req.strings(1).value(0));
        QStringList names{QStringLiteral("__profile_type__"), QStringLiteral("service_name")};
        if (c)
            names.append(c->instanceLabel);
        for (const QString &n : names)
            out.string(1, n);
    } else if (method == QLatin1String("SelectSeries")) {
        const Component *c = componentOf(req.string(2));
        const QStringList groupBy = req.strings(5);
        m_groupBys.append(groupBy.join(QLatin1Char(',')));
        if (req.int64(7) != 1) // in-use memory is a gauge: averaged per step, never summed
            m_problems.append(QStringLiteral("SelectSeries without aggregation AVERAGE"));
        const qint64 start = req.int64(3);
        const qint64 end = req.int64(4);
        if (c && c->memoryInPyroscope && c->types.contains(req.string(1))) {
            for (const MemorySeries &s : c->shape.series) {
                WireWriter series;
                if (!groupBy.isEmpty())
                    series.message(1,
                                   WireWriter().string(1, groupBy.first()).string(2, s.instance));
                for (const MemoryPoint &p : s.points) {
                    if (p.timestampMs >= start && p.timestampMs <= end)
                        series.message(2, WireWriter().dbl(1, p.bytes).int64(2, p.timestampMs));
                }
                out.message(1, series);
            }
        }
    } else {
        *status = 404;
        return R"({"code":"unimplemented","message":"no such method"})";
    }
    return out.data();
}

QByteArray TestMemoryServer::prometheus(const QByteArray &form, int *status)
{
    const QUrlQuery q(QString::fromUtf8(form));
    const QString query = q.queryItemValue(QStringLiteral("query"), QUrl::FullyDecoded);
    m_promQueries.append(query);
    switch (m_fault) {
    case Fault::SlowPrometheus:
        QThread::msleep(ulong(m_delayMs));
        break;
    case Fault::Error500:
        *status = 500;
        return R"({"status":"error","errorType":"internal","error":"query processing would load too many samples into memory"})";
    case Fault::Malformed:
        return R"({"status":"success","data":{"resultType":"matrix","result":[{"metric":{"pod":"x"},"values":[[1,2,3]]}]}})";
    default:
        break;
    }
    const qint64 start = qint64(q.queryItemValue(QStringLiteral("start")).toDouble() * 1000);
    const qint64 end = qint64(q.queryItemValue(QStringLiteral("end")).toDouble() * 1000);
    if (q.queryItemValue(QStringLiteral("step")).toDouble() <= 0 || end <= start) {
        *status = 400;
        return R"({"status":"error","errorType":"bad_data","error":"invalid parameter"})";
    }
    QJsonArray result;
    for (const Component &c : std::as_const(m_components)) {
        const QString container = QStringLiteral("container=\"%1\"").arg(c.name);
        if (!c.inPrometheus || !query.contains(container))
            continue;
        if (query.startsWith(QLatin1String("container_memory_working_set_bytes"))) {
            for (const MemorySeries &s : c.shape.series) {
                QJsonArray values;
                for (const MemoryPoint &p : s.points) {
                    if (p.timestampMs >= start && p.timestampMs <= end)
                        values.append(QJsonArray{double(p.timestampMs) / 1000.0,
                                                 QString::number(p.bytes, 'f', 0)});
                }
                result.append(QJsonObject{
                    {QStringLiteral("metric"),
                     QJsonObject{{QStringLiteral("container"), c.name},
                                 {QStringLiteral("pod"), s.instance},
                                 {QStringLiteral("namespace"), QStringLiteral("prod")}}},
                    {QStringLiteral("values"), values}});
            }
        } else if (query.startsWith(
                       QLatin1String("kube_pod_container_status_last_terminated_reason"))) {
            for (const MemoryOomKill &k : c.shape.oomKills) {
                result.append(QJsonObject{
                    {QStringLiteral("metric"),
                     QJsonObject{{QStringLiteral("container"), c.name},
                                 {QStringLiteral("pod"), k.instance},
                                 {QStringLiteral("reason"), QStringLiteral("OOMKilled")}}},
                    {QStringLiteral("values"),
                     QJsonArray{QJsonArray{double(k.timestampMs) / 1000.0, QStringLiteral("1")}}}});
            }
        }
    }
    const QJsonObject o{{QStringLiteral("status"), QStringLiteral("success")},
                        {QStringLiteral("data"),
                         QJsonObject{{QStringLiteral("resultType"), QStringLiteral("matrix")},
                                     {QStringLiteral("result"), result}}}};
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QList<TestMemoryServer::Component> TestMemoryServer::standardComponents()
{
    const QString goMem = QStringLiteral("memory:inuse_space:bytes:space:bytes");
    const QString goCpu = QStringLiteral("process_cpu:cpu:nanoseconds:cpu:nanoseconds");
    const QString rbCpu = QStringLiteral("process_cpu:cpu:nanoseconds:cpu:nanoseconds");
    return {
        {QStringLiteral("ingest"),
         QStringLiteral("gospy"),
         {goCpu, goMem},
         makeMemoryShape(Shape::Leak, Restarts::WithinPod, true),
         true,
         true},
        {QStringLiteral("resizer"),
         QStringLiteral("gospy"),
         {goCpu, goMem},
         makeMemoryShape(Shape::LimitTooLow, Restarts::NewPod, true),
         true,
         true},
        {QStringLiteral("worker"),
         QStringLiteral("rbspy"),
         {rbCpu},
         makeMemoryShape(Shape::Leak, Restarts::NewPod, true),
         false,
         true},
        {QStringLiteral("mailer"),
         QStringLiteral("rbspy"),
         {rbCpu},
         makeMemoryShape(Shape::LimitTooLow, Restarts::WithinPod, true),
         false,
         true},
        {QStringLiteral("search"),
         QStringLiteral("pyspy"),
         {goCpu},
         makeMemoryShape(Shape::Steady, Restarts::NewPod, true),
         false,
         true},
        {QStringLiteral("cron"),
         QStringLiteral("rbspy"),
         {rbCpu},
         makeMemoryShape(Shape::Steady, Restarts::NewPod, true),
         false,
         false},
    };
}

} // namespace hearth::test

// SPDX-License-Identifier: MIT
#include "teststoreserver.h"
#include "wirefields.h"
#include "wirewriter.h"

#include "io/decompressor.h"
#include "store/gzipwriter.h"

#include <QFile>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QHttpServerResponse>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSslCertificate>
#include <QSslKey>

#include <set>

namespace hearth::test {

namespace {

QByteArray readData(const char *name)
{
    QFile f(QStringLiteral(HEARTH_TEST_DATA "/") + QLatin1String(name));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    const QByteArray raw = f.readAll();
    ParseError err;
    return Decompressor::decompress(raw, ReadOptions{}, &err);
}

QByteArray jsonError(const char *code, const QString &message)
{
    return QJsonDocument(QJsonObject{{QStringLiteral("code"), QLatin1String(code)},
                                     {QStringLiteral("message"), message}})
        .toJson(QJsonDocument::Compact);
}

struct Spec
{
    QMap<int, int> fields; // field number -> wire type
    int startField = 0;
    int endField = 0;
};

const QMap<QString, Spec> &specs()
{
    using W = WireFields;
    static const QMap<QString, Spec> s = {
        {QStringLiteral("ProfileTypes"), {{{1, W::Varint}, {2, W::Varint}}, 1, 2}},
        {QStringLiteral("LabelNames"), {{{1, W::Bytes}, {2, W::Varint}, {3, W::Varint}}, 2, 3}},
        {QStringLiteral("LabelValues"),
         {{{1, W::Bytes}, {2, W::Bytes}, {3, W::Varint}, {4, W::Varint}}, 3, 4}},
        {QStringLiteral("Series"),
         {{{1, W::Bytes}, {2, W::Bytes}, {3, W::Varint}, {4, W::Varint}}, 3, 4}},
        {QStringLiteral("SelectSeries"),
         {{{1, W::Bytes},
           {2, W::Bytes},
           {3, W::Varint},
           {4, W::Varint},
           {5, W::Bytes},
           {6, W::Fixed64},
           {7, W::Varint}},
          3,
          4}},
        {QStringLiteral("SelectMergeStacktraces"),
         {{{1, W::Bytes},
           {2, W::Bytes},
           {3, W::Varint},
           {4, W::Varint},
           {5, W::Varint},
           {6, W::Varint}},
          3,
          4}},
        {QStringLiteral("SelectMergeProfile"),
         {{{1, W::Bytes},
           {2, W::Bytes},
           {3, W::Varint},
           {4, W::Varint},
           {5, W::Varint},
           {6, W::Bytes},
           {7, W::Bytes}},
          3,
          4}},
    };
    return s;
}

bool matches(const QList<TestStoreServer::Matcher> &ms, const QString &name, const QString &value)
{
    for (const auto &m : ms) {
        if (m.name != name)
            continue;
        if (m.op == QLatin1String("=") && m.value != value)
            return false;
        if (m.op == QLatin1String("!=") && m.value == value)
            return false;
    }
    return true;
}

} // namespace

TestStoreServer::TestStoreServer(QObject *parent)
    : QObject(parent)
{
    m_server.route(
        QStringLiteral("/querier.v1.QuerierService/<arg>"), QHttpServerRequest::Method::Post,
        [this](const QString &method, const QHttpServerRequest &request) {
            QHash<QByteArray, QByteArray> headers;
            for (const auto &h : request.headers())
                headers.insert(h.first.toLower(), h.second);
            const Answer a = handle(method, request.body(), headers);
            const bool gzip = (m_gzip && a.status == 200 && m_mode != Mode::Huge &&
                               headers.value("accept-encoding").contains("gzip")) ||
                              m_mode == Mode::GzipBomb;
            if (gzip)
                ++m_gzipped;
            ++m_answered;
            QHttpServerResponse r(a.mime, gzip ? GzipWriter::compress(a.body) : a.body,
                                  QHttpServerResponse::StatusCode(a.status));
            if (gzip)
                r.addHeader(QByteArrayLiteral("Content-Encoding"), QByteArrayLiteral("gzip"));
            if (a.status == 307)
                r.addHeader(QByteArrayLiteral("Location"),
                            QByteArrayLiteral("http://127.0.0.2:1/elsewhere"));
            return r;
        });
    m_server.route(
        QStringLiteral("/api/v1/status/buildinfo"), QHttpServerRequest::Method::Get,
        [this](const QHttpServerRequest &request) {
            Received rec;
            rec.method = QStringLiteral("buildinfo");
            for (const auto &h : request.headers())
                rec.headers.insert(h.first.toLower(), h.second);
            {
                QMutexLocker lock(&m_mutex);
                m_received.append(rec);
            }
            ++m_answered;
            if (m_generation == Generation::NoMerge)
                return QHttpServerResponse("text/plain", "404 page not found\n",
                                           QHttpServerResponse::StatusCode::NotFound);
            const QString version =
                m_generation == Generation::V1 ? QStringLiteral("1.8.0") : QStringLiteral("2.2.0");
            const QJsonObject data{{QStringLiteral("version"), version},
                                   {QStringLiteral("revision"), QStringLiteral("abc")},
                                   {QStringLiteral("goVersion"), QStringLiteral("go1")}};
            return QHttpServerResponse(
                "application/json",
                QJsonDocument(QJsonObject{{QStringLiteral("status"), QStringLiteral("success")},
                                          {QStringLiteral("data"), data}})
                    .toJson(QJsonDocument::Compact));
        });
    m_server.setMissingHandler(
        [this](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
            problem(QStringLiteral("unexpected request %1").arg(request.url().path()));
            responder.write(jsonError("unimplemented", QStringLiteral("no such method")),
                            "application/json", QHttpServerResponder::StatusCode::NotFound);
        });
}

TestStoreServer::~TestStoreServer() = default;

QString TestStoreServer::generationName(Generation g)
{
    switch (g) {
    case Generation::V1:
        return QStringLiteral("1.x");
    case Generation::V2_2:
        return QStringLiteral("2.2");
    case Generation::NoMerge:
        return QStringLiteral("no SelectMergeProfile");
    }
    return {};
}

QByteArray TestStoreServer::cpuFlameGraph()
{
    // A small flame graph in Pyroscope's layout: names, and levels of
    // (x offset, total, self, name index) quadruples.
    WireWriter fg;
    for (const char *n : {"total", "main", "work"})
        fg.string(1, QLatin1String(n));
    auto level = [](std::initializer_list<qint64> values) {
        WireWriter l;
        for (qint64 v : values)
            l.int64(1, v);
        return l;
    };
    fg.message(2, level({0, 100, 0, 0}));
    fg.message(2, level({0, 100, 10, 1}));
    fg.message(2, level({0, 90, 90, 2}));
    fg.int64(3, 100);
    fg.int64(4, 90);
    return WireWriter().message(1, fg).data();
}

bool TestStoreServer::listen(bool tls)
{
    if (tls) {
        QFile c(QStringLiteral(HEARTH_TEST_DATA "/store-selfsigned.crt"));
        QFile k(QStringLiteral(HEARTH_TEST_DATA "/store-selfsigned.key"));
        if (!c.open(QIODevice::ReadOnly) || !k.open(QIODevice::ReadOnly))
            return false;
        m_server.sslSetup(QSslCertificate(c.readAll()), QSslKey(k.readAll(), QSsl::Rsa));
        m_tls = true;
    }
    const quint16 target = m_server.listen(QHostAddress::LocalHost, 0);
    if (target == 0 ||
        !m_proxy.listen(target, [this] { return m_mode == Mode::Slow ? m_delayMs : 0; }))
        return false;
    m_port = m_proxy.port();
    return true;
}

QUrl TestStoreServer::url() const
{
    QUrl u;
    u.setScheme(m_tls ? QStringLiteral("https") : QStringLiteral("http"));
    u.setHost(QStringLiteral("127.0.0.1"));
    u.setPort(m_port);
    return u;
}

QList<TestStoreServer::Received> TestStoreServer::received() const
{
    QMutexLocker lock(&m_mutex);
    return m_received;
}

QStringList TestStoreServer::problems() const
{
    QMutexLocker lock(&m_mutex);
    return m_problems;
}

void TestStoreServer::clear()
{
    QMutexLocker lock(&m_mutex);
    m_received.clear();
    m_problems.clear();
}

void TestStoreServer::problem(const QString &what)
{
    QMutexLocker lock(&m_mutex);
    m_problems.append(what);
}

QByteArray TestStoreServer::cpuPprof()
{
    static const QByteArray data = readData("go-cpu-small.pb.gz");
    return data;
}

QByteArray TestStoreServer::heapPprof()
{
    static const QByteArray data = readData("go-heap-small.pb.gz");
    return data;
}

QStringList TestStoreServer::typesOf(const QString &component)
{
    if (component == QLatin1String("api"))
        return {QStringLiteral("process_cpu:cpu:nanoseconds:cpu:nanoseconds"),
                QStringLiteral("process_cpu:samples:count:cpu:nanoseconds")};
    if (component == QLatin1String("worker"))
        return {QStringLiteral("memory:alloc_space:bytes:space:bytes"),
                QStringLiteral("memory:inuse_space:bytes:space:bytes")};
    return {};
}

QString TestStoreServer::hostileType()
{
    // name:sample type:sample unit:period type:period unit, each part hostile (no ':').
    return QStringLiteral("<b>type</b>&a\u202E:cpu&b\n<img src=x>:<h1>PWNED</h1>\u202Ens:cpu:"
                          "nanoseconds");
}

QStringList TestStoreServer::typeList(const QString &component) const
{
    if (m_hostile.isEmpty())
        return typesOf(component);
    if (!m_hostile.contains(component))
        return {};
    return {QStringLiteral("process_cpu:cpu:nanoseconds:cpu:nanoseconds"), hostileType()};
}

QStringList TestStoreServer::spanNames()
{
    return {QStringLiteral("GET /users"), QStringLiteral("POST /orders"),
            QStringLiteral("say \"hi\" \\ back")};
}

std::optional<QList<TestStoreServer::Matcher>> TestStoreServer::parseSelector(const QString &text)
{
    QList<Matcher> out;
    qsizetype i = 0;
    auto skip = [&] {
        while (i < text.size() && text.at(i).isSpace())
            ++i;
    };
    skip();
    if (i >= text.size() || text.at(i) != QLatin1Char('{'))
        return std::nullopt;
    ++i;
    skip();
    if (i < text.size() && text.at(i) == QLatin1Char('}'))
        return out;
    while (i < text.size()) {
        skip();
        Matcher m;
        while (i < text.size() && (text.at(i).isLetterOrNumber() || text.at(i) == u'_'))
            m.name += text.at(i++);
        if (m.name.isEmpty() || m.name.at(0).isDigit())
            return std::nullopt;
        skip();
        for (const char *op : {"=~", "!~", "!=", "="}) {
            if (text.mid(i, qsizetype(qstrlen(op))) == QLatin1String(op)) {
                m.op = QLatin1String(op);
                i += qsizetype(qstrlen(op));
                break;
            }
        }
        skip();
        if (m.op.isEmpty() || i >= text.size() || text.at(i) != QLatin1Char('"'))
            return std::nullopt;
        ++i;
        bool closed = false;
        while (i < text.size()) {
            const QChar c = text.at(i++);
            if (c == QLatin1Char('"')) {
                closed = true;
                break;
            }
            if (c != QLatin1Char('\\')) {
                if (c.unicode() < 0x20)
                    return std::nullopt; // raw control characters are not allowed
                m.value += c;
                continue;
            }
            if (i >= text.size())
                return std::nullopt;
            const QChar e = text.at(i++);
            switch (e.unicode()) {
            case u'\\':
            case u'"':
                m.value += e;
                break;
            case u'n':
                m.value += QLatin1Char('\n');
                break;
            case u't':
                m.value += QLatin1Char('\t');
                break;
            case u'r':
                m.value += QLatin1Char('\r');
                break;
            default:
                return std::nullopt;
            }
        }
        if (!closed)
            return std::nullopt;
        out.append(m);
        skip();
        if (i < text.size() && text.at(i) == QLatin1Char(',')) {
            ++i;
            continue;
        }
        if (i < text.size() && text.at(i) == QLatin1Char('}') && i + 1 == text.size())
            return out;
        return std::nullopt;
    }
    return std::nullopt;
}

TestStoreServer::Answer TestStoreServer::handle(const QString &method, const QByteArray &body,
                                                const QHash<QByteArray, QByteArray> &headers)
{
    Received rec;
    rec.method = method;
    rec.body = body;
    rec.headers = headers;
    auto finish = [&](Answer a) {
        QMutexLocker lock(&m_mutex);
        m_received.append(rec);
        return a;
    };
    auto error = [&](int status, const char *code, const QString &message) {
        return finish(Answer{status, "application/json", jsonError(code, message)});
    };

    if (!specs().contains(method)) {
        problem(QStringLiteral("unknown method %1").arg(method));
        return error(404, "unimplemented", QStringLiteral("no such method"));
    }
    if (headers.value("content-type") != "application/proto")
        problem(QStringLiteral("%1: content type %2")
                    .arg(method, QString::fromLatin1(headers.value("content-type"))));
    if (headers.value("connect-protocol-version") != "1")
        problem(QStringLiteral("%1: no Connect-Protocol-Version: 1").arg(method));
    bool timeoutOk = false;
    headers.value("connect-timeout-ms").toLongLong(&timeoutOk);
    if (!timeoutOk)
        problem(QStringLiteral("%1: no Connect-Timeout-Ms").arg(method));
    if (!headers.value("accept-encoding").contains("gzip"))
        problem(QStringLiteral("%1: gzip not accepted").arg(method));

    if (!m_tenant.isEmpty() && headers.value("x-scope-orgid") != m_tenant.toUtf8())
        return error(401, "unauthenticated", QStringLiteral("no org id"));
    if (!m_auth.isEmpty() && headers.value("authorization") != m_auth)
        return error(401, "unauthenticated", QStringLiteral("invalid credentials"));
    // A server without the method (behind whatever checks the credentials).
    if (m_generation == Generation::NoMerge && method == QLatin1String("SelectMergeProfile"))
        return error(404, "unimplemented", QStringLiteral("404 page not found"));

    WireFields req;
    if (!req.parse(body)) {
        problem(QStringLiteral("%1: the body is not protobuf").arg(method));
        return error(400, "invalid_argument", QStringLiteral("cannot parse the request"));
    }
    const Spec &spec = specs()[method];
    const QMap<int, int> types = req.types();
    for (auto it = types.begin(); it != types.end(); ++it) {
        if (!spec.fields.contains(it.key()) || spec.fields[it.key()] != it.value()) {
            problem(QStringLiteral("%1: field %2 with wire type %3")
                        .arg(method)
                        .arg(it.key())
                        .arg(it.value()));
            return error(400, "invalid_argument", QStringLiteral("unexpected field"));
        }
    }
    const qint64 start = req.int64(spec.startField);
    const qint64 end = req.int64(spec.endField);
    const qint64 msMin = 946684800000;  // 2000-01-01 in ms
    const qint64 msMax = 4102444800000; // 2100-01-01 in ms
    if (!req.has(spec.startField) || !req.has(spec.endField) || start < msMin || end > msMax ||
        start >= end) {
        problem(QStringLiteral("%1: start %2, end %3 are not a window in ms")
                    .arg(method)
                    .arg(start)
                    .arg(end));
        return error(400, "invalid_argument", QStringLiteral("start and end are required"));
    }

    switch (m_mode) {
    case Mode::Error500:
        return error(500, "internal", QStringLiteral("store exploded"));
    case Mode::Error502Html:
        return finish(Answer{502, "text/html", "<html><body>Bad gateway</body></html>"});
    case Mode::Garbage:
        return finish(Answer{200, "application/proto", "<html>this is not protobuf</html>"});
    case Mode::WrongType:
        return finish(Answer{200, "text/html", "<html>login</html>"});
    case Mode::Redirect:
        return finish(Answer{307, "text/plain", "moved"});
    case Mode::Huge:
    case Mode::GzipBomb:
        return finish(Answer{200, "application/proto", QByteArray(m_hugeBytes, 'x')});
    default:
        break;
    }
    Answer a = answerFor(method, req, &rec);
    if (m_mode == Mode::Truncated && a.status == 200) {
        // Cut inside the first length-delimited field: a truncated protobuf, not a short one.
        a.body.truncate(qMax<qsizetype>(3, a.body.size() / 2));
    }
    return finish(a);
}

TestStoreServer::Answer TestStoreServer::answerFor(const QString &method, const WireFields &req,
                                                   Received *rec)
{
    auto bad = [](const QString &message) {
        return Answer{400, "application/json", jsonError("invalid_argument", message)};
    };
    // Matchers (repeated strings) or one selector, depending on the method.
    QStringList selectors;
    if (method == QLatin1String("LabelNames") || method == QLatin1String("Series"))
        selectors = req.strings(1);
    else if (method == QLatin1String("LabelValues"))
        selectors = req.strings(2);
    else if (method != QLatin1String("ProfileTypes"))
        selectors = QStringList{req.string(2)};
    QList<Matcher> ms;
    for (const QString &s : selectors) {
        const auto parsed = parseSelector(s);
        if (!parsed) {
            problem(QStringLiteral("%1: bad selector %2").arg(method, s));
            return bad(QStringLiteral("parse error in selector"));
        }
        ms += *parsed;
    }
    for (const Matcher &m : ms)
        rec->selectorValues.append(m.value);
    QStringList comps;
    for (const QString &c : componentList()) {
        if (matches(ms, QStringLiteral("service_name"), c))
            comps.append(c);
    }

    WireWriter out;
    if (method == QLatin1String("ProfileTypes")) {
        for (const QString &c : comps) {
            for (const QString &id : typeList(c)) {
                const QStringList p = id.split(QLatin1Char(':'));
                out.message(1, WireWriter()
                                   .string(1, id)
                                   .string(2, p[0])
                                   .string(4, p[1])
                                   .string(5, p[2])
                                   .string(6, p[3])
                                   .string(7, p[4]));
            }
        }
    } else if (method == QLatin1String("LabelNames")) {
        for (const char *n :
             {"__name__", "__profile_type__", "service_name", "span_id", "span_name"})
            out.string(1, QLatin1String(n));
        for (const QString &n : m_hostile)
            out.string(1, n);
        if (!m_hostile.isEmpty())
            out.string(1, QStringLiteral("hostile"));
    } else if (method == QLatin1String("LabelValues")) {
        const QString name = req.string(1);
        QStringList values;
        if (name == QLatin1String("service_name"))
            values = comps;
        else if (name == QLatin1String("span_name") || name == QLatin1String("hostile") ||
                 m_hostile.contains(name))
            values = m_hostile.isEmpty() ? spanNames() : m_hostile;
        else if (name == QLatin1String("span_id")) {
            for (int i = 0; i < SpanIds; ++i)
                values.append(QStringLiteral("%1").arg(i, 16, 16, QLatin1Char('0')));
        } else if (name == QLatin1String("__profile_type__")) {
            for (const QString &c : comps)
                values += typeList(c);
        } else if (name.startsWith(QLatin1String("load_"))) {
            // The load test: an answer that says which request it answers.
            values = QStringList{name, QString::number(req.int64(3))};
        }
        for (const QString &v : values)
            out.string(1, v);
    } else if (method == QLatin1String("Series")) {
        const QStringList wanted = req.strings(2);
        std::set<QList<QPair<QString, QString>>> sets;
        for (const QString &c : comps) {
            for (const QString &id : typeList(c)) {
                QList<QPair<QString, QString>> all = {
                    {QStringLiteral("__name__"), id.section(QLatin1Char(':'), 0, 0)},
                    {QStringLiteral("__profile_type__"), id},
                    {QStringLiteral("service_name"), c}};
                if (!m_hostile.isEmpty())
                    all.append({QStringLiteral("hostile"), m_hostile.first()});
                QList<QPair<QString, QString>> kept;
                for (const auto &p : all) {
                    if (wanted.isEmpty() || wanted.contains(p.first))
                        kept.append(p);
                }
                sets.insert(kept);
            }
        }
        for (const auto &set : sets) {
            WireWriter labels;
            for (const auto &p : set)
                labels.message(1, WireWriter().string(1, p.first).string(2, p.second));
            out.message(2, labels);
        }
    } else if (method == QLatin1String("SelectSeries")) {
        const double step = req.dbl(6);
        const qint64 start = req.int64(3);
        const qint64 end = req.int64(4);
        if (!(step > 0))
            return bad(QStringLiteral("step must be positive"));
        if (double(end - start) / (step * 1000) > 11000)
            return bad(QStringLiteral("too many points"));
        if (!comps.isEmpty() && typeList(comps.first()).contains(req.string(1))) {
            WireWriter series;
            const qint64 stepMs = qint64(step * 1000);
            for (qint64 t = start - start % stepMs; t < end; t += stepMs) {
                const double v = 1e8 * double(1 + (t / stepMs) % 5);
                series.message(2, WireWriter().dbl(1, v).int64(2, t));
            }
            out.message(1, series);
        }
    } else if (method == QLatin1String("SelectMergeStacktraces")) {
        if (req.has(5) && req.int64(5) <= 0)
            return bad(QStringLiteral("max_nodes must be positive"));
        const QString type = req.string(1);
        const QByteArray pprof =
            type.startsWith(QLatin1String("memory:")) ? heapPprof() : cpuPprof();
        // Before 2.1.2 the format field is unknown: a flame graph whatever was asked.
        if (m_generation != Generation::V2_2 || req.int64(6) != 4)
            return Answer{200, "application/proto", cpuFlameGraph()};
        out.message(5, WireWriter().bytes(1, pprof));
    } else if (method == QLatin1String("SelectMergeProfile")) {
        if (req.has(5) && req.int64(5) <= 0)
            return bad(QStringLiteral("max_nodes must be positive"));
        const QString type = req.string(1);
        // The answer is the google.v1.Profile itself, not wrapped.
        return Answer{200, "application/proto",
                      type.startsWith(QLatin1String("memory:")) ? heapPprof() : cpuPprof()};
    }
    return Answer{200, "application/proto", out.data()};
}

} // namespace hearth::test

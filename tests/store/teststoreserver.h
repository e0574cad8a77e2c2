// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QHash>
#include <QHttpServer>
#include <QMap>
#include <QMutex>
#include <QObject>
#include <QStringList>
#include <QUrl>

#include "delayproxy.h"

#include <atomic>
#include <optional>

namespace hearth::test {

/// A faithful Pyroscope querier on 127.0.0.1 for tests: Connect protocol, unary POST,
/// protobuf bodies written by field number, answering from the real pprof files in
/// tests/data. It checks every request (path, content type, Connect headers, field numbers
/// and wire types, millisecond times, PromQL selectors, tenant and auth) and records what it
/// saw, and misbehaves on demand.
class TestStoreServer : public QObject
{
    Q_OBJECT
public:
    enum class Mode {
        Normal,
        Error500,     // 500 with a Connect JSON error body
        Error502Html, // 502 with an HTML body (a proxy's page)
        Slow,         // answers after delayMs
        Truncated,    // a 200 whose protobuf body is cut in the middle
        Garbage,      // a 200 whose body is not protobuf
        WrongType,    // a 200 with text/html
        Huge,         // a 200 with a body of hugeBytes
        GzipBomb,     // a 200 whose small gzip body inflates to hugeBytes
        Redirect,     // a 307 to another host (credentials must not follow)
    };

    /// Which Pyroscope the server answers as.
    enum class Generation {
        V1,      // 1.x: SelectMergeProfile; SelectMergeStacktraces ignores format and
                 // answers a flame graph (field 1); buildinfo says 1.8.0
        V2_2,    // 2.2: as V1, and SelectMergeStacktraces with format PPROF (4) answers the
                 // pprof (field 5); buildinfo says 2.2.0
        NoMerge, // no SelectMergeProfile (404 unimplemented) and no buildinfo (404)
    };
    static QString generationName(Generation g);

    struct Received
    {
        QString method; // "ProfileTypes", ...
        QByteArray body;
        QHash<QByteArray, QByteArray> headers; // lower-case names
        QStringList selectorValues;            // matcher values, unescaped by the server
    };

    explicit TestStoreServer(QObject *parent = nullptr);
    ~TestStoreServer() override;

    /// Listens on 127.0.0.1 on a free port; with tls, on TLS with the self-signed certificate
    /// in tests/data. Clients talk to it through a DelayProxy (Mode::Slow).
    bool listen(bool tls = false);
    QUrl url() const;

    void setMode(Mode mode) { m_mode = mode; }
    void setDelayMs(int ms) { m_delayMs = ms; }
    void setHugeBytes(qint64 n) { m_hugeBytes = n; }
    void setRequiredTenant(const QString &tenant) { m_tenant = tenant; }
    void setRequiredAuthorization(const QByteArray &value) { m_auth = value; }
    void setGzip(bool on) { m_gzip = on; }
    void setGeneration(Generation g) { m_generation = g; }
    Generation generation() const { return m_generation; }
    /// The flame graph a 1.x server gives for SelectMergeStacktraces on the CPU profile.
    static QByteArray cpuFlameGraph();
    /// Issue 20: a hostile store. Each name becomes a component (with a CPU type and a type
    /// whose names are hostile: hostileType()), a label name and a label value (span_name,
    /// and a label "hostile" on every series). Empty: the ordinary answers.
    void setHostileNames(const QStringList &names) { m_hostile = names; }
    static QString hostileType();

    /// Requests seen, oldest first; problems found in them (empty: all were right).
    QList<Received> received() const;
    QStringList problems() const;
    void clear();
    int gzippedAnswers() const { return m_gzipped.load(); }
    int answered() const { return m_answered.load(); }

    static QByteArray cpuPprof();  // go-cpu-small, decompressed
    static QByteArray heapPprof(); // go-heap-small, decompressed
    static QStringList components() { return {QStringLiteral("api"), QStringLiteral("worker")}; }
    static QStringList typesOf(const QString &component);
    static QStringList spanNames();
    static constexpr int SpanIds = 1500;

    struct Matcher
    {
        QString name;
        QString op;
        QString value;
    };
    /// Parses a PromQL selector as Pyroscope does; nullopt when it is not one.
    static std::optional<QList<Matcher>> parseSelector(const QString &text);

private:
    struct Answer
    {
        int status = 200;
        QByteArray mime = "application/proto";
        QByteArray body;
    };
    Answer handle(const QString &method, const QByteArray &body,
                  const QHash<QByteArray, QByteArray> &headers);
    Answer answerFor(const QString &method, const class WireFields &req, Received *rec);
    QStringList componentList() const { return m_hostile.isEmpty() ? components() : m_hostile; }
    QStringList typeList(const QString &component) const;
    void problem(const QString &what);

    QHttpServer m_server;
    DelayProxy m_proxy; // in front of m_server: what url() names
    quint16 m_port = 0;
    bool m_tls = false;
    Mode m_mode = Mode::Normal;
    Generation m_generation = Generation::V2_2;
    int m_delayMs = 0;
    qint64 m_hugeBytes = 0;
    QString m_tenant;
    QByteArray m_auth;
    bool m_gzip = true;
    QStringList m_hostile;
    mutable QMutex m_mutex;
    QList<Received> m_received;
    QStringList m_problems;
    std::atomic<int> m_gzipped{0};
    std::atomic<int> m_answered{0};
};

} // namespace hearth::test

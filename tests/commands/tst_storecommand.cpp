// SPDX-License-Identifier: MIT
#include "commandtestsupport.h"
#include "rawhttpserver.h"
#include "storecommand.h"
#include "teststoreserver.h"
#include "wirefields.h"

#include "io/decompressor.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace hearth;
using hearth::test::RawHttpServer;
using hearth::test::TestStoreServer;
using hearth::test::WireFields;

class TestStoreCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void run_data();
    void run();
    void json();
    void profileFile_data();
    void profileFile();
    void profileToStandardOutput_data();
    void profileToStandardOutput();
    void windowInMs();
    void consoleLink();
    void escapedOperation();
    void auth();
    void tls();
    void failures_data();
    void failures();

private:
    struct Output
    {
        int rc = -1;
        QString out;
        QString err;
    };
    Output runCommand(const QStringList &args);
    QStringList expand(QStringList args, const QUrl &url) const;
    QTemporaryDir m_dir;
};

namespace {
const QString Cpu = QStringLiteral("process_cpu:cpu:nanoseconds:cpu:nanoseconds");
}

void TestStoreCommand::init()
{
    qunsetenv("HEARTH_STORE_TOKEN");
}

TestStoreCommand::Output TestStoreCommand::runCommand(const QStringList &args)
{
    Output o;
    QTextStream out(&o.out);
    QTextStream err(&o.err);
    o.rc = StoreCommand::run(args, CliIo{out, err});
    out.flush();
    err.flush();
    return o;
}

QStringList TestStoreCommand::expand(QStringList args, const QUrl &url) const
{
    for (QString &a : args) {
        a.replace(QStringLiteral("%URL%"), url.toString());
        a.replace(QStringLiteral("%OUT%"), m_dir.filePath(QStringLiteral("merged.pb.gz")));
    }
    return args;
}

void TestStoreCommand::run_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("rc");
    QTest::addColumn<QString>("out"); // the whole of stdout, or a line it contains (~prefix)
    QTest::addColumn<QString>("err");
    const QString spanIds = QStringLiteral("span_id has 1500 values");
    auto a = [](const char *s) { return QString::fromUtf8(s).split(QLatin1Char(' ')); };
    QTest::newRow("components") << a("%URL% components") << 0 << QStringLiteral("api\nworker\n")
                                << QString();
    QTest::newRow("types") << a("%URL% types") << 0
                           << QStringLiteral("process_cpu:cpu:nanoseconds:cpu:nanoseconds\n"
                                             "process_cpu:samples:count:cpu:nanoseconds\n"
                                             "memory:alloc_space:bytes:space:bytes\n"
                                             "memory:inuse_space:bytes:space:bytes\n")
                           << QString();
    QTest::newRow("types of a component")
        << a("%URL% types --component worker") << 0
        << QStringLiteral("memory:alloc_space:bytes:space:bytes\n"
                          "memory:inuse_space:bytes:space:bytes\n")
        << QString();
    QTest::newRow("labels") << a("%URL% labels --component api") << 0
                            << QStringLiteral("__name__\n__profile_type__\nservice_name\nspan_id\n"
                                              "span_name\n")
                            << QString();
    QTest::newRow("label values") << a("%URL% labels --component api --label span_name") << 0
                                  << QStringLiteral(
                                         "GET /users\nPOST /orders\nsay \"hi\" \\ back\n")
                                  << QString();
    QTest::newRow("unbounded label") << a("%URL% labels --component api --label span_id") << 0
                                     << QStringLiteral("~00000000000005db") << spanIds;
    QTest::newRow("series") << a("%URL% series --component api --type %1 --from -1h --until now "
                                 "--step 60")
                            << 0 << QStringLiteral("~\t100000000") << QString();
    QTest::newRow("profile") << a("%URL% profile --component api --type %1 --from -1h "
                                  "--until now -o %OUT%")
                             << 0 << QStringLiteral("~3.81 s of CPU") << QString();
    QTest::newRow("help") << a("--help") << 0 << QStringLiteral("~Usage: hearth store URL")
                          << QString();
    // Usage errors: exit code 2 and one line on stderr.
    QTest::newRow("no action") << a("%URL%") << 2 << QString()
                               << QStringLiteral("expected URL and one of");
    QTest::newRow("unknown action")
        << a("%URL% flamegraph") << 2 << QString() << QStringLiteral("unknown action 'flamegraph'");
    QTest::newRow("not a URL") << a("store.example components") << 2 << QString()
                               << QStringLiteral("not an http(s) URL");
    QTest::newRow("series without type")
        << a("%URL% series --component api --from -1h --until now") << 2 << QString()
        << QStringLiteral("series needs --component, --type, --from and --until");
    QTest::newRow("profile without -o")
        << a("%URL% profile --component api --type %1 --from -1h --until now") << 2 << QString()
        << QStringLiteral("profile needs -o FILE");
    QTest::newRow("bad time") << a("%URL% series --component api --type %1 --from soon --until now")
                              << 2 << QString() << QStringLiteral("--from takes milliseconds");
    QTest::newRow("window backwards")
        << a("%URL% series --component api --type %1 --from now --until -1h") << 2 << QString()
        << QStringLiteral("--until must be after --from");
    QTest::newRow("bad operation")
        << a("%URL% series --component api --type %1 --operation GET --from -1h --until now") << 2
        << QString() << QStringLiteral("--operation takes LABEL=VALUE");
    QTest::newRow("bad type") << a("%URL% series --component api --type cpu --from -1h --until now")
                              << 2 << QString() << QStringLiteral("--type takes");
    QTest::newRow("bad max nodes")
        << a("%URL% profile --component api --type %1 --from -1h --until now -o x --max-nodes -5")
        << 2 << QString() << QStringLiteral("--max-nodes takes a positive number");
    QTest::newRow("labels without component")
        << a("%URL% labels") << 2 << QString() << QStringLiteral("labels needs --component NAME");
    QTest::newRow("user without token") << a("%URL% components --user bob") << 2 << QString()
                                        << QStringLiteral("--user needs --token");
    QTest::newRow("unknown option") << a("%URL% components --colour") << 2 << QString()
                                    << QStringLiteral("Unknown option 'colour'");
}

void TestStoreCommand::run()
{
    QFETCH(QStringList, args);
    QFETCH(int, rc);
    QFETCH(QString, out);
    QFETCH(QString, err);
    TestStoreServer server;
    QVERIFY(server.listen());
    for (QString &arg : args)
        arg.replace(QStringLiteral("%1"), Cpu);
    const Output o = runCommand(expand(args, server.url()));
    QVERIFY2(o.rc == rc, qPrintable(o.err));
    if (out.startsWith(QLatin1Char('~')))
        QVERIFY2(o.out.contains(out.mid(1)), qPrintable(o.out.left(2000)));
    else
        QCOMPARE(o.out, out);
    if (err.isEmpty()) {
        QCOMPARE(o.err, QString());
    } else {
        QVERIFY2(o.err.contains(err), qPrintable(o.err));
        QCOMPARE(o.err.count(QLatin1Char('\n')), 1);
        QVERIFY(o.err.startsWith(QStringLiteral("hearth store: ")));
    }
    QCOMPARE(server.problems(), QStringList());
    if (rc == 2)
        QVERIFY(server.received().isEmpty());
}

void TestStoreCommand::json()
{
    TestStoreServer server;
    QVERIFY(server.listen());
    const QString url = server.url().toString();
    Output o = runCommand({url, QStringLiteral("components"), QStringLiteral("--json")});
    QCOMPARE(o.rc, 0);
    QJsonObject doc = QJsonDocument::fromJson(o.out.toUtf8()).object();
    const QJsonArray comps = doc.value(QStringLiteral("components")).toArray();
    QCOMPARE(comps.size(), 2);
    QCOMPARE(comps[0].toObject().value(QStringLiteral("name")).toString(), QStringLiteral("api"));
    QVERIFY(comps[0].toObject().value(QStringLiteral("profile_types")).toArray().contains(Cpu));

    o = runCommand({url, QStringLiteral("labels"), QStringLiteral("--component"),
                    QStringLiteral("api"), QStringLiteral("--label"), QStringLiteral("span_id"),
                    QStringLiteral("--json")});
    doc = QJsonDocument::fromJson(o.out.toUtf8()).object();
    QCOMPARE(doc.value(QStringLiteral("count")).toInt(), TestStoreServer::SpanIds);
    QCOMPARE(doc.value(QStringLiteral("unbounded")).toBool(), true);
    QCOMPARE(o.err, QString()); // JSON carries the flag: no note on stderr

    o = runCommand({url, QStringLiteral("types"), QStringLiteral("--json")});
    doc = QJsonDocument::fromJson(o.out.toUtf8()).object();
    const QJsonObject t = doc.value(QStringLiteral("profile_types")).toArray()[0].toObject();
    QCOMPARE(t.value(QStringLiteral("id")).toString(), Cpu);
    QCOMPARE(t.value(QStringLiteral("sample_unit")).toString(), QStringLiteral("nanoseconds"));

    o = runCommand({url, QStringLiteral("series"), QStringLiteral("--component"),
                    QStringLiteral("api"), QStringLiteral("--type"), Cpu, QStringLiteral("--from"),
                    QStringLiteral("-15m"), QStringLiteral("--until"), QStringLiteral("now"),
                    QStringLiteral("--json")});
    QCOMPARE(o.rc, 0);
    doc = QJsonDocument::fromJson(o.out.toUtf8()).object();
    QCOMPARE(doc.value(QStringLiteral("step")).toDouble(), 10.0);
    QCOMPARE(doc.value(QStringLiteral("unit")).toString(), QStringLiteral("nanoseconds"));
    const QJsonArray points = doc.value(QStringLiteral("series"))
                                  .toArray()[0]
                                  .toObject()
                                  .value(QStringLiteral("points"))
                                  .toArray();
    QVERIFY(qAbs(points.size() - 90) <= 1);
    QCOMPARE(points[0].toArray().size(), 2);
}

Q_DECLARE_METATYPE(TestStoreServer::Generation)

void TestStoreCommand::profileFile_data()
{
    QTest::addColumn<TestStoreServer::Generation>("generation");
    using G = TestStoreServer::Generation;
    QTest::newRow("1.x") << G::V1;
    QTest::newRow("2.2") << G::V2_2;
    QTest::newRow("no SelectMergeProfile") << G::NoMerge;
}

void TestStoreCommand::profileFile()
{
    QFETCH(TestStoreServer::Generation, generation);
    TestStoreServer server;
    QVERIFY(server.listen());
    server.setGeneration(generation);
    const QString file = m_dir.filePath(QStringLiteral("worker.pb.gz"));
    QFile::remove(file);
    const Output o = runCommand(
        {server.url().toString(), QStringLiteral("profile"), QStringLiteral("--component"),
         QStringLiteral("worker"), QStringLiteral("--type"),
         QStringLiteral("memory:inuse_space:bytes:space:bytes"), QStringLiteral("--from"),
         QStringLiteral("-1h"), QStringLiteral("--until"), QStringLiteral("now"),
         QStringLiteral("-o"), file, QStringLiteral("--max-nodes"), QStringLiteral("1024"),
         QStringLiteral("--json")});
    WireFields req;
    QVERIFY(req.parse(server.received().first().body));
    QCOMPARE(server.received().first().method, QStringLiteral("SelectMergeProfile"));
    QCOMPARE(req.int64(5), 1024);
    QVERIFY(!req.has(6)); // no format: the answer is a pprof on every server
    QCOMPARE(req.string(2), QStringLiteral("{service_name=\"worker\"}"));
    if (generation == TestStoreServer::Generation::NoMerge) {
        QCOMPARE(o.rc, 3);
        const QString expected = QStringLiteral("hearth store: SelectMergeProfile: the server %1 "
                                                "does not offer SelectMergeProfile (HTTP 404 "
                                                "unimplemented); Pyroscope 1.0 and later have it")
                                     .arg(server.url().toString());
        QVERIFY2(o.err.startsWith(expected), qPrintable(o.err));
        QCOMPARE(o.err.count(QLatin1Char('\n')), 1);
        QVERIFY(!QFile::exists(file));
        return;
    }
    QVERIFY2(o.rc == 0, qPrintable(o.err));
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray gz = f.readAll();
    QCOMPARE(Decompressor::detect(gz), Decompressor::Compression::Gzip);
    ParseError err;
    QCOMPARE(Decompressor::decompress(gz, ReadOptions{}, &err), TestStoreServer::heapPprof());
    const QJsonObject doc = QJsonDocument::fromJson(o.out.toUtf8()).object();
    QCOMPARE(doc.value(QStringLiteral("sample_type")).toString(), QStringLiteral("inuse_space"));
    QCOMPARE(doc.value(QStringLiteral("total")).toInteger(), 7884819);
    QCOMPARE(doc.value(QStringLiteral("other")).toInteger(), 0);
}

// profile -o -: the gzip-compressed pprof on standard output and nothing else; the line (or the
// JSON) about it on standard error.
void TestStoreCommand::profileToStandardOutput_data()
{
    QTest::addColumn<bool>("json");
    QTest::newRow("text") << false;
    QTest::newRow("json") << true;
}

void TestStoreCommand::profileToStandardOutput()
{
    QFETCH(bool, json);
    TestStoreServer server;
    QVERIFY(server.listen());
    QStringList args{
        server.url().toString(),       QStringLiteral("profile"),
        QStringLiteral("--component"), QStringLiteral("worker"),
        QStringLiteral("--type"),      QStringLiteral("memory:inuse_space:bytes:space:bytes"),
        QStringLiteral("--from"),      QStringLiteral("-1h"),
        QStringLiteral("--until"),     QStringLiteral("now"),
        QStringLiteral("-o"),          QStringLiteral("-")};
    if (json)
        args << QStringLiteral("--json");
    hearth::test::BinaryRun run;
    QVERIFY2(run(&StoreCommand::run, args) == 0, qPrintable(run.err));
    QCOMPARE(Decompressor::detect(run.bytes), Decompressor::Compression::Gzip);
    ParseError err;
    QCOMPARE(Decompressor::decompress(run.bytes, ReadOptions{}, &err),
             TestStoreServer::heapPprof());
    if (json) {
        const QJsonObject doc = QJsonDocument::fromJson(run.err.toUtf8()).object();
        QCOMPARE(doc.value(QStringLiteral("file")).toString(), QStringLiteral("-"));
        QCOMPARE(doc.value(QStringLiteral("bytes")).toInteger(), run.bytes.size());
    } else {
        QVERIFY2(run.err.startsWith(QStringLiteral("standard output: ")), qPrintable(run.err));
    }
}

void TestStoreCommand::windowInMs()
{
    TestStoreServer server;
    QVERIFY(server.listen());
    const Output o =
        runCommand({server.url().toString(), QStringLiteral("series"),
                    QStringLiteral("--component"), QStringLiteral("api"), QStringLiteral("--type"),
                    Cpu, QStringLiteral("--from"), QStringLiteral("1764511200000"),
                    QStringLiteral("--until"), QStringLiteral("2025-11-30T15:00:00+00:00")});
    QCOMPARE(o.rc, 0);
    WireFields req;
    QVERIFY(req.parse(server.received().first().body));
    QCOMPARE(req.int64(3), 1764511200000);
    QCOMPARE(req.int64(4), 1764514800000);
    QCOMPARE(req.dbl(6), 15.0);
    QCOMPARE(o.out.count(QLatin1Char('\n')), 240);
    QVERIFY(o.out.startsWith(QStringLiteral("1764511200000\t")));
}

void TestStoreCommand::consoleLink()
{
    TestStoreServer server;
    QVERIFY(server.listen());
    QUrl link = server.url();
    link.setPath(QStringLiteral("/components/api/profile"));
    link.setQuery(QStringLiteral("type=") + Cpu +
                  QStringLiteral("&operation=span_name%3DGET%20%2Fusers&from=1764511200000&until="
                                 "1764514800000"));
    const Output o = runCommand({link.toString(), QStringLiteral("profile"), QStringLiteral("-o"),
                                 m_dir.filePath(QStringLiteral("link.pb.gz"))});
    QVERIFY2(o.rc == 0, qPrintable(o.err));
    const auto rec = server.received().first();
    QCOMPARE(rec.method, QStringLiteral("SelectMergeProfile"));
    WireFields req;
    QVERIFY(req.parse(rec.body));
    QCOMPARE(req.string(1), Cpu);
    QCOMPARE(req.string(2), QStringLiteral("{service_name=\"api\",span_name=\"GET /users\"}"));
    QCOMPARE(req.int64(3), 1764511200000);
    QCOMPARE(req.int64(4), 1764514800000);
}

void TestStoreCommand::escapedOperation()
{
    TestStoreServer server;
    QVERIFY(server.listen());
    const QString value = QStringLiteral("say \"hi\" \\ back");
    const Output o = runCommand(
        {server.url().toString(), QStringLiteral("series"), QStringLiteral("--component"),
         QStringLiteral("api"), QStringLiteral("--type"), Cpu, QStringLiteral("--operation"),
         QStringLiteral("span_name=") + value, QStringLiteral("--from"), QStringLiteral("-1h"),
         QStringLiteral("--until"), QStringLiteral("now")});
    QVERIFY2(o.rc == 0, qPrintable(o.err));
    QCOMPARE(server.problems(), QStringList());
    QCOMPARE(server.received().first().selectorValues, (QStringList{QStringLiteral("api"), value}));
}

void TestStoreCommand::auth()
{
    TestStoreServer server;
    QVERIFY(server.listen());
    server.setRequiredTenant(QStringLiteral("acme"));
    const QString url = server.url().toString();
    Output o = runCommand({url, QStringLiteral("components")});
    QCOMPARE(o.rc, 3);
    QCOMPARE(o.err, QStringLiteral("hearth store: Series: HTTP 401 unauthenticated: no org id\n"));
    QCOMPARE(o.out, QString());

    o = runCommand(
        {url, QStringLiteral("components"), QStringLiteral("--tenant"), QStringLiteral("acme")});
    QCOMPARE(o.rc, 0);

    server.setRequiredAuthorization("Basic " + QByteArray("1234:glc_x").toBase64());
    o = runCommand({url, QStringLiteral("components"), QStringLiteral("--tenant"),
                    QStringLiteral("acme"), QStringLiteral("--user"), QStringLiteral("1234"),
                    QStringLiteral("--token"), QStringLiteral("glc_x")});
    QVERIFY2(o.rc == 0, qPrintable(o.err));

    server.setRequiredAuthorization("Bearer from-env");
    qputenv("HEARTH_STORE_TOKEN", "from-env");
    o = runCommand(
        {url, QStringLiteral("types"), QStringLiteral("--tenant"), QStringLiteral("acme")});
    QVERIFY2(o.rc == 0, qPrintable(o.err));
    // --token wins over the environment.
    o = runCommand({url, QStringLiteral("types"), QStringLiteral("--tenant"),
                    QStringLiteral("acme"), QStringLiteral("--token"), QStringLiteral("wrong")});
    QCOMPARE(o.rc, 3);
    QCOMPARE(o.err, QStringLiteral("hearth store: ProfileTypes: HTTP 401 unauthenticated: invalid "
                                   "credentials\n"));
    QCOMPARE(server.received().last().headers.value("authorization"), QByteArray("Bearer wrong"));
}

void TestStoreCommand::tls()
{
    if (!QSslSocket::supportsSsl())
        QSKIP("no TLS backend");
    TestStoreServer server;
    QVERIFY(server.listen(true));
    const QString fp = QStringLiteral("C0:66:60:09:7E:BD:5E:3E:77:D8:E9:8C:4B:4A:F4:2A:F5:1C:56:"
                                      "1C:EB:12:FC:12:AD:C3:06:D1:2A:41:67:19");
    Output o = runCommand({server.url().toString(), QStringLiteral("components")});
    QCOMPARE(o.rc, 3);
    QVERIFY2(o.err.startsWith(QStringLiteral("hearth store: Series: TLS failed: ")),
             qPrintable(o.err));
    QVERIFY(o.err.contains(QStringLiteral("(certificate SHA-256 ") + fp + QLatin1Char(')')));
    QCOMPARE(o.err.count(QLatin1Char('\n')), 1);
    o = runCommand({server.url().toString(), QStringLiteral("components"),
                    QStringLiteral("--trust-fingerprint"), fp});
    QVERIFY2(o.rc == 0, qPrintable(o.err));
    QCOMPARE(o.out, QStringLiteral("api\nworker\n"));
}

Q_DECLARE_METATYPE(TestStoreServer::Mode)

void TestStoreCommand::failures_data()
{
    QTest::addColumn<TestStoreServer::Generation>("generation");
    QTest::addColumn<TestStoreServer::Mode>("mode");
    QTest::addColumn<QString>("action");
    QTest::addColumn<QString>("err");
    using M = TestStoreServer::Mode;
    using G = TestStoreServer::Generation;
    for (const G g : {G::V1, G::V2_2, G::NoMerge}) {
        const QByteArray gen = TestStoreServer::generationName(g).toUtf8();
        // A server without SelectMergeProfile says so first, unless it is too slow to.
        const QString lacking =
            QStringLiteral("hearth store: SelectMergeProfile: the server http://127.0.0.1:");
        auto row = [&](const char *name, M mode, const QString &action, const QString &err) {
            const bool profile = action == QLatin1String("profile");
            QTest::addRow("%s: %s", gen.constData(), name)
                << g << mode << action
                << (g == G::NoMerge && profile && mode != M::Slow ? lacking : err);
        };
        row("500", M::Error500, QStringLiteral("profile"),
            QStringLiteral("hearth store: SelectMergeProfile: HTTP 500 internal: store "
                           "exploded\n"));
        row("502 html", M::Error502Html, QStringLiteral("components"),
            QStringLiteral("hearth store: Series: HTTP 502 unavailable: "
                           "<html><body>Bad gateway</body></html>\n"));
        row("garbage", M::Garbage, QStringLiteral("series"),
            QStringLiteral("hearth store: SelectSeries: the answer is malformed: not a "
                           "SelectSeries response\n"));
        row("truncated", M::Truncated, QStringLiteral("profile"),
            QStringLiteral("hearth store: SelectMergeProfile: the answer is malformed: not a "
                           "SelectMergeProfile response\n"));
        row("slow", M::Slow, QStringLiteral("profile"),
            QStringLiteral("hearth store: SelectMergeProfile: no answer within the timeout: "
                           "300 ms\n"));
        row("closed mid-body", M::Normal, QStringLiteral("raw"),
            QStringLiteral("hearth store: Series: connection failed: the answer was cut short"));
        row("refused", M::Normal, QStringLiteral("refused"),
            QStringLiteral("hearth store: Series: connection failed: Connection refused\n"));
    }
}

void TestStoreCommand::failures()
{
    QFETCH(TestStoreServer::Generation, generation);
    QFETCH(TestStoreServer::Mode, mode);
    QFETCH(QString, action);
    QFETCH(QString, err);
    TestStoreServer server;
    QVERIFY(server.listen());
    server.setGeneration(generation);
    server.setMode(mode);
    server.setDelayMs(2000);
    RawHttpServer raw;
    QVERIFY(raw.listen());
    QUrl url = server.url();
    if (action == QLatin1String("raw")) {
        url = raw.url();
        action = QStringLiteral("components");
    } else if (action == QLatin1String("refused")) {
        url.setPort(RawHttpServer::refusedPort());
        action = QStringLiteral("components");
    }
    const QString file = m_dir.filePath(QStringLiteral("failed.pb.gz"));
    QFile::remove(file);
    QStringList args{url.toString(), action, QStringLiteral("--timeout"), QStringLiteral("0.3")};
    if (action != QLatin1String("components"))
        args << QStringLiteral("--component") << QStringLiteral("api") << QStringLiteral("--type")
             << Cpu << QStringLiteral("--from") << QStringLiteral("-1h")
             << QStringLiteral("--until") << QStringLiteral("now") << QStringLiteral("-o") << file;
    QElapsedTimer clock;
    clock.start();
    const Output o = runCommand(args);
    QCOMPARE(o.rc, 3);
    if (err.endsWith(QLatin1Char('\n')))
        QCOMPARE(o.err, err);
    else
        QVERIFY2(o.err.startsWith(err), qPrintable(o.err));
    QCOMPARE(o.err.count(QLatin1Char('\n')), 1);
    QCOMPARE(o.out, QString());
    QVERIFY(!QFile::exists(file)); // nothing half-written
    QVERIFY(clock.elapsed() < 1900);
}

QTEST_GUILESS_MAIN(TestStoreCommand)
#include "tst_storecommand.moc"

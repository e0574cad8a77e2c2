// SPDX-License-Identifier: MIT
#include "memorycommand.h"
#include "storecommand.h"
#include "testmemoryserver.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace hearth;
using namespace hearth::test;

class TestMemoryCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void run_data();
    void run();
    void json_data();
    void json();
    void storeStopped_data();
    void storeStopped();

private:
    struct Output
    {
        int rc = -1;
        QString out;
        QString err;
    };
    Output runCommand(const QStringList &args);
    QStringList window(const QString &component) const
    {
        return {m_server.url().toString(),     QStringLiteral("memory"),
                QStringLiteral("--component"), component,
                QStringLiteral("--from"),      QString::number(T0),
                QStringLiteral("--until"),     QString::number(T0 + 20 * HourMs)};
    }
    QStringList prom() const { return {QStringLiteral("--prometheus"), m_server.url().toString()}; }
    TestMemoryServer m_server;
};

void TestMemoryCommand::initTestCase()
{
    for (const auto &c : TestMemoryServer::standardComponents())
        m_server.addComponent(c);
    QVERIFY(m_server.listen());
}

TestMemoryCommand::Output TestMemoryCommand::runCommand(const QStringList &args)
{
    Output o;
    QTextStream out(&o.out), err(&o.err);
    // Through `hearth store`, as the program dispatches it.
    o.rc = StoreCommand::run(args, CliIo{out, err});
    out.flush();
    err.flush();
    return o;
}

void TestMemoryCommand::run_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("rc");
    QTest::addColumn<QStringList>("outContains");
    QTest::addColumn<QString>("errContains");
    QTest::newRow("ruby leak from prometheus")
        << window(QStringLiteral("worker")) + prom() << 0
        << QStringList{QStringLiteral("worker (Ruby)"),
                       QStringLiteral("one line per pod"),
                       QStringLiteral("  worker-7d9f-0  2026-05-28T20:26:40Z to "),
                       QStringLiteral("floor 3"),
                       QStringLiteral("worker-7d9f-0  OOMKilled"),
                       QStringLiteral("reading: rising_floor"),
                       QStringLiteral("A rising floor: this looks like a leak."),
                       QStringLiteral("Next: find it with the CI memory profilers or a heap "
                                      "dump")}
        << QString();
    QTest::newRow("go limit from the store")
        << window(QStringLiteral("resizer")) << 0
        << QStringList{QStringLiteral("resizer (Go)"),
                       QStringLiteral("the store (memory:inuse_space:bytes:space:bytes)"),
                       QStringLiteral("reading: plateau_with_spikes"),
                       QStringLiteral("18 spikes reached")}
        << QString();
    QTest::newRow("ruby with nothing") << window(QStringLiteral("cron")) + prom() << 0
                                       << QStringList{QStringLiteral("memory: no series"),
                                                      QStringLiteral("reading: not_enough_data"),
                                                      QStringLiteral("no production heap "
                                                                     "profiler exists for Ruby")}
                                       << QString();
    QTest::newRow("no component")
        << QStringList{m_server.url().toString(), QStringLiteral("memory"),
                       QStringLiteral("--from"),  QStringLiteral("-1h"),
                       QStringLiteral("--until"), QStringLiteral("now")}
        << 2 << QStringList() << QStringLiteral("memory needs --component, --from and --until");
    QTest::newRow("query without prometheus")
        << window(QStringLiteral("worker")) +
               QStringList{QStringLiteral("--query"), QStringLiteral("up")}
        << 2 << QStringList() << QStringLiteral("--query needs --prometheus");
    QTest::newRow("unreachable prometheus")
        << window(QStringLiteral("worker")) +
               QStringList{QStringLiteral("--prometheus"), QStringLiteral("http://127.0.0.1:1")}
        << 3 << QStringList() << QStringLiteral("hearth store memory: prometheus: connection");
    QTest::newRow("help") << QStringList{m_server.url().toString(), QStringLiteral("memory"),
                                         QStringLiteral("--help")}
                          << 0 << QStringList{QStringLiteral("Usage: hearth store URL memory")}
                          << QString();
}

void TestMemoryCommand::run()
{
    QFETCH(QStringList, args);
    QFETCH(int, rc);
    QFETCH(QStringList, outContains);
    QFETCH(QString, errContains);
    const Output o = runCommand(args);
    QVERIFY2(o.rc == rc, qPrintable(o.out + o.err));
    for (const QString &s : outContains)
        QVERIFY2(o.out.contains(s), qPrintable(s + QStringLiteral(" not in:\n") + o.out));
    if (errContains.isEmpty())
        QVERIFY2(o.err.isEmpty(), qPrintable(o.err));
    else
        QVERIFY2(o.err.contains(errContains), qPrintable(o.err));
}

void TestMemoryCommand::json_data()
{
    QTest::addColumn<QString>("component");
    QTest::addColumn<QString>("reading");
    QTest::addColumn<QString>("source");
    QTest::addColumn<int>("restarts");
    QTest::addColumn<int>("lives");
    QTest::newRow("go leak") << QStringLiteral("ingest") << QStringLiteral("rising_floor")
                             << QStringLiteral("pyroscope") << 3 << 4;
    QTest::newRow("ruby limit") << QStringLiteral("mailer") << QStringLiteral("plateau_with_spikes")
                                << QStringLiteral("prometheus") << 6 << 7;
    QTest::newRow("python steady") << QStringLiteral("search") << QStringLiteral("steady")
                                   << QStringLiteral("prometheus") << 0 << 3;
    QTest::newRow("ruby nothing") << QStringLiteral("cron") << QStringLiteral("not_enough_data")
                                  << QStringLiteral("none") << 0 << 0;
}

void TestMemoryCommand::json()
{
    QFETCH(QString, component);
    QFETCH(QString, reading);
    QFETCH(QString, source);
    QFETCH(int, restarts);
    QFETCH(int, lives);
    const Output o = runCommand(window(component) + prom() + QStringList{QStringLiteral("--json")});
    QCOMPARE(o.rc, 0);
    const QJsonObject j = QJsonDocument::fromJson(o.out.toUtf8()).object();
    QCOMPARE(j.value(QLatin1String("component")).toString(), component);
    QCOMPARE(j.value(QLatin1String("reading")).toString(), reading);
    QCOMPARE(j.value(QLatin1String("source")).toString(), source);
    QCOMPARE(j.value(QLatin1String("restarts")).toArray().size(), restarts);
    QCOMPARE(j.value(QLatin1String("lives")).toArray().size(), lives);
    QVERIFY(!j.value(QLatin1String("runtime")).toString().isEmpty());
    QVERIFY(!j.value(QLatin1String("sentence")).toString().isEmpty());
    for (const QJsonValue &r : j.value(QLatin1String("restarts")).toArray()) {
        const QJsonObject x = r.toObject();
        QVERIFY(x.value(QLatin1String("at")).toDouble() > double(T0));
        QVERIFY(x.value(QLatin1String("oom_killed")).toBool());
        QVERIFY(!x.value(QLatin1String("instance")).toString().isEmpty());
    }
    for (const QJsonValue &l : j.value(QLatin1String("lives")).toArray()) {
        const QJsonObject x = l.toObject();
        for (const char *key : {"instance", "from", "until", "floor_start", "floor_end", "peak"})
            QVERIFY2(x.contains(QLatin1String(key)), key);
        QVERIFY(x.value(QLatin1String("peak")).toDouble() >=
                x.value(QLatin1String("floor_end")).toDouble());
    }
}

// Issue 18: the store stopped, a metrics server configured: the memory still reads, from the
// metrics server, and the output says so and why.
void TestMemoryCommand::storeStopped_data()
{
    QTest::addColumn<QString>("component");
    QTest::addColumn<bool>("withPrometheus");
    QTest::addColumn<QString>("reading");
    QTest::newRow("ruby leak") << QStringLiteral("worker") << true
                               << QStringLiteral("rising_floor");
    // Go's memory is in the store, but the metrics server has it too.
    QTest::newRow("go limit") << QStringLiteral("resizer") << true
                              << QStringLiteral("plateau_with_spikes");
    QTest::newRow("no metrics server") << QStringLiteral("worker") << false << QString();
}

void TestMemoryCommand::storeStopped()
{
    QFETCH(QString, component);
    QFETCH(bool, withPrometheus);
    QFETCH(QString, reading);
    QString stopped;
    {
        TestMemoryServer store;
        QVERIFY(store.listen());
        stopped = store.url().toString();
    }
    QStringList args = window(component);
    args[0] = stopped;
    if (withPrometheus)
        args += prom();
    const Output text = runCommand(args);
    const Output json = runCommand(args + QStringList{QStringLiteral("--json")});
    if (!withPrometheus) {
        QCOMPARE(text.rc, 3);
        QVERIFY2(text.err.contains(QLatin1String("hearth store memory: pyroscope: ")),
                 qPrintable(text.err));
        return;
    }
    QVERIFY2(text.rc == 0, qPrintable(text.out + text.err));
    QVERIFY2(text.out.contains(QLatin1String("memory: from the metrics server")),
             qPrintable(text.out));
    QVERIFY2(text.out.contains(QLatin1String("the store failed (")) &&
                 text.out.contains(QLatin1String("): memory read from the metrics server instead")),
             qPrintable(text.out));
    QVERIFY2(text.out.contains(QStringLiteral("reading: ") + reading), qPrintable(text.out));
    QCOMPARE(json.rc, 0);
    const QJsonObject j = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(j.value(QLatin1String("source")).toString(), QStringLiteral("prometheus"));
    QCOMPARE(j.value(QLatin1String("reading")).toString(), reading);
    QVERIFY(!j.value(QLatin1String("store_error")).toString().isEmpty());
}

QTEST_GUILESS_MAIN(TestMemoryCommand)
#include "tst_memorycommand.moc"

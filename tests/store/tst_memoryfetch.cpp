// SPDX-License-Identifier: MIT
#include "store/memoryfetch.h"
#include "testmemoryserver.h"

#include <QTest>

using namespace hearth;
using namespace hearth::test;

class TestMemoryFetch : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void components_data();
    void components();
    void prometheusDown();
    void storeStopped_data();
    void storeStopped();
    void storeWithoutSeries();

private:
    TestMemoryServer m_server;
    MemoryFetch::Request request(const QString &component, bool prometheus) const
    {
        MemoryFetch::Request r;
        r.store.baseUrl = m_server.url();
        if (prometheus) {
            StoreConnection p;
            p.baseUrl = m_server.url();
            p.timeoutMs = 2000;
            r.prometheus = p;
        }
        r.component = component;
        r.fromMs = T0;
        r.untilMs = T0 + 20 * HourMs;
        return r;
    }
};

void TestMemoryFetch::initTestCase()
{
    for (const auto &c : TestMemoryServer::standardComponents())
        m_server.addComponent(c);
    QVERIFY(m_server.listen());
}

void TestMemoryFetch::components_data()
{
    QTest::addColumn<QString>("component");
    QTest::addColumn<bool>("prometheus");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("runtime");
    QTest::addColumn<QString>("reading");
    QTest::addColumn<int>("restarts");
    QTest::addColumn<bool>("oom");
    QTest::addColumn<QString>("sentence");
    const QString leak = QStringLiteral("A rising floor");
    const QString plateau = QStringLiteral("A plateau with spikes");
    // Go pushes memory: Pyroscope's series; Prometheus adds the OOM kills.
    QTest::newRow("go leak, pyroscope")
        << QStringLiteral("ingest") << false << QStringLiteral("pyroscope") << QStringLiteral("go")
        << QStringLiteral("rising_floor") << 3 << false << leak;
    QTest::newRow("go leak, pyroscope + oom")
        << QStringLiteral("ingest") << true << QStringLiteral("pyroscope") << QStringLiteral("go")
        << QStringLiteral("rising_floor") << 3 << true << leak;
    QTest::newRow("go limit, pyroscope")
        << QStringLiteral("resizer") << false << QStringLiteral("pyroscope") << QStringLiteral("go")
        << QStringLiteral("plateau_with_spikes") << 6 << false << plateau;
    // Ruby has no heap profile: the metrics server's series give it a reading too.
    QTest::newRow("ruby leak, prometheus")
        << QStringLiteral("worker") << true << QStringLiteral("prometheus")
        << QStringLiteral("ruby") << QStringLiteral("rising_floor") << 3 << true << leak;
    QTest::newRow("ruby limit, prometheus")
        << QStringLiteral("mailer") << true << QStringLiteral("prometheus")
        << QStringLiteral("ruby") << QStringLiteral("plateau_with_spikes") << 6 << true << plateau;
    QTest::newRow("python steady, prometheus")
        << QStringLiteral("search") << true << QStringLiteral("prometheus")
        << QStringLiteral("python") << QStringLiteral("steady") << 0 << false
        << QStringLiteral("Steady");
    // No memory series anywhere: not enough data, and the runtime says why.
    QTest::newRow("ruby, nothing")
        << QStringLiteral("cron") << true << QStringLiteral("none") << QStringLiteral("ruby")
        << QStringLiteral("not_enough_data") << 0 << false
        << QStringLiteral("No memory profile by design: no production "
                          "heap profiler exists for Ruby");
    QTest::newRow("ruby, no prometheus")
        << QStringLiteral("worker") << false << QStringLiteral("none") << QStringLiteral("ruby")
        << QStringLiteral("not_enough_data") << 0 << false
        << QStringLiteral("No memory profile by design");
    QTest::newRow("python, no prometheus")
        << QStringLiteral("search") << false << QStringLiteral("none") << QStringLiteral("python")
        << QStringLiteral("not_enough_data") << 0 << false
        << QStringLiteral(
               "No memory profile: Python can profile the heap; enable memoryProfiling: true");
}

void TestMemoryFetch::components()
{
    QFETCH(QString, component);
    QFETCH(bool, prometheus);
    QFETCH(QString, source);
    QFETCH(QString, runtime);
    QFETCH(QString, reading);
    QFETCH(int, restarts);
    QFETCH(bool, oom);
    QFETCH(QString, sentence);
    const MemoryReport r = MemoryFetch::run(request(component, prometheus));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(MemoryReport::sourceName(r.source), source);
    QCOMPARE(ComponentRuntime::kindName(r.runtime.kind), runtime);
    QCOMPARE(MemoryReading::kindName(r.reading.kind), reading);
    QCOMPARE(r.reading.restarts.size(), restarts);
    for (const auto &restart : r.reading.restarts)
        QCOMPARE(restart.oomKilled, oom);
    QVERIFY2(r.sentence().startsWith(sentence), qPrintable(r.sentence()));
    // A leak's next step: the heap profile of the last life (Go), or what Ruby allows.
    if (reading == QLatin1String("rising_floor") && runtime == QLatin1String("go"))
        QVERIFY2(r.nextStep().startsWith(QLatin1String(
                     "Next: the heap profile (memory:inuse_space:bytes:space:bytes) of the last "
                     "life that ended in a restart, worker-7d9f-0 on 2026-05-29T")),
                 qPrintable(r.nextStep()));
    else if (reading == QLatin1String("rising_floor"))
        QVERIFY2(r.nextStep().startsWith(QLatin1String("Next: find it with the CI memory")),
                 qPrintable(r.nextStep()));
    else
        QVERIFY(r.nextStep().isEmpty());
    if (source != QLatin1String("none"))
        QCOMPARE(r.instanceLabel, QStringLiteral("pod"));
    if (source == QLatin1String("pyroscope"))
        QCOMPARE(m_server.groupBys().last(), QStringLiteral("pod"));
    if (source == QLatin1String("prometheus"))
        QVERIFY(m_server.promQueries().contains(MemoryFetch::defaultQuery(component)));
    QVERIFY2(m_server.problems().isEmpty(), qPrintable(m_server.problems().join(u'\n')));
}

void TestMemoryFetch::prometheusDown()
{
    m_server.setFault(TestMemoryServer::Fault::Error500);
    const MemoryReport r = MemoryFetch::run(request(QStringLiteral("worker"), true));
    m_server.setFault(TestMemoryServer::Fault::None);
    QVERIFY(!r.ok());
    QCOMPARE(r.errorSource, QStringLiteral("prometheus"));
    QCOMPARE(r.error.httpStatus, 500);
}

// Issue 18: the store stopped and a metrics server configured: the metrics server's series,
// read as usual, with the store's error kept to say why; without one, the store's error.
void TestMemoryFetch::storeStopped_data()
{
    QTest::addColumn<QString>("component");
    QTest::addColumn<bool>("prometheus");
    QTest::addColumn<QString>("reading");
    QTest::newRow("ruby leak") << QStringLiteral("worker") << true
                               << QStringLiteral("rising_floor");
    QTest::newRow("go leak, its store gone")
        << QStringLiteral("ingest") << true << QStringLiteral("rising_floor");
    QTest::newRow("python steady") << QStringLiteral("search") << true << QStringLiteral("steady");
    QTest::newRow("no metrics server") << QStringLiteral("worker") << false << QString();
}

void TestMemoryFetch::storeStopped()
{
    QFETCH(QString, component);
    QFETCH(bool, prometheus);
    QFETCH(QString, reading);
    MemoryFetch::Request req = request(component, prometheus);
    {
        TestMemoryServer store;
        QVERIFY(store.listen());
        req.store.baseUrl = store.url();
    } // stopped
    const MemoryReport r = MemoryFetch::run(req);
    if (!prometheus) {
        QVERIFY(!r.ok());
        QCOMPARE(r.errorSource, QStringLiteral("pyroscope"));
        return;
    }
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QVERIFY(r.storeError.isError());
    QCOMPARE(r.source, MemoryReport::Source::Prometheus);
    QCOMPARE(MemoryReading::kindName(r.reading.kind), reading);
    QCOMPARE(r.instanceLabel, QStringLiteral("pod"));
    QVERIFY(!r.sentence().isEmpty());
}

// A store that has the component's memory type but no series of it in the window: the metrics
// server's series, and no store error.
void TestMemoryFetch::storeWithoutSeries()
{
    TestMemoryServer server;
    const QString goMem = QStringLiteral("memory:inuse_space:bytes:space:bytes");
    server.addComponent({QStringLiteral("ghost"),
                         QStringLiteral("gospy"),
                         {QStringLiteral("process_cpu:cpu:nanoseconds:cpu:nanoseconds"), goMem},
                         makeMemoryShape(Shape::LimitTooLow, Restarts::NewPod, false),
                         false,
                         true});
    QVERIFY(server.listen());
    MemoryFetch::Request req = request(QStringLiteral("ghost"), true);
    req.store.baseUrl = server.url();
    req.prometheus->baseUrl = server.url();
    const MemoryReport r = MemoryFetch::run(req);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QVERIFY(!r.storeError.isError());
    QCOMPARE(r.memoryType, goMem);
    QCOMPARE(r.source, MemoryReport::Source::Prometheus);
    QCOMPARE(r.reading.kind, MemoryReading::Kind::PlateauWithSpikes);
}

QTEST_GUILESS_MAIN(TestMemoryFetch)
#include "tst_memoryfetch.moc"

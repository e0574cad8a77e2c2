// SPDX-License-Identifier: MIT
#include "memorychart.h"
#include "memoryview.h"
#include "storeview.h"
#include "storewindow.h"
#include "testmemoryserver.h"

#include "store/storesecrets.h"

#include <QClipboard>
#include <QComboBox>
#include <QGuiApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace hearth;
using namespace hearth::test;

class TestMemoryView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void shapes_data();
    void shapes();
    void remembered();
    void auth();
    void prometheusFault_data();
    void prometheusFault();
    void inTheStoreWindow_data() { shapes_data(); }
    void inTheStoreWindow();
    void memoryLink_data();
    void memoryLink();
    void profilesTabHint_data();
    void profilesTabHint();
    void storeStopped();

private:
    bool read(MemoryView &view, const QString &component);
    StoreConnection store() const
    {
        StoreConnection c;
        c.baseUrl = m_server.url();
        c.timeoutMs = 3000;
        return c;
    }
    QTemporaryDir m_dir;
    TestMemoryServer m_server;
};

void TestMemoryView::initTestCase()
{
    QVERIFY(m_dir.isValid());
    for (const auto &c : TestMemoryServer::standardComponents())
        m_server.addComponent(c);
    QVERIFY(m_server.listen());
}

bool TestMemoryView::read(MemoryView &view, const QString &component)
{
    QSignalSpy spy(&view, &MemoryView::shown);
    view.show(component, T0, T0 + 20 * HourMs);
    return spy.wait(20000);
}

void TestMemoryView::shapes_data()
{
    QTest::addColumn<QString>("component");
    QTest::addColumn<bool>("prometheus");
    QTest::addColumn<QString>("sentence");
    QTest::addColumn<QString>("runtime");
    QTest::addColumn<int>("lines");
    QTest::addColumn<int>("restarts");
    QTest::addColumn<QString>("source");
    const QString leak = QStringLiteral("A rising floor: this looks like a leak.");
    const QString plateau = QStringLiteral("A plateau with spikes: the working set is stable");
    // From the store's own memory profile (Go) ...
    QTest::newRow("leak, store") << QStringLiteral("ingest") << false << leak
                                 << QStringLiteral("(Go)") << 1 << 3
                                 << QStringLiteral("Memory from the store's memory:inuse_space");
    QTest::newRow("limit, store") << QStringLiteral("resizer") << false << plateau
                                  << QStringLiteral("(Go)") << 7 << 6
                                  << QStringLiteral("one line per pod");
    // ... and from the metrics server (Ruby, Python).
    QTest::newRow("leak, metrics server")
        << QStringLiteral("worker") << true << leak << QStringLiteral("(Ruby)") << 4 << 3
        << QStringLiteral("Memory from the metrics server");
    QTest::newRow("limit, metrics server")
        << QStringLiteral("mailer") << true << plateau << QStringLiteral("(Ruby)") << 1 << 6
        << QStringLiteral("one line per pod");
    QTest::newRow("steady, metrics server")
        << QStringLiteral("search") << true << QStringLiteral("Steady: no restart")
        << QStringLiteral("(Python)") << 3 << 0 << QStringLiteral("Memory from the metrics");
    // Ruby with no series anywhere says why it has no memory profile.
    QTest::newRow("ruby, nothing")
        << QStringLiteral("cron") << true
        << QStringLiteral("No memory profile by design: no production heap profiler exists for "
                          "Ruby (the gem is CPU-only); use the CI memory profilers or a heap "
                          "dump.")
        << QStringLiteral("(Ruby)") << 0 << 0 << QStringLiteral("No memory series");
}

void TestMemoryView::shapes()
{
    QFETCH(QString, component);
    QFETCH(bool, prometheus);
    QFETCH(QString, sentence);
    QFETCH(QString, runtime);
    QFETCH(int, lines);
    QFETCH(int, restarts);
    QFETCH(QString, source);
    MemoryView view;
    view.resize(800, 500);
    view.setConnection(store());
    if (prometheus)
        view.prometheusField()->setText(m_server.url().toString());
    QVERIFY(read(view, component));
    QVERIFY2(view.report().ok(), qPrintable(view.report().error.toString()));
    QVERIFY2(view.sentenceLabel()->text().startsWith(sentence),
             qPrintable(view.sentenceLabel()->text()));
    QCOMPARE(view.sentenceLabel()->textFormat(), Qt::PlainText);
    QCOMPARE(view.runtimeLabel()->text(), runtime);
    QCOMPARE(view.componentLabel()->text(), component);
    QCOMPARE(view.chart()->lineCount(), lines);
    QCOMPARE(view.chart()->restartMarkers(), restarts);
    QVERIFY2(view.sourceLabel()->text().contains(source), qPrintable(view.sourceLabel()->text()));
    // A Ruby component read from the metrics server still says why there is no heap profile.
    if (runtime == QLatin1String("(Ruby)"))
        QVERIFY2(view.sentenceLabel()->text().contains(
                     QLatin1String("no production heap profiler exists for Ruby")),
                 qPrintable(view.sentenceLabel()->text()));
}

void TestMemoryView::remembered()
{
    QSettings settings(m_dir.filePath(QStringLiteral("remembered.ini")), QSettings::IniFormat);
    const QString custom =
        QStringLiteral("max by (pod) (container_memory_rss{container=\"worker\"})");
    {
        MemoryView view(&settings);
        view.setConnection(store());
        QVERIFY(read(view, QStringLiteral("worker")));
        QCOMPARE(view.queryField()->text(), MemoryFetch::defaultQuery(QStringLiteral("worker")));
        view.prometheusField()->setText(m_server.url().toString());
        view.queryField()->setText(custom);
        QSignalSpy spy(&view, &MemoryView::shown);
        QMetaObject::invokeMethod(view.queryField(), "returnPressed");
        QVERIFY(spy.wait(20000));
        QCOMPARE(m_server.promQueries().count(custom), 1);
    }
    MemoryView again(&settings);
    again.setConnection(store());
    QCOMPARE(again.prometheusField()->text(), m_server.url().toString());
    QVERIFY(read(again, QStringLiteral("worker")));
    QCOMPARE(again.queryField()->text(), custom);
    // Another component of the same connection gets its own default.
    QVERIFY(read(again, QStringLiteral("mailer")));
    QCOMPARE(again.queryField()->text(), MemoryFetch::defaultQuery(QStringLiteral("mailer")));
}

// The metrics server's auth (none, basic, bearer) as the store's; the secret goes to the
// keychain (here: the session), never into the settings.
void TestMemoryView::auth()
{
    QSettings settings(m_dir.filePath(QStringLiteral("auth.ini")), QSettings::IniFormat);
    StoreSecrets secrets(QStringLiteral("hearth-test"));
    secrets.setKeychainEnabled(false);
    m_server.setRequiredAuthorization("Bearer right");
    {
        MemoryView view(&settings);
        view.setSecrets(&secrets);
        view.setConnection(store());
        view.prometheusField()->setText(m_server.url().toString());
        view.authBox()->setCurrentIndex(view.authBox()->findText(QStringLiteral("Bearer token")));
        view.secretField()->setText(QStringLiteral("wrong"));
        QVERIFY(read(view, QStringLiteral("worker")));
        QVERIFY2(view.sentenceLabel()->text().startsWith(
                     QLatin1String("The metrics server failed: HTTP 401 unauthorized")),
                 qPrintable(view.sentenceLabel()->text()));
        view.secretField()->setText(QStringLiteral("right"));
        QSignalSpy shown(&view, &MemoryView::shown);
        QMetaObject::invokeMethod(view.secretField(), "returnPressed");
        QVERIFY(shown.wait(20000));
        QVERIFY2(view.sentenceLabel()->text().startsWith(QLatin1String("A rising floor")),
                 qPrintable(view.sentenceLabel()->text()));
    }
    const QString saved = QString::fromUtf8([&] {
        QFile f(settings.fileName());
        settings.sync();
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }());
    QVERIFY(!saved.contains(QLatin1String("right")));
    MemoryView again(&settings);
    again.setSecrets(&secrets);
    again.setConnection(store());
    QCOMPARE(again.authBox()->currentText(), QStringLiteral("Bearer token"));
    QTRY_COMPARE(again.secretField()->text(), QStringLiteral("right"));
    QVERIFY(read(again, QStringLiteral("mailer")));
    m_server.setRequiredAuthorization({});
    QVERIFY2(again.sentenceLabel()->text().startsWith(QLatin1String("A plateau with spikes")),
             qPrintable(again.sentenceLabel()->text()));
}

Q_DECLARE_METATYPE(hearth::test::TestMemoryServer::Fault)

void TestMemoryView::prometheusFault_data()
{
    QTest::addColumn<TestMemoryServer::Fault>("fault");
    QTest::addColumn<QString>("text");
    QTest::newRow("500") << TestMemoryServer::Fault::Error500
                         << QStringLiteral("The metrics server failed: HTTP 500 internal: query "
                                           "processing would load too many samples");
    QTest::newRow("slow") << TestMemoryServer::Fault::SlowPrometheus
                          << QStringLiteral("The metrics server failed: no answer within the "
                                            "timeout: 3000 ms");
    QTest::newRow("malformed") << TestMemoryServer::Fault::Malformed
                               << QStringLiteral("The metrics server failed: the answer is "
                                                 "malformed: result 0, value 0");
}

void TestMemoryView::prometheusFault()
{
    QFETCH(TestMemoryServer::Fault, fault);
    QFETCH(QString, text);
    MemoryView view;
    view.setConnection(store());
    view.prometheusField()->setText(m_server.url().toString());
    m_server.setFault(fault);
    m_server.setDelayMs(3500);
    const bool done = read(view, QStringLiteral("worker"));
    m_server.setFault(TestMemoryServer::Fault::None);
    QVERIFY(done);
    QVERIFY2(view.sentenceLabel()->text().startsWith(text),
             qPrintable(view.sentenceLabel()->text()));
    // Still usable: the next read works.
    QVERIFY(read(view, QStringLiteral("mailer")));
    QVERIFY(view.report().ok());
    QVERIFY(view.sentenceLabel()->text().startsWith(QLatin1String("A plateau with spikes")));
}

// Through the window: connect, choose the component in the Profiles tab, open the Memory tab.
void TestMemoryView::inTheStoreWindow()
{
    QFETCH(QString, component);
    QFETCH(bool, prometheus);
    QFETCH(QString, sentence);
    QFETCH(QString, runtime);
    QFETCH(int, restarts);
    QSettings settings(m_dir.filePath(QStringLiteral("window.ini")), QSettings::IniFormat);
    settings.clear();
    StoreWindow window(&settings);
    window.resize(1000, 700);
    auto *tabs = qobject_cast<QTabWidget *>(window.centralWidget());
    QVERIFY(tabs);
    QCOMPARE(tabs->count(), 2);
    QCOMPARE(tabs->tabText(1), QStringLiteral("Memory"));
    QCOMPARE(tabs->widget(1), window.memoryView());
    StoreConnectionList::Entry entry;
    entry.connection = store();
    window.connectTo(entry);
    StoreView *view = window.view();
    QTRY_COMPARE_WITH_TIMEOUT(view->componentList()->model()->rowCount(), 6, 20000);
    view->setWindow(T0, T0 + 20 * HourMs);
    const auto rows =
        view->componentList()->model()->match(view->componentList()->model()->index(0, 0),
                                              Qt::DisplayRole, component, 1, Qt::MatchExactly);
    QCOMPARE(rows.size(), 1);
    view->componentList()->setCurrentIndex(rows.first());
    QTRY_COMPARE(view->currentComponent(), component);
    MemoryView *memory = window.memoryView();
    if (prometheus)
        memory->prometheusField()->setText(m_server.url().toString());
    QSignalSpy shown(memory, &MemoryView::shown);
    window.showMemory();
    QVERIFY(shown.wait(20000));
    QCOMPARE(memory->component(), component);
    QCOMPARE(memory->fromMs(), T0);
    QVERIFY2(memory->sentenceLabel()->text().startsWith(sentence),
             qPrintable(memory->sentenceLabel()->text()));
    QCOMPARE(memory->runtimeLabel()->text(), runtime);
    QCOMPARE(memory->chart()->restartMarkers(), restarts);
}

// Issue 18: a console link to a component's memory opens the store window on the Memory tab,
// for the link's component and range, whatever the Profiles tab showed before.
void TestMemoryView::memoryLink_data()
{
    QTest::addColumn<QString>("before"); // the component shown before the link, or none
    QTest::addColumn<QString>("component");
    QTest::addColumn<QString>("sentence");
    QTest::newRow("leak, fresh window")
        << QString() << QStringLiteral("ingest")
        << QStringLiteral("A rising floor: this looks like a leak.");
    QTest::newRow("limit, another component shown before")
        << QStringLiteral("ingest") << QStringLiteral("resizer")
        << QStringLiteral("A plateau with spikes: the working set is stable");
}

void TestMemoryView::memoryLink()
{
    QFETCH(QString, before);
    QFETCH(QString, component);
    QFETCH(QString, sentence);
    QSettings settings(m_dir.filePath(QStringLiteral("link.ini")), QSettings::IniFormat);
    settings.clear();
    StoreWindow window(&settings);
    window.resize(1000, 700);
    window.show();
    auto *tabs = qobject_cast<QTabWidget *>(window.centralWidget());
    QVERIFY(tabs);
    StoreLink link;
    link.base = m_server.url();
    if (!before.isEmpty()) {
        link.component = before;
        link.profileType = QStringLiteral("process_cpu:cpu:nanoseconds:cpu:nanoseconds");
        link.fromMs = T0 + HourMs;
        link.untilMs = T0 + 2 * HourMs;
        QVERIFY(window.openUrl(link.toUrl()));
        QTRY_COMPARE_WITH_TIMEOUT(window.view()->currentComponent(), before, 20000);
        QCOMPARE(tabs->currentIndex(), 0);
    }
    link = StoreLink();
    link.base = m_server.url();
    link.view = StoreLink::View::Memory;
    link.component = component;
    link.fromMs = T0;
    link.untilMs = T0 + 20 * HourMs;
    const QUrl url = link.toUrl();
    QVERIFY2(url.path().endsWith(QStringLiteral("/components/%1/memory").arg(component)),
             qPrintable(url.toString()));
    MemoryView *memory = window.memoryView();
    QSignalSpy shown(memory, &MemoryView::shown);
    QVERIFY(window.openUrl(url));
    QCOMPARE(tabs->currentWidget(), memory);
    QVERIFY(shown.wait(20000));
    QCOMPARE(memory->component(), component);
    QCOMPARE(memory->fromMs(), link.fromMs);
    QCOMPARE(memory->untilMs(), link.untilMs);
    QVERIFY2(memory->sentenceLabel()->text().startsWith(sentence),
             qPrintable(memory->sentenceLabel()->text()));
    // The Profiles tab follows to the same component and range; the Memory tab stays on it.
    QTRY_COMPARE_WITH_TIMEOUT(window.view()->currentComponent(), component, 20000);
    QCOMPARE(window.view()->fromMs(), link.fromMs);
    QTest::qWait(300);
    QCOMPARE(memory->component(), component);
    QCOMPARE(tabs->currentWidget(), memory);
    QCOMPARE(shown.size(), 1);
    // Copy Link on the Memory tab gives the memory link back.
    window.copyLinkAction()->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), url.toString(QUrl::FullyEncoded));
}

// Issue 18: the Profiles tab of a component without memory profile types says why, by its
// runtime: absent by design (Ruby), a setting (Python), worth chasing (Go); nothing when the
// component has one.
void TestMemoryView::profilesTabHint_data()
{
    QTest::addColumn<QString>("component");
    QTest::addColumn<QString>("hint"); // empty: no hint shown
    QTest::newRow("ruby") << QStringLiteral("worker")
                          << QStringLiteral("Ruby: No memory profile by design: no production heap "
                                            "profiler exists for Ruby (the gem is CPU-only); use "
                                            "the CI memory profilers or a heap dump.");
    QTest::newRow("python") << QStringLiteral("search")
                            << QStringLiteral("Python: No memory profile: Python can profile the "
                                              "heap; enable memoryProfiling: true on the "
                                              "component's continuous-profiling trait.");
    QTest::newRow("go without memory")
        << QStringLiteral("batch")
        << QStringLiteral("Go: No memory profile, and Go pushes memory by default: its absence is "
                          "worth chasing");
    QTest::newRow("go with memory") << QStringLiteral("ingest") << QString();
    QTest::newRow("unknown runtime") << QStringLiteral("legacy") << QString();
}

void TestMemoryView::profilesTabHint()
{
    QFETCH(QString, component);
    QFETCH(QString, hint);
    TestMemoryServer server;
    for (const auto &c : TestMemoryServer::standardComponents())
        server.addComponent(c);
    const QString cpu = QStringLiteral("process_cpu:cpu:nanoseconds:cpu:nanoseconds");
    server.addComponent({QStringLiteral("batch"), QStringLiteral("gospy"), {cpu}, {}, false, true});
    server.addComponent({QStringLiteral("legacy"), QString(), {cpu}, {}, false, true});
    QVERIFY(server.listen());
    StoreView view;
    view.resize(1000, 700);
    view.show();
    StoreConnection c;
    c.baseUrl = server.url();
    view.setConnection(c);
    QTRY_COMPARE_WITH_TIMEOUT(view.componentList()->model()->rowCount(), 8, 20000);
    // Another component first: the hint is the chosen one's, not left from before.
    for (const QString &name : {QStringLiteral("ingest"), QStringLiteral("worker"), component}) {
        const auto rows = view.componentList()->model()->match(
            view.componentList()->model()->index(0, 0), Qt::DisplayRole, name, 1, Qt::MatchExactly);
        QCOMPARE(rows.size(), 1);
        view.componentList()->setCurrentIndex(rows.first());
        QCOMPARE(view.currentComponent(), name);
    }
    QCOMPARE(view.runtimeHintLabel()->isVisible(), !hint.isEmpty());
    QCOMPARE(view.runtimeHintLabel()->textFormat(), Qt::PlainText);
    QVERIFY2(view.runtimeHintLabel()->text().startsWith(hint),
             qPrintable(view.runtimeHintLabel()->text()));
    if (hint.isEmpty())
        QVERIFY(view.runtimeHintLabel()->text().isEmpty());
}

// Issue 18: the store stopped and a metrics server configured: the Memory tab still reads,
// and says which source it read and why.
void TestMemoryView::storeStopped()
{
    StoreConnection stopped = store();
    {
        TestMemoryServer s;
        QVERIFY(s.listen());
        stopped.baseUrl = s.url();
    }
    MemoryView view;
    view.resize(800, 500);
    view.setConnection(stopped);
    QVERIFY(read(view, QStringLiteral("worker")));
    QVERIFY2(view.sentenceLabel()->text().startsWith(QLatin1String("The profile store failed")),
             qPrintable(view.sentenceLabel()->text()));
    view.prometheusField()->setText(m_server.url().toString());
    QVERIFY(read(view, QStringLiteral("worker")));
    QVERIFY2(view.sentenceLabel()->text().startsWith(
                 QLatin1String("A rising floor: this looks like a leak.")),
             qPrintable(view.sentenceLabel()->text()));
    const QString source = view.sourceLabel()->text();
    QVERIFY2(source.startsWith(QLatin1String("Memory from the metrics server (")) &&
                 source.contains(QLatin1String("The profile store failed (")) &&
                 source.contains(QLatin1String("the metrics server answered instead.")),
             qPrintable(source));
    QCOMPARE(view.chart()->restartMarkers(), 3);
}

QTEST_MAIN(TestMemoryView)
#include "tst_memoryview.moc"

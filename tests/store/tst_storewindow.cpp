// SPDX-License-Identifier: MIT
#include "analysis/profilesnapshot.h"
#include "comparewindow.h"
#include "comparewithdialog.h"
#include "differenceview.h"
#include "profileview.h"
#include "storeconnectiondialog.h"
#include "storerangedialog.h"
#include "storerangesource.h"
#include "storeview.h"
#include "storewindow.h"
#include "teststoreserver.h"
#include "wirefields.h"

#include "bundle/bundlereader.h"
#include "itemmodels/difftablemodel.h"

#include "analysis/functiontable.h"
#include "store/mergedprofile.h"
#include "store/storesecrets.h"
#include "store/storetime.h"

#include <QAction>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace hearth;
using hearth::test::TestStoreServer;

class TestStoreWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void openLink_data();
    void openLink();
    void generations_data();
    void generations();
    void notALink();
    void dialog();
    void dialogTest_data();
    void dialogTest();
    void dialogRejectsBadUrl();
    void maxNodesIsASetting();
    void compareWithAnEarlierRange_data();
    void compareWithAnEarlierRange();
    void rangeDialog();
    void slowStoreCanBeCancelled();
    void pickerAndUnitGuard_data();
    void pickerAndUnitGuard();
};

namespace {
QUrl linkTo(const TestStoreServer &server)
{
    StoreLink l;
    l.base = server.url();
    l.component = QStringLiteral("worker");
    l.profileType = QStringLiteral("memory:inuse_space:bytes:space:bytes");
    l.untilMs = StoreTime::nowMs();
    l.fromMs = l.untilMs - 6 * 3600000;
    return l.toUrl();
}
QUrl linkFor(const TestStoreServer &server, const QString &component, const QString &type,
             qint64 fromMs, qint64 untilMs)
{
    StoreLink l;
    l.base = server.url();
    l.component = component;
    l.profileType = type;
    l.fromMs = fromMs;
    l.untilMs = untilMs;
    return l.toUrl();
}

// HEARTH_SCREENSHOT=DIR keeps pictures of the windows, to look at.
void keepPicture(QWidget *w, const QString &name)
{
    const QString dir = qEnvironmentVariable("HEARTH_SCREENSHOT");
    if (dir.isEmpty())
        return;
    w->resize(1600, 1000);
    w->show();
    QCoreApplication::processEvents();
    w->grab().save(dir + QLatin1Char('/') + name + QStringLiteral(".png"));
}

const QString kCpu = QStringLiteral("process_cpu:cpu:nanoseconds:cpu:nanoseconds");
const QString kInuse = QStringLiteral("memory:inuse_space:bytes:space:bytes");
constexpr qint64 HourMs = 3600 * 1000;

// A store window showing `component` over [from, until), its profile loaded.
bool showStore(StoreWindow &window, const TestStoreServer &server, const QString &component,
               const QString &type, qint64 fromMs, qint64 untilMs)
{
    window.resize(1200, 800);
    window.show();
    QSignalSpy shown(window.view(), &StoreView::profileShown);
    if (!window.openUrl(linkFor(server, component, type, fromMs, untilMs)))
        return false;
    return QTest::qWaitFor([&] { return !shown.isEmpty(); }, 10000);
}

// Where a test's window lives: settings in a temporary folder, secrets kept off the keychain.
struct Home
{
    QTemporaryDir dir;
    QSettings settings{dir.filePath(QStringLiteral("hearth.ini")), QSettings::IniFormat};
    StoreSecrets secrets;
    Home() { secrets.setKeychainEnabled(false); }
};

} // namespace

void TestStoreWindow::openLink_data()
{
    QTest::addColumn<bool>("saved");
    QTest::newRow("no saved connection") << false;
    QTest::newRow("saved connection with a token") << true;
}

void TestStoreWindow::openLink()
{
    QFETCH(bool, saved);
    TestStoreServer server;
    QVERIFY(server.listen());
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("hearth.ini")), QSettings::IniFormat);
    StoreSecrets secrets(QStringLiteral("hearth-test"));
    secrets.setKeychainEnabled(false);
    if (saved) {
        StoreConnectionList::Entry e;
        e.name = QStringLiteral("local");
        e.connection.baseUrl = server.url();
        e.connection.tenant = QStringLiteral("acme");
        e.connection.auth = StoreConnection::Auth::Bearer;
        StoreConnectionList::save(settings, {e});
        secrets.store(StoreConnectionList::secretKey(e), QStringLiteral("s3cret"));
        server.setRequiredTenant(QStringLiteral("acme"));
        server.setRequiredAuthorization("Bearer s3cret");
    }
    StoreWindow window(&settings, &secrets);
    window.resize(1200, 800);
    window.show();
    QSignalSpy shown(window.view(), &StoreView::profileShown);
    const QUrl link = linkTo(server);
    QVERIFY(window.openUrl(link));
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 10000);
    QCOMPARE(window.view()->currentComponent(), QStringLiteral("worker"));
    QCOMPARE(window.view()->profileView()->snapshot().tree->totalValue(), qint64(7884819));
    QCOMPARE(window.view()->link().toUrl(), link);
    QCOMPARE(window.windowTitle(), saved ? QStringLiteral("store: local (tenant acme)")
                                         : QStringLiteral("store: 127.0.0.1"));
    QCOMPARE(server.problems(), QStringList());
    if (saved)
        QCOMPARE(server.received().last().headers.value("authorization"),
                 QByteArray("Bearer s3cret"));
}

Q_DECLARE_METATYPE(TestStoreServer::Generation)

namespace {
// Every node of the flame graph (depth, name, self, total) and every row of the table (name,
// self, inclusive): what a person sees, as values.
QStringList flameAndTable(const ProfileSnapshot &s)
{
    QStringList out;
    const CallTree &t = *s.tree;
    for (quint32 n = 0; n < t.nodeCount(); ++n)
        out.append(QStringLiteral("node %1 %2 %3 %4")
                       .arg(t.depth(n))
                       .arg(t.name(n))
                       .arg(t.self(n))
                       .arg(t.total(n)));
    QStringList rows;
    for (const FunctionStats &r : s.table->rows())
        rows.append(QStringLiteral("row %1 %2 %3")
                        .arg(s.profile->functions()[r.function].name)
                        .arg(r.self)
                        .arg(r.inclusive));
    rows.sort();
    return out + rows;
}
} // namespace

void TestStoreWindow::generations_data()
{
    QTest::addColumn<TestStoreServer::Generation>("generation");
    using G = TestStoreServer::Generation;
    QTest::newRow("1.x") << G::V1;
    QTest::newRow("2.2") << G::V2_2;
    QTest::newRow("no SelectMergeProfile") << G::NoMerge;
}

void TestStoreWindow::generations()
{
    QFETCH(TestStoreServer::Generation, generation);
    TestStoreServer server;
    QVERIFY(server.listen());
    server.setGeneration(generation);
    Home home;
    auto &[dir, settings, secrets] = home;
    StoreWindow window(&settings, &secrets);
    window.resize(1200, 800);
    window.show();
    QSignalSpy shown(window.view(), &StoreView::profileShown);
    QVERIFY(window.openUrl(linkTo(server)));
    if (generation == TestStoreServer::Generation::NoMerge) {
        // The clear error in the status line, never "malformed".
        QTRY_VERIFY_WITH_TIMEOUT(window.view()->statusLabel()->text().contains(
                                     QStringLiteral("does not offer SelectMergeProfile")),
                                 10000);
        const QString text = window.view()->statusLabel()->text();
        QVERIFY2(text.contains(server.url().toString()) &&
                     text.contains(QStringLiteral("Pyroscope 1.0")) &&
                     !text.contains(QStringLiteral("malformed")),
                 qPrintable(text));
        QVERIFY(shown.isEmpty());
        return;
    }
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 10000);
    // Value for value the pprof the server holds, read here without any server.
    const ProfileSnapshot &seen = window.view()->profileView()->snapshot();
    ProfileResult local = MergedProfile::read(TestStoreServer::heapPprof(), QStringLiteral("x"));
    QVERIFY(local.ok());
    const ProfileSnapshot expected =
        ProfileSnapshot::build(std::move(local.profile), seen.sampleType);
    QVERIFY(seen.isValid() && expected.isValid());
    QCOMPARE(seen.tree->totalValue(), qint64(7884819));
    QCOMPARE(flameAndTable(seen), flameAndTable(expected));
    for (const auto &r : server.received())
        QVERIFY(r.method != QLatin1String("SelectMergeStacktraces"));
    QCOMPARE(server.problems(), QStringList());
}

void TestStoreWindow::notALink()
{
    Home home;
    auto &[dir, settings, secrets] = home;
    StoreWindow window(&settings, &secrets);
    QVERIFY(!window.openUrl(QUrl(QStringLiteral("ftp://example.com/components/a/profile"))));
    QVERIFY(!window.openUrl(QUrl(QStringLiteral("just words"))));
}

void TestStoreWindow::dialog()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hearth.ini"));
    QSettings settings(path, QSettings::IniFormat);
    StoreSecrets secrets;
    secrets.setKeychainEnabled(false);
    QSignalSpy stored(&secrets, &StoreSecrets::stored);
    StoreConnectionDialog d(&settings, &secrets);
    QVERIFY(d.secretNote()->text().contains(QStringLiteral("for this session only")));
    QCOMPARE(d.secretNote()->textFormat(), Qt::PlainText);
    d.nameField()->setText(QStringLiteral("prod-eu"));
    d.urlField()->setText(QStringLiteral("https://profiles.example.com"));
    d.tenantField()->setText(QStringLiteral("acme"));
    d.authBox()->setCurrentIndex(d.authBox()->findData(int(StoreConnection::Auth::Basic)));
    d.userField()->setText(QStringLiteral("123456"));
    d.secretField()->setText(QStringLiteral("glc_token"));
    QVERIFY(d.apply());
    QTRY_COMPARE(stored.size(), 1);
    QCOMPARE(d.list()->count(), 1);
    const StoreConnectionList::Entry chosen = d.chosen();
    QCOMPARE(chosen.connection.secret, QStringLiteral("glc_token"));
    QCOMPARE(chosen.connection.auth, StoreConnection::Auth::Basic);
    settings.sync();
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY(text.contains("profiles.example.com"));
    QVERIFY(!text.contains("glc_token"));

    // A second dialog sees the saved entry; removing it forgets it.
    StoreConnectionDialog again(&settings, &secrets);
    QCOMPARE(again.list()->count(), 1);
    QCOMPARE(again.urlField()->text(), QStringLiteral("https://profiles.example.com"));
    QCOMPARE(again.secretField()->text(), QString());
    again.removeCurrent();
    QCOMPARE(StoreConnectionList::load(settings).size(), 0);
}

void TestStoreWindow::dialogTest_data()
{
    QTest::addColumn<TestStoreServer::Generation>("generation");
    QTest::addColumn<bool>("savedSecret");
    QTest::addColumn<QString>("result");
    using G = TestStoreServer::Generation;
    QTest::newRow("1.x") << G::V1 << false
                         << QStringLiteral("Pyroscope 1.8.0 · profiles via SelectMergeProfile");
    QTest::newRow("2.2, the token from the keychain")
        << G::V2_2 << true << QStringLiteral("Pyroscope 2.2.0 · profiles via SelectMergeProfile");
    QTest::newRow("no SelectMergeProfile")
        << G::NoMerge << false
        << QStringLiteral("Pyroscope (version not reported) · no SelectMergeProfile: Hearth "
                          "cannot pull profiles from it (Pyroscope 1.0 and later have it)");
}

void TestStoreWindow::dialogTest()
{
    QFETCH(TestStoreServer::Generation, generation);
    QFETCH(bool, savedSecret);
    QFETCH(QString, result);
    TestStoreServer server;
    QVERIFY(server.listen());
    server.setGeneration(generation);
    server.setRequiredAuthorization("Bearer s3cret");
    Home home;
    auto &[dir, settings, secrets] = home;
    StoreConnectionDialog d(&settings, &secrets);
    QSignalSpy tested(&d, &StoreConnectionDialog::tested);
    d.nameField()->setText(QStringLiteral("local"));
    d.urlField()->setText(server.url().toString());
    d.authBox()->setCurrentIndex(d.authBox()->findData(int(StoreConnection::Auth::Bearer)));
    d.secretField()->setText(QStringLiteral("s3cret"));
    if (savedSecret) {
        QVERIFY(d.apply());
        d.secretField()->clear(); // "unchanged": the dialog fetches the saved one
    }
    QTest::mouseClick(d.testButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(tested.size(), 1, 10000);
    QCOMPARE(d.testResult()->text(), result);
    QCOMPARE(d.testResult()->textFormat(), Qt::PlainText);
    keepPicture(&d,
                QStringLiteral("connection-test-") +
                    QString::fromLatin1(QTest::currentDataTag()).section(QLatin1Char(','), 0, 0));
    QVERIFY(d.testButton()->isEnabled());
    QCOMPARE(server.problems(), QStringList());
    // A wrong token: the test says so, naming the failure.
    d.secretField()->setText(QStringLiteral("wrong"));
    QTest::mouseClick(d.testButton(), Qt::LeftButton);
    QTRY_COMPARE_WITH_TIMEOUT(tested.size(), 2, 10000);
    QVERIFY2(d.testResult()->text().contains(QStringLiteral("HTTP 401")),
             qPrintable(d.testResult()->text()));
    // Another entry shown while a test runs: the test is dropped, its answer shown nowhere.
    server.setMode(TestStoreServer::Mode::Slow);
    server.setDelayMs(300);
    QTest::mouseClick(d.testButton(), Qt::LeftButton);
    QVERIFY(!d.testButton()->isEnabled());
    d.addNew();
    QVERIFY(d.testButton()->isEnabled());
    QVERIFY(d.testResult()->text().isEmpty());
    QTest::qWait(600);
    QCOMPARE(tested.size(), 2);
    QVERIFY(d.testResult()->text().isEmpty());
}

void TestStoreWindow::dialogRejectsBadUrl()
{
    StoreSecrets secrets;
    secrets.setKeychainEnabled(false);
    StoreConnectionDialog d(nullptr, &secrets);
    d.nameField()->setText(QStringLiteral("x"));
    d.urlField()->setText(QStringLiteral("ftp://example.com"));
    QVERIFY(!d.apply());
    QVERIFY(!d.errorLabel()->text().isEmpty());
    d.nameField()->clear();
    d.urlField()->setText(QStringLiteral("https://example.com"));
    QVERIFY(!d.apply());
}

void TestStoreWindow::maxNodesIsASetting()
{
    Home home;
    auto &[dir, settings, secrets] = home;
    {
        StoreWindow w(&settings, &secrets);
        auto *box = w.findChild<QSpinBox *>();
        QVERIFY(box);
        QCOMPARE(box->value(), 65536);
        QCOMPARE(w.view()->maxNodes(), qint64(65536));
        box->setValue(131072);
        Q_EMIT box->editingFinished();
        QCOMPARE(w.view()->maxNodes(), qint64(131072));
    }
    StoreWindow again(&settings, &secrets); // remembered
    QCOMPARE(again.view()->maxNodes(), qint64(131072));
}

void TestStoreWindow::compareWithAnEarlierRange_data()
{
    QTest::addColumn<qint64>("offset");
    QTest::addColumn<QString>("operation");
    QTest::addColumn<TestStoreServer::Generation>("generation");
    using G = TestStoreServer::Generation;
    QTest::newRow("3 pm against 9 am") << 6 * HourMs << QString() << G::V2_2;
    QTest::newRow("the same hour yesterday") << 24 * HourMs << QString() << G::V2_2;
    QTest::newRow("one endpoint, an hour earlier")
        << HourMs << QStringLiteral("GET /users") << G::V2_2;
    QTest::newRow("a 1.x server, 3 pm against 9 am") << 6 * HourMs << QString() << G::V1;
}

void TestStoreWindow::compareWithAnEarlierRange()
{
    QFETCH(qint64, offset);
    QFETCH(QString, operation);
    QFETCH(TestStoreServer::Generation, generation);
    TestStoreServer server;
    QVERIFY(server.listen());
    server.setGeneration(generation);
    Home home;
    auto &[dir, settings, secrets] = home;
    StoreWindow window(&settings, &secrets);
    QVERIFY(!window.compareEarlierAction()->isEnabled()); // nothing shown yet
    const qint64 until = StoreTime::nowMs() - 2 * HourMs;
    const qint64 from = until - HourMs;
    StoreLink l;
    l.base = server.url();
    l.component = QStringLiteral("api");
    l.profileType = kCpu;
    if (!operation.isEmpty()) {
        l.operationLabel = QStringLiteral("span_name");
        l.operationValue = operation;
    }
    l.fromMs = from;
    l.untilMs = until;
    window.resize(1200, 800);
    window.show();
    QSignalSpy shown(window.view(), &StoreView::profileShown);
    QVERIFY(window.openUrl(l.toUrl()));
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 10000);
    QTRY_COMPARE(window.view()->operationValue(), operation);
    QVERIFY(window.compareEarlierAction()->isEnabled());
    QVERIFY(window.compareAction()->isEnabled());

    server.clear();
    CompareWindow *w = window.compareWithRange(from - offset, until - offset);
    QVERIFY(w);
    w->setShowErrorDialogs(false);
    QSignalSpy done(w, &CompareWindow::loadFinished);
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 20000);
    QCOMPARE(done.first().first().toBool(), true);

    // Both ranges were asked for, for the same component, type and operation.
    QList<QPair<qint64, qint64>> ranges;
    for (const auto &r : server.received()) {
        if (r.method != QLatin1String("SelectMergeProfile"))
            continue;
        hearth::test::WireFields f;
        QVERIFY(f.parse(r.body));
        QCOMPARE(f.string(1), kCpu);
        QVERIFY(r.selectorValues.contains(QStringLiteral("api")));
        QCOMPARE(r.selectorValues.contains(operation), !operation.isEmpty());
        ranges.append({f.int64(3), f.int64(4)});
    }
    std::sort(ranges.begin(), ranges.end());
    const QList<QPair<qint64, qint64>> expected{{from - offset, until - offset}, {from, until}};
    QCOMPARE(ranges, expected);
    QCOMPARE(server.problems(), QStringList());

    // Each header names its range; A is the earlier one.
    const QString what = operation.isEmpty()
                             ? QStringLiteral("api · cpu @ ")
                             : QStringLiteral("api · cpu · span_name=GET /users @ ");
    QCOMPARE(w->titleA()->text(),
             QStringLiteral("A: ") + what + StoreRange::rangeText(from - offset, until - offset));
    QCOMPARE(w->titleB()->text(),
             QStringLiteral("B: ") + what + StoreRange::rangeText(from, until));
    QVERIFY(w->difference()->headerLabel()->text().contains(
        StoreRange::rangeText(from - offset, until - offset)));
    // The test server answers every range with the same profile: nothing moved.
    QVERIFY(w->difference()->isComparable());
    QVERIFY(w->difference()->tableModel()->rowCount() > 0);
    for (int r = 0; r < w->difference()->tableModel()->rowCount(); ++r)
        QCOMPARE(w->difference()->tableModel()->row(r).delta, qint64(0));
    qint64 total = 0;
    for (int r = 0; r < w->difference()->tableModel()->rowCount(); ++r)
        total += w->difference()->tableModel()->row(r).selfA;
    QCOMPARE(total, window.view()->profileView()->snapshot().tree->totalValue());
    keepPicture(w, QStringLiteral("compare-store-ranges-") + QString::number(offset / HourMs));
    delete w;
}

void TestStoreWindow::slowStoreCanBeCancelled()
{
    TestStoreServer server;
    QVERIFY(server.listen());
    Home home;
    auto &[dir, settings, secrets] = home;
    StoreWindow window(&settings, &secrets);
    const qint64 until = StoreTime::nowMs() - HourMs;
    QVERIFY(showStore(window, server, QStringLiteral("api"), kCpu, until - HourMs, until));
    server.setDelayMs(1500);
    server.setMode(TestStoreServer::Mode::Slow);
    CompareWindow *w = window.compareWithRange(until - 25 * HourMs, until - 24 * HourMs);
    QVERIFY(w);
    w->setShowErrorDialogs(false);
    QSignalSpy done(w, &CompareWindow::loadFinished);
    QVERIFY(w->cancelButton()->isVisible());
    QVERIFY(w->statusLabel()->text().startsWith(QStringLiteral("Reading api · cpu @ ")));
    w->cancelButton()->click();
    QCOMPARE(done.count(), 1);
    QCOMPARE(done.first().first().toBool(), false);
    QCOMPARE(w->statusLabel()->text(), QStringLiteral("Cancelled."));
    QVERIFY(w->cancelButton()->isHidden());
    // The late answers are dropped: nothing is shown, nothing else is signalled.
    QTest::qWait(4000);
    QCOMPARE(done.count(), 1);
    QVERIFY(!w->viewA()->snapshot().isValid());
    QVERIFY(w->titleA()->isHidden());
    delete w;
}

void TestStoreWindow::rangeDialog()
{
    const qint64 until = 1'796'040'000'000; // a whole minute
    const qint64 from = until - HourMs;
    StoreRangeDialog d(QStringLiteral("api · cpu"), from, until);
    // The same length one day earlier by default.
    QCOMPARE(d.fromMs(), from - 24 * HourMs);
    QCOMPARE(d.untilMs(), until - 24 * HourMs);
    QCOMPARE(d.fromEdit()->dateTime().toMSecsSinceEpoch(), from - 24 * HourMs);
    if (!qEnvironmentVariableIsEmpty("HEARTH_SCREENSHOT")) {
        d.show();
        QCoreApplication::processEvents();
        d.grab().save(qEnvironmentVariable("HEARTH_SCREENSHOT") + QStringLiteral("/range.png"));
    }
    d.setOffset(HourMs);
    QCOMPARE(d.fromMs(), from - HourMs);
    QCOMPARE(d.untilMs(), until - HourMs);
    // A range of one's own.
    d.setOffset(-1);
    d.fromEdit()->setDateTime(QDateTime::fromMSecsSinceEpoch(from - 3 * HourMs));
    d.untilEdit()->setDateTime(QDateTime::fromMSecsSinceEpoch(from - HourMs));
    QCOMPARE(d.fromMs(), from - 3 * HourMs);
    QCOMPARE(d.untilMs(), from - HourMs);
    // An end before the start cannot be accepted.
    d.untilEdit()->setDateTime(QDateTime::fromMSecsSinceEpoch(from - 4 * HourMs));
    bool anyEnabled = false;
    for (auto *b : d.findChildren<QPushButton *>())
        anyEnabled |= b->text() == QLatin1String("Compare") && b->isEnabled();
    QVERIFY(!anyEnabled);
}

void TestStoreWindow::pickerAndUnitGuard_data()
{
    QTest::addColumn<QString>("component");
    QTest::addColumn<QString>("type");
    QTest::addColumn<bool>("comparable");
    QTest::newRow("a CPU span against a heap store window")
        << QStringLiteral("worker") << kInuse << false;
    QTest::newRow("a CPU span against a CPU store window") << QStringLiteral("api") << kCpu << true;
}

void TestStoreWindow::pickerAndUnitGuard()
{
    QFETCH(QString, component);
    QFETCH(QString, type);
    QFETCH(bool, comparable);
    const BundleResult bundle =
        BundleReader::readFile(QStringLiteral(HEARTH_EXAMPLES "/build-4711.profbundle"));
    QVERIFY2(bundle.ok(), qPrintable(bundle.error.toString()));
    TestStoreServer server;
    QVERIFY(server.listen());
    Home home;
    auto &[dir, settings, secrets] = home;
    const qint64 until = StoreTime::nowMs() - HourMs;
    StoreWindow a(&settings, &secrets);
    QVERIFY(showStore(a, server, component, type, until - HourMs, until));
    StoreWindow b(&settings, &secrets); // the same component, 9 am against 3 pm
    QVERIFY(showStore(b, server, component, type, until - 7 * HourMs, until - 6 * HourMs));

    // The picker from a bundle span lists both store windows by component and range.
    int span = 0;
    while (bundle.bundle->spans()[span].name != QLatin1String("Embedding.for caches vectors"))
        ++span;
    const CompareSource spanSource = CompareSource::ofSpan(bundle.bundle, span, false);
    CompareWithDialog d(spanSource, &settings);
    QStringList listed;
    for (const CompareSource &s : d.sources())
        listed << s.title;
    const QString titleA =
        a.compareSources().first().title; // e.g. "worker · inuse_space @ 2026-11-30 …"
    QVERIFY2(titleA.startsWith(component + QStringLiteral(" · ")), qPrintable(titleA));
    QVERIFY(listed.contains(titleA));
    QVERIFY(listed.contains(b.compareSources().first().title));
    QVERIFY(titleA != b.compareSources().first().title);
    // From a store window: the other one, not itself.
    CompareWithDialog fromStore(a.compareSources().first(), &settings);
    QStringList others;
    for (const CompareSource &s : fromStore.sources())
        others << s.title;
    QVERIFY(!others.contains(titleA));
    QVERIFY(others.contains(b.compareSources().first().title));

    // The span against the store window: the unit guard decides.
    d.choose(int(listed.indexOf(titleA)));
    CompareWindow w(settings);
    w.setShowErrorDialogs(false);
    QSignalSpy done(&w, &CompareWindow::loadFinished);
    w.compareSources(spanSource, d.chosen());
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 20000);
    QCOMPARE(done.first().first().toBool(), true);
    QCOMPARE(w.titleB()->text(), QStringLiteral("B: ") + titleA);
    QCOMPARE(w.difference()->isComparable(), comparable);
    QCOMPARE(w.guardLabel()->isHidden(), comparable);
    if (!comparable) {
        QVERIFY2(w.guardLabel()->text().contains(QStringLiteral("bytes")),
                 qPrintable(w.guardLabel()->text()));
        QCOMPARE(w.difference()->tableModel()->rowCount(), 0);
    }
    keepPicture(&w, QStringLiteral("compare-span-store-") + QString::number(comparable));
    QCOMPARE(server.problems(), QStringList());
}

QTEST_MAIN(TestStoreWindow)
#include "tst_storewindow.moc"

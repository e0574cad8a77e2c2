// SPDX-License-Identifier: MIT
#include "profileview.h"
#include "storeserieschart.h"
#include "storeview.h"
#include "teststoreserver.h"

#include "store/storetime.h"

#include "itemmodels/operationlabelmodel.h"
#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QDateTime>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QtTest>

// A store round trip on a busy machine (the ASan build, two test processes on two cores) can
// take longer than QTRY's default 5 s; a wrong answer still fails, only later.
#undef QTRY_VERIFY
#define QTRY_VERIFY(expr) QTRY_VERIFY_WITH_TIMEOUT(expr, 20000)
#undef QTRY_COMPARE
#define QTRY_COMPARE(expr, expected) QTRY_COMPARE_WITH_TIMEOUT(expr, expected, 20000)

using namespace hearth;
using hearth::test::TestStoreServer;

class TestStoreView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void browse();
    void operationAndWindow_data();
    void operationAndWindow();
    void unboundedLabel();
    void openLink();
    void openLinkUnknownParts();
    void brokenServer_data();
    void brokenServer();
    void dragWindow();
    void chartLabels_data();
    void chartLabels();
    void cancelledClears_data();
    void cancelledClears();
};

namespace {
const QString Cpu = QStringLiteral("process_cpu:cpu:nanoseconds:cpu:nanoseconds");

StoreConnection to(const TestStoreServer &server, int timeoutMs = 5000)
{
    StoreConnection c;
    c.baseUrl = server.url();
    c.timeoutMs = timeoutMs;
    return c;
}

} // namespace

void TestStoreView::browse()
{
    TestStoreServer server;
    QVERIFY(server.listen());
    StoreView view;
    view.resize(1200, 800);
    view.show();
    // Issue 13: the component list (names behind UntrustedTextProxyModel) and the operation
    // box's model are sound models while the server's answers fill them.
    auto *componentProxy = qobject_cast<QSortFilterProxyModel *>(view.componentList()->model());
    QVERIFY(componentProxy);
    QAbstractItemModelTester proxyTester(componentProxy,
                                         QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester componentTester(
        componentProxy->sourceModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester operationTester(
        view.operationBox()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy shown(&view, &StoreView::profileShown);
    view.setConnection(to(server));
    QTRY_COMPARE(view.componentList()->model()->rowCount(), 2);
    view.filterField()->setText(QStringLiteral("WORK"));
    QCOMPARE(view.componentList()->model()->rowCount(), 1);
    view.filterField()->clear();
    QCOMPARE(view.componentList()->model()->rowCount(), 2);

    view.componentList()->setCurrentIndex(view.componentList()->model()->index(0, 0));
    QCOMPARE(view.currentComponent(), QStringLiteral("api"));
    QCOMPARE(view.currentType(), Cpu); // CPU first
    QCOMPARE(view.typeBox()->count(), 2);
    QTRY_VERIFY_WITH_TIMEOUT(shown.size() >= 1, 20000);
    const ProfileSnapshot &s = view.profileView()->snapshot();
    QVERIFY(s.isValid());
    QCOMPARE(s.tree->totalValue(), qint64(3810000000));
    QVERIFY(view.chart()->pointCount() > 200);
    QTRY_VERIFY(!view.isBusy());
    QCOMPARE(view.statusLabel()->text(), QString());
    QVERIFY(!view.otherLabel()->isVisible());
    QCOMPARE(view.statusLabel()->textFormat(), Qt::PlainText);
    QCOMPARE(server.problems(), QStringList());

    // Another type: the heap component in bytes.
    view.componentList()->setCurrentIndex(view.componentList()->model()->index(1, 0));
    QCOMPARE(view.currentComponent(), QStringLiteral("worker"));
    QTRY_VERIFY_WITH_TIMEOUT(shown.size() >= 2 &&
                                 view.profileView()->snapshot().profile->sampleTypes().size() == 4,
                             10000);
}

void TestStoreView::operationAndWindow_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<int>("minutes");
    QTest::newRow("GET /users, 15 min") << QStringLiteral("GET /users") << 15;
    QTest::newRow("quoted, 7 d") << QStringLiteral("say \"hi\" \\ back") << 7 * 1440;
    QTest::newRow("all values, 24 h") << QString() << 1440;
}

void TestStoreView::operationAndWindow()
{
    QFETCH(QString, value);
    QFETCH(int, minutes);
    TestStoreServer server;
    QVERIFY(server.listen());
    StoreView view;
    view.setConnection(to(server));
    QTRY_COMPARE(view.componentList()->model()->rowCount(), 2);
    view.componentList()->setCurrentIndex(view.componentList()->model()->index(0, 0));
    QTRY_VERIFY(view.operationBox()->findText(QStringLiteral("span_name")) > 0);
    // span_name is the default operation label where present.
    QCOMPARE(view.operationLabel(), QStringLiteral("span_name"));
    QTRY_COMPARE(view.valueBox()->count(), 4);
    QSignalSpy shown(&view, &StoreView::profileShown);
    if (!value.isEmpty())
        view.valueBox()->setCurrentIndex(view.valueBox()->findData(value));
    view.setPreset(minutes);
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty() && !view.isBusy(), 20000);
    QCOMPARE(view.operationValue(), value);
    const auto received = server.received();
    const auto last = std::find_if(received.rbegin(), received.rend(), [](const auto &r) {
        return r.method == QLatin1String("SelectMergeProfile");
    });
    QVERIFY(last != received.rend());
    const QStringList expected = value.isEmpty() ? QStringList{QStringLiteral("api")}
                                                 : QStringList{QStringLiteral("api"), value};
    QCOMPARE(last->selectorValues, expected);
    QCOMPARE(view.untilMs() - view.fromMs(), qint64(minutes) * 60000);

    const StoreLink link = view.link();
    QCOMPARE(link.component, QStringLiteral("api"));
    QCOMPARE(link.profileType, Cpu);
    QCOMPARE(link.operationValue, value);
    QCOMPARE(link.operationLabel, value.isEmpty() ? QString() : QStringLiteral("span_name"));
    QCOMPARE(server.problems(), QStringList());
}

void TestStoreView::unboundedLabel()
{
    TestStoreServer server;
    QVERIFY(server.listen());
    StoreView view;
    view.setConnection(to(server));
    QTRY_COMPARE(view.componentList()->model()->rowCount(), 2);
    view.componentList()->setCurrentIndex(view.componentList()->model()->index(0, 0));
    QTRY_COMPARE(view.unboundedLabels(), QStringList{QStringLiteral("span_id")});
    const auto *model = qobject_cast<OperationLabelModel *>(view.operationBox()->model());
    QVERIFY(model);
    int row = -1;
    for (int i = 0; i < model->rowCount(); ++i) {
        if (model->index(i).data(OperationLabelModel::LabelRole).toString() ==
            QLatin1String("span_id"))
            row = i;
    }
    QVERIFY(row > 0);
    QVERIFY(!(model->flags(model->index(row)) & Qt::ItemIsEnabled));
    QVERIFY(model->index(row).data().toString().contains(
        QStringLiteral("unbounded cardinality (1500 values)")));
    // No internal labels and not service_name itself.
    QVERIFY(view.operationBox()->findText(QStringLiteral("__name__")) < 0);
    QVERIFY(view.operationBox()->findText(QStringLiteral("service_name")) < 0);
}

void TestStoreView::openLink()
{
    TestStoreServer server;
    QVERIFY(server.listen());
    StoreView view;
    QSignalSpy shown(&view, &StoreView::profileShown);
    view.setConnection(to(server));
    StoreLink link;
    link.base = server.url();
    link.component = QStringLiteral("api");
    link.profileType = QStringLiteral("process_cpu:samples:count:cpu:nanoseconds");
    link.operationLabel = QStringLiteral("span_name");
    link.operationValue = QStringLiteral("POST /orders");
    link.untilMs = StoreTime::nowMs() - 3600000;
    link.fromMs = link.untilMs - 2 * 3600000;
    view.openLink(link);
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 20000);
    QCOMPARE(view.currentComponent(), link.component);
    QCOMPARE(view.currentType(), link.profileType);
    QCOMPARE(view.operationValue(), link.operationValue);
    QCOMPARE(view.link(), link);
    QVERIFY(view.windowBox()->currentText().contains(QStringLiteral(" – ")));
    // Issue 14.9: from–until with times, and the whole of it in the box.
    const QString text = view.windowBox()->currentText();
    const QString time = QLocale().timeFormat(QLocale::ShortFormat);
    QVERIFY2(text.contains(
                 QLocale().toString(QDateTime::fromMSecsSinceEpoch(view.fromMs()).time(), time)),
             qPrintable(text));
    QVERIFY2(text.contains(
                 QLocale().toString(QDateTime::fromMSecsSinceEpoch(view.untilMs()).time(), time)),
             qPrintable(text));
    QVERIFY(view.windowBox()->width() >= view.windowBox()->fontMetrics().horizontalAdvance(text));
}

// Issue 14.9: the y axis in the unit and its title in words; a blank chart before data; the
// operation box as wide as its longest entry.
void TestStoreView::chartLabels_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<double>("step");
    QTest::addColumn<QString>("label");
    QTest::newRow("cpu") << 21e9 << "nanoseconds" << 10.0 << "2.1 s/s";
    QTest::newRow("bytes") << 310.0 * 1024 * 1024 << "bytes" << 10.0 << "310 MiB";
    QTest::newRow("count") << 150.0 << "count" << 10.0 << "150";
}

void TestStoreView::chartLabels()
{
    QFETCH(double, value);
    QFETCH(QString, unit);
    QFETCH(double, step);
    QFETCH(QString, label);
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QCOMPARE(StoreSeriesChart::valueLabel(value, unit, step), label);
    QLocale::setDefault(before);
    QVERIFY(!StoreSeriesChart::axisTitle(unit).contains(QLatin1Char('_')));

    TestStoreServer server;
    QVERIFY(server.listen());
    StoreView view;
    view.resize(1280, 720);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    // Before any data: no axis labels or 00:00 ticks.
    QVERIFY(!view.chart()->axesShown());
    view.setConnection(to(server));
    QTRY_COMPARE(view.componentList()->model()->rowCount(), 2);
    QVERIFY(!view.chart()->axesShown());
    view.componentList()->setCurrentIndex(view.componentList()->model()->index(0, 0));
    QTRY_VERIFY_WITH_TIMEOUT(view.chart()->pointCount() > 0, 20000);
    QVERIFY(view.chart()->axesShown());
    const QStringList labels = view.chart()->yLabels();
    QVERIFY(labels.size() >= 2);
    for (const QString &l : labels)
        QVERIFY2(l.endsWith(QLatin1String(" s/s")) && !l.contains(QChar(0x2026)), qPrintable(l));
    QCOMPARE(view.chart()->yTitle(), StoreSeriesChart::axisTitle(QStringLiteral("nanoseconds")));
    QTRY_VERIFY(view.operationBox()->findText(QStringLiteral("span_name")) > 0);
    QCoreApplication::processEvents();
    QVERIFY(view.operationBox()->width() >=
            view.operationBox()->fontMetrics().horizontalAdvance(QStringLiteral("span_name")) + 8);
}

// Issue 14.9: "Cancelled." stays while nothing answers (the cancelled answers are dropped)
// and goes when the next answer arrives, whatever asked for it.
void TestStoreView::cancelledClears_data()
{
    QTest::addColumn<QString>("next");
    QTest::newRow("reload") << QStringLiteral("reload");
    QTest::newRow("another window dragged on the chart") << QStringLiteral("drag");
    QTest::newRow("another type") << QStringLiteral("type");
}

void TestStoreView::cancelledClears()
{
    QFETCH(QString, next);
    TestStoreServer server;
    QVERIFY(server.listen());
    StoreView view;
    view.resize(1200, 800);
    view.show();
    QSignalSpy shown(&view, &StoreView::profileShown);
    view.setConnection(to(server));
    QTRY_COMPARE(view.componentList()->model()->rowCount(), 2);
    QTRY_VERIFY(!view.isBusy());
    // The series and the profile are on their way, slowly: cancelled.
    server.setDelayMs(1500);
    server.setMode(TestStoreServer::Mode::Slow);
    view.componentList()->setCurrentIndex(view.componentList()->model()->index(0, 0));
    QVERIFY(view.isBusy());
    view.cancel();
    QCOMPARE(view.statusLabel()->text(), QStringLiteral("Cancelled."));
    QTest::qWait(2500); // the late answers arrive and are dropped
    QCOMPARE(view.statusLabel()->text(), QStringLiteral("Cancelled."));
    QCOMPARE(shown.size(), 0);
    // The next request's answer takes its place.
    server.setMode(TestStoreServer::Mode::Normal);
    if (next == QLatin1String("reload")) {
        view.reload();
    } else if (next == QLatin1String("drag")) {
        view.setWindow(view.fromMs() - 3600000, view.untilMs() - 3600000);
    } else {
        QCOMPARE(view.typeBox()->count(), 2);
        view.typeBox()->setCurrentIndex(1);
    }
    if (next != QLatin1String("reload")) {
        QTRY_COMPARE(shown.size(), 1);
        QVERIFY(view.chart()->pointCount() > 0);
    }
    QTRY_VERIFY(!view.isBusy());
    QTRY_VERIFY2(view.statusLabel()->text().isEmpty(), qPrintable(view.statusLabel()->text()));
}

void TestStoreView::openLinkUnknownParts()
{
    TestStoreServer server;
    QVERIFY(server.listen());
    StoreView view;
    QSignalSpy shown(&view, &StoreView::profileShown);
    view.setConnection(to(server));
    StoreLink link;
    link.base = server.url();
    link.component = QStringLiteral("api");
    link.profileType = Cpu;
    link.operationLabel = QStringLiteral("endpoint"); // not a label of this window
    link.operationValue = QStringLiteral("/healthz");
    link.untilMs = StoreTime::nowMs();
    link.fromMs = link.untilMs - 3600000;
    view.openLink(link);
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 20000);
    QCOMPARE(view.operationLabel(), link.operationLabel);
    QCOMPARE(view.operationValue(), link.operationValue);
    QCOMPARE(view.link(), link);

    // A component the store does not know: said so, and the view stays usable.
    link.component = QStringLiteral("gone");
    view.openLink(link);
    QTRY_VERIFY(view.statusLabel()->text().contains(QStringLiteral("gone")));
    view.componentList()->setCurrentIndex(view.componentList()->model()->index(1, 0));
    QTRY_VERIFY_WITH_TIMEOUT(shown.size() >= 2, 20000);
    QCOMPARE(view.currentComponent(), QStringLiteral("worker"));
}

Q_DECLARE_METATYPE(TestStoreServer::Mode)

void TestStoreView::brokenServer_data()
{
    // Only the slow row may time out: the others get a timeout no loaded machine under ASan
    // reaches, or their error would read "no answer within the timeout" instead.
    QTest::addColumn<TestStoreServer::Mode>("mode");
    QTest::addColumn<int>("timeoutMs");
    QTest::addColumn<QString>("status");
    using M = TestStoreServer::Mode;
    QTest::newRow("500") << M::Error500 << 30000
                         << QStringLiteral("SelectMergeProfile: HTTP 500 internal: store "
                                           "exploded");
    QTest::newRow("garbage") << M::Garbage << 30000 << QStringLiteral("malformed");
    QTest::newRow("slow") << M::Slow << 2500 << QStringLiteral("no answer within the timeout");
}

void TestStoreView::brokenServer()
{
    QFETCH(TestStoreServer::Mode, mode);
    QFETCH(int, timeoutMs);
    QFETCH(QString, status);
    TestStoreServer server;
    QVERIFY(server.listen());
    server.setDelayMs(10000); // the slow row's answer comes well after its timeout
    StoreView view;
    view.show();
    view.setConnection(to(server, timeoutMs));
    QTRY_COMPARE(view.componentList()->model()->rowCount(), 2);
    server.setMode(mode);
    QSignalSpy failed(&view, &StoreView::failed);
    QElapsedTimer clock;
    clock.start();
    view.componentList()->setCurrentIndex(view.componentList()->model()->index(0, 0));
    QVERIFY(clock.elapsed() < 200); // choosing never waits for the server
    QTRY_VERIFY_WITH_TIMEOUT(!failed.isEmpty(), 40000);
    QTRY_VERIFY2(view.statusLabel()->text().contains(status),
                 qPrintable(view.statusLabel()->text()));
    QVERIFY(view.isEnabled());
    // Still usable: the server recovers, a reload works.
    server.setMode(TestStoreServer::Mode::Normal);
    QSignalSpy shown(&view, &StoreView::profileShown);
    view.setPreset(15);
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 20000);
    QTRY_VERIFY(!view.isBusy());
}

void TestStoreView::dragWindow()
{
    TestStoreServer server;
    QVERIFY(server.listen());
    StoreView view;
    view.resize(1200, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setConnection(to(server));
    QTRY_COMPARE(view.componentList()->model()->rowCount(), 2);
    view.componentList()->setCurrentIndex(view.componentList()->model()->index(0, 0));
    QTRY_VERIFY_WITH_TIMEOUT(view.chart()->pointCount() > 0, 20000);
    const qint64 from = view.fromMs();
    const qint64 until = view.untilMs();
    StoreSeriesChart *chart = view.chart();
    const QRectF plot = chart->chart()->plotArea();
    const QPoint a = chart->mapFromScene(
        chart->chart()->mapToScene(QPointF(plot.left() + plot.width() * 0.25, plot.center().y())));
    const QPoint b = chart->mapFromScene(
        chart->chart()->mapToScene(QPointF(plot.left() + plot.width() * 0.75, plot.center().y())));
    QSignalSpy selected(chart, &StoreSeriesChart::rangeSelected);
    QTest::mousePress(chart->viewport(), Qt::LeftButton, {}, a);
    QTest::mouseMove(chart->viewport(), b);
    QTest::mouseRelease(chart->viewport(), Qt::LeftButton, {}, b);
    QCOMPARE(selected.size(), 1);
    const qint64 span = until - from;
    QVERIFY(qAbs(view.fromMs() - (from + span / 4)) < span / 50);
    QVERIFY(qAbs(view.untilMs() - (from + 3 * span / 4)) < span / 50);
    QVERIFY(view.windowBox()->currentText().contains(QStringLiteral(" – ")));
}

QTEST_MAIN(TestStoreView)
#include "tst_storeview.moc"

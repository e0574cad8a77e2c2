// SPDX-License-Identifier: MIT
// The build window on the example bundle (offscreen): header sentence, waterfall hit-testing
// and ▲ placement, span selection with the descendants toggle, statuses, memory and cache,
// suite boot, the retained-memory panel and the header's CPU-against-wall sentence.
#include "bundletestsupport.h"

#include "buildcpuchart.h"
#include "buildwaterfallview.h"
#include "buildwindow.h"
#include "bundledownload.h"
#include "namecolumnfit.h"
#include "profileheaderwidget.h"
#include "profileview.h"
#include "widgettestsupport.h"

#include "bundle/buildcachemodel.h"
#include "bundle/buildcpumodel.h"
#include "bundle/buildmemorymodel.h"
#include "bundle/bundleanalysis.h"
#include "bundle/bundlereader.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QHeaderView>
#include <QHttpServer>
#include <QHttpServerResponse>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>

#include <memory>

using namespace hearth;
using namespace hearth::test;

class TestBuildWindow : public QObject
{
    Q_OBJECT

    QSettings *m_settings = nullptr;
    BuildWindow *m_window = nullptr;

    int spanNamed(const QString &name) const { return m_window->bundle()->firstSpanNamed(name); }
    static qint64 shownTotalOf(BuildWindow &w)
    {
        const ProfileSnapshot &s = w.profileView()->snapshot();
        return s.tree ? s.tree->totalValue() : -1;
    }
    qint64 shownTotal() const
    {
        const ProfileSnapshot &s = m_window->profileView()->snapshot();
        return s.tree ? s.tree->totalValue() : -1;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_settings = new QSettings(QSettings::IniFormat, QSettings::UserScope,
                                   QStringLiteral("hearth-test"), QStringLiteral("buildwindow"));
        m_settings->clear();
        const BundleResult r =
            BundleReader::readFile(QStringLiteral(HEARTH_EXAMPLES "/build-4711.profbundle"));
        QVERIFY(r.ok());
        m_window = new BuildWindow(*m_settings);
        m_window->setAttribute(Qt::WA_DeleteOnClose, false);
        m_window->resize(1400, 900);
        QSignalSpy done(m_window, &BuildWindow::breakdownsFinished);
        m_window->setBundle(r.bundle, QStringLiteral("build-4711.profbundle"));
        m_window->show();
        QTRY_VERIFY_WITH_TIMEOUT(m_window->breakdownsDone(), 20000);
    }
    void cleanupTestCase()
    {
        // HEARTH_SCREENSHOT=DIR keeps pictures of the tabs, to look at.
        const QString dir = qEnvironmentVariable("HEARTH_SCREENSHOT");
        if (!dir.isEmpty()) {
            m_window->selectSpan(spanNamed(QStringLiteral("Embedding.for caches vectors")));
            QTest::qWait(500);
            for (int i = 0; i < m_window->tabs()->count(); ++i) {
                m_window->tabs()->setCurrentIndex(i);
                QTest::qWait(100);
                m_window->grab().save(dir + QStringLiteral("/buildwindow-%1.png").arg(i));
            }
        }
        delete m_window;
    }

    void header()
    {
        const QString h = m_window->headerLabel()->text();
        QVERIFY2(h.contains(QLatin1String("4711")), qPrintable(h));
        QVERIFY(h.contains(QLatin1String("3f2a9c1")));
        QVERIFY(h.contains(QLatin1String("CPU above wall")));
    }

    void hitTestingAndMarkers()
    {
        // A view of its own, tall enough for every row.
        BuildWaterfallView view;
        BuildWaterfallView *w = &view;
        const Bundle &b = *m_window->bundle();
        w->resize(1400, BuildWaterfallView::AxisHeight +
                            int(m_window->waterfall()->layout().rows().size()) * w->RowHeight + 10);
        w->setBundle(m_window->bundle());
        for (int st = 0; st < b.stages().size(); ++st)
            w->setBreakdown(BundleAnalysis::stageBreakdown(b, st));
        w->zoomToFit();
        int checked = 0;
        int narrow = 0;
        for (int s = 0; s < b.spans().size(); ++s) {
            const int item = w->layout().itemOfSpan(s);
            QVERIFY(item >= 0);
            const QRectF r = w->itemRect(item);
            const int st = b.stageIndex(b.spans()[s].stage);
            const int p = b.cpuProfileOf(st);
            const IndependentSums sums =
                p >= 0 ? test::sums(b.profiles()[p].bytes()) : IndependentSums{};
            const bool own = sums.bySpan.contains(SpanId::toHex(b.spans()[s].id));
            // ▲ exactly on spans with samples of their own, inside the span's bar.
            QCOMPARE(!w->markerRect(item).isEmpty(), own);
            if (own)
                QVERIFY(r.adjusted(-1, -1, 1, 1).contains(w->markerRect(item).center()));
            if (r.width() < 4) {
                ++narrow; // a few pixels at this zoom: hit-tested by its neighbourhood
                continue;
            }
            QCOMPARE(w->itemAt(r.center().toPoint()), item);
            ++checked;
        }
        QCOMPARE(checked, int(b.spans().size()) - narrow);
        QCOMPARE(w->itemAt(QPoint(w->LabelWidth + 5, 2)), -1); // the axis
    }

    void spanWithChildrenOnly()
    {
        const int suite = spanNamed(QStringLiteral("rspec"));
        QVERIFY(suite >= 0);
        m_window->descendantsToggle()->setChecked(false);
        QSignalSpy shown(m_window, &BuildWindow::selectionShown);
        m_window->selectSpan(suite);
        QTRY_VERIFY(shown.count() >= 1);
        QVERIFY(m_window->descendantsToggle()->isEnabled());
        QVERIFY(m_window->sentenceLabel()->isVisibleTo(m_window));
        QVERIFY(m_window->sentenceLabel()->text().contains(QLatin1String("innermost")));
        QVERIFY(shownTotal() <= 0); // nothing drawn
        // Issue 14: one message, the right one: no empty graph, "0 ns of CPU" header or "ran
        // too briefly" sentence beside it.
        QVERIFY(m_window->sentenceLabel()->text().contains(QLatin1String("child spans")));
        QVERIFY(!m_window->sentenceLabel()->text().contains(QLatin1String("fast")));
        auto *view = m_window->findChild<ProfileView *>();
        QVERIFY(view);
        QVERIFY(!view->isVisibleTo(m_window));

        const Bundle &b = *m_window->bundle();
        const IndependentSums sums = test::sums(
            b.profiles()[b.cpuProfileOf(b.stageIndex(QStringLiteral("rspec-unit")))].bytes());
        qint64 want = 0;
        for (const QString &id : b.spanIdLabels(suite, true))
            want += sums.bySpan.value(id);
        QVERIFY(want > 0);
        shown.clear();
        m_window->descendantsToggle()->setChecked(true);
        QTRY_VERIFY(shown.count() >= 1);
        QCOMPARE(shownTotal(), want);
        QVERIFY(!m_window->sentenceLabel()->isVisibleTo(m_window));
        QVERIFY(view->isVisibleTo(m_window));
        m_window->descendantsToggle()->setChecked(false);
    }

    void leafSpanAndOutsideRow()
    {
        const Bundle &b = *m_window->bundle();
        const int leaf = spanNamed(QStringLiteral("Embedding.for caches vectors"));
        const int st = b.stageIndex(QStringLiteral("rspec-unit"));
        const IndependentSums sums = test::sums(b.profiles()[b.cpuProfileOf(st)].bytes());
        QSignalSpy shown(m_window, &BuildWindow::selectionShown);
        m_window->selectSpan(leaf);
        QTRY_VERIFY(shown.count() >= 1);
        QCOMPARE(shownTotal(), sums.bySpan.value(SpanId::toHex(b.spans()[leaf].id)));
        shown.clear();
        m_window->selectStage(st, true);
        QTRY_VERIFY(shown.count() >= 1);
        QCOMPARE(shownTotal(), sums.outside);
        QVERIFY(m_window->selectionLabel()->text().contains(QLatin1String("outside any span")));
    }

    void stagesWithoutProfiles()
    {
        const Bundle &b = *m_window->bundle();
        QSignalSpy shown(m_window, &BuildWindow::selectionShown);
        m_window->selectStage(b.stageIndex(QStringLiteral("py-lint")), false);
        QTRY_VERIFY(shown.count() >= 1);
        QVERIFY(m_window->sentenceLabel()->text().contains(QLatin1String("ruff")));
        QVERIFY(m_window->sentenceLabel()->text().contains(QLatin1String("nothing is wrong")));
        shown.clear();
        m_window->selectStage(b.stageIndex(QStringLiteral("rspec-system")), false);
        QTRY_VERIFY(shown.count() >= 1);
        QVERIFY(m_window->sentenceLabel()->text().contains(QLatin1String("Missing")));
        QVERIFY(m_window->sentenceLabel()->text().contains(QLatin1String("defect")));
    }

    void memoryKeepsLanguagesApart()
    {
        const QAbstractItemModel *model = m_window->memoryTable()->model();
        QCOMPARE(model->columnCount(), 5);
        QVERIFY(model->headerData(3, Qt::Horizontal).toString().contains(QLatin1String("Ruby")));
        QVERIFY(model->headerData(4, Qt::Horizontal).toString().contains(QLatin1String("CPython")));
        int negative = 0;
        for (int r = 0; r < model->rowCount(); ++r) {
            const bool ruby = !model->index(r, 3).data().toString().isEmpty();
            const bool python = !model->index(r, 4).data().toString().isEmpty();
            QVERIFY(!(ruby && python));
            negative += model->index(r, 2).data(Qt::UserRole).toLongLong() < 0;
        }
        QVERIFY(negative >= 3);
    }

    void downloadsAUrl()
    {
        QHttpServer server;
        const QByteArray example =
            readAll(QStringLiteral(HEARTH_EXAMPLES "/build-4711.profbundle"));
        server.route(QStringLiteral("/b/build-4711.profbundle"), [example] {
            return QHttpServerResponse(QByteArrayLiteral("application/octet-stream"), example);
        });
        server.route(QStringLiteral("/b/gone.profbundle"), [] {
            return QHttpServerResponse(QHttpServerResponder::StatusCode::NotFound);
        });
        const quint16 port = server.listen(QHostAddress::LocalHost);
        QVERIFY(port != 0);
        QVERIFY(BundleDownload::isDownloadable(QStringLiteral("https://ci.example/b.profbundle")));
        QVERIFY(!BundleDownload::isDownloadable(QStringLiteral("build.profbundle")));

        BuildWindow ok(*m_settings);
        ok.setAttribute(Qt::WA_DeleteOnClose, false);
        QSignalSpy loaded(&ok, &BuildWindow::bundleLoaded);
        ok.openUrl(QUrl(QStringLiteral("http://127.0.0.1:%1/b/build-4711.profbundle").arg(port)));
        QTRY_COMPARE_WITH_TIMEOUT(loaded.count(), 1, 20000);
        QCOMPARE(ok.bundle()->build().id, QStringLiteral("4711"));

        BuildWindow gone(*m_settings);
        gone.setAttribute(Qt::WA_DeleteOnClose, false);
        gone.show();
        QSignalSpy failed(&gone, &BuildWindow::loadFailed);
        gone.openUrl(QUrl(QStringLiteral("http://127.0.0.1:%1/b/gone.profbundle").arg(port)));
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 20000);
        QVERIFY2(failed[0][0].toString().contains(QLatin1String("404")),
                 qPrintable(failed[0][0].toString()));
        QVERIFY(!gone.bundle());
        // Issue 14: no empty, half-made window stays open; the error has a dialog of its own.
        QTRY_VERIFY(!gone.isVisible());
        QMessageBox *box = nullptr;
        for (QWidget *top : QApplication::topLevelWidgets()) {
            if (auto *b = qobject_cast<QMessageBox *>(top); b && b->isVisible())
                box = b;
        }
        QVERIFY(box);
        QVERIFY2(box->text().contains(QLatin1String("404")), qPrintable(box->text()));
        box->close();
        // Unreachable: nothing listens there.
        auto *unreachable = new BuildWindow(*m_settings);
        QPointer<BuildWindow> guard(unreachable);
        unreachable->show();
        unreachable->openUrl(QUrl(QStringLiteral("http://127.0.0.1:1/b.profbundle")));
        QTRY_VERIFY_WITH_TIMEOUT(guard.isNull(), 20000); // closed and deleted
    }

    // Issue 13: the three tables are models of their own (BuildCpuModel, BuildMemoryModel,
    // BuildCacheModel) behind sorting proxies; all pass QAbstractItemModelTester while a
    // bundle is set and its breakdowns arrive one by one.
    void tablesAreSoundModels()
    {
        BuildWindow w(*m_settings);
        w.setAttribute(Qt::WA_DeleteOnClose, false);
        const auto testers = test::testTableModels({w.cpuTable(), w.memoryTable(), w.cacheTable()});
        QCOMPARE(testers.size(), size_t(6)); // each table behind a sorting proxy
        QCOMPARE(static_cast<QSortFilterProxyModel *>(w.cpuTable()->model())->sourceModel(),
                 static_cast<QAbstractItemModel *>(w.cpuModel()));
        w.cpuTable()->sortByColumn(BuildCpuModel::CpuColumn, Qt::DescendingOrder);
        QSignalSpy done(&w, &BuildWindow::breakdownsFinished);
        w.setBundle(m_window->bundle(), QStringLiteral("build-4711.profbundle"));
        QCOMPARE(w.cpuModel()->rowCount(), 8);
        QTRY_VERIFY_WITH_TIMEOUT(w.breakdownsDone(), 20000);
        // Every stage's outside-any-span CPU is in: no "…" left.
        for (int r = 0; r < w.cpuModel()->rowCount(); ++r)
            QVERIFY(w.cpuModel()->index(r, BuildCpuModel::OutsideColumn).data().toString() !=
                    QStringLiteral("…"));
        // Sorted by CPU, largest first, through the proxy.
        const QAbstractItemModel *shown = w.cpuTable()->model();
        for (int r = 1; r < shown->rowCount(); ++r)
            QVERIFY(shown->index(r - 1, BuildCpuModel::CpuColumn).data(Qt::UserRole).toLongLong() >=
                    shown->index(r, BuildCpuModel::CpuColumn).data(Qt::UserRole).toLongLong());
        QCOMPARE(w.memoryModel()->rowCount(), w.memoryTable()->model()->rowCount());
        QCOMPARE(w.cacheSentence()->text(), w.cacheModel()->lostSentence());
    }

    // "A test is slow ... if suite boot dominates, no individual test is the problem": the
    // small bundle's boot (400 ms outside any span) is larger than its largest test (300 ms).
    void suiteBootDominates_data()
    {
        QTest::addColumn<quint64>("span"); // 0: the outside row
        QTest::addColumn<bool>("says");
        QTest::newRow("a test") << quint64(0x2222) << true;
        QTest::newRow("a test with a child span") << quint64(0x3333) << true;
        QTest::newRow("the outside row") << quint64(0) << true;
        QTest::newRow("the suite span: not a test") << quint64(0x1111) << false;
    }
    void suiteBootDominates()
    {
        QFETCH(quint64, span);
        QFETCH(bool, says);
        QSettings settings(QSettings::IniFormat, QSettings::UserScope,
                           QStringLiteral("hearth-test"), QStringLiteral("buildwindow-boot"));
        BuildWindow w(settings);
        w.setAttribute(Qt::WA_DeleteOnClose, false);
        w.resize(1200, 800);
        w.setBundle(std::make_shared<Bundle>(smallBundle(smallProfile())),
                    QStringLiteral("small.profbundle"));
        w.show();
        QTRY_VERIFY_WITH_TIMEOUT(w.breakdownsDone(), 20000);
        const QString want =
            QStringLiteral("suite boot (outside any span, 400 ms) is larger than any test here");
        // The stage's line in the CPU table.
        const BuildCpuModel *model = w.cpuModel();
        const QModelIndex unit = model->index(0, BuildCpuModel::OutsideColumn);
        QVERIFY2(unit.data().toString().contains(QLatin1String("> any test")),
                 qPrintable(unit.data().toString()));
        QVERIFY(unit.data(Qt::ToolTipRole).toString().contains(want));
        QVERIFY(!model
                     ->index(1, BuildCpuModel::OutsideColumn) // docker
                     .data()
                     .toString()
                     .contains(QLatin1String("> any test")));
        QSignalSpy shown(&w, &BuildWindow::selectionShown);
        if (span)
            w.selectSpan(w.bundle()->spanIndex(span));
        else
            w.selectStage(0, true);
        QTRY_VERIFY(shown.count() >= 1);
        const QString sentence = w.sentenceLabel()->text();
        QCOMPARE(w.sentenceLabel()->isVisibleTo(&w) && sentence.contains(want), says);
        if (says)
            QTRY_VERIFY(w.profileView()->isVisibleTo(&w) && shownTotalOf(w) > 0);
    }

    // The retained-memory panel says bytes (it shares the canvas with the CPU profiles), and
    // selecting a span afterwards switches the header back to CPU.
    void retainedMemoryThenBackToCpu()
    {
        QPushButton *retained = nullptr;
        for (QPushButton *b : m_window->findChildren<QPushButton *>()) {
            if (b->text().contains(QLatin1String("Retained memory")))
                retained = b;
        }
        QVERIFY(retained);
        QVERIFY(retained->text().contains(QLatin1String("(bytes)")));
        QSignalSpy shown(m_window, &BuildWindow::selectionShown);
        retained->click();
        QTRY_VERIFY(shown.count() >= 1);
        QTRY_VERIFY(m_window->profileView()->snapshot().tree);
        QVERIFY(m_window->selectionLabel()->text().contains(QLatin1String("in bytes")));
        const ProfileSnapshot &mem = m_window->profileView()->snapshot();
        QCOMPARE(mem.profile->sampleTypes()[mem.sampleType].unit, QStringLiteral("bytes"));
        const QString bytesHeader = m_window->profileView()->header()->totalText();
        QVERIFY2(bytesHeader.contains(QLatin1String("B")) &&
                     !bytesHeader.contains(QLatin1String("CPU")),
                 qPrintable(bytesHeader));
        QVERIFY(!m_window->compareAction()->isEnabled());

        shown.clear();
        m_window->selectSpan(spanNamed(QStringLiteral("Embedding.for caches vectors")));
        QTRY_VERIFY(shown.count() >= 1);
        QTRY_VERIFY(m_window->profileView()->snapshot().tree &&
                    m_window->profileView()
                            ->snapshot()
                            .profile->sampleTypes()[m_window->profileView()->snapshot().sampleType]
                            .unit == QLatin1String("nanoseconds"));
        const QString cpuHeader = m_window->profileView()->header()->totalText();
        QVERIFY2(cpuHeader.contains(QLatin1String("CPU")), qPrintable(cpuHeader));
        QVERIFY(!m_window->selectionLabel()->text().contains(QLatin1String("bytes")));
        QVERIFY(m_window->compareAction()->isEnabled());
    }

    // "CPU below wall" and "something may be serialised" in the window's header.
    void headerSentences_data()
    {
        QTest::addColumn<qint64>("unitCpu");
        QTest::addColumn<qint64>("dockerCpu");
        QTest::addColumn<QString>("says");
        const qint64 s = 1000000000;
        // The small bundle: 60 s of wall, its two stages overlap.
        // Below wall is graduated (BuildSummary's bands): 42 of 60 s is a share, 20 of 60 s
        // mostly waiting.
        QTest::newRow("below") << 12 * s << 30 * s
                               << QStringLiteral("CPU below wall: about 30% of its wall time was "
                                                 "not on CPU");
        QTest::newRow("far below")
            << 10 * s << 10 * s << QStringLiteral("the build spent most of its time waiting");
        QTest::newRow("equal, parallel")
            << 30 * s << 30 * s << QStringLiteral("something may be serialised");
        QTest::newRow("above") << 40 * s << 40 * s << QStringLiteral("CPU above wall");
    }
    void headerSentences()
    {
        QFETCH(qint64, unitCpu);
        QFETCH(qint64, dockerCpu);
        QFETCH(QString, says);
        const Bundle small = smallBundle(smallProfile());
        QList<Stage> stages = small.stages();
        stages[0].cpuNanos = unitCpu;
        stages[1].cpuNanos = dockerCpu;
        QSettings settings(QSettings::IniFormat, QSettings::UserScope,
                           QStringLiteral("hearth-test"), QStringLiteral("buildwindow-cpu"));
        BuildWindow w(settings);
        w.setAttribute(Qt::WA_DeleteOnClose, false);
        w.setBundle(
            std::make_shared<Bundle>(small.build(), stages, small.spans(), small.profiles()),
            QStringLiteral("small.profbundle"));
        QVERIFY2(w.headerLabel()->text().contains(says), qPrintable(w.headerLabel()->text()));
        QTRY_VERIFY_WITH_TIMEOUT(w.breakdownsDone(), 20000);
    }

    void cacheSaysWhatWasLost()
    {
        QVERIFY(m_window->cacheSentence()->text().contains(QLatin1String("docker")));
        QVERIFY(m_window->cacheSentence()->text().contains(QLatin1String("bundle install")));
    }

    void cpuTable()
    {
        const QAbstractItemModel *model = m_window->cpuTable()->model();
        QCOMPARE(model->rowCount(), 8);
        bool engine = false;
        for (int r = 0; r < model->rowCount(); ++r)
            engine = engine || model->index(r, 1).data().toString().contains(
                                   QLatin1String("a shape, not a cost"));
        QVERIFY(engine);
        // The chart beside it draws the same stages.
        QCOMPARE(m_window->cpuChart()->cpuSeconds().size(), 8);
    }

    // Issue 14.3: the tabs' tables give the name the room and the numbers what they need.
    void tabTablesFit_data()
    {
        QTest::addColumn<int>("table");
        QTest::addColumn<int>("nameColumn");
        QTest::newRow("where the CPU went") << 0 << 0;
        QTest::newRow("memory") << 1 << 1;
        QTest::newRow("cache") << 2 << 1;
    }
    void tabTablesFit()
    {
        QFETCH(int, table);
        QFETCH(int, nameColumn);
        m_window->resize(1280, 720);
        QTableView *view = table == 0   ? m_window->cpuTable()
                           : table == 1 ? m_window->memoryTable()
                                        : m_window->cacheTable();
        m_window->tabs()->setCurrentIndex(table + 1);
        QCoreApplication::processEvents();
        const QList<int> clipped = NameColumnFit::clippedColumns(view, nameColumn);
        QVERIFY2(clipped.isEmpty(),
                 qPrintable(QStringLiteral("cut column %1").arg(clipped.value(0))));
        int sum = 0;
        for (int c = 0; c < view->model()->columnCount(); ++c)
            sum += view->columnWidth(c);
        // The name column takes the rest: no stretched last column beside a narrow name.
        QVERIFY(sum >= view->viewport()->width() - 2);
        for (int c = 0; c < view->model()->columnCount(); ++c) {
            if (c != nameColumn)
                QVERIFY(view->horizontalHeader()->sectionResizeMode(c) ==
                        QHeaderView::ResizeToContents);
        }
        QCOMPARE(view->horizontalHeader()->sectionResizeMode(nameColumn), QHeaderView::Stretch);
        m_window->tabs()->setCurrentIndex(0);
        m_window->resize(1400, 900);
    }

    // Issue 14.4: the waterfall as tall as its rows up to half the window, a scroll bar when
    // there are more rows, the divider kept; all 8 stages at 1920x1080.
    void waterfallHeight_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1920x1080") << QSize(1920, 1080);
        QTest::newRow("1280x720") << QSize(1280, 720);
    }
    void waterfallHeight()
    {
        QFETCH(QSize, size);
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        BuildWindow w(settings);
        w.setAttribute(Qt::WA_DeleteOnClose, false);
        w.resize(size);
        w.setBundle(m_window->bundle(), QStringLiteral("build-4711.profbundle"));
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QCoreApplication::processEvents();
        BuildWaterfallView *fall = w.waterfall();
        const int content = fall->contentHeight();
        QVERIFY(fall->height() <= size.height() / 2 + 1);
        QVERIFY2(fall->height() >= qMin(content, size.height() / 2) - 30,
                 qPrintable(QStringLiteral("%1 of %2").arg(fall->height()).arg(content)));
        QCOMPARE(fall->verticalScrollBar()->isVisible(), content > fall->height());
        // Before anything is selected, no empty graph: the line says what to click.
        QVERIFY(w.profileView()->isHidden());
        QVERIFY(w.selectionLabel()->text().contains(QLatin1String("Select")));
        if (size.height() >= 1080) { // every stage's lane is in view
            for (int st = 0; st < w.bundle()->stages().size(); ++st) {
                int row = -1;
                for (size_t r = 0; r < fall->layout().rows().size(); ++r) {
                    if (fall->layout().rows()[r].stage == st &&
                        fall->layout().rows()[r].kind == WaterfallLayout::RowKind::Stage)
                        row = int(r);
                }
                QVERIFY(row >= 0);
                QVERIFY2(
                    BuildWaterfallView::AxisHeight + (row + 1) * BuildWaterfallView::RowHeight <=
                        fall->height(),
                    qPrintable(QStringLiteral("stage %1 (row %2 of %3) below the fold at %4 px")
                                   .arg(st)
                                   .arg(row)
                                   .arg(fall->layout().rows().size())
                                   .arg(fall->height())));
            }
        }
        // The divider, once moved, is where the next window puts it.
        auto *split = qobject_cast<QSplitter *>(fall->parentWidget());
        QVERIFY(split);
        const int moved = fall->height() - 40;
        split->setSizes({moved, split->height() - moved});
        Q_EMIT split->splitterMoved(moved, 1);
        BuildWindow again(settings);
        again.setAttribute(Qt::WA_DeleteOnClose, false);
        again.resize(size);
        again.setBundle(m_window->bundle(), QStringLiteral("build-4711.profbundle"));
        again.show();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QCoreApplication::processEvents();
        QVERIFY2(
            qAbs(again.waterfall()->height() - moved) <= 2,
            qPrintable(QStringLiteral("%1, not %2").arg(again.waterfall()->height()).arg(moved)));
    }

    // Issue 14.4: a narrow bar keeps the meaningful end of the name; the tooltip has it all.
    void spanLabels_data()
    {
        QTest::addColumn<QString>("span");
        QTest::addColumn<QString>("part");
        QTest::newRow("cops") << "cops: Layout"
                              << "Layout";
        QTest::newRow("method") << "Cart#total applies discounts"
                                << "total applies discounts";
        QTest::newRow("class method") << "Embedding.for caches vectors"
                                      << "for caches vectors";
    }
    void spanLabels()
    {
        QFETCH(QString, span);
        QFETCH(QString, part);
        BuildWaterfallView *fall = m_window->waterfall();
        const int sp = spanNamed(span);
        QVERIFY(sp >= 0);
        const int wide = fall->fontMetrics().horizontalAdvance(span) + 4;
        QCOMPARE(fall->spanLabel(sp, wide), span);
        const int narrow = fall->fontMetrics().horizontalAdvance(part) + 4;
        QCOMPARE(fall->spanLabel(sp, narrow), part);
        const QString tiny = fall->spanLabel(sp, fall->fontMetrics().horizontalAdvance(part) / 2);
        // Elided from the meaningful part ("L…"), not the name's first letters ("c…").
        QVERIFY2(tiny.startsWith(part.left(1)) && tiny.endsWith(QChar(0x2026)), qPrintable(tiny));
    }

    // Issue 14.4: a name with no separator to shorten at keeps both ends (elided in the
    // middle); one with words keeps its start; the tooltip has the whole name either way.
    void spanLabelsWithoutSeparators_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("middle");
        QTest::newRow("one token") << QStringLiteral("test_checkout_applies_the_loyalty_discount_"
                                                     "for_returning_customers_with_coupons_42")
                                   << true;
        QTest::newRow("digest") << QStringLiteral("a3f9c2e8b1d4f7a0c6e5b2d9f8a1c4e7b0d3f6a9")
                                << true;
        QTest::newRow("words") << QStringLiteral("renders the invoice of a returning customer "
                                                 "with many lines")
                               << false;
    }
    void spanLabelsWithoutSeparators()
    {
        QFETCH(QString, name);
        QFETCH(bool, middle);
        BuildWaterfallView fall;
        fall.resize(1000, 300);
        fall.show();
        QVERIFY(QTest::qWaitForWindowExposed(&fall));
        const auto bundle = std::make_shared<const Bundle>(smallBundle(smallProfile(), name));
        fall.setBundle(bundle);
        const int sp = bundle->firstSpanNamed(name);
        QVERIFY(sp >= 0);
        const QFontMetrics fm = fall.fontMetrics();
        QCOMPARE(fall.spanLabel(sp, fm.horizontalAdvance(name) + 2), name);
        const int narrow = fm.horizontalAdvance(name) / 3;
        const QString label = fall.spanLabel(sp, narrow);
        QVERIFY2(fm.horizontalAdvance(label) <= narrow, qPrintable(label));
        const QChar ellipsis(0x2026);
        QVERIFY2(label.contains(ellipsis), qPrintable(label));
        if (middle) {
            // "test_che…pons_42": the start and the end, the middle gone.
            QVERIFY2(label.startsWith(name.left(3)) && label.endsWith(name.right(2)) &&
                         label.indexOf(ellipsis) > 0 && label.indexOf(ellipsis) < label.size() - 1,
                     qPrintable(label));
        } else {
            QVERIFY2(label.startsWith(name.left(3)) && label.endsWith(ellipsis), qPrintable(label));
        }
        // The tooltip over the span's bar: the whole name, as plain text.
        int item = -1;
        for (size_t i = 0; i < fall.layout().items().size(); ++i) {
            if (fall.layout().items()[i].span == sp)
                item = int(i);
        }
        QVERIFY(item >= 0);
        const QPoint at = fall.itemRect(item).center().toPoint();
        QHelpEvent help(QEvent::ToolTip, at, fall.mapToGlobal(at));
        QCoreApplication::sendEvent(&fall, &help);
        QTRY_VERIFY(QToolTip::isVisible());
        QVERIFY2(QToolTip::text().contains(name), qPrintable(QToolTip::text()));
        QToolTip::hideText();
    }
};

QTEST_MAIN(TestBuildWindow)
#include "tst_buildwindow.moc"

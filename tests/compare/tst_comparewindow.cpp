// SPDX-License-Identifier: MIT
#include "buildcompareview.h"
#include "comparesource.h"
#include "comparewindow.h"
#include "differenceview.h"
#include "flamegraphview.h"
#include "namecolumnfit.h"
#include "profileview.h"
#include "profilewindow.h"
#include "widgettestsupport.h"

#include "bundle/builddiffmemorymodel.h"
#include "bundle/builddiffspanmodel.h"
#include "bundle/bundlereader.h"
#include "bundle/memoryrows.h"
#include "io/collapsedreader.h"
#include "itemmodels/difftablemodel.h"
#include "itemmodels/functiontablemodel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QCheckBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QThreadPool>

#include <atomic>
#include <map>
#include <memory>

using namespace hearth;

class TestCompareWindow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    static ProfileSnapshot snap(const char *folded, const QString &name)
    {
        return ProfileSnapshot::build(CollapsedReader::parse(QByteArray(folded)).profile, -1, name);
    }
    static quint32 find(const CallTree &t, const QString &path)
    {
        for (quint32 n = 1; n < t.nodeCount(); ++n) {
            QStringList parts;
            for (quint32 m = n; m != 0; m = t.parent(m))
                parts.prepend(t.name(m));
            if (parts.join(QLatin1Char(';')) == path)
                return n;
        }
        return 0;
    }
    QSettings *settings()
    {
        return new QSettings(m_dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat, this);
    }

private Q_SLOTS:
    void linkedFocusSelectionAndSearch()
    {
        CompareWindow w(*settings());
        w.setShowErrorDialogs(false);
        w.setSnapshots(snap("main;a;x 10\nmain;b 30\n", QStringLiteral("a.folded")),
                       snap("main;b 5\nmain;c 5\nmain;a;x 40\n", QStringLiteral("b.folded")));
        const CallTree &ta = *w.viewA()->flameGraph()->tree();
        const CallTree &tb = *w.viewB()->flameGraph()->tree();
        const quint32 aInA = find(ta, QStringLiteral("main;a"));
        const quint32 aInB = find(tb, QStringLiteral("main;a"));
        QVERIFY(aInA && aInB);
        QVERIFY(aInA != aInB || ta.nodeCount() != tb.nodeCount());
        w.viewA()->flameGraph()->focusOn(aInA);
        QCOMPARE(w.viewB()->flameGraph()->focusNode(), aInB);
        // And back the other way.
        w.viewB()->flameGraph()->focusOn(find(tb, QStringLiteral("main;a;x")));
        QCOMPARE(w.viewA()->flameGraph()->focusNode(), find(ta, QStringLiteral("main;a;x")));
        // Selection by call path.
        w.viewA()->flameGraph()->setSelectedNode(find(ta, QStringLiteral("main;b")));
        QCOMPARE(w.viewB()->flameGraph()->selectedNode(), find(tb, QStringLiteral("main;b")));
        // Search text.
        w.viewA()->searchField()->setText(QStringLiteral("x"));
        QCOMPARE(w.viewB()->searchField()->text(), QStringLiteral("x"));
        // Unlinked: nothing follows.
        w.linkBox()->setChecked(false);
        w.viewA()->flameGraph()->focusOn(0);
        QCOMPARE(w.viewB()->flameGraph()->focusNode(), find(tb, QStringLiteral("main;a;x")));
        w.viewA()->searchField()->setText(QStringLiteral("b"));
        QCOMPARE(w.viewB()->searchField()->text(), QStringLiteral("x"));
    }

    void samePathStopsAtTheDeepestMatch()
    {
        const ProfileSnapshot a = snap("main;a;x;y 10\n", QString());
        const ProfileSnapshot b = snap("main;a;z 10\n", QString());
        const quint32 y = find(*a.tree, QStringLiteral("main;a;x;y"));
        QCOMPARE(CompareWindow::samePath(*a.tree, y, *b.tree),
                 find(*b.tree, QStringLiteral("main;a")));
        QCOMPARE(CompareWindow::samePath(*a.tree, 0, *b.tree), 0u);
    }

    void differenceTab()
    {
        CompareWindow w(*settings());
        w.setSnapshots(snap("main;work 60\nmain;idle 40\n", QStringLiteral("a")),
                       snap("main;work 90\nmain;idle 10\n", QStringLiteral("b")));
        DifferenceView *d = w.difference();
        QVERIFY(d->isComparable());
        QCOMPARE(d->tableModel()->rowCount(), 3); // main, work, idle
        // Sorted by |Δ share|: idle and work both moved 30 pp; main did not.
        QCOMPARE(d->tableModel()->row(2).name, QStringLiteral("main"));
        QVERIFY(d->headerLabel()->text().contains(QStringLiteral("Normalised by total")));
        QVERIFY(d->legendLabel()->text().contains(QStringLiteral("more time in B")));
        QCOMPARE(d->table()->model()->rowCount(), 3);
        d->searchField()->setText(QStringLiteral("idl"));
        QCOMPARE(d->table()->model()->rowCount(), 1);
        d->normalizeBox()->setChecked(false);
        QVERIFY(d->headerLabel()->text().contains(QStringLiteral("Not normalised")));
    }

    // The transforms on both sides (issue 17): the expected Self of each function and the
    // totals are worked out here from the folded lines, one line at a time.
    static std::map<QString, qint64> referenceSelf(const char *folded, const QString &kind,
                                                   const QString &name, qint64 *total)
    {
        std::map<QString, qint64> self;
        *total = 0;
        for (const QString &line : QString::fromLatin1(folded).split(u'\n', Qt::SkipEmptyParts)) {
            const qsizetype sp = line.lastIndexOf(u' ');
            QStringList frames = line.left(sp).split(u';');
            const qint64 value = line.mid(sp + 1).toLongLong();
            if (kind == QLatin1String("hide"))
                frames.removeAll(name);
            else if (kind == QLatin1String("ignore") && frames.contains(name))
                continue;
            if (frames.isEmpty())
                continue;
            *total += value;
            self[frames.last()] += value;
            for (const QString &f : frames)
                self.try_emplace(f, 0);
        }
        return self;
    }

    void transformsOnBothSides_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<bool>("fromCompareWith"); // a source's transforms, or a side's menu
        for (const char *kind : {"hide", "ignore"}) {
            QTest::addRow("%s, on side A", kind) << QString::fromLatin1(kind) << false;
            QTest::addRow("%s, from Compare With", kind) << QString::fromLatin1(kind) << true;
        }
    }

    void transformsOnBothSides()
    {
        QFETCH(QString, kind);
        QFETCH(bool, fromCompareWith);
        // otel has self time in both; "otel 3" in A is a sample with no other frame (hide
        // drops it from the total).
        const char *foldedA = "main;otel;work 10\nmain;otel 6\nmain;idle 20\notel 3\n";
        const char *foldedB = "main;otel;work 30\nmain;otel 4\nmain;idle 10\n";
        const QString otel = QStringLiteral("otel");
        const Transform t = kind == QLatin1String("hide")
                                ? Transform::hide(QStringLiteral("^otel$"))
                                : Transform::ignore(QStringLiteral("^otel$"));
        qint64 totalA = 0;
        qint64 totalB = 0;
        const auto selfA = referenceSelf(foldedA, kind, otel, &totalA);
        const auto selfB = referenceSelf(foldedB, kind, otel, &totalB);
        qint64 originalA = 0;
        qint64 originalB = 0;
        referenceSelf(foldedA, {}, {}, &originalA);
        referenceSelf(foldedB, {}, {}, &originalB);

        CompareWindow w(*settings());
        w.setShowErrorDialogs(false);
        DifferenceView *d = w.difference();
        if (fromCompareWith) {
            CompareSource a = CompareSource::ofSnapshot(snap(foldedA, {}), QStringLiteral("a"));
            a.transforms = {t};
            QSignalSpy done(&w, &CompareWindow::loadFinished);
            w.compareSources(a, CompareSource::ofSnapshot(snap(foldedB, {}), QStringLiteral("b")));
            QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 10000);
        } else {
            w.setSnapshots(snap(foldedA, QStringLiteral("a")), snap(foldedB, QStringLiteral("b")));
            QCOMPARE(d->tableModel()->diff().totalA(), originalA);
            QVERIFY(w.viewA()->addTransform(t));
        }
        QTRY_VERIFY_WITH_TIMEOUT(d->transforms() == TransformList{t} &&
                                     !w.viewA()->isTransforming() && !w.viewB()->isTransforming(),
                                 5000);
        QCOMPARE(w.viewB()->transforms(), TransformList{t});
        QVERIFY(d->isComparable());
        // The difference is that of the transformed trees: the totals, every Self, and no otel.
        const ProfileDiff &diff = d->tableModel()->diff();
        QCOMPARE(diff.totalA(), totalA);
        QCOMPARE(diff.totalB(), totalB);
        QVERIFY(totalA < originalA && totalB <= originalB);
        std::map<QString, qint64> shownA;
        std::map<QString, qint64> shownB;
        for (const FunctionDiff &r : diff.rows()) {
            if (r.sitesA > 0)
                shownA[r.name] = r.selfA;
            if (r.sitesB > 0)
                shownB[r.name] = r.selfB;
        }
        QCOMPARE(shownA, selfA);
        QCOMPARE(shownB, selfB);
        QVERIFY(!shownA.count(otel) && !shownB.count(otel));
        const CallTree &graph = *d->flameGraph()->tree();
        for (quint32 n = 1; n < graph.nodeCount(); ++n)
            QVERIFY(graph.name(n) != otel);
        QVERIFY2(
            d->headerLabel()->text().contains(QStringLiteral("The same transforms on A and B: ")),
            qPrintable(d->headerLabel()->text()));

        // Removed on side B (as its history does), it is gone from both sides and the difference.
        w.viewB()->setTransforms({});
        QTRY_VERIFY_WITH_TIMEOUT(d->transforms().isEmpty() && !w.viewA()->isTransforming(), 5000);
        QVERIFY(w.viewA()->transforms().isEmpty());
        QCOMPARE(d->tableModel()->diff().totalA(), originalA);
        QCOMPARE(d->tableModel()->diff().totalB(), originalB);
        QVERIFY(!d->headerLabel()->text().contains(QStringLiteral("The same transforms")));
    }

    void incomparableProfilesSayWhy()
    {
        CompareWindow w(*settings());
        w.setShowErrorDialogs(false);
        QSignalSpy done(&w, &CompareWindow::loadFinished);
        w.openFiles(QStringLiteral(HEARTH_TEST_DATA "/go-cpu-small.pb.gz"),
                    QStringLiteral(HEARTH_TEST_DATA "/go-heap-small.pb.gz"));
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 20000);
        QCOMPARE(done.first().first().toBool(), true);
        QVERIFY(!w.difference()->isComparable());
        const QString header = w.difference()->headerLabel()->text();
        QVERIFY2(header.contains(QStringLiteral("nanoseconds")) &&
                     header.contains(QStringLiteral("bytes")),
                 qPrintable(header));
        QVERIFY(w.difference()->flameGraph()->isHidden());
        // Side by side still shows both, each with its own header.
        QVERIFY(w.viewA()->flameGraph()->tree());
        QVERIFY(w.viewB()->flameGraph()->tree());
    }

    // Issue 13: the build comparison's four tables (and the sorting proxies in front of
    // them) pass QAbstractItemModelTester while two builds are set, and set again.
    void buildTablesAreSoundModels()
    {
        const BundleResult r =
            BundleReader::readFile(QStringLiteral(HEARTH_EXAMPLES "/build-4711.profbundle"));
        QVERIFY(r.ok());
        BuildCompareView view;
        const auto testers = test::testTableModels(
            {view.stageTable(), view.spanTable(), view.memoryTable(), view.cacheTable()});
        QCOMPARE(testers.size(), size_t(8)); // each table behind a sorting proxy
        view.setBuilds(r.bundle, r.bundle);
        QVERIFY(view.stageTable()->model()->rowCount() > 3);
        QVERIFY(view.spanTable()->model()->rowCount() > 0);
        view.stageTable()->sortByColumn(1, Qt::DescendingOrder);
        view.setBuilds(r.bundle, r.bundle);
        QVERIFY(view.stageTable()->model()->rowCount() > 3);
    }

    void twoBuilds()
    {
        const QString example = QStringLiteral(HEARTH_EXAMPLES "/build-4711.profbundle");
        if (!QFile::exists(example))
            QSKIP("the example bundle is not there");
        CompareWindow w(*settings());
        w.setShowErrorDialogs(false);
        QSignalSpy done(&w, &CompareWindow::loadFinished);
        w.openFiles(example, example);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 20000);
        QCOMPARE(done.first().first().toBool(), true);
        QVERIFY(w.builds());
        QCOMPARE(w.tabs()->currentWidget(), w.builds());
        QVERIFY(w.builds()->summaryLabel()->text().startsWith(QStringLiteral("No stage moved")));
        QVERIFY(w.builds()->stageTable()->model()->rowCount() > 3);
        // A stage with a CPU profile opens its (empty) difference.
        QString profiled;
        const Bundle &b = *w.builds()->bundleA();
        for (int i = 0; i < b.stages().size() && profiled.isEmpty(); ++i) {
            if (b.cpuProfileOf(i) >= 0)
                profiled = b.stages()[i].name;
        }
        QVERIFY(!profiled.isEmpty());
        w.compareStage(profiled);
        QTRY_COMPARE_WITH_TIMEOUT(w.tabs()->currentWidget(), static_cast<QWidget *>(w.difference()),
                                  20000);
        QVERIFY(w.difference()->isComparable());
        for (int r = 0; r < w.difference()->tableModel()->rowCount(); ++r)
            QCOMPARE(w.difference()->tableModel()->row(r).delta, qint64(0));

        // Span rows: every span matched with itself, and a row opens its difference.
        QAbstractItemModel *spans = w.builds()->spanTable()->model();
        QCOMPARE(spans->rowCount(), int(b.spans().size()));
        int row = -1;
        for (int r = 0; r < spans->rowCount() && row < 0; ++r) {
            if (spans->index(r, BuildDiffSpanModel::Span).data().toString() ==
                QLatin1String("OrderMailer delivers the receipt"))
                row = r;
        }
        QVERIFY(row >= 0);
        const QModelIndex first = spans->index(row, BuildDiffSpanModel::Stage);
        const int spanA = first.data(BuildDiffSpanModel::SpanARole).toInt();
        QCOMPARE(b.spans()[spanA].name, QStringLiteral("OrderMailer delivers the receipt"));
        QCOMPARE(first.data(BuildDiffSpanModel::SpanBRole).toInt(), spanA);
        QCOMPARE(spans->index(row, BuildDiffSpanModel::WallDelta).data().toString(),
                 QStringLiteral("±0"));
        // Memory per test: RSS change in A, B and Δ; one Δ churn column per language, and no
        // row with a value in both (never compared across languages).
        QAbstractItemModel *memory = w.builds()->memoryTable()->model();
        QCOMPARE(memory->rowCount(), int(MemoryRows::rows(b).size()));
        QCOMPARE(memory->columnCount(), int(BuildDiffMemoryModel::FirstChurnColumn) + 2);
        QVERIFY(memory->headerData(BuildDiffMemoryModel::FirstChurnColumn, Qt::Horizontal)
                    .toString()
                    .contains(QLatin1String("Ruby")));
        QVERIFY(memory->headerData(BuildDiffMemoryModel::FirstChurnColumn + 1, Qt::Horizontal)
                    .toString()
                    .contains(QLatin1String("CPython")));
        int churnRows = 0;
        for (int r = 0; r < memory->rowCount(); ++r) {
            const QString rss = memory->index(r, BuildDiffMemoryModel::RssDelta).data().toString();
            QVERIFY2(rss == QStringLiteral("±0") || rss == QStringLiteral("–"), qPrintable(rss));
            const bool ruby = !memory->index(r, BuildDiffMemoryModel::FirstChurnColumn)
                                   .data()
                                   .toString()
                                   .isEmpty();
            const bool python = !memory->index(r, BuildDiffMemoryModel::FirstChurnColumn + 1)
                                     .data()
                                     .toString()
                                     .isEmpty();
            QVERIFY(!(ruby && python));
            churnRows += ruby || python;
        }
        QVERIFY(churnRows > 0);
        QVERIFY(w.builds()->summaryLabel()->text().contains(QLatin1String("No test's RSS change")));
        if (!qEnvironmentVariableIsEmpty("HEARTH_SCREENSHOT")) {
            w.tabs()->setCurrentWidget(w.builds());
            w.resize(1600, 1000);
            w.show();
            QCoreApplication::processEvents();
            w.grab().save(qEnvironmentVariable("HEARTH_SCREENSHOT") +
                          QStringLiteral("/compare-builds.png"));
        }
        QSignalSpy activated(w.builds(), &BuildCompareView::spanActivated);
        w.tabs()->setCurrentWidget(w.builds());
        Q_EMIT w.builds()->spanTable()->activated(first);
        QCOMPARE(activated.count(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 3, 20000);
        QCOMPARE(done.last().first().toBool(), true);
        QCOMPARE(w.tabs()->currentWidget(), static_cast<QWidget *>(w.difference()));
        QCOMPARE(w.titleA()->text(),
                 QStringLiteral("A: span \"OrderMailer delivers the receipt\" (+ child spans) of "
                                "build 4711"));
        QVERIFY(w.difference()->isComparable());
        QVERIFY(w.difference()->tableModel()->rowCount() > 0);
        for (int r = 0; r < w.difference()->tableModel()->rowCount(); ++r)
            QCOMPARE(w.difference()->tableModel()->row(r).delta, qint64(0));
    }

    void bundleAgainstProfileIsRefused()
    {
        const QString example = QStringLiteral(HEARTH_EXAMPLES "/build-4711.profbundle");
        if (!QFile::exists(example))
            QSKIP("the example bundle is not there");
        CompareWindow w(*settings());
        w.setShowErrorDialogs(false);
        QSignalSpy done(&w, &CompareWindow::loadFinished);
        w.openFiles(example, QStringLiteral(HEARTH_TEST_DATA "/go-cpu-small.pb.gz"));
        QCOMPARE(done.count(), 1);
        QCOMPARE(done.first().first().toBool(), false);
        QVERIFY(w.lastError().contains(QStringLiteral("build bundle")));
    }

    void profileWindowOffersCompareWith()
    {
        ProfileWindow w(*settings());
        w.setShowErrorDialogs(false);
        QAction *compare = nullptr;
        for (QAction *a : w.findChildren<QAction *>()) {
            if (a->text().contains(QStringLiteral("Compare &With")))
                compare = a;
        }
        QVERIFY(compare);
        QVERIFY(!compare->isEnabled()); // nothing to compare yet
        QSignalSpy done(&w, &ProfileWindow::loadFinished);
        w.openFile(QStringLiteral(HEARTH_TEST_DATA "/go-cpu-small.pb.gz"));
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 20000);
        QVERIFY(compare->isEnabled());
        // Through transforms, it offers the profile as read and its transforms, for both sides.
        const qint64 whole = w.profileView()->snapshot().tree->totalValue();
        const Transform hide = Transform::ignore(QStringLiteral("^runtime\\."));
        QVERIFY(w.profileView()->addTransform(hide));
        QTRY_VERIFY_WITH_TIMEOUT(!w.profileView()->isTransforming(), 10000);
        QVERIFY(w.profileView()->snapshot().tree->totalValue() < whole);
        const QList<CompareSource> sources = w.compareSources();
        QCOMPARE(sources.size(), 1);
        QCOMPARE(sources.first().transforms, TransformList{hide});
        QString error;
        QCOMPARE(sources.first().run(&error).tree->totalValue(), whole);
    }

    void unreadableFileIsReported()
    {
        CompareWindow w(*settings());
        w.setShowErrorDialogs(false);
        QSignalSpy done(&w, &CompareWindow::loadFinished);
        const QString bad = m_dir.filePath(QStringLiteral("bad.pb"));
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("\x0a\x05\x08", 3);
        f.close();
        w.openFiles(QStringLiteral(HEARTH_TEST_DATA "/go-cpu-small.pb.gz"), bad);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 20000);
        QCOMPARE(done.first().first().toBool(), false);
        QVERIFY2(w.lastError().contains(QStringLiteral("bad.pb")), qPrintable(w.lastError()));
        QVERIFY(w.lastError().contains(QStringLiteral("truncated")));
    }

    // A CI span against a deployed store window: compared, with one sentence saying that
    // this compares a change with a workload; two CI sides say nothing of the kind.
    void changeAgainstWorkload_data()
    {
        QTest::addColumn<int>("originB");
        QTest::addColumn<bool>("says");
        QTest::newRow("CI against deployed") << int(ProfileOrigin::Deployed) << true;
        QTest::newRow("CI against CI") << int(ProfileOrigin::Ci) << false;
        QTest::newRow("CI against a file") << int(ProfileOrigin::Unknown) << false;
    }
    void changeAgainstWorkload()
    {
        QFETCH(int, originB);
        QFETCH(bool, says);
        CompareSource ci = CompareSource::ofSnapshot(
            snap("main;a 3\nmain;b 1\n", QStringLiteral("span")), QStringLiteral("span"));
        ci.origin = ProfileOrigin::Ci;
        CompareSource other = CompareSource::ofSnapshot(
            snap("main;a 1\nmain;b 1\n", QStringLiteral("store")), QStringLiteral("store"));
        other.origin = ProfileOrigin(originB);
        CompareWindow w(*settings());
        w.setShowErrorDialogs(false);
        QSignalSpy computed(w.difference(), &DifferenceView::computed);
        w.compareSources(ci, other);
        QTRY_VERIFY(computed.count() >= 1);
        QVERIFY(w.difference()->isComparable());
        const QString header = w.difference()->headerLabel()->text();
        QCOMPARE(header.contains(QLatin1String("compares a change with a workload")), says);
        QCOMPARE(header.count(QLatin1String("compares a change with a workload")), says ? 1 : 0);
        // A later comparison of two files forgets the origins.
        computed.clear();
        w.compareSources(
            CompareSource::ofSnapshot(snap("main;a 1\n", QStringLiteral("x")), QStringLiteral("x")),
            CompareSource::ofSnapshot(snap("main;a 2\n", QStringLiteral("y")),
                                      QStringLiteral("y")));
        QTRY_VERIFY(computed.count() >= 1);
        QVERIFY(!w.difference()->headerLabel()->text().contains(QLatin1String("workload")));
    }

    // A source that waits (a slow profile store) is told to give up on Cancel, on a newer
    // comparison and when the window closes, so no worker is held for the server's timeout.
    void slowSourceIsToldToGiveUp_data()
    {
        QTest::addColumn<int>("how");
        QTest::newRow("cancel button") << 0;
        QTest::newRow("newer comparison") << 1;
        QTest::newRow("window closed") << 2;
    }
    void slowSourceIsToldToGiveUp()
    {
        QFETCH(int, how);
        auto gaveUp = std::make_shared<std::atomic<bool>>(false);
        CompareSource slow;
        slow.title = QStringLiteral("slow");
        slow.load = [gaveUp](QString *error, const std::atomic<bool> *cancel) {
            QElapsedTimer t;
            t.start();
            while (!(cancel && cancel->load()) && t.elapsed() < 20000)
                QThread::msleep(5);
            *gaveUp = cancel && cancel->load();
            *error = QStringLiteral("cancelled");
            return ProfileSnapshot{};
        };
        const CompareSource quick =
            CompareSource::ofSnapshot(snap("main;a 1\n", QStringLiteral("q")), QStringLiteral("q"));
        auto *w = new CompareWindow(*settings());
        w->setShowErrorDialogs(false);
        w->compareSources(quick, slow);
        QTest::qWait(100);
        QVERIFY(!*gaveUp);
        QElapsedTimer clock;
        clock.start();
        if (how == 0) {
            QPushButton *cancel = nullptr;
            for (QPushButton *b : w->findChildren<QPushButton *>()) {
                if (b->text() == QLatin1String("Cancel"))
                    cancel = b;
            }
            QVERIFY(cancel && !cancel->isHidden());
            cancel->click();
        } else if (how == 1) {
            w->compareSources(quick, quick);
        } else {
            delete w;
            w = nullptr;
        }
        QTRY_VERIFY_WITH_TIMEOUT(*gaveUp, 5000);
        QVERIFY(clock.elapsed() < 5000);
        delete w;
        QThreadPool::globalInstance()->waitForDone();
    }

    // Issue 15: the window fits a 1280x720 screen with room to spare, with two real profiles
    // and with two builds: long labels wrap or elide, toolbars overflow.
    void fitsASmallScreen_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::newRow("two profiles") << QStringLiteral(HEARTH_TEST_DATA "/go-cpu-small.pb.gz")
                                      << QStringLiteral(HEARTH_TEST_DATA "/node-ddprof-time.pb.gz");
        QTest::newRow("two heap profiles")
            << QStringLiteral(HEARTH_TEST_DATA "/go-heap-small.pb.gz")
            << QStringLiteral(HEARTH_TEST_DATA "/node-ddprof-heap.pb.gz");
        QTest::newRow("two builds") << QStringLiteral(HEARTH_EXAMPLES "/build-4711.profbundle")
                                    << QStringLiteral(HEARTH_EXAMPLES "/build-4711.profbundle");
    }
    void fitsASmallScreen()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        CompareWindow w(*settings());
        w.setShowErrorDialogs(false);
        w.resize(1000, 700);
        w.show();
        QSignalSpy done(&w, &CompareWindow::loadFinished);
        w.openFiles(a, b);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 30000);
        for (int i = 0; i < w.tabs()->count(); ++i) {
            w.tabs()->setCurrentIndex(i);
            QCoreApplication::processEvents();
            QString widest;
            for (const QWidget *c : w.findChildren<QWidget *>()) {
                if (c->isVisibleTo(&w) && c->minimumSizeHint().width() > 1000)
                    widest += QStringLiteral(" %1(%2)")
                                  .arg(QString::fromLatin1(c->metaObject()->className()))
                                  .arg(c->minimumSizeHint().width());
            }
            QVERIFY2(w.minimumSizeHint().width() <= 1000,
                     qPrintable(QStringLiteral("tab %1: minimum width %2;%3")
                                    .arg(i)
                                    .arg(w.minimumSizeHint().width())
                                    .arg(widest)));
            QVERIFY(w.width() <= 1000);
        }
    }

    // Issue 14.3 and 14.8: at 1280x720 a click on a frame, in either half or on the difference,
    // never widens the window (deep focus paths, long names and headers give way instead),
    // and the tables' numbers are not cut.
    void neverGrowsOnAClick_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::newRow("go cpu against node wall")
            << QStringLiteral(HEARTH_TEST_DATA "/go-cpu-small.pb.gz")
            << QStringLiteral(HEARTH_TEST_DATA "/node-ddprof-time.pb.gz");
        QTest::newRow("go cpu against itself")
            << QStringLiteral(HEARTH_TEST_DATA "/go-cpu-small.pb.gz")
            << QStringLiteral(HEARTH_TEST_DATA "/go-cpu-small.pb.gz");
    }
    void neverGrowsOnAClick()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        CompareWindow w(*settings());
        w.setShowErrorDialogs(false);
        w.resize(1280, 720);
        w.show();
        QSignalSpy done(&w, &CompareWindow::loadFinished);
        w.openFiles(a, b);
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 20000);
        QVERIFY(done.first().first().toBool());
        QCoreApplication::processEvents();
        const auto checkWidth = [&w](const char *when) {
            QCoreApplication::processEvents();
            QVERIFY2(w.width() <= 1280 && w.minimumSizeHint().width() <= 1280,
                     qPrintable(QStringLiteral("%1: width %2, minimum %3")
                                    .arg(QLatin1String(when))
                                    .arg(w.width())
                                    .arg(w.minimumSizeHint().width())));
        };
        checkWidth("opened");
        // Click through the deepest frames of both halves: long breadcrumbs and headers.
        for (ProfileView *view : {w.viewA(), w.viewB()}) {
            const CallTree &t = *view->flameGraph()->tree();
            quint32 deepest = 0;
            for (quint32 n = 1; n < t.nodeCount(); ++n) {
                if (t.depth(n) > t.depth(deepest))
                    deepest = n;
            }
            for (quint32 n = deepest; n != 0; n = t.parent(n)) {
                view->flameGraph()->setSelectedNode(n);
                view->flameGraph()->focusOn(n);
            }
            view->flameGraph()->focusOn(deepest);
            checkWidth("deep focus");
            const QList<int> clipped =
                NameColumnFit::clippedColumns(view->table(), FunctionTableModel::Function);
            QVERIFY2(clipped.isEmpty(),
                     qPrintable(QStringLiteral("cut column %1").arg(clipped.value(0))));
        }
        for (int i = 0; i < w.tabs()->count(); ++i) {
            w.tabs()->setCurrentIndex(i);
            checkWidth("tab");
        }
        w.tabs()->setCurrentWidget(w.difference());
        QCoreApplication::processEvents();
        if (w.difference()->isComparable()) {
            const QList<int> clipped =
                NameColumnFit::clippedColumns(w.difference()->table(), DiffTableModel::Function);
            QVERIFY2(clipped.isEmpty(),
                     qPrintable(QStringLiteral("cut difference column %1").arg(clipped.value(0))));
        }
        checkWidth("difference");
    }
};

QTEST_MAIN(TestCompareWindow)
#include "tst_comparewindow.moc"

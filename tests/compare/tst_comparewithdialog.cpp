// SPDX-License-Identifier: MIT
// CompareWithDialog: the one "Compare with…" picker. It lists every open source (profile
// windows, a build window's selection, stages and spans), leaves out the asking side, filters,
// picks, and the comparison it opens goes through the unit guard.
#include "buildwaterfallview.h"
#include "buildwindow.h"
#include "comparewindow.h"
#include "comparewithdialog.h"
#include "differenceview.h"
#include "flamegraphview.h"
#include "profilewindow.h"

#include "bundle/bundlereader.h"
#include "itemmodels/difftablemodel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QContextMenuEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

using namespace hearth;

namespace {

const QString kExample = QStringLiteral(HEARTH_EXAMPLES "/build-4711.profbundle");

QStringList titles(const QList<CompareSource> &sources)
{
    QStringList out;
    for (const CompareSource &s : sources)
        out << s.title;
    return out;
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

int visibleLeaves(const QTreeWidget *tree)
{
    int n = 0;
    for (int i = 0; i < tree->topLevelItemCount(); ++i)
        n += tree->topLevelItem(i)->childCount();
    return n;
}

} // namespace

class TestCompareWithDialog : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QSettings *m_settings = nullptr;
    Bundle::Ptr m_bundle;

    ProfileWindow *openProfile(const QString &file)
    {
        auto *w = new ProfileWindow(*m_settings);
        w->setShowErrorDialogs(false);
        w->show();
        QSignalSpy done(w, &ProfileWindow::loadFinished);
        w->openFile(QStringLiteral(HEARTH_TEST_DATA "/") + file);
        if (!QTest::qWaitFor([&] { return done.count() == 1; }, 20000))
            return nullptr;
        return w;
    }
    BuildWindow *openBuild(const QString &selectSpan)
    {
        auto *w = new BuildWindow(*m_settings);
        w->show();
        w->setBundle(m_bundle, kExample);
        if (!selectSpan.isEmpty()) {
            QSignalSpy shown(w, &BuildWindow::selectionShown);
            w->selectSpan(m_bundle->firstSpanNamed(selectSpan));
            if (!QTest::qWaitFor([&] { return shown.count() == 1; }, 20000))
                return nullptr;
        }
        return w;
    }

private Q_SLOTS:
    void initTestCase()
    {
        m_settings =
            new QSettings(m_dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat, this);
        if (!QFile::exists(kExample))
            QSKIP("the example bundle is not there");
        const BundleResult r = BundleReader::readFile(kExample);
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        m_bundle = r.bundle;
    }

    void cleanup()
    {
        for (QWidget *w : QApplication::topLevelWidgets())
            w->close(); // the windows delete themselves
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }

    void listsEveryOpenSource()
    {
        ProfileWindow *profile = openProfile(QStringLiteral("go-cpu-small.pb.gz"));
        QVERIFY(profile);
        BuildWindow *build = openBuild(QStringLiteral("cops: Layout"));
        QVERIFY(build);
        const QList<CompareSource> all = CompareSourceProvider::openSources();
        // The build window: its selection first, then each profiled stage (all samples and
        // outside any span) and each span of those stages (own samples; + child spans when it
        // has some), the selection not twice.
        int expected = 0;
        int withChildren = 0;
        for (int st = 0; st < m_bundle->stages().size(); ++st) {
            if (m_bundle->cpuProfileOf(st) < 0)
                continue;
            expected += 2 + int(m_bundle->spansOfStage(st).size());
            for (int sp : m_bundle->spansOfStage(st))
                withChildren += !m_bundle->children(sp).empty();
        }
        QVERIFY(withChildren > 0);
        expected += withChildren;
        QCOMPARE(build->compareSources().size(), expected);
        QCOMPARE(build->compareSources().first().title,
                 QStringLiteral("span \"cops: Layout\" of build 4711"));
        QCOMPARE(all.size(), expected + 1);

        // From the profile window: every build source, not the profile itself.
        CompareWithDialog d(profile->compareSources().first(), m_settings, nullptr, all);
        // The list's model stays sound while the filter rebuilds it (issue 13).
        QAbstractItemModelTester tester(d.list()->model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(d.sources().size(), expected);
        const QStringList listed = titles(d.sources());
        QVERIFY(!listed.contains(QStringLiteral("go-cpu-small.pb.gz")));
        QVERIFY(listed.contains(QStringLiteral("stage lint of build 4711")));
        QVERIFY(listed.contains(QStringLiteral("stage pytest, outside any span, of build 4711")));
        QVERIFY(listed.contains(QStringLiteral("span \"test_embed_batch\" of build 4711")));
        // A span with child spans is offered both ways; the selection (no children) once.
        QVERIFY(listed.contains(QStringLiteral("span \"rubocop\" of build 4711")));
        QVERIFY(listed.contains(QStringLiteral("span \"rubocop\" (+ child spans) of build 4711")));
        QCOMPARE(listed.count(QStringLiteral("span \"cops: Layout\" of build 4711")), 1);
        QVERIFY(!listed.contains(QStringLiteral("stage rspec-system of build 4711"))); // missing
        QCOMPARE(d.list()->topLevelItemCount(), 1); // one group: the build window
        QCOMPARE(visibleLeaves(d.list()), expected);
        QVERIFY(d.fileButton()->isVisible() || !d.isVisible());
        QCOMPARE(d.fileButton()->text().remove(QLatin1Char('&')), QStringLiteral("A file…"));

        // The filter narrows the list; nothing matching says so.
        d.filterField()->setText(QStringLiteral("layout"));
        QCOMPARE(visibleLeaves(d.list()), 1);
        d.filterField()->setText(QStringLiteral("no such thing"));
        QCOMPARE(visibleLeaves(d.list()), 0);
        QCOMPARE(d.list()->topLevelItem(0)->text(0), QStringLiteral("Nothing matches."));

        // From the build window: the profile window, and the build's other spans.
        CompareWithDialog fromBuild(build->selectedSource(), m_settings, nullptr, all);
        if (!qEnvironmentVariableIsEmpty("HEARTH_SCREENSHOT")) {
            fromBuild.show();
            QCoreApplication::processEvents();
            fromBuild.grab().save(qEnvironmentVariable("HEARTH_SCREENSHOT") +
                                  QStringLiteral("/picker.png"));
        }
        const QStringList other = titles(fromBuild.sources());
        QVERIFY(other.contains(QStringLiteral("go-cpu-small.pb.gz")));
        QVERIFY(other.contains(QStringLiteral("span \"cops: Style\" of build 4711")));
        QVERIFY(!other.contains(QStringLiteral("span \"cops: Layout\" of build 4711")));
        QCOMPARE(fromBuild.list()->topLevelItemCount(), 2);
        // The profile window's one source is not lost below the build's many.
        QCOMPARE(fromBuild.list()->topLevelItem(0)->text(0), QStringLiteral("Profile windows"));
        QCOMPARE(fromBuild.list()->currentItem()->text(0), QStringLiteral("go-cpu-small.pb.gz"));
        // Down in the filter field moves through the list.
        QTest::keyClick(fromBuild.filterField(), Qt::Key_Down);
        QCOMPARE(fromBuild.list()->currentItem()->text(0),
                 QStringLiteral("stage lint of build 4711"));

        // Picking opens the comparison of the two.
        const int style = int(other.indexOf(QStringLiteral("span \"cops: Style\" of build 4711")));
        fromBuild.choose(style);
        QCOMPARE(fromBuild.result(), int(QDialog::Accepted));
        QCOMPARE(fromBuild.chosen().title, QStringLiteral("span \"cops: Style\" of build 4711"));
        CompareWindow w(*m_settings);
        w.setShowErrorDialogs(false);
        QSignalSpy done(&w, &CompareWindow::loadFinished);
        w.compareSources(build->selectedSource(), fromBuild.chosen());
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 20000);
        QCOMPARE(done.first().first().toBool(), true);
        QCOMPARE(w.titleA()->text(), QStringLiteral("A: span \"cops: Layout\" of build 4711"));
        QCOMPARE(w.titleB()->text(), QStringLiteral("B: span \"cops: Style\" of build 4711"));
        QVERIFY(w.difference()->isComparable());
        keepPicture(&w, QStringLiteral("compare-spans-side"));
        w.tabs()->setCurrentWidget(w.difference());
        keepPicture(&w, QStringLiteral("compare-spans-difference"));
    }

    void aSpanOfAnotherBuild()
    {
        BuildWindow *build = openBuild(QStringLiteral("cops: Layout"));
        QVERIFY(build);
        const BundleResult other =
            BundleReader::readFile(QStringLiteral(HEARTH_TEST_DATA "/bundle/small.profbundle"));
        QVERIFY2(other.ok(), qPrintable(other.error.toString()));
        auto *second = new BuildWindow(*m_settings);
        second->show();
        second->setBundle(other.bundle,
                          QStringLiteral(HEARTH_TEST_DATA "/bundle/small.profbundle"));
        CompareWithDialog d(build->selectedSource(), m_settings);
        QCOMPARE(d.list()->topLevelItemCount(), 2); // both builds
        QCOMPARE(d.list()->topLevelItem(0)->text(0),
                 QStringLiteral("build 1 (small.profbundle)")); // the smaller list first
        const QStringList listed = titles(d.sources());
        const int unit = int(listed.indexOf(QStringLiteral("stage unit of build 1")));
        QVERIFY(unit >= 0);
        d.choose(unit);
        CompareWindow w(*m_settings);
        w.setShowErrorDialogs(false);
        QSignalSpy done(&w, &CompareWindow::loadFinished);
        w.compareSources(build->selectedSource(), d.chosen());
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 20000);
        QCOMPARE(done.first().first().toBool(), true);
        QCOMPARE(w.titleA()->text(), QStringLiteral("A: span \"cops: Layout\" of build 4711"));
        QCOMPARE(w.titleB()->text(), QStringLiteral("B: stage unit of build 1"));
        QCOMPARE(w.windowTitle(),
                 QStringLiteral("span \"cops: Layout\" of build 4711 ↔ stage unit of build 1 — "
                                "Hearth"));
        QVERIFY(w.difference()->isComparable());
        QVERIFY(w.difference()->tableModel()->rowCount() > 0);
    }

    void aFileIsASource()
    {
        BuildWindow *build = openBuild(QStringLiteral("test_embed_batch"));
        QVERIFY(build);
        CompareWithDialog d(build->selectedSource(), m_settings);
        d.chooseFile(QStringLiteral(HEARTH_TEST_DATA "/go-cpu-small.pb.gz"));
        QCOMPARE(d.chosen().title, QStringLiteral("go-cpu-small.pb.gz"));
        QCOMPARE(m_settings->value(QStringLiteral("compare/lastDir")).toString(),
                 QStringLiteral(HEARTH_TEST_DATA));
    }

    // The unit guard on the new paths: a CPU span against a heap profile is not a diff.
    void unitGuard_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("comparable");
        QTest::newRow("CPU span against a Go heap profile")
            << QStringLiteral("go-heap-small.pb.gz") << false;
        QTest::newRow("CPU span against a Node heap profile")
            << QStringLiteral("node-ddprof-heap.pb.gz") << false;
        QTest::newRow("CPU span against a Go CPU profile")
            << QStringLiteral("go-cpu-small.pb.gz") << true;
    }

    void unitGuard()
    {
        QFETCH(QString, file);
        QFETCH(bool, comparable);
        BuildWindow *build = openBuild(QStringLiteral("Embedding.for caches vectors"));
        QVERIFY(build);
        ProfileWindow *profile = openProfile(file);
        QVERIFY(profile);
        CompareWindow w(*m_settings);
        w.setShowErrorDialogs(false);
        QSignalSpy done(&w, &CompareWindow::loadFinished);
        w.compareSources(build->selectedSource(), profile->compareSources().first());
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 20000);
        QCOMPARE(done.first().first().toBool(), true);
        QCOMPARE(w.difference()->isComparable(), comparable);
        QCOMPARE(w.guardLabel()->isHidden(), comparable);
        QCOMPARE(w.titleB()->text(), QStringLiteral("B: ") + file);
        if (!comparable) {
            const QString sentence = w.guardLabel()->text();
            QVERIFY2(sentence.contains(QStringLiteral("bytes")) &&
                         sentence.contains(QStringLiteral("nanoseconds")),
                     qPrintable(sentence));
            QCOMPARE(w.statusLabel()->text(), sentence);
            QCOMPARE(w.difference()->tableModel()->rowCount(), 0);
            QVERIFY(w.difference()->flameGraph()->isHidden());
            keepPicture(&w, QStringLiteral("compare-guard-") +
                                QString::fromLatin1(QTest::currentDataTag())
                                    .left(30)
                                    .replace(QLatin1Char(' '), QLatin1Char('-')));
        }
    }

    void buildWindowOffersCompareWith()
    {
        BuildWindow *build = openBuild(QString());
        QVERIFY(build);
        QAction *compare = build->compareAction();
        QVERIFY(!compare->isEnabled()); // nothing selected yet
        // Ctrl+Shift+D everywhere (Ctrl+Shift+C is the store window's Copy Link).
        QCOMPARE(compare->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+D")));

        // Down selects the first item (lint's stage row) from the keyboard.
        QSignalSpy stages(build->waterfall(), &BuildWaterfallView::stageSelected);
        build->waterfall()->setFocus();
        QTest::keyClick(build->waterfall(), Qt::Key_Down);
        QCOMPARE(stages.count(), 1);
        QCOMPARE(stages.first().at(0).toInt(), 0);
        QTRY_VERIFY(compare->isEnabled());
        QCOMPARE(build->selectedSource().title, QStringLiteral("stage lint of build 4711"));
        QTest::keyClick(build->waterfall(), Qt::Key_Down);
        QCOMPARE(build->selectedSource().title,
                 QStringLiteral("stage lint, outside any span, of build 4711"));

        // A right click on a span selects it and offers Compare With… there.
        const int span = m_bundle->firstSpanNamed(QStringLiteral("cops: Lint"));
        const int item = build->waterfall()->layout().itemOfSpan(span);
        const QPoint at = build->waterfall()->itemRect(item).center().toPoint();
        QSignalSpy menu(build->waterfall(), &BuildWaterfallView::contextMenuRequested);
        QStringList offered;
        QTimer::singleShot(0, this, [&offered] {
            if (auto *popup = qobject_cast<QMenu *>(QApplication::activePopupWidget())) {
                for (QAction *a : popup->actions())
                    offered << a->text();
                popup->close();
            }
        });
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, build->waterfall()->mapToGlobal(at));
        QApplication::sendEvent(build->waterfall(), &event);
        QCOMPARE(menu.count(), 1);
        QCOMPARE(menu.first().at(0).toInt(), item);
        QCOMPARE(build->waterfall()->selectedItem(), item);
        QCOMPARE(build->selectedSource().title,
                 QStringLiteral("span \"cops: Lint\" of build 4711"));
        QCOMPARE(offered, QStringList{QStringLiteral("Compare &With…")});
    }
};

QTEST_MAIN(TestCompareWithDialog)
#include "tst_comparewithdialog.moc"

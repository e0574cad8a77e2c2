// SPDX-License-Identifier: MIT
#include "breadcrumbbar.h"
#include "flamegraphview.h"
#include "profileheaderwidget.h"
#include "profileview.h"
#include "sandwichpanel.h"
#include "widgettestsupport.h"

#include "analysis/quantity.h"
#include "io/profilereader.h"
#include "itemmodels/functionfilterproxymodel.h"
#include "itemmodels/functiontablemodel.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSvgRenderer>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

using namespace hearth;
using namespace hearth::test;

class TestProfileView : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void clickFocusesAndBreadcrumbFollows();
    void escapeStepsOut();
    void keyboardPath();
    void breadcrumbShowsTheFunction();
    void keysOnceReachedByTab_data();
    void keysOnceReachedByTab();
    void searchReportsShare();
    void searchFiltersTable();
    void searchFollowsTransforms_data();
    void searchFollowsTransforms();
    void quickEditsShowTheLastSearch();
    void transformShowsTheGraphFirst();
    void sortingByEachColumn_data();
    void sortingByEachColumn();
    void rowSelectsFrames();
    void frameSelectsRow();
    void singleSampleSentence();
    void linearNote();
    void headerText_data();
    void headerText();
    void sampleTypeSelector();
    void unreadSampleType();
    void exportFiles();
    void orientationRemembered();
    void sandwich();
    void tableContextMenu();

private:
    ProfileView *m_view = nullptr;
    ProfileSnapshot m_snap;
};

void TestProfileView::init()
{
    m_snap = snapshotOf(basicFolded());
    m_view = new ProfileView;
    m_view->resize(1400, 700);
    m_view->setSnapshot(m_snap);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view));
}

void TestProfileView::cleanup()
{
    delete m_view;
    m_view = nullptr;
}

void TestProfileView::clickFocusesAndBreadcrumbFollows()
{
    FlameGraphView *g = m_view->flameGraph();
    const CallTree &t = *m_snap.tree;
    QCOMPARE(m_view->breadcrumb()->crumbs(), QStringList{QStringLiteral("All")});
    QTest::mouseClick(g->viewport(), Qt::LeftButton, {}, g->nodeRect(nodeNamed(t, "a")).center());
    QCOMPARE(g->focusNode(), nodeNamed(t, "a"));
    QCOMPARE(m_view->breadcrumb()->crumbs(),
             (QStringList{QStringLiteral("All"), QStringLiteral("main"), QStringLiteral("a")}));
    QTest::mouseClick(g->viewport(), Qt::LeftButton, {}, g->nodeRect(nodeNamed(t, "b")).center());
    QCOMPARE(m_view->breadcrumb()->crumbs().last(), QStringLiteral("b"));
    // Clicking a crumb steps back out to it.
    auto buttons = m_view->breadcrumb()->findChildren<QToolButton *>();
    QCOMPARE(buttons.size(), 4);
    QTest::mouseClick(buttons[1], Qt::LeftButton);
    QCOMPARE(g->focusNode(), nodeNamed(t, "main"));
    QCOMPARE(m_view->breadcrumb()->crumbs().last(), QStringLiteral("main"));
}

void TestProfileView::escapeStepsOut()
{
    FlameGraphView *g = m_view->flameGraph();
    const CallTree &t = *m_snap.tree;
    g->focusOn(nodeNamed(t, "b"));
    g->setFocus();
    QTest::keyClick(g, Qt::Key_Escape);
    QCOMPARE(g->focusNode(), nodeNamed(t, "a"));
    QCOMPARE(m_view->breadcrumb()->crumbs().last(), QStringLiteral("a"));
}

void TestProfileView::keyboardPath()
{
    // search → graph → table (rows, not cells) → the table's tabs
    QWidget *top = m_view->window();
    top->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(top));
    FlameGraphView *g = m_view->flameGraph();
    m_view->searchField()->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(m_view->searchField()->hasFocus());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTRY_VERIFY(g->hasFocus());
    // The graph shows that it has the focus: a frame in the highlight colour at its edge.
    QImage img = g->viewport()->grab().toImage();
    QCOMPARE(img.pixelColor(0, img.height() / 2), g->palette().color(QPalette::Highlight));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTRY_VERIFY(m_view->table()->hasFocus());
    QTest::keyClick(m_view->table(), Qt::Key_Down);
    const int row = m_view->table()->currentIndex().row();
    QTest::keyClick(m_view->table(), Qt::Key_Down);
    QCOMPARE(m_view->table()->currentIndex().row(), row + 1);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab); // leaves the table
    QTRY_VERIFY(!m_view->table()->hasFocus());
    QVERIFY(QApplication::focusWidget());
    QCOMPARE(QApplication::focusWidget()->metaObject()->className(), "QTabBar");
    // The focus frame goes with the focus.
    img = g->viewport()->grab().toImage();
    QVERIFY(img.pixelColor(0, img.height() / 2) != g->palette().color(QPalette::Highlight));
}

void TestProfileView::breadcrumbShowsTheFunction()
{
    const ProfileSnapshot snap = snapshotOf("main;./build/index.js:carSearchHandler:29 5\n");
    m_view->setSnapshot(snap);
    const quint32 n = nodeNamed(*snap.tree, "./build/index.js:carSearchHandler:29");
    m_view->flameGraph()->focusOn(n);
    const auto buttons = m_view->breadcrumb()->findChildren<QToolButton *>();
    QVERIFY(!buttons.isEmpty());
    const QString shown = buttons.last()->text();
    QVERIFY2(shown.startsWith(QLatin1String("carSearchHandler")), qPrintable(shown));
    QVERIFY(buttons.last()->toolTip().contains(QLatin1String("./build/index.js")));
}

void TestProfileView::keysOnceReachedByTab_data()
{
    QTest::addColumn<QList<int>>("keys");
    QTest::addColumn<QString>("focus");    // the focused frame afterwards ("" the root)
    QTest::addColumn<QString>("selected"); // the selected frame afterwards
    QTest::addColumn<double>("span");      // the visible share of the width afterwards
    QTest::newRow("arrow selects")
        << QList<int>{Qt::Key_Up} << QString() << QStringLiteral("main") << 1.0;
    QTest::newRow("arrows walk") << QList<int>{Qt::Key_Up, Qt::Key_Up, Qt::Key_Left} << QString()
                                 << QStringLiteral("a") << 1.0;
    QTest::newRow("enter focuses") << QList<int>{Qt::Key_Up, Qt::Key_Up, Qt::Key_Return}
                                   << QStringLiteral("d") << QStringLiteral("d") << 1.0;
    QTest::newRow("backspace steps out")
        << QList<int>{Qt::Key_Up, Qt::Key_Up, Qt::Key_Return, Qt::Key_Backspace}
        << QStringLiteral("main") << QStringLiteral("d") << 1.0;
    QTest::newRow("esc steps out")
        << QList<int>{Qt::Key_Up, Qt::Key_Up, Qt::Key_Return, Qt::Key_Escape}
        << QStringLiteral("main") << QStringLiteral("d") << 1.0;
    QTest::newRow("home resets") << QList<int>{Qt::Key_Up, Qt::Key_Up, Qt::Key_Return, Qt::Key_Home}
                                 << QString() << QString() << 1.0;
    QTest::newRow("plus zooms in") << QList<int>{Qt::Key_Plus} << QString() << QString() << 0.8;
    QTest::newRow("minus zooms out")
        << QList<int>{Qt::Key_Plus, Qt::Key_Plus, Qt::Key_Minus} << QString() << QString() << 0.8;
}

void TestProfileView::keysOnceReachedByTab()
{
    QFETCH(QList<int>, keys);
    QFETCH(QString, focus);
    QFETCH(QString, selected);
    QFETCH(double, span);
    const CallTree &t = *m_snap.tree;
    FlameGraphView *g = m_view->flameGraph();
    m_view->window()->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(m_view->window()));
    m_view->searchField()->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(m_view->searchField()->hasFocus());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QTRY_VERIFY(g->hasFocus());
    for (int key : std::as_const(keys))
        QTest::keyClick(QApplication::focusWidget(), Qt::Key(key));
    QCOMPARE(g->focusNode(), focus.isEmpty() ? 0u : nodeNamed(t, focus.toUtf8().constData()));
    if (!selected.isEmpty())
        QCOMPARE(g->selectedNode(), nodeNamed(t, selected.toUtf8().constData()));
    QVERIFY2(qAbs(g->viewEnd() - g->viewStart() - span) < 1e-9,
             qPrintable(QString::number(g->viewEnd() - g->viewStart())));
}

void TestProfileView::searchReportsShare()
{
    QTest::keyClick(m_view->flameGraph(), Qt::Key_F, Qt::ControlModifier);
    QVERIFY(m_view->searchField()->hasFocus());
    QTest::keyClicks(m_view->searchField(), QStringLiteral("^(a|b|d)$"));
    m_view->regexBox()->setChecked(true);
    // a contains b: a + d = 90 of 100, each sample once.
    QCOMPARE(m_view->flameGraph()->search().matchedValue(), 90);
    const QString label = m_view->matchLabel()->text();
    QVERIFY2(label.contains(QLatin1String("90 samples")), qPrintable(label));
    QVERIFY2(label.contains(Quantity::percent(90, 100)), qPrintable(label));
    // Highlighted: d keeps its colour, main is dimmed.
    FlameGraphView *g = m_view->flameGraph();
    const QImage img = g->viewport()->grab().toImage();
    const quint32 d = nodeNamed(*m_snap.tree, "d");
    const quint32 main = nodeNamed(*m_snap.tree, "main");
    QCOMPARE(img.pixelColor(fillPoint(g->nodeRect(d))), g->frameColour(d));
    QVERIFY(img.pixelColor(fillPoint(g->nodeRect(main))) != g->frameColour(main));
    // An invalid expression says so and matches nothing.
    m_view->searchField()->setText(QStringLiteral("(["));
    QVERIFY(!m_view->flameGraph()->search().isActive());
    QVERIFY(!m_view->matchLabel()->text().isEmpty());
}

void TestProfileView::searchFiltersTable()
{
    QCOMPARE(m_view->tableProxy()->rowCount(), 7);
    m_view->searchField()->setText(QStringLiteral("d"));
    QCOMPARE(m_view->tableProxy()->rowCount(), 1);
    QCOMPARE(m_view->tableProxy()->index(0, 0).data().toString(), QStringLiteral("d"));
    m_view->searchField()->clear();
    QCOMPARE(m_view->tableProxy()->rowCount(), 7);
}

namespace {
// main → wI → xJ for I < 600, J < 200, one sample each: 120 601 nodes, more than LatestSearch
// matches on the GUI thread.
const QByteArray &bigFolded()
{
    static const QByteArray text = [] {
        QByteArray t;
        for (int i = 0; i < 600; ++i)
            for (int j = 0; j < 200; ++j)
                t += "main;w" + QByteArray::number(i) + ";x" + QByteArray::number(j) + " 1\n";
        return t;
    }();
    return text;
}
} // namespace

void TestProfileView::transformShowsTheGraphFirst()
{
    // A transform's graph is shown as soon as its tree is built; the function table follows
    // (computed after, off the GUI thread), and only then transformApplied(): the window is
    // not busy until both are there.
    int applied = 0;
    bool shown = false;
    connect(m_view, &ProfileView::transformApplied, this, [&] { ++applied; });
    connect(m_view, &ProfileView::transformShown, this, [&] {
        shown = true;
        QCOMPARE(m_view->flameGraph()->tree()->totalValue(), qint64(50)); // d dropped, by hand
        QCOMPARE(applied, 0);
        QVERIFY(m_view->isTransforming());
        QCOMPARE(m_view->tableModel()->rowCount(), 0);
    });
    QVERIFY(m_view->addTransform(*Transform::fromString(QStringLiteral("ignore: ^d$"))));
    QTRY_VERIFY_WITH_TIMEOUT(applied == 1, 10000);
    QVERIFY(shown);
    QVERIFY(!m_view->isTransforming());
    QVERIFY(m_view->tableModel()->rowCount() > 0);
    QVERIFY(m_view->snapshot().hasTable());
}

void TestProfileView::searchFollowsTransforms_data()
{
    // The search stays active while a transform changes the tree: the share and the marks
    // are the transformed tree's (values by hand). Big: matched off the GUI thread.
    QTest::addColumn<bool>("big");
    QTest::addColumn<QString>("search");
    QTest::addColumn<QString>("transform");
    QTest::addColumn<qint64>("matched");
    QTest::addColumn<qint64>("total");
    QTest::addColumn<int>("rows");
    QTest::newRow("drop d") << false << QStringLiteral("^(a|b|d)$") << QStringLiteral("ignore: ^d$")
                            << qint64(40) << qint64(50) << 2;
    QTest::newRow("hide a") << false << QStringLiteral("^(a|b|d)$") << QStringLiteral("hide: ^a$")
                            << qint64(80) << qint64(100) << 2;
    QTest::newRow("big, drop x0") << true << QStringLiteral("^w1$")
                                  << QStringLiteral("ignore: ^x0$") << qint64(199) << qint64(119400)
                                  << 1;
    QTest::newRow("big, hide w1") << true << QStringLiteral("^x1$") << QStringLiteral("hide: ^w1$")
                                  << qint64(600) << qint64(120000) << 1;
    QTest::newRow("big, keep w1") << true << QStringLiteral("^x1$") << QStringLiteral("focus: ^w1$")
                                  << qint64(1) << qint64(200) << 1;
}

void TestProfileView::searchFollowsTransforms()
{
    QFETCH(bool, big);
    QFETCH(QString, search);
    QFETCH(QString, transform);
    QFETCH(qint64, matched);
    QFETCH(qint64, total);
    QFETCH(int, rows);
    if (big)
        m_view->setSnapshot(snapshotOf(bigFolded().constData()));
    m_view->regexBox()->setChecked(true);
    m_view->searchField()->setText(search);
    QTRY_VERIFY(!m_view->isSearching());
    QVERIFY(m_view->flameGraph()->search().isActive());
    QVERIFY(m_view->addTransform(*Transform::fromString(transform)));
    QTRY_VERIFY_WITH_TIMEOUT(!m_view->isTransforming() && !m_view->isSearching(), 10000);
    QTest::qWait(20); // a dropped result that still arrived would show now
    const CallTree *tree = m_view->flameGraph()->tree();
    QCOMPARE(tree->totalValue(), total);
    const SearchMatch &m = m_view->flameGraph()->search();
    QCOMPARE(m.matchedValue(), matched);
    QCOMPARE(m.totalValue(), total);
    QCOMPARE(m.functionMask().size(), tree->profile().functions().size());
    const QString label = m_view->matchLabel()->text();
    QVERIFY2(label.contains(Quantity::percent(matched, total)), qPrintable(label));
    // The table shows the matched functions only.
    QCOMPARE(m_view->tableProxy()->rowCount(), rows);
}

// Edits in a row, faster than a big tree is matched: the last match stays shown (no flicker)
// until the newest edit's arrives; the edits between are dropped.
void TestProfileView::quickEditsShowTheLastSearch()
{
    m_view->setSnapshot(snapshotOf(bigFolded().constData()));
    m_view->searchField()->setText(QStringLiteral("w59"));
    QVERIFY(m_view->isSearching()); // off the GUI thread
    QTRY_VERIFY(!m_view->isSearching());
    QCOMPARE(m_view->flameGraph()->search().matchedValue(), qint64(11 * 200)); // w59, w590…w599
    const QString before = m_view->matchLabel()->text();
    for (const char *text : {"w5", "w", "w12", "w123"}) {
        m_view->searchField()->setText(QLatin1String(text));
        QCOMPARE(m_view->matchLabel()->text(), before);
    }
    QVERIFY(m_view->isSearching());
    QTRY_VERIFY(!m_view->isSearching());
    QTest::qWait(20);
    const SearchMatch &m = m_view->flameGraph()->search();
    QCOMPARE(m.matchedValue(), qint64(200));
    QCOMPARE(m.matchedFunctions(), 1u);
    QCOMPARE(m_view->tableProxy()->rowCount(), 1);
    QCOMPARE(m_view->tableProxy()->index(0, 0).data().toString(), QStringLiteral("w123"));
    QVERIFY2(m_view->matchLabel()->text().contains(Quantity::percent(200, 120000)),
             qPrintable(m_view->matchLabel()->text()));
}

void TestProfileView::sortingByEachColumn_data()
{
    QTest::addColumn<int>("column");
    for (int c = 0; c < FunctionTableModel::ColumnCount; ++c)
        QTest::newRow(qPrintable(FunctionTableModel().headerData(c, Qt::Horizontal).toString()))
            << c;
}

void TestProfileView::sortingByEachColumn()
{
    QFETCH(int, column);
    m_view->setSnapshot(snapshotOfFile("go-cpu-small.pb.gz"));
    QTableView *table = m_view->table();
    for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
        table->sortByColumn(column, order);
        const QAbstractItemModel *m = table->model();
        QVERIFY(m->rowCount() > 50);
        for (int r = 1; r < m->rowCount(); ++r) {
            const QVariant a = m->index(r - 1, column).data(FunctionTableModel::SortRole);
            const QVariant b = m->index(r, column).data(FunctionTableModel::SortRole);
            const auto cmp = QVariant::compare(a, b);
            if (order == Qt::AscendingOrder)
                QVERIFY2(cmp != QPartialOrdering::Greater, qPrintable(QString::number(r)));
            else
                QVERIFY2(cmp != QPartialOrdering::Less, qPrintable(QString::number(r)));
        }
    }
}

void TestProfileView::rowSelectsFrames()
{
    const CallTree &t = *m_snap.tree;
    const quint32 fb = t.function(nodeNamed(t, "b"));
    const int source = m_view->tableModel()->rowOfFunction(fb);
    const QModelIndex row =
        m_view->tableProxy()->mapFromSource(m_view->tableModel()->index(source, 0));
    m_view->table()->setCurrentIndex(row);
    FlameGraphView *g = m_view->flameGraph();
    QCOMPARE(g->highlightedFunction(), fb);
    const QImage img = g->viewport()->grab().toImage();
    const quint32 d = nodeNamed(t, "d");
    QVERIFY(img.pixelColor(fillPoint(g->nodeRect(d))) != g->frameColour(d)); // dimmed
    // Double-click focuses the function's largest site.
    Q_EMIT m_view->table()->doubleClicked(row);
    QCOMPARE(g->focusNode(), nodeNamed(t, "b"));
}

void TestProfileView::frameSelectsRow()
{
    const CallTree &t = *m_snap.tree;
    m_view->flameGraph()->setSelectedNode(nodeNamed(t, "d"));
    const QModelIndex current = m_view->table()->currentIndex();
    QVERIFY(current.isValid());
    QCOMPARE(current.data(FunctionTableModel::FunctionRole).toUInt(),
             t.function(nodeNamed(t, "d")));
}

void TestProfileView::singleSampleSentence()
{
    m_view->setSnapshot(snapshotOf("main;work;leaf 1\n"));
    QVERIFY(m_view->isShowingSentence());
    QVERIFY(!m_view->flameGraph()->isVisible());
    QVERIFY(m_view->sentenceLabel()->isVisible());
    QVERIFY(m_view->sentenceLabel()->text().contains(QLatin1String("fast, not broken")));
    QVERIFY(m_view->showAnywayButton()->isVisible());
    // No bars: no pixel of the view has a frame colour.
    const QImage img = m_view->grab().toImage();
    const FlamePalette &pal = m_view->flameGraph()->flamePalette();
    QSet<QRgb> frameColours;
    for (int i = 0; i < pal.colourCount(); ++i)
        frameColours.insert(pal.colour(i).rgb());
    int found = 0;
    for (int y = 0; y < img.height(); y += 2) {
        for (int x = 0; x < img.width(); x += 2)
            found += frameColours.contains(img.pixel(x, y)) ? 1 : 0;
    }
    QCOMPARE(found, 0);
    QTest::mouseClick(m_view->showAnywayButton(), Qt::LeftButton);
    QVERIFY(!m_view->isShowingSentence());
    QVERIFY(m_view->flameGraph()->isVisible());
    // An empty profile: a sentence, nothing to show anyway.
    m_view->setSnapshot(ProfileSnapshot());
    QVERIFY(m_view->isShowingSentence());
    QVERIFY(!m_view->showAnywayButton()->isVisible());
}

void TestProfileView::linearNote()
{
    m_view->setSnapshot(snapshotOf("main;work;leaf 40\n"));
    QVERIFY(!m_view->isShowingSentence());
    QVERIFY(m_view->noteLabel()->isVisible());
    QVERIFY(m_view->noteLabel()->text().contains(QLatin1String("same stack")));
}

void TestProfileView::headerText_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("total");
    QTest::addColumn<QString>("detail");
    QTest::newRow("nanoseconds") << QStringLiteral("go-cpu-small.pb.gz")
                                 << QStringLiteral("3.81 s of CPU")
                                 << QStringLiteral("nanoseconds");
    QTest::newRow("bytes") << QStringLiteral("go-heap-small.pb.gz")
                           << QStringLiteral("7.52 MiB in use") << QStringLiteral("bytes");
    QTest::newRow("folded samples") << QStringLiteral("perf-gxx.folded")
                                    << QStringLiteral("33,552 samples") << QStringLiteral("count");
}

void TestProfileView::headerText()
{
    QFETCH(QString, file);
    QFETCH(QString, total);
    QFETCH(QString, detail);
    m_view->setSnapshot(snapshotOfFile(file.toLatin1().constData()));
    QCOMPARE(m_view->header()->totalText(), total);
    QVERIFY2(m_view->header()->detailText().contains(detail),
             qPrintable(m_view->header()->detailText()));
    if (file.contains(QLatin1String("cpu")))
        QVERIFY(!m_view->header()->totalText().contains(QLatin1String("sample")));
}

void TestProfileView::sampleTypeSelector()
{
    m_view->setSnapshot(snapshotOfFile("go-heap-small.pb.gz"));
    QVERIFY(m_view->header()->sampleTypeBox()->isVisible());
    m_view->chooseSampleType(1); // alloc_space
    QTRY_COMPARE(m_view->snapshot().sampleType, 1);
    QVERIFY2(m_view->header()->totalText().contains(QLatin1String("allocated")),
             qPrintable(m_view->header()->totalText()));
}

void TestProfileView::unreadSampleType()
{
    // A profile read for inuse_space only: alloc_space is not rebuilt from it. A view no one
    // reads the file again for keeps what it shows, its selector too; an owner is asked to.
    ReadOptions o;
    o.sampleTypes = SampleTypeChoice::defaultType();
    const ProfileResult r = ProfileReader::readFile(dataPath("go-heap-small.pb.gz"), o);
    QVERIFY(r.ok());
    QVERIFY(!r.profile->hasStacksFor(1));
    QVERIFY(!ProfileSnapshot::build(r.profile, 1).isValid());
    m_view->setSnapshot(ProfileSnapshot::build(r.profile, -1, QStringLiteral("heap")));
    QCOMPARE(m_view->snapshot().sampleType, 3);
    QComboBox *box = m_view->header()->sampleTypeBox();
    box->setCurrentIndex(1);
    Q_EMIT box->activated(1);
    QTest::qWait(50);
    QCOMPARE(m_view->snapshot().sampleType, 3);
    QCOMPARE(box->currentIndex(), 3);

    QSignalSpy unread(m_view, &ProfileView::sampleTypeUnread);
    m_view->chooseSampleType(1);
    QCOMPARE(unread.count(), 1);
    QCOMPARE(unread.first().first().toInt(), 1);
    QCOMPARE(m_view->snapshot().sampleType, 3);
}

void TestProfileView::exportFiles()
{
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("graph.png"));
    const QString svg = dir.filePath(QStringLiteral("graph.svg"));
    const QString folded = dir.filePath(QStringLiteral("graph.folded"));
    QVERIFY(m_view->exportPng(png));
    QVERIFY(m_view->exportSvg(svg));
    QImage image;
    QVERIFY(image.load(png, "PNG"));
    QVERIFY(image.width() >= 800);
    QCOMPARE(image.height(), 3 * m_view->flameGraph()->rowHeight());
    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    QVERIFY(renderer.defaultSize().width() >= 800);
    QFile f(svg);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY(text.contains("<svg"));
    QVERIFY(text.contains(">main<") || text.contains("main"));
    // Folded stacks of the focused subtree.
    m_view->flameGraph()->focusOn(nodeNamed(*m_snap.tree, "a"));
    QVERIFY(m_view->exportFolded(folded));
    QFile ff(folded);
    QVERIFY(ff.open(QIODevice::ReadOnly));
    const QByteArray stacks = ff.readAll();
    QVERIFY2(stacks.contains("main;a;b 30"), stacks.constData());
    QVERIFY(!stacks.contains("main;d"));
}

void TestProfileView::orientationRemembered()
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    {
        ProfileView v(&settings);
        QVERIFY(!v.flameGraph()->isIcicle());
        QTest::mouseClick(v.icicleButton(), Qt::LeftButton);
        QVERIFY(v.flameGraph()->isIcicle());
    }
    ProfileView again(&settings);
    QVERIFY(again.flameGraph()->isIcicle());
    again.setIcicle(false);
    ProfileView third(&settings);
    QVERIFY(!third.flameGraph()->isIcicle());
}

void TestProfileView::sandwich()
{
    const CallTree &t = *m_snap.tree;
    m_view->showSandwich(t.function(nodeNamed(t, "b")));
    FlameGraphView *callers = m_view->sandwich()->callersView();
    QVERIFY(m_view->sandwich()->isVisible());
    QCOMPARE(callers->tree()->name(1), QStringLiteral("b"));
    QCOMPARE(callers->tree()->name(2), QStringLiteral("a"));
    QCOMPARE(callers->tree()->total(1), 30);
    // The main graph marks every site of the sandwich's function, and follows a re-centre.
    QCOMPARE(m_view->flameGraph()->highlightedFunction(), t.function(nodeNamed(t, "b")));
    m_view->showSandwich(t.function(nodeNamed(t, "a")));
    QCOMPARE(m_view->flameGraph()->highlightedFunction(), t.function(nodeNamed(t, "a")));
}

void TestProfileView::tableContextMenu()
{
    const CallTree &t = *m_snap.tree;
    QTableView *table = m_view->table();
    int row = -1;
    for (int r = 0; r < m_view->tableProxy()->rowCount(); ++r) {
        if (m_view->tableProxy()->index(r, 0).data().toString() == QLatin1String("a"))
            row = r;
    }
    QVERIFY(row >= 0);
    const QPoint pos = table->visualRect(m_view->tableProxy()->index(row, 0)).center();
    QStringList texts;
    QVERIFY(useContextMenu(table->viewport(), pos, QString(),
                           [&](QMenu *menu) { texts = actionTexts(menu); }));
    QCOMPARE(texts,
             (QStringList{QStringLiteral("Focus the Largest Site"), QStringLiteral("Sandwich"),
                          QStringLiteral("Copy Name"), QStringLiteral("Copy Stack")}));
    QVERIFY(useContextMenu(table->viewport(), pos, QStringLiteral("Copy Name")));
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("a"));
    QVERIFY(useContextMenu(table->viewport(), pos, QStringLiteral("Copy Stack")));
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("main\na"));
    QVERIFY(useContextMenu(table->viewport(), pos, QStringLiteral("Focus the Largest Site")));
    QCOMPARE(m_view->flameGraph()->focusNode(), nodeNamed(t, "a"));
    QVERIFY(useContextMenu(table->viewport(), pos, QStringLiteral("Sandwich")));
    QCOMPARE(m_view->sandwich()->function(), t.function(nodeNamed(t, "a")));
    QVERIFY(m_view->sandwich()->isVisible());
}

QTEST_MAIN(TestProfileView)
#include "tst_profileview.moc"

// SPDX-License-Identifier: MIT
// Issue 14.10: every window (profile, build, compare, store) opened and loaded in English, then
// switched to German while open (View ▸ Language), shows none of the interface's own English
// strings (texts, tooltips, headers, cells and context menus), writes numbers the German way,
// and follows a switch back.
#include "buildwaterfallview.h"
#include "buildwindow.h"
#include "comparewindow.h"
#include "flamegraphview.h"
#include "memoryview.h"
#include "namecolumnfit.h"
#include "profileview.h"
#include "profilewindow.h"
#include "storeview.h"
#include "storewindow.h"
#include "testmemoryserver.h"
#include "teststoreserver.h"

#include "apptranslator.h"
#include "bundle/bundlereader.h"
#include "itemmodels/functiontablemodel.h"
#include "store/storesecrets.h"

#include <QAbstractAxis>
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSeries>
#include <QAction>
#include <QApplication>
#include <QChartView>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QFile>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextDocumentFragment>
#include <QTimer>
#include <QXmlStreamReader>
#include <QtTest>
#include <functional>

using namespace hearth;
using namespace hearth::test;

class TestGermanWalk : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QSet<QString> m_english;                 // whole texts of the interface, in English
    QList<QRegularExpression> m_englishArgs; // the same with %1… in them

    void readCatalogue();
    bool isEnglish(const QString &text) const;
    QStringList englishIn(QWidget *window) const;
    static QStringList contextMenuTexts(QWidget *window);
    static bool switchTo(const char *language)
    {
        const bool ok = AppTranslator::switchTo(qApp, QString::fromLatin1(language),
                                                QStringLiteral(HEARTH_QM_DIR));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
        QCoreApplication::processEvents();
        return ok;
    }
    QSettings *settings()
    {
        return new QSettings(m_dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat, this);
    }

private Q_SLOTS:
    void initTestCase();
    void walk_data();
    void walk();
    void numbersInGerman();
    void switchWhileOpen();
};

// The English sources whose German differs, from the catalogue the build compiles.
void TestGermanWalk::readCatalogue()
{
    QFile ts(QStringLiteral(HEARTH_TS));
    QVERIFY(ts.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&ts);
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            if (xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished") ||
                xml.attributes().hasAttribute(QLatin1String("numerus")))
                continue;
            const QString german = xml.readElementText(QXmlStreamReader::IncludeChildElements);
            // Words only: "%1 s", "CPU A" and the like read the same in both languages.
            static const QRegularExpression word(QStringLiteral("[A-Za-z]{3,}"));
            if (german.isEmpty() || german == source || !source.contains(word))
                continue;
            if (source.contains(QRegularExpression(QStringLiteral("%[0-9L]")))) {
                QString pattern = QRegularExpression::escape(source);
                pattern.replace(QRegularExpression(QStringLiteral("%L?[0-9]")),
                                QStringLiteral(".+"));
                m_englishArgs << QRegularExpression(QLatin1Char('^') + pattern + QLatin1Char('$'),
                                                    QRegularExpression::DotMatchesEverythingOption);
            } else {
                m_english.insert(source);
                m_english.insert(QString(source).remove(QLatin1Char('&')));
            }
        }
    }
    QVERIFY(m_english.size() > 200);
}

void TestGermanWalk::initTestCase()
{
    readCatalogue();
    // Windows open in English; each is switched to German while open.
    QVERIFY(AppTranslator::install(qApp, QStringLiteral("en"), QStringLiteral(HEARTH_QM_DIR)));
}

bool TestGermanWalk::isEnglish(const QString &text) const
{
    // A tooltip may be rich text (escaped data in <qt>): its plain text, whole and by line.
    QString plain = text;
    if (plain.startsWith(QLatin1String("<qt>")) || Qt::mightBeRichText(plain))
        plain = QTextDocumentFragment::fromHtml(plain).toPlainText();
    QStringList candidates{text, plain};
    candidates += plain.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (const QString &t : std::as_const(candidates)) {
        if (m_english.contains(t))
            return true;
        for (const QRegularExpression &re : m_englishArgs) {
            if (re.match(t).hasMatch())
                return true;
        }
    }
    return false;
}

// The texts of the context menus the window's views offer (flame graphs, function tables, the
// waterfall), each opened on an item and closed again.
QStringList TestGermanWalk::contextMenuTexts(QWidget *window)
{
    QStringList texts;
    QTimer grab;
    grab.setInterval(20);
    QObject::connect(&grab, &QTimer::timeout, [&texts] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        if (!menu)
            return;
        const std::function<void(QMenu *)> collect = [&](QMenu *m) {
            for (QAction *a : m->actions()) {
                texts << a->text().remove(QLatin1Char('&')) << a->toolTip();
                if (a->menu())
                    collect(a->menu());
            }
        };
        collect(menu);
        menu->close();
    });
    const auto open = [&grab](QWidget *target, const QPoint &pos) {
        grab.start();
        QContextMenuEvent event(QContextMenuEvent::Mouse, pos, target->mapToGlobal(pos));
        QCoreApplication::sendEvent(target, &event);
        grab.stop();
    };
    for (FlameGraphView *flame : window->findChildren<FlameGraphView *>()) {
        if (flame->isVisible() && flame->tree())
            open(flame->viewport(),
                 flame->nodeRect(flame->tree()->nodeCount() > 1 ? 1 : 0).center());
    }
    for (ProfileView *view : window->findChildren<ProfileView *>()) {
        QTableView *table = view->table();
        if (!table->isVisible() || !table->model() || table->model()->rowCount() == 0)
            continue;
        const QPoint at = table->visualRect(table->model()->index(0, 0)).center();
        grab.start();
        Q_EMIT table->customContextMenuRequested(at);
        grab.stop();
    }
    for (BuildWaterfallView *fall : window->findChildren<BuildWaterfallView *>()) {
        for (size_t i = 0; i < fall->layout().items().size(); ++i) {
            if (fall->layout().items()[i].span >= 0) {
                open(fall, fall->itemRect(int(i)).center().toPoint());
                break;
            }
        }
    }
    return texts;
}

QStringList TestGermanWalk::englishIn(QWidget *window) const
{
    QStringList texts;
    const auto add = [&texts](QString t) {
        if (!t.isEmpty())
            texts << t.remove(QLatin1Char('&'));
    };
    QList<QWidget *> widgets = window->findChildren<QWidget *>();
    widgets.prepend(window);
    add(window->windowTitle());
    for (QWidget *w : std::as_const(widgets)) {
        add(w->toolTip());
        if (auto *l = qobject_cast<QLabel *>(w))
            add(l->text());
        if (auto *b = qobject_cast<QAbstractButton *>(w))
            add(b->text());
        if (auto *m = qobject_cast<QMenu *>(w))
            add(m->title());
        if (auto *g = qobject_cast<QGroupBox *>(w))
            add(g->title());
        if (auto *e = qobject_cast<QLineEdit *>(w))
            add(e->placeholderText());
        if (auto *tabs = qobject_cast<QTabWidget *>(w)) {
            for (int i = 0; i < tabs->count(); ++i) {
                add(tabs->tabText(i));
                add(tabs->tabToolTip(i));
            }
        }
        if (auto *box = qobject_cast<QComboBox *>(w)) {
            for (int i = 0; i < box->count(); ++i) {
                add(box->itemText(i));
                add(box->itemData(i, Qt::ToolTipRole).toString());
            }
        }
        // Charts: axis titles and the legend's series names.
        if (auto *chart = qobject_cast<QChartView *>(w)) {
            for (QAbstractAxis *axis : chart->chart()->axes())
                add(axis->titleText());
            for (QAbstractSeries *series : chart->chart()->series())
                add(series->name());
        }
        // Tables, lists and trees: headers, cells and their tooltips.
        if (auto *view = qobject_cast<QAbstractItemView *>(w)) {
            const QAbstractItemModel *m = view->model();
            if (m && !qobject_cast<QComboBox *>(w->parentWidget())) {
                for (int c = 0; c < m->columnCount(); ++c) {
                    add(m->headerData(c, Qt::Horizontal).toString());
                    add(m->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString());
                    for (int r = 0; r < std::min(m->rowCount(), 40); ++r) {
                        add(m->index(r, c).data().toString());
                        add(m->index(r, c).data(Qt::ToolTipRole).toString());
                    }
                }
            }
        }
    }
    for (QAction *a : window->findChildren<QAction *>()) {
        add(a->text());
        add(a->toolTip());
    }
    texts += contextMenuTexts(window);
    QStringList found;
    for (const QString &t : std::as_const(texts)) {
        if (isEnglish(t) && !found.contains(t))
            found << t;
    }
    return found;
}

void TestGermanWalk::walk_data()
{
    QTest::addColumn<QString>("window");
    QTest::newRow("profile") << QStringLiteral("profile");
    QTest::newRow("build") << QStringLiteral("build");
    QTest::newRow("compare") << QStringLiteral("compare");
    QTest::newRow("store") << QStringLiteral("store");
    QTest::newRow("store, memory tab") << QStringLiteral("memory");
}

void TestGermanWalk::walk()
{
    QFETCH(QString, window);
    QVERIFY(switchTo("en"));
    TestStoreServer server;
    TestMemoryServer memoryServer;
    for (const auto &c : TestMemoryServer::standardComponents())
        memoryServer.addComponent(c);
    StoreSecrets secrets(QStringLiteral("hearth-test"));
    secrets.setKeychainEnabled(false);
    std::unique_ptr<QWidget> w;
    if (window == QLatin1String("profile")) {
        auto *pw = new ProfileWindow(*settings());
        w.reset(pw);
        pw->setShowErrorDialogs(false);
        QSignalSpy done(pw, &ProfileWindow::loadFinished);
        pw->openFile(QStringLiteral(HEARTH_TEST_DATA "/go-cpu-small.pb.gz"));
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 20000);
    } else if (window == QLatin1String("build")) {
        const BundleResult r =
            BundleReader::readFile(QStringLiteral(HEARTH_EXAMPLES "/build-4711.profbundle"));
        QVERIFY(r.ok());
        auto *bw = new BuildWindow(*settings());
        bw->setAttribute(Qt::WA_DeleteOnClose, false);
        w.reset(bw);
        bw->setBundle(r.bundle, QStringLiteral("build-4711.profbundle"));
        QTRY_VERIFY_WITH_TIMEOUT(bw->breakdownsDone(), 20000);
        bw->selectSpan(r.bundle->firstSpanNamed(QStringLiteral("Embedding.for caches vectors")));
    } else if (window == QLatin1String("compare")) {
        auto *cw = new CompareWindow(*settings());
        cw->setAttribute(Qt::WA_DeleteOnClose, false);
        w.reset(cw);
        cw->setShowErrorDialogs(false);
        QSignalSpy done(cw, &CompareWindow::loadFinished);
        cw->openFiles(QStringLiteral(HEARTH_TEST_DATA "/go-cpu-small.pb.gz"),
                      QStringLiteral(HEARTH_TEST_DATA "/go-cpu-small.pb.gz"));
        QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 20000);
    } else if (window == QLatin1String("memory")) {
        // A Ruby leak read from the metrics server: sentence, next step, source and chart.
        QVERIFY(memoryServer.listen());
        auto *sw = new StoreWindow(settings(), &secrets);
        sw->setAttribute(Qt::WA_DeleteOnClose, false);
        w.reset(sw);
        StoreConnection c;
        c.baseUrl = memoryServer.url();
        sw->memoryView()->setConnection(c);
        sw->memoryView()->prometheusField()->setText(memoryServer.url().toString());
        QSignalSpy shown(sw->memoryView(), &MemoryView::shown);
        sw->memoryView()->show(QStringLiteral("worker"), test::T0, test::T0 + 20 * test::HourMs);
        QVERIFY(shown.wait(20000));
        QVERIFY(sw->memoryView()->report().ok());
        qobject_cast<QTabWidget *>(sw->centralWidget())->setCurrentWidget(sw->memoryView());
    } else {
        QVERIFY(server.listen());
        auto *sw = new StoreWindow(settings(), &secrets);
        sw->setAttribute(Qt::WA_DeleteOnClose, false);
        w.reset(sw);
        QSignalSpy shown(sw->view(), &StoreView::profileShown);
        StoreConnection c;
        c.baseUrl = server.url();
        sw->view()->setConnection(c);
        QTRY_COMPARE(sw->view()->componentList()->model()->rowCount(), 2);
        sw->view()->componentList()->setCurrentIndex(
            sw->view()->componentList()->model()->index(0, 0));
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 20000);
        QTRY_VERIFY(!sw->view()->isBusy());
    }
    w->resize(1280, 720);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w.get()));
    QCoreApplication::processEvents();
    // The walk finds English where there is: in English, before the switch; the context
    // menus are opened and read.
    QVERIFY(englishIn(w.get()).size() > 10);
    if (window != QLatin1String("memory")) {
        const QStringList menus = contextMenuTexts(w.get());
        QVERIFY2(menus.contains(QStringLiteral("Compare With…")) ||
                     menus.contains(QStringLiteral("Copy Name")),
                 qPrintable(menus.join(u',')));
    }
    QVERIFY(switchTo("de"));
    if (auto *sw = qobject_cast<StoreWindow *>(w.get()))
        QTRY_VERIFY(!sw->view()->isBusy());
    const QStringList english = englishIn(w.get());
    QVERIFY2(english.isEmpty(), qPrintable(english.join(QStringLiteral(" | "))));
    // "Größter Teilbaum" and the other headers whole.
    for (ProfileView *view : w->findChildren<ProfileView *>()) {
        if (!view->isVisible() || view->table()->model()->rowCount() == 0)
            continue;
        const QList<int> cut =
            NameColumnFit::clippedColumns(view->table(), FunctionTableModel::Function);
        QVERIFY2(cut.isEmpty(), qPrintable(QStringLiteral("column %1 cut").arg(cut.value(0))));
    }
}

void TestGermanWalk::numbersInGerman()
{
    QVERIFY(switchTo("de"));
    ProfileWindow w(*settings());
    w.setShowErrorDialogs(false);
    QSignalSpy done(&w, &ProfileWindow::loadFinished);
    w.openFile(QStringLiteral(HEARTH_TEST_DATA "/go-heap-small.pb.gz"));
    QTRY_COMPARE_WITH_TIMEOUT(done.count(), 1, 20000);
    const QAbstractItemModel *m = w.profileView()->table()->model();
    QTRY_VERIFY(m->rowCount() > 0); // the table follows the graph
    const QString share = m->index(0, FunctionTableModel::SelfShare).data().toString();
    QVERIFY2(share.contains(QLatin1Char(',')) && !share.contains(QLatin1Char('.')),
             qPrintable(share));
    QCOMPARE(QLocale().toString(1204551), QStringLiteral("1.204.551"));
}

void TestGermanWalk::switchWhileOpen()
{
    QVERIFY(switchTo("de"));
    ProfileWindow w(*settings());
    w.show();
    const auto titles = [&w] {
        QStringList t;
        for (QAction *a : w.menuBar()->actions())
            t << a->text().remove(QLatin1Char('&'));
        return t;
    };
    const QStringList german = titles();
    QVERIFY2(german.contains(QStringLiteral("Datei")), qPrintable(german.join(u',')));
    QVERIFY(AppTranslator::switchTo(qApp, QStringLiteral("en"), QStringLiteral(HEARTH_QM_DIR)));
    QTRY_VERIFY2(titles().contains(QStringLiteral("File")), qPrintable(titles().join(u',')));
    QCOMPARE(QLocale().toString(1204551), QStringLiteral("1,204,551"));
    QVERIFY(AppTranslator::switchTo(qApp, QStringLiteral("de"), QStringLiteral(HEARTH_QM_DIR)));
    QTRY_VERIFY2(titles().contains(QStringLiteral("Datei")), qPrintable(titles().join(u',')));
}

QTEST_MAIN(TestGermanWalk)
#include "tst_germanwalk.moc"

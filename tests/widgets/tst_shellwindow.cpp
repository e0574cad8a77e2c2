// SPDX-License-Identifier: MIT
// The window shell (issue 15): every window has File, Edit, View, Window and Help with the
// standard keys, and each key reaches its action; Open Recent shows profiles, bundles and
// store links with their kind and opens them; a dropped file URL opens; geometry comes back;
// a window is busy while it loads.
#include "buildwindow.h"
#include "comparewindow.h"
#include "helpdialogs.h"
#include "profileview.h"
#include "profilewindow.h"
#include "recentfiles.h"
#include "shellwindow.h"
#include "storewindow.h"
#include "widgettestsupport.h"
#include "windowkinds.h"
#include "windowopener.h"

#include "itemmodels/functiontablemodel.h"
#include "store/storesecrets.h"

#include <QDialog>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QMenuBar>
#include <QMimeData>
#include <QSettings>
#include <QShortcutEvent>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <memory>

using namespace hearth;
using namespace hearth::test;

namespace {

/// Counts the shortcut events an action receives and eats them (no dialog opens).
class ShortcutCounter : public QObject
{
public:
    int hits = 0;
    bool ambiguous = false;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() != QEvent::Shortcut)
            return false;
        ++hits;
        ambiguous = ambiguous || static_cast<QShortcutEvent *>(event)->isAmbiguous();
        return true;
    }
};

QMenu *menuNamed(QMainWindow *w, const QString &title)
{
    for (QAction *a : w->menuBar()->actions()) {
        if (a->menu() && a->text().remove(QLatin1Char('&')) == title)
            return a->menu();
    }
    return nullptr;
}

QStringList menuTitles(QMainWindow *w)
{
    QStringList t;
    for (QAction *a : w->menuBar()->actions())
        t << a->text().remove(QLatin1Char('&'));
    return t;
}

QAction *actionWithKey(QWidget *w, const QKeySequence &key)
{
    for (QAction *a : w->findChildren<QAction *>()) {
        if (a->shortcut() == key)
            return a;
    }
    return nullptr;
}

} // namespace

class TestShellWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void init();
    void cleanup();
    void everyWindowHasTheMenus_data();
    void everyWindowHasTheMenus();
    void shellKeysTriggerTheirActions_data();
    void shellKeysTriggerTheirActions();
    void closeKeyClosesTheWindow_data();
    void closeKeyClosesTheWindow();
    void recentEntriesOfEachKindAppearAndOpen_data();
    void recentEntriesOfEachKindAppearAndOpen();
    void openingRecordsTheKind();
    void recentListIsOneListAndClears();
    void droppedFileUrlOpens();
    void droppedUrlsGoToTheOpener_data();
    void droppedUrlsGoToTheOpener();
    void geometryIsRestored_data();
    void geometryIsRestored();
    void busyWhileLoading();
    void windowMenuListsTheOpenWindows();
    void shortcutTableComesFromTheActions();
    void shortcutsOfEveryKindWithOnlyAProfileOpen();
    void columnHelpNamesEveryColumn();
    void aboutNamesVersionAndLicence();

private:
    ShellWindow *make(const QString &kind);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QSettings> m_settings;
    std::unique_ptr<StoreSecrets> m_secrets;
    QList<QPointer<ShellWindow>> m_windows;
    QStringList m_opened; // what went to the WindowOpener
};

void TestShellWindow::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_settings =
        std::make_unique<QSettings>(m_dir->filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    m_secrets = std::make_unique<StoreSecrets>(QStringLiteral("hearth-test"));
    m_secrets->setKeychainEnabled(false);
    m_opened.clear();
    WindowOpener::install([this](const QString &f) { m_opened << f; });
}

void TestShellWindow::cleanup()
{
    WindowOpener::install({});
    for (const QPointer<ShellWindow> &w : std::as_const(m_windows))
        delete w.data();
    m_windows.clear();
    // Windows a test opened itself (a profile opened from a full window).
    for (QWidget *w : QApplication::topLevelWidgets()) {
        if (qobject_cast<ShellWindow *>(w))
            delete w;
    }
}

ShellWindow *TestShellWindow::make(const QString &kind)
{
    ShellWindow *w = nullptr;
    if (kind == QLatin1String("profile")) {
        auto *p = new ProfileWindow(*m_settings);
        p->setShowErrorDialogs(false);
        w = p;
    } else if (kind == QLatin1String("build")) {
        w = new BuildWindow(*m_settings);
    } else if (kind == QLatin1String("compare")) {
        auto *c = new CompareWindow(*m_settings);
        c->setShowErrorDialogs(false);
        w = c;
    } else {
        w = new StoreWindow(m_settings.get(), m_secrets.get());
    }
    w->setAttribute(Qt::WA_DeleteOnClose, false);
    m_windows << w;
    return w;
}

static void addKinds()
{
    QTest::addColumn<QString>("kind");
    for (const char *k : {"profile", "build", "store", "compare"})
        QTest::newRow(k) << QString::fromLatin1(k);
}

void TestShellWindow::everyWindowHasTheMenus_data()
{
    addKinds();
}

void TestShellWindow::everyWindowHasTheMenus()
{
    QFETCH(QString, kind);
    ShellWindow *w = make(kind);
    const QStringList titles = menuTitles(w);
    QCOMPARE(titles.first(), QStringLiteral("File"));
    QCOMPARE(titles.value(1), QStringLiteral("Edit"));
    QCOMPARE(titles.value(2), QStringLiteral("View"));
    QCOMPARE(titles.value(titles.size() - 2), QStringLiteral("Window"));
    QCOMPARE(titles.last(), QStringLiteral("Help"));

    const QStringList file = actionTexts(menuNamed(w, QStringLiteral("File")));
    for (const char *t : {"Open…", "Open Link…", "Open Recent", "Close", "Quit"})
        QVERIFY2(file.contains(QString::fromUtf8(t)), qPrintable(file.join(u'|')));
    QVERIFY(file.indexOf(QStringLiteral("Open…")) < file.indexOf(QStringLiteral("Close")));
    QCOMPARE(file.last(), QStringLiteral("Quit"));
    const QStringList edit = actionTexts(menuNamed(w, QStringLiteral("Edit")));
    QVERIFY(edit.contains(QStringLiteral("Copy")));
    // Find where there is one search to go to (a compare window has one per side).
    QCOMPARE(edit.contains(QStringLiteral("Find…")), kind != QLatin1String("compare"));
    QVERIFY(actionTexts(menuNamed(w, QStringLiteral("View"))).contains(QStringLiteral("Language")));
    QVERIFY(actionTexts(menuNamed(w, QStringLiteral("Window")))
                .contains(QStringLiteral("Compare Two Files…")));
    QCOMPARE(
        actionTexts(menuNamed(w, QStringLiteral("Help"))),
        (QStringList{QStringLiteral("Keyboard Shortcuts"), QStringLiteral("What the Columns Mean"),
                     QStringLiteral("About Hearth"), QStringLiteral("About Qt")}));
}

void TestShellWindow::shellKeysTriggerTheirActions_data()
{
    addKinds();
}

void TestShellWindow::shellKeysTriggerTheirActions()
{
    QFETCH(QString, kind);
    ShellWindow *w = make(kind);
    w->show();
    w->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(w));
    const std::pair<QKeySequence, QAction *> keys[] = {
        {QKeySequence::Open, w->openAction()},
        {QKeySequence(Qt::CTRL | Qt::Key_L), w->openLinkAction()},
        {QKeySequence::Copy, w->copyAction()},
        {QKeySequence(Qt::CTRL | Qt::Key_Q), nullptr},
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O), w->compareFilesAction()},
        {QKeySequence::HelpContents, w->shortcutsAction()},
    };
    for (const auto &[key, expected] : keys) {
        QVERIFY2(!key.isEmpty(), qPrintable(expected ? expected->text() : QStringLiteral("quit")));
        QAction *a = actionWithKey(w, key);
        QVERIFY2(a, qPrintable(key.toString()));
        if (expected)
            QCOMPARE(a, expected);
        ShortcutCounter counter;
        a->installEventFilter(&counter);
        w->menuBar()->setFocus(); // no widget that takes keys for itself
        QTest::keySequence(w, key);
        QVERIFY2(counter.hits == 1,
                 qPrintable(kind + QLatin1Char(' ') + key.toString(QKeySequence::PortableText) +
                            QLatin1Char(' ') + QString::number(counter.hits)));
        QVERIFY(!counter.ambiguous);
        a->removeEventFilter(&counter);
    }
}

void TestShellWindow::closeKeyClosesTheWindow_data()
{
    addKinds();
}

void TestShellWindow::closeKeyClosesTheWindow()
{
    QFETCH(QString, kind);
    ShellWindow *w = make(kind);
    w->show();
    w->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(w));
    QTest::keySequence(w, QKeySequence::Close);
    QTRY_VERIFY(!w->isVisible());
}

void TestShellWindow::recentEntriesOfEachKindAppearAndOpen_data()
{
    addKinds();
}

void TestShellWindow::recentEntriesOfEachKindAppearAndOpen()
{
    QFETCH(QString, kind);
    const QString profile = QFileInfo(dataPath("go-cpu-small.pb.gz")).absoluteFilePath();
    const QString bundle = QStringLiteral("https://ci.example/build-4711.profbundle");
    const QString link = QStringLiteral("https://store.example/components/api/profile?type=cpu");
    RecentFiles recent(*m_settings);
    recent.add(RecentFiles::Kind::Profile, profile);
    recent.add(RecentFiles::Kind::Bundle, bundle);
    recent.add(RecentFiles::Kind::StoreLink, link);
    ShellWindow *w = make(kind);
    w->updateRecentMenu();
    QMap<QString, QAction *> byLocation;
    QStringList texts;
    for (QAction *a : w->recentMenu()->actions()) {
        if (!a->data().toString().isEmpty())
            byLocation.insert(a->data().toString(), a);
        texts << a->text();
    }
    QCOMPARE(byLocation.size(), 3);
    // Newest first, each with its kind.
    QCOMPARE(texts.value(0), QStringLiteral("store.example: api\tstore link"));
    QCOMPARE(texts.value(1), QStringLiteral("build-4711.profbundle\tbuild bundle"));
    QCOMPARE(texts.value(2), QStringLiteral("go-cpu-small.pb.gz\tprofile"));
    QVERIFY(texts.contains(QStringLiteral("&Clear")));

    byLocation.value(bundle)->trigger();
    QCOMPARE(m_opened, QStringList{bundle});
    if (kind != QLatin1String("store")) { // the store window opens its links itself
        byLocation.value(link)->trigger();
        QCOMPARE(m_opened.last(), link);
    }
    auto *p = qobject_cast<ProfileWindow *>(w);
    if (!p) {
        byLocation.value(profile)->trigger();
        QCOMPARE(m_opened.last(), profile);
        return;
    }
    // An empty profile window opens a profile itself.
    QSignalSpy done(p, &ProfileWindow::loadFinished);
    byLocation.value(profile)->trigger();
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 20000);
    QVERIFY(p->hasProfile());
}

void TestShellWindow::openingRecordsTheKind()
{
    auto *p = qobject_cast<ProfileWindow *>(make(QStringLiteral("profile")));
    QSignalSpy loaded(p, &ProfileWindow::loadFinished);
    p->openFile(dataPath("go-cpu-small.pb.gz"));
    QTRY_COMPARE_WITH_TIMEOUT(loaded.size(), 1, 20000);
    auto *b = qobject_cast<BuildWindow *>(make(QStringLiteral("build")));
    QSignalSpy bundled(b, &BuildWindow::bundleLoaded);
    const QString bundle = QStringLiteral(HEARTH_EXAMPLES "/build-4711.profbundle");
    b->openFile(bundle);
    QTRY_COMPARE_WITH_TIMEOUT(bundled.size(), 1, 20000);
    auto *s = qobject_cast<StoreWindow *>(make(QStringLiteral("store")));
    const QString link = QStringLiteral("http://127.0.0.1:1/components/api/profile?type=cpu");
    QVERIFY(s->openUrl(QUrl(link)));
    const QList<RecentFiles::Entry> entries = RecentFiles(*m_settings).entries();
    QCOMPARE(entries.size(), 3);
    QCOMPARE(entries[0], (RecentFiles::Entry{RecentFiles::Kind::StoreLink, link}));
    QCOMPARE(entries[1],
             (RecentFiles::Entry{RecentFiles::Kind::Bundle, QFileInfo(bundle).absoluteFilePath()}));
    QCOMPARE(entries[2],
             (RecentFiles::Entry{RecentFiles::Kind::Profile,
                                 QFileInfo(dataPath("go-cpu-small.pb.gz")).absoluteFilePath()}));
}

void TestShellWindow::recentListIsOneListAndClears()
{
    // The list before kinds (profiles only) is read as profiles.
    m_settings->setValue(QStringLiteral("recentFiles"), QStringList{QStringLiteral("/a.pb.gz")});
    RecentFiles recent(*m_settings);
    QCOMPARE(recent.entries(),
             (QList<RecentFiles::Entry>{{RecentFiles::Kind::Profile, QStringLiteral("/a.pb.gz")}}));
    for (int i = 0; i < RecentFiles::MaxEntries + 3; ++i)
        recent.add(RecentFiles::Kind::Bundle, QStringLiteral("/b%1.profbundle").arg(i));
    recent.add(RecentFiles::Kind::Bundle, QStringLiteral("/b5.profbundle")); // again: first
    QCOMPARE(recent.entries().size(), RecentFiles::MaxEntries);
    QCOMPARE(recent.entries().first().location, QStringLiteral("/b5.profbundle"));
    QCOMPARE(recent.entries().count({RecentFiles::Kind::Bundle, QStringLiteral("/b5.profbundle")}),
             1);
    ShellWindow *w = make(QStringLiteral("build"));
    w->updateRecentMenu();
    QAction *clear = nullptr;
    for (QAction *a : w->recentMenu()->actions()) {
        if (a->text() == QLatin1String("&Clear"))
            clear = a;
    }
    QVERIFY(clear);
    clear->trigger();
    QVERIFY(RecentFiles(*m_settings).entries().isEmpty());
    QVERIFY(!w->recentMenu()->isEnabled());
}

void TestShellWindow::droppedFileUrlOpens()
{
    WindowOpener::install({}); // the window opens what it can itself
    auto *p = qobject_cast<ProfileWindow *>(make(QStringLiteral("profile")));
    p->show();
    QVERIFY(QTest::qWaitForWindowExposed(p));
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(dataPath("perf-gxx.folded"))});
    const QPoint at = p->rect().center();
    QDragEnterEvent enter(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(p, &enter);
    QVERIFY(enter.isAccepted());
    QSignalSpy done(p, &ProfileWindow::loadFinished);
    QDropEvent drop(at, Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(p, &drop);
    QVERIFY(drop.isAccepted());
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 20000);
    QVERIFY(p->hasProfile());
    QCOMPARE(p->profileView()->snapshot().fileName, QStringLiteral("perf-gxx.folded"));

    // Something that is no file or web address is not taken.
    QMimeData mail;
    mail.setUrls({QUrl(QStringLiteral("mailto:someone@example.org"))});
    QDragEnterEvent refused(at, Qt::CopyAction, &mail, Qt::LeftButton, Qt::NoModifier);
    refused.ignore();
    QApplication::sendEvent(p, &refused);
    QVERIFY(!refused.isAccepted());
}

void TestShellWindow::droppedUrlsGoToTheOpener_data()
{
    addKinds();
}

void TestShellWindow::droppedUrlsGoToTheOpener()
{
    QFETCH(QString, kind);
    ShellWindow *w = make(kind);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    if (auto *p = qobject_cast<ProfileWindow *>(w)) { // a full profile window
        QSignalSpy done(p, &ProfileWindow::loadFinished);
        p->openFile(dataPath("go-cpu-small.pb.gz"));
        QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 20000);
    }
    const QString bundle = QStringLiteral(HEARTH_EXAMPLES "/build-4711.profbundle");
    const QString https = QStringLiteral("https://ci.example/build-1.profbundle");
    QMimeData data;
    data.setUrls({QUrl::fromLocalFile(bundle), QUrl(https)});
    // As a drag arrives: entering (which makes the window the drop's target), then the drop.
    QDragEnterEvent enter(QPoint(5, 5), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(w, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPoint(5, 5), Qt::CopyAction, &data, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(w, &drop);
    QCOMPARE(m_opened, (QStringList{bundle, https}));
}

void TestShellWindow::geometryIsRestored_data()
{
    addKinds();
}

void TestShellWindow::geometryIsRestored()
{
    QFETCH(QString, kind);
    ShellWindow *w = make(kind);
    w->show();
    QVERIFY(QTest::qWaitForWindowExposed(w));
    const QSize first = w->size();
    // As small as the window may be (a window's minimum differs by kind), not its first size.
    w->resize(QSize(610, 430).expandedTo(w->minimumSizeHint()));
    QTRY_VERIFY(w->size() != first);
    const QSize saved = w->size();
    QVERIFY(w->close());
    const QString group = ShellWindow::settingsGroup(w->kind());
    QVERIFY(!m_settings->value(group + QLatin1String("/geometry")).toByteArray().isEmpty());
    QVERIFY(m_settings->contains(group + QLatin1String("/state")));
    ShellWindow *again = make(kind);
    QCOMPARE(again->size(), saved);
    // Another kind keeps its own.
    ShellWindow *other =
        make(kind == QLatin1String("build") ? QStringLiteral("compare") : QStringLiteral("build"));
    QVERIFY(other->size() != saved);
}

void TestShellWindow::busyWhileLoading()
{
    auto *p = qobject_cast<ProfileWindow *>(make(QStringLiteral("profile")));
    p->show();
    QVERIFY(!p->isBusy());
    QVERIFY(p->statusBar()->isHidden());
    QSignalSpy done(p, &ProfileWindow::loadFinished);
    p->openFile(dataPath("go-cpu-small.pb.gz"));
    QVERIFY(p->isBusy());
    QCOMPARE(p->cursor().shape(), Qt::BusyCursor);
    QVERIFY(p->statusBar()->isVisible());
    QTRY_COMPARE_WITH_TIMEOUT(done.size(), 1, 20000);
    QVERIFY(!p->isBusy());
    QCOMPARE(p->cursor().shape(), Qt::ArrowCursor);
    QVERIFY(p->statusBar()->isHidden());

    // A failed read ends the busy state too.
    QSignalSpy failed(p, &ProfileWindow::loadFinished);
    auto *q = qobject_cast<ProfileWindow *>(make(QStringLiteral("profile")));
    QSignalSpy qdone(q, &ProfileWindow::loadFinished);
    q->openFile(m_dir->filePath(QStringLiteral("missing.pb.gz")));
    QTRY_COMPARE_WITH_TIMEOUT(qdone.size(), 1, 20000);
    QVERIFY(!q->isBusy());
}

void TestShellWindow::windowMenuListsTheOpenWindows()
{
    ShellWindow *a = make(QStringLiteral("profile"));
    ShellWindow *b = make(QStringLiteral("store"));
    a->setWindowTitle(QStringLiteral("first & one"));
    b->setWindowTitle(QStringLiteral("second"));
    a->show();
    b->show();
    b->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(b));
    a->updateWindowMenu();
    QStringList texts;
    QAction *toB = nullptr;
    for (QAction *act : a->windowMenu()->actions()) {
        texts << act->text();
        if (act->text() == QLatin1String("second"))
            toB = act;
    }
    QVERIFY2(texts.contains(QStringLiteral("first && one")), qPrintable(texts.join(u'|')));
    QVERIFY(toB);
    QVERIFY(!toB->isChecked());
    a->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(a));
    toB->trigger();
    QVERIFY(QTest::qWaitForWindowActive(b));
}

void TestShellWindow::shortcutTableComesFromTheActions()
{
    ShellWindow *p = make(QStringLiteral("profile"));
    ShellWindow *s = make(QStringLiteral("store"));
    p->show();
    s->show();
    const auto table = s->shortcutTable();
    QCOMPARE(table.size(), 2);
    QCOMPARE(table[0].first, QStringLiteral("Store window")); // its own first
    QCOMPARE(table[1].first, QStringLiteral("Profile window"));
    auto has = [](const QList<std::pair<QString, QString>> &rows, const char *text,
                  const QKeySequence &key) {
        return rows.contains({QString::fromUtf8(text), key.toString(QKeySequence::NativeText)});
    };
    QVERIFY(has(table[0].second, "Reload", QKeySequence::Refresh));
    QVERIFY(has(table[0].second, "Copy Link", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C)));
    QVERIFY(has(table[1].second, "Find…", QKeySequence::Find) ||
            has(table[1].second, "Find", QKeySequence::Find));
    QVERIFY(has(table[1].second, "Close", QKeySequence::Close));
    QVERIFY(!has(table[1].second, "Reload", QKeySequence::Refresh));
    // Every action with a key is listed.
    QSet<QString> keys;
    for (QAction *a : p->findChildren<QAction *>()) {
        if (!a->shortcut().isEmpty())
            keys << a->shortcut().toString(QKeySequence::NativeText);
    }
    QSet<QString> listed;
    for (const auto &row : table[1].second)
        listed << row.second;
    QCOMPARE(listed, keys);
    // The dialog shows them.
    QDialog *d = HelpDialogs::shortcuts(table, s);
    QVERIFY(d->isVisible());
    d->close();
}

// Help ▸ Keyboard Shortcuts in the only window, a profile window: every kind of window's keys,
// grouped by kind, those of the kinds not open read from windows made for the purpose.
void TestShellWindow::shortcutsOfEveryKindWithOnlyAProfileOpen()
{
    WindowKinds::install();
    ShellWindow *p = make(QStringLiteral("profile"));
    p->show();
    QCOMPARE(ShellWindow::openWindows().size(), 1);
    const auto table = p->shortcutTable();
    using Kind = ShellWindow::Kind;
    for (Kind k : {Kind::Profile, Kind::Build, Kind::Store, Kind::Compare})
        ShellWindow::setFactory(k, nullptr);
    QStringList headings;
    for (const auto &group : table)
        headings << group.first;
    QCOMPARE(headings,
             (QStringList{QStringLiteral("Profile window"), QStringLiteral("Build window"),
                          QStringLiteral("Store window"), QStringLiteral("Compare window")}));
    const QString compareWith =
        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D).toString(QKeySequence::NativeText);
    QVERIFY(table[1].second.contains({QStringLiteral("Compare With…"), compareWith}));
    QVERIFY(table[2].second.contains(
        {QStringLiteral("Reload"),
         QKeySequence(QKeySequence::Refresh).toString(QKeySequence::NativeText)}));
    const QString close = QKeySequence(QKeySequence::Close).toString(QKeySequence::NativeText);
    QVERIFY(table[3].second.contains({QStringLiteral("Close"), close}));
    // Nothing was left open, and the dialog shows each kind's keys under its heading.
    QCOMPARE(ShellWindow::openWindows().size(), 1);
    QDialog *d = HelpDialogs::shortcuts(table, p);
    auto *tree = d->findChild<QTreeWidget *>();
    QVERIFY(tree);
    QCOMPARE(tree->topLevelItemCount(), 4);
    QCOMPARE(tree->topLevelItem(1)->text(0), QStringLiteral("Build window"));
    bool listed = false;
    for (int i = 0; i < tree->topLevelItem(1)->childCount(); ++i) {
        const QTreeWidgetItem *row = tree->topLevelItem(1)->child(i);
        listed = listed ||
                 (row->text(0) == QStringLiteral("Compare With…") && row->text(1) == compareWith);
    }
    QVERIFY(listed);
    QVERIFY(tree->topLevelItem(3)->childCount() > 0);
    d->close();
}

void TestShellWindow::columnHelpNamesEveryColumn()
{
    const QString text = HelpDialogs::columnsText();
    FunctionTableModel m;
    for (int c = 0; c < FunctionTableModel::ColumnCount; ++c) {
        QVERIFY(text.contains(m.headerData(c, Qt::Horizontal).toString() + QLatin1String(": ") +
                              FunctionTableModel::columnToolTip(c)));
    }
    QVERIFY(text.contains(QStringLiteral("difference table")));
}

void TestShellWindow::aboutNamesVersionAndLicence()
{
    const QString about = ShellWindow::aboutText();
    QVERIFY(about.contains(QStringLiteral("MIT licence")));
    QVERIFY(about.contains(QLatin1String(QT_VERSION_STR)));
    QVERIFY(about.contains(QStringLiteral("https://hearth.dev")));
    QVERIFY(about.contains(QRegularExpression(QStringLiteral("Hearth \\d+\\.\\d+"))));
}

QTEST_MAIN(TestShellWindow)
#include "tst_shellwindow.moc"

// SPDX-License-Identifier: MIT
#include "shellwindow.h"

#include "buildwindow.h"
#include "bundledownload.h"
#include "comparewindow.h"
#include "flamegraphview.h"
#include "helpdialogs.h"
#include "languagesetting.h"
#include "profilewindow.h"
#include "settingswrite.h"
#include "windowopener.h"

#include "bundle/bundleformat.h"
#include "itemmodels/untrustedtext.h"

#include <QAbstractItemView>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHash>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QScreen>
#include <QSettings>
#include <QStatusBar>

#include <algorithm>
#include <memory>

namespace hearth {

namespace {
quint64 nextOrder = 0;

/// A dropped URL as a location: a local file's path, an http(s) address as it is; empty for
/// anything else.
QString locationOf(const QUrl &url)
{
    if (url.isLocalFile())
        return url.toLocalFile();
    if (url.scheme() == QLatin1String("https") || url.scheme() == QLatin1String("http"))
        return url.toString();
    return {};
}
} // namespace

ShellWindow::ShellWindow(Kind kind, QSettings *settings, QWidget *parent)
    : QMainWindow(parent)
    , m_kind(kind)
    , m_settings(settings ? settings : new QSettings(this))
    , m_order(++nextOrder)
{
    setAcceptDrops(true);
    m_file = menuBar()->addMenu(tr("&File"));
    m_open = m_file->addAction(tr("&Open…"), this, &ShellWindow::chooseAndOpen);
    m_open->setShortcut(QKeySequence::Open);
    m_openLink = m_file->addAction(tr("Open &Link…"), this, &ShellWindow::askForLink);
    m_openLink->setShortcut(QKeySequence(tr("Ctrl+L")));
    m_openLink->setToolTip(
        tr("A build bundle's https address, or a profile store's console link."));
    m_recent = m_file->addMenu(tr("Open &Recent"));
    connect(m_recent, &QMenu::aboutToShow, this, &ShellWindow::updateRecentMenu);
    m_file->addSeparator();
    m_fileEnd = m_file->addSeparator();

    m_edit = menuBar()->addMenu(tr("&Edit"));
    m_copy = m_edit->addAction(tr("&Copy"), this, &ShellWindow::copySelection);
    m_copy->setShortcut(QKeySequence::Copy);
    m_view = menuBar()->addMenu(tr("&View"));
    updateRecentMenu();

    m_busyBox = new QWidget(this);
    m_busyLabel = new QLabel(m_busyBox);
    m_busyLabel->setTextFormat(Qt::PlainText);
    auto *bar = new QProgressBar(m_busyBox);
    bar->setRange(0, 0); // moving: how long is not known
    bar->setMaximumWidth(120);
    bar->setMaximumHeight(14);
    bar->setTextVisible(false);
    auto *bl = new QHBoxLayout(m_busyBox);
    bl->setContentsMargins(0, 0, 0, 0);
    bl->addWidget(m_busyLabel);
    bl->addWidget(bar);
    m_busyBox->hide();
}

ShellWindow::~ShellWindow() = default;

QString ShellWindow::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Build:
        return tr("Build window");
    case Kind::Store:
        return tr("Store window");
    case Kind::Compare:
        return tr("Compare window");
    case Kind::Profile:
        break;
    }
    return tr("Profile window");
}

QString ShellWindow::settingsGroup(Kind kind)
{
    switch (kind) {
    case Kind::Build:
        return QStringLiteral("buildWindow");
    case Kind::Store:
        return QStringLiteral("storeWindow");
    case Kind::Compare:
        return QStringLiteral("compareWindow");
    case Kind::Profile:
        break;
    }
    return QStringLiteral("profileWindow");
}

void ShellWindow::addFileAction(QAction *action)
{
    m_file->insertAction(m_fileEnd, action);
}

void ShellWindow::setFindAction(QAction *find)
{
    // Window-wide: Ctrl+F works wherever the focus is in the window.
    find->setShortcutContext(Qt::WindowShortcut);
    m_edit->addSeparator();
    m_edit->addAction(find);
}

void ShellWindow::finishShell(const QSize &defaultSize)
{
    QAction *close = m_file->addAction(tr("&Close"), this, &QWidget::close);
    close->setShortcut(QKeySequence::Close);
    QAction *quit = m_file->addAction(tr("&Quit"), qApp, &QApplication::closeAllWindows);
    // Ctrl+Q where the platform names no Quit key (Windows' scheme: none).
    const QList<QKeySequence> quitKeys = QKeySequence::keyBindings(QKeySequence::Quit);
    quit->setShortcuts(quitKeys.isEmpty() ? QList<QKeySequence>{QKeySequence(Qt::CTRL | Qt::Key_Q)}
                                          : quitKeys);
    quit->setMenuRole(QAction::QuitRole);

    if (!m_view->isEmpty())
        m_view->addSeparator();
    QMenu *lang = m_view->addMenu(tr("&Language"));
    auto *group = new QActionGroup(this);
    const QString current = m_settings->value(LanguageSetting::key()).toString();
    const std::pair<QString, QString> langs[] = {{QString(), tr("System")},
                                                 {QStringLiteral("en"), tr("English")},
                                                 {QStringLiteral("de"), tr("German")}};
    for (const auto &[code, name] : langs) {
        QAction *a = lang->addAction(name);
        a->setCheckable(true);
        a->setChecked(code == current);
        group->addAction(a);
        connect(a, &QAction::triggered, this, [this, code = code] { setLanguage(code); });
    }

    m_window = menuBar()->addMenu(tr("&Window"));
    connect(m_window, &QMenu::aboutToShow, this, &ShellWindow::updateWindowMenu);
    m_compareFiles = new QAction(tr("&Compare Two Files…"), this);
    m_compareFiles->setShortcut(QKeySequence(tr("Ctrl+Shift+O")));
    connect(m_compareFiles, &QAction::triggered, this, &ShellWindow::compareTwoFiles);
    updateWindowMenu();

    m_help = menuBar()->addMenu(tr("&Help"));
    m_shortcuts = m_help->addAction(tr("&Keyboard Shortcuts"), this, &ShellWindow::showShortcuts);
    m_shortcuts->setShortcut(QKeySequence::HelpContents);
    m_help->addAction(tr("What the &Columns Mean"), this, &ShellWindow::showColumnHelp);
    m_help->addSeparator();
    m_help->addAction(tr("&About Hearth"), this, &ShellWindow::showAbout)
        ->setMenuRole(QAction::AboutRole);
    m_help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt)
        ->setMenuRole(QAction::AboutQtRole);

    const QString group_ = settingsGroup(m_kind);
    QByteArray geometry = m_settings->value(group_ + QLatin1String("/geometry")).toByteArray();
    if (geometry.isEmpty() && m_kind == Kind::Profile) // where 0.x kept it
        geometry = m_settings->value(QStringLiteral("window/geometry")).toByteArray();
    if (geometry.isEmpty() || !restoreGeometry(geometry))
        resize(defaultSize.boundedTo(screen()->availableSize())); // never beyond the screen
    restoreState(m_settings->value(group_ + QLatin1String("/state")).toByteArray());
}

void ShellWindow::closeEvent(QCloseEvent *event)
{
    const QString group = settingsGroup(m_kind);
    SettingsWrite::set(*m_settings, group + QLatin1String("/geometry"), saveGeometry());
    SettingsWrite::set(*m_settings, group + QLatin1String("/state"), saveState());
    QMainWindow::closeEvent(event);
}

void ShellWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (!event->mimeData()->hasUrls())
        return;
    const QList<QUrl> urls = event->mimeData()->urls();
    if (std::any_of(urls.begin(), urls.end(),
                    [](const QUrl &u) { return !locationOf(u).isEmpty(); }))
        event->acceptProposedAction();
}

void ShellWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    bool any = false;
    for (const QUrl &url : urls) {
        const QString location = locationOf(url);
        if (location.isEmpty())
            continue;
        any = true;
        openLocation(location);
    }
    if (any)
        event->acceptProposedAction();
}

void ShellWindow::openLocation(const QString &fileOrUrl)
{
    if (WindowOpener::open(fileOrUrl))
        return;
    // No application routing (a test): a bundle or an address to a build window, else a
    // profile window.
    if (BundleDownload::isDownloadable(fileOrUrl)) {
        auto *b = new BuildWindow(*m_settings);
        b->show();
        b->openUrl(QUrl(fileOrUrl));
        return;
    }
    QFile probe(fileOrUrl);
    if (probe.open(QIODevice::ReadOnly) &&
        BundleFormat::sniff(probe.read(BundleFormat::HeaderSize))) {
        auto *b = new BuildWindow(*m_settings);
        b->show();
        b->openFile(fileOrUrl);
        return;
    }
    auto *w = new ProfileWindow(*m_settings);
    w->show();
    w->openFile(fileOrUrl);
}

void ShellWindow::chooseAndOpen()
{
    const QString dir = m_settings->value(QStringLiteral("lastDir"), QDir::homePath()).toString();
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Open Profile or Bundle"), dir,
        tr("Profiles and build bundles (*.pb *.pb.gz *.pprof *.prof *.gz *.zst *.folded *.txt "
           "*.cpuprofile *.json *.profbundle);;All files (*)"));
    for (const QString &p : paths)
        openLocation(p);
}

void ShellWindow::askForLink()
{
    bool ok = false;
    const QString url = QInputDialog::getText(
        this, tr("Open Link"),
        tr("A build bundle's https address, or a profile store's console link:"), QLineEdit::Normal,
        QString(), &ok);
    if (ok && !url.trimmed().isEmpty())
        openLocation(url.trimmed());
}

void ShellWindow::compareTwoFiles()
{
    auto *w = new CompareWindow(*m_settings);
    w->show();
    w->chooseFiles();
}

void ShellWindow::addRecent(RecentFiles::Kind kind, const QString &location)
{
    RecentFiles(*m_settings).add(kind, location);
    updateRecentMenu();
}

void ShellWindow::updateRecentMenu()
{
    m_recent->clear();
    const QList<RecentFiles::Entry> entries = RecentFiles(*m_settings).entries();
    for (const RecentFiles::Entry &e : entries) {
        // The name as the menu may show it, its kind where a shortcut would be.
        const QString text = UntrustedText::menuText(RecentFiles::shortName(e)) +
                             QLatin1Char('\t') + RecentFiles::kindName(e.kind);
        const QString location = e.location;
        QAction *a = m_recent->addAction(text, this, [this, location] { openLocation(location); });
        a->setToolTip(UntrustedText::toolTip(UntrustedText::display(e.location, 1000)));
        a->setData(e.location);
    }
    if (!entries.isEmpty()) {
        m_recent->addSeparator();
        m_recent->addAction(tr("&Clear"), this, [this] {
            RecentFiles(*m_settings).clear();
            updateRecentMenu();
        });
    }
    m_recent->setEnabled(!entries.isEmpty());
}

QList<ShellWindow *> ShellWindow::openWindows()
{
    QList<ShellWindow *> out;
    for (QWidget *w : QApplication::topLevelWidgets()) {
        auto *s = qobject_cast<ShellWindow *>(w);
        if (s && s->isVisible())
            out.append(s);
    }
    std::sort(out.begin(), out.end(),
              [](const ShellWindow *a, const ShellWindow *b) { return a->m_order < b->m_order; });
    return out;
}

void ShellWindow::updateWindowMenu()
{
    m_window->clear();
    m_window->addAction(m_compareFiles);
    m_window->addSeparator();
    const QList<ShellWindow *> windows = openWindows();
    for (ShellWindow *w : windows) {
        // Window titles carry file names: shown as plain menu text.
        QAction *a = m_window->addAction(UntrustedText::menuText(w->windowTitle(), 80));
        a->setCheckable(true);
        a->setChecked(w == this);
        connect(a, &QAction::triggered, w, [w] {
            if (w->isMinimized())
                w->showNormal();
            w->raise();
            w->activateWindow();
        });
    }
}

void ShellWindow::setBusy(bool busy, const QString &what)
{
    m_busyLabel->setText(what.isEmpty() ? tr("Loading…") : what);
    if (busy == m_busy)
        return;
    m_busy = busy;
    if (busy) {
        setCursor(Qt::BusyCursor);
        if (!m_busyStatus)
            return;
        // The status bar is shown for the time of the loading if it was hidden.
        m_busyShowedStatusBar = statusBar()->isHidden();
        statusBar()->addPermanentWidget(m_busyBox);
        m_busyBox->show();
        statusBar()->show();
        return;
    }
    unsetCursor();
    if (m_busyBox->isHidden())
        return;
    statusBar()->removeWidget(m_busyBox);
    m_busyBox->hide();
    if (m_busyShowedStatusBar)
        statusBar()->hide();
}

void ShellWindow::copySelection()
{
    QWidget *focus = QApplication::focusWidget();
    if (!focus || focus->window() != this)
        return;
    QString text;
    if (auto *graph = qobject_cast<FlameGraphView *>(focus)) {
        const quint32 node = graph->selectedNode();
        if (graph->tree() && node != FlameGraphView::NoNode && node != 0)
            text = graph->tree()->name(node);
    } else if (auto *view = qobject_cast<QAbstractItemView *>(focus)) {
        text = view->currentIndex().data(Qt::DisplayRole).toString();
    } else if (focus->metaObject()->indexOfMethod("copy()") >= 0) {
        QMetaObject::invokeMethod(focus, "copy"); // line and text edits
        return;
    }
    if (!text.isEmpty())
        QApplication::clipboard()->setText(text);
}

namespace {

QHash<int, ShellWindow::Factory> &factories()
{
    static QHash<int, ShellWindow::Factory> f;
    return f;
}

} // namespace

void ShellWindow::setFactory(Kind kind, Factory make)
{
    if (make)
        factories().insert(int(kind), std::move(make));
    else
        factories().remove(int(kind));
}

QList<std::pair<QString, QList<std::pair<QString, QString>>>> ShellWindow::shortcutTable() const
{
    QList<std::pair<QString, QList<std::pair<QString, QString>>>> out;
    QList<Kind> kinds{m_kind};
    for (Kind k : {Kind::Profile, Kind::Build, Kind::Store, Kind::Compare}) {
        if (k != m_kind)
            kinds << k;
    }
    const QList<ShellWindow *> open = openWindows();
    for (Kind kind : std::as_const(kinds)) {
        const ShellWindow *w = kind == m_kind ? this : nullptr;
        for (int i = 0; !w && i < open.size(); ++i)
            w = open[i]->kind() == kind ? open[i] : nullptr;
        // A kind that is not open: one made for the purpose, never shown, gone at the end.
        std::unique_ptr<ShellWindow> made;
        if (!w && factories().contains(int(kind))) {
            made.reset(factories().value(int(kind))(m_settings));
            w = made.get();
        }
        if (!w)
            continue;
        QList<std::pair<QString, QString>> rows;
        QStringList seen;
        for (const QAction *a : w->findChildren<QAction *>()) {
            if (a->shortcut().isEmpty())
                continue;
            QString text = a->text().section(QLatin1Char('\t'), 0, 0);
            text.remove(QLatin1Char('&'));
            const QString key = a->shortcut().toString(QKeySequence::NativeText);
            if (seen.contains(key + text))
                continue;
            seen << key + text;
            rows.append({text, key});
        }
        std::sort(rows.begin(), rows.end());
        out.append({kindName(kind), rows});
    }
    return out;
}

QString ShellWindow::aboutText()
{
    return tr("<h3>Hearth %1</h3><p>A viewer for CPU and memory profiles and build bundles.</p>"
              "<p>Built with Qt %2.</p><p>Released under the MIT licence.</p>"
              "<p><a href=\"https://hearth.dev\">https://hearth.dev</a></p>")
        .arg(QStringLiteral(HEARTH_VERSION), QLatin1String(QT_VERSION_STR));
}

void ShellWindow::showShortcuts()
{
    HelpDialogs::shortcuts(shortcutTable(), this);
}

void ShellWindow::showColumnHelp()
{
    HelpDialogs::columns(this);
}

void ShellWindow::showAbout()
{
    QMessageBox::about(this, tr("About Hearth"), aboutText());
}

void ShellWindow::setLanguage(const QString &language)
{
    m_settings->setValue(LanguageSetting::key(), language);
    // Every window follows at once (QEvent::LanguageChange); numbers follow the locale too.
    if (!LanguageSetting::apply(m_settings))
        QMessageBox::information(this, tr("Language"),
                                 tr("The language changes when Hearth is started again."));
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "profilewindow.h"

#include "comparewindow.h"
#include "comparewithdialog.h"
#include "flamegraphview.h"
#include "hearthicons.h"
#include "languagesetting.h"
#include "profileheaderwidget.h"
#include "profileloader.h"
#include "profileview.h"
#include "retranslator.h"
#include "windowopener.h"

#include "itemmodels/untrustedtext.h"
#include "plaintextlabels.h"
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace hearth {

namespace {
const auto kRecentKey = QStringLiteral("recentFiles");
const auto kGeometryKey = QStringLiteral("window/geometry");
constexpr int kMaxRecent = 10;
enum ExportKind { ExportPng, ExportSvg, ExportFolded, ExportPprof };
} // namespace

ProfileWindow::ProfileWindow(QSettings &settings, QWidget *parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_loader(new ProfileLoader(this))
    , m_view(new ProfileView(&settings, this))
    , m_pages(new QStackedWidget(this))
    , m_welcome(new QLabel(this))
    , m_loadingLabel(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
{
    setAttribute(Qt::WA_DeleteOnClose);
    setAcceptDrops(true);
    setWindowTitle(tr("Hearth"));
    m_welcome->setText(tr("Open a profile with File ▸ Open, or drop a file here.\n"
                          "pprof, folded stacks, perf script, Chrome/Node .cpuprofile and "
                          "performance traces, speedscope, stackprof, Firefox Profiler and "
                          "Pyroscope JSON are understood, plain or compressed."));
    m_welcome->setAlignment(Qt::AlignCenter);
    m_welcome->setTextFormat(Qt::PlainText);

    auto *loading = new QWidget(this);
    m_loadingLabel->setTextFormat(Qt::PlainText);
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    auto *ll = new QVBoxLayout(loading);
    ll->addStretch(1);
    ll->addWidget(m_loadingLabel, 0, Qt::AlignHCenter);
    ll->addWidget(m_progress);
    ll->addWidget(m_cancel, 0, Qt::AlignHCenter);
    ll->addStretch(1);
    ll->setContentsMargins(80, 0, 80, 0);

    m_pages->addWidget(m_welcome);
    m_pages->addWidget(loading);
    m_pages->addWidget(m_view);
    setCentralWidget(m_pages);
    buildMenus();

    connect(m_cancel, &QPushButton::clicked, m_loader, &ProfileLoader::cancel);
    connect(m_loader, &ProfileLoader::progress, m_progress, &QProgressBar::setValue);
    connect(m_loader, &ProfileLoader::loaded, this, &ProfileWindow::onLoaded);
    connect(m_loader, &ProfileLoader::failed, this, &ProfileWindow::onFailed);
    connect(m_loader, &ProfileLoader::cancelled, this, [this] {
        if (endReread()) {
            Q_EMIT loadFinished(false);
            return;
        }
        m_pages->setCurrentWidget(m_welcome);
        setWindowTitle(tr("Hearth"));
        Q_EMIT loadFinished(false);
    });
    m_reread = new QWidget(this);
    m_rereadLabel = new QLabel(m_reread);
    m_rereadLabel->setTextFormat(Qt::PlainText);
    m_rereadProgress = new QProgressBar(m_reread);
    m_rereadProgress->setRange(0, 1000);
    m_rereadProgress->setTextVisible(false);
    m_rereadProgress->setMaximumWidth(200);
    auto *rereadCancel = new QPushButton(tr("Cancel"), m_reread);
    auto *rl = new QHBoxLayout(m_reread);
    rl->setContentsMargins(0, 0, 0, 0);
    rl->addWidget(m_rereadLabel);
    rl->addWidget(m_rereadProgress);
    rl->addWidget(rereadCancel);
    statusBar()->addPermanentWidget(m_reread);
    m_reread->hide();
    statusBar()->hide();
    connect(rereadCancel, &QPushButton::clicked, m_loader, &ProfileLoader::cancel);
    connect(m_loader, &ProfileLoader::progress, m_rereadProgress, &QProgressBar::setValue);
    connect(m_view, &ProfileView::sampleTypeUnread, this, &ProfileWindow::readSampleType);
    if (!restoreGeometry(m_settings.value(kGeometryKey).toByteArray()))
        resize(QSize(1400, 860).boundedTo(screen()->availableSize())); // never beyond the screen
}

ProfileWindow::~ProfileWindow() = default;

void ProfileWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(HearthIcons::icon(HearthIcons::Open), tr("&Open…"), QKeySequence::Open, this,
                    &ProfileWindow::chooseAndOpen);
    file->addAction(tr("Open &Location…"), QKeySequence(tr("Ctrl+L")), this, [this] {
        bool ok = false;
        const QString url = QInputDialog::getText(
            this, tr("Open Location"),
            tr("A build bundle's http(s) address, or a profile store's console link:"),
            QLineEdit::Normal, QString(), &ok);
        if (ok && !url.trimmed().isEmpty())
            openFileAnywhere(url.trimmed());
    });
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    updateRecentMenu();
    m_needProfile << file->addAction(HearthIcons::icon(HearthIcons::Compare), tr("Compare &With…"),
                                     QKeySequence(tr("Ctrl+Shift+D")), this,
                                     &ProfileWindow::compareWith);
    file->addSeparator();
    m_needProfile << file->addAction(HearthIcons::icon(HearthIcons::Export), tr("Export as &PNG…"),
                                     QKeySequence(), this, [this] { exportAs(ExportPng); });
    m_needProfile << file->addAction(HearthIcons::icon(HearthIcons::Export), tr("Export as &SVG…"),
                                     QKeySequence(), this, [this] { exportAs(ExportSvg); });
    m_needProfile << file->addAction(HearthIcons::icon(HearthIcons::Export),
                                     tr("Export &Folded Stacks…"), QKeySequence(), this,
                                     [this] { exportAs(ExportFolded); });
    m_needProfile << file->addAction(HearthIcons::icon(HearthIcons::Export),
                                     tr("Export as pp&rof…"), QKeySequence(), this,
                                     [this] { exportAs(ExportPprof); });
    file->addSeparator();
    file->addAction(tr("&Close"), QKeySequence::Close, this, &QWidget::close);
    file->addAction(tr("&Quit"), QKeySequence::Quit, qApp, &QApplication::closeAllWindows);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    FlameGraphView *g = m_view->flameGraph();
    m_needProfile << view->addAction(HearthIcons::icon(HearthIcons::Back), tr("&Back"),
                                     QKeySequence::Back, g, &FlameGraphView::goBack);
    m_needProfile << view->addAction(HearthIcons::icon(HearthIcons::Forward), tr("&Forward"),
                                     QKeySequence::Forward, g, &FlameGraphView::goForward);
    m_needProfile << view->addAction(HearthIcons::icon(HearthIcons::Home), tr("&Reset View"),
                                     QKeySequence(), g, &FlameGraphView::resetView);
    // The view's own Find action, widened to the window: one owner of Ctrl+F.
    m_view->findAction()->setShortcutContext(Qt::WindowShortcut);
    view->addAction(m_view->findAction());
    m_needProfile << m_view->findAction();
    view->addSeparator();
    QAction *icicle =
        view->addAction(HearthIcons::icon(HearthIcons::Icicle), tr("&Icicle (Root at the Top)"));
    icicle->setCheckable(true);
    icicle->setChecked(g->isIcicle());
    connect(icicle, &QAction::toggled, m_view, &ProfileView::setIcicle);
    connect(g, &FlameGraphView::orientationChanged, icicle, &QAction::setChecked);
    QAction *skip =
        view->addAction(HearthIcons::icon(HearthIcons::SkipTrunk), tr("&Skip the Shared Trunk"));
    skip->setCheckable(true);
    connect(skip, &QAction::toggled, m_view->skipTrunkButton(), &QToolButton::setChecked);
    connect(m_view->skipTrunkButton(), &QToolButton::toggled, skip, &QAction::setChecked);

    QMenu *window = menuBar()->addMenu(tr("&Window"));
    window->addAction(HearthIcons::icon(HearthIcons::Compare), tr("&Compare Two Files…"),
                      QKeySequence(tr("Ctrl+Shift+O")), this, [this] {
                          auto *w = new CompareWindow(m_settings);
                          w->show();
                          w->chooseFiles();
                      });

    QMenu *lang = view->addMenu(tr("&Language"));
    auto *group = new QActionGroup(this);
    const QString current = m_settings.value(LanguageSetting::key()).toString();
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
    for (QAction *a : std::as_const(m_needProfile))
        a->setEnabled(false);
}

void ProfileWindow::compareWith()
{
    const QList<CompareSource> self = compareSources();
    if (self.isEmpty())
        return;
    CompareWithDialog::compare(self.first(), m_settings, this);
}

QList<CompareSource> ProfileWindow::compareSources() const
{
    if (!hasProfile())
        return {};
    CompareSource s = CompareSource::ofSnapshot(m_view->snapshot(), QFileInfo(m_path).fileName());
    s.owner = const_cast<ProfileWindow *>(this);
    s.group = tr("Profile windows");
    return {s};
}

void ProfileWindow::setLanguage(const QString &language)
{
    m_settings.setValue(LanguageSetting::key(), language);
    // Every window follows at once (QEvent::LanguageChange); numbers follow the locale too.
    if (!LanguageSetting::apply(&m_settings))
        QMessageBox::information(this, tr("Language"),
                                 tr("The language changes when Hearth is started again."));
}

void ProfileWindow::changeEvent(QEvent *event)
{
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        Retranslator::retranslate(this);
}

bool ProfileWindow::hasProfile() const
{
    return m_view->snapshot().isValid();
}

bool ProfileWindow::isLoading() const
{
    return m_loader->isRunning();
}

void ProfileWindow::chooseAndOpen()
{
    const QString dir = m_settings.value(QStringLiteral("lastDir"), QDir::homePath()).toString();
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Open Profile"), dir,
        tr("Profiles and build bundles (*.pb *.pb.gz *.pprof *.prof *.gz *.zst *.folded *.txt "
           "*.cpuprofile *.json *.profbundle);;All files (*)"));
    for (const QString &p : paths)
        openFileAnywhere(p);
}

void ProfileWindow::openFileAnywhere(const QString &path)
{
    // A bundle or a link belongs in its own kind of window.
    if (WindowOpener::belongsElsewhere(path) && WindowOpener::open(path))
        return;
    if (!hasProfile() && !isLoading()) {
        openFile(path);
        return;
    }
    auto *w = new ProfileWindow(m_settings);
    w->show();
    w->openFile(path);
}

void ProfileWindow::openFile(const QString &path)
{
    m_path = path;
    m_lastError.clear();
    m_settings.setValue(QStringLiteral("lastDir"), QFileInfo(path).absolutePath());
    m_loadingLabel->setText(
        tr("Reading %1…").arg(UntrustedText::display(QFileInfo(path).fileName())));
    m_progress->setValue(0);
    m_pages->setCurrentIndex(1);
    setWindowTitle(
        tr("%1 — Hearth")
            .arg(UntrustedText::display(QFileInfo(path).fileName(), UntrustedText::ShortLength)));
    m_loader->load(path);
}

void ProfileWindow::readSampleType(int sampleType)
{
    const ProfileSnapshot &shown = m_view->snapshot();
    if (!shown.profile || m_path.isEmpty())
        return;
    // The type chosen first (the snapshot shows it), and keep those already read.
    QList<int> types{sampleType};
    for (int t = 0; t < shown.profile->sampleTypes().size(); ++t) {
        if (t != sampleType && shown.profile->hasStacksFor(t))
            types << t;
    }
    m_rereading = true;
    m_rereadLabel->setText(
        tr("Reading %1 for %2…")
            .arg(UntrustedText::display(QFileInfo(m_path).fileName()),
                 UntrustedText::display(shown.profile->sampleTypes().value(sampleType).type)));
    m_rereadProgress->setValue(0);
    m_reread->show();
    statusBar()->show();
    m_loader->load(m_path, types);
}

bool ProfileWindow::endReread()
{
    if (!m_rereading)
        return false;
    m_rereading = false;
    m_reread->hide();
    statusBar()->hide();
    // The type selector goes back to what is shown.
    m_view->header()->setSnapshot(m_view->snapshot());
    return true;
}

void ProfileWindow::onLoaded(const ProfileSnapshot &snapshot)
{
    if (endReread()) {
        m_view->setSnapshot(snapshot);
        Q_EMIT loadFinished(true);
        return;
    }
    m_view->setSnapshot(snapshot);
    m_pages->setCurrentWidget(m_view);
    for (QAction *a : std::as_const(m_needProfile))
        a->setEnabled(true);
    addRecent(QFileInfo(m_path).absoluteFilePath());
    m_view->flameGraph()->setFocus();
    Q_EMIT loadFinished(true);
}

void ProfileWindow::onFailed(const ParseError &error)
{
    // A failed re-read for another sample type leaves the profile shown as it was.
    if (!endReread()) {
        m_pages->setCurrentWidget(m_welcome);
        setWindowTitle(tr("Hearth"));
    }
    m_lastError = error.toString();
    Q_EMIT loadFinished(false);
    if (!m_errorDialogs)
        return;
    QMessageBox box(QMessageBox::Warning, tr("Cannot Open Profile"),
                    tr("Hearth cannot read this file."), QMessageBox::Ok, this);
    box.setTextFormat(Qt::PlainText);
    box.setInformativeText(UntrustedText::paragraph(m_lastError));
    makeLabelsPlain(&box);
    box.exec();
}

QStringList ProfileWindow::recentFiles() const
{
    return m_settings.value(kRecentKey).toStringList();
}

void ProfileWindow::addRecent(const QString &path)
{
    QStringList recent = recentFiles();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent)
        recent.removeLast();
    m_settings.setValue(kRecentKey, recent);
    updateRecentMenu();
}

void ProfileWindow::updateRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = recentFiles();
    for (const QString &p : recent) {
        QAction *a = m_recentMenu->addAction(UntrustedText::menuText(QFileInfo(p).fileName()), this,
                                             [this, p] { openFileAnywhere(p); });
        a->setToolTip(UntrustedText::toolTip(UntrustedText::display(p, 1000)));
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void ProfileWindow::exportAs(int kind)
{
    static const char *const filters[] = {
        QT_TR_NOOP("PNG image (*.png)"), QT_TR_NOOP("SVG image (*.svg)"),
        QT_TR_NOOP("Folded stacks (*.folded)"), QT_TR_NOOP("pprof profile (*.pb.gz)")};
    static const char *const suffixes[] = {".png", ".svg", ".folded", ".pb.gz"};
    const QString base = QFileInfo(m_path).completeBaseName();
    const QString dir = m_settings.value(QStringLiteral("lastDir"), QDir::homePath()).toString();
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export"), dir + QLatin1Char('/') + base + QLatin1String(suffixes[kind]),
        tr(filters[kind]));
    if (path.isEmpty())
        return;
    const bool ok = kind == ExportPng      ? m_view->exportPng(path)
                    : kind == ExportSvg    ? m_view->exportSvg(path)
                    : kind == ExportFolded ? m_view->exportFolded(path)
                                           : m_view->exportPprof(path);
    if (!ok) {
        QMessageBox box(QMessageBox::Warning, tr("Export"),
                        tr("Could not write %1.").arg(UntrustedText::display(path, 1000)),
                        QMessageBox::Ok, this);
        makeLabelsPlain(&box);
        box.exec();
    }
}

void ProfileWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void ProfileWindow::dropEvent(QDropEvent *event)
{
    for (const QUrl &url : event->mimeData()->urls()) {
        if (url.isLocalFile())
            openFileAnywhere(url.toLocalFile());
    }
    event->acceptProposedAction();
}

void ProfileWindow::closeEvent(QCloseEvent *event)
{
    m_loader->cancel();
    m_settings.setValue(kGeometryKey, saveGeometry());
    QMainWindow::closeEvent(event);
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "profilewindow.h"

#include "afterpaint.h"
#include "analysis/profileloader.h"
#include "comparewindow.h"
#include "comparewithdialog.h"
#include "flamegraphview.h"
#include "hearthicons.h"
#include "languagesetting.h"
#include "loadingpanel.h"
#include "profileheaderwidget.h"
#include "profileview.h"
#include "retranslator.h"
#include "settingswrite.h"
#include "transformcontroller.h"
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
enum ExportKind { ExportPng, ExportSvg, ExportFolded, ExportPprof };
} // namespace

ProfileWindow::ProfileWindow(QSettings &settings, QWidget *parent)
    : ShellWindow(Kind::Profile, &settings, parent)
    , m_settings(settings)
    , m_loader(new ProfileLoader(this))
    , m_view(new ProfileView(&settings, this))
    , m_pages(new QStackedWidget(this))
    , m_welcome(new QLabel(this))
    , m_loading(new LoadingPanel(this))
{
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Hearth"));
    m_welcome->setText(tr("Open a profile with File ▸ Open, or drop a file here.\n"
                          "pprof, folded stacks, perf script, Chrome/Node .cpuprofile and "
                          "performance traces, speedscope, stackprof, Firefox Profiler and "
                          "Pyroscope JSON are understood, plain or compressed."));
    m_welcome->setAlignment(Qt::AlignCenter);
    m_welcome->setTextFormat(Qt::PlainText);

    m_pages->addWidget(m_welcome);
    m_pages->addWidget(m_loading);
    m_pages->addWidget(m_view);
    setCentralWidget(m_pages);
    buildMenus();

    connect(m_loading, &LoadingPanel::cancelRequested, m_loader, &ProfileLoader::cancel);
    connect(m_loader, &ProfileLoader::loaded, this, &ProfileWindow::onLoaded);
    connect(m_loader, &ProfileLoader::failed, this, &ProfileWindow::onFailed);
    connect(m_loader, &ProfileLoader::cancelled, this, &ProfileWindow::onCancelled);
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
    // A message shown on an empty window ("Cancelled.") takes the status bar with it.
    connect(statusBar(), &QStatusBar::messageChanged, this, [this](const QString &message) {
        if (message.isEmpty() && !m_rereading && !isLoading())
            statusBar()->hide();
    });
    connect(rereadCancel, &QPushButton::clicked, m_loader, &ProfileLoader::cancel);
    connect(m_loader, &ProfileLoader::progress, m_rereadProgress, &QProgressBar::setValue);
    connect(m_view, &ProfileView::sampleTypeUnread, this, &ProfileWindow::readSampleType);
    finishShell(QSize(1400, 860));
}

ProfileWindow::~ProfileWindow() = default;

void ProfileWindow::buildMenus()
{
    openAction()->setIcon(HearthIcons::icon(HearthIcons::Open));
    auto fileAction = [this](const QIcon &icon, const QString &text, const QKeySequence &key,
                             auto slot) {
        auto *a = new QAction(icon, text, this);
        a->setShortcut(key);
        connect(a, &QAction::triggered, this, slot);
        addFileAction(a);
        m_needProfile << a;
        return a;
    };
    fileAction(HearthIcons::icon(HearthIcons::Compare), tr("Compare &With…"),
               QKeySequence(tr("Ctrl+Shift+D")), [this] { compareWith(); });
    fileAction(HearthIcons::icon(HearthIcons::Export), tr("Export as &PNG…"), QKeySequence(),
               [this] { exportAs(ExportPng); });
    fileAction(HearthIcons::icon(HearthIcons::Export), tr("Export as &SVG…"), QKeySequence(),
               [this] { exportAs(ExportSvg); });
    fileAction(HearthIcons::icon(HearthIcons::Export), tr("Export &Folded Stacks…"), QKeySequence(),
               [this] { exportAs(ExportFolded); });
    fileAction(HearthIcons::icon(HearthIcons::Export), tr("Export as pp&rof…"), QKeySequence(),
               [this] { exportAs(ExportPprof); });

    // The view's own Find action, widened to the window: one owner of Ctrl+F.
    setFindAction(m_view->findAction());
    m_needProfile << m_view->findAction();

    QMenu *view = viewMenu();
    FlameGraphView *g = m_view->flameGraph();
    m_needProfile << view->addAction(HearthIcons::icon(HearthIcons::Back), tr("&Back"),
                                     QKeySequence::Back, m_view, &ProfileView::goBack);
    m_needProfile << view->addAction(HearthIcons::icon(HearthIcons::Forward), tr("&Forward"),
                                     QKeySequence::Forward, m_view, &ProfileView::goForward);
    m_needProfile << view->addAction(HearthIcons::icon(HearthIcons::Home), tr("&Reset View"),
                                     QKeySequence(), g, &FlameGraphView::resetView);
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

    // Transform ▸ (issue 17): the view's own menu, with its undo and redo.
    m_needProfile << menuBar()->addMenu(m_view->transformController()->menu());
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
    // As read: a comparison applies the same transforms to both sides.
    CompareSource s =
        CompareSource::ofSnapshot(m_view->originalSnapshot(), QFileInfo(m_path).fileName());
    s.transforms = m_view->transforms();
    s.owner = const_cast<ProfileWindow *>(this);
    s.group = tr("Profile windows");
    return {s};
}

void ProfileWindow::changeEvent(QEvent *event)
{
    ShellWindow::changeEvent(event);
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

void ProfileWindow::openLocation(const QString &fileOrUrl)
{
    openFileAnywhere(fileOrUrl);
}

void ProfileWindow::openFileAnywhere(const QString &path)
{
    // A bundle or a link belongs in its own kind of window.
    if (WindowOpener::belongsElsewhere(path)) {
        ShellWindow::openLocation(path);
        return;
    }
    if (!hasProfile() && !isLoading()) {
        openFile(path);
        return;
    }
    auto *w = new ProfileWindow(m_settings);
    w->m_openedForFile = true;
    w->show();
    w->openFile(path);
}

void ProfileWindow::openFile(const QString &path)
{
    m_path = path;
    m_lastError.clear();
    SettingsWrite::set(m_settings, QStringLiteral("lastDir"), QFileInfo(path).absolutePath());
    const QString reading =
        tr("Reading %1…").arg(UntrustedText::display(QFileInfo(path).fileName()));
    m_pages->setCurrentWidget(m_loading);
    setBusy(true, reading);
    setWindowTitle(
        tr("%1 — Hearth")
            .arg(UntrustedText::display(QFileInfo(path).fileName(), UntrustedText::ShortLength)));
    m_loader->load(path);
    m_loading->start(reading, m_loader->readProgress());
    m_loading->cancelButton()->setFocus();
}

void ProfileWindow::onCancelled()
{
    m_loading->stop();
    if (endReread()) {
        Q_EMIT loadFinished(false);
        return;
    }
    setBusy(false);
    m_pages->setCurrentWidget(m_welcome);
    setWindowTitle(tr("Hearth"));
    m_path.clear();
    Q_EMIT loadFinished(false);
    if (m_openedForFile) {
        close(); // a window opened for this file alone, and nothing else to show
        return;
    }
    statusBar()->show();
    statusBar()->showMessage(tr("Cancelled."), 5000);
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
    setBusy(true, tr("Reading…"));
    m_loader->load(m_path, types);
}

bool ProfileWindow::endReread()
{
    if (!m_rereading)
        return false;
    m_rereading = false;
    setBusy(false);
    m_reread->hide();
    statusBar()->hide();
    // A message shown on an empty window ("Cancelled.") takes the status bar with it.
    connect(statusBar(), &QStatusBar::messageChanged, this, [this](const QString &message) {
        if (message.isEmpty() && !m_rereading && !isLoading())
            statusBar()->hide();
    });
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
    m_loading->stop();
    setBusy(false);
    statusBar()->clearMessage();
    m_view->setSnapshot(snapshot);
    m_pages->setCurrentWidget(m_view);
    for (QAction *a : std::as_const(m_needProfile))
        a->setEnabled(true);
    // After the first paint, in an event-loop pass of its own: a new entry rewrites the
    // settings with an fdatasync (SettingsWrite), 10-20 ms that added to the paint's block.
    AfterPaint::run(this, [this, path = QFileInfo(m_path).absoluteFilePath()] {
        addRecent(RecentFiles::Kind::Profile, path);
    });
    m_view->flameGraph()->setFocus();
    Q_EMIT loadFinished(true);
}

void ProfileWindow::onFailed(const ParseError &error)
{
    // A failed re-read for another sample type leaves the profile shown as it was.
    m_loading->stop();
    if (!endReread()) {
        setBusy(false);
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
    QStringList out;
    const QList<RecentFiles::Entry> entries = RecentFiles(m_settings).entries();
    for (const RecentFiles::Entry &e : entries)
        out << e.location;
    return out;
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

void ProfileWindow::closeEvent(QCloseEvent *event)
{
    m_loader->cancel();
    ShellWindow::closeEvent(event);
}

} // namespace hearth

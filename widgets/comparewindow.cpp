#include "comparewindow.h"

#include "buildcompareview.h"
#include "differenceview.h"
#include "flamegraphview.h"
#include "profileloader.h"
#include "profileview.h"

#include "bundle/bundleanalysis.h"
#include "bundle/bundleformat.h"
#include "bundle/bundlereader.h"

#include <QCheckBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace hearth {

CompareWindow::CompareWindow(QSettings &settings, QWidget *parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_loaderA(new ProfileLoader(this))
    , m_loaderB(new ProfileLoader(this))
    , m_tabs(new QTabWidget(this))
    , m_a(new ProfileView(&settings, this))
    , m_b(new ProfileView(&settings, this))
    , m_diff(new DifferenceView(this))
    , m_link(new QCheckBox(tr("Link navigation"), this))
    , m_status(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
{
    setAttribute(Qt::WA_DeleteOnClose);
    setWindowTitle(tr("Compare — Hearth"));
    m_link->setChecked(true);
    m_link->setToolTip(tr("Zoom focus, search and selection follow each other in both profiles, "
                          "matched by call path and function name."));
    auto *side = new QWidget(this);
    auto *split = new QSplitter(Qt::Horizontal, side);
    split->addWidget(m_a);
    split->addWidget(m_b);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->addWidget(m_link);
    sideLayout->addWidget(split, 1);
    m_tabs->addTab(side, tr("Side by side"));
    m_tabs->addTab(m_diff, tr("Difference"));
    setCentralWidget(m_tabs);

    m_status->setTextFormat(Qt::PlainText);
    m_progress->setRange(0, 2000);
    m_progress->setMaximumWidth(240);
    statusBar()->addWidget(m_status, 1);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancel);
    m_progress->hide();
    m_cancel->hide();

    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&Compare Two Files…"), QKeySequence(tr("Ctrl+Shift+O")), this,
                    &CompareWindow::chooseFiles);
    file->addAction(tr("&Close"), QKeySequence::Close, this, &QWidget::close);

    link(m_a, m_b);
    link(m_b, m_a);
    for (ProfileLoader *l : {m_loaderA, m_loaderB}) {
        connect(l, &ProfileLoader::progress, this, [this] {
            m_progress->setValue(m_progress->value() + 0); // repaint only
        });
        connect(l, &ProfileLoader::loaded, this, [this, l](const ProfileSnapshot &s) {
            (l == m_loaderA ? m_snapA : m_snapB) = s;
            onLoaded();
        });
        connect(l, &ProfileLoader::failed, this, &CompareWindow::onFailed);
        connect(l, &ProfileLoader::cancelled, this, [this] {
            if (m_pending <= 0)
                return; // already finished (the other file failed)
            m_pending = 0;
            m_progress->hide();
            m_cancel->hide();
            m_status->setText(tr("Loading cancelled."));
            Q_EMIT loadFinished(false);
        });
    }
    connect(m_loaderA, &ProfileLoader::progress, this,
            [this](int p) { m_progress->setValue(p + (m_progress->value() >= 1000 ? 1000 : 0)); });
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        m_loaderA->cancel();
        m_loaderB->cancel();
    });
    resize(1500, 900);
}

CompareWindow::~CompareWindow() = default;

void CompareWindow::chooseFiles()
{
    const QString dir = m_settings.value(QStringLiteral("compare/lastDir")).toString();
    const QString filter =
        tr("Profiles (*.pb.gz *.pprof *.pb *.folded *.txt *.zst);;All files (*)");
    const QString a = QFileDialog::getOpenFileName(this, tr("Profile A"), dir, filter);
    if (a.isEmpty())
        return;
    const QString b =
        QFileDialog::getOpenFileName(this, tr("Profile B"), QFileInfo(a).path(), filter);
    if (b.isEmpty())
        return;
    m_settings.setValue(QStringLiteral("compare/lastDir"), QFileInfo(b).path());
    openFiles(a, b);
}

namespace {

bool isBundleFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) && BundleFormat::sniff(f.read(BundleFormat::HeaderSize));
}

struct BundlePair
{
    BundleResult a;
    BundleResult b;
};

} // namespace

void CompareWindow::openFiles(const QString &a, const QString &b)
{
    const bool bundleA = isBundleFile(a);
    const bool bundleB = isBundleFile(b);
    if (bundleA && bundleB)
        return openBundles(a, b);
    if (bundleA != bundleB) {
        m_pending = 1;
        ParseError e;
        e.kind = ParseError::Kind::UnknownFormat;
        e.file = bundleA ? b : a;
        e.detail = tr("a build bundle is compared with another build bundle; open the bundle "
                      "and compare one of its stages instead");
        onFailed(e);
        return;
    }
    m_error.clear();
    m_snapA = {};
    m_snapB = {};
    m_pending = 2;
    m_status->setText(
        tr("Reading %1 and %2…").arg(QFileInfo(a).fileName(), QFileInfo(b).fileName()));
    m_progress->setValue(0);
    m_progress->show();
    m_cancel->show();
    setWindowTitle(tr("%1 ↔ %2 — Hearth").arg(QFileInfo(a).fileName(), QFileInfo(b).fileName()));
    m_loaderA->load(a);
    m_loaderB->load(b);
}

void CompareWindow::openBundles(const QString &a, const QString &b)
{
    m_error.clear();
    m_pending = 1;
    m_status->setText(
        tr("Reading %1 and %2…").arg(QFileInfo(a).fileName(), QFileInfo(b).fileName()));
    m_progress->setRange(0, 0);
    m_progress->show();
    setWindowTitle(tr("%1 ↔ %2 — Hearth").arg(QFileInfo(a).fileName(), QFileInfo(b).fileName()));
    auto *watcher = new QFutureWatcher<BundlePair>(this);
    connect(watcher, &QFutureWatcher<BundlePair>::finished, this, [this, watcher] {
        watcher->deleteLater();
        const BundlePair r = watcher->result();
        m_progress->setRange(0, 2000);
        for (const BundleResult *x : {&r.a, &r.b}) {
            if (!x->ok()) {
                onFailed(x->error);
                return;
            }
        }
        if (!m_builds) {
            m_builds = new BuildCompareView(this);
            m_tabs->insertTab(0, m_builds, tr("Builds"));
            connect(m_builds, &BuildCompareView::stageActivated, this,
                    &CompareWindow::compareStage);
        }
        m_builds->setBuilds(r.a.bundle, r.b.bundle);
        m_tabs->setCurrentWidget(m_builds);
        finishLoading(true, {});
    });
    watcher->setFuture(QtConcurrent::run([a, b] {
        return BundlePair{BundleReader::readFile(a), BundleReader::readFile(b)};
    }));
}

void CompareWindow::compareStage(const QString &stage)
{
    if (!m_builds || !m_builds->bundleA())
        return;
    const Bundle::Ptr a = m_builds->bundleA();
    const Bundle::Ptr b = m_builds->bundleB();
    const int sa = a->stageIndex(stage);
    const int sb = b->stageIndex(stage);
    const int pa = sa >= 0 ? a->cpuProfileOf(sa) : -1;
    const int pb = sb >= 0 ? b->cpuProfileOf(sb) : -1;
    if (pa < 0 || pb < 0) {
        m_status->setText(tr("%1 has no CPU profile in %2, so there is no flame graph to compare.")
                              .arg(stage, pa < 0 ? tr("A") : tr("B")));
        return;
    }
    m_status->setText(tr("Reading the profiles of %1…").arg(stage));
    auto *watcher = new QFutureWatcher<std::pair<ProfileSnapshot, ProfileSnapshot>>(this);
    connect(watcher, &QFutureWatcher<std::pair<ProfileSnapshot, ProfileSnapshot>>::finished, this,
            [this, watcher, stage] {
                watcher->deleteLater();
                const auto [sa, sb] = watcher->result();
                if (!sa.isValid() || !sb.isValid()) {
                    m_status->setText(tr("A profile of %1 cannot be read.").arg(stage));
                    return;
                }
                m_status->setText(tr("Stage %1: A against B.").arg(stage));
                setSnapshots(sa, sb);
                m_tabs->setCurrentWidget(m_diff);
            });
    watcher->setFuture(QtConcurrent::run([a, b, pa, pb, stage] {
        auto snap = [&stage](const Bundle::Ptr &bundle, int p, const QString &side) {
            const ProfileResult r =
                bundle->profiles()[p].profile(BundleAnalysis::profileName(*bundle, p, side));
            return r.ok()
                       ? ProfileSnapshot::build(r.profile, -1, side + QStringLiteral(": ") + stage)
                       : ProfileSnapshot();
        };
        return std::make_pair(snap(a, pa, QStringLiteral("A")), snap(b, pb, QStringLiteral("B")));
    }));
}

void CompareWindow::finishLoading(bool ok, const QString &error)
{
    m_pending = 0;
    m_progress->hide();
    m_cancel->hide();
    m_status->setText(error);
    Q_EMIT loadFinished(ok);
}

void CompareWindow::onLoaded()
{
    if (m_pending <= 0 || --m_pending > 0)
        return;
    m_progress->hide();
    m_cancel->hide();
    m_status->clear();
    setSnapshots(m_snapA, m_snapB);
    Q_EMIT loadFinished(true);
}

void CompareWindow::onFailed(const ParseError &error)
{
    if (m_pending <= 0)
        return;
    m_pending = 0;
    m_loaderA->cancel();
    m_loaderB->cancel();
    m_progress->hide();
    m_cancel->hide();
    m_error = error.toString();
    m_status->setText(m_error);
    if (m_errorDialogs) {
        QMessageBox box(QMessageBox::Warning, tr("Cannot compare"), m_error, QMessageBox::Ok, this);
        box.setTextFormat(Qt::PlainText);
        box.exec();
    }
    Q_EMIT loadFinished(false);
}

void CompareWindow::setSnapshots(const ProfileSnapshot &a, const ProfileSnapshot &b)
{
    m_snapA = a;
    m_snapB = b;
    m_a->setSnapshot(a);
    m_b->setSnapshot(b);
    m_diff->setProfiles(a, b);
    if (!a.fileName.isEmpty() && !b.fileName.isEmpty())
        setWindowTitle(
            tr("%1 ↔ %2 — Hearth")
                .arg(QFileInfo(a.fileName).fileName(), QFileInfo(b.fileName).fileName()));
}

quint32 CompareWindow::samePath(const CallTree &from, quint32 node, const CallTree &to)
{
    std::vector<quint32> chain;
    for (quint32 n = node; n != 0; n = from.parent(n))
        chain.push_back(n);
    quint32 at = 0;
    for (auto it = chain.rbegin(); it != chain.rend(); ++it) {
        const QString &name = from.profile().functions()[from.function(*it)].name;
        quint32 found = 0;
        for (quint32 c = at + 1; c < to.subtreeEnd(at); c = to.subtreeEnd(c)) {
            if (to.profile().functions()[to.function(c)].name == name) {
                found = c;
                break;
            }
        }
        if (found == 0)
            break;
        at = found;
    }
    return at;
}

void CompareWindow::link(ProfileView *from, ProfileView *to)
{
    FlameGraphView *src = from->flameGraph();
    FlameGraphView *dst = to->flameGraph();
    connect(src, &FlameGraphView::focusChanged, this, [this, src, dst](quint32 node) {
        if (m_syncing || !m_link->isChecked() || !src->tree() || !dst->tree())
            return;
        m_syncing = true;
        dst->focusOn(samePath(*src->tree(), node, *dst->tree()));
        m_syncing = false;
    });
    connect(src, &FlameGraphView::selectionChanged, this, [this, src, dst](quint32 node) {
        if (m_syncing || !m_link->isChecked() || !src->tree() || !dst->tree() ||
            node >= src->tree()->nodeCount() || node == 0)
            return;
        m_syncing = true;
        const quint32 match = samePath(*src->tree(), node, *dst->tree());
        const bool exact = match != 0 && dst->tree()->name(match) == src->tree()->name(node) &&
                           dst->tree()->depth(match) == src->tree()->depth(node);
        dst->setSelectedNode(exact ? match : FlameGraphView::NoNode);
        m_syncing = false;
    });
    connect(from->searchField(), &QLineEdit::textChanged, this, [this, to](const QString &text) {
        if (m_syncing || !m_link->isChecked())
            return;
        m_syncing = true;
        to->searchField()->setText(text);
        m_syncing = false;
    });
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "comparewindow.h"

#include "retranslator.h"

#include "analysis/inparallel.h"

#include "analysis/profileloader.h"
#include "buildcompareview.h"

#include "analysis/comparability.h"
#include "differenceview.h"
#include "flamegraphview.h"
#include "profileview.h"

#include "itemmodels/functiontablemodel.h"

#include "bundle/bundleanalysis.h"
#include "bundle/bundleformat.h"
#include "bundle/bundlereader.h"

#include "itemmodels/untrustedtext.h"
#include "plaintextlabels.h"
#include "settingswrite.h"

#include <QCheckBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QSettings>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <tuple>

namespace hearth {

CompareWindow::CompareWindow(QSettings &settings, QWidget *parent)
    : ShellWindow(Kind::Compare, &settings, parent)
    , m_settings(settings)
    , m_loaderA(new ProfileLoader(this))
    , m_loaderB(new ProfileLoader(this))
    , m_tabs(new QTabWidget(this))
    , m_a(new ProfileView(&settings, this))
    , m_b(new ProfileView(&settings, this))
    , m_diff(new DifferenceView(this))
    , m_link(new QCheckBox(tr("Link navigation"), this))
    , m_titleA(new QLabel(this))
    , m_titleB(new QLabel(this))
    , m_guard(new QLabel(this))
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
    // Each side is named after its source above its own units-aware header.
    for (auto [title, view, letter] :
         {std::tuple{m_titleA, m_a, tr("A")}, std::tuple{m_titleB, m_b, tr("B")}}) {
        title->setTextFormat(Qt::PlainText); // file, span and component names from the data
        title->setWordWrap(true);
        title->setTextInteractionFlags(Qt::TextSelectableByMouse);
        title->setAccessibleName(tr("Profile %1").arg(letter));
        QFont bold = title->font();
        bold.setBold(true);
        title->setFont(bold);
        title->setContentsMargins(6, 2, 6, 0);
        title->hide();
        auto *pane = new QWidget(split);
        auto *paneLayout = new QVBoxLayout(pane);
        paneLayout->setContentsMargins(0, 0, 0, 0);
        paneLayout->setSpacing(0);
        paneLayout->addWidget(title);
        paneLayout->addWidget(view, 1);
        split->addWidget(pane);
    }
    m_guard->setTextFormat(Qt::PlainText);
    m_guard->setWordWrap(true);
    m_guard->setObjectName(QStringLiteral("guard"));
    QFont strong = m_guard->font();
    strong.setBold(true);
    m_guard->setFont(strong);
    m_guard->setFrameShape(QFrame::StyledPanel);
    m_guard->setContentsMargins(8, 6, 8, 6);
    m_guard->setAutoFillBackground(true);
    m_guard->setBackgroundRole(QPalette::ToolTipBase);
    m_guard->setForegroundRole(QPalette::ToolTipText);
    m_guard->hide();
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->addWidget(m_guard);
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

    setBusyStatusShown(false); // the status bar has the window's own progress and Cancel

    // The difference graph is drawn as every other graph: flame or icicle as the user chose.
    m_diff->setIcicle(m_a->flameGraph()->isIcicle());
    for (ProfileView *v : {m_a, m_b})
        connect(v->flameGraph(), &FlameGraphView::orientationChanged, m_diff,
                &DifferenceView::setIcicle);
    link(m_a, m_b);
    link(m_b, m_a);
    // One transform stack for both sides (issue 17): what one side is given, the other takes.
    for (auto [from, to] : {std::pair{m_a, m_b}, std::pair{m_b, m_a}}) {
        connect(from, &ProfileView::transformsChanged, this, [this, from, to] {
            if (m_syncingTransforms)
                return;
            m_syncingTransforms = true;
            to->setTransforms(from->transforms());
            m_syncingTransforms = false;
        });
        connect(from, &ProfileView::transformApplied, this, &CompareWindow::updateDifference);
    }
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
            setBusy(false);
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
        if (m_readingSources) {
            // A store may take its time: it is told to give up, and a late answer is dropped.
            m_sources.cancel();
            m_readingSources = false;
            m_progress->setRange(0, 2000);
            finishLoading(false, tr("Cancelled."));
        }
    });
    finishShell(QSize(1500, 900));
}

// m_sources tells a worker still reading to return soon instead of holding the thread pool.
CompareWindow::~CompareWindow() = default;

QString CompareWindow::profileFileFilter()
{
    return tr("Profiles (*.pb.gz *.pprof *.pb *.prof *.folded *.txt *.zst);;All files (*)");
}

void CompareWindow::chooseFiles()
{
    const QString dir = m_settings.value(lastDirKey()).toString();
    const QString filter = profileFileFilter();
    const QString a = QFileDialog::getOpenFileName(this, tr("Profile A"), dir, filter);
    if (a.isEmpty())
        return;
    const QString b =
        QFileDialog::getOpenFileName(this, tr("Profile B"), QFileInfo(a).path(), filter);
    if (b.isEmpty())
        return;
    SettingsWrite::set(m_settings, lastDirKey(), QFileInfo(b).path());
    openFiles(a, b);
}

void CompareWindow::openFiles(const QString &a, const QString &b)
{
    m_sources.cancel(); // two sources still being read are not shown now
    m_readingSources = false;
    const bool bundleA = BundleFormat::isBundleFile(a);
    const bool bundleB = BundleFormat::isBundleFile(b);
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
    m_status->setText(tr("Reading %1 and %2…")
                          .arg(UntrustedText::display(QFileInfo(a).fileName()),
                               UntrustedText::display(QFileInfo(b).fileName())));
    m_progress->setValue(0);
    m_progress->show();
    setBusy(true);
    m_cancel->show();
    setWindowTitle(
        tr("%1 ↔ %2 — Hearth")
            .arg(UntrustedText::display(QFileInfo(a).fileName(), UntrustedText::ShortLength),
                 UntrustedText::display(QFileInfo(b).fileName(), UntrustedText::ShortLength)));
    m_loaderA->load(a);
    m_loaderB->load(b);
}

void CompareWindow::openBundles(const QString &a, const QString &b)
{
    m_error.clear();
    m_pending = 1;
    m_status->setText(tr("Reading %1 and %2…")
                          .arg(UntrustedText::display(QFileInfo(a).fileName()),
                               UntrustedText::display(QFileInfo(b).fileName())));
    m_progress->setRange(0, 0);
    m_progress->show();
    setBusy(true);
    setWindowTitle(
        tr("%1 ↔ %2 — Hearth")
            .arg(UntrustedText::display(QFileInfo(a).fileName(), UntrustedText::ShortLength),
                 UntrustedText::display(QFileInfo(b).fileName(), UntrustedText::ShortLength)));
    auto read = [a, b] { return BundlePair{BundleReader::readFile(a), BundleReader::readFile(b)}; };
    m_bundles.start(read, [this](const BundlePair &r) {
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
            connect(m_builds, &BuildCompareView::spanActivated, this, &CompareWindow::compareSpans);
        }
        m_builds->setBuilds(r.a.bundle, r.b.bundle);
        m_tabs->setCurrentWidget(m_builds);
        finishLoading(true, {});
    });
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
                              .arg(UntrustedText::display(stage), pa < 0 ? tr("A") : tr("B")));
        return;
    }
    compareSources(CompareSource::ofStage(a, sa, false), CompareSource::ofStage(b, sb, false));
}

void CompareWindow::compareSpans(int spanA, int spanB)
{
    if (!m_builds || !m_builds->bundleA())
        return;
    const Bundle::Ptr a = m_builds->bundleA();
    const Bundle::Ptr b = m_builds->bundleB();
    if (spanA < 0 || spanB < 0 || spanA >= a->spans().size() || spanB >= b->spans().size()) {
        m_status->setText(tr("This span is in one build only, so there is no difference to show."));
        return;
    }
    compareSources(CompareSource::ofSpan(a, spanA, true), CompareSource::ofSpan(b, spanB, true));
}

void CompareWindow::compareSources(const CompareSource &a, const CompareSource &b)
{
    m_error.clear();
    m_loaderA->cancel();
    m_loaderB->cancel();
    m_pending = 1;
    m_status->setText(tr("Reading %1 and %2…")
                          .arg(UntrustedText::display(a.title), UntrustedText::display(b.title)));
    m_progress->setRange(0, 0);
    m_progress->show();
    setBusy(true);
    m_cancel->show();
    m_readingSources = true;
    setWindowTitle(tr("%1 ↔ %2 — Hearth")
                       .arg(UntrustedText::display(a.title, UntrustedText::ShortLength),
                            UntrustedText::display(b.title, UntrustedText::ShortLength)));
    auto read = [a, b](const std::atomic<bool> *cancel) {
        // The two sides are independent: read and build them at once, on two threads.
        QString errorA;
        QString errorB;
        auto [snapA, snapB] = inParallel([&] { return a.run(&errorA, cancel); },
                                         [&] { return b.run(&errorB, cancel); });
        SourcePair r{std::move(snapA), std::move(snapB), {}};
        if (!r.a.isValid())
            r.error = tr("%1: %2").arg(a.title, errorA);
        else if (!r.b.isValid())
            r.error = tr("%1: %2").arg(b.title, errorB);
        return r;
    };
    // A newer comparison drops this one's result and tells its sources to give up.
    m_sources.start(read, [this, notA = a.notAFunction, notB = b.notAFunction, originA = a.origin,
                           originB = b.origin, transforms = a.transforms](const SourcePair &r) {
        m_readingSources = false;
        m_progress->setRange(0, 2000);
        if (!r.error.isEmpty()) {
            failWith(r.error);
            return;
        }
        if (!transforms.isEmpty())
            m_a->setTransforms(transforms); // and B follows
        setSnapshots(r.a, r.b, originA, originB);
        m_a->setNotAFunction(notA);
        m_b->setNotAFunction(notB);
        m_diff->setNotAFunction(notA.isEmpty() ? notB : notA);
        if (m_builds && m_tabs->currentWidget() == m_builds && m_comparable)
            m_tabs->setCurrentWidget(m_diff);
        finishLoading(true, m_comparable ? QString() : m_guard->text());
    });
}

void CompareWindow::failWith(const QString &error)
{
    m_pending = 0;
    m_progress->hide();
    setBusy(false);
    m_cancel->hide();
    m_error = error;
    m_status->setText(UntrustedText::paragraph(m_error));
    if (m_errorDialogs) {
        QMessageBox box(QMessageBox::Warning, tr("Cannot compare"),
                        UntrustedText::paragraph(m_error), QMessageBox::Ok, this);
        makeLabelsPlain(&box);
        box.exec();
    }
    Q_EMIT loadFinished(false);
}

void CompareWindow::finishLoading(bool ok, const QString &error)
{
    m_pending = 0;
    m_progress->hide();
    setBusy(false);
    m_cancel->hide();
    m_status->setText(UntrustedText::paragraph(error));
    Q_EMIT loadFinished(ok);
}

void CompareWindow::onLoaded()
{
    if (m_pending <= 0 || --m_pending > 0)
        return;
    m_progress->hide();
    setBusy(false);
    m_cancel->hide();
    m_status->clear();
    setSnapshots(m_snapA, m_snapB);
    Q_EMIT loadFinished(true);
}

void CompareWindow::onFailed(const ParseError &error)
{
    if (m_pending <= 0)
        return;
    m_loaderA->cancel();
    m_loaderB->cancel();
    failWith(error.toString());
}

namespace {

// A file is named by its file name; spans, stages and store windows by their titles.
QString sourceName(const QString &name)
{
    const QFileInfo info(name);
    return info.isAbsolute() && info.exists() ? info.fileName() : name;
}

} // namespace

void CompareWindow::setSnapshots(const ProfileSnapshot &a, const ProfileSnapshot &b,
                                 ProfileOrigin originA, ProfileOrigin originB)
{
    m_snapA = a;
    m_snapB = b;
    m_originA = originA;
    m_originB = originB;
    m_a->setSnapshot(a);
    m_b->setSnapshot(b);
    // With transforms, the difference follows when both sides have been transformed
    // (updateDifference); two profiles that cannot be compared are refused at once.
    const bool comparable =
        a.isValid() && b.isValid() &&
        Comparability::of(*a.profile, a.sampleType, originA, *b.profile, b.sampleType, originB)
            .comparable;
    if (m_a->transforms().isEmpty() || !comparable) {
        m_diff->setTransforms({});
        m_diff->setProfiles(a, b, originA, originB);
    } else {
        updateDifference();
    }
    m_titleA->setText(tr("A: %1").arg(UntrustedText::display(sourceName(a.fileName))));
    m_titleB->setText(tr("B: %1").arg(UntrustedText::display(sourceName(b.fileName))));
    m_titleA->setVisible(!a.fileName.isEmpty());
    m_titleB->setVisible(!b.fileName.isEmpty());
    // The unit guard: side by side still, but no difference, and the sentence says why.
    m_comparable = comparable;
    const bool refused = a.isValid() && b.isValid() && !comparable;
    m_guard->setText(refused ? m_diff->headerLabel()->text() : QString());
    m_guard->setVisible(refused);
    if (!a.fileName.isEmpty() && !b.fileName.isEmpty())
        setWindowTitle(
            tr("%1 ↔ %2 — Hearth")
                .arg(UntrustedText::display(sourceName(a.fileName), UntrustedText::ShortLength),
                     UntrustedText::display(sourceName(b.fileName), UntrustedText::ShortLength)));
}

void CompareWindow::updateDifference()
{
    if (!m_snapA.isValid() || !m_snapB.isValid() || m_a->isTransforming() ||
        m_b->isTransforming() || m_a->transforms() != m_b->transforms())
        return; // the other side is still on its way
    m_diff->setTransforms(m_a->transforms());
    m_diff->setProfiles(m_a->snapshot(), m_b->snapshot(), m_originA, m_originB);
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

void CompareWindow::changeEvent(QEvent *event)
{
    ShellWindow::changeEvent(event);
    if (event->type() != QEvent::LanguageChange)
        return;
    Retranslator::retranslate(this);
    // The titles and the unit guard were made from data: again, the guard once the difference
    // view (a child, told after this window) has its header in the new language.
    if (m_snapA.isValid() || m_snapB.isValid()) {
        m_titleA->setText(tr("A: %1").arg(UntrustedText::display(sourceName(m_snapA.fileName))));
        m_titleB->setText(tr("B: %1").arg(UntrustedText::display(sourceName(m_snapB.fileName))));
    }
    QTimer::singleShot(0, this, [this] {
        if (m_guard->isVisibleTo(this))
            m_guard->setText(m_diff->headerLabel()->text());
    });
}

} // namespace hearth

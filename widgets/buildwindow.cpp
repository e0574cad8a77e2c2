// SPDX-License-Identifier: MIT
#include "buildwindow.h"
#include "buildtableview.h"
#include "retranslator.h"

#include "buildcpuchart.h"
#include "buildwaterfallview.h"
#include "bundledownload.h"
#include "comparewithdialog.h"
#include "profileview.h"
#include "profilewindow.h"
#include "transformcontroller.h"

#include "analysis/quantity.h"
#include "bundle/buildcachemodel.h"
#include "bundle/buildcpumodel.h"
#include "bundle/buildmemorymodel.h"
#include "bundle/buildsummary.h"
#include "bundle/bundleanalysis.h"
#include "bundle/bundleformat.h"
#include "bundle/bundlereader.h"
#include "bundle/memoryrows.h"

#include "itemmodels/untrustedtext.h"
#include "plaintextlabels.h"
#include <QCheckBox>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QScreen>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>
#include <QtConcurrent>

namespace hearth {

BuildWindow::BuildWindow(QSettings &settings, QWidget *parent)
    : ShellWindow(Kind::Build, &settings, parent)
    , m_settings(settings)
{
    setAttribute(Qt::WA_DeleteOnClose);
    buildUi();
    finishShell(QSize(1200, 800));
}

BuildWindow::~BuildWindow() = default;

void BuildWindow::sizeWaterfall()
{
    const QByteArray saved =
        m_settings.value(QStringLiteral("buildWindow/waterfallSplitter")).toByteArray();
    m_sizingWaterfall = true;
    if (saved.isEmpty() || !m_waterfallSplit->restoreState(saved)) {
        const int total = qMax(m_waterfallSplit->height(), height() / 2);
        const int frame = 2;
        const int rows = qMin(m_waterfall->contentHeight() + frame, height() / 2);
        m_waterfallSplit->setSizes({rows, qMax(1, total - rows)});
    }
    m_sizingWaterfall = false;
}

void BuildWindow::changeEvent(QEvent *event)
{
    ShellWindow::changeEvent(event);
    if (event->type() != QEvent::LanguageChange)
        return;
    Retranslator::retranslate(this);
    if (!m_bundle)
        return;
    setWindowTitle(tr("build %1 — Hearth").arg(m_bundle->build().id));
    QString header = BuildSummary::headline(*m_bundle);
    const QString sentence = BuildSummary::sentence(*m_bundle);
    if (!sentence.isEmpty())
        header += QStringLiteral(" — ") + sentence;
    m_header->setText(header);
    m_cpuModel->retranslate();
    fillMemoryTab();
    fillCacheTab();
    m_waterfall->update();
    if (m_selectedStage >= 0)
        showSelection();
}

void BuildWindow::resizeEvent(QResizeEvent *event)
{
    ShellWindow::resizeEvent(event);
    if (m_bundle && !m_settings.contains(QStringLiteral("buildWindow/waterfallSplitter")))
        sizeWaterfall();
}

void BuildWindow::buildUi()
{
    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    m_header = new QLabel(central);
    m_header->setTextFormat(Qt::PlainText);
    QFont f = m_header->font();
    f.setPointSizeF(f.pointSizeF() * 1.2);
    m_header->setFont(f);
    m_header->setWordWrap(true);
    layout->addWidget(m_header);
    m_tabs = new QTabWidget(central);
    layout->addWidget(m_tabs, 1);
    setCentralWidget(central);

    // Waterfall: the lanes above, the selection's flame graph below.
    auto *split = new QSplitter(Qt::Vertical, m_tabs);
    m_waterfallSplit = split;
    split->setChildrenCollapsible(false);
    m_waterfall = new BuildWaterfallView(split);
    auto *bottom = new QWidget(split);
    auto *bl = new QVBoxLayout(bottom);
    bl->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    m_selection = new QLabel(tr("Select a span (▲: it has samples of its own), a stage or an "
                                "outside-any-span row."),
                             bottom);
    m_selection->setTextFormat(Qt::PlainText);
    m_descendants = new QCheckBox(tr("+ child spans"), bottom);
    m_descendants->setToolTip(tr("Add the samples of every span beneath this one. Samples go to "
                                 "the innermost open span, so a span's own samples leave out its "
                                 "children's."));
    m_descendants->setEnabled(false);
    row->addWidget(m_selection, 1);
    row->addWidget(m_descendants);
    bl->addLayout(row);
    m_sentence = new QLabel(bottom);
    m_sentence->setTextFormat(Qt::PlainText);
    m_sentence->setWordWrap(true);
    m_sentence->hide();
    bl->addWidget(m_sentence);
    m_profile = new ProfileView(&m_settings, bottom);
    m_profile->hide(); // nothing to draw until something is selected: the line above says what
    bl->addWidget(m_profile, 1);
    bl->addStretch(0);
    // Ctrl+F searches the selection's graph from anywhere in the window (one owner of the key).
    // The window holds the action too, so the key works while the view is hidden (nothing
    // selected yet); pressing it shows the view with its search box.
    setFindAction(m_profile->findAction());
    // The view's transform undo and redo, widened the same way (the view is hidden until a
    // span is chosen, and a hidden widget's shortcuts are not reached).
    for (QAction *a : {m_profile->transformController()->undoAction(),
                       m_profile->transformController()->redoAction()}) {
        a->setShortcutContext(Qt::WindowShortcut);
        addAction(a);
    }
    connect(m_profile->findAction(), &QAction::triggered, this, [this, split] {
        m_tabs->setCurrentWidget(split);
        if (m_profile->isHidden() && m_sentence->isHidden())
            m_profile->show();
        m_profile->focusSearch();
    });
    split->setStretchFactor(0, 0);
    split->setStretchFactor(1, 1);
    // Where the user put the divider is kept; until then the waterfall is as tall as its rows,
    // up to half the window (sizeWaterfall).
    connect(split, &QSplitter::splitterMoved, this, [this] {
        if (!m_sizingWaterfall)
            m_settings.setValue(QStringLiteral("buildWindow/waterfallSplitter"),
                                m_waterfallSplit->saveState());
    });
    m_tabs->addTab(split, tr("Waterfall"));
    connect(m_waterfall, &BuildWaterfallView::spanSelected, this, &BuildWindow::selectSpan);
    connect(m_waterfall, &BuildWaterfallView::stageSelected, this, &BuildWindow::selectStage);
    connect(m_descendants, &QCheckBox::toggled, this, &BuildWindow::showSelection);
    connect(m_waterfall, &BuildWaterfallView::contextMenuRequested, this,
            &BuildWindow::showWaterfallMenu);

    // Compare: the selection against another span, stage, window or file.
    QMenu *compare = menuBar()->addMenu(tr("&Compare"));
    m_compare = compare->addAction(tr("Compare &With…"), QKeySequence(tr("Ctrl+Shift+D")), this,
                                   &BuildWindow::compareWith);
    m_compare->setToolTip(tr("Compare the selected span or stage with another span of this or "
                             "another build, an open profile or store window, or a file."));
    m_compare->setEnabled(false);

    auto *cpu = new QSplitter(Qt::Vertical, m_tabs);
    m_cpuModel = new BuildCpuModel(this);
    m_cpuChart = new BuildCpuChart(m_cpuModel, cpu);
    m_cpuTable = new BuildTableView(m_cpuModel, BuildCpuModel::StageColumn, cpu);
    m_tabs->addTab(cpu, tr("Where the CPU went"));

    auto *memory = new QWidget(m_tabs);
    auto *ml = new QVBoxLayout(memory);
    m_memoryButtons = new QWidget(memory);
    new QHBoxLayout(m_memoryButtons);
    ml->addWidget(m_memoryButtons);
    m_memoryModel = new BuildMemoryModel(this);
    m_memoryTable = new BuildTableView(m_memoryModel, BuildMemoryModel::TestColumn, memory);
    ml->addWidget(m_memoryTable, 1);
    m_tabs->addTab(memory, tr("Memory"));

    auto *cache = new QWidget(m_tabs);
    auto *cl = new QVBoxLayout(cache);
    m_cacheSentence = new QLabel(cache);
    m_cacheSentence->setTextFormat(Qt::PlainText);
    m_cacheSentence->setWordWrap(true);
    cl->addWidget(m_cacheSentence);
    m_cacheModel = new BuildCacheModel(this);
    m_cacheTable = new BuildTableView(m_cacheModel, BuildCacheModel::KeyColumn, cache);
    cl->addWidget(m_cacheTable, 1);
    m_tabs->addTab(cache, tr("Cache"));
}

void BuildWindow::openFile(const QString &path)
{
    setWindowTitle(
        tr("%1 — Hearth")
            .arg(UntrustedText::display(QFileInfo(path).fileName(), UntrustedText::ShortLength)));
    m_header->setText(tr("Reading %1…").arg(UntrustedText::display(path)));
    setBusy(true, tr("Reading %1…").arg(UntrustedText::display(QFileInfo(path).fileName())));
    // Open Recent keeps where the bundle came from: the address of a download, else the file.
    const QString recent =
        m_downloadedFrom.isEmpty() ? QFileInfo(path).absoluteFilePath() : m_downloadedFrom;
    m_downloadedFrom.clear();
    m_reading.start([path] { return BundleReader::readFile(path); },
                    [this, path, recent](const BundleResult &r) {
                        setBusy(false);
                        if (!r.ok()) {
                            showError(r.error.toString());
                            return;
                        }
                        addRecent(RecentFiles::Kind::Bundle, recent);
                        setBundle(r.bundle, path);
                    });
}

void BuildWindow::showError(const QString &error)
{
    m_header->setText(UntrustedText::paragraph(error));
    // A window that never got its bundle (an unreachable address, an unreadable file) is not
    // left behind half-made: the error gets a dialog of its own and the window closes.
    const bool empty = !m_bundle;
    auto *box =
        new QMessageBox(QMessageBox::Warning, tr("Cannot open the bundle"),
                        UntrustedText::paragraph(error), QMessageBox::Ok, empty ? nullptr : this);
    makeLabelsPlain(box);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open(); // not modal for the event loop: the window stays usable
    Q_EMIT loadFailed(error);
    if (empty)
        close();
}

void BuildWindow::openUrl(const QUrl &url)
{
    setWindowTitle(
        tr("%1 — Hearth").arg(UntrustedText::display(url.fileName(), UntrustedText::ShortLength)));
    m_header->setText(tr("Downloading %1…").arg(UntrustedText::display(url.toDisplayString())));
    auto *download = new BundleDownload(url, this);
    setBusy(true, tr("Downloading %1…").arg(UntrustedText::display(url.fileName())));
    auto *dialog = new QProgressDialog(
        tr("Downloading %1…").arg(UntrustedText::display(url.toDisplayString())), tr("Cancel"), 0,
        0, this);
    makeLabelsPlain(dialog);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setMinimumDuration(300);
    connect(dialog, &QProgressDialog::canceled, download, &BundleDownload::cancel);
    connect(download, &BundleDownload::progress, dialog, [dialog](qint64 received, qint64 total) {
        // in KiB, so that the int range of the dialog holds large files
        dialog->setMaximum(total > 0 ? int(total / 1024) : 0);
        dialog->setValue(int(received / 1024));
    });
    connect(download, &BundleDownload::finished, this, [this, download, dialog, url](bool ok) {
        dialog->close();
        setBusy(false);
        if (!ok) {
            showError(
                tr("%1: %2").arg(download->property("url").toString(), download->errorString()));
            download->deleteLater();
            return;
        }
        if (BundleFormat::isBundleFile(download->filePath())) {
            m_downloadedFrom = url.toString();
            openFile(download->filePath()); // the download (our child) keeps the file
            return;
        }
        auto *w = new ProfileWindow(m_settings);
        download->setParent(w); // the profile window keeps the file now
        w->show();
        w->openFile(download->filePath());
        close();
    });
    download->setProperty("url", url.toDisplayString());
    download->start();
}

void BuildWindow::setBundle(Bundle::Ptr bundle, const QString &fileName)
{
    m_bundle = std::move(bundle);
    m_fileName = fileName;
    ++m_bundleGeneration;
    setWindowTitle(
        tr("build %1 — Hearth")
            .arg(UntrustedText::display(m_bundle->build().id, UntrustedText::ShortLength)));
    QString header = BuildSummary::headline(*m_bundle);
    const QString sentence = BuildSummary::sentence(*m_bundle);
    if (!sentence.isEmpty())
        header += QStringLiteral(" — ") + sentence;
    m_header->setText(UntrustedText::paragraph(header));
    m_waterfall->setBundle(m_bundle);
    sizeWaterfall();
    fillCacheTab();
    fillMemoryTab();
    Q_EMIT bundleLoaded();

    // Split each stage's profile by span off the GUI thread: the ▲ markers and the
    // outside-any-span CPU arrive as they are ready.
    m_breakdowns.clear();
    m_pendingBreakdowns = int(m_bundle->stages().size());
    for (int st = 0; st < m_bundle->stages().size(); ++st) {
        StageBreakdown b;
        b.stage = st;
        m_breakdowns.append(b);
    }
    m_cpuModel->setBundle(m_bundle);
    const quint64 generation = m_bundleGeneration;
    for (int st = 0; st < m_bundle->stages().size(); ++st) {
        auto *watcher = new QFutureWatcher<StageBreakdown>(this);
        connect(watcher, &QFutureWatcher<StageBreakdown>::finished, this,
                [this, watcher, generation] {
                    const StageBreakdown b = watcher->result();
                    watcher->deleteLater();
                    if (generation != m_bundleGeneration)
                        return;
                    m_breakdowns[b.stage] = b;
                    m_waterfall->setBreakdown(b);
                    m_cpuModel->setBreakdown(b);
                    if (--m_pendingBreakdowns == 0)
                        Q_EMIT breakdownsFinished();
                });
        Bundle::Ptr bundle = m_bundle;
        watcher->setFuture(QtConcurrent::run(
            [bundle, st] { return BundleAnalysis::stageBreakdown(*bundle, st); }));
    }
}

void BuildWindow::selectSpan(int span)
{
    m_selectedSpan = span;
    m_selectedStage = m_bundle->stageIndex(m_bundle->spans()[span].stage);
    m_selectedOutside = false;
    const int item = m_waterfall->layout().itemOfSpan(span);
    if (item != m_waterfall->selectedItem())
        m_waterfall->selectItem(item);
    showSelection();
}

void BuildWindow::selectStage(int stage, bool outside)
{
    m_selectedSpan = -1;
    m_selectedStage = stage;
    m_selectedOutside = outside;
    showSelection();
}

void BuildWindow::showSelection()
{
    if (!m_bundle || m_selectedStage < 0)
        return;
    m_compare->setEnabled(m_bundle->cpuProfileOf(m_selectedStage) >= 0);
    const Stage &stage = m_bundle->stages()[m_selectedStage];
    const int profile = m_bundle->cpuProfileOf(m_selectedStage);
    m_descendants->setEnabled(m_selectedSpan >= 0 && !m_bundle->children(m_selectedSpan).empty());
    m_sentence->hide();
    m_profile->show();
    QString title;
    if (m_selectedSpan >= 0) {
        const Span &sp = m_bundle->spans()[m_selectedSpan];
        title =
            m_descendants->isChecked() && m_descendants->isEnabled()
                ? tr("span \"%1\" · own samples + child spans").arg(UntrustedText::display(sp.name))
                : tr("span \"%1\" · own samples").arg(UntrustedText::display(sp.name));
        // A span without samples of its own: one sentence saying why (its child spans have
        // them, it was too short, or it was waiting), instead of an empty graph and header.
        const StageBreakdown &b = m_breakdowns.value(m_selectedStage);
        const bool childSamplesShown = m_descendants->isChecked() && m_descendants->isEnabled() &&
                                       BundleAnalysis::quietSpan(*m_bundle, b, m_selectedSpan) ==
                                           BundleAnalysis::QuietSpan::InChildSpans;
        const QString quiet = BundleAnalysis::quietSpanSentence(*m_bundle, b, m_selectedSpan);
        if (!quiet.isEmpty() && !childSamplesShown) {
            m_selection->setText(title);
            m_sentence->setText(quiet);
            m_sentence->show();
            m_profile->hide();
            m_profile->setSnapshot(ProfileSnapshot{});
            Q_EMIT selectionShown();
            return;
        }
    } else if (m_selectedOutside) {
        title = tr("%1 · outside any span (suite boot, tool start-up)")
                    .arg(UntrustedText::display(stage.name));
    } else {
        title = tr("stage %1 · all samples").arg(UntrustedText::display(stage.name));
    }
    if (stage.status == ProfileStatus::EngineProfile)
        title += tr(" · engine profile: a shape, not a cost");
    m_selection->setText(title);
    // "A test is slow": when suite boot dominates, no individual test is the problem. Said
    // above a test's graph and above the outside-any-span graph.
    if (m_selectedOutside ||
        (m_selectedSpan >= 0 && BundleAnalysis::isTest(*m_bundle, m_selectedSpan))) {
        const QString boot =
            BundleAnalysis::suiteBootSentence(*m_bundle, m_breakdowns.value(m_selectedStage));
        if (!boot.isEmpty()) {
            m_sentence->setText(boot);
            m_sentence->show();
        }
    }
    if (profile < 0) {
        m_sentence->setText(stage.status == ProfileStatus::Missing
                                ? tr("Missing: a profile was expected for this stage and did not "
                                     "arrive. That is a defect worth chasing.")
                                : tr("No profile: %1. This stage cannot carry one; nothing is "
                                     "wrong.")
                                      .arg(UntrustedText::display(stage.reason)));
        m_sentence->show();
        m_profile->setSnapshot(ProfileSnapshot{});
        Q_EMIT selectionShown();
        return;
    }
    showProfileFor(profile, m_selectedSpan, m_selectedOutside, title);
}

void BuildWindow::showProfileFor(int profile, int span, bool outside, const QString &title)
{
    Q_UNUSED(title);
    const bool desc = m_descendants->isChecked() && m_descendants->isEnabled();
    Bundle::Ptr bundle = m_bundle;
    const QString file = QFileInfo(m_fileName).fileName();
    auto build = [bundle, profile, span, desc, outside, file] {
        ParseError e;
        ProfileSnapshot s =
            BundleAnalysis::selectionSnapshot(bundle, profile, span, desc, outside, file, &e);
        return qMakePair(s, e);
    };
    m_selectionTask.start(build, [this](const QPair<ProfileSnapshot, ParseError> &r) {
        const auto &[snapshot, error] = r;
        if (error.isError()) {
            m_sentence->setText(tr("This profile cannot be read: %1. The rest of the "
                                   "build is unaffected.")
                                    .arg(UntrustedText::paragraph(error.toString())));
            m_sentence->show();
            m_profile->setSnapshot(ProfileSnapshot{});
        } else {
            m_profile->setSnapshot(snapshot);
        }
        Q_EMIT selectionShown();
    });
}

void BuildWindow::fillMemoryTab()
{
    m_memoryModel->setBundle(*m_bundle);
    QLayout *l = m_memoryButtons->layout();
    while (QLayoutItem *old = l->takeAt(0)) {
        delete old->widget();
        delete old;
    }
    for (int p = 0; p < m_bundle->profiles().size(); ++p) {
        const BundleProfile &bp = m_bundle->profiles()[p];
        if (bp.kind() != ProfileKind::RetainedMemory)
            continue;
        auto *button = new QPushButton(
            tr("Retained memory of %1 (bytes)").arg(UntrustedText::menuText(bp.stage())),
            m_memoryButtons);
        connect(button, &QPushButton::clicked, this, [this, p] {
            m_tabs->setCurrentIndex(0);
            m_selection->setText(tr("%1 · retained memory, in bytes")
                                     .arg(UntrustedText::display(m_bundle->profiles()[p].stage())));
            m_sentence->hide();
            m_profile->show();
            m_descendants->setEnabled(false);
            m_selectedStage = -1; // the retained memory is not a selection to compare
            m_selectedSpan = -1;
            m_compare->setEnabled(false);
            showProfileFor(p, -1, false, {});
        });
        l->addWidget(button);
    }
    static_cast<QHBoxLayout *>(l)->addStretch(1);
}

void BuildWindow::fillCacheTab()
{
    m_cacheModel->setBundle(*m_bundle);
    m_cacheSentence->setText(UntrustedText::paragraph(m_cacheModel->lostSentence()));
}

QString BuildWindow::pickerGroup() const
{
    return tr("build %1 (%2)").arg(m_bundle->build().id, QFileInfo(m_fileName).fileName());
}

CompareSource BuildWindow::selectedSource() const
{
    if (!m_bundle || m_selectedStage < 0 || m_bundle->cpuProfileOf(m_selectedStage) < 0)
        return {};
    CompareSource s =
        m_selectedSpan >= 0
            ? CompareSource::ofSpan(m_bundle, m_selectedSpan,
                                    m_descendants->isChecked() && m_descendants->isEnabled())
            : CompareSource::ofStage(m_bundle, m_selectedStage, m_selectedOutside);
    s.owner = const_cast<BuildWindow *>(this);
    s.group = pickerGroup();
    return s;
}

QList<CompareSource> BuildWindow::compareSources() const
{
    QList<CompareSource> out;
    if (!m_bundle)
        return out;
    const CompareSource selected = selectedSource();
    if (selected.isValid())
        out.append(selected);
    auto add = [&](CompareSource s) {
        if (selected.isValid() && s.title == selected.title)
            return;
        s.group = pickerGroup();
        out.append(s);
    };
    for (int st = 0; st < m_bundle->stages().size(); ++st) {
        if (m_bundle->cpuProfileOf(st) < 0)
            continue;
        add(CompareSource::ofStage(m_bundle, st, false));
        add(CompareSource::ofStage(m_bundle, st, true));
        // Each span with its own samples, and a span with child spans also with theirs: the
        // other side can be matched either way (own samples against own samples).
        const std::vector<int> &spans = m_bundle->spansOfStage(st);
        const QStringList own = CompareSource::spanTitles(*m_bundle, st, false);
        const QStringList withChildren = CompareSource::spanTitles(*m_bundle, st, true);
        for (size_t i = 0; i < spans.size(); ++i) {
            add(CompareSource::ofSpan(m_bundle, spans[i], false, own[qsizetype(i)]));
            if (!m_bundle->children(spans[i]).empty())
                add(CompareSource::ofSpan(m_bundle, spans[i], true, withChildren[qsizetype(i)]));
        }
    }
    return out;
}

void BuildWindow::compareWith()
{
    const CompareSource a = selectedSource();
    if (!a.isValid()) {
        m_selection->setText(tr("Select a span or stage with a CPU profile to compare it."));
        return;
    }
    CompareSource withTransforms = a;
    withTransforms.transforms = m_profile->transforms();
    CompareWithDialog::compare(withTransforms, m_settings, this);
}

void BuildWindow::showWaterfallMenu(int item, const QPoint &globalPos)
{
    if (item < 0)
        return;
    QMenu menu(this);
    menu.addAction(m_compare);
    menu.exec(globalPos);
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "profileview.h"
#include "namecolumnfit.h"

#include "afterpaint.h"
#include "breadcrumbbar.h"
#include "flamegraphview.h"
#include "hearthicons.h"
#include "profileheaderwidget.h"
#include "sandwichpanel.h"
#include "settingswrite.h"
#include "transformchipbar.h"
#include "transformcontroller.h"

#include "analysis/quantity.h"
#include "analysis/searchmatch.h"
#include "io/collapsedwriter.h"
#include "io/pprofwriter.h"
#include "itemmodels/functionfilterproxymodel.h"
#include "itemmodels/functiontablemodel.h"

#include <QAction>
#include <QApplication>
#include <QBuffer>
#include <QButtonGroup>
#include <QCheckBox>
#include <QClipboard>
#include <QFile>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QImage>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMetaMethod>
#include <QPushButton>
#include <QSaveFile>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <utility>

namespace hearth {

namespace {
const auto kIcicleKey = QStringLiteral("flamegraph/icicle");
const auto kSplitterKey = QStringLiteral("flamegraph/splitter");
} // namespace

ProfileView::ProfileView(QSettings *settings, QWidget *parent)
    : QWidget(parent)
    , m_settings(settings)
{
    buildUi();
    connect(&m_tableJob, &QFutureWatcher<ProfileSnapshot>::finished, this, [this] {
        if (m_tableJob.future().resultCount() == 0)
            return;
        const ProfileSnapshot s = m_tableJob.result();
        // A job for a tree no longer shown (stopped, or superseded) is dropped.
        if (!s.hasTable() || s.tree != m_snapshot.tree)
            return;
        m_snapshot.table = s.table;
        m_snapshot.nameRanks = s.nameRanks;
        m_transformer->keepSourceTable(s);
        m_model->resetData(m_snapshot.tree, *m_snapshot.table, m_snapshot.nameRanks);
        m_tabs->setTabText(0, tr("Functions"));
        m_table->setEnabled(true);
        updateSearch();
        Q_EMIT tableReady();
        if (std::exchange(m_tableForTransform, false))
            Q_EMIT transformApplied();
    });
    if (m_settings)
        setIcicle(m_settings->value(kIcicleKey, false).toBool());
}

ProfileView::~ProfileView()
{
    if (m_settings)
        SettingsWrite::set(*m_settings, kSplitterKey, m_splitter->saveState());
    m_rebuild.waitForFinished();
    // Its undo stack clears itself as it goes: not into widgets already being taken down.
    delete m_transformer;
    m_searcher.cancel();
    stopTable();
    m_tableJob.waitForFinished();
}

static QToolButton *toolButton(QWidget *parent, const QString &text, const QString &tip)
{
    auto *b = new QToolButton(parent);
    b->setText(text);
    b->setToolTip(tip);
    b->setAccessibleName(text);
    b->setAutoRaise(true);
    return b;
}

void ProfileView::buildUi()
{
    m_header = new ProfileHeaderWidget(this);

    m_back = toolButton(this, tr("Back"), tr("Back to the previous focus"));
    m_back->setIcon(HearthIcons::icon(HearthIcons::Back));
    m_forward = toolButton(this, tr("Forward"), tr("Forward to the next focus"));
    m_forward->setIcon(HearthIcons::icon(HearthIcons::Forward));
    m_home = toolButton(this, tr("Reset"), tr("Show the whole profile (Home)"));
    m_home->setIcon(HearthIcons::icon(HearthIcons::Home));
    m_breadcrumb = new BreadcrumbBar(this);
    m_flameButton = toolButton(this, tr("Flame"), tr("Flame graph: the root at the bottom"));
    m_icicle = toolButton(this, tr("Icicle"), tr("Icicle graph: the root at the top"));
    auto *group = new QButtonGroup(this);
    for (QToolButton *b : {m_flameButton, m_icicle}) {
        b->setCheckable(true);
        group->addButton(b);
    }
    m_flameButton->setChecked(true);
    m_skipTrunk = toolButton(this, tr("Skip trunk"),
                             tr("Start at the first level with more than one wide box: where "
                                "the shared framework frames end and your code begins"));
    m_skipTrunk->setCheckable(true);
    m_flameButton->setIcon(HearthIcons::icon(HearthIcons::Flame));
    m_icicle->setIcon(HearthIcons::icon(HearthIcons::Icicle));
    m_skipTrunk->setIcon(HearthIcons::icon(HearthIcons::SkipTrunk));
    for (QToolButton *b : {m_flameButton, m_icicle, m_skipTrunk})
        b->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(tr("Search functions (Ctrl+F)"));
    m_search->setClearButtonEnabled(true);
    m_search->addAction(HearthIcons::icon(HearthIcons::Search), QLineEdit::LeadingPosition);
    m_search->setAccessibleName(tr("Search functions"));
    m_search->setMinimumWidth(fontMetrics().horizontalAdvance(m_search->placeholderText()) + 40);
    m_regex = new QCheckBox(tr("Regex"), this);
    m_regex->setToolTip(tr("Treat the search as a regular expression"));
    m_matchLabel = new QLabel(this);
    m_matchLabel->setTextFormat(Qt::PlainText);

    auto *bar = new QHBoxLayout;
    bar->setSpacing(2);
    for (QWidget *w : std::initializer_list<QWidget *>{m_back, m_forward, m_home})
        bar->addWidget(w);
    bar->addWidget(m_breadcrumb, 1);
    bar->addWidget(m_matchLabel);
    // Search and the graph's tools: a tool bar, whose last items go into its » menu when two
    // views side by side leave too little room (the compare window fits a 1280×720 screen).
    auto *tools = new QToolBar(this);
    tools->setObjectName(QStringLiteral("viewTools"));
    tools->setMovable(false);
    tools->setFloatable(false);
    // As wide as its placeholder, not wider: a tool bar gives an expanding field all its room.
    m_search->setSizePolicy(QSizePolicy::Preferred, m_search->sizePolicy().verticalPolicy());
    tools->addWidget(m_search);
    tools->addWidget(m_regex);
    tools->addSeparator();
    for (QWidget *w : std::initializer_list<QWidget *>{m_flameButton, m_icicle, m_skipTrunk})
        tools->addWidget(w);
    bar->addWidget(tools);

    m_note = new QLabel(this);
    m_note->setTextFormat(Qt::PlainText);
    m_note->setWordWrap(true);
    m_note->hide();

    m_flame = new FlameGraphView(this);
    m_flame->setOffersTransforms(true);
    m_transformer = new TransformController(this, m_flame, m_settings);
    connect(m_transformer, &TransformController::built, this, [this](const ProfileSnapshot &s) {
        showSnapshot(s);
        // The table comes from the job showSnapshot() started (the graph was not kept
        // waiting for it).
        m_tableForTransform = s.isValid() && !s.hasTable();
        Q_EMIT transformShown();
        if (!m_tableForTransform)
            Q_EMIT transformApplied();
    });
    connect(m_transformer, &TransformController::transformsChanged, this,
            &ProfileView::transformsChanged);
    connect(m_transformer->undoStack(), &QUndoStack::indexChanged, this,
            &ProfileView::updateNavigation);
    m_model = new FunctionTableModel(this);
    m_proxy = new FunctionFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_table = new QTableView(this);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(FunctionTableModel::Self, Qt::DescendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    NameColumnFit::install(m_table, FunctionTableModel::Function);
    m_table->setContextMenuPolicy(Qt::CustomContextMenu);
    m_sandwich = new SandwichPanel(this);
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(m_table, tr("Functions"));
    m_tabs->addTab(m_sandwich, tr("Sandwich"));
    // The keyboard's path: search → graph → table (Tab leaves it; arrows move the rows) → the
    // table's tabs.
    m_table->setTabKeyNavigation(false);
    setTabOrder(m_search, m_flame);
    setTabOrder(m_flame, m_table);
    if (auto *tabBar = m_tabs->findChild<QTabBar *>())
        setTabOrder(m_table, tabBar);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->addWidget(m_flame);
    m_splitter->addWidget(m_tabs);
    // The table gets half: its numbers take what they need and the names the rest (issue 14.3).
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);
    if (m_settings && m_settings->contains(kSplitterKey))
        m_splitter->restoreState(m_settings->value(kSplitterKey).toByteArray());

    auto *sentencePage = new QWidget(this);
    m_sentence = new QLabel(sentencePage);
    m_sentence->setTextFormat(Qt::PlainText);
    m_sentence->setWordWrap(true);
    m_sentence->setAlignment(Qt::AlignCenter);
    QFont sf = m_sentence->font();
    sf.setPointSizeF(sf.pointSizeF() * 1.15);
    m_sentence->setFont(sf);
    m_showAnyway = new QPushButton(tr("Show the stack anyway"), sentencePage);
    auto *sl = new QVBoxLayout(sentencePage);
    sl->addStretch(1);
    sl->addWidget(m_sentence);
    sl->addWidget(m_showAnyway, 0, Qt::AlignHCenter);
    sl->addStretch(2);

    m_pages = new QStackedWidget(this);
    m_pages->addWidget(m_splitter);
    m_pages->addWidget(sentencePage);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_header);
    layout->addLayout(bar);
    // The Transform button sits with the chips (shown once there is one); the toolbar row
    // stays as narrow as it was, so two views side by side still fit (tst_comparewindow).
    auto *chipRow = new QHBoxLayout;
    chipRow->setSpacing(4);
    chipRow->addWidget(m_transformer->chips(), 1);
    chipRow->addWidget(m_transformer->menuButton());
    layout->addLayout(chipRow);
    layout->addWidget(m_note);
    layout->addWidget(m_pages, 1);

    connect(m_header, &ProfileHeaderWidget::sampleTypeChosen, this, &ProfileView::chooseSampleType);
    connect(m_back, &QToolButton::clicked, this, &ProfileView::goBack);
    connect(m_forward, &QToolButton::clicked, this, &ProfileView::goForward);
    connect(m_home, &QToolButton::clicked, m_flame, &FlameGraphView::resetView);
    connect(m_breadcrumb, &BreadcrumbBar::nodeClicked, m_flame, &FlameGraphView::focusOn);
    connect(m_flame, &FlameGraphView::historyChanged, this, &ProfileView::updateNavigation);
    connect(m_flame, &FlameGraphView::focusChanged, this, &ProfileView::updateNavigation);
    connect(m_flame, &FlameGraphView::selectionChanged, this, &ProfileView::onFrameSelected);
    connect(m_flame, &FlameGraphView::sandwichRequested, this, &ProfileView::showSandwich);
    // The function in the sandwich is marked at every site of the main graph, as a selected
    // row is, so the graph says where the sandwich's function sits.
    connect(m_sandwich, &SandwichPanel::functionChanged, this, [this](quint32 function) {
        if (!m_syncing)
            m_flame->setHighlightedFunction(function);
    });
    connect(m_icicle, &QToolButton::toggled, this, &ProfileView::setIcicle);
    connect(m_flameButton, &QToolButton::toggled, this, [this](bool on) { setIcicle(!on); });
    connect(m_skipTrunk, &QToolButton::toggled, m_flame, &FlameGraphView::setSkipTrunk);
    connect(m_search, &QLineEdit::textChanged, this, &ProfileView::updateSearch);
    connect(m_regex, &QCheckBox::toggled, this, &ProfileView::updateSearch);
    connect(m_search, &QLineEdit::returnPressed, m_flame, [this] { m_flame->setFocus(); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ProfileView::onRowSelected);
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex &i) {
        const quint32 f = i.data(FunctionTableModel::FunctionRole).toUInt();
        if (!m_flame->isNotAFunction(largestSite(f))) // merged frames: nothing to focus on
            m_flame->focusOn(largestSite(f));
    });
    connect(m_table, &QTableView::customContextMenuRequested, this, &ProfileView::showTableMenu);
    connect(m_showAnyway, &QPushButton::clicked, this, [this] { m_pages->setCurrentIndex(0); });

    m_findAction = new QAction(HearthIcons::icon(HearthIcons::Search), tr("&Find…"), this);
    m_findAction->setShortcut(QKeySequence::Find);
    m_findAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(m_findAction, &QAction::triggered, this, &ProfileView::focusSearch);
    addAction(m_findAction);
    // Esc in the search box clears it and returns to the graph; taken before any window
    // shortcut on Esc (the store window's Cancel) can claim it.
    m_search->installEventFilter(this);
    updateNavigation();
}

void ProfileView::setSnapshot(const ProfileSnapshot &snapshot)
{
    // Through the transforms, the tree as read is shown only until the transformed one
    // arrives, and only when nothing was shown.
    if (!m_transformer->setSource(snapshot) || !m_snapshot.isValid())
        showSnapshot(snapshot);
}

const ProfileSnapshot &ProfileView::originalSnapshot() const
{
    return m_transformer->source();
}

const TransformList &ProfileView::transforms() const
{
    return m_transformer->transforms();
}

bool ProfileView::setTransforms(const TransformList &transforms)
{
    return m_transformer->setTransforms(transforms);
}

bool ProfileView::addTransform(const Transform &transform)
{
    return m_transformer->addTransform(transform);
}

bool ProfileView::isTransforming() const
{
    return m_transformer->isBuilding() || m_tableForTransform;
}

void ProfileView::showSnapshot(const ProfileSnapshot &snapshot)
{
    m_snapshot = snapshot;
    m_tableForTransform = false;
    ++m_treeGeneration;
    m_header->setSnapshot(snapshot);
    m_flame->setTree(snapshot.tree);
    m_sandwich->setTree(snapshot.tree);
    stopTable();
    if (snapshot.hasTable())
        m_model->resetData(snapshot.tree, *snapshot.table, snapshot.nameRanks);
    else
        m_model->clear();
    if (snapshot.isValid() && !snapshot.hasTable())
        startTable();
    const SampleVerdict::Kind kind =
        snapshot.isValid() ? snapshot.verdict.kind : SampleVerdict::Kind::Empty;
    const bool sentence =
        kind == SampleVerdict::Kind::Empty || kind == SampleVerdict::Kind::SingleSample;
    m_sentence->setText(snapshot.isValid() ? snapshot.verdict.sentence() : QString());
    m_showAnyway->setVisible(kind == SampleVerdict::Kind::SingleSample);
    m_pages->setCurrentIndex(sentence ? 1 : 0);
    m_note->setText(kind == SampleVerdict::Kind::Linear ? snapshot.verdict.sentence() : QString());
    m_note->setVisible(kind == SampleVerdict::Kind::Linear);
    m_flame->setSkipTrunk(m_skipTrunk->isChecked());
    updateSearch();
    updateNavigation();
    Q_EMIT snapshotChanged();
}

void ProfileView::startTable()
{
    m_tableStop = std::make_shared<std::atomic<bool>>(false);
    m_tabs->setTabText(0, tr("Functions (computing…)"));
    m_table->setEnabled(false);
    // Started once the new graph is painted: beside its first layout, the computation would
    // take the other core and the memory bandwidth a large tree's layout waits on.
    AfterPaint::run(this, [this, s = m_snapshot, stop = m_tableStop] {
        if (stop->load()) // a newer tree came first
            return;
        m_tableJob.setFuture(
            QtConcurrent::run([s, stop] { return ProfileSnapshot::withTable(s, stop.get()); }));
    });
}

void ProfileView::stopTable()
{
    if (m_tableStop)
        m_tableStop->store(true);
    m_tableStop.reset();
    m_tabs->setTabText(0, tr("Functions"));
    m_table->setEnabled(true);
}

void ProfileView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() != QEvent::LanguageChange)
        return;
    m_header->setSnapshot(m_snapshot);
    const SampleVerdict::Kind kind =
        m_snapshot.isValid() ? m_snapshot.verdict.kind : SampleVerdict::Kind::Empty;
    m_sentence->setText(m_snapshot.isValid() ? m_snapshot.verdict.sentence() : QString());
    m_note->setText(kind == SampleVerdict::Kind::Linear ? m_snapshot.verdict.sentence()
                                                        : QString());
    Q_EMIT m_model->headerDataChanged(Qt::Horizontal, 0, FunctionTableModel::ColumnCount - 1);
    updateSearch();
}

void ProfileView::chooseSampleType(int sampleType)
{
    const ProfileSnapshot &original = m_transformer->source();
    if (!original.profile || sampleType == original.sampleType)
        return;
    if (!original.profile->hasStacksFor(sampleType)) {
        // Only an owner that can read the file again (a profile window) handles this; in any
        // other the selector goes back to what is shown.
        if (isSignalConnected(QMetaMethod::fromSignal(&ProfileView::sampleTypeUnread)))
            Q_EMIT sampleTypeUnread(sampleType);
        else
            m_header->setSnapshot(m_snapshot);
        return;
    }
    const Profile::Ptr profile = original.profile;
    const QString name = original.fileName;
    m_rebuild.start(
        [profile, sampleType, name] { return ProfileSnapshot::build(profile, sampleType, name); },
        [this](const ProfileSnapshot &s) {
            if (s.isValid())
                setSnapshot(s); // the newest type chosen; an older choice's tree is dropped
        });
}

bool ProfileView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_search &&
        (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress) &&
        static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape &&
        static_cast<QKeyEvent *>(event)->modifiers() == Qt::NoModifier) {
        event->accept();
        if (event->type() == QEvent::KeyPress) {
            m_search->clear();
            m_flame->setFocus(Qt::OtherFocusReason);
        }
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

bool ProfileView::isShowingSentence() const
{
    return m_pages->currentIndex() == 1;
}

void ProfileView::focusSearch()
{
    m_search->setFocus(Qt::ShortcutFocusReason);
    m_search->selectAll();
}

void ProfileView::setIcicle(bool icicle)
{
    const QSignalBlocker b1(m_icicle);
    const QSignalBlocker b2(m_flameButton);
    m_icicle->setChecked(icicle);
    m_flameButton->setChecked(!icicle);
    m_flame->setIcicle(icicle);
    if (m_settings)
        m_settings->setValue(kIcicleKey, icicle);
}

void ProfileView::goBack()
{
    if (m_flame->canGoBack())
        m_flame->goBack();
    else if (m_transformer->undoStack()->canUndo())
        m_transformer->undoStack()->undo();
}

void ProfileView::goForward()
{
    if (m_flame->canGoForward())
        m_flame->goForward();
    else if (m_transformer->undoStack()->canRedo())
        m_transformer->undoStack()->redo();
}

void ProfileView::updateNavigation()
{
    const QUndoStack *undo = m_transformer ? m_transformer->undoStack() : nullptr;
    m_back->setEnabled(m_flame->canGoBack() || (undo && undo->canUndo()));
    m_forward->setEnabled(m_flame->canGoForward() || (undo && undo->canRedo()));
    m_breadcrumb->setPath(m_flame->tree(), m_flame->focusNode());
}

void ProfileView::updateSearch()
{
    const quint64 generation = m_treeGeneration;
    const bool shown = m_searcher.start(m_snapshot.tree, m_search->text(), m_regex->isChecked(),
                                        [this, generation](const SearchMatch &m) {
                                            m_searchGeneration = generation;
                                            showSearch(m);
                                        });
    // A big tree's match follows from a worker. While typing, the last match stays until
    // then; a new tree's graph starts without one (FlameGraphView::setTree), and the table and
    // the label, which spoke of the tree before, say so.
    if (!shown && m_searchGeneration != m_treeGeneration) {
        m_proxy->clearFunctionMask();
        m_matchLabel->setText(tr("Searching…"));
    }
}

void ProfileView::showSearch(const SearchMatch &m)
{
    const CallTree *tree = m_flame->tree();
    if (!tree || !m.isActive()) {
        m_flame->setSearch(SearchMatch());
        m_proxy->clearFunctionMask();
        if (m.isValid())
            m_matchLabel->clear();
        else
            m_matchLabel->setText(tr("Invalid regular expression"));
        return;
    }
    m_flame->setSearch(m);
    m_proxy->setFunctionMask(m.functionMask());
    const ValueType type = tree->profile().sampleTypes().value(tree->sampleType());
    m_matchLabel->setText(tr("Matched: %1, %2")
                              .arg(Quantity::totalPhrase(m.matchedValue(), type),
                                   Quantity::percent(m.matchedValue(), m.totalValue())));
}

// Linking the table and the graph, the table's menu, export.
quint32 ProfileView::largestSite(quint32 function) const
{
    const CallTree *tree = m_flame->tree();
    if (!tree)
        return 0;
    quint32 best = 0;
    qint64 bestTotal = -1;
    for (quint32 n = 1; n < tree->nodeCount(); ++n) {
        if (tree->function(n) == function && tree->total(n) > bestTotal) {
            best = n;
            bestTotal = tree->total(n);
        }
    }
    return best;
}

void ProfileView::onFrameSelected(quint32 node)
{
    if (m_syncing)
        return;
    const CallTree *tree = m_flame->tree();
    if (!tree || node == FlameGraphView::NoNode || node == 0 || node >= tree->nodeCount())
        return;
    const int row = m_model->rowOfFunction(tree->function(node));
    if (row < 0)
        return;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    if (!index.isValid())
        return;
    m_syncing = true;
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                          QItemSelectionModel::Rows);
    m_table->scrollTo(index);
    m_flame->setHighlightedFunction(FlameGraphView::NoNode);
    m_syncing = false;
}

void ProfileView::onRowSelected()
{
    if (m_syncing)
        return;
    const QModelIndex index = m_table->selectionModel()->currentIndex();
    if (!index.isValid()) {
        m_flame->setHighlightedFunction(FlameGraphView::NoNode);
        return;
    }
    const quint32 f = index.data(FunctionTableModel::FunctionRole).toUInt();
    m_syncing = true;
    m_flame->setHighlightedFunction(f);
    if (m_tabs->currentWidget() == m_sandwich)
        m_sandwich->showFunction(f);
    m_syncing = false;
}

void ProfileView::setNotAFunction(const QString &name)
{
    m_model->setNotAFunction(name);
    m_flame->setNotAFunction(name);
}

void ProfileView::showSandwich(quint32 function)
{
    m_sandwich->showFunction(function);
    m_tabs->setCurrentWidget(m_sandwich);
}

void ProfileView::showTableMenu(const QPoint &pos)
{
    const QModelIndex index = m_table->indexAt(pos);
    if (!index.isValid())
        return;
    const quint32 f = index.data(FunctionTableModel::FunctionRole).toUInt();
    const CallTree *tree = m_flame->tree();
    if (!tree)
        return;
    QMenu menu(this);
    if (!m_flame->isNotAFunction(largestSite(f))) { // merged frames: no focus, no sandwich
        menu.addAction(tr("Focus the Largest Site"), this,
                       [this, f] { m_flame->focusOn(largestSite(f)); });
        menu.addAction(HearthIcons::icon(HearthIcons::Sandwich), tr("Sandwich"), QKeySequence(),
                       this, [this, f] { showSandwich(f); });
    }
    menu.addAction(tr("Copy Name"), this, [tree, f] {
        QApplication::clipboard()->setText(tree->profile().functions()[f].name);
    });
    menu.addAction(tr("Copy Stack"), this, [this, tree, f] {
        QStringList names;
        for (quint32 n = largestSite(f); n != 0; n = tree->parent(n))
            names.prepend(tree->name(n));
        QApplication::clipboard()->setText(names.join(QLatin1Char('\n')));
    });
    menu.exec(m_table->viewport()->mapToGlobal(pos));
}

bool ProfileView::exportPng(const QString &path)
{
    const int width = std::max(m_flame->viewport()->width(), 800);
    QImage image = m_flame->renderImage(width);
    if (!transforms().isEmpty()) // a tEXt chunk: what the picture was transformed by
        image.setText(QStringLiteral("Hearth transforms"), m_transformer->description());
    return !image.isNull() && image.save(path, "PNG");
}

bool ProfileView::exportSvg(const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    const int width = std::max(m_flame->viewport()->width(), 800);
    QBuffer svg;
    svg.open(QIODevice::WriteOnly);
    if (!m_flame->renderSvg(&svg, width))
        return false;
    QByteArray bytes = svg.data();
    if (!transforms().isEmpty()) {
        // A comment after the XML declaration; "--" may not appear inside one.
        QByteArray comment = m_transformer->description().toUtf8();
        comment.replace("--", "- -");
        const qsizetype at = bytes.startsWith("<?xml") ? bytes.indexOf('\n') + 1 : 0;
        bytes.insert(at, "<!-- Hearth transforms: " + comment + " -->\n");
    }
    return file.write(bytes) == bytes.size() && file.commit();
}

bool ProfileView::exportFolded(const QString &path)
{
    const CallTree *tree = m_flame->tree();
    if (!tree)
        return false;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    // A comment line (no count at its end, so readers skip it) naming the transforms.
    if (!transforms().isEmpty() &&
        file.write("# Hearth transforms: [" +
                   m_transformer->description().toUtf8().replace('\n', ' ') + "]\n") < 0)
        return false;
    if (!CollapsedWriter::write(*tree, &file, m_flame->focusNode()))
        return false;
    return file.commit();
}

bool ProfileView::exportPprof(const QString &path)
{
    const CallTree *tree = m_flame->tree();
    if (!tree)
        return false;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    if (!PprofWriter::write(*tree, &file, m_flame->focusNode()))
        return false;
    return file.commit();
}

} // namespace hearth

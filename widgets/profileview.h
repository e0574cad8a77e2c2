// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/profilesnapshot.h"

#include "analysis/latestsearch.h"
#include "analysis/latesttask.h"

#include <QFutureWatcher>
#include <QWidget>

class QAction;
class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSettings;
class QSplitter;
class QStackedWidget;
class QTabWidget;
class QTableView;
class QToolButton;

namespace hearth {

class BreadcrumbBar;
class FlameGraphView;
class FunctionFilterProxyModel;
class FunctionTableModel;
class ProfileHeaderWidget;
class SandwichPanel;
class TransformController;

/// The profile screen: the units-aware header, the flame graph and the function table in a
/// splitter, linked both ways, with search, orientation, skip-trunk, a breadcrumb with back
/// and forward, and the single-sample sentence instead of a drawing of identical bars.
class ProfileView : public QWidget
{
    Q_OBJECT
public:
    /// settings (may be null) remembers the orientation and the splitter.
    explicit ProfileView(QSettings *settings = nullptr, QWidget *parent = nullptr);
    ~ProfileView() override;

    /// The profile as read; the view shows it through its transforms (built off the GUI thread).
    void setSnapshot(const ProfileSnapshot &snapshot);
    /// What is shown: the snapshot through the transforms (the table, header, search,
    /// sandwich and Compare With follow it).
    const ProfileSnapshot &snapshot() const { return m_snapshot; }
    /// The snapshot as read, before the transforms.
    const ProfileSnapshot &originalSnapshot() const;

    /// The reading transforms (issue 17): the stack, its undo history, chips and menu, and
    /// the transformed tree's build.
    TransformController *transformController() const { return m_transformer; }
    const TransformList &transforms() const;
    /// Replaces the stack without an undo step (a link, the history); an invalid stack is
    /// refused (false). The tree follows off the GUI thread: transformApplied() when shown.
    bool setTransforms(const TransformList &transforms);
    /// Adds one (an undo step); false with a message box when its expression is invalid.
    bool addTransform(const Transform &transform);
    /// True while a transformed tree is being built.
    bool isTransforming() const;
    /// True while the search of a big tree is being matched off the GUI thread: what is
    /// shown is not the newest search's result yet.
    bool isSearching() const { return m_searcher.isPending(); }
    /// Rebuilds the tree for another sample type off the GUI thread; when the profile was
    /// read without that type's stacks, emits sampleTypeUnread() instead.
    void chooseSampleType(int sampleType);

    /// The focus node of the flame graph whose largest occurrence is `function`'s.
    quint32 largestSite(quint32 function) const;

    bool exportPng(const QString &path);
    bool exportSvg(const QString &path);
    /// The focused subtree as folded stacks.
    bool exportFolded(const QString &path);
    /// The focused subtree as a gzip-compressed pprof profile (PprofWriter).
    bool exportPprof(const QString &path);

    // Parts, for the window and for tests.
    FlameGraphView *flameGraph() const { return m_flame; }
    QTableView *table() const { return m_table; }
    FunctionTableModel *tableModel() const { return m_model; }
    /// Marks a name that is not a function (a store's "other") in the table and the graph:
    /// never offered Focus or Sandwich. Empty: none.
    void setNotAFunction(const QString &name);
    FunctionFilterProxyModel *tableProxy() const { return m_proxy; }
    ProfileHeaderWidget *header() const { return m_header; }
    BreadcrumbBar *breadcrumb() const { return m_breadcrumb; }
    SandwichPanel *sandwich() const { return m_sandwich; }
    QLineEdit *searchField() const { return m_search; }
    QCheckBox *regexBox() const { return m_regex; }
    QLabel *matchLabel() const { return m_matchLabel; }
    QLabel *sentenceLabel() const { return m_sentence; }
    QLabel *noteLabel() const { return m_note; }
    QPushButton *showAnywayButton() const { return m_showAnyway; }
    QToolButton *icicleButton() const { return m_icicle; }
    QToolButton *skipTrunkButton() const { return m_skipTrunk; }
    /// Find (Ctrl+F): focuses the search box. Its context is the view and its children; a
    /// window with one view widens it to the window and puts it in its menu, so exactly one
    /// action owns the key (two owners make Qt ignore it as ambiguous).
    QAction *findAction() const { return m_findAction; }
    /// True when the sentence is shown instead of the drawing.
    bool isShowingSentence() const;

public Q_SLOTS:
    void focusSearch();
    /// Back: the previous focus, else the transform step before (undo); Forward likewise.
    void goBack();
    void goForward();
    void showSandwich(quint32 function);
    /// Flame (root at the bottom) or icicle (root at the top); remembered in the settings.
    void setIcicle(bool icicle);

Q_SIGNALS:
    void snapshotChanged();
    /// A sample type was chosen whose stacks were not read (the window reads the file again
    /// and calls setSnapshot(); until then the view shows what it showed).
    void sampleTypeUnread(int sampleType);
    void transformsChanged();
    /// The graph shows the transformed tree (after each build that was not superseded);
    /// its function table follows, then transformApplied().
    void transformShown();
    /// The shown tree and its table follow the transforms.
    void transformApplied();
    /// The function table of the snapshot shown is filled in (after snapshotChanged() when
    /// the snapshot came without it).
    void tableReady();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    /// View ▸ Language: the header, the sentence and the table's headers in the new language.
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    void showSnapshot(const ProfileSnapshot &snapshot);
    /// Computes the table of the snapshot shown off the GUI thread (the last job is stopped).
    void startTable();
    void stopTable();
    /// Matches the search in the tree shown (off the GUI thread for a big tree).
    void updateSearch();
    void showSearch(const SearchMatch &match);
    void updateNavigation();
    void onFrameSelected(quint32 node);
    void onRowSelected();
    void showTableMenu(const QPoint &pos);

    QSettings *m_settings;
    ProfileSnapshot m_snapshot;
    TransformController *m_transformer = nullptr;
    LatestSearch m_searcher;
    // Which tree the search shown was matched in: a count of the trees shown.
    quint64 m_treeGeneration = 0;
    quint64 m_searchGeneration = 0;
    LatestTask<ProfileSnapshot> m_rebuild;
    QFutureWatcher<ProfileSnapshot> m_tableJob;
    std::shared_ptr<std::atomic<bool>> m_tableStop;
    bool m_syncing = false;
    bool m_tableForTransform = false; // transformApplied() once the table job is done

    ProfileHeaderWidget *m_header = nullptr;
    BreadcrumbBar *m_breadcrumb = nullptr;
    QToolButton *m_back = nullptr;
    QToolButton *m_forward = nullptr;
    QToolButton *m_home = nullptr;
    QToolButton *m_flameButton = nullptr;
    QToolButton *m_icicle = nullptr;
    QToolButton *m_skipTrunk = nullptr;
    QLineEdit *m_search = nullptr;
    QCheckBox *m_regex = nullptr;
    QLabel *m_matchLabel = nullptr;
    QLabel *m_note = nullptr;
    QStackedWidget *m_pages = nullptr;
    QSplitter *m_splitter = nullptr;
    FlameGraphView *m_flame = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTableView *m_table = nullptr;
    FunctionTableModel *m_model = nullptr;
    FunctionFilterProxyModel *m_proxy = nullptr;
    SandwichPanel *m_sandwich = nullptr;
    QLabel *m_sentence = nullptr;
    QPushButton *m_showAnyway = nullptr;
    QAction *m_findAction = nullptr;
};

} // namespace hearth

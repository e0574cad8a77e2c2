// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/profilesnapshot.h"

#include "analysis/latesttask.h"

#include <QFutureWatcher>
#include <QWidget>

class QAction;
class QCheckBox;
class QLabel;
class QLineEdit;
class QMenu;
class QPushButton;
class QSettings;
class QSplitter;
class QStackedWidget;
class QTabWidget;
class QTableView;
class QToolButton;
class QUndoStack;

namespace hearth {

class BreadcrumbBar;
class FlameGraphView;
class FunctionFilterProxyModel;
class FunctionTableModel;
class ProfileHeaderWidget;
class SandwichPanel;
class TransformChipBar;

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
    const ProfileSnapshot &originalSnapshot() const { return m_original; }

    // The reading transforms (issue 17), profileviewtransforms.cpp.
    const TransformList &transforms() const { return m_transforms; }
    /// Replaces the stack without an undo step (a link, the history); an invalid stack is
    /// refused (false). The tree follows off the GUI thread: transformApplied() when shown.
    bool setTransforms(const TransformList &transforms);
    /// Adds one (an undo step); false with a message box when its expression is invalid.
    bool addTransform(const Transform &transform);
    /// Removes the transform at index (an undo step): a chip's ✕.
    void removeTransform(int index);
    void clearTransforms();
    /// True while a transformed tree is being built.
    bool isTransforming() const { return m_transformPending; }
    /// True while the function table of the snapshot shown is being computed (a snapshot
    /// handed over without it: the graph is shown first, the table follows).
    bool isComputingTable() const { return m_tableJob.isRunning(); }
    QUndoStack *undoStack() const { return m_undo; }
    /// Transform ▸ (the window puts it in its menu bar; the view's toolbar has it too).
    QMenu *transformMenu() const { return m_transformMenu; }
    TransformChipBar *transformChips() const { return m_chips; }
    QAction *undoAction() const { return m_undoAction; }
    QAction *redoAction() const { return m_redoAction; }
    /// "hide: /x/ · collapse recursion: Eval", empty without transforms (exports' headers).
    QString transformsDescription() const;
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
    /// The shown tree follows the transforms (after each build that was not superseded).
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
    void buildTransformUi();
    void showSnapshot(const ProfileSnapshot &snapshot);
    void startTransform();
    /// Computes the table of the snapshot shown off the GUI thread (the last job is stopped).
    void startTable();
    void stopTable();
    /// Asks for a regular expression or a name and adds the transform of kind.
    void askForTransform(Transform::Kind kind);
    void updateLibraryMenu();
    void updateSearch();
    void updateNavigation();
    void onFrameSelected(quint32 node);
    void onRowSelected();
    void showTableMenu(const QPoint &pos);

    QSettings *m_settings;
    ProfileSnapshot m_snapshot;
    ProfileSnapshot m_original;
    TransformList m_transforms;
    // The transformed tree's build: one superseded by a newer stack is told to stop and dropped.
    LatestTask<ProfileSnapshot> m_transformTask;
    bool m_transformPending = false;
    QUndoStack *m_undo = nullptr;
    QMenu *m_transformMenu = nullptr;
    QMenu *m_libraryMenu = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    TransformChipBar *m_chips = nullptr;
    QToolButton *m_transformButton = nullptr;
    LatestTask<ProfileSnapshot> m_rebuild;
    QFutureWatcher<ProfileSnapshot> m_tableJob;
    std::shared_ptr<std::atomic<bool>> m_tableStop;
    bool m_syncing = false;

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

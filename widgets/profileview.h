// SPDX-License-Identifier: MIT
#pragma once

#include "profilesnapshot.h"

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

    void setSnapshot(const ProfileSnapshot &snapshot);
    const ProfileSnapshot &snapshot() const { return m_snapshot; }
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
    void showSandwich(quint32 function);
    /// Flame (root at the bottom) or icicle (root at the top); remembered in the settings.
    void setIcicle(bool icicle);

Q_SIGNALS:
    void snapshotChanged();
    /// A sample type was chosen whose stacks were not read (the window reads the file again
    /// and calls setSnapshot(); until then the view shows what it showed).
    void sampleTypeUnread(int sampleType);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    /// View ▸ Language: the header, the sentence and the table's headers in the new language.
    void changeEvent(QEvent *event) override;

private:
    void buildUi();
    void updateSearch();
    void updateNavigation();
    void onFrameSelected(quint32 node);
    void onRowSelected();
    void showTableMenu(const QPoint &pos);

    QSettings *m_settings;
    ProfileSnapshot m_snapshot;
    QFutureWatcher<ProfileSnapshot> m_rebuild;
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

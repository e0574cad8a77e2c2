// SPDX-License-Identifier: MIT
#pragma once

#include "recentfiles.h"

#include <QMainWindow>

#include <functional>

class QLabel;
class QMenu;
class QProgressBar;
class QSettings;

namespace hearth {

/// What every top-level window shares (the profile, build, store and compare windows): the
/// menus File (Open…, Open Link…, Open Recent with the kind of each entry, Close, Quit), Edit
/// (Copy, the window's Find), View (the window's items, Language), Window (the open windows,
/// Compare Two Files…) and Help (Keyboard Shortcuts, What the Columns Mean, About Hearth,
/// About Qt); geometry and state kept per kind of window; dropped files and URLs; a busy
/// cursor and status while the window loads.
///
/// A window builds its own menus between the constructor and finishShell(), which it calls
/// last: the File menu's items go between Open Recent and Close (addFileAction), its own
/// menus (menuBar()->addMenu) between View and Window.
class ShellWindow : public QMainWindow
{
    Q_OBJECT
public:
    enum class Kind { Profile, Build, Store, Compare };

    /// settings null: the window keeps its own (QSettings()).
    ShellWindow(Kind kind, QSettings *settings, QWidget *parent = nullptr);
    ~ShellWindow() override;

    Kind kind() const { return m_kind; }
    /// "Profile window", "Build window", … (translated): a heading in Keyboard Shortcuts.
    static QString kindName(Kind kind);
    /// The settings group of a kind's geometry and state: "profileWindow", …
    static QString settingsGroup(Kind kind);

    QMenu *fileMenu() const { return m_file; }
    QMenu *editMenu() const { return m_edit; }
    QMenu *viewMenu() const { return m_view; }
    QMenu *windowMenu() const { return m_window; }
    QMenu *helpMenu() const { return m_help; }
    QMenu *recentMenu() const { return m_recent; }
    QAction *openAction() const { return m_open; }
    QAction *openLinkAction() const { return m_openLink; }
    QAction *copyAction() const { return m_copy; }
    QAction *compareFilesAction() const { return m_compareFiles; }
    QAction *shortcutsAction() const { return m_shortcuts; }

    /// Where Open…, Open Link…, Open Recent and a drop send a file or URL. This one hands it
    /// to the application's WindowOpener (a profile, bundle or store window as it is); without
    /// one, to a new profile or build window.
    virtual void openLocation(const QString &fileOrUrl);
    /// Records a file or link opened, for every window's Open Recent.
    void addRecent(RecentFiles::Kind kind, const QString &location);
    /// Fills Open Recent from the settings (also done each time the menu opens).
    void updateRecentMenu();
    /// Fills Window with the open windows (also done each time the menu opens).
    void updateWindowMenu();

    /// Loading: a busy cursor and, in the status bar, what is being done and a moving bar.
    void setBusy(bool busy, const QString &what = QString());
    bool isBusy() const { return m_busy; }

    /// Every visible window with this shell, in the order they were opened.
    static QList<ShellWindow *> openWindows();
    /// Makes a window of a kind, not shown, with the settings given.
    using Factory = std::function<ShellWindow *(QSettings *settings)>;
    /// How Keyboard Shortcuts makes a window of a kind that is not open, to read its keys from
    /// its actions (WindowKinds::install sets one for every kind; null: none).
    static void setFactory(Kind kind, Factory make);
    /// Every kind of window (this one's first, then profile, build, store, compare): its
    /// actions with a shortcut, as (action text, key) pairs, from the QActions themselves: of
    /// this window, an open window of the kind, or one its factory makes for the purpose (a
    /// kind with neither is left out).
    QList<std::pair<QString, QList<std::pair<QString, QString>>>> shortcutTable() const;
    /// The About Hearth text: version, licence, address.
    static QString aboutText();

public Q_SLOTS:
    /// File ▸ Open…: a file dialog, then openLocation for each file.
    void chooseAndOpen();
    /// File ▸ Open Link…: asks for an https bundle address or a store console link.
    virtual void askForLink();
    /// Window ▸ Compare Two Files…: a new compare window asking for two files.
    virtual void compareTwoFiles();
    /// Edit ▸ Copy: what the focused widget shows as selected (a frame's name, a table
    /// cell, selected text).
    void copySelection();
    void showShortcuts();
    void showColumnHelp();
    void showAbout();

protected:
    /// Adds an action to File, after Open Recent and before Close.
    void addFileAction(QAction *action);
    /// Edit ▸ Find: the window's own Find action (one owner of Ctrl+F).
    void setFindAction(QAction *find);
    /// Ends the menus (Close, Quit, View ▸ Language, Window, Help) and restores the geometry and
    /// state saved for this kind of window (defaultSize, within the screen, the first time).
    void finishShell(const QSize &defaultSize);
    QSettings &shellSettings() const { return *m_settings; }
    /// Whether setBusy shows its status (a window with a progress bar of its own: only the
    /// cursor).
    void setBusyStatusShown(bool shown) { m_busyStatus = shown; }

    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void setLanguage(const QString &language);

    Kind m_kind;
    QSettings *m_settings;
    QMenu *m_file = nullptr;
    QMenu *m_edit = nullptr;
    QMenu *m_view = nullptr;
    QMenu *m_window = nullptr;
    QMenu *m_help = nullptr;
    QMenu *m_recent = nullptr;
    QAction *m_open = nullptr;
    QAction *m_openLink = nullptr;
    QAction *m_fileEnd = nullptr; // the separator before Close
    QAction *m_copy = nullptr;
    QAction *m_compareFiles = nullptr;
    QAction *m_shortcuts = nullptr;
    QWidget *m_busyBox = nullptr;
    QLabel *m_busyLabel = nullptr;
    bool m_busy = false;
    bool m_busyShowedStatusBar = false;
    bool m_busyStatus = true;
    quint64 m_order; // when opened, for the Window menu
};

} // namespace hearth

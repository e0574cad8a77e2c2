// SPDX-License-Identifier: MIT
#pragma once

#include "comparesource.h"
#include "shellwindow.h"

class QLabel;
class QProgressBar;
class QPushButton;
class QSettings;
class QStackedWidget;

namespace hearth {

class LoadingPanel;
class ProfileLoader;
class ProfileView;
struct ParseError;
struct ProfileSnapshot;

/// A window showing one profile file (the menus, recent files, drag and drop of ShellWindow;
/// a second file opens another window), loading off the GUI thread with progress and Cancel, an
/// error dialog saying what and where, File ▸ Export, and File ▸ Compare With… (against any
/// open profile, build span or store window, or a file).
class ProfileWindow : public ShellWindow, public CompareSourceProvider
{
    Q_OBJECT
public:
    explicit ProfileWindow(QSettings &settings, QWidget *parent = nullptr);
    ~ProfileWindow() override;

    /// Loads path into this window (replacing nothing: an empty window only).
    void openFile(const QString &path);
    /// Opens path in this window when it is empty, else in a new window.
    void openFileAnywhere(const QString &path);
    ProfileView *profileView() const { return m_view; }
    ProfileLoader *loader() const { return m_loader; }
    LoadingPanel *loadingPanel() const { return m_loading; }
    bool hasProfile() const;
    bool isLoading() const;
    /// Open Recent's files and links, newest first.
    QStringList recentFiles() const;
    /// A profile here when this window is empty; anything else where it belongs.
    void openLocation(const QString &fileOrUrl) override;
    /// Suppresses the error dialog (tests); the last error is kept instead.
    void setShowErrorDialogs(bool show) { m_errorDialogs = show; }
    QString lastError() const { return m_lastError; }
    /// The profile shown, named by its file (none while empty).
    QList<CompareSource> compareSources() const override;

Q_SIGNALS:
    void loadFinished(bool ok);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void buildMenus();
    /// File ▸ Compare With…: this profile (A) against another open source or a file (B).
    void compareWith();
    void onLoaded(const ProfileSnapshot &snapshot);
    void onFailed(const ParseError &error);
    /// Back to what was shown before the load (or closed, when opened for it alone).
    void onCancelled();
    /// Reads the file again for a sample type whose stacks were not read, off the GUI thread
    /// (progress and Cancel in the status bar); the view stays usable until it is done.
    void readSampleType(int sampleType);
    /// Ends such a re-read (true) or does nothing (false, not re-reading).
    bool endReread();
    void exportAs(int kind);

    QSettings &m_settings;
    ProfileLoader *m_loader;
    ProfileView *m_view;
    QStackedWidget *m_pages;
    QLabel *m_welcome;
    LoadingPanel *m_loading;
    bool m_openedForFile = false; // a new window for one file: Cancel closes it
    QWidget *m_reread = nullptr;  // status bar: "Reading TYPE…", progress and Cancel
    QLabel *m_rereadLabel = nullptr;
    QProgressBar *m_rereadProgress = nullptr;
    bool m_rereading = false;
    QList<QAction *> m_needProfile;
    QString m_path;
    QString m_lastError;
    bool m_errorDialogs = true;
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "comparesource.h"
#include "shellwindow.h"
#include "storerangesource.h"

#include "store/storeconnectionlist.h"
#include "store/storelink.h"

#include <optional>

class QAction;
class QTabWidget;
class QSettings;

namespace hearth {

class CompareWindow;
class MemoryView;
class StoreSecrets;
class StoreView;

/// The store window: a StoreView with Connect…, Open Link…, Copy Link (on the Memory tab: the
/// memory link), Reload and Cancel.
/// `hearth URL` with a console link opens one through openUrl(). Compare ▸ Compare With…
/// compares the component over the current range with any open source or a file; Compare
/// with an Earlier Range… with itself over another range.
class StoreWindow : public ShellWindow, public CompareSourceProvider
{
    Q_OBJECT
public:
    /// settings hold the saved connections (never their secrets); secrets may be shared
    /// between windows (null: the window makes its own).
    explicit StoreWindow(QSettings *settings, StoreSecrets *secrets = nullptr,
                         QWidget *parent = nullptr);

    /// Connects, fetching the secret from the keychain first when none is given.
    void connectTo(const StoreConnectionList::Entry &entry);
    /// A console link or a store's base URL: connects with the saved connection of that base
    /// (and its secret) or without credentials, then opens the link's view (a memory link:
    /// the Memory tab, for its component and range). False when the URL is neither.
    bool openUrl(const QUrl &url);
    /// A store console link opens here; anything else where it belongs.
    void openLocation(const QString &fileOrUrl) override;

    StoreView *view() const { return m_view; }
    /// The Memory tab: the component's memory between restarts (issue 18).
    MemoryView *memoryView() const { return m_memory; }
    /// Shows the Memory tab for the current component and window.
    void showMemory();
    QAction *connectAction() const { return m_connect; }
    QAction *openLinkAction() const { return m_openLink; }
    QAction *copyLinkAction() const { return m_copyLink; }
    QAction *compareAction() const { return m_compare; }
    QAction *compareEarlierAction() const { return m_compareEarlier; }

    /// The component, type, operation and range shown (no component: none).
    std::optional<StoreRange> currentRange() const;
    /// The current range, asked for again when compared (so it is what the header names).
    QList<CompareSource> compareSources() const override;
    /// Opens a compare window: the same component over [fromMs, untilMs) (A) against the
    /// current range (B), both headers naming their range.
    CompareWindow *compareWithRange(qint64 fromMs, qint64 untilMs);

public Q_SLOTS:
    void showConnections();
    /// File ▸ Open Link… (also in Store): a store link or base URL here; a bundle's address
    /// (ending in .profbundle) in a build window.
    void askForLink() override;
    void compareWith();
    void compareWithEarlierRange();

protected:
    /// View ▸ Language: the window's texts in the new language.
    void changeEvent(QEvent *event) override;

private:
    void apply(const StoreConnectionList::Entry &entry);
    /// Opens a link of this connection: the profile in the Profiles tab, or the Memory tab.
    void follow(const StoreLink &link);
    QSettings &settingsForCompare();

    QSettings *m_settings;
    StoreSecrets *m_secrets;
    StoreView *m_view;
    MemoryView *m_memory = nullptr;
    QTabWidget *m_tabs = nullptr;
    std::optional<StoreLink> m_pendingLink;
    QString m_memoryLink; // a memory link's component, until the Profiles tab shows it too
    QString m_waitingForSecret;
    StoreConnectionList::Entry m_entry;
    QAction *m_connect = nullptr;
    QAction *m_openLink = nullptr;
    QAction *m_copyLink = nullptr;
    QAction *m_compare = nullptr;
    QAction *m_compareEarlier = nullptr;
};

} // namespace hearth

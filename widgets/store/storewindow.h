#pragma once

#include "store/storeconnectionlist.h"
#include "store/storelink.h"

#include <QMainWindow>

#include <optional>

class QAction;
class QSettings;

namespace hearth {

class StoreSecrets;
class StoreView;

/// The store window: a StoreView with Connect…, Open Link…, Copy Link, Reload and Cancel.
/// `hearth URL` with a console link opens one through openUrl().
class StoreWindow : public QMainWindow
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
    /// (and its secret) or without credentials, then opens the link's view. False when the
    /// URL is neither.
    bool openUrl(const QUrl &url);

    StoreView *view() const { return m_view; }
    QAction *connectAction() const { return m_connect; }
    QAction *openLinkAction() const { return m_openLink; }
    QAction *copyLinkAction() const { return m_copyLink; }

public Q_SLOTS:
    void showConnections();
    void askForLink();

private:
    void apply(const StoreConnectionList::Entry &entry);

    QSettings *m_settings;
    StoreSecrets *m_secrets;
    StoreView *m_view;
    std::optional<StoreLink> m_pendingLink;
    QString m_waitingForSecret;
    StoreConnectionList::Entry m_entry;
    QAction *m_connect = nullptr;
    QAction *m_openLink = nullptr;
    QAction *m_copyLink = nullptr;
};

} // namespace hearth

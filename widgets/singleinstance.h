// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QStringList>

class QLocalServer;

namespace hearth {

/// One Hearth per user session: the first instance listens on a local socket; a later
/// `hearth FILE…` hands its files (made absolute) to it and exits, so a double-clicked
/// bundle opens a window in the running instance.
class SingleInstance : public QObject
{
    Q_OBJECT
public:
    /// `key` names the socket (tests pass their own); empty: one per user.
    explicit SingleInstance(const QString &key = {}, QObject *parent = nullptr);
    ~SingleInstance() override;

    /// Sends files to a running instance; true when one took them.
    bool sendToRunning(const QStringList &files, int timeoutMs = 2000);
    /// Starts listening for later instances; false when the socket cannot be created.
    bool listen();
    QString serverName() const { return m_name; }

Q_SIGNALS:
    /// Files another instance was asked to open (absolute paths or URLs).
    void filesReceived(const QStringList &files);

private:
    void readConnection();

    QString m_name;
    QLocalServer *m_server = nullptr;
};

} // namespace hearth

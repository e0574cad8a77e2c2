// SPDX-License-Identifier: MIT
#pragma once

#include <QObject>
#include <QStringList>

class QLocalServer;

namespace hearth {

/// One Hearth per user session: the first instance listens on a local socket; a later
/// `hearth FILE…` hands its files (made absolute) to it, with the activation token its
/// launcher gave it, and exits, so a double-clicked bundle opens a window in the running
/// instance, in front (the token lets the compositor or window manager raise it).
class SingleInstance : public QObject
{
    Q_OBJECT
public:
    /// `key` names the socket (tests pass their own); empty: one per user.
    explicit SingleInstance(const QString &key = {}, QObject *parent = nullptr);
    ~SingleInstance() override;

    /// Sends files (and activationToken()) to a running instance; true when one took them.
    bool sendToRunning(const QStringList &files, int timeoutMs = 2000);
    /// The same with a token read before: on X11, Qt takes $DESKTOP_STARTUP_ID out of the
    /// environment when the QGuiApplication is made, so the binary reads it before that.
    bool sendToRunning(const QStringList &files, const QString &activationToken,
                       int timeoutMs = 2000);

    /// The message: "HRT2", a file count, each file as a byte length and UTF-8 bytes, then
    /// the activation token the same way (all little-endian 32-bit; "HRTH" without the token,
    /// as before the token was sent, is read too).
    static QByteArray encode(const QStringList &files, const QString &activationToken);
    enum class Decoded { Complete, NeedMore, Invalid };
    /// Parses by hand with every length checked against what arrived: the socket is another
    /// process's input.
    static Decoded decode(const QByteArray &in, QStringList *files, QString *activationToken);
    /// What this process's launcher gave it to pass on: $XDG_ACTIVATION_TOKEN (Wayland), else
    /// $DESKTOP_STARTUP_ID (X11 startup notification); empty without one.
    static QString activationToken();
    /// Puts a received token where the platform plugin looks for it when a window is next
    /// activated (QWindow::requestActivate: Wayland's plugin reads $XDG_ACTIVATION_TOKEN).
    /// X11's reads its startup id once, at start: the window raised for the token is given it
    /// with StartupNotification::use.
    static void useActivationToken(const QString &token);
    /// Starts listening for later instances; false when the socket cannot be created.
    bool listen();
    QString serverName() const { return m_name; }

Q_SIGNALS:
    /// Files another instance was asked to open (absolute paths or URLs), and the activation
    /// token it was started with (may be empty).
    void filesReceived(const QStringList &files, const QString &activationToken);

private:
    void readConnection();

    QString m_name;
    QLocalServer *m_server = nullptr;
};

} // namespace hearth

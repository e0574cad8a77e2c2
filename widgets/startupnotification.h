// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QList>

class QWidget;

namespace hearth {

/// X11 startup notification (freedesktop startup-notification spec) for a window opened on
/// another process's launch: a later `hearth FILE` hands its $DESKTOP_STARTUP_ID to the running
/// instance, whose Qt read its own id once at start (Qt 6.4 has no public way to give it
/// another). use() puts the forwarded id on the window raised (_NET_STARTUP_ID: the window
/// manager activates it with the launch's time) and ends the launch's busy feedback with the
/// spec's "remove:" message.
class StartupNotification
{
public:
    /// `remove: ID=…`, the value quoted and escaped as the spec wants when it needs it.
    static QByteArray removeMessage(const QByteArray &startupId);
    /// The message as the ClientMessages that carry it: NUL-terminated, in pieces of 20 bytes
    /// (the first sent as _NET_STARTUP_INFO_BEGIN, the rest as _NET_STARTUP_INFO).
    static QList<QByteArray> pieces(const QByteArray &message);
    /// On X11 (the xcb platform): sets _NET_STARTUP_ID on the window (created if need be) and
    /// sends the remove message; true when sent. Elsewhere (Wayland, offscreen) false: nothing
    /// to do there.
    static bool use(QWidget *window, const QByteArray &startupId);
};

} // namespace hearth

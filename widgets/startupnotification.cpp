// SPDX-License-Identifier: MIT
#include "startupnotification.h"

#include <QGuiApplication>
#include <QWidget>

// X11: with libxcb, and a Qt that has its xcb platform.
#if defined(HEARTH_HAVE_XCB) && QT_CONFIG(xcb)
#define HEARTH_X11_STARTUP 1
#include <xcb/xcb.h>

#include <cstdlib>
#include <cstring>
#endif

namespace hearth {

namespace {

constexpr qsizetype PieceSize = 20; // the data of a format-8 ClientMessage

#ifdef HEARTH_X11_STARTUP
xcb_atom_t atom(xcb_connection_t *c, const char *name)
{
    const xcb_intern_atom_cookie_t cookie = xcb_intern_atom(c, false, uint16_t(strlen(name)), name);
    xcb_intern_atom_reply_t *reply = xcb_intern_atom_reply(c, cookie, nullptr);
    const xcb_atom_t a = reply ? reply->atom : xcb_atom_t(XCB_ATOM_NONE);
    std::free(reply);
    return a;
}
#endif

} // namespace

QByteArray StartupNotification::removeMessage(const QByteArray &startupId)
{
    // A value with a space, a quote or a backslash is quoted, the last two escaped.
    QByteArray value = startupId;
    if (value.contains(' ') || value.contains('"') || value.contains('\\')) {
        value.replace('\\', "\\\\");
        value.replace('"', "\\\"");
        value = '"' + value + '"';
    }
    return QByteArrayLiteral("remove: ID=") + value;
}

QList<QByteArray> StartupNotification::pieces(const QByteArray &message)
{
    QByteArray all = message;
    all.append('\0');
    QList<QByteArray> out;
    for (qsizetype i = 0; i < all.size(); i += PieceSize) {
        QByteArray piece = all.mid(i, PieceSize);
        piece.append(PieceSize - piece.size(), '\0');
        out.append(piece);
    }
    return out;
}

bool StartupNotification::use(QWidget *window, const QByteArray &startupId)
{
    if (!window || startupId.isEmpty())
        return false;
#ifdef HEARTH_X11_STARTUP
    const auto *x11 =
        qGuiApp ? qGuiApp->nativeInterface<QNativeInterface::QX11Application>() : nullptr;
    xcb_connection_t *c = x11 ? x11->connection() : nullptr;
    if (!c)
        return false;
    const auto win = xcb_window_t(window->winId());
    // The window manager activates a window whose _NET_STARTUP_ID names a launch, with the
    // time of that launch's click rather than this process's last input.
    xcb_change_property(c, XCB_PROP_MODE_REPLACE, win, atom(c, "_NET_STARTUP_ID"),
                        atom(c, "UTF8_STRING"), 8, uint32_t(startupId.size()),
                        startupId.constData());
    // The launch is over: its busy cursor or spinning taskbar entry goes.
    const xcb_screen_t *screen = xcb_setup_roots_iterator(xcb_get_setup(c)).data;
    xcb_client_message_event_t ev;
    std::memset(&ev, 0, sizeof ev);
    ev.response_type = XCB_CLIENT_MESSAGE;
    ev.format = 8;
    ev.window = win;
    ev.type = atom(c, "_NET_STARTUP_INFO_BEGIN");
    const xcb_atom_t more = atom(c, "_NET_STARTUP_INFO");
    for (const QByteArray &piece : pieces(removeMessage(startupId))) {
        std::memcpy(ev.data.data8, piece.constData(), PieceSize);
        xcb_send_event(c, false, screen->root, XCB_EVENT_MASK_PROPERTY_CHANGE,
                       reinterpret_cast<const char *>(&ev));
        ev.type = more;
    }
    xcb_flush(c);
    return true;
#else
    return false;
#endif
}

} // namespace hearth

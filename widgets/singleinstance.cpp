// SPDX-License-Identifier: MIT
#include "singleinstance.h"

#include <QDir>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>
#include <QUrl>

namespace hearth {

namespace {

constexpr quint32 Magic = 0x48545248; // "HRTH" as little-endian bytes
constexpr int MaxFiles = 256;

QStringList absolute(const QStringList &files)
{
    QStringList out;
    for (const QString &f : files) {
        const QUrl url(f);
        const bool remote =
            url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https");
        out << (remote ? f : QFileInfo(f).absoluteFilePath());
    }
    return out;
}

} // namespace

namespace {
constexpr quint32 MagicWithToken = 0x32545248; // "HRT2"
constexpr quint32 MaxLength = 64 * 1024;       // a path, a URL or a token
} // namespace

QByteArray SingleInstance::encode(const QStringList &files, const QString &activationToken)
{
    QByteArray out;
    auto put = [&out](quint32 v) {
        for (int i = 0; i < 4; ++i)
            out.append(char((v >> (8 * i)) & 0xff));
    };
    auto putText = [&](const QString &text) {
        const QByteArray u = text.toUtf8().left(MaxLength);
        put(quint32(u.size()));
        out.append(u);
    };
    put(MagicWithToken);
    put(quint32(files.size()));
    for (const QString &f : files)
        putText(f);
    putText(activationToken);
    return out;
}

SingleInstance::Decoded SingleInstance::decode(const QByteArray &in, QStringList *files,
                                               QString *activationToken)
{
    qsizetype pos = 0;
    auto get = [&](quint32 *v) {
        if (in.size() - pos < 4)
            return false;
        *v = 0;
        for (int i = 0; i < 4; ++i)
            *v |= quint32(quint8(in[pos + i])) << (8 * i);
        pos += 4;
        return true;
    };
    // A length and that many UTF-8 bytes.
    auto getText = [&](QString *text) {
        quint32 len = 0;
        if (!get(&len))
            return Decoded::NeedMore;
        if (len > MaxLength)
            return Decoded::Invalid;
        if (in.size() - pos < qsizetype(len))
            return Decoded::NeedMore;
        *text = QString::fromUtf8(in.constData() + pos, qsizetype(len));
        pos += len;
        return Decoded::Complete;
    };
    quint32 magic = 0, count = 0;
    if (!get(&magic))
        return Decoded::NeedMore;
    if (magic != Magic && magic != MagicWithToken)
        return Decoded::Invalid;
    if (!get(&count))
        return Decoded::NeedMore;
    if (count > quint32(MaxFiles))
        return Decoded::Invalid;
    files->clear();
    activationToken->clear();
    for (quint32 i = 0; i < count; ++i) {
        QString f;
        if (const Decoded d = getText(&f); d != Decoded::Complete)
            return d;
        files->append(f);
    }
    if (magic == MagicWithToken)
        return getText(activationToken);
    return Decoded::Complete;
}

QString SingleInstance::activationToken()
{
    const QString wayland = qEnvironmentVariable("XDG_ACTIVATION_TOKEN");
    return wayland.isEmpty() ? qEnvironmentVariable("DESKTOP_STARTUP_ID") : wayland;
}

void SingleInstance::useActivationToken(const QString &token)
{
    if (token.isEmpty())
        return;
    // Qt's Wayland plugin hands $XDG_ACTIVATION_TOKEN to the compositor on requestActivate();
    // X11 startup notification reads $DESKTOP_STARTUP_ID.
    qputenv("XDG_ACTIVATION_TOKEN", token.toUtf8());
    qputenv("DESKTOP_STARTUP_ID", token.toUtf8());
}

SingleInstance::SingleInstance(const QString &key, QObject *parent)
    : QObject(parent)
    , m_name(key.isEmpty()
                 ? QStringLiteral("hearth-") + qEnvironmentVariable("USER", QStringLiteral("user"))
                 : key)
{}

SingleInstance::~SingleInstance() = default;

bool SingleInstance::sendToRunning(const QStringList &files, int timeoutMs)
{
    return sendToRunning(files, activationToken(), timeoutMs);
}

bool SingleInstance::sendToRunning(const QStringList &files, const QString &activationToken,
                                   int timeoutMs)
{
    QLocalSocket socket;
    socket.connectToServer(m_name);
    if (!socket.waitForConnected(timeoutMs))
        return false;
    socket.write(encode(absolute(files).mid(0, MaxFiles), activationToken));
    if (!socket.waitForBytesWritten(timeoutMs))
        return false;
    // The running instance answers with one byte once it has the list.
    return socket.waitForReadyRead(timeoutMs) && socket.read(1) == "1";
}

bool SingleInstance::listen()
{
    m_server = new QLocalServer(this);
    m_server->setSocketOptions(QLocalServer::UserAccessOption);
    if (!m_server->listen(m_name)) {
        // A stale socket of an instance that crashed: nobody answered sendToRunning().
        QLocalServer::removeServer(m_name);
        if (!m_server->listen(m_name))
            return false;
    }
    connect(m_server, &QLocalServer::newConnection, this, &SingleInstance::readConnection);
    return true;
}

void SingleInstance::readConnection()
{
    while (QLocalSocket *socket = m_server->nextPendingConnection()) {
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
            if (socket->bytesAvailable() > (1 << 20)) { // more than any list of paths
                socket->abort();
                return;
            }
            QStringList files;
            QString token;
            switch (decode(socket->peek(socket->bytesAvailable()), &files, &token)) {
            case Decoded::NeedMore:
                return;
            case Decoded::Invalid:
                socket->abort();
                return;
            case Decoded::Complete:
                break;
            }
            socket->readAll();
            socket->write("1");
            socket->flush();
            Q_EMIT filesReceived(files, token);
        });
    }
}

} // namespace hearth

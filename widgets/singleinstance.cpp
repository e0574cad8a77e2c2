#include "singleinstance.h"

#include <QDataStream>
#include <QDir>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>
#include <QUrl>

namespace hearth {

namespace {

constexpr quint32 Magic = 0x48525448; // "HRTH"
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

SingleInstance::SingleInstance(const QString &key, QObject *parent)
    : QObject(parent)
    , m_name(key.isEmpty()
                 ? QStringLiteral("hearth-") + qEnvironmentVariable("USER", QStringLiteral("user"))
                 : key)
{}

SingleInstance::~SingleInstance() = default;

bool SingleInstance::sendToRunning(const QStringList &files, int timeoutMs)
{
    QLocalSocket socket;
    socket.connectToServer(m_name);
    if (!socket.waitForConnected(timeoutMs))
        return false;
    QByteArray payload;
    QDataStream out(&payload, QIODevice::WriteOnly);
    out << Magic << absolute(files).mid(0, MaxFiles);
    socket.write(payload);
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
            // Small messages only: a list of paths, capped.
            if (socket->bytesAvailable() > (1 << 20)) {
                socket->abort();
                return;
            }
            QDataStream in(socket->peek(socket->bytesAvailable()));
            quint32 magic = 0;
            QStringList files;
            in >> magic >> files;
            if (in.status() != QDataStream::Ok)
                return; // wait for the rest
            socket->readAll();
            if (magic != Magic || files.size() > MaxFiles) {
                socket->abort();
                return;
            }
            socket->write("1");
            socket->flush();
            Q_EMIT filesReceived(files);
        });
    }
}

} // namespace hearth

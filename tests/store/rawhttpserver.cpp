// SPDX-License-Identifier: MIT
#include "rawhttpserver.h"

#include <QTcpSocket>

namespace hearth::test {

RawHttpServer::RawHttpServer(QObject *parent)
    : QObject(parent)
{
    connect(&m_server, &QTcpServer::newConnection, this, &RawHttpServer::onConnection);
}

bool RawHttpServer::listen()
{
    return m_server.listen(QHostAddress::LocalHost, 0);
}

QUrl RawHttpServer::url() const
{
    QUrl u;
    u.setScheme(QStringLiteral("http"));
    u.setHost(QStringLiteral("127.0.0.1"));
    u.setPort(m_server.serverPort());
    return u;
}

quint16 RawHttpServer::refusedPort()
{
    QTcpServer s;
    s.listen(QHostAddress::LocalHost, 0);
    const quint16 port = s.serverPort();
    s.close();
    return port;
}

void RawHttpServer::onConnection()
{
    while (QTcpSocket *socket = m_server.nextPendingConnection()) {
        ++m_connections;
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        auto *buffer = new QByteArray;
        connect(socket, &QObject::destroyed, socket, [buffer] { delete buffer; });
        connect(socket, &QTcpSocket::readyRead, socket, [socket, buffer] {
            *buffer += socket->readAll();
            const qsizetype headerEnd = buffer->indexOf("\r\n\r\n");
            if (headerEnd < 0)
                return;
            qsizetype length = 0;
            for (const QByteArray &line : buffer->left(headerEnd).split('\n')) {
                if (line.toLower().startsWith("content-length:"))
                    length = line.mid(15).trimmed().toLongLong();
            }
            if (buffer->size() < headerEnd + 4 + length)
                return;
            buffer->clear();
            socket->write("HTTP/1.1 200 OK\r\nContent-Type: application/proto\r\n"
                          "Content-Length: 1000\r\n\r\n");
            socket->write(QByteArray(100, '\x0a'));
            socket->flush();
            socket->disconnectFromHost();
        });
    }
}

} // namespace hearth::test

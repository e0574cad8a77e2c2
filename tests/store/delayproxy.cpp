// SPDX-License-Identifier: MIT
#include "delayproxy.h"

#include <QTcpSocket>
#include <QTimer>

namespace hearth::test {

DelayProxy::DelayProxy(QObject *parent)
    : QObject(parent)
{
    connect(&m_server, &QTcpServer::newConnection, this, &DelayProxy::onConnection);
}

bool DelayProxy::listen(quint16 targetPort, std::function<int()> delayMs)
{
    m_target = targetPort;
    m_delay = std::move(delayMs);
    return m_server.listen(QHostAddress::LocalHost, 0);
}

void DelayProxy::onConnection()
{
    while (QTcpSocket *client = m_server.nextPendingConnection()) {
        client->setParent(this);
        auto *upstream = new QTcpSocket(client);
        upstream->connectToHost(QHostAddress::LocalHost, m_target);
        // No Nagle: the proxy must not add its own 40 ms stalls to every small answer.
        client->setSocketOption(QAbstractSocket::LowDelayOption, 1);
        connect(upstream, &QTcpSocket::connected, upstream,
                [upstream] { upstream->setSocketOption(QAbstractSocket::LowDelayOption, 1); });
        connect(client, &QTcpSocket::readyRead, upstream,
                [client, upstream] { upstream->write(client->readAll()); });
        connect(upstream, &QTcpSocket::readyRead, client, [this, client, upstream] {
            const QByteArray data = upstream->readAll();
            const int delay = m_delay ? m_delay() : 0;
            if (delay <= 0) {
                client->write(data);
                return;
            }
            // The timer's context is the client socket: when it goes, so do the held bytes.
            QTimer::singleShot(delay, client, [client, data] { client->write(data); });
        });
        connect(upstream, &QTcpSocket::disconnected, client, [this, client] {
            const int delay = m_delay ? m_delay() : 0;
            QTimer::singleShot(qMax(0, delay), client, [client] { client->disconnectFromHost(); });
        });
        connect(client, &QTcpSocket::disconnected, client, [client, upstream] {
            upstream->abort();
            client->deleteLater();
        });
    }
}

} // namespace hearth::test

// SPDX-License-Identifier: MIT
#pragma once

#include <QTcpServer>

#include <functional>

namespace hearth::test {

/// A TCP proxy on 127.0.0.1 in front of the test server that holds every chunk of the
/// answers for a while: a slow server. Byte-level, so TLS passes through untouched. A client
/// that gives up closes its connection; the held bytes are then dropped (QHttpServer 6.4
/// itself cannot answer late on a connection the client has closed).
class DelayProxy : public QObject
{
    Q_OBJECT
public:
    explicit DelayProxy(QObject *parent = nullptr);
    /// delayMs is asked for each chunk; 0 forwards at once.
    bool listen(quint16 targetPort, std::function<int()> delayMs);
    quint16 port() const { return m_server.serverPort(); }

private:
    void onConnection();
    QTcpServer m_server;
    quint16 m_target = 0;
    std::function<int()> m_delay;
};

} // namespace hearth::test

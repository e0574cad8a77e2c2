// SPDX-License-Identifier: MIT
#pragma once

#include <QTcpServer>
#include <QUrl>

namespace hearth::test {

/// A bare TCP server that reads one HTTP request per connection and then misbehaves in ways
/// QHttpServer cannot: it announces a 200 with a Content-Length, sends part of the body, and
/// closes the connection.
class RawHttpServer : public QObject
{
    Q_OBJECT
public:
    explicit RawHttpServer(QObject *parent = nullptr);
    bool listen();
    QUrl url() const;
    int connections() const { return m_connections; }
    /// A port on 127.0.0.1 where nothing listens (bound, then released).
    static quint16 refusedPort();

private:
    void onConnection();
    QTcpServer m_server;
    int m_connections = 0;
};

} // namespace hearth::test

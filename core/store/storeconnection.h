// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>
#include <QUrl>

namespace hearth {

/// Where a profile store is and how to talk to it. The secret is held in memory only; the
/// connections dialog keeps it in the desktop keychain.
struct StoreConnection
{
    enum class Auth { None, Basic, Bearer };

    QUrl baseUrl;   // e.g. https://pyroscope.example.com or https://host/prefix
    QString tenant; // X-Scope-OrgID; empty: none
    Auth auth = Auth::None;
    QString user;   // basic auth
    QString secret; // basic: the password (or a token); bearer: the token

    int timeoutMs = 30000;
    qint64 maxResponseBytes = qint64(256) << 20; // answers are untrusted
    /// SHA-256 of a certificate the user chose to trust although it does not verify (a
    /// self-signed server), as raw bytes; empty: verify normally.
    QByteArray trustedCertificateSha256;

    /// The value of the Authorization header, or empty.
    QByteArray authorizationHeader() const;
    /// <base>/querier.v1.QuerierService/<method>, keeping a path prefix of the base URL.
    QUrl methodUrl(const QString &method) const;
    /// <base>/api/v1/status/buildinfo: the server's version as JSON, where it says.
    QUrl buildInfoUrl() const;
    /// Identifies the server, tenant and credentials (hashed) for the answer cache.
    QByteArray cacheScope() const;
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

// The connection options `hearth store` and `hearth store URL memory` share: --timeout,
// --trust-fingerprint, --tenant, --user and --token (or HEARTH_STORE_TOKEN), and what a bad
// value of one says.

#include "store/storeconnection.h"
#include "store/tlsfingerprint.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QString>

namespace hearth {

/// Basic auth with a user, else bearer with a token alone; false for a user without a token.
inline bool setAuth(StoreConnection *c, const QString &user, const QString &token)
{
    c->user = user;
    c->secret = token;
    if (!user.isEmpty()) {
        if (token.isEmpty())
            return false;
        c->auth = StoreConnection::Auth::Basic;
    } else if (!token.isEmpty()) {
        c->auth = StoreConnection::Auth::Bearer;
    }
    return true;
}

/// Which connection option had a bad value.
enum class ConnectionOptionError { None, Timeout, TrustFingerprint, UserWithoutToken };

/// Reads the connection options (named `timeout`, `trust-fingerprint`, `tenant`, `user` and
/// `token` in `parser`) onto `c`, up to the first bad one.
inline ConnectionOptionError readConnectionOptions(const QCommandLineParser &parser,
                                                   StoreConnection *c)
{
    const QString timeoutOpt = QStringLiteral("timeout");
    const QString trustOpt = QStringLiteral("trust-fingerprint");
    const QString tokenOpt = QStringLiteral("token");
    if (parser.isSet(timeoutOpt)) {
        bool ok = false;
        const double s = parser.value(timeoutOpt).toDouble(&ok);
        if (!ok || s <= 0 || s > 86400)
            return ConnectionOptionError::Timeout;
        c->timeoutMs = qMax(1, int(s * 1000));
    }
    if (parser.isSet(trustOpt)) {
        c->trustedCertificateSha256 = TlsFingerprint::parse(parser.value(trustOpt));
        if (c->trustedCertificateSha256.isEmpty())
            return ConnectionOptionError::TrustFingerprint;
    }
    c->tenant = parser.value(QStringLiteral("tenant"));
    const QString token = parser.isSet(tokenOpt) ? parser.value(tokenOpt)
                                                 : qEnvironmentVariable("HEARTH_STORE_TOKEN");
    if (!setAuth(c, parser.value(QStringLiteral("user")), token))
        return ConnectionOptionError::UserWithoutToken;
    return ConnectionOptionError::None;
}

/// What a bad connection option says (translated), empty for None.
inline QString connectionOptionMessage(ConnectionOptionError error)
{
    switch (error) {
    case ConnectionOptionError::None:
        break;
    case ConnectionOptionError::Timeout:
        return QCoreApplication::translate("hearth::StoreConnectionOptions",
                                           "--timeout takes a number of seconds");
    case ConnectionOptionError::TrustFingerprint:
        return QCoreApplication::translate("hearth::StoreConnectionOptions",
                                           "--trust-fingerprint takes a SHA-256 in hex");
    case ConnectionOptionError::UserWithoutToken:
        return QCoreApplication::translate("hearth::StoreConnectionOptions",
                                           "--user needs --token or HEARTH_STORE_TOKEN");
    }
    return {};
}

} // namespace hearth

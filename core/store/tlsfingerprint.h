// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QList>
#include <QSslCertificate>
#include <QSslError>
#include <QString>

namespace hearth {

/// A certificate's SHA-256 fingerprint, as the TLS error shows it and a connection pins it.
class TlsFingerprint
{
public:
    /// The raw digest of the DER encoding; empty for a null certificate.
    static QByteArray sha256(const QSslCertificate &certificate);
    /// "AB:CD:…" (upper-case hex pairs).
    static QString format(const QByteArray &digest);
    /// Accepts "AB:CD:…", "abcd…" (64 hex digits, colons and spaces ignored); empty on error.
    static QByteArray parse(const QString &text);

    /// What a connection makes of a TLS failure (both store clients ask the same).
    struct Check
    {
        bool pinned = false; // the peer is the pinned certificate: ignore the errors
        QString reasons;     // the errors' texts, "; "-separated
        QString fingerprint; // the peer's, format()ted; empty when there is no certificate
    };
    /// @p peer is the reply's peer certificate (when null, the first the errors carry);
    /// @p trustedSha256 the pinned digest, empty when nothing is pinned.
    static Check check(const QSslCertificate &peer, const QList<QSslError> &errors,
                       const QByteArray &trustedSha256);
};

} // namespace hearth

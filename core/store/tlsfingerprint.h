// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QSslCertificate>
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
};

} // namespace hearth

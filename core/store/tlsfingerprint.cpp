// SPDX-License-Identifier: MIT
#include "tlsfingerprint.h"

#include <QCryptographicHash>

namespace hearth {

QByteArray TlsFingerprint::sha256(const QSslCertificate &certificate)
{
    if (certificate.isNull())
        return {};
    return certificate.digest(QCryptographicHash::Sha256);
}

QString TlsFingerprint::format(const QByteArray &digest)
{
    return QString::fromLatin1(digest.toHex(':').toUpper());
}

QByteArray TlsFingerprint::parse(const QString &text)
{
    QByteArray hex;
    for (const QChar c : text) {
        if (c == QLatin1Char(':') || c.isSpace())
            continue;
        const char16_t u = c.unicode();
        const bool hexDigit =
            (u >= u'0' && u <= u'9') || (u >= u'a' && u <= u'f') || (u >= u'A' && u <= u'F');
        if (!hexDigit)
            return {};
        hex += char(u);
    }
    if (hex.size() != 64)
        return {};
    return QByteArray::fromHex(hex);
}

TlsFingerprint::Check TlsFingerprint::check(const QSslCertificate &peer,
                                            const QList<QSslError> &errors,
                                            const QByteArray &trustedSha256)
{
    QSslCertificate cert = peer;
    QStringList reasons;
    for (const QSslError &e : errors) {
        reasons.append(e.errorString());
        if (cert.isNull())
            cert = e.certificate();
    }
    const QByteArray digest = sha256(cert);
    Check c;
    c.pinned = !trustedSha256.isEmpty() && !digest.isEmpty() && digest == trustedSha256;
    c.reasons = reasons.join(QStringLiteral("; "));
    c.fingerprint = format(digest);
    return c;
}

} // namespace hearth

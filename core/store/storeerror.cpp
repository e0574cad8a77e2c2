// SPDX-License-Identifier: MIT
#include "storeerror.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace hearth {

StoreError StoreError::make(Kind kind, const QString &message, int httpStatus, const QString &code)
{
    StoreError e;
    e.kind = kind;
    e.message = message;
    e.httpStatus = httpStatus;
    e.code = code;
    return e;
}

StoreError StoreError::unsupported(const QString &method, const QString &server,
                                   const QString &since, int httpStatus, const QString &code)
{
    StoreError e = make(Kind::Unsupported, QString(), httpStatus, code);
    e.method = method;
    e.server = server;
    e.since = since;
    return e;
}

QString StoreError::kindName(Kind kind)
{
    switch (kind) {
    case Kind::None:
        return QStringLiteral("none");
    case Kind::InvalidRequest:
        return QStringLiteral("invalid_request");
    case Kind::Transport:
        return QStringLiteral("transport");
    case Kind::Timeout:
        return QStringLiteral("timeout");
    case Kind::Tls:
        return QStringLiteral("tls");
    case Kind::Http:
        return QStringLiteral("http");
    case Kind::TooLarge:
        return QStringLiteral("too_large");
    case Kind::Malformed:
        return QStringLiteral("malformed");
    case Kind::Unsupported:
        return QStringLiteral("unsupported");
    case Kind::Cancelled:
        return QStringLiteral("cancelled");
    }
    return {};
}

QString StoreError::codeForStatus(int status)
{
    // The Connect protocol's mapping from HTTP status to error code.
    switch (status) {
    case 400:
        return QStringLiteral("invalid_argument");
    case 401:
        return QStringLiteral("unauthenticated");
    case 403:
        return QStringLiteral("permission_denied");
    case 404:
        return QStringLiteral("unimplemented");
    case 408:
    case 504:
        return QStringLiteral("deadline_exceeded");
    case 409:
        return QStringLiteral("aborted");
    case 429:
    case 502:
    case 503:
        return QStringLiteral("unavailable");
    case 500:
        return QStringLiteral("internal");
    case 501:
        return QStringLiteral("unimplemented");
    default:
        return QStringLiteral("unknown");
    }
}

bool StoreError::parseConnectBody(const QByteArray &body, QString *code, QString *message)
{
    if (body.size() > 1 << 20)
        return false;
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(body, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject())
        return false;
    const QJsonObject o = doc.object();
    if (!o.value(QLatin1String("code")).isString())
        return false;
    *code = plainText(o.value(QLatin1String("code")).toString(), 64);
    *message = plainText(o.value(QLatin1String("message")).toString());
    return true;
}

QString StoreError::plainText(const QString &text, int maxLength)
{
    QString out;
    out.reserve(qMin(text.size(), maxLength + 1));
    for (const QChar c : text) {
        if (out.size() >= maxLength) {
            out += QChar(0x2026);
            break;
        }
        const bool control = c.category() == QChar::Other_Control ||
                             c.category() == QChar::Other_Format || c == QChar::LineSeparator ||
                             c == QChar::ParagraphSeparator;
        out += control ? QLatin1Char(' ') : c;
    }
    return out.trimmed();
}

QString StoreError::toString() const
{
    switch (kind) {
    case Kind::None:
        return tr("no error");
    case Kind::InvalidRequest:
        return tr("invalid request: %1").arg(message);
    case Kind::Transport:
        return tr("connection failed: %1").arg(message);
    case Kind::Timeout:
        return tr("no answer within the timeout: %1").arg(message);
    case Kind::Tls:
        if (fingerprint.isEmpty())
            return tr("TLS failed: %1").arg(message);
        return tr("TLS failed: %1 (certificate SHA-256 %2)").arg(message, fingerprint);
    case Kind::Http:
        if (message.isEmpty())
            return tr("HTTP %1 %2").arg(httpStatus).arg(code);
        return tr("HTTP %1 %2: %3").arg(QString::number(httpStatus), code, message);
    case Kind::TooLarge:
        return tr("the answer is too large: %1").arg(message);
    case Kind::Malformed:
        return tr("the answer is malformed: %1").arg(message);
    case Kind::Unsupported: {
        const QString status = QStringLiteral("HTTP %1 %2").arg(httpStatus).arg(code).trimmed();
        if (since.isEmpty())
            return tr("the server %1 does not offer %2 (%3)").arg(server, method, status);
        return tr("the server %1 does not offer %2 (%3); Pyroscope %4 and later have it: check "
                  "the server and the path in its URL")
            .arg(server, method, status, since);
    }
    case Kind::Cancelled:
        return tr("cancelled");
    }
    return {};
}

} // namespace hearth

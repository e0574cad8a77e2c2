// SPDX-License-Identifier: MIT
#include "replybody.h"

#include <QNetworkReply>

namespace hearth {

QString ReplyBody::cutShort(const QNetworkReply &reply, qint64 received)
{
    if (reply.error() != QNetworkReply::NoError)
        return QStringLiteral("the answer was cut short: %1").arg(reply.errorString());
    bool ok = false;
    const qint64 announced = reply.header(QNetworkRequest::ContentLengthHeader).toLongLong(&ok);
    if (ok && received < announced) {
        return QStringLiteral("the answer was cut short: %1 of the %2 bytes announced")
            .arg(received)
            .arg(announced);
    }
    return {};
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "spanid.h"

namespace hearth {

QString SpanId::toHex(quint64 id)
{
    return QStringLiteral("%1").arg(id, 16, 16, QLatin1Char('0'));
}

bool SpanId::fromHex(QStringView hex, quint64 *id)
{
    if (hex.size() != 2 * Bytes)
        return false;
    quint64 v = 0;
    for (QChar c : hex) {
        const char16_t u = c.unicode();
        int d = -1;
        if (u >= u'0' && u <= u'9')
            d = u - u'0';
        else if (u >= u'a' && u <= u'f')
            d = u - u'a' + 10;
        else if (u >= u'A' && u <= u'F')
            d = u - u'A' + 10;
        if (d < 0)
            return false;
        v = (v << 4) | quint64(d);
    }
    if (v == 0)
        return false;
    *id = v;
    return true;
}

QByteArray SpanId::toBytes(quint64 id)
{
    QByteArray b(Bytes, Qt::Uninitialized);
    for (int i = Bytes - 1; i >= 0; --i) {
        b[i] = char(id & 0xff);
        id >>= 8;
    }
    return b;
}

bool SpanId::fromBytes(const QByteArray &bytes, quint64 *id)
{
    if (bytes.size() != Bytes)
        return false;
    quint64 v = 0;
    for (char c : bytes)
        v = (v << 8) | quint64(quint8(c));
    if (v == 0)
        return false;
    *id = v;
    return true;
}

} // namespace hearth

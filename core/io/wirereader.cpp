// SPDX-License-Identifier: MIT
#include "wirereader.h"

namespace hearth::pprof {

bool WireReader::fail(Kind kind, qint64 offset, const QString &detail)
{
    if (!m_error.isError()) {
        m_error = ParseError::at(kind, offset, detail);
        m_error.inDecompressed = true;
    }
    return false;
}

bool WireReader::badVarint(const Cursor &c, qint64 truncatedAt, const QString &what)
{
    if (c.tooLongAt >= 0)
        return fail(Kind::Malformed, c.tooLongAt,
                    QStringLiteral("%1 is a varint longer than 10 bytes").arg(what));
    return fail(Kind::Truncated, truncatedAt, what);
}

bool WireReader::nextField(Cursor &c, quint32 &field, quint32 &wireType, quint64 &value, Span &sub,
                           const char *where)
{
    const qint64 at = c.offset();
    quint64 tag;
    if (!c.varint(tag))
        return badVarint(c, at, QStringLiteral("field tag in %1").arg(QLatin1String(where)));
    field = quint32(std::min<quint64>(tag >> 3, 0xffffffffu));
    wireType = quint32(tag & 7);
    if (field == 0)
        return fail(Kind::Malformed, at,
                    QStringLiteral("field number 0 in %1").arg(QLatin1String(where)));
    switch (wireType) {
    case 0:
        if (!c.varint(value))
            return badVarint(
                c, c.offset(),
                QStringLiteral("varint of field %1 in %2").arg(field).arg(QLatin1String(where)));
        return true;
    case 1:
        if (c.end - c.p < 8)
            return fail(
                Kind::Truncated, c.offset(),
                QStringLiteral("fixed64 of field %1 in %2").arg(field).arg(QLatin1String(where)));
        value = 0;
        for (int i = 7; i >= 0; --i)
            value = (value << 8) | c.p[i];
        c.p += 8;
        return true;
    case 5:
        if (c.end - c.p < 4)
            return fail(
                Kind::Truncated, c.offset(),
                QStringLiteral("fixed32 of field %1 in %2").arg(field).arg(QLatin1String(where)));
        value =
            quint64(c.p[0]) | quint64(c.p[1]) << 8 | quint64(c.p[2]) << 16 | quint64(c.p[3]) << 24;
        c.p += 4;
        return true;
    case 2: {
        quint64 len;
        if (!c.varint(len))
            return badVarint(
                c, c.offset(),
                QStringLiteral("length of field %1 in %2").arg(field).arg(QLatin1String(where)));
        if (len > quint64(c.end - c.p))
            return fail(Kind::Truncated, c.offset(),
                        QStringLiteral("field %1 in %2 claims %3 bytes, %4 remain")
                            .arg(field)
                            .arg(QLatin1String(where))
                            .arg(len)
                            .arg(qint64(c.end - c.p)));
        sub = Span{c.offset(), c.offset() + qint64(len)};
        value = len;
        c.p += len;
        return true;
    }
    default:
        return fail(Kind::Malformed, at,
                    QStringLiteral("wire type %1 of field %2 in %3")
                        .arg(wireType)
                        .arg(field)
                        .arg(QLatin1String(where)));
    }
}

bool WireReader::stringIndex(quint64 v, qint64 offset, qsizetype strings, const char *what,
                             quint32 *out)
{
    if (v >= quint64(strings))
        return fail(Kind::IndexOutOfRange, offset,
                    QStringLiteral("%1 names string %2 of %3")
                        .arg(QLatin1String(what))
                        .arg(qint64(v))
                        .arg(strings));
    *out = quint32(v);
    return true;
}

} // namespace hearth::pprof

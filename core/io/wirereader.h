// SPDX-License-Identifier: MIT
#pragma once

#include "parseerror.h"
#include "pprofbytespan.h"
#include "pprofidmap.h"
#include "wirevarint.h"

namespace hearth::pprof {

/// A bounds-checked protobuf wire-format cursor over [p, end). `base` is the start of the
/// whole buffer, for error offsets. Nothing here recurses.
struct Cursor
{
    const quint8 *base;
    const quint8 *p;
    const quint8 *end;

    qint64 offset() const { return qint64(p - base); }
    bool atEnd() const { return p >= end; }

    // On failure, tooLongAt is where a varint longer than 10 bytes starts (else -1; then
    // the data ended inside it, and p is at the end).
    qint64 tooLongAt = -1;
    bool varint(quint64 &v)
    {
        const quint8 *start = p;
        const VarintStatus s = decodeVarint(p, end, v);
        tooLongAt = s == VarintStatus::TooLong ? qint64(start - base) : -1;
        return s == VarintStatus::Ok;
    }
};

/// Reading protobuf fields of a decompressed pprof buffer with errors that say what and
/// where (the first error is kept). One per thread: the error is its own.
class WireReader
{
public:
    WireReader(const quint8 *base, qint64 size)
        : m_base(base)
        , m_size(size)
    {}

    using Kind = ParseError::Kind;
    using Span = ByteSpan;

    const ParseError &error() const { return m_error; }
    /// Keeps the error unless there is one already; false.
    bool fail(Kind kind, qint64 offset, const QString &detail);
    bool adopt(const ParseError &error)
    {
        if (!m_error.isError())
            m_error = error;
        return false;
    }

protected:
    Cursor cursor(Span s) const { return Cursor{m_base, m_base + s.begin, m_base + s.end}; }
    // A varint c could not read: malformed at its start when longer than 10 bytes, else
    // truncated at `truncatedAt`.
    bool badVarint(const Cursor &c, qint64 truncatedAt, const QString &what);
    // Reads the next field header; on a length-delimited field `sub` covers its payload.
    bool nextField(Cursor &c, quint32 &field, quint32 &wireType, quint64 &value, Span &sub,
                   const char *where);
    // Calls fn(value, offset) for each varint of a repeated field, packed or not (c is just
    // past the field, as nextField() left it).
    bool forEachVarint(Cursor &c, quint32 wireType, quint64 value, Span sub, auto &&fn,
                       const char *what);
    // A string table index below `strings`.
    bool stringIndex(quint64 v, qint64 offset, qsizetype strings, const char *what, quint32 *out);

    const quint8 *m_base;
    qint64 m_size;
    ParseError m_error;
};

bool WireReader::forEachVarint(Cursor &c, quint32 wireType, quint64 value, Span sub, auto &&fn,
                               const char *what)
{
    // A field that is not packed has no `sub`: c is just past its value, so step back.
    qint64 valueAt = c.offset();
    if (wireType == 0) {
        for (quint64 x = value >> 7; x != 0; x >>= 7)
            --valueAt;
        --valueAt;
        return fn(value, valueAt);
    }
    if (wireType != 2)
        return fail(Kind::Malformed,
                    valueAt - (wireType == 1   ? 8
                               : wireType == 5 ? 4
                                               : 0),
                    QStringLiteral("%1 has wire type %2").arg(QLatin1String(what)).arg(wireType));
    Cursor pc = cursor(sub);
    while (!pc.atEnd()) {
        const qint64 at = pc.offset();
        quint64 v;
        if (!pc.varint(v))
            return badVarint(pc, at, QStringLiteral("packed %1").arg(QLatin1String(what)));
        if (!fn(v, at))
            return false;
    }
    return true;
}

} // namespace hearth::pprof

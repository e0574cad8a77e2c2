// SPDX-License-Identifier: MIT
#include "pprofsamplescanner.h"

#include "wirevarint.h"

namespace hearth::pprof {

namespace {

// A varint at p (bounded by end); false when truncated or longer than 10 bytes.
inline bool varint(const quint8 *&p, const quint8 *end, quint64 &v)
{
    return readVarint(p, end, v);
}

} // namespace

bool SampleScanner::next(ByteSpan &sample)
{
    const quint8 *end = m_base + m_end;
    while (m_pos < m_end) {
        const quint8 *p = m_base + m_pos;
        quint64 tag, v;
        if (!varint(p, end, tag))
            break;
        switch (tag & 7) {
        case 0:
            if (!varint(p, end, v))
                return false;
            break;
        case 1:
        case 5: {
            const qint64 n = (tag & 7) == 1 ? 8 : 4;
            if (end - p < n)
                return false;
            p += n;
            break;
        }
        case 2:
            if (!varint(p, end, v) || v > quint64(end - p))
                return false;
            p += v;
            if ((tag >> 3) == 2) {
                sample = ByteSpan{qint64(p - m_base) - qint64(v), qint64(p - m_base)};
                m_pos = qint64(p - m_base);
                return true;
            }
            break;
        default:
            return false;
        }
        m_pos = qint64(p - m_base);
    }
    m_pos = m_end;
    return false;
}

} // namespace hearth::pprof

// SPDX-License-Identifier: MIT
#include "pprofsamplescanner.h"

#include "pprofstreaminput.h"
#include "wirevarint.h"

#include <algorithm>

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
    for (;;) {
        const Scan scan = nextArrived(sample);
        if (scan == Scan::Found)
            return true;
        if (!m_input || m_limit >= m_end) {
            if (scan == Scan::End)
                m_pos = m_end;
            return false;
        }
        // The next record has not arrived whole: wait for more.
        const qint64 available = m_input->waitFor(m_limit + 1);
        if (available < 0)
            return false;
        m_limit = std::min(available, m_end);
    }
}

// A record is handed out only once it is whole: m_pos stays at the start of one that is not.
SampleScanner::Scan SampleScanner::nextArrived(ByteSpan &sample)
{
    const quint8 *end = m_base + m_limit;
    while (m_pos < m_limit) {
        const quint8 *p = m_base + m_pos;
        quint64 tag, v;
        if (!varint(p, end, tag))
            return Scan::End;
        switch (tag & 7) {
        case 0:
            if (!varint(p, end, v))
                return Scan::Bad;
            break;
        case 1:
        case 5: {
            const qint64 n = (tag & 7) == 1 ? 8 : 4;
            if (end - p < n)
                return Scan::Bad;
            p += n;
            break;
        }
        case 2:
            if (!varint(p, end, v) || v > quint64(end - p))
                return Scan::Bad;
            p += v;
            if ((tag >> 3) == 2) {
                sample = ByteSpan{qint64(p - m_base) - qint64(v), qint64(p - m_base)};
                m_pos = qint64(p - m_base);
                return Scan::Found;
            }
            break;
        default:
            return Scan::Bad;
        }
        m_pos = qint64(p - m_base);
    }
    return Scan::End;
}

} // namespace hearth::pprof

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

// Moves p past the payload of a field whose tag was read; `length` is a length-delimited
// field's. False when the field is malformed.
inline bool skipPayload(const quint8 *&p, const quint8 *end, quint64 tag, quint64 &length)
{
    switch (tag & 7) {
    case 0:
        return varint(p, end, length);
    case 1:
    case 5: {
        const qint64 n = (tag & 7) == 1 ? 8 : 4;
        if (end - p < n)
            return false;
        p += n;
        return true;
    }
    case 2:
        if (!varint(p, end, length) || length > quint64(end - p))
            return false;
        p += length;
        return true;
    default:
        return false;
    }
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
        quint64 tag, length = 0;
        if (!varint(p, end, tag))
            return Scan::End;
        if (!skipPayload(p, end, tag, length))
            return Scan::Bad;
        if (tag == ((2 << 3) | 2)) {
            sample = ByteSpan{qint64(p - m_base) - qint64(length), qint64(p - m_base)};
            m_pos = qint64(p - m_base);
            return Scan::Found;
        }
        m_pos = qint64(p - m_base);
    }
    return Scan::End;
}

bool SampleScanner::mayHaveLabels(const quint8 *p, const quint8 *end)
{
    while (p < end) {
        quint64 tag, length;
        if (!varint(p, end, tag) || (tag >> 3) == 3 || !skipPayload(p, end, tag, length))
            return true;
    }
    return false;
}

} // namespace hearth::pprof

// SPDX-License-Identifier: MIT
#include "decompresssink.h"

#include <algorithm>

namespace hearth {

char *ByteArraySink::room(qint64 at, qsizetype *bytes, qint64 limit)
{
    // Grown only when full (as a whole read always grew it): the output is often sized
    // exactly by expect(), and growing then would double it for its last step.
    if (at >= m_out.size()) {
        const qint64 grown = std::min(qint64(m_out.size()) * 2 + *bytes, limit);
        m_out.resize(qsizetype(std::max<qint64>(grown, at + 1)));
    }
    *bytes = std::min<qsizetype>(*bytes, qsizetype(m_out.size() - at));
    return m_out.data() + at;
}

void ByteArraySink::expect(qint64 total)
{
    if (total > m_out.size())
        m_out.resize(qsizetype(total));
}

QByteArray ByteArraySink::take()
{
    m_out.resize(qsizetype(m_size));
    m_out.squeeze();
    return std::move(m_out);
}

} // namespace hearth

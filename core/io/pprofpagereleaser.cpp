// SPDX-License-Identifier: MIT
#include "pprofpagereleaser.h"

#include "profile/memoryadvice.h"

#include <algorithm>

namespace hearth::pprof {

void PageReleaser::releaseBelow(qint64 offset)
{
    offset = std::min(offset, m_size);
    if (offset - m_done < qint64(16 * MemoryAdvice::pageSize()))
        return;
    releaseRange(m_done, offset);
    m_done = offset;
}

void PageReleaser::releaseRange(qint64 begin, qint64 end) const
{
    if (m_base && begin < end)
        MemoryAdvice::releasePages(m_base + begin, std::min(end, m_size) - begin);
}

} // namespace hearth::pprof

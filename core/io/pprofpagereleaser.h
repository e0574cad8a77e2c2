// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

namespace hearth::pprof {

/// Returns whole pages of a buffer that will not be read again to the system
/// (MADV_DONTNEED), for a reader that owns its input: the peak memory of reading a large
/// profile then holds little of the decompressed input. A null base does nothing.
class PageReleaser
{
public:
    /// Pages below `start` are someone else's (another thread's part of the buffer).
    PageReleaser(quint8 *base, qint64 size, qint64 start = 0)
        : m_base(base)
        , m_size(size)
        , m_done(start)
    {}
    /// Releases the pages wholly below offset that are not released yet.
    void releaseBelow(qint64 offset);
    /// Releases the pages wholly inside [begin, end) (read already, not to be read again).
    void releaseRange(qint64 begin, qint64 end) const;

private:
    quint8 *m_base;
    qint64 m_size;
    qint64 m_done;
};

} // namespace hearth::pprof

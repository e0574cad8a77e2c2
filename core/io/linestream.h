// SPDX-License-Identifier: MIT
#pragma once

#include "parseerror.h"

#include <QByteArray>
#include <QIODevice>

#include <cstring>
#include <vector>

namespace hearth {

/// Reads text a line at a time from a device, a chunk (4 MiB) at a time: the text is never
/// held whole. The line readers of plain files (folded stacks, `perf script`) stream through
/// it.
class LineStream
{
public:
    static constexpr qsizetype ChunkSize = qsizetype(4) << 20;

    enum class Outcome {
        End,       ///< every line was read
        Stopped,   ///< a callback returned false
        ReadError, ///< the device failed: *error says why
    };

    /// Reads `head` (bytes already read from the device), then the rest of `device`. Calls
    /// `line(begin, end, offset)` for each line (without its '\n'; the last one may have
    /// none), `offset` being the input's byte offset just past it, and `chunk(offset)` once a
    /// chunk's complete lines are read: the views into it are invalid after that call, so
    /// a caller that keeps one past a line copies it there.
    template <class Line, class Chunk>
    static Outcome read(QIODevice *device, const QByteArray &head, Line &&line, Chunk &&chunk,
                        ParseError *error)
    {
        // One buffer for the whole read, a chunk past the part of a line left from the last
        // one: a fresh buffer a chunk would cost the kernel zeroing its pages every time.
        std::vector<char> buffer(size_t(head.size() + ChunkSize));
        std::memcpy(buffer.data(), head.constData(), size_t(head.size()));
        size_t kept = size_t(head.size());
        qint64 done = 0;
        for (bool atEnd = false; !atEnd;) {
            if (buffer.size() < kept + ChunkSize)
                buffer.resize(kept + ChunkSize); // a line longer than a chunk
            const qint64 got = device->read(buffer.data() + kept, ChunkSize);
            if (got < 0) {
                *error = ParseError::at(ParseError::Kind::CannotOpen, done, device->errorString());
                return Outcome::ReadError;
            }
            atEnd = got == 0;
            const char *base = buffer.data();
            const char *p = base;
            const char *end = base + kept + size_t(got);
            for (;;) {
                const char *eol = static_cast<const char *>(memchr(p, '\n', size_t(end - p)));
                if (!eol) {
                    if (!atEnd || p == end)
                        break;
                    eol = end; // the last line, without a newline
                }
                const char *begin = p;
                p = eol == end ? end : eol + 1; // never past the end
                if (!line(begin, eol, done + (p - base)))
                    return Outcome::Stopped;
            }
            done += p - base;
            if (!chunk(done))
                return Outcome::Stopped;
            kept = size_t(end - p);
            std::memmove(buffer.data(), p, kept);
        }
        return Outcome::End;
    }
};

} // namespace hearth

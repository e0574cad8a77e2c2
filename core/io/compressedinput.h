// SPDX-License-Identifier: MIT
#pragma once

#include "parseerror.h"

#include <QByteArray>

class QIODevice;

namespace hearth {

/// The compressed bytes the Decompressor reads, a piece at a time: a whole buffer in memory
/// (one piece), or a file read a few MiB at a time into one buffer, the bytes not consumed
/// yet moved to its front before the next piece is read. The file's compressed bytes are
/// then never held whole beside the output.
class CompressedInput
{
public:
    /// Everything in memory (shared, not copied).
    explicit CompressedInput(const QByteArray &whole);
    /// `device` read from where it stands, `size` its size in bytes (the limits and the
    /// progress are taken of it), `pieceBytes` at a time.
    CompressedInput(QIODevice *device, qint64 size, qsizetype pieceBytes = qsizetype(4) << 20);

    /// The whole input when it is in memory, else null.
    const QByteArray *whole() const { return m_device ? nullptr : &m_buffer; }
    /// The size of the input: the buffer's, or the one the file was given.
    qint64 size() const { return m_size; }
    /// The offset in the input of data(): the bytes consumed so far.
    qint64 position() const { return m_consumed; }
    const char *data() const { return m_buffer.constData() + m_begin; }
    qsizetype available() const { return m_end - m_begin; }
    void consume(qsizetype bytes)
    {
        m_begin += bytes;
        m_consumed += bytes;
    }
    /// Makes at least `bytes` (at most a piece) available, unless the input ends first. False
    /// with *error set (CannotOpen, the system's reason) when the file cannot be read.
    bool fill(qsizetype bytes, ParseError *error);
    /// Nothing available and nothing more to read. After fill(1), exact.
    bool atEnd() const { return available() == 0 && m_ended; }
    /// The last four bytes of the input (a gzip trailer's ISIZE); false when there are fewer
    /// or they cannot be read.
    bool lastFour(quint32 *out) const;

private:
    QIODevice *m_device = nullptr;
    QByteArray m_buffer;
    qsizetype m_begin = 0;
    qsizetype m_end = 0;
    qint64 m_size = 0;
    qint64 m_consumed = 0;
    bool m_ended = true;
};

} // namespace hearth

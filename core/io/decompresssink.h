// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QtGlobal>

namespace hearth {

/// Where Decompressor puts its output, a step (1 MiB or so) at a time: one growing array
/// (the whole read), or a reader that parses the output as it comes and keeps only some of
/// it (PprofReader's streamed read). The limits, cancel, progress and errors stay the
/// Decompressor's.
class DecompressSink
{
public:
    virtual ~DecompressSink() = default;
    /// Where the output from offset `at` goes: room for *bytes (at least 1; the sink may
    /// lower it, never to 0). The output is never longer than `limit` bytes, so an array
    /// need not grow past it.
    virtual char *room(qint64 at, qsizetype *bytes, qint64 limit) = 0;
    /// The output below `end` is written. False: stop here (not an error).
    virtual bool wrote(qint64 end) = 0;
    /// A hint: the output will be about this long.
    virtual void expect(qint64 total) { Q_UNUSED(total); }
    /// The whole output in one array, written through data() (libdeflate inflates a
    /// member in one call into it), or null.
    virtual QByteArray *array() { return nullptr; }
};

/// The whole output in one QByteArray, grown as it comes.
class ByteArraySink : public DecompressSink
{
public:
    char *room(qint64 at, qsizetype *bytes, qint64 limit) override;
    bool wrote(qint64 end) override
    {
        m_size = end;
        return true;
    }
    void expect(qint64 total) override;
    QByteArray *array() override { return &m_out; }
    /// The output, its length the bytes written.
    QByteArray take();

private:
    QByteArray m_out;
    qint64 m_size = 0;
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "pprofbytespan.h"

namespace hearth::pprof {

class StreamInput;

/// The samples (field 2) of a profile message in order, read from [begin, end) whose
/// top-level fields were checked already (so the reader need not keep a span per sample).
/// With a StreamInput, the bytes are read as they arrive from its second pass.
class SampleScanner
{
public:
    SampleScanner(const quint8 *base, qint64 begin, qint64 end, const StreamInput *input = nullptr)
        : m_base(base)
        , m_pos(begin)
        , m_end(end)
        , m_limit(input ? begin : end)
        , m_input(input)
    {}
    /// The next sample's payload; false at the end (or on anything malformed, or when the
    /// stream's second pass failed or was stopped).
    bool next(ByteSpan &sample);
    /// Where the scan is: everything before it has been handed out.
    qint64 position() const { return m_pos; }
    /// True when a sample message [begin, end) may have a label: it has a field 3 (a label
    /// when length-delimited), or it is malformed (the reader says what). False only when no
    /// label can come of it.
    static bool mayHaveLabels(const quint8 *begin, const quint8 *end);

private:
    const quint8 *m_base;
    qint64 m_pos;
    qint64 m_end;
    qint64 m_limit; // what has arrived
    const StreamInput *m_input;

    // Found: a whole record; End: none more (or a bad tag); Bad: a field cut short.
    enum class Scan { Found, End, Bad };
    Scan nextArrived(ByteSpan &sample);
};

} // namespace hearth::pprof

#pragma once

#include <QtGlobal>

namespace hearth {

/// Reads a protobuf varint at p (never past end) and advances p. False when the data ends
/// first or the varint is longer than 10 bytes (or overflows 64 bits).
inline bool readVarint(const quint8 *&p, const quint8 *end, quint64 &v)
{
    quint64 r = 0;
    for (int shift = 0; shift < 70; shift += 7) {
        if (p >= end)
            return false;
        const quint8 b = *p++;
        if (shift == 63 && b > 1)
            return false;
        r |= quint64(b & 0x7f) << shift;
        if (!(b & 0x80)) {
            v = r;
            return true;
        }
    }
    return false;
}

} // namespace hearth

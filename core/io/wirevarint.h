// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

namespace hearth {

enum class VarintStatus {
    Ok,
    Truncated, ///< the data ends inside the varint
    TooLong,   ///< more than 10 bytes, or more than 64 bits: malformed, whatever follows
};

/// Reads a protobuf varint at p (never past end) and advances p.
inline VarintStatus decodeVarint(const quint8 *&p, const quint8 *end, quint64 &v)
{
    quint64 r = 0;
    for (int shift = 0; shift < 70; shift += 7) {
        if (p >= end)
            return VarintStatus::Truncated;
        const quint8 b = *p++;
        // The tenth byte holds bit 63 only, and ends the varint.
        if (shift == 63 && b > 1)
            return VarintStatus::TooLong;
        r |= quint64(b & 0x7f) << shift;
        if (!(b & 0x80)) {
            v = r;
            return VarintStatus::Ok;
        }
    }
    return VarintStatus::TooLong;
}

/// decodeVarint(), true when Ok: false when the data ends first or the varint is longer
/// than 10 bytes (or overflows 64 bits).
inline bool readVarint(const quint8 *&p, const quint8 *end, quint64 &v)
{
    return decodeVarint(p, end, v) == VarintStatus::Ok;
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

#include <algorithm>
#include <atomic>
#include <vector>

namespace hearth {

/// Number of bits that hold every value below `count`.
inline quint32 bitsBelow(quint64 count)
{
    return count <= 1 ? 0 : quint32(64 - __builtin_clzll(count - 1));
}

/// Sorts v by bits [shift, shift + bits) of each value, stably (least significant digit
/// first, 11 bits a pass; a pass whose digit is the same everywhere is skipped). Bits above
/// shift + bits must be zero. Short vectors are sorted by comparison. False, v unsorted,
/// when *stop was set before a pass (a pass over millions of values takes milliseconds).
inline bool radixSort(std::vector<quint64> &v, std::vector<quint64> &tmp, quint32 shift,
                      quint32 bits, const std::atomic<bool> *stop = nullptr)
{
    const size_t m = v.size();
    if (m < 512) {
        std::sort(v.begin(), v.end());
        return true;
    }
    constexpr quint32 Digit = 11;
    constexpr size_t Buckets = size_t(1) << Digit;
    const quint32 passes = (bits + Digit - 1) / Digit;
    std::vector<size_t> hist(size_t(passes) * Buckets, 0);
    for (const quint64 x : v) {
        for (quint32 pass = 0; pass < passes; ++pass)
            ++hist[pass * Buckets + ((x >> (shift + pass * Digit)) & (Buckets - 1))];
    }
    tmp.resize(m);
    for (quint32 pass = 0; pass < passes; ++pass) {
        if (stop && stop->load(std::memory_order_relaxed))
            return false;
        size_t *h = hist.data() + pass * Buckets;
        const quint32 s = shift + pass * Digit;
        if (h[(v[0] >> s) & (Buckets - 1)] == m)
            continue;
        size_t sum = 0;
        for (size_t d = 0; d < Buckets; ++d) {
            const size_t c = h[d];
            h[d] = sum;
            sum += c;
        }
        for (const quint64 x : v)
            tmp[h[(x >> s) & (Buckets - 1)]++] = x;
        v.swap(tmp);
    }
    return true;
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

#include <limits>

namespace hearth {

/// a + b, held at the limits instead of overflowing (hostile values).
inline qint64 saturatingAdd(qint64 a, qint64 b)
{
    qint64 r;
    if (__builtin_add_overflow(a, b, &r))
        return b > 0 ? std::numeric_limits<qint64>::max() : std::numeric_limits<qint64>::min();
    return r;
}

} // namespace hearth

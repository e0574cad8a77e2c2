// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace hearth {

/// One cache lookup of a stage: a layer or a key, hit or miss.
struct CacheEntry
{
    QString key;
    QString kind; // "layer", "key", ...
    bool hit = false;
    qint64 sizeBytes = 0;
    qint64 savedNanos = 0; // time the hit saved (or the miss cost), 0 when unknown

    friend bool operator==(const CacheEntry &, const CacheEntry &) = default;
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace hearth {

/// A sample type or period type of a profile: what is counted, and in which unit
/// ("cpu", "nanoseconds"; "inuse_space", "bytes"; "samples", "count").
struct ValueType
{
    QString type;
    QString unit;

    bool isEmpty() const { return type.isEmpty() && unit.isEmpty(); }
    QString toString() const { return type + QLatin1Char('/') + unit; }
    friend bool operator==(const ValueType &, const ValueType &) = default;
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "profile/valuetype.h"

#include <QString>

namespace hearth {

/// Formats values of a sample type in their own unit: nanoseconds as seconds of CPU (or of
/// wall time), bytes in binary units, counts as what they count. The word "samples" is
/// used only when the unit really is a count of samples.
class Quantity
{
public:
    enum class Kind { Time, Bytes, Count, Samples, Other };

    static Kind kindOf(const ValueType &type);
    /// For table cells: like format(), but counts are bare numbers (the header names what
    /// they count): "2.24 s", "412 MiB", "1,234".
    static QString formatCell(qint64 value, const ValueType &type);
    /// Nanoseconds per unit for time units (nanoseconds, microseconds, ms, seconds...), else 0.
    static qint64 nanosPerUnit(const QString &unit);

    /// The number alone with its unit: "2.24 s", "412 MiB", "1,234 objects", "381 samples".
    static QString format(qint64 value, const ValueType &type);
    /// A duration in nanoseconds: "10 ms", "2.24 s", "6 min 31 s".
    static QString formatDuration(qint64 nanos);
    /// Bytes in binary units: "412 MiB", "7.52 MiB", "512 B".
    static QString formatBytes(qint64 bytes);
    /// The header's phrase for a total: "2.24 s of CPU", "412 MiB in use",
    /// "14.7 GiB allocated", "5,371 objects in use", "381 samples".
    static QString totalPhrase(qint64 total, const ValueType &type);
    /// A share as "18.3%".
    static QString percent(qint64 part, qint64 whole);
    /// A share said in a sentence ("… hidden"): as percent(), but never "0.0%" for a part
    /// above nothing nor "100.0%" for a part below the whole ("<0.1%", ">99.9%").
    static QString share(qint64 part, qint64 whole);
};

/// A Pyroscope profile type ID: name:sample_type:sample_unit:period_type:period_unit[:delta].
/// Parts may be empty ("process_cpu:samples:count::milliseconds").
struct ProfileTypeId
{
    QString name;
    QString sampleType;
    QString sampleUnit;
    QString periodType;
    QString periodUnit;
    QString delta;

    /// False when the text does not have five or six colon-separated parts.
    static bool parse(const QString &id, ProfileTypeId *out);
    QString toString() const;
    ValueType valueType() const { return {sampleType, sampleUnit}; }
};

} // namespace hearth

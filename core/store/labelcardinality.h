// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace hearth {

/// Which labels are worth offering as an operation to narrow by. A label whose values run into
/// the thousands (span_id at 100 Hz on every service) is unbounded cardinality: flagged, not
/// offered.
class LabelCardinality
{
public:
    static constexpr qsizetype UnboundedValues = 1000;

    static bool isUnbounded(qsizetype valueCount) { return valueCount >= UnboundedValues; }
    /// False for Pyroscope's own labels (`__name__`, `__profile_type__`…) and service_name,
    /// which the component already fixes.
    static bool isOperationCandidate(const QString &name)
    {
        return !name.startsWith(QLatin1String("__")) && name != QLatin1String("service_name");
    }
    /// The operation label a view starts with when the component has it.
    static QString defaultOperation() { return QStringLiteral("span_name"); }
};

} // namespace hearth

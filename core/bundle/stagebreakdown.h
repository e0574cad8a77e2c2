// SPDX-License-Identifier: MIT
#pragma once

#include "io/parseerror.h"
#include "profile/valuetype.h"

#include <QHash>
#include <QMap>
#include <QString>

namespace hearth {

/// One profile of a stage split by span: what each span's own samples add up to, what lies
/// outside any span (samples without a span_id label), and labels naming no span of the
/// stage. Values are in the sample type's unit (nanoseconds of CPU for CPU profiles).
struct StageBreakdown
{
    int stage = -1;
    int profile = -1; // index into Bundle::profiles(), -1: the stage has none
    ParseError error; // the profile could not be read: only this stage is affected
    int sampleType = -1;
    ValueType valueType;
    qint64 total = 0;
    qint64 outside = 0;
    quint64 outsideSamples = 0;    // sample records without the label
    QHash<quint64, qint64> own;    // span id -> value of the samples labelled with it
    QMap<QString, qint64> unknown; // label values that name no span of this stage -> value
    qint64 intervalNanos = 0;      // the sampling interval, when the period is a plausible one

    bool hasProfile() const { return profile >= 0 && !error.isError(); }
    qint64 ownValue(quint64 spanId) const { return own.value(spanId, 0); }
    bool hasOwnSamples(quint64 spanId) const { return own.contains(spanId); }
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "comparesource.h"

#include "store/storeconnection.h"

#include <QCoreApplication>

namespace hearth {

/// One component of a profile store over a time range, as one side of a comparison: the
/// merged profile is asked for off the GUI thread when compared (3 pm against 9 am), and
/// the side is named "component · type @ range".
struct StoreRange
{
    Q_DECLARE_TR_FUNCTIONS(StoreRange)

public:
    StoreConnection connection;
    QString component;
    QString profileType; // the profile type ID
    QString operationLabel;
    QString operationValue; // empty: the whole component
    qint64 fromMs = 0;
    qint64 untilMs = 0;
    qint64 maxNodes = 0; // 0: the default

    /// "api · cpu · span_name=GET /users @ 2026-11-30 09:00 – 10:00"
    QString title() const;
    /// "2026-11-30 09:00 – 10:00" (local time; both dates when they differ).
    static QString rangeText(qint64 fromMs, qint64 untilMs);
    CompareSource source() const;
    /// The same length, `offsetMs` earlier.
    StoreRange earlier(qint64 offsetMs) const;
};

} // namespace hearth

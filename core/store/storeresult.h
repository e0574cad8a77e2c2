// SPDX-License-Identifier: MIT
#pragma once

#include "storeerror.h"
#include "storequery.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QStringList>

namespace hearth {

/// A profile type as ProfileTypes lists it.
struct StoreProfileType
{
    QString id; // name:sample_type:sample_unit:period_type:period_unit
    QString name;
    QString sampleType;
    QString sampleUnit;
    QString periodType;
    QString periodUnit;
};

using StoreLabels = QList<QPair<QString, QString>>;

struct StorePoint
{
    qint64 timestampMs = 0;
    double value = 0;
};

struct StoreSeries
{
    StoreLabels labels;
    QList<StorePoint> points;
};

/// The answer to one request: an error, or the part of the fields its method fills.
struct StoreResult
{
    quint64 id = 0;
    StoreQuery::Method method = StoreQuery::Method::ProfileTypes;
    StoreError error;
    bool fromCache = false;

    QList<StoreProfileType> profileTypes; // ProfileTypes
    QStringList names;                    // LabelNames, LabelValues
    QList<StoreLabels> labelSets;         // Series
    QList<StoreSeries> series;            // SelectSeries
    QByteArray pprof;      // SelectMergeProfile: the merged profile, uncompressed profile.proto
    QString serverVersion; // BuildInfo: "1.8.0", as the server says (plain text)

    bool ok() const { return !error.isError(); }
    /// Bytes held, for the cache's budget.
    qint64 costBytes() const;
    /// The value of a label in a label set, or an empty string.
    static QString labelValue(const StoreLabels &labels, const QString &name);
};

} // namespace hearth

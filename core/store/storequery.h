// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace hearth {

/// One call to Pyroscope's querier service: the method and its request fields. encode()
/// writes the protobuf body.
struct StoreQuery
{
    enum class Method {
        ProfileTypes,
        LabelNames,
        LabelValues,
        Series,
        SelectSeries,
        SelectMergeProfile,
        BuildInfo, // GET /api/v1/status/buildinfo (JSON), not a querier method
    };
    static constexpr qint64 DefaultMaxNodes = 65536;

    Method method = Method::ProfileTypes;
    qint64 startMs = 0;
    qint64 endMs = 0;
    QStringList matchers;              // LabelNames, LabelValues, Series: label selectors
    QString labelName;                 // LabelValues
    QStringList labelNames;            // Series
    QString profileTypeId;             // SelectSeries, SelectMergeProfile
    QString labelSelector;             // SelectSeries, SelectMergeProfile
    QStringList groupBy;               // SelectSeries
    double stepSeconds = 0;            // SelectSeries
    qint64 maxNodes = DefaultMaxNodes; // SelectMergeProfile; <= 0: not sent

    /// SelectSeries: average the profiles of each step (a gauge: in-use memory), not sum them.
    bool averageSteps = false;

    static StoreQuery profileTypes(qint64 startMs, qint64 endMs);
    static StoreQuery labelNamesOf(const QString &selector, qint64 startMs, qint64 endMs);
    static StoreQuery labelValuesOf(const QString &name, const QString &selector, qint64 startMs,
                                    qint64 endMs);
    static StoreQuery series(const QString &selector, const QStringList &labelNames, qint64 startMs,
                             qint64 endMs);
    static StoreQuery selectSeries(const QString &typeId, const QString &selector, qint64 startMs,
                                   qint64 endMs, double stepSeconds);
    static StoreQuery mergedProfile(const QString &typeId, const QString &selector, qint64 startMs,
                                    qint64 endMs, qint64 maxNodes = DefaultMaxNodes);
    /// The server's build information (its version), where it exposes it.
    static StoreQuery buildInfo();

    /// "ProfileTypes", "SelectMergeProfile", ...: the last part of the request path.
    static QString methodName(Method method);
    /// The oldest Pyroscope release that has the method, as docs/store-compatibility.md
    /// says ("1.0"); empty for BuildInfo, which no release promises.
    static QString sinceVersion(Method method);
    /// The protobuf request body.
    QByteArray encode() const;
    /// A step giving about `points` points across the window, at least 10 s.
    static double stepFor(qint64 startMs, qint64 endMs, int points = 240);
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "storequery.h"

#include "proto/querier.pb.h"

#include <cmath>

namespace hearth {

namespace {

std::string str(const QString &s)
{
    const QByteArray b = s.toUtf8();
    return std::string(b.constData(), size_t(b.size()));
}

template <typename Repeated> void addAll(Repeated *field, const QStringList &list)
{
    for (const QString &s : list)
        *field->Add() = str(s);
}

QByteArray serialize(const google::protobuf::MessageLite &m)
{
    QByteArray out(qsizetype(m.ByteSizeLong()), Qt::Uninitialized);
    m.SerializeToArray(out.data(), int(out.size()));
    return out;
}

} // namespace

StoreQuery StoreQuery::profileTypes(qint64 startMs, qint64 endMs)
{
    StoreQuery q;
    q.method = Method::ProfileTypes;
    q.startMs = startMs;
    q.endMs = endMs;
    return q;
}

StoreQuery StoreQuery::labelNamesOf(const QString &selector, qint64 startMs, qint64 endMs)
{
    StoreQuery q = profileTypes(startMs, endMs);
    q.method = Method::LabelNames;
    if (!selector.isEmpty())
        q.matchers = QStringList{selector};
    return q;
}

StoreQuery StoreQuery::labelValuesOf(const QString &name, const QString &selector, qint64 startMs,
                                     qint64 endMs)
{
    StoreQuery q = labelNamesOf(selector, startMs, endMs);
    q.method = Method::LabelValues;
    q.labelName = name;
    return q;
}

StoreQuery StoreQuery::series(const QString &selector, const QStringList &labelNames,
                              qint64 startMs, qint64 endMs)
{
    StoreQuery q = labelNamesOf(selector, startMs, endMs);
    q.method = Method::Series;
    q.labelNames = labelNames;
    return q;
}

StoreQuery StoreQuery::selectSeries(const QString &typeId, const QString &selector, qint64 startMs,
                                    qint64 endMs, double stepSeconds)
{
    StoreQuery q = profileTypes(startMs, endMs);
    q.method = Method::SelectSeries;
    q.profileTypeId = typeId;
    q.labelSelector = selector;
    q.stepSeconds = stepSeconds;
    return q;
}

StoreQuery StoreQuery::mergedProfile(const QString &typeId, const QString &selector, qint64 startMs,
                                     qint64 endMs, qint64 maxNodes)
{
    StoreQuery q = profileTypes(startMs, endMs);
    q.method = Method::SelectMergeProfile;
    q.profileTypeId = typeId;
    q.labelSelector = selector;
    q.maxNodes = maxNodes;
    return q;
}

StoreQuery StoreQuery::buildInfo()
{
    StoreQuery q;
    q.method = Method::BuildInfo;
    return q;
}

QString StoreQuery::methodName(Method method)
{
    switch (method) {
    case Method::ProfileTypes:
        return QStringLiteral("ProfileTypes");
    case Method::LabelNames:
        return QStringLiteral("LabelNames");
    case Method::LabelValues:
        return QStringLiteral("LabelValues");
    case Method::Series:
        return QStringLiteral("Series");
    case Method::SelectSeries:
        return QStringLiteral("SelectSeries");
    case Method::SelectMergeProfile:
        return QStringLiteral("SelectMergeProfile");
    case Method::BuildInfo:
        return QStringLiteral("buildinfo");
    }
    return {};
}

QString StoreQuery::sinceVersion(Method method)
{
    // Every querier method Hearth calls is in the definitions Pyroscope 1.0 was released with
    // (they came from Grafana Phlare): docs/store-compatibility.md gives the sources.
    return method == Method::BuildInfo ? QString() : QStringLiteral("1.0");
}

double StoreQuery::stepFor(qint64 startMs, qint64 endMs, int points)
{
    const double seconds = double(qMax<qint64>(0, endMs - startMs)) / 1000.0;
    return qMax(10.0, std::ceil(seconds / qMax(1, points)));
}

QByteArray StoreQuery::encode() const
{
    switch (method) {
    case Method::ProfileTypes: {
        querier::v1::ProfileTypesRequest r;
        r.set_start(startMs);
        r.set_end(endMs);
        return serialize(r);
    }
    case Method::LabelNames: {
        types::v1::LabelNamesRequest r;
        addAll(r.mutable_matchers(), matchers);
        r.set_start(startMs);
        r.set_end(endMs);
        return serialize(r);
    }
    case Method::LabelValues: {
        types::v1::LabelValuesRequest r;
        r.set_name(str(labelName));
        addAll(r.mutable_matchers(), matchers);
        r.set_start(startMs);
        r.set_end(endMs);
        return serialize(r);
    }
    case Method::Series: {
        querier::v1::SeriesRequest r;
        addAll(r.mutable_matchers(), matchers);
        addAll(r.mutable_label_names(), labelNames);
        r.set_start(startMs);
        r.set_end(endMs);
        return serialize(r);
    }
    case Method::SelectSeries: {
        querier::v1::SelectSeriesRequest r;
        r.set_profile_typeid(str(profileTypeId));
        r.set_label_selector(str(labelSelector));
        r.set_start(startMs);
        r.set_end(endMs);
        addAll(r.mutable_group_by(), groupBy);
        r.set_step(stepSeconds);
        if (averageSteps)
            r.set_aggregation(1); // TIME_SERIES_AGGREGATION_TYPE_AVERAGE (the default sums)
        return serialize(r);
    }
    case Method::SelectMergeProfile: {
        querier::v1::SelectMergeProfileRequest r;
        r.set_profile_typeid(str(profileTypeId));
        r.set_label_selector(str(labelSelector));
        r.set_start(startMs);
        r.set_end(endMs);
        if (maxNodes > 0)
            r.set_max_nodes(maxNodes);
        return serialize(r);
    }
    case Method::BuildInfo:
        return {}; // a GET without a body
    }
    return {};
}

} // namespace hearth

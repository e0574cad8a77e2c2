// SPDX-License-Identifier: MIT
#include "storecodec.h"

#include "proto/querier.pb.h"

#include <google/protobuf/io/coded_stream.h>
#include <google/protobuf/wire_format_lite.h>

#include <QJsonDocument>
#include <QJsonObject>

namespace hearth {

namespace {

QString qstr(const std::string &s)
{
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

StoreLabels labelsOf(const google::protobuf::RepeatedPtrField<types::v1::LabelPair> &pairs)
{
    StoreLabels out;
    out.reserve(pairs.size());
    for (const auto &p : pairs)
        out.append({qstr(p.name()), qstr(p.value())});
    return out;
}

template <typename Message> bool parse(Message *m, const QByteArray &body)
{
    return m->ParseFromArray(body.constData(), int(body.size()));
}

// True when the body is a sequence of well-formed protobuf fields (a google.v1.Profile is
// read field by field later; this catches a body cut short or one that is not protobuf).
bool wellFormed(const QByteArray &body)
{
    namespace pb = google::protobuf;
    pb::io::CodedInputStream in(reinterpret_cast<const quint8 *>(body.constData()),
                                int(body.size()));
    for (;;) {
        const quint32 tag = in.ReadTag();
        if (tag == 0)
            return in.CurrentPosition() == int(body.size());
        if (pb::internal::WireFormatLite::GetTagWireType(tag) ==
                pb::internal::WireFormatLite::WIRETYPE_END_GROUP ||
            !pb::internal::WireFormatLite::SkipField(&in, tag))
            return false;
    }
}

StoreError malformed(StoreQuery::Method method)
{
    return StoreError::make(
        StoreError::Kind::Malformed,
        QStringLiteral("not a %1 response").arg(StoreQuery::methodName(method)));
}

} // namespace

StoreResult StoreCodec::decode(StoreQuery::Method method, const QByteArray &body)
{
    StoreResult r;
    r.method = method;
    if (body.size() > std::numeric_limits<int>::max()) {
        r.error = StoreError::make(StoreError::Kind::TooLarge, QStringLiteral("2 GiB or more"));
        return r;
    }
    switch (method) {
    case StoreQuery::Method::ProfileTypes: {
        querier::v1::ProfileTypesResponse m;
        if (!parse(&m, body))
            break;
        for (const auto &t : m.profile_types()) {
            r.profileTypes.append({qstr(t.id()), qstr(t.name()), qstr(t.sample_type()),
                                   qstr(t.sample_unit()), qstr(t.period_type()),
                                   qstr(t.period_unit())});
        }
        return r;
    }
    case StoreQuery::Method::LabelNames:
    case StoreQuery::Method::LabelValues: {
        // LabelNamesResponse and LabelValuesResponse share one layout: names = 1.
        types::v1::LabelNamesResponse m;
        if (!parse(&m, body))
            break;
        r.names.reserve(m.names_size());
        for (const auto &n : m.names())
            r.names.append(qstr(n));
        return r;
    }
    case StoreQuery::Method::Series: {
        querier::v1::SeriesResponse m;
        if (!parse(&m, body))
            break;
        r.labelSets.reserve(m.labels_set_size());
        for (const auto &l : m.labels_set())
            r.labelSets.append(labelsOf(l.labels()));
        return r;
    }
    case StoreQuery::Method::SelectSeries: {
        querier::v1::SelectSeriesResponse m;
        if (!parse(&m, body))
            break;
        for (const auto &s : m.series()) {
            StoreSeries series;
            series.labels = labelsOf(s.labels());
            series.points.reserve(s.points_size());
            for (const auto &p : s.points())
                series.points.append({p.timestamp(), p.value()});
            r.series.append(series);
        }
        return r;
    }
    case StoreQuery::Method::SelectMergeProfile:
        // The body is the google.v1.Profile itself (an empty one when nothing matched).
        if (!wellFormed(body))
            break;
        r.pprof = body;
        return r;
    case StoreQuery::Method::BuildInfo: {
        // {"status": "success", "data": {"version": "1.8.0", "revision": ...}}
        QJsonParseError err;
        const QJsonDocument doc = QJsonDocument::fromJson(body.left(1 << 20), &err);
        const QJsonValue version =
            doc.object().value(QLatin1String("data")).toObject().value(QLatin1String("version"));
        if (err.error != QJsonParseError::NoError || !version.isString())
            break;
        r.serverVersion = StoreError::plainText(version.toString(), 64);
        return r;
    }
    }
    r.error = malformed(method);
    return r;
}

StoreError StoreCodec::httpError(int status, const QByteArray &body)
{
    StoreError e;
    e.kind = StoreError::Kind::Http;
    e.httpStatus = status;
    if (!StoreError::parseConnectBody(body, &e.code, &e.message)) {
        e.code = StoreError::codeForStatus(status);
        e.message = StoreError::plainText(QString::fromUtf8(body.left(4096)), 200);
    }
    return e;
}

} // namespace hearth

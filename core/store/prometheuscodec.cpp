// SPDX-License-Identifier: MIT
#include "prometheuscodec.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace hearth {

namespace {

PrometheusResult malformed(const QString &what)
{
    PrometheusResult r;
    r.error = StoreError::make(StoreError::Kind::Malformed, what);
    return r;
}

} // namespace

PrometheusResult PrometheusCodec::parseMatrix(const QByteArray &json)
{
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError || !doc.isObject())
        return malformed(
            QStringLiteral("not JSON: %1 at byte %2").arg(pe.errorString()).arg(pe.offset));
    const QJsonObject o = doc.object();
    const QString status = o.value(QLatin1String("status")).toString();
    if (status == QLatin1String("error")) {
        PrometheusResult r;
        r.error = httpError(200, json);
        return r;
    }
    if (status != QLatin1String("success"))
        return malformed(QStringLiteral("no \"status\": \"success\""));
    const QJsonObject data = o.value(QLatin1String("data")).toObject();
    const QString type = data.value(QLatin1String("resultType")).toString();
    if (type != QLatin1String("matrix"))
        return malformed(QStringLiteral("resultType is \"%1\", not \"matrix\"")
                             .arg(StoreError::plainText(type, 40)));
    const QJsonValue result = data.value(QLatin1String("result"));
    if (!result.isArray())
        return malformed(QStringLiteral("data.result is not an array"));
    PrometheusResult r;
    for (const QJsonValue &w : o.value(QLatin1String("warnings")).toArray())
        r.warnings.append(StoreError::plainText(w.toString()));
    const QJsonArray list = result.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QJsonObject entry = list.at(i).toObject();
        const QJsonValue metric = entry.value(QLatin1String("metric"));
        const QJsonValue values = entry.value(QLatin1String("values"));
        if (!metric.isObject() || !values.isArray())
            return malformed(
                QStringLiteral("result %1 has no metric object or values array").arg(i));
        StoreSeries s;
        const QJsonObject m = metric.toObject();
        for (auto it = m.begin(); it != m.end(); ++it)
            s.labels.append({it.key(), it.value().toString()});
        const QJsonArray pts = values.toArray();
        for (qsizetype j = 0; j < pts.size(); ++j) {
            const QJsonArray p = pts.at(j).toArray();
            bool ok = false;
            const double v = p.size() == 2 ? p.at(1).toString().toDouble(&ok) : 0;
            // Prometheus writes NaN and ±Inf as strings too; they are no memory reading.
            if (p.size() != 2 || !p.at(0).isDouble() || !p.at(1).isString() ||
                (!ok && p.at(1).toString() != QLatin1String("NaN") &&
                 !p.at(1).toString().endsWith(QLatin1String("Inf"))))
                return malformed(
                    QStringLiteral("result %1, value %2 is not [time, \"number\"]").arg(i).arg(j));
            if (ok && std::isfinite(v))
                s.points.append(StorePoint{qint64(std::llround(p.at(0).toDouble() * 1000)), v});
        }
        r.series.append(s);
    }
    return r;
}

StoreError PrometheusCodec::httpError(int status, const QByteArray &body)
{
    const QJsonObject o = QJsonDocument::fromJson(body).object();
    const QString type = o.value(QLatin1String("errorType")).toString();
    const QString message = o.value(QLatin1String("error")).toString();
    StoreError e = StoreError::make(
        StoreError::Kind::Http,
        message.isEmpty() ? StoreError::plainText(QString::fromUtf8(body.left(200)))
                          : StoreError::plainText(message),
        status,
        type.isEmpty() ? StoreError::codeForStatus(status) : StoreError::plainText(type, 40));
    return e;
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "otlptracereader.h"

#include "spanid.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace hearth {

namespace {

PackIssue issue(PackIssue::Kind kind, const QString &where, const QString &what,
                PackIssue::Severity severity = PackIssue::Severity::Error)
{
    return PackIssue{severity, kind, where, what};
}

QString valueText(const QJsonObject &v)
{
    if (v.contains(QLatin1String("stringValue")))
        return v.value(QLatin1String("stringValue")).toString();
    if (v.contains(QLatin1String("intValue"))) {
        const QJsonValue i = v.value(QLatin1String("intValue"));
        return i.isString() ? i.toString() : QString::number(i.toInteger());
    }
    if (v.contains(QLatin1String("doubleValue")))
        return QString::number(v.value(QLatin1String("doubleValue")).toDouble());
    if (v.contains(QLatin1String("boolValue")))
        return v.value(QLatin1String("boolValue")).toBool() ? QStringLiteral("true")
                                                            : QStringLiteral("false");
    if (v.contains(QLatin1String("bytesValue")))
        return v.value(QLatin1String("bytesValue")).toString();
    if (v.contains(QLatin1String("arrayValue"))) {
        QStringList parts;
        const QJsonArray values = v.value(QLatin1String("arrayValue"))
                                      .toObject()
                                      .value(QLatin1String("values"))
                                      .toArray();
        for (const QJsonValue &e : values)
            parts << valueText(e.toObject());
        return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
    }
    if (v.contains(QLatin1String("kvlistValue")))
        return QString::fromUtf8(QJsonDocument(v.value(QLatin1String("kvlistValue")).toObject())
                                     .toJson(QJsonDocument::Compact));
    return {};
}

QList<QPair<QString, QString>> attributes(const QJsonValue &list)
{
    QList<QPair<QString, QString>> out;
    for (const QJsonValue &a : list.toArray()) {
        const QJsonObject o = a.toObject();
        out.append({o.value(QLatin1String("key")).toString(),
                    valueText(o.value(QLatin1String("value")).toObject())});
    }
    return out;
}

QString take(QList<QPair<QString, QString>> *attrs, QLatin1String key, bool *found)
{
    for (qsizetype i = 0; i < attrs->size(); ++i) {
        if (attrs->at(i).first == key) {
            const QString v = attrs->at(i).second;
            attrs->removeAt(i);
            *found = true;
            return v;
        }
    }
    *found = false;
    return {};
}

bool nanos(const QJsonValue &v, qint64 *out)
{
    if (v.isString()) {
        bool ok = false;
        *out = v.toString().toLongLong(&ok);
        return ok;
    }
    if (v.isDouble()) {
        *out = v.toInteger();
        return true;
    }
    return false;
}

struct Raw
{
    Span span;
    QString where;
    QString stageFromResource;
    bool hasStage = false;
};

void readDocument(const QJsonObject &doc, const QString &where, QList<Raw> *raws,
                  QList<PackIssue> *issues)
{
    const QJsonArray resources = doc.value(QLatin1String("resourceSpans")).toArray();
    for (qsizetype r = 0; r < resources.size(); ++r) {
        const QJsonObject res = resources[r].toObject();
        auto resAttrs = attributes(
            res.value(QLatin1String("resource")).toObject().value(QLatin1String("attributes")));
        bool found = false;
        const QString resStage =
            take(&resAttrs, QLatin1String(OtlpTraceReader::StageAttribute), &found);
        const QJsonArray scopes = res.value(QLatin1String("scopeSpans")).toArray();
        for (qsizetype s = 0; s < scopes.size(); ++s) {
            const QJsonArray spans = scopes[s].toObject().value(QLatin1String("spans")).toArray();
            for (qsizetype i = 0; i < spans.size(); ++i) {
                const QJsonObject o = spans[i].toObject();
                Raw raw;
                raw.where = where + QStringLiteral("resourceSpans[%1].scopeSpans[%2].spans[%3]")
                                        .arg(r)
                                        .arg(s)
                                        .arg(i);
                raw.stageFromResource = resStage;
                Span &sp = raw.span;
                sp.name = o.value(QLatin1String("name")).toString();
                const QString id = o.value(QLatin1String("spanId")).toString();
                if (!SpanId::fromHex(id, &sp.id)) {
                    issues->append(issue(PackIssue::Kind::MalformedId,
                                         raw.where + QStringLiteral(".spanId"),
                                         QCoreApplication::translate(
                                             "hearth::OtlpTraceReader",
                                             "span \"%1\": span id \"%2\" is not 16 hex digits "
                                             "(8 bytes, not all zero)")
                                             .arg(sp.name, id)));
                    continue;
                }
                const QString parent = o.value(QLatin1String("parentSpanId")).toString();
                if (!parent.isEmpty() && !SpanId::fromHex(parent, &sp.parentId)) {
                    issues->append(issue(
                        PackIssue::Kind::MalformedId, raw.where + QStringLiteral(".parentSpanId"),
                        QCoreApplication::translate(
                            "hearth::OtlpTraceReader",
                            "span \"%1\": parent span id \"%2\" is not 16 hex digits")
                            .arg(sp.name, parent)));
                    continue;
                }
                const QByteArray trace =
                    QByteArray::fromHex(o.value(QLatin1String("traceId")).toString().toLatin1());
                if (trace.size() == 16)
                    sp.traceId = trace;
                if (!nanos(o.value(QLatin1String("startTimeUnixNano")), &sp.startUnixNanos) ||
                    !nanos(o.value(QLatin1String("endTimeUnixNano")), &sp.endUnixNanos) ||
                    sp.endUnixNanos < sp.startUnixNanos) {
                    issues->append(issue(PackIssue::Kind::Unreadable, raw.where,
                                         QCoreApplication::translate(
                                             "hearth::OtlpTraceReader",
                                             "span \"%1\": start and end must be nanoseconds, "
                                             "the end not before the start")
                                             .arg(sp.name)));
                    continue;
                }
                sp.attributes = attributes(o.value(QLatin1String("attributes")));
                sp.stage = take(&sp.attributes, QLatin1String(OtlpTraceReader::StageAttribute),
                                &raw.hasStage);
                bool has = false;
                const QString rss =
                    take(&sp.attributes, QLatin1String("hearth.memory.rss_change_bytes"), &has);
                if (has)
                    sp.memory.rssChangeBytes = rss.toLongLong(&sp.memory.hasRssChange);
                const QString churn =
                    take(&sp.attributes, QLatin1String("hearth.memory.churn"), &has);
                if (has)
                    sp.memory.churn = churn.toLongLong(&sp.memory.hasChurn);
                const QString kind =
                    take(&sp.attributes, QLatin1String("hearth.memory.churn_kind"), &has);
                if (has && !MemoryMeasurement::parseChurnKind(kind, &sp.memory.churnKind)) {
                    issues->append(issue(PackIssue::Kind::Unreadable, raw.where,
                                         QCoreApplication::translate(
                                             "hearth::OtlpTraceReader",
                                             "span \"%1\": unknown churn kind \"%2\" (expected "
                                             "ruby_objects_allocated or python_blocks_outstanding)")
                                             .arg(sp.name, kind)));
                }
                if (sp.memory.hasChurn && sp.memory.churnKind == ChurnKind::Unspecified) {
                    issues->append(issue(PackIssue::Kind::Unreadable, raw.where,
                                         QCoreApplication::translate(
                                             "hearth::OtlpTraceReader",
                                             "span \"%1\": churn without hearth.memory.churn_kind: "
                                             "churn means different things in different languages")
                                             .arg(sp.name)));
                }
                raws->append(raw);
            }
        }
    }
}

} // namespace

OtlpTraceReader::Result OtlpTraceReader::parse(const QByteArray &json, const QString &name)
{
    Result result;
    QList<Raw> raws;
    QJsonParseError err;
    const QJsonDocument whole = QJsonDocument::fromJson(json, &err);
    if (err.error == QJsonParseError::NoError) {
        readDocument(whole.object(), name + QStringLiteral(": "), &raws, &result.issues);
    } else {
        // JSON lines: one TracesData per line, as the Collector's file exporter writes.
        const QList<QByteArray> lines = json.split('\n');
        for (qsizetype l = 0; l < lines.size(); ++l) {
            if (lines[l].trimmed().isEmpty())
                continue;
            const QJsonDocument doc = QJsonDocument::fromJson(lines[l], &err);
            if (err.error != QJsonParseError::NoError || !doc.isObject()) {
                result.issues.append(issue(
                    PackIssue::Kind::Unreadable,
                    name + QStringLiteral(":%1:%2").arg(l + 1).arg(err.offset + 1),
                    QCoreApplication::translate("hearth::OtlpTraceReader", "not OTLP JSON: %1")
                        .arg(err.errorString())));
                return result;
            }
            readDocument(doc.object(), name + QStringLiteral(":%1: ").arg(l + 1), &raws,
                         &result.issues);
        }
    }

    // Duplicates, then stages inherited from parents (iteratively: depth is data-driven).
    QHash<quint64, int> index;
    QList<Raw> unique;
    for (const Raw &r : raws) {
        if (index.contains(r.span.id)) {
            result.issues.append(
                issue(PackIssue::Kind::DuplicateId, r.where + QStringLiteral(".spanId"),
                      QCoreApplication::translate("hearth::OtlpTraceReader",
                                                  "span \"%1\": span id %2 is used twice")
                          .arg(r.span.name, SpanId::toHex(r.span.id))));
            continue;
        }
        index.insert(r.span.id, int(unique.size()));
        unique.append(r);
    }
    for (Raw &r : unique) {
        if (r.hasStage)
            continue;
        if (!r.stageFromResource.isEmpty()) {
            r.span.stage = r.stageFromResource;
            continue;
        }
        int p = index.value(r.span.parentId, -1);
        for (int hops = 0; p >= 0 && hops < unique.size(); ++hops) {
            const Raw &pr = unique[p];
            if (pr.hasStage || !pr.stageFromResource.isEmpty()) {
                r.span.stage = pr.hasStage ? pr.span.stage : pr.stageFromResource;
                break;
            }
            p = index.value(pr.span.parentId, -1);
        }
    }
    result.spans.reserve(unique.size());
    for (const Raw &r : unique) {
        if (r.span.parentId != 0 && !index.contains(r.span.parentId)) {
            result.issues.append(issue(
                PackIssue::Kind::UnknownParent, r.where + QStringLiteral(".parentSpanId"),
                QCoreApplication::translate("hearth::OtlpTraceReader",
                                            "span \"%1\": parent %2 is not in the trace; the span "
                                            "is shown as a root of its stage")
                    .arg(r.span.name, SpanId::toHex(r.span.parentId)),
                PackIssue::Severity::Warning));
        }
        if (r.span.stage.isEmpty()) {
            result.issues.append(issue(
                PackIssue::Kind::NoStage, r.where,
                QCoreApplication::translate("hearth::OtlpTraceReader",
                                            "span \"%1\" has no stage: set the attribute %2 on it, "
                                            "on an ancestor or on its resource")
                    .arg(r.span.name, QLatin1String(StageAttribute))));
            continue;
        }
        result.spans.append(r.span);
    }
    return result;
}

} // namespace hearth

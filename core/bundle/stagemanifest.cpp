// SPDX-License-Identifier: MIT
#include "stagemanifest.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace hearth {

namespace {

class Fields
{
public:
    Fields(const QJsonObject &o, const QString &where, QList<PackIssue> *issues)
        : m_o(o)
        , m_where(where)
        , m_issues(issues)
    {}
    QString text(const char *key) const
    {
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return {};
        if (!v.isString())
            bad(key, QCoreApplication::translate("hearth::StageManifest", "expected text"));
        return v.toString();
    }
    qint64 nanos(const char *key) const
    {
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (v.isUndefined() || v.isNull())
            return 0;
        if (v.isDouble())
            return v.toInteger();
        bool ok = false;
        const qint64 n = v.toString().toLongLong(&ok);
        if (!ok)
            bad(key, QCoreApplication::translate(
                         "hearth::StageManifest",
                         "expected an integer (nanoseconds, bytes) as a number or a string"));
        return n;
    }
    bool flag(const char *key) const
    {
        const QJsonValue v = m_o.value(QLatin1String(key));
        if (!v.isUndefined() && !v.isBool())
            bad(key,
                QCoreApplication::translate("hearth::StageManifest", "expected true or false"));
        return v.toBool();
    }
    void bad(const char *key, const QString &what) const
    {
        m_issues->append(PackIssue{PackIssue::Severity::Error, PackIssue::Kind::BadManifest,
                                   m_where + QLatin1Char('.') + QLatin1String(key), what});
    }

private:
    QJsonObject m_o;
    QString m_where;
    QList<PackIssue> *m_issues;
};

} // namespace

StageManifest StageManifest::parse(const QByteArray &json, const QString &name)
{
    StageManifest m;
    QJsonParseError err;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &err);
    if (err.error != QJsonParseError::NoError || !doc.isObject()) {
        m.issues.append(
            PackIssue{PackIssue::Severity::Error, PackIssue::Kind::Unreadable,
                      name + QStringLiteral(": byte %1").arg(err.offset),
                      QCoreApplication::translate("hearth::StageManifest", "not a JSON object: %1")
                          .arg(err.errorString())});
        return m;
    }
    const QJsonObject root = doc.object();
    const Fields b(root.value(QLatin1String("build")).toObject(), name + QStringLiteral(": build"),
                   &m.issues);
    m.build.id = b.text("id");
    m.build.project = b.text("project");
    m.build.pipeline = b.text("pipeline");
    m.build.commit = b.text("commit");
    m.build.branch = b.text("branch");
    m.build.url = b.text("url");
    m.build.startUnixNanos = b.nanos("start_unix_nanos");
    m.build.endUnixNanos = b.nanos("end_unix_nanos");

    const QJsonArray stages = root.value(QLatin1String("stages")).toArray();
    QSet<QString> names;
    for (qsizetype i = 0; i < stages.size(); ++i) {
        const QString where = name + QStringLiteral(": stages[%1]").arg(i);
        const Fields f(stages[i].toObject(), where, &m.issues);
        Stage s;
        s.name = f.text("name");
        if (s.name.isEmpty() || names.contains(s.name)) {
            f.bad("name", QCoreApplication::translate("hearth::StageManifest",
                                                      "every stage needs a name of its own"));
            continue;
        }
        names.insert(s.name);
        s.runtime = f.text("runtime");
        s.startUnixNanos = f.nanos("start_unix_nanos");
        s.endUnixNanos = f.nanos("end_unix_nanos");
        s.cpuNanos = f.nanos("cpu_nanos");
        s.reason = f.text("reason");
        const QString status = f.text("status");
        if (!Stage::parseStatus(status, &s.status))
            f.bad("status",
                  QCoreApplication::translate(
                      "hearth::StageManifest",
                      "\"%1\" is not one of: profile, engine profile, no profile, missing")
                      .arg(status));
        if (s.status == ProfileStatus::NoProfile && s.reason.isEmpty())
            f.bad("reason", QCoreApplication::translate(
                                "hearth::StageManifest",
                                "a stage with no profile says why (e.g. \"ruff is a Rust binary a "
                                "Python sampling profiler cannot enter\")"));
        const QJsonArray cache = stages[i].toObject().value(QLatin1String("cache")).toArray();
        for (qsizetype c = 0; c < cache.size(); ++c) {
            const Fields cf(cache[c].toObject(), where + QStringLiteral(".cache[%1]").arg(c),
                            &m.issues);
            CacheEntry e;
            e.key = cf.text("key");
            e.kind = cf.text("kind");
            e.hit = cf.flag("hit");
            e.sizeBytes = cf.nanos("size_bytes");
            e.savedNanos = cf.nanos("saved_nanos");
            s.cache.append(e);
        }
        m.stages.append(s);
    }
    if (m.stages.isEmpty() && !PackIssue::hasErrors(m.issues))
        m.issues.append(
            PackIssue{PackIssue::Severity::Error, PackIssue::Kind::BadManifest,
                      name + QStringLiteral(": stages"),
                      QCoreApplication::translate("hearth::StageManifest", "no stages")});
    return m;
}

} // namespace hearth

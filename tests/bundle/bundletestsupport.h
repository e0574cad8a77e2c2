// SPDX-License-Identifier: MIT
#pragma once

// Helpers for the bundle tests: pprof bytes built field by field (profile.proto's generated
// classes, not Hearth's reader), a small bundle, and independent sums over a pprof.
#include "bundle/bundle.h"
#include "bundle/spanid.h"
#include "proto/profile.pb.h"

#include <QByteArray>
#include <QFile>
#include <QHash>
#include <QList>
#include <QString>

#include <map>
#include <string>
#include <vector>

namespace hearth::test {

struct SampleSpec
{
    QStringList stack; // root first
    qint64 cpuNanos = 0;
    QString spanId; // empty: outside any span
};

/// A CPU profile: samples/count and cpu/nanoseconds (10 ms per sample), the span_id label.
inline QByteArray makePprof(const QList<SampleSpec> &samples)
{
    pprof::Profile p;
    std::map<std::string, int64_t> strings;
    auto str = [&](const std::string &s) {
        auto it = strings.find(s);
        if (it != strings.end())
            return it->second;
        const int64_t i = p.string_table_size();
        p.add_string_table(s);
        strings.emplace(s, i);
        return i;
    };
    str("");
    auto *t1 = p.add_sample_type();
    t1->set_type(str("samples"));
    t1->set_unit(str("count"));
    auto *t2 = p.add_sample_type();
    t2->set_type(str("cpu"));
    t2->set_unit(str("nanoseconds"));
    p.mutable_period_type()->set_type(str("cpu"));
    p.mutable_period_type()->set_unit(str("nanoseconds"));
    p.set_period(10000000);
    std::map<std::string, uint64_t> loc;
    for (const SampleSpec &s : samples) {
        auto *ps = p.add_sample();
        for (auto f = s.stack.crbegin(); f != s.stack.crend(); ++f) {
            const std::string name = f->toStdString();
            auto it = loc.find(name);
            if (it == loc.end()) {
                const uint64_t id = loc.size() + 1;
                auto *fn = p.add_function();
                fn->set_id(id);
                fn->set_name(str(name));
                auto *l = p.add_location();
                l->set_id(id);
                l->add_line()->set_function_id(id);
                it = loc.emplace(name, id).first;
            }
            ps->add_location_id(it->second);
        }
        ps->add_value(s.cpuNanos / 10000000);
        ps->add_value(s.cpuNanos);
        if (!s.spanId.isEmpty()) {
            auto *l = ps->add_label();
            l->set_key(str("span_id"));
            l->set_str(str(s.spanId.toStdString()));
        }
    }
    std::string out;
    p.SerializeToString(&out);
    return QByteArray::fromStdString(out);
}

/// Sums computed straight from the pprof message: the total of the default sample type,
/// the samples without span_id, and per span_id value.
struct IndependentSums
{
    qint64 total = 0;
    qint64 outside = 0;
    QHash<QString, qint64> bySpan;
};

inline IndependentSums sums(const QByteArray &pprofBytes)
{
    pprof::Profile p;
    IndependentSums r;
    if (!p.ParseFromArray(pprofBytes.constData(), int(pprofBytes.size())))
        return r;
    int type = p.sample_type_size() - 1;
    if (p.default_sample_type() != 0) {
        for (int i = 0; i < p.sample_type_size(); ++i) {
            if (p.sample_type(i).type() == p.default_sample_type())
                type = i;
        }
    }
    for (const auto &s : p.sample()) {
        const qint64 v = s.value(type);
        r.total += v;
        QString span;
        for (const auto &l : s.label()) {
            if (p.string_table(int(l.key())) == "span_id" && l.str() != 0)
                span = QString::fromStdString(p.string_table(int(l.str())));
        }
        if (span.isEmpty())
            r.outside += v;
        else
            r.bySpan[span] += v;
    }
    return r;
}

inline QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

/// A two-stage bundle: "unit" (profile) with spans root > test-a, test-b (test-b > helper),
/// "docker" (no profile), times in seconds from 1000 s. helperName renames "helper".
inline Bundle smallBundle(const QByteArray &unitProfile,
                          const QString &helperName = QStringLiteral("helper"))
{
    const qint64 s = 1000000000;
    Build b{QStringLiteral("7"),
            QStringLiteral("shop"),
            QStringLiteral("ci"),
            QStringLiteral("abc1234"),
            QStringLiteral("main"),
            1000 * s,
            1060 * s,
            QStringLiteral("https://ci.example/7")};
    Stage unit;
    unit.name = QStringLiteral("unit");
    unit.runtime = QStringLiteral("ruby");
    unit.startUnixNanos = 1000 * s;
    unit.endUnixNanos = 1050 * s;
    unit.cpuNanos = 12 * s;
    unit.status = ProfileStatus::Profile;
    unit.cache = {CacheEntry{QStringLiteral("gems"), QStringLiteral("key"), true, 1024, 5 * s}};
    Stage docker;
    docker.name = QStringLiteral("docker");
    docker.runtime = QStringLiteral("none");
    docker.startUnixNanos = 1010 * s;
    docker.endUnixNanos = 1060 * s;
    docker.cpuNanos = 30 * s;
    docker.status = ProfileStatus::NoProfile;
    docker.reason = QStringLiteral("runs in BuildKit");
    docker.cache = {CacheEntry{QStringLiteral("sha256:1"), QStringLiteral("layer"), false, 99, 0}};
    auto span = [&](quint64 id, quint64 parent, const QString &name, qint64 a, qint64 e) {
        Span sp;
        sp.id = id;
        sp.parentId = parent;
        sp.stage = QStringLiteral("unit");
        sp.name = name;
        sp.startUnixNanos = a * s;
        sp.endUnixNanos = e * s;
        sp.attributes = {{QStringLiteral("code.filepath"), QStringLiteral("spec/a_spec.rb")}};
        return sp;
    };
    QList<Span> spans{span(0x1111, 0, QStringLiteral("rspec"), 1005, 1049),
                      span(0x2222, 0x1111, QStringLiteral("test-a"), 1006, 1020),
                      span(0x3333, 0x1111, QStringLiteral("test-b"), 1021, 1040),
                      span(0x4444, 0x3333, helperName, 1022, 1030)};
    spans[1].memory = MemoryMeasurement{true, -4096, true, 1200, ChurnKind::RubyObjectsAllocated};
    spans[2].memory = MemoryMeasurement{true, 8192, false, 0, ChurnKind::Unspecified};
    QList<BundleProfile> profiles{
        BundleProfile(QStringLiteral("unit"), ProfileKind::Cpu, unitProfile)};
    return Bundle(b, {unit, docker}, spans, profiles);
}

inline QByteArray smallProfile()
{
    return makePprof({
        {{QStringLiteral("main"), QStringLiteral("boot")}, 400000000, {}},
        {{QStringLiteral("main"), QStringLiteral("run"), QStringLiteral("a")},
         100000000,
         SpanId::toHex(0x2222)},
        {{QStringLiteral("main"), QStringLiteral("run"), QStringLiteral("a2")},
         50000000,
         SpanId::toHex(0x2222)},
        {{QStringLiteral("main"), QStringLiteral("run"), QStringLiteral("b")},
         70000000,
         SpanId::toHex(0x3333)},
        {{QStringLiteral("main"), QStringLiteral("run"), QStringLiteral("b"), QStringLiteral("h")},
         230000000,
         SpanId::toHex(0x4444)},
    });
}

} // namespace hearth::test

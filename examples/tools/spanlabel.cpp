// SPDX-License-Identifier: MIT
// hearth-example-spanlabel: makes a span profile out of a real profile, for the example
// bundle. It reads a pprof (raw, gzip or zstd) or a folded-stacks file, keeps a deterministic
// part of its sample records, and labels each record with the span_id of one innermost span
// of a stage of an OTLP JSON trace (or leaves it unlabelled: outside any span), the way a
// span profiler would have labelled it. Records with the same stack go to the same span.
// The samples themselves are untouched: real stacks, real values.
//
//   hearth-example-spanlabel --input go-cpu-small.pb.gz --trace trace.json --stage rspec-unit
//       [--outside 0.4] [--part K/N] [--top N] -o rspec-unit.pb
#include "bundle/otlptracereader.h"
#include "bundle/spanid.h"
#include "io/decompressor.h"
#include "proto/profile.pb.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QTextStream>

#include <algorithm>
#include <cstdio>
#include <map>
#include <set>
#include <vector>

using namespace hearth;

namespace {

quint64 fnv(const google::protobuf::RepeatedField<uint64_t> &ids, quint64 seed)
{
    quint64 h = 1469598103934665603ull ^ seed;
    for (uint64_t id : ids) {
        for (int i = 0; i < 8; ++i) {
            h ^= (id >> (8 * i)) & 0xff;
            h *= 1099511628211ull;
        }
    }
    // a final mix so that nearby stacks spread over [0, 1)
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 33;
    return h;
}

// Folded stacks ("a;b;c 42", root first) as pprof: samples/count and cpu/nanoseconds at the
// given frequency.
bool foldedToPprof(const QByteArray &text, int hz, pprof::Profile *p)
{
    std::map<std::string, int64_t> strings;
    auto str = [&](const std::string &s) {
        auto it = strings.find(s);
        if (it != strings.end())
            return it->second;
        const int64_t i = p->string_table_size();
        p->add_string_table(s);
        strings.emplace(s, i);
        return i;
    };
    str("");
    auto *t1 = p->add_sample_type();
    t1->set_type(str("samples"));
    t1->set_unit(str("count"));
    auto *t2 = p->add_sample_type();
    t2->set_type(str("cpu"));
    t2->set_unit(str("nanoseconds"));
    p->mutable_period_type()->set_type(str("cpu"));
    p->mutable_period_type()->set_unit(str("nanoseconds"));
    const int64_t period = 1000000000 / hz;
    p->set_period(period);
    std::map<std::string, uint64_t> locationOf;
    for (const QByteArray &raw : text.split('\n')) {
        const QByteArray line = raw.trimmed();
        const qsizetype space = line.lastIndexOf(' ');
        if (line.isEmpty() || space <= 0)
            continue;
        bool ok = false;
        const qint64 count = line.mid(space + 1).toLongLong(&ok);
        if (!ok)
            return false;
        const QList<QByteArray> frames = line.left(space).split(';');
        auto *s = p->add_sample();
        for (auto f = frames.crbegin(); f != frames.crend(); ++f) {
            const std::string name = f->toStdString();
            auto it = locationOf.find(name);
            if (it == locationOf.end()) {
                const uint64_t id = locationOf.size() + 1;
                auto *fn = p->add_function();
                fn->set_id(id);
                fn->set_name(str(name));
                auto *loc = p->add_location();
                loc->set_id(id);
                loc->add_line()->set_function_id(id);
                it = locationOf.emplace(name, id).first;
            }
            s->add_location_id(it->second);
        }
        s->add_value(count);
        s->add_value(count * period);
    }
    return true;
}

// Drops the locations, functions, mappings and strings no kept sample uses, so a small part
// of a large profile is small.
void prune(pprof::Profile *p)
{
    std::set<uint64_t> locations, functions, mappings;
    for (const auto &s : p->sample())
        locations.insert(s.location_id().begin(), s.location_id().end());
    pprof::Profile out;
    for (const auto &l : p->location()) {
        if (!locations.count(l.id()))
            continue;
        *out.add_location() = l;
        mappings.insert(l.mapping_id());
        for (const auto &line : l.line())
            functions.insert(line.function_id());
    }
    for (const auto &f : p->function()) {
        if (functions.count(f.id()))
            *out.add_function() = f;
    }
    for (const auto &m : p->mapping()) {
        if (mappings.count(m.id()))
            *out.add_mapping() = m;
    }
    p->clear_location();
    p->clear_function();
    p->clear_mapping();
    p->mutable_location()->Swap(out.mutable_location());
    p->mutable_function()->Swap(out.mutable_function());
    p->mutable_mapping()->Swap(out.mutable_mapping());

    // Strings: keep those still referenced, renumbered in their old order.
    std::vector<int64_t> map(size_t(p->string_table_size()), -1);
    auto use = [&](int64_t i) {
        if (i >= 0 && i < int64_t(map.size()))
            map[size_t(i)] = 0;
    };
    use(0);
    for (const auto &t : p->sample_type()) {
        use(t.type());
        use(t.unit());
    }
    use(p->period_type().type());
    use(p->period_type().unit());
    for (int64_t c : p->comment())
        use(c);
    use(p->drop_frames());
    use(p->keep_frames());
    use(p->default_sample_type());
    for (const auto &s : p->sample()) {
        for (const auto &l : s.label()) {
            use(l.key());
            use(l.str());
            use(l.num_unit());
        }
    }
    for (const auto &f : p->function()) {
        use(f.name());
        use(f.system_name());
        use(f.filename());
    }
    for (const auto &m : p->mapping()) {
        use(m.filename());
        use(m.build_id());
    }
    std::vector<std::string> kept;
    for (size_t i = 0; i < map.size(); ++i) {
        if (map[i] == 0) {
            map[i] = int64_t(kept.size());
            kept.push_back(p->string_table(int(i)));
        }
    }
    auto re = [&](int64_t i) { return i >= 0 && i < int64_t(map.size()) ? map[size_t(i)] : i; };
    for (auto &t : *p->mutable_sample_type()) {
        t.set_type(re(t.type()));
        t.set_unit(re(t.unit()));
    }
    p->mutable_period_type()->set_type(re(p->period_type().type()));
    p->mutable_period_type()->set_unit(re(p->period_type().unit()));
    for (auto &c : *p->mutable_comment())
        c = re(c);
    p->set_drop_frames(re(p->drop_frames()));
    p->set_keep_frames(re(p->keep_frames()));
    p->set_default_sample_type(re(p->default_sample_type()));
    for (auto &s : *p->mutable_sample()) {
        for (auto &l : *s.mutable_label()) {
            l.set_key(re(l.key()));
            l.set_str(re(l.str()));
            l.set_num_unit(re(l.num_unit()));
        }
    }
    for (auto &f : *p->mutable_function()) {
        f.set_name(re(f.name()));
        f.set_system_name(re(f.system_name()));
        f.set_filename(re(f.filename()));
    }
    for (auto &m : *p->mutable_mapping()) {
        m.set_filename(re(m.filename()));
        m.set_build_id(re(m.build_id()));
    }
    p->clear_string_table();
    for (const std::string &k : kept)
        p->add_string_table(k);
}

struct Options
{
    QString input, trace, stage, output;
    double outside = 0.0;
    int part = 0, parts = 1, top = 0, hz = 999;
};

int fail(const QString &text)
{
    QTextStream(stderr) << "hearth-example-spanlabel: " << text << '\n';
    return 2;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    Options o;
    for (qsizetype i = 0; i + 1 < args.size(); i += 2) {
        const QString &k = args[i];
        const QString &v = args[i + 1];
        if (k == QLatin1String("--input"))
            o.input = v;
        else if (k == QLatin1String("--trace"))
            o.trace = v;
        else if (k == QLatin1String("--stage"))
            o.stage = v;
        else if (k == QLatin1String("-o"))
            o.output = v;
        else if (k == QLatin1String("--outside"))
            o.outside = v.toDouble();
        else if (k == QLatin1String("--top"))
            o.top = v.toInt();
        else if (k == QLatin1String("--hz"))
            o.hz = v.toInt();
        else if (k == QLatin1String("--part")) {
            o.part = v.section(QLatin1Char('/'), 0, 0).toInt();
            o.parts = qMax(1, v.section(QLatin1Char('/'), 1, 1).toInt());
        } else
            return fail(QStringLiteral("unknown option %1").arg(k));
    }
    if (o.input.isEmpty() || o.output.isEmpty())
        return fail(QStringLiteral("--input and -o are required"));

    QFile in(o.input);
    if (!in.open(QIODevice::ReadOnly))
        return fail(o.input + QStringLiteral(": ") + in.errorString());
    ParseError error;
    const QByteArray data = Decompressor::decompress(in.readAll(), ReadOptions{}, &error);
    if (error.isError())
        return fail(error.toString());
    pprof::Profile p;
    if (o.input.endsWith(QLatin1String(".folded"))) {
        if (!foldedToPprof(data, o.hz, &p))
            return fail(o.input + QStringLiteral(": not folded stacks"));
    } else if (!p.ParseFromArray(data.constData(), int(data.size()))) {
        return fail(o.input + QStringLiteral(": not pprof"));
    }

    // The innermost spans of the stage, weighted by duration.
    std::vector<std::pair<quint64, qint64>> leaves;
    if (!o.trace.isEmpty()) {
        QFile t(o.trace);
        if (!t.open(QIODevice::ReadOnly))
            return fail(o.trace + QStringLiteral(": ") + t.errorString());
        const auto trace = OtlpTraceReader::parse(t.readAll(), o.trace);
        QSet<quint64> parents;
        for (const Span &s : trace.spans)
            parents.insert(s.parentId);
        for (const Span &s : trace.spans) {
            if (s.stage == o.stage && !parents.contains(s.id))
                leaves.emplace_back(s.id, s.durationNanos());
        }
        if (leaves.empty())
            return fail(QStringLiteral("no spans of stage %1 in %2").arg(o.stage, o.trace));
    }
    qint64 totalWeight = 0;
    for (const auto &l : leaves)
        totalWeight += qMax<qint64>(1, l.second);

    // Which records to keep: a part (by stack hash), then the top N by the last sample type.
    std::vector<int> keep;
    for (int i = 0; i < p.sample_size(); ++i) {
        if (fnv(p.sample(i).location_id(), 7) % quint64(o.parts) == quint64(o.part))
            keep.push_back(i);
    }
    const int last = p.sample_type_size() - 1;
    if (o.top > 0 && int(keep.size()) > o.top) {
        std::stable_sort(keep.begin(), keep.end(), [&](int a, int b) {
            return p.sample(a).value(last) > p.sample(b).value(last);
        });
        keep.resize(size_t(o.top));
        std::sort(keep.begin(), keep.end());
    }
    pprof::Profile out = p;
    out.clear_sample();
    const int64_t key = out.string_table_size();
    out.add_string_table("span_id");
    QHash<quint64, int64_t> labelString;
    for (int i : keep) {
        pprof::Sample *s = out.add_sample();
        *s = p.sample(i);
        if (leaves.empty())
            continue;
        const double u = double(fnv(s->location_id(), 11) >> 11) / double(1ull << 53);
        if (u < o.outside)
            continue;
        qint64 w = qint64((u - o.outside) / (1.0 - o.outside) * double(totalWeight));
        size_t k = 0;
        while (k + 1 < leaves.size() && w >= qMax<qint64>(1, leaves[k].second)) {
            w -= qMax<qint64>(1, leaves[k].second);
            ++k;
        }
        const quint64 id = leaves[k].first;
        if (!labelString.contains(id)) {
            labelString.insert(id, out.string_table_size());
            out.add_string_table(SpanId::toHex(id).toStdString());
        }
        pprof::Label *l = s->add_label();
        l->set_key(key);
        l->set_str(labelString.value(id));
    }
    prune(&out);
    std::string bytes;
    out.SerializeToString(&bytes);
    QFile f(o.output);
    if (!f.open(QIODevice::WriteOnly) ||
        f.write(bytes.data(), qint64(bytes.size())) != qint64(bytes.size()))
        return fail(o.output + QStringLiteral(": ") + f.errorString());
    qint64 total = 0;
    for (const auto &s : out.sample())
        total += s.value(last);
    QTextStream(stdout) << o.output << ": " << out.sample_size() << " records, total " << total
                        << ", " << labelString.size() << " spans with samples\n";
    return 0;
}

// SPDX-License-Identifier: MIT
#include "pprofwriter.h"

#include "proto/profile.pb.h"

#include <QHash>

#include <libdeflate.h>

#include <algorithm>
#include <memory>
#include <string>

namespace hearth {

namespace {

class Strings
{
public:
    explicit Strings(pprof::Profile *p)
        : m_p(p)
    {
        m_p->add_string_table();
        m_index.insert(QString(), 0);
    }
    qint64 operator()(const QString &s)
    {
        auto it = m_index.constFind(s);
        if (it != m_index.cend())
            return it.value();
        const qint64 i = m_p->string_table_size();
        m_p->add_string_table(s.toStdString());
        m_index.insert(s, i);
        return i;
    }

private:
    pprof::Profile *m_p;
    QHash<QString, qint64> m_index;
};

QByteArray gzip(const std::string &raw)
{
    const std::unique_ptr<libdeflate_compressor, void (*)(libdeflate_compressor *)> c(
        libdeflate_alloc_compressor(6), libdeflate_free_compressor);
    if (!c)
        return {};
    QByteArray out;
    out.resize(qsizetype(libdeflate_gzip_compress_bound(c.get(), raw.size())));
    const size_t n =
        libdeflate_gzip_compress(c.get(), raw.data(), raw.size(), out.data(), size_t(out.size()));
    if (n == 0)
        return {};
    out.truncate(qsizetype(n));
    return out;
}

} // namespace

QByteArray PprofWriter::toBytes(const CallTree &tree, quint32 fromNode)
{
    if (fromNode >= tree.nodeCount())
        return {};
    const Profile &profile = tree.profile();
    pprof::Profile p;
    Strings str(&p);
    const int t = tree.sampleType();
    const ValueType type = t >= 0 && t < profile.sampleTypes().size()
                               ? profile.sampleTypes()[t]
                               : ValueType{QStringLiteral("samples"), QStringLiteral("count")};
    auto *st = p.add_sample_type();
    st->set_type(str(type.type));
    st->set_unit(str(type.unit));
    if (profile.period() > 0 && !profile.periodType().type.isEmpty()) {
        p.mutable_period_type()->set_type(str(profile.periodType().type));
        p.mutable_period_type()->set_unit(str(profile.periodType().unit));
        p.set_period(profile.period());
    }
    p.set_duration_nanos(profile.durationNanos());
    p.set_time_nanos(profile.timeNanos());

    // One function and one location per function used, ids from 1.
    const auto &functions = profile.functions();
    std::vector<quint64> locationOf(functions.size(), 0);
    auto location = [&](quint32 fn) {
        quint64 &id = locationOf[fn];
        if (id == 0) {
            id = quint64(p.function_size()) + 1;
            const Function &f = functions[fn];
            auto *pf = p.add_function();
            pf->set_id(id);
            pf->set_name(str(f.name));
            pf->set_system_name(str(f.systemName.isEmpty() ? f.name : f.systemName));
            pf->set_filename(str(f.file));
            pf->set_start_line(f.startLine);
            auto *loc = p.add_location();
            loc->set_id(id);
            auto *line = loc->add_line();
            line->set_function_id(id);
            line->set_line(f.startLine);
        }
        return id;
    };

    // Pre-order with the path of the node (see CollapsedWriter): ancestors of fromNode first.
    std::vector<quint32> path;
    for (quint32 n = tree.parent(fromNode); n != 0 && fromNode != 0; n = tree.parent(n))
        path.push_back(n);
    std::reverse(path.begin(), path.end());
    const quint32 end = tree.subtreeEnd(fromNode);
    for (quint32 n = fromNode; n < end; ++n) {
        while (!path.empty() && tree.subtreeEnd(path.back()) <= n)
            path.pop_back();
        if (n != 0)
            path.push_back(n);
        if (tree.self(n) == 0 || path.empty())
            continue;
        auto *s = p.add_sample();
        for (auto it = path.rbegin(); it != path.rend(); ++it)
            s->add_location_id(location(tree.function(*it)));
        s->add_value(tree.self(n));
    }
    std::string raw;
    if (!p.SerializeToString(&raw))
        return {};
    return gzip(raw);
}

bool PprofWriter::write(const CallTree &tree, QIODevice *out, quint32 fromNode)
{
    const QByteArray bytes = toBytes(tree, fromNode);
    return !bytes.isEmpty() && out->write(bytes) == bytes.size();
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

// Helpers shared by the core tests: building pprof files field by field with the generated
// profile.proto classes, compressing, and reading the test data.

#include "io/profilereader.h"
#include "proto/profile.pb.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QString>
#include <QTest>

#include <zlib.h>
#include <zstd.h>

#include <map>
#include <string>
#include <vector>

namespace hearth::test {

/// "f12" for ('f', 12): appended, not "f" + std::to_string(…), on which GCC 12 at -O3 warns
/// -Wrestrict (a false positive, GCC bug 105329) and the release build is -Werror.
inline std::string numbered(char prefix, int n)
{
    std::string name(1, prefix);
    name.append(std::to_string(n));
    return name;
}

inline QString dataPath(const char *name)
{
    return QStringLiteral(HEARTH_TEST_DATA "/") + QLatin1String(name);
}

/// The test data files read as flat stacks (pprof, folded stacks, perf script), by name.
inline QStringList flatStackFiles()
{
    QStringList out;
    const QDir dir(QStringLiteral(HEARTH_TEST_DATA));
    for (const QString &f :
         dir.entryList({QStringLiteral("*.pb.gz"), QStringLiteral("*.pb"),
                        QStringLiteral("*.folded"), QStringLiteral("*.perf.txt")},
                       QDir::Files, QDir::Name))
        out << dir.filePath(f);
    return out;
}

/// Data rows "file" and "type": every flat-stack file of the test data with each of its
/// sample types (the file read once here to count them).
inline void addFlatStackTypeRows()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("type");
    for (const QString &file : flatStackFiles()) {
        const ProfileResult r = ProfileReader::readFile(file);
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        for (int t = 0; t < r.profile->sampleTypes().size(); ++t)
            QTest::addRow("%s type %d", qPrintable(QFileInfo(file).fileName()), t) << file << t;
    }
}

/// `file` read as flat stacks of sample type `type` only (ReadOptions::flatStacks), each
/// distinct stack kept once whatever the file's size (`merge`), or as its size chooses.
inline ProfileResult readFlat(const QString &file, int type, bool merge = true)
{
    ReadOptions options;
    options.flatStacks = true;
    options.sampleTypes = SampleTypeChoice::types({type});
    if (merge)
        options.mergeStacksFrom = 0;
    return ProfileReader::readFile(file, options);
}

inline QByteArray readData(const char *name)
{
    QFile f(dataPath(name));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

/// Writes `bytes` to a new file at `path`; false if it cannot.
inline bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

/// A pprof Profile under construction, with a deduplicating string table.
class PprofMaker
{
public:
    PprofMaker() { p.add_string_table(""); }

    pprof::Profile p;

    qint64 str(const std::string &s)
    {
        auto it = m_strings.find(s);
        if (it != m_strings.end())
            return it->second;
        const qint64 i = p.string_table_size();
        p.add_string_table(s);
        m_strings.emplace(s, i);
        return i;
    }
    void sampleType(const std::string &type, const std::string &unit)
    {
        auto *vt = p.add_sample_type();
        vt->set_type(str(type));
        vt->set_unit(str(unit));
    }
    void period(const std::string &type, const std::string &unit, qint64 value)
    {
        p.mutable_period_type()->set_type(str(type));
        p.mutable_period_type()->set_unit(str(unit));
        p.set_period(value);
    }
    quint64 mapping(const std::string &file)
    {
        auto *m = p.add_mapping();
        m->set_id(quint64(p.mapping_size()));
        m->set_filename(str(file));
        m->set_memory_start(0x400000);
        m->set_memory_limit(0x800000);
        return m->id();
    }
    quint64 function(const std::string &name, const std::string &file = {})
    {
        auto *f = p.add_function();
        f->set_id(quint64(p.function_size()));
        f->set_name(str(name));
        f->set_system_name(str(name));
        if (!file.empty())
            f->set_filename(str(file));
        return f->id();
    }
    /// functions innermost first; none makes an unsymbolised location.
    quint64 location(const std::vector<quint64> &functions, quint64 mappingId = 0,
                     quint64 address = 0)
    {
        auto *l = p.add_location();
        l->set_id(quint64(p.location_size()));
        l->set_mapping_id(mappingId);
        l->set_address(address);
        qint64 line = 10;
        for (quint64 f : functions) {
            auto *ln = l->add_line();
            ln->set_function_id(f);
            ln->set_line(line++);
        }
        return l->id();
    }
    /// A function with its own single-line location; returns the location id.
    quint64 frame(const std::string &name, const std::string &file = {})
    {
        return location({function(name, file)});
    }
    pprof::Sample *sample(const std::vector<quint64> &leafFirst, const std::vector<qint64> &values)
    {
        auto *s = p.add_sample();
        for (quint64 l : leafFirst)
            s->add_location_id(l);
        for (qint64 v : values)
            s->add_value(v);
        return s;
    }
    void label(pprof::Sample *s, const std::string &key, const std::string &value)
    {
        auto *l = s->add_label();
        l->set_key(str(key));
        l->set_str(str(value));
    }
    void numLabel(pprof::Sample *s, const std::string &key, qint64 num, const std::string &unit)
    {
        auto *l = s->add_label();
        l->set_key(str(key));
        l->set_num(num);
        l->set_num_unit(str(unit));
    }
    QByteArray bytes() const
    {
        const std::string s = p.SerializeAsString();
        return QByteArray(s.data(), qsizetype(s.size()));
    }

private:
    std::map<std::string, qint64> m_strings;
};

/// Random bytes (they do not compress), the same each time.
inline QByteArray noise(qsizetype size)
{
    QByteArray out(size, Qt::Uninitialized);
    quint64 x = 0x9e3779b97f4a7c15ULL;
    for (qsizetype i = 0; i < size; ++i) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        out[i] = char(x);
    }
    return out;
}

/// gzip of `data`, or of `zeros` zero bytes streamed in 1 MiB pieces when data is empty.
inline QByteArray gzip(const QByteArray &data, qint64 zeros = 0)
{
    z_stream zs{};
    deflateInit2(&zs, 1, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
    QByteArray out;
    std::vector<char> buf(1 << 16);
    const QByteArray zero(1 << 20, '\0');
    auto pump = [&](const char *p, size_t n, int flush) {
        zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(p));
        zs.avail_in = uInt(n);
        do {
            zs.next_out = reinterpret_cast<Bytef *>(buf.data());
            zs.avail_out = uInt(buf.size());
            deflate(&zs, flush);
            out.append(buf.data(), qsizetype(buf.size() - zs.avail_out));
        } while (zs.avail_out == 0);
    };
    if (!data.isEmpty())
        pump(data.constData(), size_t(data.size()), Z_NO_FLUSH);
    for (qint64 left = zeros; left > 0; left -= zero.size())
        pump(zero.constData(), size_t(std::min<qint64>(left, zero.size())), Z_NO_FLUSH);
    pump(nullptr, 0, Z_FINISH);
    deflateEnd(&zs);
    return out;
}

/// zstd of `data`, or of `zeros` zero bytes streamed (no content size in the header).
inline QByteArray zstd(const QByteArray &data, qint64 zeros = 0)
{
    ZSTD_CCtx *cc = ZSTD_createCCtx();
    QByteArray out;
    std::vector<char> buf(ZSTD_CStreamOutSize());
    const QByteArray zero(1 << 20, '\0');
    auto pump = [&](const char *p, size_t n, ZSTD_EndDirective mode) {
        ZSTD_inBuffer in{p, n, 0};
        for (;;) {
            ZSTD_outBuffer o{buf.data(), buf.size(), 0};
            const size_t left = ZSTD_compressStream2(cc, &o, &in, mode);
            out.append(buf.data(), qsizetype(o.pos));
            if (mode == ZSTD_e_end ? left == 0 : in.pos == in.size)
                break;
        }
    };
    if (!data.isEmpty())
        pump(data.constData(), size_t(data.size()), ZSTD_e_continue);
    for (qint64 left = zeros; left > 0; left -= zero.size())
        pump(zero.constData(), size_t(std::min<qint64>(left, zero.size())), ZSTD_e_continue);
    pump(nullptr, 0, ZSTD_e_end);
    ZSTD_freeCCtx(cc);
    return out;
}

/// Plain gunzip with zlib (independent of the code under test).
inline QByteArray gunzip(const QByteArray &in)
{
    z_stream zs{};
    inflateInit2(&zs, 16 + MAX_WBITS);
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(in.constData()));
    zs.avail_in = uInt(in.size());
    QByteArray out;
    std::vector<char> buf(1 << 16);
    int rc = Z_OK;
    while (rc == Z_OK) {
        zs.next_out = reinterpret_cast<Bytef *>(buf.data());
        zs.avail_out = uInt(buf.size());
        rc = inflate(&zs, Z_NO_FLUSH);
        out.append(buf.data(), qsizetype(buf.size() - zs.avail_out));
    }
    inflateEnd(&zs);
    return rc == Z_STREAM_END ? out : QByteArray();
}

} // namespace hearth::test

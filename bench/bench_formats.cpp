// SPDX-License-Identifier: MIT
// The text and JSON formats of the corpus (issue 16): each reader against the floor of
// reading the same bytes, that is splitting them into JSON tokens (JsonCursor::skipValue over
// the whole document) or into lines (memchr). The reader should stay within 3x the floor.
// Throughput is in bytes of uncompressed input; peak_MiB is this process's peak so far (run
// hearth_peak FILE for the true peak of reading one file). Missing files are skipped.
//
// Generated inputs (issue 16): a 1 GiB `perf script` file in the temporary directory, the
// corpus's perf-gxx.perf.txt repeated (read from the file, the floor reading the same file);
// a 200 MB `.cpuprofile` there too (a synthetic tree of 1 M nodes with node-like names and
// URLs; the same from the file); speedscope and flamebearer JSON made in memory from
// node-tsc-terser.cpuprofile (its samples' stacks; its call tree's levels). The files are
// deleted when the benchmark exits.

#include "benchutil.h"

#include "analysis/calltree.h"
#include "analysis/functiontable.h"
#include "io/cpuprofilereader.h"
#include "io/decompressor.h"
#include "io/jsoncursor.h"
#include "io/profilereader.h"

#include "profile/profile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>

#include <benchmark/benchmark.h>

#include <cstring>
#include <map>
#include <string>

using namespace hearth;

namespace {

const QByteArray &raw(const char *name)
{
    static std::map<std::string, QByteArray> cache;
    QByteArray &r = cache[name];
    if (r.isEmpty() && bench::corpusHas(name)) {
        ParseError err;
        r = Decompressor::decompress(bench::readAll(bench::corpusFile(name)), {}, &err);
    }
    return r;
}

void finish(benchmark::State &state, const QByteArray &data)
{
    state.SetBytesProcessed(qint64(state.iterations()) * data.size());
    state.counters["peak_MiB"] = bench::peakRssMiB();
}

void jsonTokens(benchmark::State &state, const char *name)
{
    const QByteArray &data = raw(name);
    if (data.isEmpty())
        return state.SkipWithError("not in the corpus");
    for (auto _ : state) {
        JsonCursor c(data, QStringLiteral("json"));
        if (!c.skipValue() || !c.atEnd())
            state.SkipWithError(qPrintable(c.error().toString()));
    }
    finish(state, data);
}

void lines(benchmark::State &state, const char *name)
{
    const QByteArray &data = raw(name);
    if (data.isEmpty())
        return state.SkipWithError("not in the corpus");
    for (auto _ : state) {
        qint64 n = 0;
        for (const char *p = data.constData(), *end = p + data.size(); p < end; ++n) {
            const void *nl = std::memchr(p, '\n', size_t(end - p));
            p = nl ? static_cast<const char *>(nl) + 1 : end;
        }
        benchmark::DoNotOptimize(n);
    }
    finish(state, data);
}

void read(benchmark::State &state, const char *name)
{
    const QByteArray &data = raw(name);
    if (data.isEmpty())
        return state.SkipWithError("not in the corpus");
    for (auto _ : state) {
        const ProfileResult r = ProfileReader::readBytes(data, QString::fromUtf8(name));
        if (!r.ok())
            state.SkipWithError(qPrintable(r.error.toString()));
        benchmark::DoNotOptimize(r.profile.get());
    }
    finish(state, data);
}

// From the compressed file to the table a window shows: decompress, read, call tree,
// function table.
void toTable(benchmark::State &state, const char *name)
{
    if (!bench::corpusHas(name))
        return state.SkipWithError("not in the corpus");
    const QByteArray file = bench::readAll(bench::corpusFile(name));
    for (auto _ : state) {
        const ProfileResult r = ProfileReader::readBytes(file, QString::fromUtf8(name));
        if (!r.ok())
            return state.SkipWithError(qPrintable(r.error.toString()));
        const CallTree::Ptr tree = CallTree::build(r.profile, r.profile->defaultSampleType());
        const FunctionTable table = FunctionTable::compute(*tree);
        benchmark::DoNotOptimize(table.total());
    }
    finish(state, raw(name));
}

// ---- generated inputs ----

struct Generated
{
    QStringList files;
    ~Generated()
    {
        for (const QString &f : files)
            QFile::remove(f);
    }
};
Generated &generated()
{
    static Generated g;
    return g;
}

QString tempPath(const char *name)
{
    return QDir::temp().filePath(QString::fromLatin1(name));
}

// perf-gxx.perf.txt repeated to 1 GiB.
QString bigPerfScript()
{
    static const QString path = [] {
        const QString p = tempPath("hearth-bench-1g.perf.txt");
        const QByteArray &one = raw("perf-gxx.perf.txt.zst");
        QFile f(p);
        if (one.isEmpty() || !f.open(QIODevice::WriteOnly))
            return QString();
        generated().files << p;
        for (qint64 written = 0; written < (qint64(1) << 30); written += one.size() + 1)
            f.write(one + '\n');
        return p;
    }();
    return path;
}

// A synthetic 200 MB .cpuprofile: 1 M nodes, each under a random earlier one.
QString bigCpuProfile()
{
    static const QString path = [] {
        const QString p = tempPath("hearth-bench-200m.cpuprofile");
        QFile f(p);
        if (!f.open(QIODevice::WriteOnly))
            return QString();
        generated().files << p;
        QRandomGenerator rng(16);
        const int n = 1000000;
        std::vector<int> parent(n, -1);
        std::vector<std::vector<int>> children(n);
        for (int i = 1; i < n; ++i) {
            parent[size_t(i)] = int(rng.bounded(std::max(0, i - 64), i));
            children[size_t(parent[size_t(i)])].push_back(i);
        }
        QByteArray out = "{\"nodes\":[";
        for (int i = 0; i < n; ++i) {
            const int fn = i == 0 ? 0 : int(rng.bounded(20000));
            const int script = fn % 400;
            out += i ? ",\n" : "\n";
            out += "{\"id\":" + QByteArray::number(i + 1) + ",\"callFrame\":{\"functionName\":\"" +
                   (i == 0 ? QByteArray("(root)") : "visit" + QByteArray::number(fn) + "Node") +
                   "\",\"scriptId\":\"" + QByteArray::number(script) +
                   "\",\"url\":\"file:///srv/app/node_modules/package" +
                   QByteArray::number(script) +
                   "/lib/index.js\",\"lineNumber\":" + QByteArray::number(fn * 7) +
                   ",\"columnNumber\":" + QByteArray::number(fn % 80) +
                   "},\"hitCount\":" + QByteArray::number(rng.bounded(3)) + ",\"children\":[";
            for (size_t c = 0; c < children[size_t(i)].size(); ++c)
                out += (c ? "," : "") + QByteArray::number(children[size_t(i)][c] + 1);
            out += "]}";
            if (out.size() > (1 << 24)) {
                f.write(out);
                out.clear();
            }
        }
        out += "],\"startTime\":0,\"endTime\":100000000,\"samples\":[";
        QByteArray deltas = "],\"timeDeltas\":[";
        for (int i = 0; i < 200000; ++i) {
            out += (i ? "," : "") + QByteArray::number(rng.bounded(n) + 1);
            deltas += (i ? "," : "") + QByteArray::number(400 + rng.bounded(200));
        }
        f.write(out + deltas + "]}\n");
        return p;
    }();
    return path;
}

// node-tsc-terser's samples as speedscope's sampled profile.
const QByteArray &speedscopeJson()
{
    static const QByteArray json = []() -> QByteArray {
        const QByteArray &in = raw("node-tsc-terser.cpuprofile.zst");
        const ProfileResult r = ProfileReader::readBytes(in, QStringLiteral("in"));
        if (in.isEmpty() || !r.ok())
            return QByteArray();
        const Profile &p = *r.profile;
        auto quoted = [](const QString &s) -> QByteArray {
            QByteArray q = s.toUtf8();
            q.replace('\\', "\\\\").replace('"', "\\\"");
            return '"' + q + '"';
        };
        QByteArray out = "{\"$schema\":\"https://www.speedscope.app/file-format-schema.json\","
                         "\"shared\":{\"frames\":[";
        for (size_t i = 0; i < p.functions().size(); ++i)
            out += (i ? ",{\"name\":" : "{\"name\":") + quoted(p.functions()[i].name) +
                   ",\"file\":" + quoted(p.functions()[i].file) + "}";
        out += "]},\"profiles\":[{\"type\":\"sampled\",\"name\":\"main\",\"unit\":"
               "\"microseconds\",\"startValue\":0,\"endValue\":" +
               QByteArray::number(p.totalValue(0)) + ",\"samples\":[";
        QByteArray weights = "],\"weights\":[";
        for (quint32 s = 0; s < p.sampleCount(); ++s) {
            const std::vector<quint32> locs = p.sampleLocations(s); // leaf first
            out += s ? ",[" : "[";
            for (size_t i = locs.size(); i-- > 0;)
                out += QByteArray::number(p.locationLines(locs[i])[0].function) + (i ? "," : "");
            out += ']';
            weights += (s ? "," : "") + QByteArray::number(p.sampleValue(s, 0));
        }
        return out + weights + "]}]}";
    }();
    return json;
}

// node-tsc-terser's call tree as Pyroscope's flamebearer (single layout).
const QByteArray &flamebearerJson()
{
    static const QByteArray json = []() -> QByteArray {
        const QByteArray &in = raw("node-tsc-terser.cpuprofile.zst");
        const ProfileResult r = ProfileReader::readBytes(in, QStringLiteral("in"));
        if (in.isEmpty() || !r.ok())
            return QByteArray();
        const CallTree::Ptr t = CallTree::build(r.profile, 0);
        // Each node's x: its parent's, plus its earlier siblings' totals.
        std::vector<qint64> x(t->nodeCount(), 0), next(t->nodeCount(), 0);
        std::vector<std::vector<quint32>> levels(t->maxDepth() + 1);
        for (quint32 n = 0; n < t->nodeCount(); ++n) {
            if (n) {
                const quint32 parent = t->parent(n);
                x[n] = x[parent] + next[parent];
                next[parent] += t->total(n);
            }
            levels[t->depth(n)].push_back(n); // pre-order: ascending x within a level
        }
        QByteArray names = "[\"total\"";
        for (const Function &f : r.profile->functions())
            names += ",\"" + f.name.toUtf8().replace('\\', "\\\\").replace('"', "\\\"") + '"';
        QByteArray out = "{\"version\":1,\"flamebearer\":{\"names\":" + names + "],\"levels\":[";
        for (size_t d = 0; d < levels.size(); ++d) {
            out += d ? ",[" : "[";
            qint64 end = 0;
            for (size_t i = 0; i < levels[d].size(); ++i) {
                const quint32 n = levels[d][i];
                out += (i ? "," : "") + QByteArray::number(x[n] - end) + ',' +
                       QByteArray::number(t->total(n)) + ',' + QByteArray::number(t->self(n)) +
                       ',' + QByteArray::number(n ? t->function(n) + 1 : 0);
                end = x[n] + t->total(n);
            }
            out += ']';
        }
        return out + "],\"numTicks\":" + QByteArray::number(t->totalValue()) +
               ",\"maxSelf\":1},\"metadata\":{\"format\":\"single\",\"units\":\"samples\","
               "\"sampleRate\":2000,\"spyName\":\"nodespy\"}}";
    }();
    return json;
}

const QByteArray &inMemory(const char *which)
{
    static const QByteArray none;
    return std::strcmp(which, "speedscope") == 0    ? speedscopeJson()
           : std::strcmp(which, "flamebearer") == 0 ? flamebearerJson()
                                                    : none;
}

// The floor of a generated JSON document in memory: its tokens.
void jsonTokensOf(benchmark::State &state, const char *which)
{
    const QByteArray &data = inMemory(which);
    if (data.isEmpty())
        return state.SkipWithError("node-tsc-terser.cpuprofile.zst not in the corpus");
    for (auto _ : state) {
        JsonCursor c(data, QStringLiteral("json"));
        if (!c.skipValue() || !c.atEnd())
            state.SkipWithError(qPrintable(c.error().toString()));
    }
    finish(state, data);
}

void readOf(benchmark::State &state, const char *which)
{
    const QByteArray &data = inMemory(which);
    if (data.isEmpty())
        return state.SkipWithError("node-tsc-terser.cpuprofile.zst not in the corpus");
    for (auto _ : state) {
        const ProfileResult r = ProfileReader::readBytes(data, QString::fromUtf8(which));
        if (!r.ok())
            state.SkipWithError(qPrintable(r.error.toString()));
        benchmark::DoNotOptimize(r.profile.get());
    }
    finish(state, data);
}

QString bigFile(const char *which)
{
    return std::strcmp(which, "perf") == 0 ? bigPerfScript() : bigCpuProfile();
}

// The floor of a big generated file: read it, then split it into lines or JSON tokens.
void fileFloor(benchmark::State &state, const char *which)
{
    const QString path = bigFile(which);
    if (path.isEmpty())
        return state.SkipWithError("could not generate the file");
    qint64 size = 0;
    for (auto _ : state) {
        const QByteArray data = bench::readAll(path);
        size = data.size();
        if (std::strcmp(which, "perf") == 0) {
            qint64 n = 0;
            for (const char *p = data.constData(), *end = p + data.size(); p < end; ++n) {
                const void *nl = std::memchr(p, '\n', size_t(end - p));
                p = nl ? static_cast<const char *>(nl) + 1 : end;
            }
            benchmark::DoNotOptimize(n);
        } else {
            JsonCursor c(data, QStringLiteral("json"));
            if (!c.skipValue() || !c.atEnd())
                state.SkipWithError(qPrintable(c.error().toString()));
        }
    }
    state.SetBytesProcessed(qint64(state.iterations()) * size);
    state.counters["peak_MiB"] = bench::peakRssMiB();
}

void fileRead(benchmark::State &state, const char *which)
{
    const QString path = bigFile(which);
    if (path.isEmpty())
        return state.SkipWithError("could not generate the file");
    for (auto _ : state) {
        const ProfileResult r = ProfileReader::readFile(path);
        if (!r.ok())
            state.SkipWithError(qPrintable(r.error.toString()));
        benchmark::DoNotOptimize(r.profile.get());
    }
    state.SetBytesProcessed(qint64(state.iterations()) * QFileInfo(path).size());
    state.counters["peak_MiB"] = bench::peakRssMiB();
}

} // namespace

BENCHMARK_CAPTURE(jsonTokensOf, speedscope, "speedscope")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(readOf, speedscope, "speedscope")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(jsonTokensOf, flamebearer, "flamebearer")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(readOf, flamebearer, "flamebearer")->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(fileFloor, cpuprofile200m, "cpuprofile")
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);
BENCHMARK_CAPTURE(fileRead, cpuprofile200m, "cpuprofile")
    ->Unit(benchmark::kMillisecond)
    ->Iterations(3);
BENCHMARK_CAPTURE(fileFloor, perf1g, "perf")->Unit(benchmark::kMillisecond)->Iterations(2);
BENCHMARK_CAPTURE(fileRead, perf1g, "perf")->Unit(benchmark::kMillisecond)->Iterations(2);

BENCHMARK_CAPTURE(jsonTokens, cpuprofile, "node-tsc-terser.cpuprofile.zst")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(read, cpuprofile, "node-tsc-terser.cpuprofile.zst")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(toTable, cpuprofile, "node-tsc-terser.cpuprofile.zst")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(lines, perf, "perf-gxx.perf.txt.zst")->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();

// SPDX-License-Identifier: MIT
// The text and JSON formats of the corpus (issue 16): each reader against the floor of
// reading the same bytes, that is splitting them into JSON tokens (JsonCursor::skipValue over
// the whole document) or into lines (memchr). The reader should stay within 3x the floor.
// Throughput is in bytes of uncompressed input; peak_MiB is this process's peak so far (run
// hearth_peak FILE for the true peak of reading one file). Missing files are skipped.

#include "benchutil.h"

#include "analysis/calltree.h"
#include "analysis/functiontable.h"
#include "io/cpuprofilereader.h"
#include "io/decompressor.h"
#include "io/jsoncursor.h"
#include "io/profilereader.h"

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

} // namespace

BENCHMARK_CAPTURE(jsonTokens, cpuprofile, "node-tsc-terser.cpuprofile.zst")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(read, cpuprofile, "node-tsc-terser.cpuprofile.zst")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(toTable, cpuprofile, "node-tsc-terser.cpuprofile.zst")
    ->Unit(benchmark::kMillisecond);
BENCHMARK_CAPTURE(lines, perf, "perf-gxx.perf.txt.zst")->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();

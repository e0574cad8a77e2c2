// SPDX-License-Identifier: MIT
// Opening a big build (issue 4: a bundle with 20,000 spans and 200 MB of profiles shows its
// waterfall in under a second). The bundle is examples/tools/bigbuild.h's, as tst_bundlescale
// checks it: 10 stages of 2,000 spans each, and copies of the corpus' real Go heap profile
// (go-heap-small.pb.gz, 2.4 MB uncompressed) until 200 MB of profiles, written as Hearth
// writes bundles (each profile in a zstd frame of its own). Reading it parses the build, stages and
// spans and leaves every profile bytes.
#include "benchutil.h"
#include "bigbuild.h"
#include "bundle/bundlereader.h"
#include "bundle/bundlewriter.h"
#include "io/decompressor.h"

#include <benchmark/benchmark.h>

using namespace hearth;

namespace {

QByteArray bigBundle()
{
    static const QByteArray file = [] {
        ParseError e;
        const QByteArray heap = Decompressor::decompress(
            bench::readAll(bench::corpusFile("go-heap-small.pb.gz")), ReadOptions{}, &e);
        if (e.isError() || heap.isEmpty())
            return QByteArray();
        return BundleWriter::toBytes(test::BigBuild::make(heap), BundleWriter::Options{1});
    }();
    return file;
}

void BM_OpenBigBundle(benchmark::State &state)
{
    const QByteArray file = bigBundle();
    if (file.isEmpty()) {
        state.SkipWithError("go-heap-small.pb.gz is not in the corpus");
        return;
    }
    qint64 spans = 0;
    for (auto _ : state) {
        const BundleResult r = BundleReader::readBytes(file, QStringLiteral("big"));
        spans = r.bundle ? r.bundle->spans().size() : -1;
        benchmark::DoNotOptimize(r);
    }
    state.counters["spans"] = double(spans);
    state.counters["file_MB"] = double(file.size()) / 1e6;
    state.counters["profiles_MB"] = 200;
}

} // namespace

BENCHMARK(BM_OpenBigBundle)->Unit(benchmark::kMillisecond)->MinTime(3.0);
BENCHMARK_MAIN();

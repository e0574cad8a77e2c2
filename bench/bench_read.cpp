// SPDX-License-Identifier: MIT
// Reading the large profiles of the corpus, stage by stage and end to end. Every stage
// reports the throughput in bytes of uncompressed pprof (SetBytesProcessed) and the peak RSS
// of this process so far (peak_MiB). The end-to-end cases also run hearth_peak in a fresh
// process, whose peak (fresh_peak_MiB) is the true peak of reading that one file.
// Files missing from the corpus are skipped.

#include "benchutil.h"

#include "analysis/calltree.h"
#include "analysis/functiontable.h"
#include "io/decompressor.h"
#include "io/pprofreader.h"
#include "io/profilereader.h"
#include "summary/stacksummary.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>

#include <benchmark/benchmark.h>

#include <atomic>
#include <map>
#include <string>

using namespace hearth;

namespace {

// Inputs are made once per file and kept: each stage is timed on its own.
struct Inputs
{
    QByteArray compressed;
    QByteArray raw;
    Profile::Ptr profile;
};

std::string g_peakHelper;

Inputs &inputs(const char *name)
{
    static std::map<std::string, Inputs> cache;
    Inputs &in = cache[name];
    if (in.compressed.isEmpty()) {
        in.compressed = bench::readAll(bench::corpusFile(name));
        ParseError err;
        in.raw = Decompressor::decompress(in.compressed, {}, &err);
        in.profile = PprofReader::parse(in.raw).profile;
    }
    return in;
}

void finish(benchmark::State &state, const Inputs &in)
{
    state.SetBytesProcessed(qint64(state.iterations()) * in.raw.size());
    state.counters["peak_MiB"] = bench::peakRssMiB();
}

// withCancel: as a window reads, with a stop flag (never set): gzip is then inflated by zlib in
// 1 MiB steps with a look at the flag between, instead of libdeflate's one call.
void inflate(benchmark::State &state, const char *name, bool withCancel)
{
    Inputs &in = inputs(name);
    std::atomic<bool> never{false};
    ReadOptions options;
    if (withCancel)
        options.cancel = &never;
    for (auto _ : state) {
        ParseError err;
        QByteArray raw = Decompressor::decompress(in.compressed, options, &err);
        benchmark::DoNotOptimize(raw.data());
    }
    finish(state, in);
}

void parse(benchmark::State &state, const char *name)
{
    Inputs &in = inputs(name);
    for (auto _ : state) {
        ProfileResult r = PprofReader::parse(in.raw);
        if (!r.ok())
            state.SkipWithError(qPrintable(r.error.toString()));
        benchmark::DoNotOptimize(r.profile.get());
    }
    state.counters["stack_nodes"] = in.profile ? in.profile->stackNodeCount() : 0;
    finish(state, in);
}

int typeOf(const Profile &p, const QString &type)
{
    return type.isEmpty() ? p.defaultSampleType() : p.sampleTypeIndex(type);
}

// The index of `type` (empty: the default), or -1 after telling the benchmark it is skipped.
int typeOrSkip(benchmark::State &state, const Inputs &in, const QString &type)
{
    const int t = in.profile ? typeOf(*in.profile, type) : -1;
    if (t < 0) {
        state.SkipWithError("no such profile or sample type");
        for (auto _ : state) {
        }
    }
    return t;
}

void callTree(benchmark::State &state, const char *name, const QString &type)
{
    Inputs &in = inputs(name);
    const int t = typeOrSkip(state, in, type);
    if (t < 0)
        return;
    quint32 nodes = 0;
    for (auto _ : state) {
        CallTree::Ptr tree = CallTree::build(in.profile, t);
        nodes = tree->nodeCount();
        benchmark::DoNotOptimize(tree.get());
    }
    state.counters["tree_nodes"] = nodes;
    finish(state, in);
}

void functionTable(benchmark::State &state, const char *name, const QString &type)
{
    Inputs &in = inputs(name);
    const int t = typeOrSkip(state, in, type);
    if (t < 0)
        return;
    const CallTree::Ptr tree = CallTree::build(in.profile, t);
    for (auto _ : state) {
        const FunctionTable table = FunctionTable::compute(*tree);
        auto rows = table.sorted(*in.profile, FunctionTable::SortKey::Self);
        benchmark::DoNotOptimize(rows.data());
    }
    finish(state, in);
}

// The stacks of the default type as `hearth summary` reads them (ReadOptions::flatStacks).
void parseFlat(benchmark::State &state, const char *name)
{
    Inputs &in = inputs(name);
    ReadOptions options;
    options.sampleTypes = SampleTypeChoice::defaultType();
    options.flatStacks = true;
    size_t frames = 0;
    for (auto _ : state) {
        ProfileResult r = PprofReader::parse(in.raw, options);
        if (!r.ok() || !r.flat) {
            state.SkipWithError(qPrintable(r.error.toString()));
            break;
        }
        frames = r.flat->frameCount();
        benchmark::DoNotOptimize(r.flat.get());
    }
    state.counters["frames"] = double(frames);
    finish(state, in);
}

// StackSummary on those stacks (the function table and the verdict's shape).
void stackSummary(benchmark::State &state, const char *name, const QString &type)
{
    Inputs &in = inputs(name);
    const int t = typeOrSkip(state, in, type);
    if (t < 0)
        return;
    const FlatStacks flat = FlatStacks::fromProfile(*in.profile, t);
    for (auto _ : state) {
        const StackSummary s = StackSummary::compute(flat);
        benchmark::DoNotOptimize(s.table.rows().data());
    }
    state.counters["flat_MiB"] = double(flat.memoryBytes()) / 1048576.0;
    finish(state, in);
}

enum class Path { Summary, Tree, TreeAllTypes };

// End to end from the file: as `hearth summary FILE` does (Summary: the default type's flat
// stacks, StackSummary), or as a window does (Tree: the default type's stack trie, the call
// tree, the function table; TreeAllTypes: every type's stacks read).
void endToEnd(benchmark::State &state, const char *name, Path path)
{
    Inputs &in = inputs(name);
    const QString file = bench::corpusFile(name);
    ReadOptions options;
    if (path != Path::TreeAllTypes)
        options.sampleTypes = SampleTypeChoice::defaultType();
    options.flatStacks = path == Path::Summary;
    for (auto _ : state) {
        ProfileResult r = ProfileReader::readFile(file, options);
        if (!r.ok()) {
            state.SkipWithError(qPrintable(r.error.toString()));
            break;
        }
        const StackSummary s =
            r.flat
                ? StackSummary::compute(*r.flat)
                : StackSummary::ofTree(*CallTree::build(r.profile, r.profile->defaultSampleType()));
        auto rows = s.table.sorted(*r.profile, FunctionTable::SortKey::Self);
        benchmark::DoNotOptimize(rows.data());
    }
    finish(state, in);
    if (!g_peakHelper.empty()) {
        QProcess helper;
        QStringList args{QStringLiteral("--peak"), file};
        if (path == Path::Tree)
            args.prepend(QStringLiteral("--tree"));
        if (path == Path::TreeAllTypes)
            args.prepend(QStringLiteral("--all"));
        helper.start(QString::fromStdString(g_peakHelper), args);
        if (helper.waitForFinished(600000) && helper.exitCode() == 0)
            state.counters["fresh_peak_MiB"] = helper.readAllStandardOutput().trimmed().toDouble();
    }
}

void registerAll()
{
    for (const char *name : bench::kLargeProfiles) {
        if (!bench::corpusHas(name)) {
            std::fprintf(stderr, "bench_read: %s is not in %s, skipped\n", name, HEARTH_CORPUS_DIR);
            continue;
        }
        const std::string n = name;
        auto reg = [](const std::string &label, auto fn) {
            return benchmark::RegisterBenchmark(label.c_str(), fn)
                ->Unit(benchmark::kMillisecond)
                ->MinTime(2.0)
                ->UseRealTime();
        };
        reg("inflate/" + n, [name](benchmark::State &s) { inflate(s, name, false); });
        reg("inflate_cancellable/" + n, [name](benchmark::State &s) { inflate(s, name, true); });
        reg("parse/" + n, [name](benchmark::State &s) { parse(s, name); });
        reg("calltree_default/" + n, [name](benchmark::State &s) { callTree(s, name, QString()); });
        reg("functiontable_default/" + n,
            [name](benchmark::State &s) { functionTable(s, name, QString()); });
        if (n.find("heap") != std::string::npos) {
            const QString alloc = QStringLiteral("alloc_space");
            reg("calltree_alloc_space/" + n,
                [name, alloc](benchmark::State &s) { callTree(s, name, alloc); });
            reg("functiontable_alloc_space/" + n,
                [name, alloc](benchmark::State &s) { functionTable(s, name, alloc); });
        }
        reg("parse_flat/" + n, [name](benchmark::State &s) { parseFlat(s, name); });
        reg("stacksummary_default/" + n,
            [name](benchmark::State &s) { stackSummary(s, name, QString()); });
        if (n.find("heap") != std::string::npos) {
            reg("stacksummary_alloc_space/" + n, [name](benchmark::State &s) {
                stackSummary(s, name, QStringLiteral("alloc_space"));
            });
        }
        reg("end_to_end/" + n, [name](benchmark::State &s) { endToEnd(s, name, Path::Summary); });
        reg("end_to_end_tree/" + n, [name](benchmark::State &s) { endToEnd(s, name, Path::Tree); });
        reg("end_to_end_tree_all_types/" + n,
            [name](benchmark::State &s) { endToEnd(s, name, Path::TreeAllTypes); });
    }
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QString helper = QCoreApplication::applicationDirPath() + QStringLiteral("/hearth_peak");
    if (QFileInfo::exists(helper))
        g_peakHelper = helper.toStdString();
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    registerAll();
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

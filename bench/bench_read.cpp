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

#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>

#include <benchmark/benchmark.h>

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

void inflate(benchmark::State &state, const char *name)
{
    Inputs &in = inputs(name);
    for (auto _ : state) {
        ParseError err;
        QByteArray raw = Decompressor::decompress(in.compressed, {}, &err);
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

void callTree(benchmark::State &state, const char *name, const QString &type)
{
    Inputs &in = inputs(name);
    const int t = in.profile ? typeOf(*in.profile, type) : -1;
    if (t < 0) {
        state.SkipWithError("no such profile or sample type");
        for (auto _ : state) {
        }
        return;
    }
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
    const int t = in.profile ? typeOf(*in.profile, type) : -1;
    if (t < 0) {
        state.SkipWithError("no such profile or sample type");
        for (auto _ : state) {
        }
        return;
    }
    const CallTree::Ptr tree = CallTree::build(in.profile, t);
    for (auto _ : state) {
        const FunctionTable table = FunctionTable::compute(*tree);
        auto rows = table.sorted(*in.profile, FunctionTable::SortKey::Self);
        benchmark::DoNotOptimize(rows.data());
    }
    finish(state, in);
}

// What `hearth summary FILE` does: read the file (the default sample type's stacks only;
// every type's with `all`), decompress, parse, build the call tree of the default sample
// type, compute and sort the function table.
void endToEnd(benchmark::State &state, const char *name, bool all)
{
    Inputs &in = inputs(name);
    const QString path = bench::corpusFile(name);
    ReadOptions options;
    if (!all)
        options.sampleTypes = SampleTypeChoice::defaultType();
    for (auto _ : state) {
        ProfileResult r = ProfileReader::readFile(path, options);
        if (!r.ok()) {
            state.SkipWithError(qPrintable(r.error.toString()));
            break;
        }
        CallTree::Ptr tree = CallTree::build(r.profile, r.profile->defaultSampleType());
        const FunctionTable table = FunctionTable::compute(*tree);
        auto rows = table.sorted(*r.profile, FunctionTable::SortKey::Self);
        benchmark::DoNotOptimize(rows.data());
    }
    finish(state, in);
    if (!g_peakHelper.empty()) {
        QProcess helper;
        QStringList args{QStringLiteral("--peak"), path};
        if (all)
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
        reg("inflate/" + n, [name](benchmark::State &s) { inflate(s, name); });
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
        reg("end_to_end/" + n, [name](benchmark::State &s) { endToEnd(s, name, false); });
        reg("end_to_end_all_types/" + n, [name](benchmark::State &s) { endToEnd(s, name, true); });
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

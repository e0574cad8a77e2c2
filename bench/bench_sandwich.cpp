// SPDX-License-Identifier: MIT
// The sandwich of one function (callers and callees merged over its sites, and their two
// flame-graph trees), as SandwichPanel computes it when a function is chosen: on the large
// trees of the corpus, for the function with the most sites and for the one with the
// largest inclusive value (a function near the root: its callees are nearly the whole tree).
#include "benchutil.h"

#include "analysis/calltree.h"
#include "analysis/functiontable.h"
#include "analysis/sandwich.h"
#include "io/profilereader.h"

#include <benchmark/benchmark.h>

#include <map>

using namespace hearth;

namespace {

struct Input
{
    CallTree::Ptr tree;
    quint32 mostSites = 0;
    quint32 widest = 0;
};

// go-heap's alloc_space (4 M nodes) and go-cpu-large's default type, read once.
const Input &input(int which)
{
    static std::map<int, Input> cache;
    auto it = cache.find(which);
    if (it != cache.end())
        return it->second;
    Input in;
    const char *file = which == 0 ? "go-heap.pb.gz" : "go-cpu-large.pb.gz";
    if (bench::corpusHas(file)) {
        const QString type = which == 0 ? QStringLiteral("alloc_space") : QString();
        ReadOptions options;
        options.sampleTypes = SampleTypeChoice::named(type);
        const ProfileResult r = ProfileReader::readFile(bench::corpusFile(file), options);
        if (r.ok()) {
            const int t =
                type.isEmpty() ? r.profile->defaultSampleType() : r.profile->sampleTypeIndex(type);
            in.tree = CallTree::build(r.profile, t);
            const FunctionTable table = FunctionTable::compute(*in.tree);
            in.mostSites = table.sorted(*r.profile, FunctionTable::SortKey::Sites).front().function;
            in.widest =
                table.sorted(*r.profile, FunctionTable::SortKey::Inclusive).front().function;
        }
    }
    return cache.emplace(which, std::move(in)).first->second;
}

// Arguments: 0 go-heap alloc_space, 1 go-cpu-large; 0 the most sites, 1 the widest.
void BM_Sandwich(benchmark::State &state)
{
    const Input &in = input(int(state.range(0)));
    if (!in.tree) {
        state.SkipWithError("corpus file missing");
        return;
    }
    const quint32 f = state.range(1) == 0 ? in.mostSites : in.widest;
    size_t nodes = 0;
    for (auto _ : state) {
        const Sandwich s = Sandwich::compute(*in.tree, f);
        const CallTree::Ptr callers = s.callersTree(*in.tree);
        const CallTree::Ptr callees = s.calleesTree(*in.tree);
        nodes = callers->nodeCount() + callees->nodeCount();
        benchmark::DoNotOptimize(nodes);
    }
    state.SetLabel((state.range(0) == 0 ? "go-heap alloc_space, " : "go-cpu-large, ") +
                   in.tree->profile().functions()[f].name.toStdString());
    state.counters["tree_nodes"] = double(in.tree->nodeCount());
    state.counters["sandwich_nodes"] = double(nodes);
}

} // namespace

BENCHMARK(BM_Sandwich)
    ->ArgsProduct({{0, 1}, {0, 1}})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

BENCHMARK_MAIN();

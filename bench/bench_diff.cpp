// SPDX-License-Identifier: MIT
// Merging and diffing two large profiles (issue 6: two profiles of 1,000,000 samples each
// in under a second).
//
// The two sides: A is the corpus' go-heap.pb.gz (a real Go heap profile: 1,446,600 samples;
// its alloc_space call tree has 4.03 M nodes), B a perturbed copy of it made here with
// ProfileBuilder: the same symbols and stack trie, every sample's values scaled by a factor
// between 0.5 and 1.5 drawn from the sample's index, and one sample in eight dropped (so B
// has 1.27 M samples and paths that exist in A only). Both sides are compared by
// alloc_space, as `hearth diff A B --sample-type alloc_space` does; every benchmark reports
// the median of its repetitions. `cpu_ms` is the CPU time of the whole process per
// iteration (both threads where two are used); the Time column is wall time.
#include "analysis/calltree.h"
#include "analysis/difftree.h"
#include "analysis/profilediff.h"
#include "benchutil.h"
#include "io/profilereader.h"
#include "perturbedcopy.h"

#include <benchmark/benchmark.h>

#include <ctime>

using namespace hearth;

namespace {

Profile::Ptr heap()
{
    static Profile::Ptr p = [] {
        const ProfileResult r = ProfileReader::readFile(bench::corpusFile("go-heap.pb.gz"));
        return r.ok() ? r.profile : nullptr;
    }();
    return p;
}

struct Sides
{
    Profile::Ptr a;
    Profile::Ptr b;
    int typeA = -1;
    int typeB = -1;
    CallTree::Ptr treeA;
    CallTree::Ptr treeB;
};

const Sides &sides()
{
    static Sides s = [] {
        Sides out;
        out.a = heap();
        if (!out.a)
            return out;
        out.b = bench::perturbedCopy(*out.a);
        out.typeA = out.a->sampleTypeIndex(QStringLiteral("alloc_space"));
        out.typeB = out.b ? out.b->sampleTypeIndex(QStringLiteral("alloc_space")) : -1;
        if (out.typeA >= 0 && out.typeB >= 0) {
            out.treeA = CallTree::build(out.a, out.typeA);
            out.treeB = CallTree::build(out.b, out.typeB);
        }
        return out;
    }();
    return s;
}

bool ready(benchmark::State &state)
{
    if (!bench::corpusHas("go-heap.pb.gz") || !sides().treeA || !sides().treeB) {
        state.SkipWithError("go-heap.pb.gz is not in the corpus, or has no alloc_space");
        return false;
    }
    return true;
}

double processCpuMs()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

// Runs body once per iteration and reports the process CPU time per iteration.
template <typename Body> void timed(benchmark::State &state, Body &&body)
{
    double cpu = 0;
    for (auto _ : state) {
        const double start = processCpuMs();
        body();
        cpu += processCpuMs() - start;
    }
    const Sides &s = sides();
    state.counters["cpu_ms"] = cpu / double(state.iterations());
    state.counters["samples_a"] = double(s.a->sampleCount());
    state.counters["samples_b"] = double(s.b->sampleCount());
    state.counters["nodes_a"] = double(s.treeA->nodeCount());
    state.counters["nodes_b"] = double(s.treeB->nodeCount());
}

void BM_DiffTable(benchmark::State &state)
{
    if (!ready(state))
        return;
    const Sides &s = sides();
    timed(state, [&] { benchmark::DoNotOptimize(ProfileDiff::compute(*s.treeA, *s.treeB, true)); });
}

void BM_DiffTree(benchmark::State &state)
{
    if (!ready(state))
        return;
    const Sides &s = sides();
    quint32 nodes = 0;
    timed(state, [&] {
        const DiffTree::Ptr t = DiffTree::build(*s.treeA, *s.treeB);
        nodes = t->nodeCount();
        benchmark::DoNotOptimize(t);
    });
    state.counters["merged_nodes"] = double(nodes);
}

// The two call trees, one after the other on one thread.
void BM_TwoTreesSequential(benchmark::State &state)
{
    if (!ready(state))
        return;
    const Sides &s = sides();
    timed(state, [&] {
        benchmark::DoNotOptimize(CallTree::build(s.a, s.typeA));
        benchmark::DoNotOptimize(CallTree::build(s.b, s.typeB));
    });
}

// The two call trees at once (CallTree::buildPair, two threads), as `hearth diff` builds them.
void BM_TwoTreesPair(benchmark::State &state)
{
    if (!ready(state))
        return;
    const Sides &s = sides();
    timed(state,
          [&] { benchmark::DoNotOptimize(CallTree::buildPair(s.a, s.typeA, s.b, s.typeB)); });
}

// From two parsed profiles to the difference table and the merged tree: both call trees
// (at once), the table and the merge.
void BM_MergeAndDiffEndToEnd(benchmark::State &state)
{
    if (!ready(state))
        return;
    const Sides &s = sides();
    timed(state, [&] {
        const auto [a, b] = CallTree::buildPair(s.a, s.typeA, s.b, s.typeB);
        benchmark::DoNotOptimize(ProfileDiff::compute(*a, *b, true));
        benchmark::DoNotOptimize(DiffTree::build(*a, *b));
    });
    state.counters["peak_MiB"] = bench::peakRssMiB();
}

// The same with the trees built one after the other.
void BM_MergeAndDiffEndToEndSequential(benchmark::State &state)
{
    if (!ready(state))
        return;
    const Sides &s = sides();
    timed(state, [&] {
        const CallTree::Ptr a = CallTree::build(s.a, s.typeA);
        const CallTree::Ptr b = CallTree::build(s.b, s.typeB);
        benchmark::DoNotOptimize(ProfileDiff::compute(*a, *b, true));
        benchmark::DoNotOptimize(DiffTree::build(*a, *b));
    });
}

} // namespace

BENCHMARK(BM_DiffTable)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);
BENCHMARK(BM_DiffTree)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);
BENCHMARK(BM_TwoTreesSequential)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1)
    ->Repetitions(7)
    ->ReportAggregatesOnly(true);
BENCHMARK(BM_TwoTreesPair)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1)
    ->Repetitions(7)
    ->ReportAggregatesOnly(true);
BENCHMARK(BM_MergeAndDiffEndToEnd)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1)
    ->Repetitions(7)
    ->ReportAggregatesOnly(true);
BENCHMARK(BM_MergeAndDiffEndToEndSequential)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Iterations(1)
    ->Repetitions(7)
    ->ReportAggregatesOnly(true);
BENCHMARK_MAIN();

// Merging and diffing two large profiles (issue 6: two profiles of 1,000,000 samples each
// in under a second).
//
// The two sides are the alloc_space and alloc_objects call trees of the corpus' go-heap.pb.gz
// (a real Go heap profile: 1.45 M samples, about 4 M call-tree nodes each). They have the
// same stacks with different weights, as two runs of one program do, so every node of one
// side is matched on the other: the merge does its full work.
#include "analysis/calltree.h"
#include "analysis/difftree.h"
#include "analysis/profilediff.h"
#include "benchutil.h"
#include "io/profilereader.h"

#include <benchmark/benchmark.h>

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
    CallTree::Ptr a;
    CallTree::Ptr b;
};

const Sides &sides()
{
    static Sides s = [] {
        Sides out;
        const Profile::Ptr p = heap();
        out.a = CallTree::build(p, p->sampleTypeIndex(QStringLiteral("alloc_space")));
        out.b = CallTree::build(p, p->sampleTypeIndex(QStringLiteral("alloc_objects")));
        return out;
    }();
    return s;
}

bool ready(benchmark::State &state)
{
    if (!bench::corpusHas("go-heap.pb.gz") || !heap()) {
        state.SkipWithError("go-heap.pb.gz is not in the corpus");
        return false;
    }
    return true;
}

void BM_DiffTable(benchmark::State &state)
{
    if (!ready(state))
        return;
    const Sides &s = sides();
    for (auto _ : state)
        benchmark::DoNotOptimize(ProfileDiff::compute(*s.a, *s.b, true));
    state.counters["nodes_a"] = double(s.a->nodeCount());
    state.counters["samples"] = double(heap()->sampleCount());
}

void BM_DiffTree(benchmark::State &state)
{
    if (!ready(state))
        return;
    const Sides &s = sides();
    quint32 nodes = 0;
    for (auto _ : state) {
        const DiffTree::Ptr t = DiffTree::build(*s.a, *s.b);
        nodes = t->nodeCount();
        benchmark::DoNotOptimize(t);
    }
    state.counters["merged_nodes"] = double(nodes);
}

// From two parsed profiles to the difference table and the merged tree: both call trees,
// the table and the merge.
void BM_MergeAndDiffEndToEnd(benchmark::State &state)
{
    if (!ready(state))
        return;
    const Profile::Ptr p = heap();
    const int ta = p->sampleTypeIndex(QStringLiteral("alloc_space"));
    const int tb = p->sampleTypeIndex(QStringLiteral("alloc_objects"));
    for (auto _ : state) {
        const CallTree::Ptr a = CallTree::build(p, ta);
        const CallTree::Ptr b = CallTree::build(p, tb);
        benchmark::DoNotOptimize(ProfileDiff::compute(*a, *b, true));
        benchmark::DoNotOptimize(DiffTree::build(*a, *b));
    }
    state.counters["samples_each"] = double(p->sampleCount());
    state.counters["peak_MiB"] = bench::peakRssMiB();
}

} // namespace

BENCHMARK(BM_DiffTable)->Unit(benchmark::kMillisecond)->MinTime(2.0);
BENCHMARK(BM_DiffTree)->Unit(benchmark::kMillisecond)->MinTime(2.0);
BENCHMARK(BM_MergeAndDiffEndToEnd)->Unit(benchmark::kMillisecond)->MinTime(3.0);
BENCHMARK_MAIN();

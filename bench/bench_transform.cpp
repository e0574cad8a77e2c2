// SPDX-License-Identifier: MIT
// Applying and removing a reading transform (issue 17) as the profile view does off the GUI
// thread: the transformed profile (TransformStack::apply), its call tree, function table,
// name ranks and verdict — everything the view needs before it repaints — on go-heap's
// alloc_space (1.4 M samples, 4 M tree nodes). The target: at most 300 ms.
#include "benchutil.h"

#include "analysis/calltree.h"
#include "analysis/functiontable.h"
#include "analysis/sampleverdict.h"
#include "analysis/transformstack.h"
#include "io/profilereader.h"
#include "itemmodels/functiontablemodel.h"

#include <benchmark/benchmark.h>

using namespace hearth;

namespace {

struct Input
{
    Profile::Ptr profile;
    int type = -1;
    QString mostSites; // a function at many sites: focus on it, merge it
};

const Input &input()
{
    static const Input in = [] {
        Input i;
        if (!bench::corpusHas("go-heap.pb.gz"))
            return i;
        ReadOptions options;
        options.sampleTypes = SampleTypeChoice::named(QStringLiteral("alloc_space"));
        const ProfileResult r =
            ProfileReader::readFile(bench::corpusFile("go-heap.pb.gz"), options);
        if (!r.ok())
            return i;
        i.profile = r.profile;
        i.type = r.profile->sampleTypeIndex(QStringLiteral("alloc_space"));
        const CallTree::Ptr tree = CallTree::build(r.profile, i.type);
        const FunctionTable table = FunctionTable::compute(*tree);
        const quint32 f = table.sorted(*r.profile, FunctionTable::SortKey::Sites).front().function;
        i.mostSites = r.profile->functions()[f].name;
        return i;
    }();
    return in;
}

TransformList transformsFor(int which, const Input &in)
{
    switch (which) {
    case 0:
        return {Transform::hide(QStringLiteral("^runtime\\."))};
    case 1:
        return {Transform::focusFunction(in.mostSites)};
    case 2:
        return {Transform::mergeFunction(in.mostSites)};
    case 3:
        return {Transform::collapseDirectRecursion()};
    case 4: // removing the second of two: the first alone is built again
        return {Transform::hide(QStringLiteral("^runtime\\."))};
    default: // removing the last one: the tree as read (the view keeps it; built here anyway)
        return {};
    }
}

const char *const kLabels[] = {"apply hide ^runtime\\.",
                               "apply focus-function ",
                               "apply merge-function ",
                               "apply collapse-recursion",
                               "remove collapse-recursion (hide ^runtime\\. stays)",
                               "remove the last (the tree as read)"};

// Argument: which transform (kLabels).
void BM_Transform(benchmark::State &state)
{
    const Input &in = input();
    if (!in.profile) {
        state.SkipWithError("corpus file go-heap.pb.gz missing");
        return;
    }
    const int which = int(state.range(0));
    const TransformList transforms = transformsFor(which, in);
    size_t nodes = 0;
    for (auto _ : state) {
        const TransformStack::Result r = TransformStack::apply(in.profile, transforms);
        const CallTree::Ptr tree = CallTree::build(r.profile, in.type);
        const FunctionTable table = FunctionTable::compute(*tree);
        const std::vector<quint32> ranks = FunctionTableModel::nameRanks(*r.profile, table);
        const SampleVerdict verdict = SampleVerdict::of(*tree);
        nodes = tree->nodeCount();
        benchmark::DoNotOptimize(ranks.data());
        benchmark::DoNotOptimize(verdict.kind);
    }
    std::string label = kLabels[which];
    if (which == 1 || which == 2)
        label += in.mostSites.toStdString();
    state.SetLabel(label);
    state.counters["tree_nodes"] = double(nodes);
}

} // namespace

BENCHMARK(BM_Transform)
    ->DenseRange(0, 5)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime()
    ->Repetitions(3)
    ->ReportAggregatesOnly(true);

BENCHMARK_MAIN();

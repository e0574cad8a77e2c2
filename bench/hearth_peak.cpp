// SPDX-License-Identifier: MIT
// Reads one profile end to end in a fresh process, as `hearth summary FILE` does (read,
// decompress, parse the stacks of the default or a given sample type as flat stacks,
// StackSummary, the table sorted), and prints the wall time, the throughput of uncompressed
// pprof and the true peak RSS. Usage: hearth_peak [--tree | --all] [--peak] FILE
// [SAMPLE_TYPE]; a bare name is looked up in the corpus. --tree reads as a window does (the
// stack trie of the type shown, the call tree, FunctionTable); --all reads every type's
// stacks that way. --peak prints only the peak RSS in MiB (for bench_read). --window does what
// `hearth render` and a window do after the read (call tree, verdict, function table and its
// name ranks, the flame layout) and prints each phase's time, RSS after it and peak during it.

#include "benchutil.h"

#include "analysis/calltree.h"
#include "analysis/flamelayout.h"
#include "analysis/functiontable.h"
#include "analysis/profilesnapshot.h"
#include "io/decompressor.h"
#include "io/profilereader.h"
#include "summary/stacksummary.h"

#include <QFileInfo>

#include <chrono>
#include <cstdio>
#include <cstring>

using namespace hearth;

namespace {

double rssMiB(const char *field)
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return 0;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith(field))
            return line.mid(int(std::strlen(field))).trimmed().split(' ').value(0).toDouble() /
                   1024.0;
    }
    return 0;
}

// Each phase of the window path after the read: its time, the RSS after it and the peak
// during it (the high-water mark is reset before each phase, Linux's clear_refs 5).
class Phases
{
public:
    Phases() { start(); }
    void end(const char *name)
    {
        const double s =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - m_t0).count();
        std::printf("  %-10s %7.3f s  RSS %7.1f MiB  peak %7.1f MiB\n", name, s, rssMiB("VmRSS:"),
                    rssMiB("VmHWM:"));
        std::fflush(stdout);
        start();
    }

private:
    void start()
    {
        QFile refs(QStringLiteral("/proc/self/clear_refs"));
        if (refs.open(QIODevice::WriteOnly))
            refs.write("5");
        m_t0 = std::chrono::steady_clock::now();
    }
    std::chrono::steady_clock::time_point m_t0;
};

int window(const QString &path)
{
    Phases phases;
    ReadOptions options;
    options.sampleTypes = SampleTypeChoice::defaultType();
    const ProfileResult r = ProfileReader::readFile(path, options);
    if (!r.ok()) {
        std::fprintf(stderr, "hearth_peak: %s\n", qPrintable(r.error.toString()));
        return 3;
    }
    phases.end("read");
    CallTree::Ptr tree = CallTree::build(r.profile, r.profile->defaultSampleType());
    phases.end("tree");
    ProfileSnapshot s = ProfileSnapshot::ofTree(tree, QFileInfo(path).fileName(), false);
    phases.end("verdict");
    s = ProfileSnapshot::withTable(std::move(s));
    phases.end("table");
    FlameLayoutOptions layoutOptions;
    layoutOptions.width = 1600;
    layoutOptions.firstDepth = FlameLayout::trunkEnd(*tree) + 1;
    const FlameLayout layout = FlameLayout::compute(*tree, layoutOptions);
    phases.end("layout");
    std::printf("stack trie %u nodes; call tree %u nodes, %zu B of its own (%.1f B/node); "
                "table %zu rows; layout %zu rects\n",
                r.profile->stackNodeCount(), tree->nodeCount(), tree->memoryBytes(),
                double(tree->memoryBytes()) / std::max(1u, tree->nodeCount()),
                s.table ? s.table->rows().size() : 0, layout.rects().size());
    return 0;
}

} // namespace

int main(int argc, char **argv)
{
    int arg = 1;
    if (argc == 3 && std::strcmp(argv[1], "--window") == 0) {
        QString path = QString::fromLocal8Bit(argv[2]);
        return window(QFileInfo::exists(path) ? path : bench::corpusFile(argv[2]));
    }
    const bool all = argc > arg && std::strcmp(argv[arg], "--all") == 0;
    const bool tree = all || (argc > arg && std::strcmp(argv[arg], "--tree") == 0);
    if (tree)
        ++arg;
    const bool peakOnly = argc > arg && std::strcmp(argv[arg], "--peak") == 0;
    if (peakOnly)
        ++arg;
    if (argc <= arg) {
        std::fprintf(
            stderr,
            "usage: hearth_peak [--tree | --all] [--peak] FILE [SAMPLE_TYPE] | --window FILE\n");
        return 2;
    }
    QString path = QString::fromLocal8Bit(argv[arg]);
    if (!QFileInfo::exists(path))
        path = bench::corpusFile(argv[arg]);
    const QString wanted = argc > arg + 1 ? QString::fromLocal8Bit(argv[arg + 1]) : QString();

    const auto t0 = std::chrono::steady_clock::now();
    ReadOptions options;
    if (!all)
        options.sampleTypes = SampleTypeChoice::named(wanted);
    options.flatStacks = !tree;
    const ProfileResult r = ProfileReader::readFile(path, options);
    if (!r.ok()) {
        std::fprintf(stderr, "hearth_peak: %s\n", qPrintable(r.error.toString()));
        return 3;
    }
    const auto t1 = std::chrono::steady_clock::now();
    const int type =
        wanted.isEmpty() ? r.profile->defaultSampleType() : r.profile->sampleTypeIndex(wanted);
    if (type < 0) {
        std::fprintf(stderr, "hearth_peak: no sample type %s\n", qPrintable(wanted));
        return 2;
    }
    const double readPeak = bench::peakRssMiB();
    CallTree::Ptr callTree;
    if (!r.flat || r.flat->treeNeeded())
        callTree = CallTree::build(r.profile, type);
    const StackSummary summary =
        callTree ? StackSummary::ofTree(*callTree) : StackSummary::compute(*r.flat);
    const auto rows = summary.table.sorted(*r.profile, FunctionTable::SortKey::Self);
    const auto t2 = std::chrono::steady_clock::now();
    const double peak = bench::peakRssMiB();
    if (peakOnly) {
        std::printf("%.1f\n", peak);
        return 0;
    }
    // The uncompressed size, for MB/s (not timed).
    ParseError err;
    const qint64 raw = Decompressor::decompress(bench::readAll(path), {}, &err).size();
    const double read = std::chrono::duration<double>(t1 - t0).count();
    const double total = std::chrono::duration<double>(t2 - t0).count();
    std::printf("%s: %.3f s (read %.3f s, %s %.3f s), %.0f MB/s of %.1f MB pprof, "
                "%zu functions, peak %.1f MiB\n",
                qPrintable(QFileInfo(path).fileName()), total, read,
                r.flat ? "summary" : "tree+table", total - read, double(raw) / 1e6 / total,
                double(raw) / 1e6, rows.size(), peak);
    if (callTree) {
        // What each structure costs per node (the trie: parent and location, 4 bytes each).
        const quint32 trieNodes = r.profile->stackNodeCount();
        const quint32 treeNodes = callTree->nodeCount();
        std::printf("stack trie: %u nodes, 8 B/node; call tree: %u nodes, %.1f B/node of its "
                    "own; peak after reading %.1f MiB\n",
                    trieNodes, treeNodes, double(callTree->memoryBytes()) / std::max(1u, treeNodes),
                    readPeak);
    }
    return 0;
}

// SPDX-License-Identifier: MIT
// The big-input benchmark of issue 19. Makes, in a scratch folder, a 1.1 GB folded-stacks file
// (`hearth collapse` of go-cpu-large.pb.gz, repeated 40 times, each copy under a root frame
// of its own `worker-N;`: 3.25 M lines, 27 M call-tree nodes), a 16 GiB zstd bomb, and two
// gzip pprof files of about 1 GB decompressed (go-cpu-large's samples repeated 240 times,
// copy c under a root location `worker-(c % 40 + 1)`: the trie grows as the folded file's,
// 26 M samples; the second has 9/10 of the copies, for `hearth diff`), and a 1 GiB `perf
// script` text (perf-gxx's records repeated, copy c's process named `worker-(c % 40 + 1)`).
// Then times, in interleaved rounds of fresh processes, `wc -l` of the folded file (reading
// the bytes), `hearth summary` and `hearth render -o x.png` of it, `hearth summary` of the
// bomb (refused), `zcat` of the pprof (its floor), `hearth summary`, `hearth render` of it
// and `hearth diff` of the two, `wc -l` of the perf text, `hearth summary` and `hearth
// render` of it, with each process's peak RSS and CPU time (/usr/bin/time).
// Prints medians, each time as a ratio to its floor in the same round (the machines are
// shared, the ratio is the figure), and each peak as a ratio to its file's size (for diff,
// the sum of both).
//
// Usage: bench_big [--hearth PATH] [--dir DIR] [--copies N] [--rounds R] [--bomb-gib G]
// [--pprof-copies N] [--perf-mib M] [--no-folded] [--keep]. Defaults: the hearth built
// beside this, /tmp/hearth-big, 40, 3, 16, 240, 1024. --bomb-gib 0, --pprof-copies 0 or
// --perf-mib 0 leave those cases out.
// Without --keep the files are deleted at the end.

#include "benchutil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <spawn.h>
#include <string>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern char **environ;

namespace {

struct Run
{
    double seconds = 0;
    double peakMiB = 0;
    double cpuSeconds = 0; // user + system
    int exitCode = -1;
};

// Runs argv with stdout to `out` (a path; /dev/null to drop it), returns its wall time,
// peak RSS and exit code. The peak is measured by /usr/bin/time, a small process: a child
// spawned from this one would count this process's memory at the spawn in its ru_maxrss.
Run run(const std::vector<std::string> &command, const char *out)
{
    const std::string peakFile = "/tmp/bench_big_peak." + std::to_string(getpid());
    std::vector<std::string> args = {"/usr/bin/time", "-q", "-f", "%M %U %S", "-o", peakFile};
    args.insert(args.end(), command.begin(), command.end());
    std::vector<char *> argv;
    for (const std::string &a : args)
        argv.push_back(const_cast<char *>(a.c_str()));
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const auto t0 = std::chrono::steady_clock::now();
    pid_t pid = 0;
    Run r;
    if (posix_spawnp(&pid, argv[0], &actions, nullptr, argv.data(), environ) != 0) {
        std::fprintf(stderr, "bench_big: cannot run %s\n", argv[0]);
        posix_spawn_file_actions_destroy(&actions);
        return r;
    }
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    QFile peak(QString::fromStdString(peakFile));
    const QList<QByteArray> figures = peak.open(QIODevice::ReadOnly)
                                          ? peak.readAll().simplified().split(' ')
                                          : QList<QByteArray>();
    if (figures.size() == 3) {
        r.peakMiB = figures[0].toDouble() / 1024.0;
        r.cpuSeconds = figures[1].toDouble() + figures[2].toDouble();
    }
    peak.close();
    QFile::remove(QString::fromStdString(peakFile));
    r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    posix_spawn_file_actions_destroy(&actions);
    return r;
}

// The median of the figures that are numbers (a CPU ratio over a floor too short to time is
// not), NaN when there are none.
double median(std::vector<double> v)
{
    v.erase(std::remove_if(v.begin(), v.end(), [](double x) { return std::isnan(x); }), v.end());
    std::sort(v.begin(), v.end());
    return v.empty() ? qQNaN() : v[v.size() / 2];
}

bool makeBig(const std::string &hearth, const QString &dir, int copies, const QString &path)
{
    const QString one = dir + QStringLiteral("/one.folded");
    const std::string corpus = hearth::bench::corpusFile("go-cpu-large.pb.gz").toStdString();
    if (run({hearth, "collapse", corpus}, one.toLocal8Bit().constData()).exitCode != 0)
        return false;
    QFile in(one);
    QFile out(path);
    if (!in.open(QIODevice::ReadOnly) || !out.open(QIODevice::WriteOnly))
        return false;
    const QByteArray text = in.readAll();
    const QList<QByteArray> lines = text.split('\n');
    for (int c = 1; c <= copies; ++c) {
        const QByteArray root = "worker-" + QByteArray::number(c) + ';';
        QByteArray block;
        block.reserve(text.size() + lines.size() * root.size());
        for (const QByteArray &line : lines) {
            if (!line.isEmpty())
                block += root + line + '\n';
        }
        if (out.write(block) != block.size())
            return false;
    }
    QFile::remove(one);
    return true;
}

// Protobuf wire encoding, for the big pprof.
void putVarint(QByteArray &out, quint64 v)
{
    while (v >= 0x80) {
        out += char(v | 0x80);
        v >>= 7;
    }
    out += char(v);
}

bool getVarint(const char *&p, const char *end, quint64 &v)
{
    v = 0;
    for (int shift = 0; p < end && shift < 64; shift += 7) {
        const quint8 b = quint8(*p++);
        v |= quint64(b & 0x7f) << shift;
        if (!(b & 0x80))
            return true;
    }
    return false;
}

void putField(QByteArray &out, quint32 field, const QByteArray &payload)
{
    putVarint(out, quint64(field) << 3 | 2);
    putVarint(out, quint64(payload.size()));
    out += payload;
}

// One top-level field of a message: number, wire type, value or payload, and its bytes.
struct Field
{
    quint32 number = 0;
    quint32 wireType = 0;
    quint64 value = 0;
    QByteArray payload;
    QByteArray bytes;
};

bool nextField(const char *&p, const char *end, Field &f)
{
    const char *start = p;
    quint64 tag = 0;
    if (!getVarint(p, end, tag))
        return false;
    f.number = quint32(tag >> 3);
    f.wireType = quint32(tag & 7);
    f.payload.clear();
    if (f.wireType == 0) {
        if (!getVarint(p, end, f.value))
            return false;
    } else if (f.wireType == 2) {
        quint64 n = 0;
        if (!getVarint(p, end, n) || n > quint64(end - p))
            return false;
        f.payload = QByteArray(p, qsizetype(n));
        p += n;
    } else if (f.wireType == 1 || f.wireType == 5) {
        p += f.wireType == 1 ? 8 : 4;
    } else {
        return false;
    }
    f.bytes = QByteArray(start, qsizetype(p - start));
    return true;
}

// The big pprof: go-cpu-large's samples `copies` times, copy c under a root location (and
// function) `worker-(c % roots + 1)` of its own, so the trie grows like the folded file's
// while the samples (and bytes) grow with the copies; written through `gzip -6`.
bool makeBigPprof(const QString &path, int copies, int roots)
{
    QByteArray raw;
    {
        const QString cmd =
            QStringLiteral("zcat '%1'").arg(hearth::bench::corpusFile("go-cpu-large.pb.gz"));
        FILE *in = popen(cmd.toLocal8Bit().constData(), "r");
        if (!in)
            return false;
        char buf[65536];
        for (size_t n; (n = fread(buf, 1, sizeof buf, in)) > 0;)
            raw.append(buf, qsizetype(n));
        if (pclose(in) != 0)
            return false;
    }
    std::vector<QByteArray> samples; // payloads
    QByteArray rest;                 // every other field, in order
    quint64 maxLocation = 0, maxFunction = 0, strings = 0;
    const char *p = raw.constData();
    const char *end = p + raw.size();
    Field f, sub;
    while (p < end) {
        if (!nextField(p, end, f))
            return false;
        if (f.number == 2) {
            samples.push_back(f.payload);
            continue;
        }
        rest += f.bytes;
        if (f.number == 4 || f.number == 5) {
            const char *q = f.payload.constData();
            if (nextField(q, q + f.payload.size(), sub) && sub.number == 1)
                (f.number == 4 ? maxLocation : maxFunction) =
                    std::max(f.number == 4 ? maxLocation : maxFunction, sub.value);
        }
        if (f.number == 6)
            ++strings;
    }
    QByteArray tail = rest;
    for (int r = 0; r < roots; ++r) {
        const quint64 location = maxLocation + 1 + quint64(r);
        const quint64 function = maxFunction + 1 + quint64(r);
        putField(tail, 6, "worker-" + QByteArray::number(r + 1));
        QByteArray fn, line, loc;
        putVarint(fn, 1 << 3);
        putVarint(fn, function);
        putVarint(fn, 2 << 3);
        putVarint(fn, strings + quint64(r));
        putField(tail, 5, fn);
        putVarint(line, 1 << 3);
        putVarint(line, function);
        putVarint(loc, 1 << 3);
        putVarint(loc, location);
        putField(loc, 4, line);
        putField(tail, 4, loc);
    }
    FILE *out = popen(QStringLiteral("gzip -6 > '%1'").arg(path).toLocal8Bit().constData(), "w");
    if (!out)
        return false;
    bool ok = true;
    QByteArray block, rebuilt, locations;
    for (int c = 0; c < copies && ok; ++c) {
        const quint64 root = maxLocation + 1 + quint64(c % roots);
        block.clear();
        for (const QByteArray &s : samples) {
            rebuilt.clear();
            locations.clear();
            const char *q = s.constData();
            const char *qEnd = q + s.size();
            while (q < qEnd && nextField(q, qEnd, sub)) {
                if (sub.number != 1) {
                    rebuilt += sub.bytes;
                    continue;
                }
                if (sub.wireType == 0) {
                    putVarint(locations, sub.value);
                } else {
                    locations += sub.payload; // packed: the varints as they are
                }
            }
            putVarint(locations, root); // the stack is leaf first: the root goes last
            QByteArray sample;
            putField(sample, 1, locations);
            sample += rebuilt;
            putField(block, 2, sample);
        }
        ok = fwrite(block.constData(), 1, size_t(block.size()), out) == size_t(block.size());
    }
    ok = fwrite(tail.constData(), 1, size_t(tail.size()), out) == size_t(tail.size()) && ok;
    return pclose(out) == 0 && ok;
}

// The big `perf script` text: perf-gxx's records repeated to `mib` MiB, copy c's process
// named `worker-(c % 40 + 1)` (the root frame), so the tree grows with the first 40 copies.
bool makePerf(const QString &path, int mib)
{
    const QString cmd =
        QStringLiteral("zstd -dc '%1'").arg(hearth::bench::corpusFile("perf-gxx.perf.txt.zst"));
    FILE *in = popen(cmd.toLocal8Bit().constData(), "r");
    if (!in)
        return false;
    QByteArray text;
    char buf[65536];
    for (size_t n; (n = fread(buf, 1, sizeof buf, in)) > 0;)
        text.append(buf, qsizetype(n));
    if (pclose(in) != 0 || text.isEmpty())
        return false;
    const QList<QByteArray> lines = text.split('\n');
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return false;
    QByteArray block;
    for (int c = 0; out.size() < (qint64(mib) << 20); ++c) {
        const QByteArray comm = "worker-" + QByteArray::number(c % 40 + 1);
        block.clear();
        for (const QByteArray &line : lines) {
            // A header line starts with the comm: the first token.
            const qsizetype space = line.indexOf(' ');
            if (!line.isEmpty() && line[0] != '\t' && line[0] != ' ' && line[0] != '#' && space > 0)
                block += comm + line.mid(space);
            else
                block += line;
            block += '\n';
        }
        if (out.write(block) != block.size())
            return false;
    }
    return true;
}

bool makeBomb(const QString &path, int gib)
{
    // head -c G /dev/zero | zstd -3: a few hundred KB that claim G GiB.
    const QString cmd =
        QStringLiteral("head -c %1G /dev/zero | zstd -q -3 -f -o '%2'").arg(gib).arg(path);
    return std::system(cmd.toLocal8Bit().constData()) == 0;
}

} // namespace

int main(int argc, char **argv)
{
    std::string hearth = HEARTH_BINARY;
    QString dir = QStringLiteral("/tmp/hearth-big");
    int copies = 40;
    int rounds = 3;
    int bombGib = 16;
    int pprofCopies = 240;
    int perfMib = 1024;
    bool folded = true;
    bool keep = false;
    for (int i = 1; i < argc; ++i) {
        const bool more = i + 1 < argc;
        if (!std::strcmp(argv[i], "--hearth") && more)
            hearth = argv[++i];
        else if (!std::strcmp(argv[i], "--dir") && more)
            dir = QString::fromLocal8Bit(argv[++i]);
        else if (!std::strcmp(argv[i], "--copies") && more)
            copies = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--rounds") && more)
            rounds = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--bomb-gib") && more)
            bombGib = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--pprof-copies") && more)
            pprofCopies = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--perf-mib") && more)
            perfMib = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--no-folded"))
            folded = false;
        else if (!std::strcmp(argv[i], "--keep"))
            keep = true;
        else {
            std::fprintf(stderr, "usage: bench_big [--hearth PATH] [--dir DIR] [--copies N] "
                                 "[--rounds R] [--bomb-gib G] [--pprof-copies N] [--perf-mib M] "
                                 "[--no-folded] [--keep]\n");
            return 2;
        }
    }
    if (!hearth::bench::corpusHas("go-cpu-large.pb.gz")) {
        std::fprintf(stderr, "bench_big: go-cpu-large.pb.gz is not in the corpus\n");
        return 2;
    }
    QDir().mkpath(dir);
    const QString big = dir + QStringLiteral("/big.folded");
    const QString bomb = dir + QStringLiteral("/bomb.zst");
    const QString png = dir + QStringLiteral("/big.png");
    const QString pprof = dir + QStringLiteral("/big.pb.gz");
    const QString pprof2 = dir + QStringLiteral("/big2.pb.gz");
    const QString perfText = dir + QStringLiteral("/big.perf.txt");
    if (folded && !QFileInfo::exists(big) && !makeBig(hearth, dir, copies, big)) {
        std::fprintf(stderr, "bench_big: cannot make %s\n", qPrintable(big));
        return 1;
    }
    if (bombGib > 0 && !QFileInfo::exists(bomb) && !makeBomb(bomb, bombGib)) {
        std::fprintf(stderr, "bench_big: cannot make %s\n", qPrintable(bomb));
        return 1;
    }
    // The second pprof, for `hearth diff`: a few copies fewer.
    if (pprofCopies > 0 &&
        ((!QFileInfo::exists(pprof) && !makeBigPprof(pprof, pprofCopies, 40)) ||
         (!QFileInfo::exists(pprof2) && !makeBigPprof(pprof2, pprofCopies * 9 / 10, 40)))) {
        std::fprintf(stderr, "bench_big: cannot make %s\n", qPrintable(pprof));
        return 1;
    }
    if (perfMib > 0 && !QFileInfo::exists(perfText) && !makePerf(perfText, perfMib)) {
        std::fprintf(stderr, "bench_big: cannot make %s\n", qPrintable(perfText));
        return 1;
    }
    const std::string file = big.toStdString();
    const std::string perf = perfText.toStdString();
    const double perfMiB = double(QFileInfo(perfText).size()) / (1 << 20);
    const std::string pb = pprof.toStdString();
    const std::string pb2 = pprof2.toStdString();
    const double fileMiB = double(QFileInfo(big).size()) / (1 << 20);
    const double pbMiB = double(QFileInfo(pprof).size()) / (1 << 20);
    const double pb2MiB = double(QFileInfo(pprof2).size()) / (1 << 20);
    if (folded)
        std::printf("%s: %.0f MiB\n", file.c_str(), fileMiB);
    if (pprofCopies > 0)
        std::printf("%s: %.0f MiB, %s: %.0f MiB\n", pb.c_str(), pbMiB, pb2.c_str(), pb2MiB);
    if (perfMib > 0)
        std::printf("%s: %.0f MiB\n", perf.c_str(), perfMiB);
    std::printf("%s\n", hearth.c_str());
    std::fflush(stdout);

    // Each case's time is divided by its floor's (the first case of its group: `wc -l` of
    // the folded file, `zcat` of the pprof) in the same round; its peak by `sizeMiB`.
    struct Case
    {
        const char *name;
        std::vector<std::string> args;
        double sizeMiB;
        bool floor = false;
        std::vector<double> seconds, ratios, cpuRatios, peaks;
        int exitCode = 0;
    };
    std::vector<Case> cases;
    auto add = [&](const char *name, std::vector<std::string> args, double sizeMiB,
                   bool floor = false) {
        Case c;
        c.name = name;
        c.args = std::move(args);
        c.sizeMiB = sizeMiB;
        c.floor = floor;
        cases.push_back(std::move(c));
    };
    if (folded) {
        add("wc -l big.folded", {"wc", "-l", file}, fileMiB, true);
        add("hearth summary big.folded", {hearth, "summary", file}, fileMiB);
        add("hearth render big.folded -o big.png",
            {hearth, "render", file, "-o", png.toStdString()}, fileMiB);
    }
    if (bombGib > 0)
        add("hearth summary bomb.zst (refused)", {hearth, "summary", bomb.toStdString()}, 1024);
    if (pprofCopies > 0) {
        add("zcat big.pb.gz", {"zcat", pb}, pbMiB, true);
        add("hearth summary big.pb.gz", {hearth, "summary", pb}, pbMiB);
        add("hearth render big.pb.gz -o big.png", {hearth, "render", pb, "-o", png.toStdString()},
            pbMiB);
        // Two files: its floor is zcat's of one, its peak is compared with their sum.
        add("hearth diff big.pb.gz big2.pb.gz", {hearth, "diff", pb, pb2}, pbMiB + pb2MiB);
    }
    if (perfMib > 0) {
        add("wc -l big.perf.txt", {"wc", "-l", perf}, perfMiB, true);
        add("hearth summary big.perf.txt", {hearth, "summary", perf}, perfMiB);
        add("hearth render big.perf.txt -o big.png",
            {hearth, "render", perf, "-o", png.toStdString()}, perfMiB);
    }
    for (const std::string &f : {file, pb, pb2, perf}) {
        if (QFileInfo::exists(QString::fromStdString(f)))
            run({"cat", f}, "/dev/null"); // the page cache warm, as for every round
    }
    for (int r = 0; r < rounds; ++r) {
        double floorSeconds = 1e-6, floorCpu = 1e-6;
        for (Case &c : cases) {
            const Run got = run(c.args, "/dev/null");
            if (c.floor) {
                floorSeconds = std::max(got.seconds, 1e-6);
                // /usr/bin/time counts in hundredths: below, the CPU ratio says nothing.
                floorCpu = got.cpuSeconds >= 0.05 ? got.cpuSeconds : qQNaN();
            }
            c.seconds.push_back(got.seconds);
            c.ratios.push_back(got.seconds / floorSeconds);
            c.cpuRatios.push_back(got.cpuSeconds / floorCpu);
            c.peaks.push_back(got.peakMiB);
            c.exitCode = got.exitCode;
            std::printf("round %d: %-38s %7.2f s  %6.1f× floor (CPU %6.1f×)  %7.0f MiB peak  "
                        "exit %d\n",
                        r + 1, c.name, got.seconds, c.ratios.back(), c.cpuRatios.back(),
                        got.peakMiB, got.exitCode);
            std::fflush(stdout);
        }
    }
    std::printf("\nmedians of %d rounds; floor: `wc -l` (folded, perf), `zcat` (pprof)\n", rounds);
    std::printf("| | wall | ÷ floor | CPU ÷ floor's CPU | peak RSS | peak ÷ file(s) | exit "
                "|\n|---|---|---|---|---|---|---|\n");
    for (const Case &c : cases)
        std::printf("| `%s` | %.2f s | %.1f× | %.1f× | %.0f MiB | %.2f | %d |\n", c.name,
                    median(c.seconds), median(c.ratios), median(c.cpuRatios), median(c.peaks),
                    median(c.peaks) / c.sizeMiB, c.exitCode);
    if (!keep) {
        QFile::remove(big);
        QFile::remove(bomb);
        QFile::remove(png);
        QFile::remove(pprof);
        QFile::remove(pprof2);
        QFile::remove(perfText);
    }
    return 0;
}

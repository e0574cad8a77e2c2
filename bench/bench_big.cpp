// SPDX-License-Identifier: MIT
// The big-input benchmark of issue 19. Makes a 1.1 GB folded-stacks file in a scratch folder
// (`hearth collapse` of go-cpu-large.pb.gz, repeated 40 times, each copy under a root frame
// of its own `worker-N;`: 3.25 M lines, 27 M call-tree nodes) and a 16 GiB zstd bomb, then
// times, in interleaved rounds of fresh processes, `wc -l` of the file (reading the bytes),
// `hearth summary` and `hearth render -o x.png` of it, and `hearth summary` of the bomb
// (refused), with each process's CPU time (user + system) and peak RSS (/usr/bin/time). Prints
// medians and each time as a ratio to `wc -l` of the same round: the machines are shared, the ratio
// is the figure.
//
// Usage: bench_big [--hearth PATH] [--dir DIR] [--copies N] [--rounds R] [--bomb-gib G]
// [--keep]. Defaults: the hearth built beside this, /tmp/hearth-big, 40, 3, 16. Without
// --keep the files are deleted at the end.

#include "benchutil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <chrono>
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
    double cpuSeconds = 0; // user + system, of the process and its children
    double peakMiB = 0;
    int exitCode = -1;
};

// Runs argv with stdout to `out` (a path; /dev/null to drop it), returns its wall time,
// peak RSS and exit code. The peak is measured by /usr/bin/time, a small process: a child
// spawned from this one would count this process's memory at the spawn in its ru_maxrss.
Run run(const std::vector<std::string> &command, const char *out)
{
    const std::string peakFile = "/tmp/bench_big_peak." + std::to_string(getpid());
    std::vector<std::string> args = {"/usr/bin/time", "-q", "-f", "%M", "-o", peakFile};
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
    auto secondsOf = [](const timeval &t) { return double(t.tv_sec) + double(t.tv_usec) / 1e6; };
    r.cpuSeconds = secondsOf(usage.ru_utime) + secondsOf(usage.ru_stime);
    QFile peak(QString::fromStdString(peakFile));
    r.peakMiB = peak.open(QIODevice::ReadOnly) ? peak.readAll().trimmed().toDouble() / 1024.0 : 0;
    peak.close();
    QFile::remove(QString::fromStdString(peakFile));
    r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    posix_spawn_file_actions_destroy(&actions);
    return r;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
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
        else if (!std::strcmp(argv[i], "--keep"))
            keep = true;
        else {
            std::fprintf(stderr, "usage: bench_big [--hearth PATH] [--dir DIR] [--copies N] "
                                 "[--rounds R] [--bomb-gib G] [--keep]\n");
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
    if (!QFileInfo::exists(big) && !makeBig(hearth, dir, copies, big)) {
        std::fprintf(stderr, "bench_big: cannot make %s\n", qPrintable(big));
        return 1;
    }
    if (bombGib > 0 && !QFileInfo::exists(bomb) && !makeBomb(bomb, bombGib)) {
        std::fprintf(stderr, "bench_big: cannot make %s\n", qPrintable(bomb));
        return 1;
    }
    const std::string file = big.toStdString();
    const double fileMiB = double(QFileInfo(big).size()) / (1 << 20);
    std::printf("%s: %.0f MiB; %s\n", file.c_str(), fileMiB, hearth.c_str());
    std::fflush(stdout);

    struct Case
    {
        const char *name;
        std::vector<std::string> args;
        std::vector<double> seconds, ratios, cpu, cpuRatios, peaks;
        int exitCode = 0;
        Case(const char *n, std::vector<std::string> a)
            : name(n)
            , args(std::move(a))
        {
        }
    };
    std::vector<Case> cases = {
        {"wc -l big.folded", {"wc", "-l", file}},
        {"hearth summary big.folded", {hearth, "summary", file}},
        {"hearth render big.folded -o big.png", {hearth, "render", file, "-o", png.toStdString()}},
    };
    if (bombGib > 0)
        cases.push_back(
            {"hearth summary bomb.zst (refused)", {hearth, "summary", bomb.toStdString()}});
    run({"cat", file}, "/dev/null"); // the page cache warm, as for every round
    for (int r = 0; r < rounds; ++r) {
        double wc = 0;
        double wcCpu = 0;
        for (Case &c : cases) {
            const Run got = run(c.args, "/dev/null");
            if (&c == &cases.front()) {
                wc = got.seconds;
                wcCpu = got.cpuSeconds;
            }
            c.seconds.push_back(got.seconds);
            c.ratios.push_back(got.seconds / std::max(wc, 1e-6));
            c.cpu.push_back(got.cpuSeconds);
            c.cpuRatios.push_back(got.cpuSeconds / std::max(wcCpu, 1e-3));
            c.peaks.push_back(got.peakMiB);
            c.exitCode = got.exitCode;
            std::printf("round %d: %-38s %7.2f s %6.1f× wc -l, CPU %6.2f s %6.1f×, %7.0f MiB peak, "
                        "exit %d\n",
                        r + 1, c.name, got.seconds, c.ratios.back(), got.cpuSeconds,
                        c.cpuRatios.back(), got.peakMiB, got.exitCode);
            std::fflush(stdout);
        }
    }
    std::printf("\nmedians of %d rounds (file %.0f MiB)\n", rounds, fileMiB);
    std::printf("| | wall | ÷ `wc -l` | CPU | ÷ `wc -l`'s CPU | peak RSS | peak ÷ file | exit "
                "|\n|---|---|---|---|---|---|---|---|\n");
    for (const Case &c : cases)
        std::printf("| `%s` | %.2f s | %.1f× | %.2f s | %.1f× | %.0f MiB | %.2f | %d |\n", c.name,
                    median(c.seconds), median(c.ratios), median(c.cpu), median(c.cpuRatios),
                    median(c.peaks), median(c.peaks) / fileMiB, c.exitCode);
    if (!keep) {
        QFile::remove(big);
        QFile::remove(bomb);
        QFile::remove(png);
    }
    return 0;
}

// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

#include <sys/resource.h>

namespace hearth::bench {

/// The shared corpus (../shared/corpus next to the source tree), fixed at configure time.
inline QString corpusFile(const char *name)
{
    return QStringLiteral(HEARTH_CORPUS_DIR "/") + QString::fromUtf8(name);
}

inline bool corpusHas(const char *name)
{
    return QFile::exists(corpusFile(name));
}

inline QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Peak resident set size of this process so far, in MiB: VmHWM from /proc/self/status (the
/// high-water mark of this process's own memory; getrusage's ru_maxrss also counts what the
/// parent had when it forked this process), else ru_maxrss (KiB on Linux).
inline double peakRssMiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (status.open(QIODevice::ReadOnly)) {
        for (const QByteArray &line : status.readAll().split('\n')) {
            if (line.startsWith("VmHWM:"))
                return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
        }
    }
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_maxrss) / 1024.0;
}

/// The large profiles the benchmarks read.
inline constexpr const char *kLargeProfiles[] = {"go-heap.pb.gz", "go-cpu-large.pb.gz"};

} // namespace hearth::bench

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

/// Peak resident set size of this process so far, in MiB (ru_maxrss is in KiB on Linux).
inline double peakRssMiB()
{
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return double(u.ru_maxrss) / 1024.0;
}

/// The large profiles the benchmarks read.
inline constexpr const char *kLargeProfiles[] = {"go-heap.pb.gz", "go-cpu-large.pb.gz"};

} // namespace hearth::bench

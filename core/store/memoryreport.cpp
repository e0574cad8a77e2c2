// SPDX-License-Identifier: MIT
#include "memoryreport.h"

#include <QDateTime>

namespace hearth {

QString MemoryReport::sourceName(Source source)
{
    switch (source) {
    case Source::Pyroscope:
        return QStringLiteral("pyroscope");
    case Source::Prometheus:
        return QStringLiteral("prometheus");
    case Source::None:
        break;
    }
    return QStringLiteral("none");
}

QString MemoryReport::sentence() const
{
    if (reading.gap == MemoryReading::Gap::NoSeries && memoryType.isEmpty())
        return runtime.noMemoryProfileHint();
    return reading.sentence();
}

const MemoryReading::Life *MemoryReport::lastLife() const
{
    const auto &lives = reading.lives;
    for (qsizetype i = lives.size() - 1; i >= 0; --i) {
        if (lives.at(i).endedInRestart)
            return &lives.at(i);
    }
    return lives.isEmpty() ? nullptr : &lives.last();
}

QString MemoryReport::nextStep() const
{
    if (reading.kind != MemoryReading::Kind::RisingFloor)
        return {};
    if (!memoryType.isEmpty()) {
        const MemoryReading::Life *life = lastLife();
        const auto time = [](qint64 ms) {
            return QDateTime::fromMSecsSinceEpoch(ms).toUTC().toString(Qt::ISODate);
        };
        return tr("Next: the heap profile (%1) of the last life that ended in a restart, %2 "
                  "on %3 to %4.")
            .arg(memoryType, life ? life->instance : QString(), time(life ? life->fromMs : 0),
                 time(life ? life->untilMs : 0));
    }
    switch (runtime.kind) {
    case ComponentRuntime::Kind::Ruby:
        return tr("Next: find it with the CI memory profilers or a heap dump (Ruby has no "
                  "production heap profiler).");
    case ComponentRuntime::Kind::Python:
        return tr("Next: enable memoryProfiling: true on the component's continuous-profiling "
                  "trait, then read the heap profile of the next life.");
    default:
        break;
    }
    return tr("Next: a heap profile or a heap dump of a life near its end.");
}

} // namespace hearth

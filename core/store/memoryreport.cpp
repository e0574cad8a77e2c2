#include "memoryreport.h"

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

} // namespace hearth

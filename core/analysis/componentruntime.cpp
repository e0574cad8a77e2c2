// SPDX-License-Identifier: MIT
#include "componentruntime.h"

#include "quantity.h"

namespace hearth {

ComponentRuntime ComponentRuntime::fromSpy(const QString &spy)
{
    const QString s = spy.toLower();
    const QString from = QStringLiteral("pyroscope_spy=") + spy;
    if (s.isEmpty())
        return {};
    if (s.startsWith(QLatin1String("go")))
        return {Kind::Go, from};
    if (s.startsWith(QLatin1String("py")))
        return {Kind::Python, from};
    if (s.startsWith(QLatin1String("rb")) || s.contains(QLatin1String("ruby")))
        return {Kind::Ruby, from};
    if (s.contains(QLatin1String("java")) || s.contains(QLatin1String("jvm")))
        return {Kind::Jvm, from};
    if (s.contains(QLatin1String("node")))
        return {Kind::Node, from};
    if (s.contains(QLatin1String("dotnet")))
        return {Kind::DotNet, from};
    return {};
}

ComponentRuntime ComponentRuntime::fromTypes(const QStringList &typeIds)
{
    for (const QString &id : typeIds) {
        if (id.startsWith(QLatin1String("goroutine")))
            return {Kind::Go, QStringLiteral("profile types")};
    }
    return {};
}

ComponentRuntime ComponentRuntime::fromFrames(const QStringList &strings)
{
    int counts[7] = {};
    for (const QString &s : strings) {
        if (s.endsWith(QLatin1String(".rb")) || s.contains(QLatin1String(".rb:")))
            ++counts[int(Kind::Ruby)];
        else if (s.endsWith(QLatin1String(".py")) || s.contains(QLatin1String(".py:")))
            ++counts[int(Kind::Python)];
        else if (s.endsWith(QLatin1String(".go")) || s.startsWith(QLatin1String("runtime.")))
            ++counts[int(Kind::Go)];
        else if (s.endsWith(QLatin1String(".java")) || s.startsWith(QLatin1String("java.")) ||
                 s.startsWith(QLatin1String("jdk.")) || s.startsWith(QLatin1String("java/")))
            ++counts[int(Kind::Jvm)];
        else if (s.endsWith(QLatin1String(".js")) || s.endsWith(QLatin1String(".mjs")) ||
                 s.startsWith(QLatin1String("node:")))
            ++counts[int(Kind::Node)];
        else if (s.startsWith(QLatin1String("System.")))
            ++counts[int(Kind::DotNet)];
    }
    int best = 0;
    for (int k = 1; k < 7; ++k) {
        if (counts[k] > counts[best])
            best = k;
    }
    if (counts[best] == 0)
        return {};
    return {Kind(best), QStringLiteral("frames")};
}

QString ComponentRuntime::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Go:
        return QStringLiteral("go");
    case Kind::Python:
        return QStringLiteral("python");
    case Kind::Ruby:
        return QStringLiteral("ruby");
    case Kind::Jvm:
        return QStringLiteral("jvm");
    case Kind::Node:
        return QStringLiteral("node");
    case Kind::DotNet:
        return QStringLiteral("dotnet");
    case Kind::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

QString ComponentRuntime::displayName() const
{
    switch (kind) {
    case Kind::Go:
        return QStringLiteral("Go");
    case Kind::Python:
        return QStringLiteral("Python");
    case Kind::Ruby:
        return QStringLiteral("Ruby");
    case Kind::Jvm:
        return QStringLiteral("JVM");
    case Kind::Node:
        return QStringLiteral("Node.js");
    case Kind::DotNet:
        return QStringLiteral(".NET");
    case Kind::Unknown:
        break;
    }
    return tr("unknown runtime");
}

QString ComponentRuntime::noMemoryProfileHint() const
{
    switch (kind) {
    case Kind::Ruby:
        return tr("No memory profile by design: no production heap profiler exists for Ruby (the "
                  "gem is CPU-only); use the CI memory profilers or a heap dump.");
    case Kind::Python:
        return tr("No memory profile: Python can profile the heap; enable memoryProfiling: true "
                  "on the component's continuous-profiling trait.");
    case Kind::Go:
        return tr("No memory profile, and Go pushes memory by default: its absence is worth "
                  "chasing (the SDK's profile types, or the scrape configuration).");
    case Kind::Jvm:
    case Kind::Node:
    case Kind::DotNet:
    case Kind::Unknown:
        break;
    }
    return tr("No memory profile for this component: the memory series has to come from a "
              "metrics server.");
}

QString ComponentRuntime::memoryTypeOf(const QStringList &typeIds)
{
    // In-use bytes (what is held now), whatever the profile is called: Go's
    // memory:inuse_space:bytes:space:bytes, Python's with memoryProfiling, ...
    for (const QString &id : typeIds) {
        ProfileTypeId p;
        if (ProfileTypeId::parse(id, &p) && p.sampleUnit == QLatin1String("bytes") &&
            p.sampleType.contains(QLatin1String("inuse")))
            return id;
    }
    return {};
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QStringList>

namespace hearth {

/// Which runtime a deployed component runs on, and what that means for its memory profiles.
/// Detected from the profiler's label (pyroscope_spy: "gospy", "pyspy", "rbspy", ...), failing
/// that from its profile types (goroutines are Go's), failing that from the names and files of
/// its profile's frames (.rb, .py, Go packages, the JVM, Node).
struct ComponentRuntime
{
    Q_DECLARE_TR_FUNCTIONS(ComponentRuntime)
public:
    enum class Kind { Unknown, Go, Python, Ruby, Jvm, Node, DotNet };

    Kind kind = Kind::Unknown;
    QString detectedFrom; // "pyroscope_spy=rbspy", "profile types", "frames"

    static ComponentRuntime fromSpy(const QString &spy);
    static ComponentRuntime fromTypes(const QStringList &typeIds);
    /// From the strings of a profile (function names and file names).
    static ComponentRuntime fromFrames(const QStringList &strings);

    /// "go", "python", "ruby", "jvm", "node", "dotnet", "unknown" (stable, for JSON).
    static QString kindName(Kind kind);
    /// "Go", "Python", "Ruby", "JVM", "Node.js", ".NET", "unknown runtime".
    QString displayName() const;
    /// Why a component has no memory profile types and what to do, translated; for a
    /// runtime whose profiler cannot profile the heap, says it is absent by design.
    QString noMemoryProfileHint() const;
    /// Whether a memory profile type (in-use bytes) is among the type ids.
    static QString memoryTypeOf(const QStringList &typeIds);
};

} // namespace hearth

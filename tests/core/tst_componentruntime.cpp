// SPDX-License-Identifier: MIT
#include "analysis/componentruntime.h"

#include <QTest>

using namespace hearth;

class TestComponentRuntime : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void detect_data();
    void detect();
    void memoryType_data();
    void memoryType();
    void hints();
};

void TestComponentRuntime::detect_data()
{
    QTest::addColumn<QString>("how");
    QTest::addColumn<QStringList>("input");
    QTest::addColumn<QString>("kind");
    QTest::newRow("gospy") << QStringLiteral("spy") << QStringList{QStringLiteral("gospy")}
                           << QStringLiteral("go");
    QTest::newRow("rbspy") << QStringLiteral("spy") << QStringList{QStringLiteral("rbspy")}
                           << QStringLiteral("ruby");
    QTest::newRow("pyspy") << QStringLiteral("spy") << QStringList{QStringLiteral("pyspy")}
                           << QStringLiteral("python");
    QTest::newRow("javaspy") << QStringLiteral("spy") << QStringList{QStringLiteral("javaspy")}
                             << QStringLiteral("jvm");
    QTest::newRow("nodespy") << QStringLiteral("spy") << QStringList{QStringLiteral("nodespy")}
                             << QStringLiteral("node");
    QTest::newRow("no spy") << QStringLiteral("spy") << QStringList{QString()}
                            << QStringLiteral("unknown");
    QTest::newRow("goroutines") << QStringLiteral("types")
                                << QStringList{QStringLiteral(
                                       "goroutines:goroutine:count:goroutine:count")}
                                << QStringLiteral("go");
    QTest::newRow("ruby frames") << QStringLiteral("frames")
                                 << QStringList{QStringLiteral("Puma::Server#process_client"),
                                                QStringLiteral("/app/lib/puma/server.rb"),
                                                QStringLiteral("/app/app/models/user.rb")}
                                 << QStringLiteral("ruby");
    QTest::newRow("python frames")
        << QStringLiteral("frames")
        << QStringList{QStringLiteral("handle"), QStringLiteral("/srv/app/views.py")}
        << QStringLiteral("python");
    QTest::newRow("go frames") << QStringLiteral("frames")
                               << QStringList{QStringLiteral("runtime.mallocgc"),
                                              QStringLiteral("/usr/local/go/src/runtime/malloc.go")}
                               << QStringLiteral("go");
    QTest::newRow("jvm frames") << QStringLiteral("frames")
                                << QStringList{QStringLiteral("java.lang.Thread.run")}
                                << QStringLiteral("jvm");
    QTest::newRow("node frames") << QStringLiteral("frames")
                                 << QStringList{QStringLiteral("node:internal/timers"),
                                                QStringLiteral("/app/server.js")}
                                 << QStringLiteral("node");
    QTest::newRow("nothing known")
        << QStringLiteral("frames") << QStringList{QStringLiteral("main")}
        << QStringLiteral("unknown");
}

void TestComponentRuntime::detect()
{
    QFETCH(QString, how);
    QFETCH(QStringList, input);
    QFETCH(QString, kind);
    const ComponentRuntime r =
        how == QLatin1String("spy")     ? ComponentRuntime::fromSpy(input.first())
        : how == QLatin1String("types") ? ComponentRuntime::fromTypes(input)
                                        : ComponentRuntime::fromFrames(input);
    QCOMPARE(ComponentRuntime::kindName(r.kind), kind);
}

void TestComponentRuntime::memoryType_data()
{
    QTest::addColumn<QStringList>("types");
    QTest::addColumn<QString>("memory");
    const QString cpu = QStringLiteral("process_cpu:cpu:nanoseconds:cpu:nanoseconds");
    const QString inuse = QStringLiteral("memory:inuse_space:bytes:space:bytes");
    QTest::newRow("go") << QStringList{cpu, QStringLiteral("memory:alloc_space:bytes:space:bytes"),
                                       inuse}
                        << inuse;
    QTest::newRow("cpu only") << QStringList{cpu} << QString();
    // Not assumed by name: any in-use bytes type.
    QTest::newRow("another name") << QStringList{QStringLiteral("heap:inuse_bytes:bytes::")}
                                  << QStringLiteral("heap:inuse_bytes:bytes::");
}

void TestComponentRuntime::memoryType()
{
    QFETCH(QStringList, types);
    QFETCH(QString, memory);
    QCOMPARE(ComponentRuntime::memoryTypeOf(types), memory);
}

void TestComponentRuntime::hints()
{
    QVERIFY(ComponentRuntime::fromSpy(QStringLiteral("rbspy"))
                .noMemoryProfileHint()
                .contains(QLatin1String("no production heap profiler exists for Ruby (the gem "
                                        "is CPU-only); use the CI memory profilers or a heap "
                                        "dump")));
    QVERIFY(ComponentRuntime::fromSpy(QStringLiteral("pyspy"))
                .noMemoryProfileHint()
                .contains(QLatin1String("enable memoryProfiling: true on the component's "
                                        "continuous-profiling trait")));
    QVERIFY(ComponentRuntime::fromSpy(QStringLiteral("gospy"))
                .noMemoryProfileHint()
                .contains(QLatin1String("Go pushes memory by default: its absence is worth "
                                        "chasing")));
}

QTEST_GUILESS_MAIN(TestComponentRuntime)
#include "tst_componentruntime.moc"

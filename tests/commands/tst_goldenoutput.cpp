// SPDX-License-Identifier: MIT
// The headless commands' text, as the hearth binary prints it in English, against the outputs
// in tests/data/golden (made by the binary before plural forms came from a catalogue). Only a
// count of one may read differently there: "1 more function", not "1 more functions".
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

class TestGoldenOutput : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void unchanged_data();
    void unchanged();
};

namespace {

// A command line as the shell splits it (no argument here has a space).
QStringList line(const char *text)
{
    return QString::fromLatin1(text).split(QLatin1Char(' '));
}

} // namespace

void TestGoldenOutput::unchanged_data()
{
    QTest::addColumn<QString>("golden");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    for (const char *f : {"go-cpu-small.pb.gz", "go-heap-small.pb.gz", "node-ddprof-heap.pb.gz",
                          "node-ddprof-time.pb.gz", "handmade.folded", "handmade.cpuprofile",
                          "perf-gxx.folded", "handmade.speedscope.json", "node-tiny.cpuprofile",
                          "handmade.gecko.json", "handmade.stackprof.json", "handmade.trace.json",
                          "handmade.flamebearer.json", "rust.perf.txt"}) {
        const QString file = QString::fromLatin1(f);
        QTest::addRow("summary %s", f)
            << QStringLiteral("summary-") + file
            << QStringList{QStringLiteral("summary"), QStringLiteral("tests/data/") + file} << 0;
    }
    QTest::newRow("summary objects")
        << "summary-heap-objects"
        << line("summary tests/data/go-heap-small.pb.gz --sample-type alloc_objects") << 0;
    QTest::newRow("summary one more function")
        << "summary-top4-one-more" << line("summary tests/data/handmade.folded --top 4") << 0;
    QTest::newRow("summary more functions")
        << "summary-top2" << line("summary tests/data/handmade.folded --top 2") << 0;
    QTest::newRow("summary json") << "summary-json"
                                  << line("summary tests/data/go-cpu-small.pb.gz --json --top 3")
                                  << 0;
    QTest::newRow("diff") << "diff-go"
                          << line(
                                 "diff tests/data/go-cpu-small.pb.gz tests/data/go-cpu-small.pb.gz")
                          << 0;
    QTest::newRow("diff json") << "diff-json"
                               << line("diff tests/data/go-cpu-small.pb.gz "
                                       "tests/data/go-cpu-small.pb.gz --json --top 3")
                               << 0;
    QTest::newRow("diff incomparable") << "diff-handmade"
                                       << line("diff tests/data/handmade.flamebearer.json "
                                               "tests/data/handmade-diff.flamebearer.json")
                                       << 4;
    QTest::newRow("inspect") << "inspect-small"
                             << line("inspect tests/data/bundle/small.profbundle") << 0;
    QTest::newRow("inspect example")
        << "inspect-example" << line("inspect examples/build-4711.profbundle") << 0;
    QTest::newRow("inspect json") << "inspect-json"
                                  << line("inspect tests/data/bundle/small.profbundle --json") << 0;
    QTest::newRow("collapse") << "collapse-handmade"
                              << line("collapse tests/data/handmade.cpuprofile") << 0;
    QTest::newRow("collapse pprof")
        << "collapse-pprof-to-folded" << line("collapse tests/data/go-cpu-small.pb.gz") << 0;
}

void TestGoldenOutput::unchanged()
{
    QFETCH(QString, golden);
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    // English, and no "language" setting of the user's.
    QTemporaryDir home;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    QProcess p;
    p.setProcessEnvironment(env);
    p.setWorkingDirectory(QStringLiteral(HEARTH_SOURCE_DIR));
    p.start(QStringLiteral(HEARTH_BINARY), args);
    QVERIFY(p.waitForFinished(120000));
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QCOMPARE(p.exitCode(), exitCode);
    const QString base = QStringLiteral(HEARTH_SOURCE_DIR "/tests/data/golden/") + golden;
    QFile out(base + QStringLiteral(".txt"));
    QVERIFY2(out.open(QIODevice::ReadOnly), qPrintable(out.fileName()));
    QCOMPARE(QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(out.readAll()));
    QFile err(base + QStringLiteral(".err"));
    const QByteArray expectedErr = err.open(QIODevice::ReadOnly) ? err.readAll() : QByteArray();
    QCOMPARE(QString::fromUtf8(p.readAllStandardError()), QString::fromUtf8(expectedErr));
}

QTEST_GUILESS_MAIN(TestGoldenOutput)
#include "tst_goldenoutput.moc"

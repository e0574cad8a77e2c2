// SPDX-License-Identifier: MIT
#include "bundletestsupport.h"
#include "commandtestsupport.h"

#include "bundle/bundlereader.h"
#include "bundle/bundlewriter.h"
#include "diffcommand.h"
#include "inspectcommand.h"
#include "packcommand.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace hearth;
using namespace hearth::test;

namespace {

const QString Example = QStringLiteral(HEARTH_EXAMPLES "/build-4711.profbundle");
const QString ExampleDir = QStringLiteral(HEARTH_EXAMPLES "/build-4711");

struct Run
{
    int rc = -1;
    QString out;
    QString err;
};

template <typename Command> Run run(const QStringList &args)
{
    Run r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.rc = Command::run(args, CliIo{out, err});
    out.flush();
    err.flush();
    return r;
}

QJsonObject inspectJson(const QString &file)
{
    const Run r = run<InspectCommand>({file, QStringLiteral("--json")});
    QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    o.remove(QStringLiteral("file"));
    return o;
}

QString write(const QTemporaryDir &dir, const QString &name, const Bundle &bundle)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(BundleWriter::toBytes(bundle));
    return path;
}

// The example's trace and manifest, and its own profiles written into dir, as pack's
// arguments (no -o).
QStringList packArgs(const Bundle &b, const QTemporaryDir &dir)
{
    QStringList args{QStringLiteral("--trace"), ExampleDir + QStringLiteral("/trace.json"),
                     QStringLiteral("--manifest"), ExampleDir + QStringLiteral("/stages.json")};
    for (int i = 0; i < b.profiles().size(); ++i) {
        const BundleProfile &p = b.profiles()[i];
        const QString path = dir.filePath(QStringLiteral("p%1.pb").arg(i));
        QFile f(path);
        if (f.open(QIODevice::WriteOnly))
            f.write(p.bytes());
        args << QStringLiteral("--profile")
             << p.stage() + QLatin1Char(':') + BundleProfile::kindName(p.kind()) +
                    QLatin1Char('=') + path;
    }
    return args;
}

} // namespace

class TestBundleCommands : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void inspectText()
    {
        const Run r = run<InspectCommand>({Example});
        QCOMPARE(r.rc, int(ExitOk));
        QVERIFY(r.err.isEmpty());
        QVERIFY(r.out.contains(QLatin1String("build 4711")));
        QVERIFY(r.out.contains(QLatin1String("CPU above wall")));
        QVERIFY(r.out.contains(QLatin1String("outside any span")));
        QVERIFY(r.out.contains(QLatin1String("MISSING")));
        QVERIFY(r.out.contains(QLatin1String("a shape, not a cost")));
        QVERIFY(r.out.contains(QLatin1String("ruff is a Rust binary")));
        QVERIFY(r.out.contains(QLatin1String("3 missed")));
    }

    void inspectJson()
    {
        const QJsonObject o = ::inspectJson(Example);
        QCOMPARE(o.value(QStringLiteral("format_version")).toString(), QStringLiteral("1.0"));
        QCOMPARE(o.value(QStringLiteral("build")).toObject().value(QStringLiteral("id")).toString(),
                 QStringLiteral("4711"));
        const QJsonArray stages = o.value(QStringLiteral("stages")).toArray();
        QCOMPARE(stages.size(), 8);
        const BundleResult b = BundleReader::readFile(Example);
        QVERIFY(b.ok());
        for (const QJsonValue &v : stages) {
            const QJsonObject s = v.toObject();
            const int i = b.bundle->stageIndex(s.value(QStringLiteral("name")).toString());
            QCOMPARE(s.value(QStringLiteral("status")).toString(),
                     Stage::statusName(b.bundle->stages()[i].status));
            QCOMPARE(s.value(QStringLiteral("spans")).toInteger(),
                     qint64(b.bundle->spansOfStage(i).size()));
            const int p = b.bundle->cpuProfileOf(i);
            if (p < 0) {
                QVERIFY(!s.contains(QStringLiteral("outside_any_span")));
                continue;
            }
            // Independently from the pprof bytes.
            const IndependentSums want = sums(b.bundle->profiles()[p].bytes());
            QCOMPARE(s.value(QStringLiteral("outside_any_span")).toInteger(), want.outside);
            QCOMPARE(s.value(QStringLiteral("profile_total")).toInteger(), want.total);
        }
        QCOMPARE(o.value(QStringLiteral("spans")).toArray().size(), b.bundle->spans().size());
    }

    // The small bundle: 400 ms of suite boot outside any span, its largest test 300 ms; 42 s
    // of CPU in 60 s of wall.
    void inspectSaysSuiteBootAndBelowWall()
    {
        QTemporaryDir dir;
        const QString small =
            write(dir, QStringLiteral("small.profbundle"), smallBundle(smallProfile()));
        const Run r = run<InspectCommand>({small});
        QCOMPARE(r.rc, int(ExitOk));
        QVERIFY2(r.out.contains(QLatin1String(
                     "  suite boot (outside any span, 400 ms) is larger than any test here")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(
            QLatin1String("CPU below wall: about 30% of its wall time was not on CPU")));
        const QJsonArray stages = ::inspectJson(small).value(QStringLiteral("stages")).toArray();
        QCOMPARE(stages[0].toObject().value(QStringLiteral("largest_test")).toInteger(),
                 qint64(300000000));
        QVERIFY(stages[0].toObject().value(QStringLiteral("suite_boot_dominates")).toBool());
        // A test larger than the boot: nothing said.
        const QString busy = write(
            dir, QStringLiteral("busy.profbundle"),
            smallBundle(makePprof({{{QStringLiteral("boot")}, 100000000, {}},
                                   {{QStringLiteral("t")}, 200000000, SpanId::toHex(0x2222)}})));
        const Run quiet = run<InspectCommand>({busy});
        QVERIFY(!quiet.out.contains(QLatin1String("suite boot (")));
        QVERIFY(!::inspectJson(busy)
                     .value(QStringLiteral("stages"))
                     .toArray()[0]
                     .toObject()
                     .value(QStringLiteral("suite_boot_dominates"))
                     .toBool());
    }

    // Build against build: the per-test RSS change of both and Δ, churn never across
    // languages.
    void diffSaysWhyAChangeIsFat()
    {
        QTemporaryDir dir;
        const Bundle a = smallBundle(smallProfile());
        QList<Span> spans = a.spans();
        spans[2].memory.rssChangeBytes = 8192 + 8 * 1024 * 1024; // test-b grew 8 MiB
        spans[1].memory.churn = 1500;                            // test-a: 300 more objects
        const Bundle b(a.build(), a.stages(), spans, a.profiles());
        const QString fa = write(dir, QStringLiteral("a.profbundle"), a);
        const QString fb = write(dir, QStringLiteral("b.profbundle"), b);
        const Run r = run<DiffCommand>({fa, fb});
        QCOMPARE(r.rc, int(ExitOk));
        QVERIFY2(r.out.contains(QLatin1String("Fattest change: unit / test-b: RSS change +8")),
                 qPrintable(r.out));
        QVERIFY(r.out.contains(QStringLiteral("Δ RSS")));
        const Run j = run<DiffCommand>({fa, fb, QStringLiteral("--json")});
        const QJsonObject o = QJsonDocument::fromJson(j.out.toUtf8()).object();
        const QJsonArray memory = o.value(QStringLiteral("memory")).toArray();
        QCOMPARE(memory.size(), 2);
        const QJsonObject fat = memory[0].toObject();
        QCOMPARE(fat.value(QStringLiteral("name")).toString(), QStringLiteral("test-b"));
        QCOMPARE(fat.value(QStringLiteral("rss_change_bytes_a")).toInteger(), qint64(8192));
        QCOMPARE(fat.value(QStringLiteral("rss_change_delta")).toInteger(),
                 qint64(8 * 1024 * 1024));
        QVERIFY(!fat.contains(QStringLiteral("churn_delta"))); // no churn measured
        const QJsonObject ruby = memory[1].toObject();
        QCOMPARE(ruby.value(QStringLiteral("churn_kind")).toString(),
                 QStringLiteral("ruby_objects_allocated"));
        QCOMPARE(ruby.value(QStringLiteral("churn_delta")).toInteger(), qint64(300));
        QVERIFY(o.value(QStringLiteral("memory_sentence"))
                    .toString()
                    .contains(QLatin1String("test-b")));
    }

    void inspectErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("rc");
        QTest::newRow("no file") << QStringList{} << int(ExitUsage);
        QTest::newRow("two files") << QStringList{Example, Example} << int(ExitUsage);
        QTest::newRow("unknown option") << QStringList{QStringLiteral("--nope")} << int(ExitUsage);
        QTest::newRow("missing file")
            << QStringList{QStringLiteral("/nonexistent.profbundle")} << int(ExitBadInput);
        QTest::newRow("not a bundle")
            << QStringList{QStringLiteral(HEARTH_EXAMPLES "/build-4711/stages.json")}
            << int(ExitBadInput);
    }
    void inspectErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, rc);
        const Run r = run<InspectCommand>(args);
        QCOMPARE(r.rc, rc);
        QVERIFY(!r.err.isEmpty());
        QVERIFY(r.out.isEmpty());
    }

    void truncatedBundleSaysWhere()
    {
        QTemporaryDir dir;
        const QByteArray good = readAll(Example);
        const QString cut = dir.filePath(QStringLiteral("cut.profbundle"));
        QFile f(cut);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(good.left(good.size() / 2));
        f.close();
        const Run r = run<InspectCommand>({cut});
        QCOMPARE(r.rc, int(ExitBadInput));
        QVERIFY2(r.err.contains(QString::number(good.size() / 2)), qPrintable(r.err));
        QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    }

    // pack → inspect → pack: the example's own profiles packed again with its trace and
    // manifest give the very same bytes, and inspect says the same of both.
    void roundTrip()
    {
        QTemporaryDir dir;
        const BundleResult b = BundleReader::readFile(Example);
        QVERIFY(b.ok());
        QStringList args = packArgs(*b.bundle, dir);
        const QString again = dir.filePath(QStringLiteral("again.profbundle"));
        args << QStringLiteral("-o") << again;
        const Run r = run<PackCommand>(args);
        QCOMPARE(r.rc, int(ExitOk));
        QVERIFY(r.err.contains(QLatin1String("rspec-system"))); // the missing-profile warning
        QCOMPARE(readAll(again), readAll(Example));
        QCOMPARE(::inspectJson(again), ::inspectJson(Example));
    }

    // pack -o -: the bundle, byte for byte the example's, on standard output and nothing else;
    // its one-line summary on standard error.
    void packToStandardOutput()
    {
        QTemporaryDir dir;
        const BundleResult b = BundleReader::readFile(Example);
        QVERIFY(b.ok());
        QStringList args = packArgs(*b.bundle, dir);
        args << QStringLiteral("-o") << QStringLiteral("-");
        hearth::test::BinaryRun run;
        QCOMPARE(run(&PackCommand::run, args), int(ExitOk));
        QCOMPARE(run.bytes, readAll(Example));
        const QString summary = QStringLiteral("standard output: %1 stages, %2 spans, %3 profiles, "
                                               "%4 bytes\n")
                                    .arg(b.bundle->stages().size())
                                    .arg(b.bundle->spans().size())
                                    .arg(b.bundle->profiles().size())
                                    .arg(run.bytes.size());
        QVERIFY2(run.err.endsWith(summary), qPrintable(run.err));
    }

    void packUsage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("rc");
        const QString t = ExampleDir + QStringLiteral("/trace.json");
        const QString m = ExampleDir + QStringLiteral("/stages.json");
        QTest::newRow("nothing") << QStringList{} << int(ExitUsage);
        QTest::newRow("no output")
            << QStringList{QStringLiteral("--trace"), t, QStringLiteral("--manifest"), m}
            << int(ExitUsage);
        QTest::newRow("bad profile spec")
            << QStringList{QStringLiteral("--trace"),    t,
                           QStringLiteral("--manifest"), m,
                           QStringLiteral("--profile"),  QStringLiteral("lint"),
                           QStringLiteral("-o"),         QStringLiteral("/tmp/x.profbundle")}
            << int(ExitUsage);
        QTest::newRow("bad kind")
            << QStringList{QStringLiteral("--trace"),    t,
                           QStringLiteral("--manifest"), m,
                           QStringLiteral("--profile"),  QStringLiteral("lint:gpu=") + m,
                           QStringLiteral("-o"),         QStringLiteral("/tmp/x.profbundle")}
            << int(ExitUsage);
        QTest::newRow("missing trace")
            << QStringList{QStringLiteral("--trace"),    QStringLiteral("/nonexistent.json"),
                           QStringLiteral("--manifest"), m,
                           QStringLiteral("-o"),         QStringLiteral("/tmp/x.profbundle")}
            << int(ExitBadInput);
        QTest::newRow("manifest as trace")
            << QStringList{QStringLiteral("--trace"),    m,
                           QStringLiteral("--manifest"), t,
                           QStringLiteral("-o"),         QStringLiteral("/tmp/x.profbundle")}
            << int(ExitBadInput);
    }
    void packUsage()
    {
        QFETCH(QStringList, args);
        QFETCH(int, rc);
        const Run r = run<PackCommand>(args);
        QCOMPARE(r.rc, rc);
        QVERIFY(!r.err.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestBundleCommands)
#include "tst_bundlecommands.moc"

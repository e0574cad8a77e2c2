// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "collapsecommand.h"
#include "io/collapsedreader.h"
#include "io/profilereader.h"

#include <QBuffer>
#include <QTemporaryDir>
#include <QTest>

#include <set>

namespace hearth {

class TestCollapseCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void roundTrip_data();
    void roundTrip();
    void toFile();
    void toPprof_data();
    void toPprof();
    void stringStream();
    void transforms_data();
    void transforms();
    void exitCodes_data();
    void exitCodes();
};

// name → (self, inclusive) computed from the samples (folded stacks keep names, not files).
using PerName = std::map<QString, std::pair<qint64, qint64>>;

static PerName perName(const Profile &p, int type)
{
    PerName out;
    for (quint32 s = 0; s < p.sampleCount(); ++s) {
        const qint64 v = p.sampleValue(s, type);
        if (v == 0)
            continue;
        std::set<QString> names;
        const std::vector<quint32> locs = p.sampleLocations(s);
        for (quint32 l : locs) {
            for (const Line &line : p.locationLines(l))
                names.insert(p.functions()[line.function].name);
        }
        for (const QString &n : names)
            out[n].second += v;
        out[p.functions()[p.locationLines(locs.front())[0].function].name].first += v;
    }
    return out;
}

static QByteArray collapse(const QStringList &args, int *code)
{
    QByteArray bytes;
    QBuffer buf(&bytes);
    buf.open(QIODevice::WriteOnly);
    QTextStream out(&buf);
    QString errText;
    QTextStream err(&errText);
    *code = CollapseCommand::run(args, CliIo{out, err});
    out.flush();
    return bytes;
}

void TestCollapseCommand::roundTrip_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("sampleType");
    QTest::addColumn<int>("typeIndex");
    QTest::newRow("go cpu") << "go-cpu-small.pb.gz" << QString() << 1;
    QTest::newRow("go cpu samples") << "go-cpu-small.pb.gz"
                                    << "samples" << 0;
    QTest::newRow("go heap alloc_objects") << "go-heap-small.pb.gz"
                                           << "alloc_objects" << 0;
    QTest::newRow("node heap") << "node-ddprof-heap.pb.gz" << QString() << 1;
    QTest::newRow("folded") << "perf-gxx.folded" << QString() << 0;
}

void TestCollapseCommand::roundTrip()
{
    QFETCH(QString, file);
    QFETCH(QString, sampleType);
    QFETCH(int, typeIndex);
    const QString path = test::dataPath(qPrintable(file));
    QStringList args{path};
    if (!sampleType.isEmpty())
        args << QStringLiteral("--sample-type") << sampleType;
    int code = -1;
    const QByteArray folded = collapse(args, &code);
    QCOMPARE(code, 0);
    QVERIFY(folded.endsWith('\n'));

    const ProfileResult original = ProfileReader::readFile(path);
    QVERIFY(original.ok());
    const ProfileResult back = CollapsedReader::parse(folded);
    QVERIFY2(back.ok(), qPrintable(back.error.toString()));
    QCOMPARE(back.profile->totalValue(0), original.profile->totalValue(typeIndex));
    const PerName want = perName(*original.profile, typeIndex);
    const PerName got = perName(*back.profile, 0);
    QCOMPARE(got.size(), want.size());
    for (const auto &[name, v] : want) {
        QVERIFY2(got.count(name), qPrintable(name));
        QCOMPARE(got.at(name).first, v.first);
        QCOMPARE(got.at(name).second, v.second);
    }
}

void TestCollapseCommand::toFile()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("cpu.folded"));
    int code = -1;
    const QByteArray stdoutBytes =
        collapse({test::dataPath("go-cpu-small.pb.gz"), QStringLiteral("-o"), out}, &code);
    QCOMPARE(code, 0);
    QVERIFY(stdoutBytes.isEmpty());
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const ProfileResult r = CollapsedReader::parse(f.readAll());
    QVERIFY(r.ok());
    QCOMPARE(r.profile->totalValue(0), 3810000000);

    const QString bad = dir.filePath(QStringLiteral("no/such/dir/x.folded"));
    collapse({test::dataPath("go-cpu-small.pb.gz"), QStringLiteral("-o"), bad}, &code);
    QCOMPARE(code, 1);
}

void TestCollapseCommand::toPprof_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("sampleType");
    QTest::newRow("go cpu") << "go-cpu-small.pb.gz" << QString();
    QTest::newRow("go heap, inuse_space") << "go-heap-small.pb.gz"
                                          << "inuse_space";
    QTest::newRow("chrome trace, worker") << "handmade.trace.json" << QString();
    QTest::newRow("perf script") << "perf-gxx-small.perf.txt" << QString();
}

void TestCollapseCommand::toPprof()
{
    // --format pprof: a .pb.gz with the chosen type's total and per-name weights.
    QFETCH(QString, file);
    QFETCH(QString, sampleType);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out.pb.gz"));
    QStringList args{test::dataPath(file.toUtf8().constData()), QStringLiteral("--format"),
                     QStringLiteral("pprof"), QStringLiteral("-o"), out};
    if (!sampleType.isEmpty())
        args << QStringLiteral("--sample-type") << sampleType;
    int code = -1;
    collapse(args, &code);
    QCOMPARE(code, 0);
    const ProfileResult in = ProfileReader::readFile(test::dataPath(file.toUtf8().constData()));
    QVERIFY(in.ok());
    const int type = sampleType.isEmpty()
                         ? in.profile->defaultSampleType()
                         : SampleTypeChoice::find(in.profile->sampleTypes(), sampleType);
    const ProfileResult back = ProfileReader::readFile(out);
    QVERIFY2(back.ok(), qPrintable(back.error.toString()));
    QCOMPARE(back.profile->sampleTypes()[0], in.profile->sampleTypes()[type]);
    QCOMPARE(back.profile->totalValue(0), in.profile->totalValue(type));
    QCOMPARE(perName(*back.profile, 0), perName(*in.profile, type));

    collapse(
        {test::dataPath("go-cpu-small.pb.gz"), QStringLiteral("--format"), QStringLiteral("svg")},
        &code);
    QCOMPARE(code, 2);
}

void TestCollapseCommand::stringStream()
{
    // Tests and scripts hand a subcommand string-backed streams: the output goes there.
    QString outText, errText;
    QTextStream out(&outText), err(&errText);
    QCOMPARE(CollapseCommand::run({test::dataPath("perf-gxx.folded")}, CliIo{out, err}), 0);
    out.flush();
    const ProfileResult r = CollapsedReader::parse(outText.toUtf8());
    QVERIFY(r.ok());
    QCOMPARE(r.profile->totalValue(0), 33552);
}

void TestCollapseCommand::transforms_data()
{
    // handmade.folded: main;run;work 5, main;run;work;inner 3, main;run 2,
    // main;std::vector<…>::push_back 1, main;gc 0, main;run;work;work;work 4. The expected
    // lines are worked out by hand from it.
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("lines"); // sorted
    const QString hide = QStringLiteral("--hide");
    const QString focus = QStringLiteral("--focus");
    const QString pushBack = QStringLiteral("std::vector<int, std::allocator<int> >::push_back");
    QTest::newRow("hide run") << QStringList{hide, QStringLiteral("^run$")}
                              << QStringList{QStringLiteral("main 2"),
                                             QStringLiteral("main;%1 1").arg(pushBack),
                                             QStringLiteral("main;work 5"),
                                             QStringLiteral("main;work;inner 3"),
                                             QStringLiteral("main;work;work;work 4")};
    QTest::newRow("focus-function work, collapse recursion")
        << QStringList{QStringLiteral("--focus-function"), QStringLiteral("work"),
                       QStringLiteral("--collapse-recursion")}
        << QStringList{QStringLiteral("work 9"), QStringLiteral("work;inner 3")};
    // Only the subtree of main;run;work, re-rooted at work.
    QTest::newRow("focus-subtree main;run;work")
        << QStringList{QStringLiteral("--focus-subtree"), QStringLiteral("main;run;work")}
        << QStringList{QStringLiteral("work 5"), QStringLiteral("work;inner 3"),
                       QStringLiteral("work;work;work 4")};
    QTest::newRow("collapse recursion, then focus-subtree")
        << QStringList{QStringLiteral("--collapse-recursion"), QStringLiteral("--focus-subtree"),
                       QStringLiteral("main;run;work")}
        << QStringList{QStringLiteral("work 9"), QStringLiteral("work;inner 3")};
    // The order of the command line is the order applied, across different options.
    QTest::newRow("focus then hide")
        << QStringList{focus, QStringLiteral("inner"), hide, QStringLiteral("inner")}
        << QStringList{QStringLiteral("main;run;work 3")};
    QTest::newRow("hide then focus")
        << QStringList{hide, QStringLiteral("inner"), focus, QStringLiteral("inner")}
        << QStringList{};
    QTest::newRow("ignore run, hide main")
        << QStringList{QStringLiteral("--ignore"), QStringLiteral("run"), hide,
                       QStringLiteral("^main$")}
        << QStringList{QStringLiteral("%1 1").arg(pushBack)};
}

void TestCollapseCommand::transforms()
{
    QFETCH(QStringList, args);
    QFETCH(QStringList, lines);
    int code = -1;
    const QByteArray out = collapse(QStringList{test::dataPath("handmade.folded")} + args, &code);
    QCOMPARE(code, 0);
    QStringList got = QString::fromUtf8(out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    got.sort();
    QCOMPARE(got, lines);
}

void TestCollapseCommand::exitCodes_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    const QString cpu = test::dataPath("go-cpu-small.pb.gz");
    QTest::newRow("no file") << QStringList() << 2;
    QTest::newRow("two files") << QStringList{cpu, cpu} << 2;
    QTest::newRow("unknown option") << QStringList{cpu, QStringLiteral("--nope")} << 2;
    QTest::newRow("empty subtree path")
        << QStringList{cpu, QStringLiteral("--focus-subtree"), QString()} << 2;
    QTest::newRow("unknown type") << QStringList{cpu, QStringLiteral("--sample-type"),
                                                 QStringLiteral("bytes")}
                                  << 2;
    QTest::newRow("missing file") << QStringList{QStringLiteral(HEARTH_TEST_DATA "/missing.pb")}
                                  << 3;
}

void TestCollapseCommand::exitCodes()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QString outText, errText;
    QTextStream out(&outText), err(&errText);
    QCOMPARE(CollapseCommand::run(args, CliIo{out, err}), code);
    err.flush();
    QVERIFY(!errText.isEmpty());
    if (code == 3) {
        QCOMPARE(errText.count(QLatin1Char('\n')), 1);
        QVERIFY(errText.contains(args.first()));
    }
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestCollapseCommand)
#include "tst_collapsecommand.moc"

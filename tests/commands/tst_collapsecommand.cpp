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

private slots:
    void roundTrip_data();
    void roundTrip();
    void toFile();
    void stringStream();
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

void TestCollapseCommand::exitCodes_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    const QString cpu = test::dataPath("go-cpu-small.pb.gz");
    QTest::newRow("no file") << QStringList() << 2;
    QTest::newRow("two files") << QStringList{cpu, cpu} << 2;
    QTest::newRow("unknown option") << QStringList{cpu, QStringLiteral("--nope")} << 2;
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

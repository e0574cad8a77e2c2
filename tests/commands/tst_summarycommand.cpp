// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "summarycommand.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QTemporaryDir>
#include <QTest>

#include <set>

namespace hearth {

class TestSummaryCommand : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void json_data();
    void json();
    void topAndSort();
    void text();
    void folded();
    void transforms();
    void exitCodes_data();
    void exitCodes();
    void truncatedFile();
};

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

static Run run(const QStringList &args)
{
    Run r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.code = SummaryCommand::run(args, CliIo{out, err});
    out.flush();
    err.flush();
    return r;
}

// What the summary must say, computed here from the generated protobuf classes.
struct Expected
{
    QString type, unit;
    QStringList types;
    qint64 total = 0;
    std::map<std::pair<QString, QString>, qint64> self, inclusive;
};

static Expected decode(const QByteArray &gz, const QString &wantedType)
{
    Expected e;
    pprof::Profile p;
    const QByteArray raw = test::gunzip(gz);
    if (!p.ParseFromArray(raw.constData(), int(raw.size())))
        return e;
    auto s = [&](qint64 i) { return QString::fromStdString(p.string_table(int(i))); };
    int type = p.sample_type_size() - 1;
    for (int i = 0; i < p.sample_type_size(); ++i) {
        const QString name = s(p.sample_type(i).type());
        e.types << name + QLatin1Char('/') + s(p.sample_type(i).unit());
        if (name == (wantedType.isEmpty() ? s(p.default_sample_type()) : wantedType))
            type = i;
    }
    e.type = s(p.sample_type(type).type());
    e.unit = s(p.sample_type(type).unit());
    std::map<quint64, std::pair<QString, QString>> fn;
    for (const auto &f : p.function())
        fn[f.id()] = {s(f.name()).isEmpty() ? s(f.system_name()) : s(f.name()), s(f.filename())};
    std::map<quint64, std::vector<std::pair<QString, QString>>> loc; // innermost first
    for (const auto &l : p.location()) {
        auto &frames = loc[l.id()];
        for (const auto &line : l.line())
            frames.push_back(fn[line.function_id()]);
    }
    for (const auto &smp : p.sample()) {
        const qint64 v = smp.value(type);
        if (v == 0)
            continue;
        e.total += v;
        std::set<std::pair<QString, QString>> seen;
        for (quint64 id : smp.location_id())
            seen.insert(loc[id].begin(), loc[id].end());
        for (const auto &k : seen)
            e.inclusive[k] += v;
        if (smp.location_id_size() > 0 && !loc[smp.location_id(0)].empty())
            e.self[loc[smp.location_id(0)].front()] += v;
    }
    return e;
}

void TestSummaryCommand::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestSummaryCommand::json_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("sampleType"); // "" = the default
    QTest::addColumn<qint64>("samples");
    QTest::addColumn<QString>("totalText");
    QTest::newRow("go cpu") << "go-cpu-small.pb.gz" << QString() << qint64(381) << "3.81 s of CPU";
    QTest::newRow("go cpu, samples") << "go-cpu-small.pb.gz"
                                     << "samples" << qint64(381) << "381 samples";
    QTest::newRow("go heap") << "go-heap-small.pb.gz" << QString() << qint64(-1)
                             << "7.52 MiB in use";
    QTest::newRow("go heap, alloc_space") << "go-heap-small.pb.gz"
                                          << "alloc_space" << qint64(-1) << "13.7 GiB allocated";
    QTest::newRow("node heap") << "node-ddprof-heap.pb.gz" << QString() << qint64(-1)
                               << "70.8 MiB in use";
}

void TestSummaryCommand::json()
{
    QFETCH(QString, file);
    QFETCH(QString, sampleType);
    QFETCH(qint64, samples);
    QFETCH(QString, totalText);
    const QString path = test::dataPath(qPrintable(file));
    const Expected e = decode(test::readData(qPrintable(file)), sampleType);
    QVERIFY(e.total > 0);
    QStringList args{path, QStringLiteral("--json")};
    if (!sampleType.isEmpty())
        args << QStringLiteral("--sample-type") << sampleType;
    const Run r = run(args);
    QCOMPARE(r.code, 0);
    QCOMPARE(r.err, QString());
    QJsonParseError perr;
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8(), &perr).object();
    QCOMPARE(perr.error, QJsonParseError::NoError);
    for (const char *key : {"file", "sample_type", "sample_types", "total", "total_text", "samples",
                            "period", "verdict", "functions"})
        QVERIFY2(o.contains(QLatin1String(key)), key);
    QCOMPARE(o[QStringLiteral("file")].toString(), path);
    QCOMPARE(o[QStringLiteral("sample_type")][QStringLiteral("type")].toString(), e.type);
    QCOMPARE(o[QStringLiteral("sample_type")][QStringLiteral("unit")].toString(), e.unit);
    QStringList types;
    for (const QJsonValue &t : o[QStringLiteral("sample_types")].toArray())
        types << t[QStringLiteral("type")].toString() + QLatin1Char('/') +
                     t[QStringLiteral("unit")].toString();
    QCOMPARE(types, e.types);
    QCOMPARE(o[QStringLiteral("total")].toInteger(), e.total);
    QCOMPARE(o[QStringLiteral("total_text")].toString(), totalText);
    QCOMPARE(o[QStringLiteral("verdict")].toString(), QStringLiteral("normal"));
    if (samples >= 0)
        QCOMPARE(o[QStringLiteral("samples")].toInteger(), samples);
    QVERIFY(o[QStringLiteral("period")].toObject().contains(QStringLiteral("value")));

    const QJsonArray fns = o[QStringLiteral("functions")].toArray();
    QCOMPARE(size_t(fns.size()), e.inclusive.size()); // --json lists every function
    qint64 selfSum = 0;
    for (const QJsonValue &v : fns) {
        const std::pair<QString, QString> key{v[QStringLiteral("name")].toString(),
                                              v[QStringLiteral("file")].toString()};
        const qint64 self = v[QStringLiteral("self")].toInteger();
        const qint64 incl = v[QStringLiteral("inclusive")].toInteger();
        const qint64 largest = v[QStringLiteral("largest_subtree")].toInteger();
        const qint64 sites = v[QStringLiteral("sites")].toInteger();
        QVERIFY2(e.inclusive.count(key), qPrintable(key.first));
        QCOMPARE(self, e.self.count(key) ? e.self.at(key) : 0);
        QCOMPARE(incl, e.inclusive.at(key));
        QVERIFY(sites >= 1);
        QVERIFY(largest <= incl);
        QVERIFY(largest > 0);
        QVERIFY(largest * sites >= incl);
        selfSum += self;
    }
    QCOMPARE(selfSum, e.total);
    // Sorted by self, descending.
    for (qsizetype i = 1; i < fns.size(); ++i)
        QVERIFY(fns[i - 1][QStringLiteral("self")].toInteger() >=
                fns[i][QStringLiteral("self")].toInteger());
}

void TestSummaryCommand::topAndSort()
{
    const Run r = run({test::dataPath("go-heap-small.pb.gz"), QStringLiteral("--json"),
                       QStringLiteral("--top"), QStringLiteral("5"), QStringLiteral("--sort"),
                       QStringLiteral("inclusive")});
    QCOMPARE(r.code, 0);
    const QJsonArray fns =
        QJsonDocument::fromJson(r.out.toUtf8())[QStringLiteral("functions")].toArray();
    QCOMPARE(fns.size(), 5);
    for (qsizetype i = 1; i < fns.size(); ++i)
        QVERIFY(fns[i - 1][QStringLiteral("inclusive")].toInteger() >=
                fns[i][QStringLiteral("inclusive")].toInteger());
}

void TestSummaryCommand::text()
{
    const QString path = test::dataPath("go-cpu-small.pb.gz");
    const Run r = run({path, QStringLiteral("--top"), QStringLiteral("3")});
    QCOMPARE(r.code, 0);
    const QStringList lines = r.out.split(QLatin1Char('\n'));
    QCOMPARE(lines.value(0), path);
    QCOMPARE(lines.value(1),
             QStringLiteral("3.81 s of CPU (cpu, nanoseconds), 381 samples every 10 ms at 100 Hz"));
    QVERIFY(r.out.contains(QStringLiteral("Largest subtree")));
    QVERIFY(r.out.contains(QStringLiteral("more functions")));
}

void TestSummaryCommand::folded()
{
    const Run r = run({test::dataPath("perf-gxx.folded"), QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o[QStringLiteral("total")].toInteger(), 33552);
    QCOMPARE(o[QStringLiteral("total_text")].toString(), QStringLiteral("33,552 samples"));
    QCOMPARE(o[QStringLiteral("samples")].toInteger(), 33552);
}

void TestSummaryCommand::transforms()
{
    // handmade.folded without run: main;work 5, main;work;inner 3, main 2,
    // main;std::vector<…>::push_back 1, main;work;work;work 4 (by hand).
    const QString path = test::dataPath("handmade.folded");
    const Run r = run({path, QStringLiteral("--json"), QStringLiteral("--hide"),
                       QStringLiteral("^run$"), QStringLiteral("--collapse-recursion")});
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o[QStringLiteral("total")].toInteger(), 15);
    const QJsonArray transforms = o[QStringLiteral("transforms")].toArray();
    QCOMPARE(transforms.size(), 2);
    QCOMPARE(transforms[0].toObject()[QStringLiteral("kind")].toString(), QStringLiteral("hide"));
    QCOMPARE(transforms[0].toObject()[QStringLiteral("argument")].toString(),
             QStringLiteral("^run$"));
    QCOMPARE(transforms[1].toObject()[QStringLiteral("kind")].toString(),
             QStringLiteral("collapse-recursion"));
    QVERIFY(!o.contains(QStringLiteral("dropped_share")));
    // With work;work;work collapsed: work 9 self, 12 inclusive, one site.
    QMap<QString, QJsonObject> byName;
    for (const QJsonValue &f : o[QStringLiteral("functions")].toArray())
        byName.insert(f.toObject()[QStringLiteral("name")].toString(), f.toObject());
    QVERIFY(!byName.contains(QStringLiteral("run")));
    const QJsonObject work = byName.value(QStringLiteral("work"));
    QCOMPARE(work[QStringLiteral("self")].toInteger(), 9);
    QCOMPARE(work[QStringLiteral("inclusive")].toInteger(), 12);
    QCOMPARE(work[QStringLiteral("sites")].toInteger(), 1);
    QCOMPARE(work[QStringLiteral("largest_subtree_share")].toDouble(), 12.0 / 15.0);
    const QJsonObject main = byName.value(QStringLiteral("main"));
    QCOMPARE(main[QStringLiteral("self")].toInteger(), 2);
    QCOMPARE(main[QStringLiteral("largest_subtree_share")].toDouble(), 1.0);

    // Ignoring run drops 14 of 15; the share is said, and the verdict stays the original's.
    const Run ignored =
        run({path, QStringLiteral("--json"), QStringLiteral("--ignore"), QStringLiteral("run")});
    QCOMPARE(ignored.code, 0);
    const QJsonObject i = QJsonDocument::fromJson(ignored.out.toUtf8()).object();
    QCOMPARE(i[QStringLiteral("total")].toInteger(), 1);
    QCOMPARE(i[QStringLiteral("dropped_share")].toDouble(), 14.0 / 15.0);
    QCOMPARE(i[QStringLiteral("verdict")], o[QStringLiteral("verdict")]);

    const Run text = run({path, QStringLiteral("--ignore"), QStringLiteral("run")});
    QCOMPARE(text.code, 0);
    QVERIFY(text.out.contains(QStringLiteral("Subtree%")));
    QVERIFY2(text.out.contains(QStringLiteral("Transforms: ignore: run")), qPrintable(text.out));
    QVERIFY2(text.out.contains(QStringLiteral("93.3% of the total dropped")), qPrintable(text.out));
}

void TestSummaryCommand::exitCodes_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("errorNames"); // the single stderr line contains this
    const QString cpu = test::dataPath("go-cpu-small.pb.gz");
    const QString missing = QStringLiteral(HEARTH_TEST_DATA "/no-such-file.pb.gz");
    const QString s = QStringLiteral("--sort");
    QTest::newRow("no file") << QStringList() << 2 << "Usage";
    QTest::newRow("two files") << QStringList{cpu, cpu} << 2 << "Usage";
    QTest::newRow("unknown option")
        << QStringList{cpu, QStringLiteral("--frobnicate")} << 2 << "frobnicate";
    QTest::newRow("bad sort") << QStringList{cpu, s, QStringLiteral("size")} << 2 << "--sort";
    QTest::newRow("bad top") << QStringList{cpu, QStringLiteral("--top"), QStringLiteral("x")} << 2
                             << "--top";
    QTest::newRow("negative top") << QStringList{cpu, QStringLiteral("--top"), QStringLiteral("-1")}
                                  << 2 << "--top";
    QTest::newRow("unknown sample type")
        << QStringList{cpu, QStringLiteral("--sample-type"), QStringLiteral("wall")} << 2 << "wall";
    QTest::newRow("invalid --hide")
        << QStringList{cpu, QStringLiteral("--hide"), QStringLiteral("a(")} << 2 << "--hide";
    QTest::newRow("invalid --ignore after a valid --focus")
        << QStringList{cpu, QStringLiteral("--focus"), QStringLiteral("x"),
                       QStringLiteral("--ignore"), QStringLiteral("[")}
        << 2 << "--ignore: invalid regular expression '['";
    QTest::newRow("missing file") << QStringList{missing} << 3 << missing;
    QTest::newRow("not a profile")
        << QStringList{QStringLiteral(HEARTH_TEST_DATA)} << 3 << QStringLiteral(HEARTH_TEST_DATA);
}

void TestSummaryCommand::exitCodes()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, errorNames);
    const Run r = run(args);
    QCOMPARE(r.code, code);
    QCOMPARE(r.out, QString());
    QVERIFY2(r.err.contains(errorNames), qPrintable(r.err));
    if (code == 3)
        QCOMPARE(r.err.trimmed().count(QLatin1Char('\n')), 0);
}

void TestSummaryCommand::truncatedFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("cut.pb.gz"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(test::gzip(test::gunzip(test::readData("go-cpu-small.pb.gz")).left(20000)));
    f.close();
    const Run r = run({path});
    QCOMPARE(r.code, 3);
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1);
    QVERIFY2(r.err.startsWith(QStringLiteral("hearth: ") + path + QStringLiteral(": ")),
             qPrintable(r.err));
    QVERIFY2(r.err.contains(QStringLiteral("truncated at byte ")), qPrintable(r.err));
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestSummaryCommand)
#include "tst_summarycommand.moc"

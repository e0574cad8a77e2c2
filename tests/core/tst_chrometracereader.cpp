// SPDX-License-Identifier: MIT
#include "readertestsupport.h"
#include "testsupport.h"

#include "analysis/quantity.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <map>

namespace hearth {

using Kind = ParseError::Kind;

class TestChromeTraceReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void valid_data();
    void valid();
    void threads();
    void invalid_data();
    void invalid();
};

namespace {

struct Expected
{
    qint64 total = 0;
    test::Table self, inclusive;
};

// The rules again, from a QJsonDocument: a profile is the Profile and ProfileChunk events of
// one pid and id (a CpuProfile event is one whole), their nodes, samples and time deltas
// concatenated in file order; a sample weighs the time to the next (a negative gap nothing),
// the last one to endTime; `(root)` is no frame; a function is its name and its script.
Expected expectedOf(const QByteArray &json, const QString &profileId)
{
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    const QJsonArray events =
        doc.isArray() ? doc.array() : doc.object().value(QLatin1String("traceEvents")).toArray();
    test::CpuProfileNodes nodes;
    QJsonArray samples, deltas;
    qint64 start = 0, end = 0;
    for (const QJsonValue &ev : events) {
        const QJsonObject e = ev.toObject();
        const QString name = e.value(QLatin1String("name")).toString();
        const bool whole = name == QLatin1String("CpuProfile");
        if (name != QLatin1String("Profile") && name != QLatin1String("ProfileChunk") && !whole)
            continue;
        if (!whole && e.value(QLatin1String("id")).toString() != profileId)
            continue;
        const QJsonObject data =
            e.value(QLatin1String("args")).toObject().value(QLatin1String("data")).toObject();
        const QJsonObject cpu = data.value(QLatin1String("cpuProfile")).toObject();
        for (const QJsonObject &o : {data, cpu}) {
            if (o.contains(QLatin1String("startTime")) && name != QLatin1String("ProfileChunk"))
                start = o.value(QLatin1String("startTime")).toInteger();
            if (o.contains(QLatin1String("endTime")))
                end = o.value(QLatin1String("endTime")).toInteger();
            for (const QJsonValue &d : o.value(QLatin1String("timeDeltas")).toArray())
                deltas.append(d);
        }
        nodes.add(cpu.value(QLatin1String("nodes")).toArray());
        for (const QJsonValue &s : cpu.value(QLatin1String("samples")).toArray())
            samples.append(s);
    }
    std::vector<qint64> times;
    qint64 t = start;
    for (const QJsonValue &d : deltas)
        times.push_back(t += d.toInteger());
    Expected e;
    for (qsizetype i = 0; i < samples.size(); ++i) {
        const qint64 next = i + 1 < samples.size() ? times[size_t(i + 1)] : end;
        const qint64 w = std::max<qint64>(0, next - times[size_t(i)]);
        e.total += w;
        const QStringList frames = nodes.frames(samples[i].toInteger(), true);
        test::addStack(&e.self, &e.inclusive, frames.first(), frames, w);
    }
    return e;
}

// The old layout: one CpuProfile event holding a whole .cpuprofile.
QByteArray cpuProfileEvent()
{
    const QByteArray profile = test::readData("handmade.cpuprofile");
    return R"([{"name":"CpuProfile","ph":"I","pid":3,"tid":4,"ts":5,"args":{"data":{"cpuProfile":)" +
           profile + "}}}]";
}

} // namespace

void TestChromeTraceReader::valid_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("id");   // the profile's id in the trace
    QTest::addColumn<QString>("type"); // its sample type
    QTest::addColumn<qint64>("total"); // worked by hand

    const QByteArray trace = test::readData("handmade.trace.json");
    const QString main = QStringLiteral("wall: CrRendererMain (pid 41, tid 7)/microseconds");
    const QString worker =
        QStringLiteral("wall: DedicatedWorker thread (pid 41, tid 9)/microseconds");
    // Main: from its first sample at 1010 to endTime 1200. Worker: 40 + 40 + 0 (a negative
    // gap) + 15 + 20 + 80 (to endTime 1195).
    QTest::newRow("main thread") << trace << trace << "0x1" << main << qint64(190);
    QTest::newRow("worker") << trace << trace << "0x2" << worker << qint64(195);
    QTest::newRow("worker, gzip") << test::gzip(trace) << trace << "0x2" << worker << qint64(195);
    QTest::newRow("worker, zstd") << test::zstd(trace) << trace << "0x2" << worker << qint64(195);
    // The JSON Array Format: the events alone.
    const QJsonArray events =
        QJsonDocument::fromJson(trace).object().value(QLatin1String("traceEvents")).toArray();
    const QByteArray array = QJsonDocument(events).toJson(QJsonDocument::Compact);
    QTest::newRow("array form") << array << array << "0x2" << worker << qint64(195);
    const QByteArray old = cpuProfileEvent();
    QTest::newRow("a CpuProfile event")
        << old << old << QString() << "wall/microseconds" << qint64(98);
}

void TestChromeTraceReader::valid()
{
    QFETCH(QByteArray, data);
    QFETCH(QByteArray, json);
    QFETCH(QString, id);
    QFETCH(QString, type);
    QFETCH(qint64, total);
    const Expected want = expectedOf(json, id);
    QCOMPARE(want.total, total);
    const ProfileResult r = ProfileReader::readBytes(data, QStringLiteral("trace.json"));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(ProfileReader::sniff(json), ProfileReader::Format::ChromeTrace);
    const Profile::Ptr &p = r.profile;
    int t = -1;
    for (int i = 0; i < p->sampleTypes().size(); ++i)
        if (p->sampleTypes()[i].toString() == type)
            t = i;
    QVERIFY2(t >= 0, qPrintable(type));
    QCOMPARE(p->totalValue(t), total);
    const test::Weights got = test::readerWeights(p, t, 1, test::FunctionKey::NameAndFile);
    QCOMPARE(got.total, total);
    QCOMPARE(got.self, test::nonZero(want.self));
    QCOMPARE(got.inclusive, test::nonZero(want.inclusive));
    const QString phrase = Quantity::totalPhrase(p->totalValue(t), p->sampleTypes()[t]);
    QVERIFY2(phrase.contains(QLatin1String("wall")), qPrintable(phrase));
}

void TestChromeTraceReader::threads()
{
    // One sample type per thread, the one with the most time first; functions of the same
    // name in two scripts stay apart.
    const ProfileResult r = ProfileReader::readBytes(test::readData("handmade.trace.json"),
                                                     QStringLiteral("trace.json"));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.profile->sampleTypes().size(), 2);
    QCOMPARE(r.profile->defaultSampleType(), 1);
    int crunch = 0;
    for (const Function &f : r.profile->functions())
        crunch += f.name == QLatin1String("crunch \"numbers\"");
    QCOMPARE(crunch, 2);
    // The worker's mean interval: 195 µs over 6 samples.
    QCOMPARE(r.profile->period(), qint64(33));
}

void TestChromeTraceReader::invalid_data()
{
    test::addInvalidColumns();
    const QByteArray trace = test::readData("handmade.trace.json");
    QTest::newRow("no profile")
        << QByteArray(R"({"traceEvents":[{"name":"RunTask","ph":"X","pid":1,"tid":1}]})")
        << int(Kind::Malformed) << "no `Profile` or `ProfileChunk` events";
    QByteArray badSample = trace;
    badSample.replace("\"samples\":[5,6,5,2]", "\"samples\":[5,66,5,2]");
    QTest::newRow("a sample names no node")
        << badSample << int(Kind::Malformed) << "profile 1: sample 4 names node 66";
    QByteArray deltas = trace;
    deltas.replace("\"timeDeltas\":[20]", "\"timeDeltas\":[20,1]");
    QTest::newRow("a delta too many")
        << deltas << int(Kind::Malformed) << "profile 2: 6 samples but 7 time deltas";
    QByteArray parent = trace;
    parent.replace("\"id\":14,\"parent\":12", "\"id\":14,\"parent\":99");
    QTest::newRow("a parent that is no node") << parent << int(Kind::Malformed) << "a parent 99";
    QByteArray twice = trace;
    twice.replace("\"id\":14,", "\"id\":13,");
    QTest::newRow("an id twice") << twice << int(Kind::Malformed) << "node id 13 appears twice";
    QTest::newRow("cut") << trace.left(trace.indexOf("onmessage")) << int(Kind::Truncated)
                         << "Chrome trace: $.traceEvents[6].args.data.cpuProfile.nodes[1]";
    QTest::newRow("junk after") << trace + "]" << int(Kind::Malformed) << "data after the trace";
}

void TestChromeTraceReader::invalid()
{
    test::checkInvalidRow(QStringLiteral("bad.json"));
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestChromeTraceReader)
#include "tst_chrometracereader.moc"

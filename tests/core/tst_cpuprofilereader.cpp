// SPDX-License-Identifier: MIT
#include "readertestsupport.h"
#include "testsupport.h"

#include "analysis/profileheader.h"
#include "analysis/quantity.h"
#include "io/cpuprofilereader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <map>

namespace hearth {

using Kind = ParseError::Kind;

class TestCpuProfileReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void valid_data();
    void valid();
    void invalid_data();
    void invalid();
    void header();
};

namespace {

struct Expected
{
    qint64 total = 0;
    qint64 samples = 0;
    test::Table self, inclusive;
};

// The reader's rules computed again from a QJsonDocument, independently of it: a sample
// weighs the time to the next sample (the last: to endTime), negative gaps weigh nothing,
// `(root)` is not a frame, an anonymous function is `(anonymous LINE:COLUMN)`.
Expected expectedOf(const QByteArray &json)
{
    const QJsonObject o = QJsonDocument::fromJson(json).object();
    test::CpuProfileNodes nodes;
    nodes.add(o.value(QLatin1String("nodes")).toArray());
    const QJsonArray samples = o.value(QLatin1String("samples")).toArray();
    const QJsonArray deltas = o.value(QLatin1String("timeDeltas")).toArray();
    std::vector<qint64> times;
    qint64 t = o.value(QLatin1String("startTime")).toInteger();
    for (const QJsonValue &d : deltas)
        times.push_back(t += d.toInteger());
    Expected e;
    for (qsizetype i = 0; i < samples.size(); ++i) {
        const qint64 next = i + 1 < samples.size() ? times[size_t(i + 1)]
                                                   : o.value(QLatin1String("endTime")).toInteger();
        const qint64 w = std::max<qint64>(0, next - times[size_t(i)]);
        e.total += w;
        ++e.samples;
        const qint64 id = samples[i].toInteger();
        test::addStack(&e.self, &e.inclusive, nodes.function(id), nodes.frames(id, false), w);
    }
    return e;
}

} // namespace

void TestCpuProfileReader::valid_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<qint64>("knownTotal"); // worked by hand, or -1

    const QByteArray tiny = test::readData("node-tiny.cpuprofile");
    const QByteArray hand = test::readData("handmade.cpuprofile");
    QTest::newRow("node --cpu-prof") << tiny << tiny << qint64(-1);
    QTest::newRow("node --cpu-prof, gzip") << test::gzip(tiny) << tiny << qint64(-1);
    QTest::newRow("node --cpu-prof, zstd") << test::zstd(tiny) << tiny << qint64(-1);
    // 10 + 10 + 20 + 0 (a negative gap) + 13 + 10 + 30 + 5 (to endTime).
    QTest::newRow("handmade") << hand << hand << qint64(98);
    QByteArray bom = "\xef\xbb\xbf" + hand;
    QTest::newRow("utf-8 bom") << bom << hand << qint64(98);
    const QByteArray parentForm =
        R"J({"nodes":[{"id":1,"callFrame":{"functionName":"(root)","url":""}},
        {"id":3,"parent":2,"callFrame":{"functionName":"b","url":"x.js","lineNumber":3}},
        {"id":2,"parent":1,"callFrame":{"functionName":"a","url":"x.js"}}],
        "samples":[3,2,3],"timeDeltas":[0,7,5],"startTime":0,"endTime":20})J";
    QTest::newRow("parent ids, keys after nodes") << parentForm << parentForm << qint64(20);
    const QByteArray noSamples = R"J({"nodes":[],"samples":[],"timeDeltas":[]})J";
    QTest::newRow("no samples") << noSamples << noSamples << qint64(0);
}

void TestCpuProfileReader::valid()
{
    QFETCH(QByteArray, data);
    QFETCH(QByteArray, json);
    QFETCH(qint64, knownTotal);
    const Expected want = expectedOf(json);
    if (knownTotal >= 0)
        QCOMPARE(want.total, knownTotal);
    const ProfileResult r = ProfileReader::readBytes(data, QStringLiteral("t.cpuprofile"));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    const Profile &p = *r.profile;
    QCOMPARE(p.sampleTypes().size(), 1);
    QCOMPARE(p.sampleTypes()[0],
             (ValueType{QStringLiteral("wall"), QStringLiteral("microseconds")}));
    QCOMPARE(p.totalValue(0), want.total);
    QCOMPARE(qint64(p.sampleCount()), want.samples);
    const CallTree::Ptr tree = CallTree::build(r.profile, 0);
    QCOMPARE(tree->totalValue(), want.total);
    // Functions with no time are not rows: compare the ones with time.
    const test::Weights got = test::readerWeights(r.profile, 0, 1, test::FunctionKey::NameAndFile);
    QCOMPARE(got.self, test::nonZero(want.self));
    QCOMPARE(got.inclusive, test::nonZero(want.inclusive));
}

void TestCpuProfileReader::invalid_data()
{
    test::addInvalidColumns();

    const QByteArray hand = test::readData("handmade.cpuprofile");
    QTest::newRow("cut in a string")
        << hand.left(hand.indexOf("(idle)") + 3) << int(Kind::Truncated)
        << "Chrome cpuprofile: $.nodes[1].callFrame.functionName";
    QTest::newRow("cut after nodes")
        << hand.left(hand.indexOf("\"samples\"")) << int(Kind::Truncated) << "Chrome cpuprofile: $";
    QByteArray badSample = hand;
    badSample.replace("[8,13,13,", "[8,99,13,");
    QTest::newRow("a sample names no node")
        << badSample << int(Kind::Malformed) << "sample 1 names node 99";
    QByteArray badChild = hand;
    badChild.replace("[8,9,12]", "[8,9,42]");
    QTest::newRow("a child that is no node") << badChild << int(Kind::Malformed) << "child 42";
    QByteArray twice = hand;
    twice.replace("\"children\":[14]", "\"children\":[13]");
    QTest::newRow("two parents") << twice << int(Kind::Malformed) << "node 13 has two parents";
    QByteArray cycle = hand;
    cycle.replace("\"columnNumber\":0}}\n ]", "\"columnNumber\":0},\"children\":[9]}\n ]");
    QTest::newRow("a child with two parents") << cycle << int(Kind::Malformed) << "two parents";
    QTest::newRow("a cycle")
        << QByteArray(R"({"nodes":[{"id":1,"parent":2,"callFrame":{}},)"
                      R"({"id":2,"parent":1,"callFrame":{}}],"samples":[],"timeDeltas":[]})")
        << int(Kind::Malformed) << "is its own ancestor";
    QByteArray deltas = hand;
    deltas.replace("[5,10,10,20,-3,13,10,30]", "[5,10]");
    QTest::newRow("fewer deltas") << deltas << int(Kind::Malformed)
                                  << "8 samples but 2 time deltas";
    QByteArray notInt = hand;
    notInt.replace("\"id\":9,", "\"id\":\"nine\",");
    QTest::newRow("a string id") << notInt << int(Kind::Malformed)
                                 << "$.nodes[2].id: expected a number";
    QByteArray fraction = hand;
    fraction.replace("\"id\":9,", "\"id\":9.5,");
    QTest::newRow("a fractional id") << fraction << int(Kind::Malformed) << "not a whole number";
    // Found by fuzz_json: a whole number beyond qint64 was converted from double (undefined).
    QByteArray huge = hand;
    huge.replace("\"id\":9,", QByteArray("\"id\":" + QByteArray(90, '4') + ","));
    QTest::newRow("an id beyond 64 bits") << huge << int(Kind::Malformed) << "not a whole number";
    QTest::newRow("an id beyond 64 bits, as fuzz_json found it")
        << test::readData("fuzz-huge-id.cpuprofile") << int(Kind::Malformed)
        << "not a whole number";
    QByteArray exponent = hand;
    exponent.replace("\"id\":9,", "\"id\":1e30,");
    QTest::newRow("an id of 1e30") << exponent << int(Kind::Malformed) << "not a whole number";
    QTest::newRow("trailing junk")
        << hand + "}" << int(Kind::Malformed) << "data after the profile";
    QTest::newRow("no nodes") << QByteArray(R"({"callFrame":1,"samples":[]})")
                              << int(Kind::Malformed) << "no `nodes`";
    QTest::newRow("a node without a frame")
        << QByteArray(R"({"nodes":[{"id":1}],"samples":[],"timeDeltas":[],"x":"callFrame"})")
        << int(Kind::Malformed) << "without `callFrame`";
}

void TestCpuProfileReader::invalid()
{
    test::checkInvalidRow(QStringLiteral("bad.cpuprofile"), true);
}

void TestCpuProfileReader::header()
{
    // The header says wall time, never CPU.
    const ProfileResult r = ProfileReader::readBytes(test::readData("handmade.cpuprofile"),
                                                     QStringLiteral("h.cpuprofile"));
    QVERIFY(r.ok());
    const QString phrase =
        Quantity::totalPhrase(r.profile->totalValue(0), r.profile->sampleTypes()[0]);
    QVERIFY2(phrase.contains(QLatin1String("wall")), qPrintable(phrase));
    QVERIFY(!phrase.contains(QLatin1String("CPU")));
    QCOMPARE(r.profile->durationNanos(), qint64(100000));
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestCpuProfileReader)
#include "tst_cpuprofilereader.moc"

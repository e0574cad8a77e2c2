// SPDX-License-Identifier: MIT
#include "readertestsupport.h"
#include "testsupport.h"

#include "io/speedscopereader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>
#include <map>

namespace hearth {

using Kind = ParseError::Kind;

class TestSpeedscopeReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void valid_data();
    void valid();
    void invalid_data();
    void invalid();
};

namespace {

struct Expected
{
    QString type, unit;
    qint64 total = 0;
    test::Table self, inclusive; // by "name\tfile"
};

// Each profile computed again from a QJsonDocument, independently of the reader: sampled
// stacks weigh their weight, evented stacks the time between two events; times in
// nanoseconds, `none` as samples.
std::vector<Expected> expectedOf(const QByteArray &json)
{
    const QJsonObject o = QJsonDocument::fromJson(json).object();
    const QJsonArray frames =
        o.value(QLatin1String("shared")).toObject().value(QLatin1String("frames")).toArray();
    auto key = [&](qint64 f) -> QString {
        const QJsonObject fr = frames[f].toObject();
        return fr.value(QLatin1String("name")).toString() + QLatin1Char('\t') +
               fr.value(QLatin1String("file")).toString();
    };
    std::vector<Expected> out;
    for (const QJsonValue &pv : o.value(QLatin1String("profiles")).toArray()) {
        const QJsonObject p = pv.toObject();
        Expected e;
        const QString unit = p.value(QLatin1String("unit")).toString();
        const double scale = unit == QLatin1String("seconds")        ? 1e9
                             : unit == QLatin1String("milliseconds") ? 1e6
                             : unit == QLatin1String("microseconds") ? 1e3
                                                                     : 1;
        e.type = p.value(QLatin1String("name")).toString();
        e.unit = unit == QLatin1String("none")    ? QStringLiteral("count")
                 : unit == QLatin1String("bytes") ? QStringLiteral("bytes")
                                                  : QStringLiteral("nanoseconds");
        auto add = [&](const QList<qint64> &stack, double w) {
            const qint64 v = qint64(std::llround(w * scale));
            e.total += v;
            QStringList keys;
            for (qint64 f : stack)
                keys << key(f);
            test::addStack(&e.self, &e.inclusive, keys.last(), keys, v);
        };
        if (p.value(QLatin1String("type")).toString() == QLatin1String("sampled")) {
            const QJsonArray samples = p.value(QLatin1String("samples")).toArray();
            const QJsonArray weights = p.value(QLatin1String("weights")).toArray();
            for (qsizetype i = 0; i < samples.size(); ++i) {
                QList<qint64> stack;
                for (const QJsonValue &f : samples[i].toArray())
                    stack << f.toInteger();
                add(stack, weights[i].toDouble());
            }
        } else {
            // Sum the time per stack first, as a stack's time is one amount.
            std::map<QList<qint64>, double> time;
            QList<qint64> stack;
            double last = 0;
            for (const QJsonValue &ev : p.value(QLatin1String("events")).toArray()) {
                const QJsonObject x = ev.toObject();
                const double at = x.value(QLatin1String("at")).toDouble();
                if (!stack.isEmpty())
                    time[stack] += at - last;
                last = at;
                if (x.value(QLatin1String("type")).toString() == QLatin1String("O"))
                    stack << x.value(QLatin1String("frame")).toInteger();
                else
                    stack.removeLast();
            }
            for (const auto &[s, t] : time)
                add(s, t);
        }
        out.push_back(e);
    }
    return out;
}

} // namespace

void TestSpeedscopeReader::valid_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("defaultType");
    QTest::addColumn<QList<qint64>>("knownTotals"); // worked by hand

    const QByteArray hand = test::readData("handmade.speedscope.json");
    // 10 + 10 + 5 + 20 + 2.5 + 0.1 ms; 12 ms of events.
    const QList<qint64> totals{47600000, 12000000};
    QTest::newRow("sampled and evented") << hand << hand << 1 << totals;
    QTest::newRow("gzip") << test::gzip(hand) << hand << 1 << totals;
    QTest::newRow("zstd") << test::zstd(hand) << hand << 1 << totals;
    const QByteArray none =
        R"J({"shared":{"frames":[{"name":"a"},{"name":"b"}]},"profiles":[{"type":"sampled",
        "name":"n","unit":"none","startValue":0,"endValue":3,"samples":[[0,1],[0]],
        "weights":[2,1]}]})J";
    QTest::newRow("unit none: samples") << none << none << 0 << QList<qint64>{3};
    const QByteArray bytes =
        R"J({"shared":{"frames":[{"name":"alloc","file":"x.rb","line":4}]},"profiles":[
        {"type":"sampled","name":"heap","unit":"bytes","samples":[[0],[0]],"weights":[100,28]}]})J";
    QTest::newRow("bytes") << bytes << bytes << 0 << QList<qint64>{128};
}

void TestSpeedscopeReader::valid()
{
    QFETCH(QByteArray, data);
    QFETCH(QByteArray, json);
    QFETCH(int, defaultType);
    QFETCH(QList<qint64>, knownTotals);
    const std::vector<Expected> want = expectedOf(json);
    QCOMPARE(qsizetype(want.size()), knownTotals.size());
    const ProfileResult r = ProfileReader::readBytes(data, QStringLiteral("s.json"));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    const Profile::Ptr &p = r.profile;
    QCOMPARE(p->sampleTypes().size(), qsizetype(want.size()));
    QCOMPARE(p->defaultSampleType(), defaultType);
    for (int t = 0; t < int(want.size()); ++t) {
        const Expected &e = want[size_t(t)];
        QCOMPARE(e.total, knownTotals[t]);
        QCOMPARE(p->sampleTypes()[t].unit, e.unit);
        if (e.unit != QLatin1String("count") || want.size() > 1)
            QCOMPARE(p->sampleTypes()[t].type, e.type);
        QCOMPARE(p->totalValue(t), e.total);
        const test::Weights got = test::readerWeights(p, t, 1, test::FunctionKey::NameAndFile);
        QCOMPARE(got.self, test::nonZero(e.self));
        QCOMPARE(got.inclusive, test::nonZero(e.inclusive));
    }
}

void TestSpeedscopeReader::invalid_data()
{
    test::addInvalidColumns();

    const QByteArray hand = test::readData("handmade.speedscope.json");
    QTest::newRow("cut in the frames") << hand.left(hand.indexOf("parse")) << int(Kind::Truncated)
                                       << "speedscope: $.shared.frames[2].name";
    QByteArray badFrame = hand;
    badFrame.replace("[0,1,2],[0,1,2]", "[0,1,2],[0,9,2]");
    QTest::newRow("a frame index out of range")
        << badFrame << int(Kind::IndexOutOfRange) << "$.profiles[0]: samples[1]: frame 9 of 5";
    QByteArray weights = hand;
    weights.replace("0.0025,0.0001]", "0.0025]");
    QTest::newRow("fewer weights")
        << weights << int(Kind::IndexOutOfRange) << "6 samples but 5 weights";
    QByteArray type = hand;
    type.replace("\"type\":\"evented\"", "\"type\":\"other\"");
    QTest::newRow("unknown profile type")
        << type << int(Kind::Malformed) << "$.profiles[1]: a profile of type `other`";
    QByteArray close = hand;
    close.replace("{\"type\":\"C\",\"frame\":2,\"at\":7}", "{\"type\":\"C\",\"frame\":1,\"at\":7}");
    QTest::newRow("closing the wrong frame")
        << close << int(Kind::IndexOutOfRange) << "events[3]: closes frame 1";
    QByteArray back = hand;
    back.replace("\"at\":8},{\"type\":\"O\",\"frame\":3,\"at\":8}",
                 "\"at\":8},{\"type\":\"O\",\"frame\":3,\"at\":2}");
    QTest::newRow("time going back") << back << int(Kind::IndexOutOfRange) << "events[5]: at 2";
    QTest::newRow("no profiles") << QByteArray(R"({"shared":{"frames":[]},"$schema":"speedscope"})")
                                 << int(Kind::Malformed) << "speedscope: $: no `profiles`";
    QTest::newRow("a frame without a name")
        << QByteArray(R"({"shared":{"frames":[{"file":"a"}]},"profiles":[]})")
        << int(Kind::Malformed) << "$.shared.frames[0]: a frame without a `name`";
}

void TestSpeedscopeReader::invalid()
{
    test::checkInvalidRow(QStringLiteral("bad.json"), true);
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestSpeedscopeReader)
#include "tst_speedscopereader.moc"

// SPDX-License-Identifier: MIT
#include "readertestsupport.h"
#include "testsupport.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <map>

namespace hearth {

using Kind = ParseError::Kind;
using test::Table;

class TestGeckoReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void valid_data();
    void valid();
    void defaultThread();
    void invalid_data();
    void invalid();
};

namespace {

// A column of a table in either layout (QJsonDocument).
QJsonArray column(const QJsonObject &table, const QString &name)
{
    if (table.contains(name))
        return table.value(name).toArray();
    const QJsonObject schema = table.value(QLatin1String("schema")).toObject();
    if (!schema.contains(name))
        return {};
    const int i = schema.value(name).toInt();
    QJsonArray out;
    for (const QJsonValue &row : table.value(QLatin1String("data")).toArray())
        out.append(row.toArray().at(i));
    return out;
}

// Self and inclusive weight per name of one thread, straight from the JSON.
void weightsOf(const QByteArray &json, int thread, Table *self, Table *inclusive)
{
    const QJsonObject t = QJsonDocument::fromJson(json)
                              .object()
                              .value(QLatin1String("threads"))
                              .toArray()
                              .at(thread)
                              .toObject();
    QJsonArray strings = t.value(QLatin1String("stringArray")).toArray();
    if (strings.isEmpty())
        strings = t.value(QLatin1String("stringTable")).toArray();
    const QJsonObject stacks = t.value(QLatin1String("stackTable")).toObject();
    const QJsonObject frames = t.value(QLatin1String("frameTable")).toObject();
    const QJsonArray prefix = column(stacks, QStringLiteral("prefix"));
    const QJsonArray frameOf = column(stacks, QStringLiteral("frame"));
    const QJsonArray func = column(frames, QStringLiteral("func"));
    const QJsonArray location = column(frames, QStringLiteral("location"));
    const QJsonArray funcName =
        column(t.value(QLatin1String("funcTable")).toObject(), QStringLiteral("name"));
    auto nameOfFrame = [&](int f) {
        const int s = func.isEmpty() ? location[f].toInt() : funcName[func[f].toInt()].toInt();
        return strings[s].toString();
    };
    const QJsonObject samples = t.value(QLatin1String("samples")).toObject();
    const QJsonArray stack = column(samples, QStringLiteral("stack"));
    const QJsonArray weight = column(samples, QStringLiteral("weight"));
    for (qsizetype i = 0; i < stack.size(); ++i) {
        if (stack[i].isNull())
            continue;
        const qint64 w = weight.size() > i && !weight[i].isNull() ? weight[i].toInteger() : 1;
        QStringList frames; // leaf first
        for (int s = stack[i].toInt(); s >= 0; s = prefix[s].isNull() ? -1 : prefix[s].toInt())
            frames << nameOfFrame(frameOf[s].toInt());
        test::addStack(self, inclusive, frames.first(), frames, w);
    }
}

} // namespace

void TestGeckoReader::valid_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("thread");
    QTest::addColumn<QString>("type");
    QTest::addColumn<qint64>("each");  // the value of a weight of 1
    QTest::addColumn<qint64>("total"); // in weights, by hand

    const QByteArray columns = test::readData("handmade.gecko.json");
    const QByteArray schema = test::readData("handmade-schema.gecko.json");
    QByteArray traced = columns;
    traced.replace("[1, 3, 2], \"weightType\": \"samples\"",
                   "[1, 3, 2], \"weightType\": \"tracing-ms\"");
    QByteArray bytes = columns;
    bytes.replace("[1, 3, 2], \"weightType\": \"samples\"", "[1, 3, 2], \"weightType\": \"bytes\"");
    // An interval of 2 ms.
    QTest::newRow("columns, main")
        << columns << columns << 0 << "main (11)/nanoseconds" << qint64(2000000) << qint64(5);
    QTest::newRow("columns, worker")
        << columns << columns << 1 << "worker (12)/nanoseconds" << qint64(2000000) << qint64(6);
    QTest::newRow("columns, gzip") << test::gzip(columns) << columns << 1
                                   << "worker (12)/nanoseconds" << qint64(2000000) << qint64(6);
    QTest::newRow("tracing-ms") << traced << traced << 1 << "worker (12)/nanoseconds"
                                << qint64(1000000) << qint64(6);
    QTest::newRow("bytes") << bytes << bytes << 1 << "worker (12)/bytes" << qint64(1) << qint64(6);
    QTest::newRow("schema and data")
        << schema << schema << 0 << "GeckoMain (7)/nanoseconds" << qint64(1000000) << qint64(4);
}

void TestGeckoReader::valid()
{
    QFETCH(QByteArray, data);
    QFETCH(QByteArray, json);
    QFETCH(int, thread);
    QFETCH(QString, type);
    QFETCH(qint64, each);
    QFETCH(qint64, total);
    const ProfileResult r = ProfileReader::readBytes(data, QStringLiteral("profile.json"));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    const Profile::Ptr &p = r.profile;
    QVERIFY(thread < p->sampleTypes().size());
    QCOMPARE(p->sampleTypes()[thread].toString(), type);
    const test::Weights got = test::readerWeights(p, thread, each);
    QVERIFY(got.whole);
    Table wantSelf, wantIncl;
    weightsOf(json, thread, &wantSelf, &wantIncl);
    QCOMPARE(got.self, wantSelf);
    QCOMPARE(got.inclusive, wantIncl);
    QCOMPARE(p->totalValue(thread), total * each);
}

void TestGeckoReader::defaultThread()
{
    // The worker has 6 samples' weight, main 5: the worker shows first.
    const ProfileResult r =
        ProfileReader::readBytes(test::readData("handmade.gecko.json"), QStringLiteral("p.json"));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.profile->sampleTypes().size(), 2);
    QCOMPARE(r.profile->defaultSampleType(), 1);
    // Sampled every 2 ms: the worker's weights 1, 3 and 2 are 6 samples.
    QCOMPARE(r.profile->period(), qint64(2000000));
}

void TestGeckoReader::invalid_data()
{
    test::addInvalidColumns();
    const QByteArray columns = test::readData("handmade.gecko.json");
    QByteArray badStack = columns;
    badStack.replace("\"stack\": [2, 2, 1, 3,", "\"stack\": [2, 9, 1, 3,");
    QTest::newRow("a stack out of range")
        << badStack << int(Kind::Malformed) << "$.threads[0].samples: sample 1 has stack 9 of 4";
    QByteArray loop = columns;
    loop.replace("\"prefix\": [null, 0, 1, 0]", "\"prefix\": [null, 2, 1, 0]");
    QTest::newRow("a later prefix")
        << loop << int(Kind::Malformed) << "stack 1 has prefix 2, not an earlier stack";
    QByteArray badName = columns;
    badName.replace("\"name\": [0, 1, 2]", "\"name\": [0, 1, 7]");
    QTest::newRow("a name out of range")
        << badName << int(Kind::Malformed) << "function 2 has name 7 of 5 strings";
    QTest::newRow("no threads") << QByteArray(R"({"meta": {"interval": 1}, "threads": []})")
                                << int(Kind::Malformed) << "no `threads`";
    QTest::newRow("cut") << columns.left(columns.indexOf("\"worker\"")) << int(Kind::Truncated)
                         << "Firefox Profiler";
}

void TestGeckoReader::invalid()
{
    test::checkInvalidRow(QStringLiteral("bad.json"));
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestGeckoReader)
#include "tst_geckoreader.moc"

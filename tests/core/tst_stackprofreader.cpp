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

class TestStackprofReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void valid_data();
    void valid();
    void invalid_data();
    void invalid();
};

namespace {

// Self and inclusive sample counts per name straight from the JSON (QJsonDocument): from
// `raw` when there is one, else from the frames' own `samples`.
void countsOf(const QByteArray &json, Table *self, Table *inclusive)
{
    const QJsonObject doc = QJsonDocument::fromJson(json).object();
    const QJsonObject frames = doc.value(QLatin1String("frames")).toObject();
    auto nameOf = [&](const QJsonValue &id) {
        return frames.value(QString::number(id.toInteger()))
            .toObject()
            .value(QLatin1String("name"))
            .toString();
    };
    if (!doc.contains(QLatin1String("raw"))) {
        for (auto it = frames.begin(); it != frames.end(); ++it) {
            const QJsonObject f = it.value().toObject();
            const qint64 n = f.value(QLatin1String("samples")).toInteger();
            if (n) {
                (*self)[f.value(QLatin1String("name")).toString()] += n;
                (*inclusive)[f.value(QLatin1String("name")).toString()] += n;
            }
        }
        return;
    }
    const QJsonArray raw = doc.value(QLatin1String("raw")).toArray();
    for (qsizetype i = 0; i < raw.size();) {
        const qsizetype len = raw[i].toInteger();
        const qint64 count = raw[i + len + 1].toInteger();
        QStringList frames;
        for (qsizetype j = 1; j <= len; ++j)
            frames << nameOf(raw[i + j]);
        test::addStack(self, inclusive, nameOf(raw[i + len]), frames, count);
        i += len + 2;
    }
}

} // namespace

void TestStackprofReader::valid_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QByteArray>("json"); // the same, uncompressed
    QTest::addColumn<QString>("type");
    QTest::addColumn<qint64>("each"); // the value of one sample

    const QByteArray cpu = test::readData("handmade.stackprof.json");
    QByteArray wall = cpu;
    wall.replace("\"cpu\"", "\"wall\"");
    QByteArray object = cpu;
    object.replace("\"cpu\"", "\"object\"").replace("\"interval\": 1000", "\"interval\": 1");
    QByteArray everyTenth = object;
    everyTenth.replace("\"interval\": 1,", "\"interval\": 10,");
    QByteArray flat = cpu;
    flat.truncate(flat.indexOf(",\n  \"raw\""));
    flat += "}\n";
    QByteArray custom = cpu;
    custom.replace("\"cpu\"", "\"custom\"");

    // 1000 µs a sample.
    QTest::newRow("cpu") << cpu << cpu << "cpu/nanoseconds" << qint64(1000000);
    QTest::newRow("cpu, zstd") << test::zstd(cpu) << cpu << "cpu/nanoseconds" << qint64(1000000);
    QTest::newRow("wall") << wall << wall << "wall/nanoseconds" << qint64(1000000);
    QTest::newRow("object") << object << object << "objects/count" << qint64(1);
    QTest::newRow("object, every 10th")
        << everyTenth << everyTenth << "objects/count" << qint64(10);
    QTest::newRow("frames only") << flat << flat << "cpu/nanoseconds" << qint64(1000000);
    QTest::newRow("another mode") << custom << custom << "samples/count" << qint64(1);
}

void TestStackprofReader::valid()
{
    QFETCH(QByteArray, data);
    QFETCH(QByteArray, json);
    QFETCH(QString, type);
    QFETCH(qint64, each);
    const ProfileResult r = ProfileReader::readBytes(data, QStringLiteral("stackprof.json"));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    const Profile::Ptr &p = r.profile;
    QCOMPARE(p->sampleTypes().size(), 1);
    QCOMPARE(p->sampleTypes()[0].toString(), type);
    const test::Weights got = test::readerWeights(p, 0, each);
    QVERIFY(got.whole);
    Table wantSelf, wantIncl;
    countsOf(json, &wantSelf, &wantIncl);
    QCOMPARE(got.self, wantSelf);
    QCOMPARE(got.inclusive, wantIncl);
    qint64 samples = 0;
    for (const auto &[name, n] : wantSelf)
        samples += n;
    QCOMPARE(samples, 10);
    QCOMPARE(p->totalValue(0), samples * each);
}

void TestStackprofReader::invalid_data()
{
    test::addInvalidColumns();
    const QByteArray cpu = test::readData("handmade.stackprof.json");
    QByteArray unknown = cpu;
    unknown.replace("1, 70368744177664, 4]", "1, 12, 4]");
    QTest::newRow("a frame not in frames")
        << unknown << int(Kind::Malformed) << "$.raw[14]: frame 12 is not in `frames`";
    QByteArray longer = cpu;
    longer.replace("1, 70368744177664, 4]", "3, 70368744177664, 4]");
    QTest::newRow("a stack past the end")
        << longer << int(Kind::Malformed) << "runs past the end of `raw`";
    QTest::newRow("cut") << cpu.left(cpu.indexOf("\"raw\"")) << int(Kind::Truncated)
                         << "Ruby stackprof";
}

void TestStackprofReader::invalid()
{
    test::checkInvalidRow(QStringLiteral("bad.json"));
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestStackprofReader)
#include "tst_stackprofreader.moc"

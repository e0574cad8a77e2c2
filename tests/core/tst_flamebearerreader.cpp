// SPDX-License-Identifier: MIT
#include "readertestsupport.h"
#include "testsupport.h"

#include "io/flamebearerreader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <map>

namespace hearth {

using Kind = ParseError::Kind;
using test::Table;

class TestFlamebearerReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void valid_data();
    void valid();
    void invalid_data();
    void invalid();
};

namespace {

// Self per name straight from the levels (QJsonDocument), the root level left out: the
// reader's stacks must give the same selves.
Table selfOf(const QByteArray &json, int side)
{
    const QJsonObject fb =
        QJsonDocument::fromJson(json).object().value(QLatin1String("flamebearer")).toObject();
    const QJsonArray names = fb.value(QLatin1String("names")).toArray();
    const QJsonArray levels = fb.value(QLatin1String("levels")).toArray();
    const int width =
        levels.first().toArray().size() % 7 == 0 && levels.first().toArray().size() % 4 != 0 ? 7
                                                                                             : 4;
    Table t;
    for (qsizetype l = 1; l < levels.size(); ++l) {
        const QJsonArray level = levels[l].toArray();
        for (qsizetype j = 0; j < level.size(); j += width) {
            const qint64 self = level[j + 2 + 3 * side].toInteger();
            if (self)
                t[names[level[j + width - 1].toInt()].toString()] += self;
        }
    }
    return t;
}

} // namespace

void TestFlamebearerReader::valid_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("type");
    QTest::addColumn<int>("side");
    QTest::addColumn<qint64>("scale");
    QTest::addColumn<Table>("inclusive"); // in ticks, by hand

    const QByteArray one = test::readData("handmade.flamebearer.json");
    const QByteArray two = test::readData("handmade-diff.flamebearer.json");
    const Table inclusive{
        {QStringLiteral("main"), 100}, {QStringLiteral("foo"), 60}, {QStringLiteral("bar"), 40}};
    // 100 Hz: a tick is 10 ms of CPU.
    QTest::newRow("single") << one << one << "cpu/nanoseconds" << 0 << qint64(10000000)
                            << inclusive;
    QTest::newRow("single, gzip") << test::gzip(one) << one << "cpu/nanoseconds" << 0
                                  << qint64(10000000) << inclusive;
    QTest::newRow("diff, left") << two << two << "objects (left)/count" << 0 << qint64(1)
                                << Table{{QStringLiteral("main"), 10}, {QStringLiteral("foo"), 8}};
    QTest::newRow("diff, right") << two << two << "objects (right)/count" << 1 << qint64(1)
                                 << Table{{QStringLiteral("main"), 30},
                                          {QStringLiteral("foo"), 20},
                                          {QStringLiteral("bar"), 7}};
}

void TestFlamebearerReader::valid()
{
    QFETCH(QByteArray, data);
    QFETCH(QByteArray, json);
    QFETCH(QString, type);
    QFETCH(int, side);
    QFETCH(qint64, scale);
    QFETCH(Table, inclusive);
    const ProfileResult r = ProfileReader::readBytes(data, QStringLiteral("f.json"));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    const Profile::Ptr &p = r.profile;
    QVERIFY(side < p->sampleTypes().size());
    QCOMPARE(p->sampleTypes()[side].toString(), type);
    const test::Weights got = test::readerWeights(p, side, scale);
    QCOMPARE(got.self, selfOf(json, side));
    QCOMPARE(got.inclusive, inclusive);
    QCOMPARE(p->totalValue(side), got.total);
}

void TestFlamebearerReader::invalid_data()
{
    test::addInvalidColumns();
    const QByteArray one = test::readData("handmade.flamebearer.json");
    QByteArray badName = one;
    badName.replace("[0,10,10,3]", "[0,10,10,9]");
    QTest::newRow("a name out of range")
        << badName << int(Kind::Malformed) << "$.flamebearer.levels[3][3]: name 9 of 4 names";
    QByteArray outside = one;
    outside.replace("[0,10,10,3]", "[95,10,10,3]");
    QTest::newRow("a node outside its parents")
        << outside << int(Kind::Malformed) << "levels[3][0]: no node above it spans it";
    QByteArray odd = one;
    odd.replace("[0,10,10,3]", "[0,10,10]");
    QTest::newRow("not 4 numbers a node") << odd << int(Kind::Malformed) << "not a multiple of 4";
    QTest::newRow("cut") << one.left(one.indexOf("numTicks")) << int(Kind::Truncated)
                         << "Pyroscope flamebearer: $.flamebearer";
}

void TestFlamebearerReader::invalid()
{
    test::checkInvalidRow(QStringLiteral("bad.json"));
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestFlamebearerReader)
#include "tst_flamebearerreader.moc"

// SPDX-License-Identifier: MIT
#include "analysis/quantity.h"
#include "languagescope.h"

#include <QLocale>
#include <QTest>

namespace hearth {

using QKind = Quantity::Kind;

class TestQuantity : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void kindOf_data();
    void kindOf();
    void totalPhrase_data();
    void totalPhrase();
    void formatCell_data();
    void formatCell();
    void formatDuration_data();
    void formatDuration();
    void formatBytes_data();
    void formatBytes();
    void percent();
    void share_data();
    void share();
    void pluralForms_data();
    void pluralForms();
};

void TestQuantity::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestQuantity::kindOf_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<int>("kind");
    QTest::newRow("cpu") << "cpu"
                         << "nanoseconds" << int(QKind::Time);
    QTest::newRow("wall ms") << "wall"
                             << "milliseconds" << int(QKind::Time);
    QTest::newRow("bytes") << "inuse_space"
                           << "bytes" << int(QKind::Bytes);
    QTest::newRow("samples") << "samples"
                             << "count" << int(QKind::Samples);
    QTest::newRow("sample (node)") << "sample"
                                   << "count" << int(QKind::Samples);
    QTest::newRow("objects") << "inuse_objects"
                             << "count" << int(QKind::Count);
    QTest::newRow("contentions") << "contentions"
                                 << "count" << int(QKind::Count);
    QTest::newRow("unknown unit") << "x"
                                  << "furlongs" << int(QKind::Other);
    QTest::newRow("nothing") << ""
                             << "" << int(QKind::Other);
}

void TestQuantity::kindOf()
{
    QFETCH(QString, type);
    QFETCH(QString, unit);
    QFETCH(int, kind);
    QCOMPARE(int(Quantity::kindOf({type, unit})), kind);
}

void TestQuantity::totalPhrase_data()
{
    QTest::addColumn<qint64>("value");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("text");
    QTest::newRow("cpu ns") << qint64(2240000000) << "cpu"
                            << "nanoseconds"
                            << "2.24 s of CPU";
    QTest::newRow("cpu ms") << qint64(2240) << "cpu"
                            << "milliseconds"
                            << "2.24 s of CPU";
    QTest::newRow("cpu minutes") << qint64(391000000000) << "cpu"
                                 << "nanoseconds"
                                 << "6 min 31 s of CPU";
    QTest::newRow("wall") << qint64(45124350000) << "wall"
                          << "nanoseconds"
                          << "45.1 s of wall time";
    QTest::newRow("inuse bytes") << qint64(7884819) << "inuse_space"
                                 << "bytes"
                                 << "7.52 MiB in use";
    QTest::newRow("412 MiB") << qint64(412) * 1024 * 1024 << "inuse_space"
                             << "bytes"
                             << "412 MiB in use";
    QTest::newRow("alloc bytes") << qint64(14708259146) << "alloc_space"
                                 << "bytes"
                                 << "13.7 GiB allocated";
    QTest::newRow("objects") << qint64(5371) << "inuse_objects"
                             << "count"
                             << "5,371 objects in use";
    QTest::newRow("samples") << qint64(381) << "samples"
                             << "count"
                             << "381 samples";
    QTest::newRow("other unit") << qint64(12) << "x"
                                << "furlongs"
                                << "12 furlongs";
}

void TestQuantity::totalPhrase()
{
    QFETCH(qint64, value);
    QFETCH(QString, type);
    QFETCH(QString, unit);
    QFETCH(QString, text);
    const QString got = Quantity::totalPhrase(value, {type, unit});
    QCOMPARE(got, text);
    // "samples" only where the unit really is a count of samples.
    QCOMPARE(got.contains(QStringLiteral("sample")),
             Quantity::kindOf({type, unit}) == QKind::Samples);
}

void TestQuantity::formatCell_data()
{
    QTest::addColumn<qint64>("value");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("text");
    QTest::newRow("cpu") << qint64(810000000) << "cpu"
                         << "nanoseconds"
                         << "810 ms";
    QTest::newRow("bytes") << qint64(2048) << "alloc_space"
                           << "bytes"
                           << "2 KiB";
    QTest::newRow("samples bare") << qint64(1234) << "samples"
                                  << "count"
                                  << "1,234";
    QTest::newRow("objects bare") << qint64(1234) << "alloc_objects"
                                  << "count"
                                  << "1,234";
}

void TestQuantity::formatCell()
{
    QFETCH(qint64, value);
    QFETCH(QString, type);
    QFETCH(QString, unit);
    QFETCH(QString, text);
    QCOMPARE(Quantity::formatCell(value, {type, unit}), text);
}

void TestQuantity::formatDuration_data()
{
    QTest::addColumn<qint64>("nanos");
    QTest::addColumn<QString>("text");
    QTest::newRow("ns") << qint64(999) << "999 ns";
    QTest::newRow("µs") << qint64(1500) << QString::fromUtf8("1.5 \xc2\xb5s");
    QTest::newRow("10 ms") << qint64(10000000) << "10 ms";
    QTest::newRow("2.24 s") << qint64(2240000000) << "2.24 s";
    QTest::newRow("59.9 s") << qint64(59900000000) << "59.9 s";
    QTest::newRow("minutes") << qint64(391000000000) << "6 min 31 s";
    QTest::newRow("hours") << qint64(3600) * 1000000000 * 2 + qint64(60) * 1000000000 * 5
                           << "2 h 5 min";
    QTest::newRow("negative") << qint64(-2500000000) << "-2.5 s";
    QTest::newRow("negative minutes") << qint64(-120) * 1000000000 << "-2 min 0 s";
}

void TestQuantity::formatDuration()
{
    QFETCH(qint64, nanos);
    QFETCH(QString, text);
    QCOMPARE(Quantity::formatDuration(nanos), text);
}

void TestQuantity::formatBytes_data()
{
    QTest::addColumn<qint64>("bytes");
    QTest::addColumn<QString>("text");
    QTest::newRow("512 B") << qint64(512) << "512 B";
    QTest::newRow("1023 B") << qint64(1023) << "1,023 B";
    QTest::newRow("1 KiB") << qint64(1024) << "1 KiB";
    QTest::newRow("1.5 KiB") << qint64(1536) << "1.5 KiB";
    QTest::newRow("7.52 MiB") << qint64(7884819) << "7.52 MiB";
    QTest::newRow("GiB") << (qint64(3) << 30) << "3 GiB";
    QTest::newRow("negative") << qint64(-2048) << "-2 KiB";
    QTest::newRow("max") << qint64(9223372036854775807) << "8,192 PiB";
}

void TestQuantity::formatBytes()
{
    QFETCH(qint64, bytes);
    QFETCH(QString, text);
    QCOMPARE(Quantity::formatBytes(bytes), text);
}

void TestQuantity::percent()
{
    QCOMPARE(Quantity::percent(183, 1000), QStringLiteral("18.3%"));
    QCOMPARE(Quantity::percent(1, 3), QStringLiteral("33.3%"));
    QCOMPARE(Quantity::percent(5, 0), QString::fromUtf8("\xe2\x80\x93"));
}

void TestQuantity::share_data()
{
    QTest::addColumn<qint64>("part");
    QTest::addColumn<qint64>("whole");
    QTest::addColumn<QString>("expected");
    QTest::newRow("a plain share") << qint64(183) << qint64(1000) << QStringLiteral("18.3%");
    QTest::newRow("nothing") << qint64(0) << qint64(1000) << QStringLiteral("0.0%");
    QTest::newRow("everything") << qint64(1000) << qint64(1000) << QStringLiteral("100.0%");
    QTest::newRow("a sliver is not nothing")
        << qint64(3) << qint64(8750000) << QStringLiteral("<0.1%");
    QTest::newRow("all but a sliver is not everything")
        << qint64(8746800) << qint64(8750000) << QStringLiteral(">99.9%");
    QTest::newRow("rounds to 0.1") << qint64(6) << qint64(10000) << QStringLiteral("0.1%");
    QTest::newRow("rounds to 99.9") << qint64(9994) << qint64(10000) << QStringLiteral("99.9%");
    QTest::newRow("no whole") << qint64(5) << qint64(0) << QString::fromUtf8("\xe2\x80\x93");
}

void TestQuantity::share()
{
    QFETCH(qint64, part);
    QFETCH(qint64, whole);
    QFETCH(QString, expected);
    QCOMPARE(Quantity::share(part, whole), expected);
}

void TestQuantity::pluralForms_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<qint64>("value");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("expected");
    const QString samples = QStringLiteral("samples");
    const QString objects = QStringLiteral("alloc_objects");
    QTest::newRow("en 1 sample") << "en" << qint64(1) << samples << "1 sample";
    QTest::newRow("en 2 samples") << "en" << qint64(2) << samples << "2 samples";
    QTest::newRow("en 0 samples") << "en" << qint64(0) << samples << "0 samples";
    QTest::newRow("en 1,204 samples") << "en" << qint64(1204) << samples << "1,204 samples";
    QTest::newRow("en beyond int")
        << "en" << qint64(3'000'000'001) << samples << "3,000,000,001 samples";
    QTest::newRow("en 1 object") << "en" << qint64(1) << objects << "1 object";
    QTest::newRow("en 2 objects") << "en" << qint64(2) << objects << "2 objects";
    QTest::newRow("de 1 sample") << "de" << qint64(1) << samples << "1 Stichprobe";
    QTest::newRow("de 2 samples") << "de" << qint64(2) << samples << "2 Stichproben";
    QTest::newRow("de 1.204 samples") << "de" << qint64(1204) << samples << "1.204 Stichproben";
    QTest::newRow("de beyond int")
        << "de" << qint64(3'000'000'001) << samples << "3.000.000.001 Stichproben";
    QTest::newRow("de 1 object") << "de" << qint64(1) << objects << "1 Objekt";
    QTest::newRow("de 2 objects") << "de" << qint64(2) << objects << "2 Objekte";
}

void TestQuantity::pluralForms()
{
    QFETCH(QString, language);
    QFETCH(qint64, value);
    QFETCH(QString, type);
    const test::LanguageScope scope(language);
    QVERIFY(scope.loaded());
    QTEST(Quantity::format(value, {type, QStringLiteral("count")}), "expected");
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestQuantity)
#include "tst_quantity.moc"

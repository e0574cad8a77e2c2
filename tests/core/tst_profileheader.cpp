// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "analysis/profileheader.h"
#include "io/collapsedreader.h"
#include "io/pprofreader.h"
#include "io/profilereader.h"
#include "languagescope.h"

#include <QLocale>
#include <QTest>

namespace hearth {

class TestProfileHeader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void realFiles_data();
    void realFiles();
    void folded();
    void fallbackNote();
    void implausiblePeriods_data();
    void implausiblePeriods();
    void pluralForms_data();
    void pluralForms();
};

void TestProfileHeader::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestProfileHeader::realFiles_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("type");
    QTest::addColumn<QString>("text");
    QTest::newRow("go cpu")
        << "go-cpu-small.pb.gz" << 1
        << "3.81 s of CPU (cpu, nanoseconds), 381 samples every 10 ms at 100 Hz";
    QTest::newRow("go cpu, sample counts")
        << "go-cpu-small.pb.gz" << 0 << "381 samples (samples, count), every 10 ms at 100 Hz";
    QTest::newRow("go heap in use")
        << "go-heap-small.pb.gz" << 3
        << "7.52 MiB in use (inuse_space, bytes), sampled every 512 KiB";
    QTest::newRow("go heap objects")
        << "go-heap-small.pb.gz" << 2
        << "5,371 objects in use (inuse_objects, count), sampled every "
           "512 KiB";
}

void TestProfileHeader::realFiles()
{
    QFETCH(QString, file);
    QFETCH(int, type);
    QFETCH(QString, text);
    const ProfileResult r = ProfileReader::readFile(test::dataPath(qPrintable(file)));
    QVERIFY(r.ok());
    const CallTree::Ptr tree = CallTree::build(r.profile, type);
    const QString header = ProfileHeader::text(*tree, SampleVerdict::of(*tree));
    QCOMPARE(header, text);
    QCOMPARE(ProfileHeader::fallbackNote(*r.profile), QString());
}

void TestProfileHeader::folded()
{
    const ProfileResult r = CollapsedReader::parse("a;b 3\na;c 4\n");
    const CallTree::Ptr tree = CallTree::build(r.profile, 0);
    QCOMPARE(ProfileHeader::text(*tree, SampleVerdict::of(*tree)),
             QStringLiteral("7 samples (samples, count)"));
}

void TestProfileHeader::fallbackNote()
{
    test::PprofMaker m;
    m.sampleType("alloc_space", "bytes");
    m.sampleType("inuse_space", "bytes");
    m.sample({m.frame("f")}, {2048, 0});
    const ProfileResult r = PprofReader::parse(m.bytes());
    QVERIFY(r.ok());
    QCOMPARE(r.profile->defaultSampleType(), 0);
    const QString note = ProfileHeader::fallbackNote(*r.profile);
    QVERIFY2(note.contains(QStringLiteral("inuse_space")), qPrintable(note));
    QVERIFY2(note.contains(QStringLiteral("alloc_space")), qPrintable(note));
    const CallTree::Ptr tree = CallTree::build(r.profile, r.profile->defaultSampleType());
    QCOMPARE(ProfileHeader::text(*tree, SampleVerdict::of(*tree)),
             QStringLiteral("2 KiB allocated (alloc_space, bytes)"));
}

void TestProfileHeader::implausiblePeriods_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("periodUnit");
    QTest::addColumn<qint64>("period");
    QTest::addColumn<qint64>("value"); // of each of the 3 samples
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("samples");
    // Plausible: the count and the rate are derived.
    QTest::newRow("100 Hz") << "cpu"
                            << "nanoseconds"
                            << "nanoseconds" << qint64(10'000'000) << qint64(20'000'000)
                            << "60 ms of CPU (cpu, nanoseconds), 6 samples every 10 ms at 100 Hz"
                            << qint64(6);
    QTest::newRow("100 kHz, the edge")
        << "cpu"
        << "nanoseconds"
        << "nanoseconds" << qint64(10'000) << qint64(20'000)
        << "60 µs of CPU (cpu, nanoseconds), 6 samples every 10 µs at 100000 Hz" << qint64(6);
    // Node agent: period 1 µs. No 39,670,000 samples at 1000000 Hz.
    QTest::newRow("Node 1 us")
        << "wall"
        << "microseconds"
        << "microseconds" << qint64(1) << qint64(20'000)
        << "60 ms of wall time (wall, microseconds); the file's period (1 µs) is not a "
           "sampling period"
        << qint64(3);
    // .NET agent: 1 ns.
    QTest::newRow(".NET 1 ns") << "cpu"
                               << "nanoseconds"
                               << "nanoseconds" << qint64(1) << qint64(20'000'000)
                               << "60 ms of CPU (cpu, nanoseconds); the file's period (1 ns) is "
                                  "not a sampling period"
                               << qint64(3);
    // Python and Ruby agents: 10^9 ms, "every 277 h 46 min".
    QTest::newRow("Python 1e9 ms")
        << "cpu"
        << "nanoseconds"
        << "milliseconds" << qint64(1'000'000'000) << qint64(20'000'000)
        << "60 ms of CPU (cpu, nanoseconds); the file's period (277 h 46 min) is not a "
           "sampling period"
        << qint64(3);
}

void TestProfileHeader::implausiblePeriods()
{
    QFETCH(QString, type);
    QFETCH(QString, unit);
    QFETCH(QString, periodUnit);
    QFETCH(qint64, period);
    QFETCH(qint64, value);
    QFETCH(QString, text);
    QFETCH(qint64, samples);
    test::PprofMaker m;
    m.sampleType(type.toStdString(), unit.toStdString());
    m.period(type.toStdString(), periodUnit.toStdString(), period);
    const quint64 main = m.frame("main");
    m.sample({m.frame("a"), main}, {value});
    m.sample({m.frame("b"), main}, {value});
    m.sample({main}, {value});
    const ProfileResult r = PprofReader::parse(m.bytes());
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    const CallTree::Ptr tree = CallTree::build(r.profile, 0);
    const SampleVerdict v = SampleVerdict::of(*tree);
    QCOMPARE(ProfileHeader::text(*tree, v), text);
    QCOMPARE(v.samples, samples);
}

void TestProfileHeader::pluralForms_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<qint64>("samples");
    QTest::addColumn<QString>("expected");
    QTest::newRow("en 1") << "en" << qint64(1)
                          << "20 ms of CPU (cpu, nanoseconds), 1 sample every 10 ms at 100 Hz";
    QTest::newRow("en 2") << "en" << qint64(2)
                          << "20 ms of CPU (cpu, nanoseconds), 2 samples every 10 ms at 100 Hz";
    QTest::newRow("en 1,000") << "en" << qint64(1000)
                              << "20 ms of CPU (cpu, nanoseconds), 1,000 samples every 10 ms at "
                                 "100 Hz";
    QTest::newRow("de 1") << "de" << qint64(1)
                          << "20 ms CPU (cpu, nanoseconds), 1 Stichprobe alle 10 ms bei 100 Hz";
    QTest::newRow("de 2") << "de" << qint64(2)
                          << "20 ms CPU (cpu, nanoseconds), 2 Stichproben alle 10 ms bei 100 Hz";
    QTest::newRow("de 1.000") << "de" << qint64(1000)
                              << "20 ms CPU (cpu, nanoseconds), 1.000 Stichproben alle 10 ms bei "
                                 "100 Hz";
}

void TestProfileHeader::pluralForms()
{
    QFETCH(QString, language);
    QFETCH(qint64, samples);
    const test::LanguageScope scope(language);
    QVERIFY(scope.loaded());
    test::PprofMaker m;
    m.sampleType("cpu", "nanoseconds");
    m.period("cpu", "nanoseconds", 10'000'000);
    m.sample({m.frame("main")}, {20'000'000});
    const ProfileResult r = PprofReader::parse(m.bytes());
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    SampleVerdict v;
    v.samples = samples;
    v.intervalNanos = 10'000'000;
    QTEST(ProfileHeader::text(*r.profile, 0, 20'000'000, v), "expected");
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestProfileHeader)
#include "tst_profileheader.moc"

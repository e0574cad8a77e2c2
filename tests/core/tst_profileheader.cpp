#include "testsupport.h"

#include "analysis/profileheader.h"
#include "io/collapsedreader.h"
#include "io/pprofreader.h"
#include "io/profilereader.h"

#include <QLocale>
#include <QTest>

namespace hearth {

class TestProfileHeader : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void realFiles_data();
    void realFiles();
    void folded();
    void fallbackNote();
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

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestProfileHeader)
#include "tst_profileheader.moc"

// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "analysis/calltree.h"
#include "analysis/functiontable.h"
#include "analysis/profileheader.h"
#include "analysis/sampleverdict.h"
#include "io/collapsedwriter.h"
#include "io/profilereader.h"

#include <QTemporaryDir>
#include <QTest>

namespace hearth {

// Reading only some sample types (ReadOptions::sampleTypes) against reading them all: for
// the types read, every answer must be the same.
class TestSampleTypeChoice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void find_data();
    void find();
    void selectiveMatchesFull_data();
    void selectiveMatchesFull();
    void namedAndDefault_data();
    void namedAndDefault();
    void unknownNameKeepsNoStacks();
    void emptyDefaultIsReadAgain();
    void severalTypes();
    void noSampleTypes();
};

namespace {

const char *const kFiles[] = {"go-cpu-small.pb.gz", "go-heap-small.pb.gz", "node-ddprof-heap.pb.gz",
                              "handmade.pb"};

Profile::Ptr read(const QString &path, const SampleTypeChoice &choice)
{
    ReadOptions o;
    o.sampleTypes = choice;
    const ProfileResult r = ProfileReader::readFile(path, o);
    if (!r.ok())
        qWarning() << r.error.toString();
    return r.profile;
}

// Everything the summary, the views and the flame graph show of one tree.
QString describe(const CallTree &t)
{
    QString s;
    for (quint32 n = 0; n < t.nodeCount(); ++n) {
        s += QStringLiteral("%1 %2 %3 %4 %5 %6 %7\n")
                 .arg(t.name(n))
                 .arg(t.parent(n))
                 .arg(t.subtreeEnd(n))
                 .arg(t.depth(n))
                 .arg(t.self(n))
                 .arg(t.total(n))
                 .arg(t.function(n) == CallTree::NoFunction
                          ? QString()
                          : t.profile().functions()[t.function(n)].file);
    }
    const SampleVerdict v = SampleVerdict::of(t);
    s += ProfileHeader::text(t, v) + QLatin1Char('\n') + SampleVerdict::kindName(v.kind) +
         QString::number(v.samples) + QLatin1Char(' ') + QString::number(v.depth) +
         QLatin1Char(' ') + QString::number(t.sampleRecords()) + QLatin1Char('\n');
    const FunctionTable table = FunctionTable::compute(t);
    for (const FunctionStats &r : table.sorted(t.profile(), FunctionTable::SortKey::Self))
        s += QStringLiteral("%1 %2 %3 %4 %5\n")
                 .arg(t.profile().functions()[r.function].name)
                 .arg(r.self)
                 .arg(r.largestSubtree)
                 .arg(r.sites)
                 .arg(r.inclusive);
    s += QString::fromUtf8(CollapsedWriter::toBytes(t));
    return s;
}

// Label filters worth trying on a profile: for each key, a few of its values and "absent".
QList<SampleFilter> filtersOf(const Profile &p)
{
    QMap<QString, QSet<QString>> values;
    for (quint32 s = 0; s < p.sampleCount(); ++s) {
        for (const Label &l : p.sampleLabels(s)) {
            QSet<QString> &v = values[p.strings()[l.key]];
            if (l.str != 0 && v.size() < 3)
                v.insert(p.strings()[l.str]);
        }
    }
    QList<SampleFilter> out{SampleFilter::all()};
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        out << SampleFilter::labelAbsent(it.key());
        for (const QString &v : it.value())
            out << SampleFilter::labelEquals(it.key(), v);
        if (it.value().size() > 1)
            out << SampleFilter::labelIn(it.key(), it.value());
    }
    return out;
}

} // namespace

void TestSampleTypeChoice::find_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("index");
    QTest::newRow("type") << "inuse_space" << 3;
    QTest::newRow("type/unit") << "alloc_space/bytes" << 1;
    QTest::newRow("index") << "2" << 2;
    QTest::newRow("index out of range") << "4" << -1;
    QTest::newRow("wrong unit") << "inuse_space/count" << -1;
    QTest::newRow("unknown") << "cpu" << -1;
}

void TestSampleTypeChoice::find()
{
    QFETCH(QString, name);
    QFETCH(int, index);
    const QList<ValueType> types{{QStringLiteral("alloc_objects"), QStringLiteral("count")},
                                 {QStringLiteral("alloc_space"), QStringLiteral("bytes")},
                                 {QStringLiteral("inuse_objects"), QStringLiteral("count")},
                                 {QStringLiteral("inuse_space"), QStringLiteral("bytes")}};
    QCOMPARE(SampleTypeChoice::find(types, name), index);
    QList<bool> chosen(types.size(), false);
    if (index >= 0)
        chosen[index] = true;
    QCOMPARE(SampleTypeChoice::named(name).chosen(types, 3), chosen);
    QCOMPARE(SampleTypeChoice::all().chosen(types, 3), QList<bool>(4, true));
    QCOMPARE(SampleTypeChoice::defaultType().chosen(types, 3),
             (QList<bool>{false, false, false, true}));
}

void TestSampleTypeChoice::selectiveMatchesFull_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("type");
    for (const char *f : kFiles) {
        const Profile::Ptr p = read(test::dataPath(f), SampleTypeChoice::all());
        QVERIFY(p);
        for (int t = 0; t < p->sampleTypes().size(); ++t)
            QTest::addRow("%s %s", f, qPrintable(p->sampleTypes()[t].type))
                << QString::fromLatin1(f) << t;
    }
}

void TestSampleTypeChoice::selectiveMatchesFull()
{
    QFETCH(QString, file);
    QFETCH(int, type);
    const QString path = test::dataPath(file.toLatin1().constData());
    const Profile::Ptr full = read(path, SampleTypeChoice::all());
    const Profile::Ptr one = read(path, SampleTypeChoice::types({type}));
    QVERIFY(full && one);
    QVERIFY(full->hasAllStacks());
    QVERIFY(one->hasStacksFor(type));
    QVERIFY(one->sampleCount() <= full->sampleCount());

    // Every type's total and record count, whether its stacks were read or not.
    QCOMPARE(one->sampleTypes(), full->sampleTypes());
    for (int t = 0; t < full->sampleTypes().size(); ++t) {
        QCOMPARE(one->totalValue(t), full->totalValue(t));
        QCOMPARE(one->sampleRecordCount(t), full->sampleRecordCount(t));
        if (t != type)
            QCOMPARE(one->hasStacksFor(t), false);
    }
    QCOMPARE(one->defaultSampleType(), full->defaultSampleType());
    QCOMPARE(one->defaultSampleTypeFellBack(), full->defaultSampleTypeFellBack());
    QCOMPARE(one->declaredDefaultSampleType(), full->declaredDefaultSampleType());
    QCOMPARE(ProfileHeader::fallbackNote(*one), ProfileHeader::fallbackNote(*full));
    quint64 records = 0;
    for (quint32 s = 0; s < full->sampleCount(); ++s)
        records += full->sampleValue(s, type) != 0 ? full->sampleRecords(s) : 0;
    QCOMPARE(full->sampleRecordCount(type), records);

    // The tree, verdict, header, table and folded stacks, unfiltered and by every label.
    for (const SampleFilter &f : filtersOf(*full)) {
        const CallTree::Ptr a = CallTree::build(full, type, f);
        const CallTree::Ptr b = CallTree::build(one, type, f);
        QCOMPARE(describe(*b), describe(*a));
    }
}

void TestSampleTypeChoice::namedAndDefault_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("name"); // empty: the default type
    QTest::addColumn<int>("type");
    QTest::newRow("heap default") << "go-heap-small.pb.gz" << QString() << 3;
    QTest::newRow("heap by name") << "go-heap-small.pb.gz"
                                  << "alloc_space" << 1;
    QTest::newRow("heap by type/unit") << "go-heap-small.pb.gz"
                                       << "inuse_objects/count" << 2;
    QTest::newRow("heap by index") << "go-heap-small.pb.gz"
                                   << "0" << 0;
    QTest::newRow("cpu default") << "go-cpu-small.pb.gz" << QString() << 1;
    QTest::newRow("node default") << "node-ddprof-heap.pb.gz" << QString() << 1;
    QTest::newRow("folded default") << "perf-gxx.folded" << QString() << 0;
}

void TestSampleTypeChoice::namedAndDefault()
{
    QFETCH(QString, file);
    QFETCH(QString, name);
    QFETCH(int, type);
    const QString path = test::dataPath(file.toLatin1().constData());
    const Profile::Ptr full = read(path, SampleTypeChoice::all());
    const Profile::Ptr one = read(path, SampleTypeChoice::named(name));
    QVERIFY(full && one);
    QVERIFY(one->hasStacksFor(type));
    if (name.isEmpty())
        QCOMPARE(one->defaultSampleType(), type);
    QCOMPARE(describe(*CallTree::build(one, type)), describe(*CallTree::build(full, type)));
}

void TestSampleTypeChoice::unknownNameKeepsNoStacks()
{
    const QString path = test::dataPath("go-heap-small.pb.gz");
    const Profile::Ptr full = read(path, SampleTypeChoice::all());
    const Profile::Ptr none = read(path, SampleTypeChoice::named(QStringLiteral("cpu")));
    QVERIFY(full && none);
    QCOMPARE(none->sampleCount(), 0u);
    QCOMPARE(none->stackNodeCount(), 1u);
    for (int t = 0; t < full->sampleTypes().size(); ++t) {
        QVERIFY(!none->hasStacksFor(t));
        QCOMPARE(none->totalValue(t), full->totalValue(t));
    }
    QVERIFY(!none->hasAllStacks());
}

void TestSampleTypeChoice::emptyDefaultIsReadAgain()
{
    // The declared default (inuse_space) has no data: the profile shows the first type that
    // has (alloc_space), whose stacks must then be there too.
    test::PprofMaker m;
    m.sampleType("alloc_space", "bytes");
    m.sampleType("inuse_space", "bytes");
    m.p.set_default_sample_type(m.str("inuse_space"));
    const quint64 mainF = m.frame("main"), a = m.frame("a"), b = m.frame("b");
    m.sample({a, mainF}, {100, 0});
    m.sample({b, mainF}, {50, 0});
    m.sample({b, a, mainF}, {7, 0});
    const QByteArray bytes = m.bytes();

    ReadOptions all;
    const ProfileResult full = ProfileReader::readBytes(bytes, QStringLiteral("x"), all);
    ReadOptions def;
    def.sampleTypes = SampleTypeChoice::defaultType();
    const ProfileResult one = ProfileReader::readBytes(bytes, QStringLiteral("x"), def);
    QVERIFY(full.ok() && one.ok());
    QCOMPARE(one.profile->defaultSampleType(), 0);
    QVERIFY(one.profile->defaultSampleTypeFellBack());
    QVERIFY(one.profile->hasStacksFor(0));
    QCOMPARE(ProfileHeader::fallbackNote(*one.profile), ProfileHeader::fallbackNote(*full.profile));
    QCOMPARE(describe(*CallTree::build(one.profile, 0)),
             describe(*CallTree::build(full.profile, 0)));

    // The same from a file.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("empty-default.pb.gz"));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(test::gzip(bytes));
    f.close();
    const Profile::Ptr fromFile = read(path, SampleTypeChoice::defaultType());
    QVERIFY(fromFile);
    QCOMPARE(fromFile->defaultSampleType(), 0);
    QVERIFY(fromFile->hasStacksFor(0));
    QCOMPARE(describe(*CallTree::build(fromFile, 0)), describe(*CallTree::build(full.profile, 0)));
}

void TestSampleTypeChoice::severalTypes()
{
    const QString path = test::dataPath("go-heap-small.pb.gz");
    const Profile::Ptr full = read(path, SampleTypeChoice::all());
    const Profile::Ptr two = read(path, SampleTypeChoice::types({0, 3}));
    QVERIFY(full && two);
    QVERIFY(two->hasStacksFor(0) && two->hasStacksFor(3));
    QVERIFY(!two->hasStacksFor(1) && !two->hasStacksFor(2));
    for (int t : {0, 3})
        QCOMPARE(describe(*CallTree::build(two, t)), describe(*CallTree::build(full, t)));
}

void TestSampleTypeChoice::noSampleTypes()
{
    // A profile without sample types has nothing to miss: its (empty) tree is shown as
    // before, not refused.
    test::PprofMaker m;
    m.p.set_time_nanos(12345);
    ReadOptions def;
    def.sampleTypes = SampleTypeChoice::defaultType();
    const ProfileResult r = ProfileReader::readBytes(m.bytes(), QStringLiteral("x"), def);
    QVERIFY(r.ok());
    QVERIFY(r.profile->sampleTypes().isEmpty());
    QVERIFY(r.profile->hasStacksFor(r.profile->defaultSampleType()));
    QVERIFY(r.profile->hasAllStacks());
    QCOMPARE(CallTree::build(r.profile, r.profile->defaultSampleType())->totalValue(), 0);
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestSampleTypeChoice)
#include "tst_sampletypechoice.moc"

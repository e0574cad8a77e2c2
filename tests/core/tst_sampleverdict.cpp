// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "analysis/sampleverdict.h"
#include "io/collapsedreader.h"
#include "io/pprofreader.h"
#include "io/profilereader.h"

#include <QTest>

namespace hearth {

using VKind = SampleVerdict::Kind;
using Stacks = QList<QPair<QByteArray, qint64>>;

class TestSampleVerdict : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cpu_data();
    void cpu();
    void folded_data();
    void folded();
    void intervalText_data();
    void intervalText();
    void realFile();
};

// A CPU profile at 100 Hz: each stack (root-first names, ';'-separated) gets `ns` of CPU.
static Profile::Ptr cpuProfile(const QList<QPair<QByteArray, qint64>> &stacks)
{
    test::PprofMaker m;
    m.sampleType("samples", "count");
    m.sampleType("cpu", "nanoseconds");
    m.period("cpu", "nanoseconds", 10000000);
    std::map<QByteArray, quint64> loc;
    for (const auto &s : stacks) {
        std::vector<quint64> leafFirst;
        for (const QByteArray &name : s.first.split(';')) {
            auto it = loc.find(name);
            if (it == loc.end())
                it = loc.emplace(name, m.frame(name.toStdString())).first;
            leafFirst.insert(leafFirst.begin(), it->second);
        }
        m.sample(leafFirst, {s.second / 10000000, s.second});
    }
    const ProfileResult r = PprofReader::parse(m.bytes());
    return r.ok() ? r.profile : nullptr;
}

void TestSampleVerdict::cpu_data()
{
    QTest::addColumn<Stacks>("stacks");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("depth");
    QTest::addColumn<qint64>("samples");
    QTest::newRow("empty") << Stacks{} << int(VKind::Empty) << 0 << qint64(0);
    QTest::newRow("only zero values")
        << Stacks{{"main;a", 0}} << int(VKind::Empty) << 0 << qint64(0);
    QTest::newRow("one sample") << Stacks{{"main;run;step", 10000000}} << int(VKind::SingleSample)
                                << 3 << qint64(1);
    QTest::newRow("linear") << Stacks{{"main;run", 10000000}, {"main;run", 20000000}}
                            << int(VKind::Linear) << 2 << qint64(3);
    QTest::newRow("normal") << Stacks{{"main;a", 10000000}, {"main;b", 10000000}}
                            << int(VKind::Normal) << 2 << qint64(2);
    QTest::newRow("a chain with self in the middle")
        << Stacks{{"main", 10000000}, {"main;a", 10000000}} << int(VKind::Linear) << 2 << qint64(2);
}

void TestSampleVerdict::cpu()
{
    QFETCH(Stacks, stacks);
    QFETCH(int, kind);
    QFETCH(int, depth);
    QFETCH(qint64, samples);
    const Profile::Ptr p = cpuProfile(stacks);
    QVERIFY(p);
    const SampleVerdict v = SampleVerdict::of(*CallTree::build(p, 1));
    QCOMPARE(int(v.kind), kind);
    QCOMPARE(v.intervalNanos, 10000000);
    if (v.kind == VKind::Empty) {
        // An empty profile is no evidence of speed (seed: a span with no profile is not a
        // span with no work): never "fast", and the waiting it may mean is named.
        const QString sentence = v.sentence();
        QVERIFY2(!sentence.contains(QLatin1String("fast, not broken")), qPrintable(sentence));
        QVERIFY2(!sentence.contains(QLatin1String("too briefly")), qPrintable(sentence));
        QVERIFY2(sentence.contains(QLatin1String("waiting")), qPrintable(sentence));
        QVERIFY2(sentence.contains(QLatin1String("not evidence of fast code")),
                 qPrintable(sentence));
        return;
    }
    QCOMPARE(int(v.depth), depth);
    QCOMPARE(v.samples, samples);
    const QString sentence = v.sentence();
    if (v.kind == VKind::SingleSample) {
        QCOMPARE(SampleVerdict::kindName(v.kind), QStringLiteral("single_sample"));
        QVERIFY2(sentence.contains(QStringLiteral("10 ms at 100 Hz")), qPrintable(sentence));
        QVERIFY2(sentence.contains(QStringLiteral("3 levels")), qPrintable(sentence));
        QVERIFY(sentence.contains(QStringLiteral("fast, not broken")));
    } else if (v.kind == VKind::Normal) {
        QVERIFY(sentence.isEmpty());
    } else {
        QVERIFY(sentence.contains(QString::number(samples)));
    }
}

void TestSampleVerdict::folded_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<qint64>("samples");
    QTest::newRow("empty") << QByteArray() << "empty" << qint64(0);
    QTest::newRow("one") << QByteArray("a;b;c;d 1\n") << "single_sample" << qint64(1);
    QTest::newRow("linear") << QByteArray("a;b 1\na;b 4\n") << "linear" << qint64(5);
    QTest::newRow("normal") << QByteArray("a;b 1\na;c 4\n") << "normal" << qint64(5);
}

void TestSampleVerdict::folded()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, kind);
    QFETCH(qint64, samples);
    const ProfileResult r = CollapsedReader::parse(text);
    QVERIFY(r.ok());
    const SampleVerdict v = SampleVerdict::of(*CallTree::build(r.profile, 0));
    QCOMPARE(SampleVerdict::kindName(v.kind), kind);
    QCOMPARE(v.samples, samples);
    QCOMPARE(v.intervalNanos, 0); // folded stacks have no period
    if (v.kind == VKind::SingleSample) {
        QCOMPARE(v.depth, 4u);
        QVERIFY(v.sentence().contains(QStringLiteral("4 levels")));
    }
    if (v.kind == VKind::Empty)
        QVERIFY(!v.sentence().isEmpty());
}

void TestSampleVerdict::intervalText_data()
{
    QTest::addColumn<qint64>("nanos");
    QTest::addColumn<QString>("text");
    QTest::newRow("100 Hz") << qint64(10000000) << "10 ms at 100 Hz";
    QTest::newRow("250 Hz") << qint64(4000000) << "4 ms at 250 Hz";
    QTest::newRow("1 kHz") << qint64(1000000) << "1 ms at 1000 Hz";
    QTest::newRow("unknown") << qint64(0) << QString();
    QTest::newRow("negative") << qint64(-5) << QString();
    QTest::newRow("slower than 1 Hz") << qint64(2000000000) << "2 s";
}

void TestSampleVerdict::intervalText()
{
    QFETCH(qint64, nanos);
    QFETCH(QString, text);
    QCOMPARE(SampleVerdict::intervalText(nanos), text);
}

void TestSampleVerdict::realFile()
{
    const ProfileResult r = ProfileReader::readFile(test::dataPath("go-cpu-small.pb.gz"));
    QVERIFY(r.ok());
    const SampleVerdict v = SampleVerdict::of(*CallTree::build(r.profile, 1));
    QCOMPARE(v.kind, VKind::Normal);
    QCOMPARE(v.samples, 381); // 3.81 s of CPU at 10 ms a sample
    QCOMPARE(SampleVerdict::of(*CallTree::build(r.profile, 0)).samples, 381);
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestSampleVerdict)
#include "tst_sampleverdict.moc"

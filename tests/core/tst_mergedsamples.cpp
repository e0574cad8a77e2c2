// SPDX-License-Identifier: MIT
// A profile whose samples of one stack are merged (ProfileBuilder::mergeSamples()) against
// the same records unmerged: every reader of per-sample data counts the records the same.
// And the pprof reader's merge as it reads against the merge once all records are read.
#include "testsupport.h"

#include "analysis/calltree.h"
#include "analysis/sampleverdict.h"
#include "analysis/transformstack.h"
#include "io/pprofreader.h"
#include "profile/profilebuilder.h"
#include "store/mergedprofile.h"
#include "summary/stacksummary.h"

#include <QDir>
#include <QRandomGenerator>
#include <QTest>

namespace hearth {

class TestMergedSamples : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameNumbers_data();
    void sameNumbers();
    void mergedAsRead_data();
    void mergedAsRead();
};

namespace {

// Records drawn from a seed, added to two builders; one merges.
struct Pair
{
    Profile::Ptr plain, merged;
};

Pair makePair(quint32 seed, int records, int zeroPercent, int negativePercent, int labelPercent)
{
    ProfileBuilder b[2];
    QRandomGenerator rng(seed);
    std::vector<quint32> stacks[2];
    quint32 key[2] = {};
    for (ProfileBuilder &pb : b) {
        pb.setSampleTypes({{QStringLiteral("samples"), QStringLiteral("count")},
                           {QStringLiteral("alloc"), QStringLiteral("bytes")}});
        key[&pb - b] = pb.addString(QStringLiteral("thread"));
    }
    // Functions main, f1 … f5 and "other"; 24 stacks of depth 1 to 4 under main.
    const QStringList names{QStringLiteral("main"),    QStringLiteral("f1"), QStringLiteral("f2"),
                            QStringLiteral("f3"),      QStringLiteral("f4"), QStringLiteral("f5"),
                            MergedProfile::otherName()};
    std::vector<std::vector<quint32>> paths; // root first, function indices
    for (int i = 0; i < 24; ++i) {
        std::vector<quint32> path{0};
        const int depth = 1 + int(rng.bounded(4));
        for (int d = 0; d < depth; ++d)
            path.push_back(1 + rng.bounded(quint32(names.size() - 1)));
        paths.push_back(path);
    }
    for (int k = 0; k < 2; ++k) {
        std::vector<quint32> loc;
        for (const QString &n : names) {
            const Line l{b[k].addFunction({n, {}, {}, 0}), 0};
            loc.push_back(b[k].addLocation(Location::NoMapping, 0, std::span<const Line>(&l, 1)));
        }
        for (const auto &path : paths) {
            quint32 node = 0;
            for (quint32 f : path)
                node = b[k].stackChild(node, loc[f]);
            stacks[k].push_back(node);
        }
    }
    for (int r = 0; r < records; ++r) {
        const quint32 stack = rng.bounded(quint32(paths.size()));
        qint64 v[2];
        for (qint64 &x : v) {
            x = int(rng.bounded(100)) < zeroPercent ? 0 : 1 + qint64(rng.bounded(1000));
            if (int(rng.bounded(100)) < negativePercent)
                x = -x;
        }
        const bool labelled = int(rng.bounded(100)) < labelPercent;
        const QString thread = QStringLiteral("t%1").arg(rng.bounded(3));
        for (int k = 0; k < 2; ++k) {
            const Label l{key[k], b[k].addString(thread), 0, 0};
            b[k].addSample(stacks[k][stack], v, std::span<const Label>(&l, labelled ? 1 : 0));
        }
    }
    if (!b[1].mergeSamples())
        return {};
    return {b[0].finish(), b[1].finish()};
}

} // namespace

void TestMergedSamples::sameNumbers_data()
{
    QTest::addColumn<quint32>("seed");
    QTest::addColumn<int>("records");
    QTest::addColumn<int>("zeroPercent");
    QTest::addColumn<int>("negativePercent");
    QTest::addColumn<int>("labelPercent");
    QTest::newRow("cpu: both types non-zero") << 1u << 3000 << 0 << 0 << 0;
    QTest::newRow("heap: some zeros") << 2u << 3000 << 40 << 0 << 0;
    QTest::newRow("negative values") << 3u << 2000 << 20 << 10 << 0;
    QTest::newRow("some labelled") << 4u << 2000 << 20 << 0 << 30;
    QTest::newRow("one record") << 5u << 1 << 0 << 0 << 0;
}

void TestMergedSamples::sameNumbers()
{
    QFETCH(quint32, seed);
    QFETCH(int, records);
    QFETCH(int, zeroPercent);
    QFETCH(int, negativePercent);
    QFETCH(int, labelPercent);
    const Pair pair = makePair(seed, records, zeroPercent, negativePercent, labelPercent);
    QVERIFY(pair.plain && pair.merged);
    const Profile &plain = *pair.plain;
    const Profile &merged = *pair.merged;
    QCOMPARE(plain.sampleCount(), quint32(records));
    if (records > 100 && labelPercent < 100)
        QVERIFY(merged.sampleCount() < plain.sampleCount() / 2); // something was merged
    QCOMPARE(merged.keptRecordCount(), quint64(records));

    const QList<SampleFilter> filters{
        SampleFilter::all(), SampleFilter::labelAbsent(QStringLiteral("thread")),
        SampleFilter::labelEquals(QStringLiteral("thread"), QStringLiteral("t1"))};
    for (int t = 0; t < 2; ++t) {
        QCOMPARE(merged.totalValue(t), plain.totalValue(t));
        QCOMPARE(merged.sampleRecordCount(t), plain.sampleRecordCount(t));
        for (const SampleFilter &f : filters) {
            const CallTree::Ptr a = CallTree::build(pair.plain, t, f);
            const CallTree::Ptr b = CallTree::build(pair.merged, t, f);
            QCOMPARE(b->sampleRecords(), a->sampleRecords());
            QCOMPARE(b->totalValue(), a->totalValue());
            QCOMPARE(b->nodeCount(), a->nodeCount());
            const SampleVerdict va = SampleVerdict::of(*a);
            const SampleVerdict vb = SampleVerdict::of(*b);
            QCOMPARE(vb.kind, va.kind);
            QCOMPARE(vb.samples, va.samples);
            QCOMPARE(vb.depth, va.depth);
        }
        const StackSummary sa = StackSummary::ofProfile(pair.plain, t);
        const StackSummary sb = StackSummary::ofProfile(pair.merged, t);
        QCOMPARE(sb.shape.records, sa.shape.records);
        QCOMPARE(sb.shape, sa.shape);
        QCOMPARE(sa.shape.records, CallTree::build(pair.plain, t)->sampleRecords());
        QCOMPARE(MergedProfile::otherTotal(merged, t), MergedProfile::otherTotal(plain, t));
    }

    // Transforms along the trie (hide) and per stack (focus-subtree): the records dropped,
    // and the transformed profiles' counts.
    const QList<TransformList> transformLists{
        {Transform::hide(QStringLiteral("^f1$"))},
        {Transform::focus(QStringLiteral("^f2$")), Transform::hide(QStringLiteral("^f3$"))},
        {Transform::focusSubtree({QStringLiteral("main"), QStringLiteral("f4")})},
        {}};
    for (const TransformList &list : transformLists) {
        const TransformStack::Result ra = TransformStack::apply(pair.plain, list);
        const TransformStack::Result rb = TransformStack::apply(pair.merged, list);
        QVERIFY(ra.ok() && rb.ok());
        QCOMPARE(rb.droppedSamples, ra.droppedSamples);
        QCOMPARE(rb.originalTotals, ra.originalTotals);
        QCOMPARE(rb.droppedTotals, ra.droppedTotals);
        QCOMPARE(rb.profile->keptRecordCount(), ra.profile->keptRecordCount());
        for (int t = 0; t < 2; ++t) {
            QCOMPARE(rb.profile->sampleRecordCount(t), ra.profile->sampleRecordCount(t));
            QCOMPARE(rb.profile->totalValue(t), ra.profile->totalValue(t));
            const CallTree::Ptr a = CallTree::build(ra.profile, t);
            const CallTree::Ptr b = CallTree::build(rb.profile, t);
            QCOMPARE(b->sampleRecords(), a->sampleRecords());
            QCOMPARE(b->totalValue(), a->totalValue());
            QCOMPARE(SampleVerdict::of(*b).samples, SampleVerdict::of(*a).samples);
        }
    }
}

namespace {

// A pprof of `records` records on `stacks` distinct stacks (of 1 to 12 of 200 frames), two
// types; a share of zero values (records of one stack with two sets of non-zero types), of
// negative ones, and of records with a label.
QByteArray randomPprof(quint32 seed, int records, int stacks, int zeroPercent, int negativePercent,
                       int labelPercent)
{
    QRandomGenerator rng(seed);
    test::PprofMaker m;
    m.sampleType("samples", "count");
    m.sampleType("space", "bytes");
    std::vector<quint64> frames;
    for (int f = 0; f < 200; ++f)
        frames.push_back(m.frame(test::numbered('f', f)));
    std::vector<std::vector<quint64>> paths(size_t(std::max(1, stacks)));
    for (auto &path : paths) {
        const int depth = 1 + int(rng.bounded(12));
        for (int d = 0; d < depth; ++d)
            path.push_back(frames[rng.bounded(quint32(frames.size()))]);
    }
    for (int r = 0; r < records; ++r) {
        std::vector<qint64> v(2);
        for (qint64 &x : v) {
            x = int(rng.bounded(100)) < zeroPercent ? 0 : 1 + qint64(rng.bounded(1000));
            if (int(rng.bounded(100)) < negativePercent)
                x = -x;
        }
        auto *sample = m.sample(paths[rng.bounded(quint32(paths.size()))], v);
        if (int(rng.bounded(100)) < labelPercent)
            m.label(sample, "thread", test::numbered('t', int(rng.bounded(3))));
    }
    return m.bytes();
}

// The pprof re-encoded, and again with a field no reader takes (field 3 as a varint) in its
// first record: the reader cannot then tell before reading the records that none has a label
// (SampleScanner::mayHaveLabels), so it merges them once all are read
// (ProfileBuilder::mergeSamples()), as it did before it merged them as it read them.
bool plainAndMarked(const QByteArray &bytes, QByteArray &plain, QByteArray &marked)
{
    pprof::Profile proto;
    if (!proto.ParseFromArray(bytes.constData(), int(bytes.size())) || proto.sample_size() == 0)
        return false;
    const std::string a = proto.SerializeAsString();
    std::string first = proto.sample(0).SerializeAsString();
    first.append("\x18\x01", 2);
    if (!proto.mutable_sample(0)->ParseFromString(first))
        return false;
    const std::string b = proto.SerializeAsString();
    plain = QByteArray(a.data(), qsizetype(a.size()));
    marked = QByteArray(b.data(), qsizetype(b.size()));
    return marked.size() == plain.size() + 2;
}

} // namespace

void TestMergedSamples::mergedAsRead_data()
{
    QTest::addColumn<QByteArray>("pprof");
    QTest::addColumn<int>("type"); // the one type whose stacks are read; -1: all
    auto rows = [](const QString &name, const QByteArray &bytes, int types) {
        for (int t = -1; t < types; ++t)
            QTest::newRow(qPrintable(QStringLiteral("%1, type %2").arg(name).arg(t))) << bytes << t;
    };
    // Every pprof of tests/data and the corpus's that read in a moment.
    QStringList files;
    for (const QString &dir :
         {QStringLiteral(HEARTH_TEST_DATA), QStringLiteral(HEARTH_SHARED_CORPUS)}) {
        for (const QFileInfo &f : QDir(dir).entryInfoList(
                 {QStringLiteral("*.pb.gz"), QStringLiteral("*.pb")}, QDir::Files)) {
            if (f.size() < (qint64(8) << 20))
                files << f.absoluteFilePath();
        }
    }
    for (const QString &path : files) {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        QByteArray bytes = f.readAll();
        if (bytes.startsWith("\x1f\x8b"))
            bytes = test::gunzip(bytes);
        pprof::Profile proto;
        if (!proto.ParseFromArray(bytes.constData(), int(bytes.size())))
            continue;
        rows(QFileInfo(path).fileName(), bytes, proto.sample_type_size());
    }
    // Two threads from 20 000 records, blocks of 65 536 (pprof::StackBlocks).
    rows(QStringLiteral("140 000 records, three blocks"), randomPprof(1, 140000, 3000, 20, 0, 0),
         2);
    rows(QStringLiteral("19 999 records, one thread"), randomPprof(2, 19999, 500, 20, 0, 0), 2);
    rows(QStringLiteral("20 000 records, two threads"), randomPprof(3, 20000, 500, 20, 0, 0), 2);
    rows(QStringLiteral("one block"), randomPprof(4, 65536, 2000, 30, 0, 0), 2);
    rows(QStringLiteral("one block and one record"), randomPprof(5, 65537, 2000, 30, 0, 0), 2);
    rows(QStringLiteral("negative values"), randomPprof(6, 30000, 300, 20, 10, 0), 2);
    rows(QStringLiteral("some labelled"), randomPprof(7, 30000, 300, 20, 0, 10), 2);
    rows(QStringLiteral("one record"), randomPprof(8, 1, 1, 0, 0, 0), 2);
    rows(QStringLiteral("most zero"), randomPprof(9, 40000, 1000, 90, 0, 0), 2);
}

void TestMergedSamples::mergedAsRead()
{
    QFETCH(QByteArray, pprof);
    QFETCH(int, type);
    QByteArray plain, marked;
    QVERIFY(plainAndMarked(pprof, plain, marked));
    ReadOptions options;
    if (type >= 0)
        options.sampleTypes = SampleTypeChoice::types({type});
    const ProfileResult asRead = PprofReader::parse(plain, options);
    const ProfileResult atEnd = PprofReader::parse(marked, options);
    QVERIFY2(asRead.ok(), qPrintable(asRead.error.toString()));
    QVERIFY2(atEnd.ok(), qPrintable(atEnd.error.toString()));
    const Profile &a = *asRead.profile;
    const Profile &b = *atEnd.profile;
    QCOMPARE(a.stackNodeCount(), b.stackNodeCount());
    QCOMPARE(a.sampleCount(), b.sampleCount());
    QCOMPARE(a.keptRecordCount(), b.keptRecordCount());
    const int types = int(a.sampleTypes().size());
    for (quint32 s = 0; s < a.sampleCount(); ++s) {
        QCOMPARE(a.sampleStack(s), b.sampleStack(s));
        QCOMPARE(a.sampleRecords(s), b.sampleRecords(s));
        for (int t = 0; t < types; ++t)
            QCOMPARE(a.sampleValue(s, t), b.sampleValue(s, t));
        QCOMPARE(a.sampleLabels(s).size(), b.sampleLabels(s).size());
    }
    for (int t = 0; t < types; ++t) {
        QCOMPARE(a.totalValue(t), b.totalValue(t));
        QCOMPARE(a.sampleRecordCount(t), b.sampleRecordCount(t));
        QCOMPARE(a.hasStacksFor(t), b.hasStacksFor(t));
    }
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestMergedSamples)
#include "tst_mergedsamples.moc"

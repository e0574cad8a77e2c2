// SPDX-License-Identifier: MIT
// A profile whose samples of one stack are merged (ProfileBuilder::mergeSamples()) against
// the same records unmerged: every reader of per-sample data counts the records the same.
#include "analysis/calltree.h"
#include "analysis/sampleverdict.h"
#include "analysis/transformstack.h"
#include "profile/profilebuilder.h"
#include "store/mergedprofile.h"
#include "summary/stacksummary.h"

#include <QRandomGenerator>
#include <QTest>

namespace hearth {

class TestMergedSamples : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameNumbers_data();
    void sameNumbers();
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

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestMergedSamples)
#include "tst_mergedsamples.moc"

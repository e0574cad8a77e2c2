// SPDX-License-Identifier: MIT
#include "profile/profilebuilder.h"

#include <QTest>

#include <limits>

namespace hearth {

class TestProfileBuilder : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void strings();
    void functionsByNameAndFile();
    void stackTrieSharesPrefixes();
    void unsymbolisedLocation();
    void valuesAndLabels();
    void labelsOfSomeSamples_data();
    void labelsOfSomeSamples();
    void totalsSaturate();
    void defaultSampleType_data();
    void defaultSampleType();
    void finishEmptiesBuilder();
    void mergeSamples_data();
    void mergeSamples();
    void mergeKeepsGivenRecords();
    void mergeRecordsAtTheLimit();
    void mergeStops();
    void mergeAddedSamples_data();
    void mergeAddedSamples();
    void mergeAddedStops();
};

namespace {

// A record or a merged sample of the merge tests: {stack, value a, value b, records or
// label, label}; stacks are 0 main;a  1 main;b  2 main.
using Rows = QList<QList<qint64>>;
constexpr qint64 Max = std::numeric_limits<qint64>::max();

// The builder of mergeSamples' rows: three stacks, two types, a label key.
struct MergeInput
{
    ProfileBuilder b;
    quint32 stack[3] = {};
    quint32 key = 0;
    MergeInput()
    {
        b.setSampleTypes({{QStringLiteral("a"), QStringLiteral("count")},
                          {QStringLiteral("b"), QStringLiteral("bytes")}});
        std::vector<quint32> loc;
        for (const char *n : {"main", "a", "b"}) {
            const Line l{b.addFunction({QLatin1String(n), {}, {}, 0}), 0};
            loc.push_back(b.addLocation(Location::NoMapping, 0, std::span<const Line>(&l, 1)));
        }
        const quint32 main = b.stackChild(0, loc[0]);
        stack[0] = b.stackChild(main, loc[1]);
        stack[1] = b.stackChild(main, loc[2]);
        stack[2] = main;
        key = b.addString(QStringLiteral("thread"));
    }
    // placed false: at node 0, its stack given later (mergeAddedSamples()).
    void add(const QList<qint64> &r, quint32 records = 1, bool placed = true)
    {
        const qint64 v[] = {r[1], r[2]};
        const Label l{key, b.addString(QStringLiteral("t%1").arg(r[3])), 0, 0};
        b.addSample(placed ? stack[r[0]] : 0, v, std::span<const Label>(&l, r[3] != 0 ? 1 : 0),
                    records);
    }
};

} // namespace

void TestProfileBuilder::strings()
{
    ProfileBuilder b;
    QCOMPARE(b.addString(QString()), 0u);
    const quint32 a = b.addString(QStringLiteral("a"));
    QCOMPARE(b.addString(QStringLiteral("a")), a);
    QVERIFY(b.addString(QStringLiteral("b")) != a);
    b.setStrings({QStringLiteral("x"), QStringLiteral("y")}); // "" is prepended
    QCOMPARE(b.strings().size(), 3);
    QCOMPARE(b.strings().first(), QString());
    QCOMPARE(b.addString(QStringLiteral("y")), 2u);
    QCOMPARE(b.addString(QStringLiteral("z")), 3u);
    const Profile::Ptr p = b.finish();
    QCOMPARE(p->findString(QStringLiteral("z")), 3);
    QCOMPARE(p->findString(QStringLiteral("nope")), -1);
}

void TestProfileBuilder::functionsByNameAndFile()
{
    ProfileBuilder b;
    const quint32 f1 = b.addFunction({QStringLiteral("run"), {}, QStringLiteral("a.go"), 0});
    const quint32 f2 = b.addFunction({QStringLiteral("run"), {}, QStringLiteral("b.go"), 0});
    const quint32 f3 = b.addFunction({QStringLiteral("run"), {}, QStringLiteral("a.go"), 7});
    QVERIFY(f1 != f2);
    QCOMPARE(f3, f1);
    QCOMPARE(b.functionCount(), 2u);
}

void TestProfileBuilder::stackTrieSharesPrefixes()
{
    ProfileBuilder b;
    b.setSampleTypes({{QStringLiteral("samples"), QStringLiteral("count")}});
    std::vector<quint32> loc;
    for (const char *n : {"main", "a", "b", "c"}) {
        const Line l{b.addFunction({QLatin1String(n), {}, {}, 0}), 0};
        loc.push_back(b.addLocation(Location::NoMapping, 0, std::span<const Line>(&l, 1)));
    }
    const qint64 one = 1;
    // leaf first: main;a;b  main;a;c  main;a;b  main
    const std::vector<std::vector<quint32>> stacks = {
        {loc[2], loc[1], loc[0]}, {loc[3], loc[1], loc[0]}, {loc[2], loc[1], loc[0]}, {loc[0]}};
    for (const auto &s : stacks)
        b.addSample(s, std::span<const qint64>(&one, 1));
    const Profile::Ptr p = b.finish();
    QCOMPARE(p->sampleCount(), 4u);
    QCOMPARE(p->stackNodeCount(), 5u); // empty, main, a, b, c
    QCOMPARE(p->sampleStack(0), p->sampleStack(2));
    QCOMPARE(p->sampleLocations(1), (std::vector<quint32>{loc[3], loc[1], loc[0]}));
    QCOMPARE(p->sampleLocations(3), (std::vector<quint32>{loc[0]}));
    QCOMPARE(p->totalValue(0), 4);
}

void TestProfileBuilder::unsymbolisedLocation()
{
    ProfileBuilder b;
    const quint32 m = b.addMapping({QStringLiteral("libfoo.so"), {}, 0, 0, 0});
    const quint32 l = b.addLocation(m, 0xbeef, {});
    const Profile::Ptr p = b.finish();
    QCOMPARE(p->locationLines(l).size(), size_t(1));
    const Function &f = p->functions()[p->locationLines(l)[0].function];
    QCOMPARE(f.name, QStringLiteral("0xbeef"));
    QCOMPARE(f.file, QStringLiteral("libfoo.so"));
    QCOMPARE(p->moduleOf(l), QStringLiteral("libfoo.so"));
    QCOMPARE(p->moduleOf(99), QString());
}

void TestProfileBuilder::valuesAndLabels()
{
    ProfileBuilder b;
    b.setSampleTypes({{QStringLiteral("a"), QStringLiteral("count")},
                      {QStringLiteral("b"), QStringLiteral("bytes")}});
    const quint32 key = b.addString(QStringLiteral("span_id"));
    const quint32 val = b.addString(QStringLiteral("42"));
    const Label lab{key, val, 0, 0};
    const qint64 short1[] = {5}; // missing values become 0
    b.addSample(quint32(0), short1, std::span<const Label>(&lab, 1));
    const qint64 two[] = {1, 2};
    b.addSample(quint32(0), two);
    const Profile::Ptr p = b.finish();
    QCOMPARE(p->sampleValue(0, 0), 5);
    QCOMPARE(p->sampleValue(0, 1), 0);
    QCOMPARE(p->sampleValue(1, 1), 2);
    QCOMPARE(p->sampleLabels(0).size(), size_t(1));
    QCOMPARE(p->sampleLabels(0)[0].str, val);
    QCOMPARE(p->sampleLabels(1).size(), size_t(0));
    QCOMPARE(p->totalValue(0), 6);
    QCOMPARE(p->totalValue(1), 2);
}

void TestProfileBuilder::labelsOfSomeSamples_data()
{
    // Per sample, how many labels it has (the offsets begin with the first labelled one).
    QTest::addColumn<QList<int>>("labelCounts");
    QTest::addColumn<bool>("reserve");
    QTest::newRow("none") << QList<int>{0, 0, 0} << false;
    QTest::newRow("none, reserved") << QList<int>{0, 0, 0} << true;
    QTest::newRow("first only") << QList<int>{2, 0, 0} << false;
    QTest::newRow("from the third") << QList<int>{0, 0, 1, 0, 3} << true;
    QTest::newRow("last only") << QList<int>{0, 0, 0, 0, 2} << false;
    QTest::newRow("every one") << QList<int>{1, 2, 1} << true;
}

void TestProfileBuilder::labelsOfSomeSamples()
{
    QFETCH(QList<int>, labelCounts);
    QFETCH(bool, reserve);
    ProfileBuilder b;
    b.setSampleTypes({{QStringLiteral("a"), QStringLiteral("count")}});
    if (reserve)
        b.reserveSamples(size_t(labelCounts.size()));
    const quint32 key = b.addString(QStringLiteral("k"));
    for (int s = 0; s < labelCounts.size(); ++s) {
        std::vector<Label> labels;
        for (int j = 0; j < labelCounts[s]; ++j)
            labels.push_back(Label{key, quint32(b.addString(QString::number(s * 10 + j))), 0, 0});
        const qint64 v[] = {s + 1};
        b.addSample(quint32(0), v, labels);
    }
    const Profile::Ptr p = b.finish();
    QCOMPARE(p->sampleCount(), quint32(labelCounts.size()));
    for (int s = 0; s < labelCounts.size(); ++s) {
        const auto labels = p->sampleLabels(quint32(s));
        QCOMPARE(labels.size(), size_t(labelCounts[s]));
        for (int j = 0; j < labelCounts[s]; ++j)
            QCOMPARE(p->strings()[labels[size_t(j)].str], QString::number(s * 10 + j));
        QCOMPARE(p->sampleValue(quint32(s), 0), s + 1);
    }
}

void TestProfileBuilder::totalsSaturate()
{
    ProfileBuilder b;
    b.setSampleTypes({{QStringLiteral("a"), QStringLiteral("count")},
                      {QStringLiteral("b"), QStringLiteral("count")}});
    const qint64 big[] = {std::numeric_limits<qint64>::max() - 1,
                          std::numeric_limits<qint64>::min() + 1};
    b.addSample(quint32(0), big);
    b.addSample(quint32(0), big);
    const Profile::Ptr p = b.finish();
    QCOMPARE(p->totalValue(0), std::numeric_limits<qint64>::max());
    QCOMPARE(p->totalValue(1), std::numeric_limits<qint64>::min());
}

void TestProfileBuilder::defaultSampleType_data()
{
    QTest::addColumn<QString>("declared");
    QTest::addColumn<QList<qint64>>("totals"); // one sample per type with this value
    QTest::addColumn<int>("expected");
    QTest::addColumn<int>("expectedDeclared");
    QTest::addColumn<bool>("fellBack");
    QTest::newRow("declared") << QStringLiteral("b") << QList<qint64>{1, 2, 3} << 1 << 1 << false;
    QTest::newRow("none: the last") << QString() << QList<qint64>{1, 2, 3} << 2 << 2 << false;
    QTest::newRow("unknown name: the last")
        << QStringLiteral("zz") << QList<qint64>{1, 2, 3} << 2 << 2 << false;
    QTest::newRow("last empty: first with data")
        << QString() << QList<qint64>{0, 4, 0} << 1 << 2 << true;
    QTest::newRow("declared empty: first with data")
        << QStringLiteral("a") << QList<qint64>{0, 0, 7} << 2 << 0 << true;
    QTest::newRow("all empty: no fallback")
        << QString() << QList<qint64>{0, 0, 0} << 2 << 2 << false;
}

void TestProfileBuilder::defaultSampleType()
{
    QFETCH(QString, declared);
    QFETCH(QList<qint64>, totals);
    QFETCH(int, expected);
    QFETCH(int, expectedDeclared);
    QFETCH(bool, fellBack);
    ProfileBuilder b;
    b.setSampleTypes({{QStringLiteral("a"), QStringLiteral("count")},
                      {QStringLiteral("b"), QStringLiteral("count")},
                      {QStringLiteral("c"), QStringLiteral("count")}});
    b.setDefaultSampleType(declared);
    const std::vector<qint64> v(totals.begin(), totals.end());
    b.addSample(quint32(0), v);
    const Profile::Ptr p = b.finish();
    QCOMPARE(p->defaultSampleType(), expected);
    QCOMPARE(p->declaredDefaultSampleType(), expectedDeclared);
    QCOMPARE(p->defaultSampleTypeFellBack(), fellBack);
}

void TestProfileBuilder::finishEmptiesBuilder()
{
    ProfileBuilder b;
    b.setSampleTypes({{QStringLiteral("a"), QStringLiteral("count")}});
    const qint64 one = 1;
    b.addSample(quint32(0), std::span<const qint64>(&one, 1));
    const Profile::Ptr first = b.finish();
    QCOMPARE(first->sampleCount(), 1u);
    const Profile::Ptr second = b.finish();
    QCOMPARE(second->sampleCount(), 0u);
    QCOMPARE(second->sampleTypes().size(), 0);
    QCOMPARE(second->defaultSampleType(), 0);
    // Empty as a new builder is: the root of the stack trie and string 0 exist.
    QCOMPARE(second->stackNodeCount(), 1u);
    QCOMPARE(second->strings(), QStringList{QString()});
    const quint32 s = b.addString(QStringLiteral("again"));
    const Profile::Ptr third = b.finish();
    QCOMPARE(third->strings().value(qsizetype(s)), QStringLiteral("again"));
}

void TestProfileBuilder::mergeSamples_data()
{
    QTest::addColumn<Rows>("records"); // {stack, a, b, label (0: none)}
    QTest::addColumn<Rows>("merged");  // {stack, a, b, records, label}
    QTest::newRow("duplicates") << Rows{{0, 1, 10, 0}, {1, 1, 20, 0}, {0, 1, 30, 0}, {0, 1, 5, 0}}
                                << Rows{{0, 3, 45, 3, 0}, {1, 1, 20, 1, 0}};
    QTest::newRow("different non-zero types")
        << Rows{{0, 1, 0, 0}, {0, 0, 5, 0}, {0, 2, 0, 0}, {0, 0, 7, 0}, {0, 3, 4, 0}, {0, 1, 1, 0}}
        << Rows{{0, 3, 0, 2, 0}, {0, 0, 12, 2, 0}, {0, 4, 5, 2, 0}};
    QTest::newRow("negative values stay apart")
        << Rows{{0, 1, -2, 0}, {0, 1, -2, 0}, {0, 1, 2, 0}, {0, 1, 3, 0}, {0, -1, 0, 0}}
        << Rows{{0, 1, -2, 1, 0}, {0, 1, -2, 1, 0}, {0, 2, 5, 2, 0}, {0, -1, 0, 1, 0}};
    QTest::newRow("labelled samples stay apart")
        << Rows{{0, 1, 1, 1}, {0, 1, 1, 0}, {0, 1, 1, 1}, {0, 1, 1, 0}, {0, 1, 1, 2}}
        << Rows{{0, 1, 1, 1, 1}, {0, 2, 2, 2, 0}, {0, 1, 1, 1, 1}, {0, 1, 1, 1, 2}};
    QTest::newRow("different non-zero types at two stacks, interleaved")
        << Rows{{0, 1, 0, 0}, {1, 0, 5, 0}, {1, 1, 0, 0}, {0, 0, 7, 0}, {0, 2, 0, 0},
                {1, 0, 3, 0}, {1, 4, 4, 0}, {0, 3, 3, 0}, {0, 1, 1, 0}, {1, 2, 0, 0}}
        << Rows{{0, 3, 0, 2, 0}, {1, 0, 8, 2, 0}, {1, 3, 0, 2, 0},
                {0, 0, 7, 1, 0}, {1, 4, 4, 1, 0}, {0, 4, 4, 2, 0}};
    QTest::newRow("order of first appearance")
        << Rows{{2, 1, 0, 0}, {1, 1, 0, 0}, {0, 1, 0, 0}, {1, 1, 0, 0}, {2, 1, 0, 0}, {0, 0, 1, 0}}
        << Rows{{2, 2, 0, 2, 0}, {1, 2, 0, 2, 0}, {0, 1, 0, 1, 0}, {0, 0, 1, 1, 0}};
    QTest::newRow("zeros") << Rows{{1, 0, 0, 0}, {1, 0, 0, 0}, {1, 0, 0, 0}}
                           << Rows{{1, 0, 0, 3, 0}};
    QTest::newRow("nothing to merge") << Rows{{0, 1, 0, 0}, {1, 1, 0, 0}, {2, 1, 0, 0}}
                                      << Rows{{0, 1, 0, 1, 0}, {1, 1, 0, 1, 0}, {2, 1, 0, 1, 0}};
    QTest::newRow("held at the limit")
        << Rows{{0, Max, 1, 0}, {0, Max - 5, 2, 0}} << Rows{{0, Max, 3, 2, 0}};
    QTest::newRow("one record") << Rows{{0, 4, 4, 0}} << Rows{{0, 4, 4, 1, 0}};
    QTest::newRow("none") << Rows{} << Rows{};
}

void TestProfileBuilder::mergeSamples()
{
    QFETCH(Rows, records);
    QFETCH(Rows, merged);
    MergeInput plain, in;
    for (const QList<qint64> &r : records) {
        plain.add(r);
        in.add(r);
    }
    QVERIFY(in.b.mergeSamples());
    const Profile::Ptr before = plain.b.finish();
    const Profile::Ptr p = in.b.finish();
    QCOMPARE(p->sampleCount(), quint32(merged.size()));
    quint64 recordSum = 0;
    for (quint32 s = 0; s < p->sampleCount(); ++s) {
        const QList<qint64> &want = merged[s];
        QCOMPARE(p->sampleStack(s), in.stack[want[0]]);
        QCOMPARE(p->sampleValue(s, 0), want[1]);
        QCOMPARE(p->sampleValue(s, 1), want[2]);
        QCOMPARE(qint64(p->sampleRecords(s)), want[3]);
        const auto labels = p->sampleLabels(s);
        QCOMPARE(labels.size(), size_t(want[4] != 0 ? 1 : 0));
        if (want[4] != 0)
            QCOMPARE(p->strings()[labels[0].str], QStringLiteral("t%1").arg(want[4]));
        recordSum += p->sampleRecords(s);
    }
    // The file's records, their totals and per-type counts are what they were.
    QCOMPARE(p->keptRecordCount(), quint64(records.size()));
    QCOMPARE(recordSum, quint64(records.size()));
    QCOMPARE(before->keptRecordCount(), quint64(records.size()));
    for (int t = 0; t < 2; ++t) {
        QCOMPARE(p->totalValue(t), before->totalValue(t));
        QCOMPARE(p->sampleRecordCount(t), before->sampleRecordCount(t));
    }
}

void TestProfileBuilder::mergeKeepsGivenRecords()
{
    // Samples that stand for several records already (a transformed merged profile) add
    // their counts, and count them per type.
    MergeInput in;
    in.add({0, 2, 0, 0}, 3);
    in.add({1, 1, 0, 0});
    in.add({0, 5, 0, 0}, 4);
    in.add({0, 1, 1, 0}, 2);
    QVERIFY(in.b.mergeSamples());
    const Profile::Ptr p = in.b.finish();
    QCOMPARE(p->sampleCount(), 3u);
    QCOMPARE(p->sampleRecords(0), 7u);
    QCOMPARE(p->sampleValue(0, 0), 7);
    QCOMPARE(p->sampleRecords(1), 1u);
    QCOMPARE(p->sampleRecords(2), 2u);
    QCOMPARE(p->keptRecordCount(), 10u);
    QCOMPARE(p->sampleRecordCount(0), 10u);
    QCOMPARE(p->sampleRecordCount(1), 2u);
}

void TestProfileBuilder::mergeRecordsAtTheLimit()
{
    // A sample whose records would take its group's count past 2^32 - 1 starts another group
    // of the same stack and types; later samples go to the last such group made, though an
    // earlier one has room for them. Merged at the end and as added, one or all at a time.
    constexpr quint32 Big = std::numeric_limits<quint32>::max() - 15;
    const QList<QPair<QList<qint64>, quint32>> records{
        {{0, 1, 0, 0}, Big}, {{0, 1, 0, 0}, 32}, {{0, 1, 0, 0}, 5}, {{0, 0, 2, 0}, 3},
        {{1, 1, 0, 0}, 1},   {{0, 1, 0, 0}, 1},  {{0, 0, 2, 0}, 2}};
    const Rows merged{{0, 1, 0, Big}, {0, 3, 0, 38}, {0, 0, 4, 5}, {1, 1, 0, 1}};
    for (const qsizetype block : {0, 1, 1000}) {
        MergeInput in;
        std::vector<quint32> stacks;
        for (qsizetype i = 0; i < records.size(); ++i) {
            const QList<qint64> &r = records[i].first;
            in.add(r, records[i].second, block == 0);
            stacks.push_back(in.stack[r[0]]);
            if (block != 0 && (qsizetype(stacks.size()) == block || i + 1 == records.size())) {
                QVERIFY(in.b.mergeAddedSamples(stacks, {}, true, nullptr));
                stacks.clear();
            }
        }
        QVERIFY(block == 0 ? in.b.mergeSamples() : in.b.endMergingAdded({}));
        const Profile::Ptr p = in.b.finish();
        QCOMPARE(p->sampleCount(), quint32(merged.size()));
        for (quint32 s = 0; s < p->sampleCount(); ++s) {
            QCOMPARE(p->sampleStack(s), in.stack[merged[s][0]]);
            QCOMPARE(p->sampleValue(s, 0), merged[s][1]);
            QCOMPARE(p->sampleValue(s, 1), merged[s][2]);
            QCOMPARE(qint64(p->sampleRecords(s)), merged[s][3]);
        }
    }
}

void TestProfileBuilder::mergeStops()
{
    MergeInput in;
    for (int i = 0; i < 10; ++i)
        in.add({i % 3, 1, 0, 0});
    const std::atomic<bool> stop{true};
    QVERIFY(!in.b.mergeSamples(&stop));
}

void TestProfileBuilder::mergeAddedSamples_data()
{
    mergeSamples_data();
}

void TestProfileBuilder::mergeAddedSamples()
{
    // The records given a block at a time (stack main;b, when in a second trie, as node 5
    // there, or as the node number that main;a has in the first trie), merged as they come
    // or (merge false, a file that may have labels) merged at the end: the same samples as
    // mergeSamples() of all of them.
    QFETCH(Rows, records);
    QFETCH(Rows, merged);
    for (const bool merge : {true, false}) {
        for (const int twoTries : {0, 1, 2}) {
            for (const qsizetype block : {1, 2, 3, 1000}) {
                const QString row = QStringLiteral("merge %1, two tries %2, block %3")
                                        .arg(merge)
                                        .arg(twoTries)
                                        .arg(block);
                MergeInput whole, in;
                const quint32 Trie1Node = twoTries == 2 ? in.stack[0] : 5;
                for (const QList<qint64> &r : records)
                    whole.add(r);
                QVERIFY(whole.b.mergeSamples());
                std::vector<quint32> stacks;
                std::vector<quint8> tries;
                for (qsizetype i = 0; i < records.size(); ++i) {
                    const QList<qint64> &r = records[i];
                    in.add(r, 1, false);
                    const bool inTrie1 = twoTries && r[0] == 1;
                    stacks.push_back(inTrie1 ? Trie1Node : in.stack[r[0]]);
                    if (twoTries)
                        tries.push_back(inTrie1 ? 1 : 0);
                    if (qsizetype(stacks.size()) == block || i + 1 == records.size()) {
                        QVERIFY(in.b.mergeAddedSamples(stacks, tries, merge, nullptr));
                        stacks.clear();
                        tries.clear();
                    }
                }
                std::vector<quint32> remap(Trie1Node + 1, 0);
                remap[Trie1Node] = in.stack[1];
                QVERIFY(in.b.endMergingAdded(remap));
                if (!merge)
                    QVERIFY(in.b.mergeSamples());
                const Profile::Ptr want = whole.b.finish();
                const Profile::Ptr p = in.b.finish();
                QVERIFY2(p->sampleCount() == quint32(merged.size()), qPrintable(row));
                for (quint32 s = 0; s < p->sampleCount(); ++s) {
                    QVERIFY2(p->sampleStack(s) == want->sampleStack(s), qPrintable(row));
                    QVERIFY2(p->sampleRecords(s) == want->sampleRecords(s), qPrintable(row));
                    for (int t = 0; t < 2; ++t)
                        QVERIFY2(p->sampleValue(s, t) == want->sampleValue(s, t), qPrintable(row));
                    QVERIFY2(p->sampleLabels(s).size() == want->sampleLabels(s).size(),
                             qPrintable(row));
                }
                QVERIFY2(p->keptRecordCount() == quint64(records.size()), qPrintable(row));
                for (int t = 0; t < 2; ++t) {
                    QVERIFY2(p->totalValue(t) == want->totalValue(t), qPrintable(row));
                    QVERIFY2(p->sampleRecordCount(t) == want->sampleRecordCount(t),
                             qPrintable(row));
                }
            }
        }
    }
}

void TestProfileBuilder::mergeAddedStops()
{
    MergeInput in;
    std::vector<quint32> stacks;
    for (int i = 0; i < 10; ++i) {
        in.add({i % 3, 1, 0, 0}, 1, false);
        stacks.push_back(in.stack[i % 3]);
    }
    const std::atomic<bool> stop{true};
    QVERIFY(!in.b.mergeAddedSamples(stacks, {}, true, &stop));
    // A sample without its stack, or a stack outside the trie: inconsistent.
    MergeInput unplaced;
    unplaced.add({0, 1, 0, 0}, 1, false);
    QVERIFY(!unplaced.b.endMergingAdded({}));
    MergeInput outside;
    outside.add({0, 1, 0, 0}, 1, false);
    const quint32 node = 99;
    QVERIFY(outside.b.mergeAddedSamples(std::span(&node, 1), {}, true, nullptr));
    QVERIFY(!outside.b.endMergingAdded({}));
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestProfileBuilder)
#include "tst_profilebuilder.moc"

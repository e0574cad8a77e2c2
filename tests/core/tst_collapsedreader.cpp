// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "analysis/calltree.h"
#include "io/collapsedreader.h"
#include "io/collapsedwriter.h"
#include "summary/stacksummary.h"

#include <QBuffer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <map>
#include <random>

namespace hearth {

using Kind = ParseError::Kind;

class TestCollapsedReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void valid_data();
    void valid();
    void invalid_data();
    void invalid();
    void realFile();
    void deepLine();
    void flatMatchesTrie_data();
    void flatMatchesTrie();
    void streamed();
    void streamedPastTheEstimate();
    void repeatedCopies();
    void anyLineOrder_data();
    void anyLineOrder();
};

namespace {

// Every function's row by name.
std::map<QString, FunctionStats> rowsByName(const Profile &profile, const StackSummary &s)
{
    std::map<QString, FunctionStats> out;
    for (const FunctionStats &row : s.table.rows())
        out[profile.functions()[row.function].name] = row;
    return out;
}

StackSummary summaryOf(const ProfileResult &r)
{
    return r.flat ? StackSummary::compute(*r.flat) : StackSummary::ofProfile(r.profile, 0);
}

void compareSummaries(const ProfileResult &a, const ProfileResult &b)
{
    const StackSummary sa = summaryOf(a);
    const StackSummary sb = summaryOf(b);
    QCOMPARE(sa.shape, sb.shape);
    QCOMPARE(sa.table.total(), sb.table.total());
    const auto ra = rowsByName(*a.profile, sa);
    const auto rb = rowsByName(*b.profile, sb);
    QCOMPARE(ra.size(), rb.size());
    for (const auto &[name, row] : ra) {
        const auto it = rb.find(name);
        QVERIFY2(it != rb.end(), qPrintable(name));
        QCOMPARE(it->second.self, row.self);
        QCOMPARE(it->second.inclusive, row.inclusive);
        QCOMPARE(it->second.sites, row.sites);
        QCOMPARE(it->second.largestSubtree, row.largestSubtree);
    }
}

ReadOptions flatOptions()
{
    ReadOptions o;
    o.flatStacks = true;
    return o;
}

} // namespace

void TestCollapsedReader::valid_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("samples");
    QTest::addColumn<qint64>("total");
    QTest::addColumn<int>("functions");
    QTest::addColumn<QString>("firstLeaf"); // function of sample 0's leaf

    QTest::newRow("one line") << QByteArray("main;a;b 5\n") << 1 << qint64(5) << 3 << "b";
    QTest::newRow("no final newline")
        << QByteArray("main;a 5\nmain;b 7") << 2 << qint64(12) << 3 << "a";
    QTest::newRow("crlf") << QByteArray("main;a 5\r\nmain;b 7\r\n") << 2 << qint64(12) << 3 << "a";
    QTest::newRow("spaces in frames") << QByteArray("main;std::vector<int, alloc> push_back 3\n")
                                      << 1 << qint64(3) << 2 << "std::vector<int, alloc> push_back";
    QTest::newRow("tab before count") << QByteArray("main;x\t4\n") << 1 << qint64(4) << 2 << "x";
    QTest::newRow("comments and blank lines")
        << QByteArray("# a comment\n\n   \nmain 1\n# another\n") << 1 << qint64(1) << 1 << "main";
    QTest::newRow("comment with a date")
        << QByteArray("# made 2026-11-30\n#\nmain 1\n") << 1 << qint64(1) << 1 << "main";
    QTest::newRow("root frame starting with #")
        << QByteArray("# a comment\n#root;a 5\n") << 1 << qint64(5) << 2 << "a";
    QTest::newRow("# frame with spaces")
        << QByteArray("#if x;b\t3\n") << 1 << qint64(3) << 2 << "b";
    QTest::newRow("empty frames are skipped")
        << QByteArray(";;main;;x; 2\n") << 1 << qint64(2) << 2 << "x";
    QTest::newRow("leading whitespace")
        << QByteArray("   main;x 2\n") << 1 << qint64(2) << 2 << "x";
    QTest::newRow("zero count") << QByteArray("main 0\nmain;a 1\n") << 2 << qint64(1) << 2
                                << "main";
    QTest::newRow("same stack twice") << QByteArray("a;b 1\na;b 2\n") << 2 << qint64(3) << 2 << "b";
    QTest::newRow("utf-8") << QByteArray("main;\xc3\xa9t\xc3\xa9 1\n") << 1 << qint64(1) << 2
                           << QString::fromUtf8("\xc3\xa9t\xc3\xa9");
    QTest::newRow("empty text") << QByteArray() << 0 << qint64(0) << 0 << QString();
}

void TestCollapsedReader::valid()
{
    QFETCH(QByteArray, text);
    QFETCH(int, samples);
    QFETCH(qint64, total);
    QFETCH(int, functions);
    QFETCH(QString, firstLeaf);
    const ProfileResult r = CollapsedReader::parse(text);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    const Profile &p = *r.profile;
    QCOMPARE(p.sampleTypes(),
             (QList<ValueType>{{QStringLiteral("samples"), QStringLiteral("count")}}));
    QCOMPARE(int(p.sampleCount()), samples);
    QCOMPARE(p.totalValue(0), total);
    QCOMPARE(int(p.functions().size()), functions);
    if (samples > 0) {
        const quint32 leaf = p.sampleLocations(0).front();
        QCOMPARE(p.functions()[p.locationLines(leaf)[0].function].name, firstLeaf);
    }
}

void TestCollapsedReader::invalid_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<qint64>("line");
    QTest::addColumn<QString>("detail");
    QTest::newRow("no count") << QByteArray("main;a\n") << qint64(1) << "expected";
    QTest::newRow("count not a number") << QByteArray("main 1\nmain;a 12x\n") << qint64(2) << "12x";
    QTest::newRow("negative count") << QByteArray("main -3\n") << qint64(1) << "-3";
    QTest::newRow("count overflows")
        << QByteArray("\n\nmain 99999999999999999999\n") << qint64(3) << "not a whole number";
    QTest::newRow("count only") << QByteArray("main 1\n 5\n") << qint64(2) << "expected";
    QTest::newRow("frames are only separators")
        << QByteArray(";;; 5\n") << qint64(1) << "no frames";
    QTest::newRow("trailing space") << QByteArray("main 5 \n") << qint64(1) << "expected";
    // Past several batches of the thread that builds the trie: the error still stops it.
    QByteArray many;
    for (int i = 0; i < 200000; ++i)
        many += "main;f" + QByteArray::number(i % 997) + ";g" + QByteArray::number(i) + " 1\n";
    QTest::newRow("after many lines") << many + "main;x y\n"
                                      << qint64(200001) << "not a whole number";
}

void TestCollapsedReader::invalid()
{
    QFETCH(QByteArray, text);
    QFETCH(qint64, line);
    QFETCH(QString, detail);
    const ProfileResult r = CollapsedReader::parse(text);
    QVERIFY(!r.ok());
    QCOMPARE(r.error.kind, Kind::Malformed);
    QCOMPARE(r.error.line, line);
    QVERIFY2(r.error.detail.contains(detail), qPrintable(r.error.detail));
}

void TestCollapsedReader::realFile()
{
    // perf-gxx.folded: 33552 samples in 4411 distinct stacks (corpus/INDEX.txt).
    const QByteArray text = test::readData("perf-gxx.folded");
    QVERIFY(!text.isEmpty());
    const ProfileResult r = CollapsedReader::parse(text);
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.profile->totalValue(0), 33552);
    QCOMPARE(r.profile->sampleCount(), 4411u);
    qint64 sum = 0; // the counts, summed independently of the reader
    for (const QByteArray &line : text.split('\n')) {
        if (!line.trimmed().isEmpty())
            sum += line.mid(line.lastIndexOf(' ') + 1).toLongLong();
    }
    QCOMPARE(r.profile->totalValue(0), sum);
}

void TestCollapsedReader::deepLine()
{
    QByteArray text = "main";
    for (int i = 0; i < 100000; ++i)
        text += ";f";
    text += " 7\n";
    const ProfileResult r = CollapsedReader::parse(text);
    QVERIFY(r.ok());
    QCOMPARE(r.profile->sampleLocations(0).size(), size_t(100001));
    QCOMPARE(r.profile->functions().size(), size_t(2));
}

void TestCollapsedReader::flatMatchesTrie_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("perf-gxx.folded") << test::readData("perf-gxx.folded");
    // Lines sharing prefixes of every kind with the line before.
    QTest::newRow("prefixes") << QByteArray("a;b;c 1\na;b;c 2\na;b 3\na;bc 4\na;b;cd 5\na 6\n"
                                            "a;;b;c 7\na;b;c; 8\nab;c 9\nb 0\na;b;c 10\n");
    QTest::newRow("empty frames") << QByteArray(";;main;;x; 2\n;;main;;x;y 3\n;main 1\n");
    QTest::newRow("same stack twice") << QByteArray("a;b 1\na;b 2\n");
    QTest::newRow("zero count") << QByteArray("main 0\nmain;a 1\n");
    // More than 65 536 functions: the frames turn 32-bit midway.
    QByteArray many;
    for (int i = 0; i < 70000; ++i)
        many += "main;f" + QByteArray::number(i) + ";g " + QByteArray::number(i % 7 + 1) + '\n';
    QTest::newRow("70 000 functions") << many;
}

void TestCollapsedReader::flatMatchesTrie()
{
    // The flat stacks `hearth summary` reads give the summary of the trie a window builds.
    QFETCH(QByteArray, text);
    const ProfileResult trie = CollapsedReader::parse(text);
    const ProfileResult flat = CollapsedReader::parse(text, flatOptions());
    QVERIFY2(trie.ok() && flat.ok(), qPrintable(trie.error.toString() + flat.error.toString()));
    QVERIFY(!trie.flat);
    QVERIFY(flat.flat);
    QCOMPARE(flat.profile->totalValue(0), trie.profile->totalValue(0));
    compareSummaries(trie, flat);
}

void TestCollapsedReader::streamed()
{
    // Read a chunk at a time from a device (chunks of 4 MiB: 20 copies of perf-gxx cross
    // several), with lines cut anywhere: the same profile as from the whole text.
    const QByteArray one = test::readData("perf-gxx.folded");
    QVERIFY(!one.isEmpty());
    QByteArray text;
    for (int i = 0; i < 20; ++i)
        text += one;
    text.chop(1); // the last line without its newline
    for (const bool flat : {false, true}) {
        const ReadOptions options = flat ? flatOptions() : ReadOptions();
        QBuffer device(&text);
        QVERIFY(device.open(QIODevice::ReadOnly));
        const QByteArray head = device.read(1000);
        const ProfileResult streamed = CollapsedReader::parse(&device, head, text.size(), options);
        const ProfileResult whole = CollapsedReader::parse(text, options);
        QVERIFY2(streamed.ok(), qPrintable(streamed.error.toString()));
        QCOMPARE(streamed.profile->totalValue(0), 20 * 33552);
        QCOMPARE(streamed.profile->sampleCount(), whole.profile->sampleCount());
        compareSummaries(streamed, whole);
    }
}

void TestCollapsedReader::streamedPastTheEstimate()
{
    // A file above 40 MiB read flat from a device: once 16 MiB are read with as much again to
    // come (here at 20 MiB), the stacks' arrays are reserved for the whole at the density so
    // far. Past that estimate (the last lines have several times the frames a byte of the
    // first) and past 65 536 functions (the frames turn 32-bit after the reservation), the
    // same summary as the whole text read without an estimate.
    const QByteArray one = test::readData("perf-gxx.folded");
    QVERIFY(!one.isEmpty());
    QByteArray text;
    for (int c = 0; text.size() < (qsizetype(40) << 20); ++c) {
        const QByteArray root = "worker-" + QByteArray::number(c) + ';';
        for (const QByteArray &line : one.split('\n')) {
            if (!line.isEmpty())
                text += root + line + '\n';
        }
    }
    const QByteArray deep = "main;" + QByteArray("a;").repeated(20);
    for (int i = 0; i < 70000; ++i)
        text += deep + 'f' + QByteArray::number(i) + ";g " + QByteArray::number(i % 5 + 1) + '\n';
    QBuffer device(&text);
    QVERIFY(device.open(QIODevice::ReadOnly));
    const ProfileResult streamed = CollapsedReader::parse(&device, {}, text.size(), flatOptions());
    const ProfileResult whole = CollapsedReader::parse(text, flatOptions());
    QVERIFY2(streamed.ok(), qPrintable(streamed.error.toString()));
    QVERIFY(streamed.flat);
    QCOMPARE(streamed.profile->sampleCount(), whole.profile->sampleCount());
    QVERIFY(streamed.profile->functions().size() > 0x10000);
    compareSummaries(streamed, whole);
}

void TestCollapsedReader::repeatedCopies()
{
    // The file of the `big` benchmark, smaller: a profile's folded stacks repeated under a
    // root of their own per copy (`worker-N;`). Its summary is the original's with Self,
    // Inclusive and Sites times the copies and Largest subtree unchanged, read from a file
    // as `hearth summary` (flat) and a window (trie) read it.
    const QByteArray one = test::readData("perf-gxx.folded");
    QVERIFY(!one.isEmpty());
    constexpr int copies = 20;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("big.folded"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        for (int c = 1; c <= copies; ++c) {
            const QByteArray root = "worker-" + QByteArray::number(c) + ';';
            for (const QByteArray &line : one.split('\n')) {
                if (!line.isEmpty())
                    f.write(root + line + '\n');
            }
        }
    }
    for (const bool flat : {true, false}) {
        const ReadOptions options = flat ? flatOptions() : ReadOptions();
        const ProfileResult original = CollapsedReader::parse(one, options);
        const ProfileResult repeated = ProfileReader::readFile(path, options);
        QVERIFY2(repeated.ok(), qPrintable(repeated.error.toString()));
        QCOMPARE(bool(repeated.flat), flat);
        const StackSummary so = summaryOf(original);
        const StackSummary sr = summaryOf(repeated);
        QCOMPARE(sr.table.total(), copies * so.table.total());
        QCOMPARE(sr.shape.maxDepth, so.shape.maxDepth + 1);
        const auto ro = rowsByName(*original.profile, so);
        const auto rr = rowsByName(*repeated.profile, sr);
        QCOMPARE(rr.size(), ro.size() + copies);
        for (const auto &[name, row] : ro) {
            const auto it = rr.find(name);
            QVERIFY2(it != rr.end(), qPrintable(name));
            QCOMPARE(it->second.self, copies * row.self);
            QCOMPARE(it->second.inclusive, copies * row.inclusive);
            QCOMPARE(it->second.sites, copies * row.sites);
            QCOMPARE(it->second.largestSubtree, row.largestSubtree);
        }
        const FunctionStats &worker = rr.at(QStringLiteral("worker-7"));
        QCOMPARE(worker.inclusive, so.table.total());
        QCOMPARE(worker.sites, 1u);
        QCOMPARE(worker.self, 0);
    }
}

void TestCollapsedReader::anyLineOrder_data()
{
    // The trie is built without lookups while lines come sorted, with walks of a parent's
    // children where they do not, and indexed once the walks grow: the same tree in every
    // order of the lines.
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("perf-gxx.folded") << test::readData("perf-gxx.folded");
    QTest::newRow("prefixes") << QByteArray("a;b;c 1\na;b;c 2\na;b 3\na;bc 4\na;b;cd 5\na 6\n"
                                            "a;;b;c 7\na;b;c; 8\nab;c 9\nb 0\na;b;c 10\n");
    // A frame, one that extends its name with a byte before `;`, then the first again.
    QTest::newRow("x, x+, x;") << QByteArray("m;x 1\nm;x+ 2\nm;x;y 3\nm;x+;y 4\nm;x;z 5\n");
    QTest::newRow("empty frames") << QByteArray(
        ";;main;;x; 2\n;;main;;x;y 3\n;main 1\nmain;x;y 4\nmain;;x;z 5\n");
    QByteArray copies; // concatenated sorted files under roots out of order
    const QByteArray one = test::readData("perf-gxx.folded");
    for (int c = 1; c <= 12; ++c) {
        for (const QByteArray &line : one.split('\n').mid(0, 300)) {
            if (!line.isEmpty())
                copies += "worker-" + QByteArray::number(c) + ';' + line + '\n';
        }
    }
    QTest::newRow("copies under roots") << copies;
    QByteArray wide; // one parent with thousands of children: walks past their budget
    for (int i = 3000; i > 0; --i)
        wide += "main;f" + QByteArray::number(i) + ";g 1\nmain;f" + QByteArray::number(i) + " 1\n";
    QTest::newRow("3000 children") << wide;
}

void TestCollapsedReader::anyLineOrder()
{
    QFETCH(QByteArray, text);
    QList<QByteArray> lines = text.split('\n');
    lines.removeAll(QByteArray());
    auto join = [](const QList<QByteArray> &l) -> QByteArray { return l.join('\n') + '\n'; };
    auto treeOf = [](const QByteArray &t) -> QByteArray {
        const ProfileResult r = CollapsedReader::parse(t);
        if (!r.ok())
            return QByteArray("error: ") + r.error.toString().toUtf8();
        const CallTree::Ptr tree = CallTree::build(r.profile, 0);
        return QByteArray::number(tree->nodeCount()) + '\n' + CollapsedWriter::toBytes(*tree);
    };
    QList<QByteArray> sorted = lines;
    std::sort(sorted.begin(), sorted.end());
    const QByteArray expected = treeOf(join(sorted));
    QVERIFY(!expected.startsWith("error"));
    QList<QByteArray> reversed(sorted.rbegin(), sorted.rend());
    QList<QByteArray> shuffled = lines;
    std::shuffle(shuffled.begin(), shuffled.end(), std::mt19937(19));
    QCOMPARE(treeOf(text), expected);
    QCOMPARE(treeOf(join(reversed)), expected);
    QCOMPARE(treeOf(join(shuffled)), expected);
    // And the summary of the flat stacks, which are read without a trie.
    const ProfileResult trie = CollapsedReader::parse(text);
    const ProfileResult flat = CollapsedReader::parse(text, flatOptions());
    compareSummaries(trie, flat);
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestCollapsedReader)
#include "tst_collapsedreader.moc"

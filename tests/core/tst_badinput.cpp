// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "analysis/functiontable.h"
#include "analysis/profileheader.h"
#include "io/collapsedwriter.h"
#include "io/profilereader.h"
#include "summary/stacksummary.h"

#include <QElapsedTimer>
#include <QTest>

#include <random>

namespace hearth {

using Kind = ParseError::Kind;

/// Hostile input: every test file cut at every offset (the first 4 KiB of the larger ones,
/// then a stride), bytes flipped by a seeded PRNG, bombs, bad indices, deep stacks. The
/// answer must always be a structured error or a valid profile that analyses cleanly.
class TestBadInput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void truncated_data();
    void truncated();
    void flipped_data();
    void flipped();
    void bombs_data();
    void bombs();
    void wrongMagic_data();
    void wrongMagic();
    void badIndices_data();
    void badIndices();
    void deepStack_data();
    void deepStack();
};

namespace {

// Checks one answer: a valid profile (then analysed end to end) or a well-formed error.
bool check(const QByteArray &data, const QString &name, QString *why, bool *read = nullptr)
{
    ReadOptions opt;
    opt.maxDecompressedBytes = qint64(64) << 20;
    const ProfileResult r = ProfileReader::readBytes(data, name, opt);
    if (read)
        *read = r.ok();
    // Reading the default type's stacks only gives the same answer: the same error, or the
    // same tree of that type.
    ReadOptions one = opt;
    one.sampleTypes = SampleTypeChoice::defaultType();
    const ProfileResult r1 = ProfileReader::readBytes(data, name, one);
    if (r1.ok() != r.ok() || r1.error.toString() != r.error.toString()) {
        *why = QStringLiteral("selective read differs: ") + r1.error.toString() +
               QStringLiteral(" / ") + r.error.toString();
        return false;
    }
    if (r.ok()) {
        const int t = r.profile->defaultSampleType();
        if (r1.profile->defaultSampleType() != t || !r1.profile->hasStacksFor(t) ||
            (t < r.profile->sampleTypes().size() &&
             (CallTree::build(r1.profile, t)->nodeCount() !=
                  CallTree::build(r.profile, t)->nodeCount() ||
              CallTree::build(r1.profile, t)->totalValue() !=
                  CallTree::build(r.profile, t)->totalValue()))) {
            *why = QStringLiteral("selective read gives another tree");
            return false;
        }
    }
    // Reading for a summary (the stacks alone, ReadOptions::flatStacks) too: the same error,
    // or the same summary as the tree's.
    ReadOptions flat = one;
    flat.flatStacks = true;
    const ProfileResult rf = ProfileReader::readBytes(data, name, flat);
    if (rf.ok() != r.ok() || rf.error.toString() != r.error.toString()) {
        *why = QStringLiteral("flat read differs: ") + rf.error.toString() + QStringLiteral(" / ") +
               r.error.toString();
        return false;
    }
    if (rf.ok() && rf.flat && !rf.flat->treeNeeded()) {
        const int t = r.profile->defaultSampleType();
        const StackSummary got = StackSummary::compute(*rf.flat);
        const StackSummary want = StackSummary::ofTree(*CallTree::build(r.profile, t));
        if ((t < r.profile->sampleTypes().size() && rf.flat->sampleType() != t) ||
            !(got.shape == want.shape) || got.table.rows().size() != want.table.rows().size()) {
            *why = QStringLiteral("flat read gives another summary");
            return false;
        }
    }
    if (r.ok()) {
        const Profile::Ptr &p = r.profile;
        // The default sample type and the first: enough to walk every table, and cheap.
        QList<int> types{p->defaultSampleType()};
        if (p->defaultSampleType() != 0 && !p->sampleTypes().isEmpty())
            types << 0;
        for (int t : types) {
            const CallTree::Ptr tree = CallTree::build(p, t);
            const FunctionTable table = FunctionTable::compute(*tree);
            const SampleVerdict v = SampleVerdict::of(*tree);
            ProfileHeader::text(*tree, v);
            v.sentence();
            if (tree->nodeCount() < 4096)
                CollapsedWriter::toBytes(*tree);
            if (table.total() != tree->totalValue()) {
                *why = QStringLiteral("table total differs from tree total");
                return false;
            }
        }
        return true;
    }
    const ParseError &e = r.error;
    if (r.profile)
        *why = QStringLiteral("an error with a profile");
    else if (e.kind == Kind::None)
        *why = QStringLiteral("no profile and no error");
    else if (e.file != name)
        *why = QStringLiteral("error names file '%1'").arg(e.file);
    else if (e.kind != Kind::Empty && e.offset < 0 && e.line < 1)
        *why = QStringLiteral("error without a place: ") + e.toString();
    else if (!e.inDecompressed && e.line < 0 && e.offset > data.size())
        *why = QStringLiteral("offset past the end: ") + e.toString();
    else if (!e.toString().startsWith(name + QStringLiteral(": ")))
        *why = QStringLiteral("text does not name the file: ") + e.toString();
    else
        return true;
    return false;
}

struct Sample
{
    const char *name;
    QByteArray data;
};

QList<Sample> inputs()
{
    const QByteArray cpu = test::readData("go-cpu-small.pb.gz");
    const QByteArray heap = test::readData("go-heap-small.pb.gz");
    const QByteArray node = test::readData("node-ddprof-heap.pb.gz");
    const QByteArray hand = test::readData("handmade.pb");
    return {
        {"handmade.pb", hand},
        {"handmade.pb.gz", test::gzip(hand)},
        {"handmade.pb.zst", test::zstd(hand)},
        {"handmade.folded", test::readData("handmade.folded")},
        {"go-cpu-small.pb.gz", cpu},
        {"go-cpu-small.pb", test::gunzip(cpu)},
        {"go-heap-small.pb.gz", heap},
        {"go-heap-small.pb", test::gunzip(heap)},
        {"node-ddprof-heap.pb.gz", node},
        {"node-ddprof-heap.pb", test::gunzip(node)},
        {"perf-gxx.folded", test::readData("perf-gxx.folded")},
        {"handmade.cpuprofile", test::readData("handmade.cpuprofile")},
        {"node-tiny.cpuprofile", test::readData("node-tiny.cpuprofile")},
        {"node-tiny.cpuprofile.zst", test::zstd(test::readData("node-tiny.cpuprofile"))},
        {"handmade.speedscope.json", test::readData("handmade.speedscope.json")},
        {"handmade.perf.txt", test::readData("handmade.perf.txt")},
        {"handmade.flamebearer.json", test::readData("handmade.flamebearer.json")},
        {"handmade-diff.flamebearer.json", test::readData("handmade-diff.flamebearer.json")},
        {"perf-gxx-small.perf.txt", test::readData("perf-gxx-small.perf.txt")},
        {"handmade.stackprof.json", test::readData("handmade.stackprof.json")},
        {"handmade.gecko.json", test::readData("handmade.gecko.json")},
        {"handmade-schema.gecko.json", test::readData("handmade-schema.gecko.json")},
        {"handmade.trace.json", test::readData("handmade.trace.json")},
        {"rust.perf.txt", test::readData("rust.perf.txt")},
    };
}

} // namespace

void TestBadInput::truncated_data()
{
    QTest::addColumn<QByteArray>("data");
    for (const Sample &s : inputs())
        QTest::newRow(s.name) << s.data;
}

void TestBadInput::truncated()
{
    QFETCH(QByteArray, data);
    QVERIFY(!data.isEmpty());
    const QString name = QString::fromLatin1(QTest::currentDataTag());
    // Every offset in the first 4 KiB, then about 120 more spread over the rest (the test
    // must stay well under a minute in the ASan build).
    const qsizetype dense = std::min<qsizetype>(data.size(), 4096);
    const qsizetype stride = std::max<qsizetype>(1, (data.size() - dense) / 120);
    QString why;
    int cuts = 0;
    for (qsizetype n = 0; n < data.size(); n += n < dense ? 1 : stride, ++cuts) {
        if (!check(data.left(n), name, &why))
            QFAIL(qPrintable(QStringLiteral("cut at %1: %2").arg(n).arg(why)));
    }
    QVERIFY(check(data, name, &why));
    QVERIFY(cuts >= dense);
}

void TestBadInput::flipped_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("variants");
    for (const Sample &s : inputs()) {
        // Thousands for the small files; the large ones are parsed whole every time.
        const int variants = s.data.size() < 8192     ? 4000
                             : s.data.size() < 200000 ? 300
                             : s.data.size() < 800000 ? 60
                                                      : 15;
        QTest::newRow(s.name) << s.data << variants;
    }
}

void TestBadInput::flipped()
{
    QFETCH(QByteArray, data);
    QFETCH(int, variants);
    const QString name = QString::fromLatin1(QTest::currentDataTag());
    std::mt19937 rng(20261130u ^ quint32(data.size()));
    std::uniform_int_distribution<qsizetype> at(0, data.size() - 1);
    std::uniform_int_distribution<int> count(1, 4), byte(1, 255), mode(0, 2);
    QString why;
    int ok = 0;
    for (int i = 0; i < variants; ++i) {
        QByteArray d = data;
        for (int k = count(rng); k > 0; --k) {
            const qsizetype pos = at(rng);
            switch (mode(rng)) {
            case 0:
                d[pos] = char(d[pos] ^ (1 << (byte(rng) % 8)));
                break; // one bit
            case 1:
                d[pos] = char(byte(rng));
                break; // any byte
            default:
                d[pos] = char(0xff);
                break; // a long varint
            }
        }
        bool read = false;
        if (!check(d, name, &why, &read))
            QFAIL(qPrintable(QStringLiteral("variant %1: %2").arg(i).arg(why)));
        ok += read ? 1 : 0;
    }
    qDebug("%s: %d of %d variants still read", qPrintable(name), ok, variants);
}

void TestBadInput::bombs_data()
{
    QTest::addColumn<QByteArray>("bomb");
    QTest::newRow("gzip, 200 MB of zeros") << test::gzip({}, qint64(200) << 20);
    QTest::newRow("zstd, 200 MB of zeros") << test::zstd({}, qint64(200) << 20);
    QTest::newRow("gzip, a profile then zeros")
        << test::gzip(test::readData("handmade.pb"), qint64(60) << 20);
    QTest::newRow("gzip of a gzip bomb")
        << test::gzip(test::gzip({}, qint64(200) << 20)); // the inner one is not unpacked
}

void TestBadInput::bombs()
{
    QFETCH(QByteArray, bomb);
    ReadOptions opt;
    opt.maxDecompressedBytes = qint64(50) << 20;
    const ProfileResult r = ProfileReader::readBytes(bomb, QStringLiteral("bomb"), opt);
    QVERIFY(!r.ok());
    QCOMPARE(r.error.file, QStringLiteral("bomb"));
    if (QByteArray(QTest::currentDataTag()).startsWith("gzip of a gzip"))
        QCOMPARE(r.error.kind, Kind::UnknownFormat); // a gzip inside is not a profile
    else
        QCOMPARE(r.error.kind, Kind::TooLarge);
}

void TestBadInput::wrongMagic_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("kind");
    QTest::newRow("png") << QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16)
                         << int(Kind::UnknownFormat);
    QTest::newRow("zip") << QByteArray("PK\x03\x04\x14\0\0\0", 8) << int(Kind::UnknownFormat);
    QTest::newRow("elf") << QByteArray("\x7f"
                                       "ELF\x02\x01\x01\0",
                                       8)
                         << int(Kind::UnknownFormat);
    QTest::newRow("bzip2") << QByteArray("BZh91AY&SY\x01\x02", 12) << int(Kind::UnknownFormat);
    QTest::newRow("legacy heap profile")
        << QByteArray("heap profile: 4: 512 [8: 1024] @ heap/1048576\n") << int(Kind::LegacyFormat);
    QTest::newRow("legacy heap, gzipped")
        << test::gzip("heap profile: 4: 512 [8: 1024] @ heap/1048576\n") << int(Kind::LegacyFormat);
    QTest::newRow("legacy cpu, binary")
        << QByteArray(8, '\0') + QByteArray("\x03\0\0\0\0\0\0\0", 8) + QByteArray(24, '\0')
        << int(Kind::LegacyFormat);
    QTest::newRow("only zeros") << QByteArray(4, '\0') << int(Kind::UnknownFormat);
    QTest::newRow("gzip magic, then junk")
        << QByteArray("\x1f\x8bjunkjunkjunk") << int(Kind::Decompression);
    QTest::newRow("zstd magic, then junk")
        << QByteArray("\x28\xb5\x2f\xfdjunkjunkjunk") << int(Kind::Decompression);
}

void TestBadInput::wrongMagic()
{
    QFETCH(QByteArray, data);
    QFETCH(int, kind);
    const ProfileResult r = ProfileReader::readBytes(data, QStringLiteral("x.pb.gz"));
    QVERIFY(!r.ok());
    QCOMPARE(int(r.error.kind), kind);
    QCOMPARE(r.error.file, QStringLiteral("x.pb.gz"));
    QVERIFY(r.error.offset >= 0 || r.error.line >= 1);
}

void TestBadInput::badIndices_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("kind");
    const auto base = [] {
        test::PprofMaker m;
        m.sampleType("cpu", "nanoseconds");
        const quint64 main = m.frame("main", "main.go");
        m.sample({m.location({}, m.mapping("a.out"), 0x10), main}, {1});
        return m;
    };
    const auto add = [](const char *tag, const test::PprofMaker &m, Kind kind) {
        QTest::newRow(tag) << test::gzip(m.bytes()) << int(kind);
    };
    test::PprofMaker m = base();
    m.p.mutable_function(0)->set_name(1 << 20);
    add("string index", m, Kind::IndexOutOfRange);
    m = base();
    m.p.mutable_sample(0)->add_location_id(1 << 20);
    add("location index", m, Kind::IndexOutOfRange);
    m = base();
    m.p.mutable_location(1)->set_mapping_id(3);
    add("mapping index", m, Kind::IndexOutOfRange);
    m = base();
    m.p.mutable_location(0)->mutable_line(0)->set_function_id(2);
    add("function index", m, Kind::IndexOutOfRange);
    m = base();
    m.p.mutable_sample(0)->add_label()->set_num_unit(-7);
    add("label unit index", m, Kind::IndexOutOfRange);
    m = base();
    m.p.mutable_location(1)->set_id(1);
    add("duplicate location id", m, Kind::Malformed);
    m = base();
    m.function("main", "main.go");
    m.p.mutable_function(1)->set_id(1);
    add("duplicate function id", m, Kind::Malformed);
}

void TestBadInput::badIndices()
{
    QFETCH(QByteArray, data);
    QFETCH(int, kind);
    const ProfileResult r = ProfileReader::readBytes(data, QStringLiteral("bad.pb.gz"));
    QVERIFY(!r.ok());
    QCOMPARE(int(r.error.kind), kind);
    QCOMPARE(r.error.file, QStringLiteral("bad.pb.gz"));
    QVERIFY(r.error.inDecompressed);
    QVERIFY(r.error.offset > 0);
    QVERIFY(r.error.offset < test::gunzip(data).size());
    QVERIFY(r.error.toString().contains(QStringLiteral("of the decompressed data")));
}

void TestBadInput::deepStack_data()
{
    QTest::addColumn<QByteArray>("data");
    test::PprofMaker m;
    m.sampleType("samples", "count");
    std::vector<quint64> locs;
    for (int i = 0; i < 1000; ++i)
        locs.push_back(m.frame(QStringLiteral("f%1").arg(i).toStdString()));
    auto *s = m.sample({}, {1});
    for (int i = 0; i < 100000; ++i)
        s->add_location_id(locs[size_t(i * 7919) % locs.size()]);
    QTest::newRow("pprof, 100000 frames") << test::gzip(m.bytes());
    QByteArray folded = "root";
    for (int i = 0; i < 100000; ++i)
        folded += ";g" + QByteArray::number(i % 3);
    QTest::newRow("folded, 100000 frames") << folded + " 1\n";
}

void TestBadInput::deepStack()
{
    QFETCH(QByteArray, data);
    const ProfileResult r = ProfileReader::readBytes(data, QStringLiteral("deep"));
    QVERIFY(r.ok());
    const CallTree::Ptr tree = CallTree::build(r.profile, 0);
    QCOMPARE(tree->maxDepth(), r.profile->sampleLocations(0).size());
    QVERIFY(tree->maxDepth() >= 100000u);
    const FunctionTable table = FunctionTable::compute(*tree);
    for (const FunctionStats &s : table.rows())
        QCOMPARE(s.inclusive, 1);
    const QByteArray folded = CollapsedWriter::toBytes(*tree);
    QCOMPARE(folded.count(';'), qsizetype(tree->maxDepth() - 1));
    QVERIFY(SampleVerdict::of(*tree).kind == SampleVerdict::Kind::SingleSample);
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestBadInput)
#include "tst_badinput.moc"

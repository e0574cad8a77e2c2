// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "analysis/profileloader.h"
#include "io/decompressor.h"
#include "io/inputfile.h"
#include "io/profilereader.h"
#include "io/readprogress.h"

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <condition_variable>
#include <cstdio>
#include <mutex>
#include <thread>

namespace hearth {

using Format = ProfileReader::Format;
using Kind = ParseError::Kind;

class TestProfileReader : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void realFiles_data();
    void realFiles();
    void sameContentAnyWrapping_data();
    void sameContentAnyWrapping();
    void sniff_data();
    void sniff();
    void errors_data();
    void errors();
    void streamedFile_data();
    void streamedFile();
    void standardInput();
    void files();
    void utf16Folded_data();
    void utf16Folded();
    void cancelAndProgress();
    void cancelledFileRead();
    void cancelledJsonParse_data();
    void cancelledJsonParse();
    void cancelledFromAnotherThread_data();
    void cancelledFromAnotherThread();
};

namespace {

// Sets a read's stop flag from another thread at a chosen point of the read, as a window's
// Cancel does: the reading thread calls reached() there (from ReadOptions::progress) and
// waits until the other thread has set the flag, so the point is exact. From then on the read
// must end soon (msSinceSet()).
class CancelFromAnotherThread
{
public:
    CancelFromAnotherThread()
        : m_thread([this] {
            std::unique_lock<std::mutex> lock(m_mutex);
            m_changed.wait(lock, [this] { return m_asked || m_done; });
            if (m_done)
                return;
            flag.store(true);
            m_since.start();
            m_set = true;
            m_changed.notify_all();
        })
    {}
    ~CancelFromAnotherThread()
    {
        {
            const std::lock_guard<std::mutex> lock(m_mutex);
            m_done = true;
        }
        m_changed.notify_all();
        m_thread.join();
    }
    CancelFromAnotherThread(const CancelFromAnotherThread &) = delete;
    CancelFromAnotherThread &operator=(const CancelFromAnotherThread &) = delete;

    /// On the reading thread: the first call returns once the flag is set.
    void reached()
    {
        std::unique_lock<std::mutex> lock(m_mutex);
        if (m_asked)
            return;
        m_asked = true;
        m_changed.notify_all();
        m_changed.wait(lock, [this] { return m_set; });
    }
    bool wasSet()
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        return m_set;
    }
    qint64 msSinceSet()
    {
        const std::lock_guard<std::mutex> lock(m_mutex);
        return m_since.elapsed();
    }

    std::atomic<bool> flag{false};

private:
    std::mutex m_mutex;
    std::condition_variable m_changed;
    bool m_asked = false;
    bool m_set = false;
    bool m_done = false;
    QElapsedTimer m_since;
    std::thread m_thread; // last: started once the rest exists
};

// Folded stacks whose lines are not sorted (random walks down a tree of branching 3 under
// 24 roots, 600 function names): the thread that builds the trie then looks frames up and
// lags behind the reading thread, so batches wait for it when the reading ends.
QByteArray unsortedFolded(qsizetype bytes)
{
    QByteArray out;
    out.reserve(bytes + 1024);
    quint64 state = 0x9e3779b97f4a7c15ull;
    auto next = [&state] {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        return quint32(state >> 33);
    };
    while (out.size() < bytes) {
        const quint32 depth = 5 + next() % 20;
        quint32 node = next() % 24;
        for (quint32 d = 0; d < depth; ++d) {
            if (d)
                out += ';';
            out += "fn" + QByteArray::number((node * 2654435761u) % 600);
            node = node * 3 + 1 + next() % 3;
        }
        out += ' ' + QByteArray::number(1 + next() % 50) + '\n';
    }
    return out;
}

} // namespace

void TestProfileReader::realFiles_data()
{
    // Totals from the corpus's INDEX.txt (written by the tool that made the files).
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("types"); // space-separated
    QTest::addColumn<QList<qint64>>("totals");
    QTest::addColumn<int>("samples");
    QTest::addColumn<int>("locations");
    QTest::addColumn<int>("defaultType");
    QTest::newRow("go cpu") << "go-cpu-small.pb.gz"
                            << "samples/count cpu/nanoseconds" << QList<qint64>{381, 3810000000}
                            << 331 << 1374 << 1;
    QTest::newRow("go heap")
        << "go-heap-small.pb.gz"
        << "alloc_objects/count alloc_space/bytes inuse_objects/count inuse_space/bytes"
        << QList<qint64>{67974496, 14708259146, 5371, 7884819} << 23800 << 3201 << 3;
    QTest::newRow("node heap") << "node-ddprof-heap.pb.gz"
                               << "inuse_objects/count inuse_space/bytes"
                               << QList<qint64>{876306, 74230646} << 12062 << 2693 << 1;
    QTest::newRow("perf folded") << "perf-gxx.folded"
                                 << "samples/count" << QList<qint64>{33552} << 4411 << -1 << 0;
}

void TestProfileReader::realFiles()
{
    QFETCH(QString, file);
    QFETCH(QString, types);
    QFETCH(QList<qint64>, totals);
    QFETCH(int, samples);
    QFETCH(int, locations);
    QFETCH(int, defaultType);
    const ProfileResult r = ProfileReader::readFile(test::dataPath(qPrintable(file)));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    const Profile &p = *r.profile;
    QStringList got;
    for (const ValueType &t : p.sampleTypes())
        got << t.toString();
    QCOMPARE(got.join(QLatin1Char(' ')), types);
    for (int t = 0; t < totals.size(); ++t)
        QCOMPARE(p.totalValue(t), totals[t]);
    // The file's sample records (a pprof's records of one stack are one sample, with their
    // count: ProfileBuilder::mergeSamples()).
    QCOMPARE(qint64(p.keptRecordCount()), qint64(samples));
    if (locations >= 0)
        QCOMPARE(int(p.locations().size()), locations);
    QCOMPARE(p.defaultSampleType(), defaultType);
    QVERIFY(!p.defaultSampleTypeFellBack());
}

void TestProfileReader::sameContentAnyWrapping_data()
{
    QTest::addColumn<QByteArray>("data");
    const QByteArray raw = test::gunzip(test::readData("go-cpu-small.pb.gz"));
    QTest::newRow("raw pprof") << raw;
    QTest::newRow("gzip") << test::gzip(raw);
    QTest::newRow("zstd") << test::zstd(raw);
    QTest::newRow("gzip in two members") << test::gzip(raw.left(1000)) + test::gzip(raw.mid(1000));
}

void TestProfileReader::sameContentAnyWrapping()
{
    QFETCH(QByteArray, data);
    const ProfileResult r = ProfileReader::readBytes(data, QStringLiteral("cpu"));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.profile->totalValue(1), 3810000000);
    QCOMPARE(r.profile->sampleCount(), 331u);
}

void TestProfileReader::sniff_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("format");
    QTest::newRow("folded") << QByteArray("main;a 1\n") << int(Format::Collapsed);
    QTest::newRow("heap profile") << QByteArray("heap profile: 1: 2 [3: 4] @ heap/1048576\n")
                                  << int(Format::LegacyPprof);
    QTest::newRow("heap_v2") << QByteArray("heap_v2/524288\n") << int(Format::LegacyPprof);
    QTest::newRow("contention") << QByteArray("--- contention:\ncycles/second=1\n")
                                << int(Format::LegacyPprof);
    QTest::newRow("legacy binary cpu")
        << QByteArray(8, '\0') + QByteArray("\x03\0\0\0\0\0\0\0", 8) + QByteArray(16, '\0')
        << int(Format::LegacyPprof);
    QTest::newRow("pprof") << QByteArray("\x0a\x04\x08\x01\x10\x02", 6) << int(Format::Pprof);
    QTest::newRow("binary junk") << QByteArray("\xff\xfe\x00\x01", 4) << int(Format::Unknown);
    QTest::newRow("cpuprofile") << QByteArray("{\"nodes\":[{\"id\":1,\"callFrame\":{}}]}")
                                << int(Format::CpuProfile);
    QTest::newRow("cpuprofile, spaces first")
        << QByteArray("  \n{ \"startTime\": 1, \"nodes\": [], \"timeDeltas\": [] }")
        << int(Format::CpuProfile);
    QTest::newRow("speedscope")
        << QByteArray("{\"$schema\":\"https://www.speedscope.app/file-format-schema.json\"}")
        << int(Format::Speedscope);
    QTest::newRow("speedscope without $schema")
        << QByteArray("{\"profiles\":[],\"shared\":{\"frames\":[]}}") << int(Format::Speedscope);
    QTest::newRow("other json") << QByteArray("{\"a\": 1}") << int(Format::Json);
    QTest::newRow("html") << QByteArray("<!doctype html><p>x</p>") << int(Format::Html);
    QTest::newRow("jpeg header") << QByteArray("\xff\xd8\xff\xe0", 4) << int(Format::Unknown);
    QTest::newRow("high bytes, not utf-8")
        << QByteArray("\xc8\xa1\xfe\x90\xe2\xff\xb7\x81\x99\xe0\xf7\xa0") << int(Format::Unknown);
    QTest::newRow("utf-8 folded") << QByteArray("main;\xc3\xa9t\xc3\xa9;\xe6\x97\xa5 1\n")
                                  << int(Format::Collapsed);
    QTest::newRow("a latin-1 name in folded stacks")
        << QByteArray("main;parse;caf\xe9_table 12\nmain;parse;lookup 3\n")
        << int(Format::Collapsed);
    QTest::newRow("empty") << QByteArray() << int(Format::Unknown);
}

void TestProfileReader::sniff()
{
    QFETCH(QByteArray, data);
    QFETCH(int, format);
    QCOMPARE(int(ProfileReader::sniff(data)), format);
}

void TestProfileReader::errors_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("kind");
    QTest::addColumn<bool>("inDecompressed");
    const QByteArray legacy("heap profile: 1: 2 [3: 4] @ heap/1048576\n1: 2 [3: 4] @ 0x1 0x2\n");
    QTest::newRow("empty") << QByteArray() << int(Kind::Empty) << false;
    QTest::newRow("legacy text") << legacy << int(Kind::LegacyFormat) << false;
    QTest::newRow("legacy text, gzipped") << test::gzip(legacy) << int(Kind::LegacyFormat) << true;
    QTest::newRow("wrong magic") << QByteArray("\x89PNG\r\n\x1a\n", 8) << int(Kind::UnknownFormat)
                                 << false;
    QTest::newRow("jpeg header") << QByteArray("\xff\xd8\xff\xe0", 4) << int(Kind::UnknownFormat)
                                 << false;
    // Text-only magics: named, not read as a legacy text profile or a folded line.
    QTest::newRow("pdf header, named")
        << QByteArray("%PDF-1.4\n1 0 obj\n") << int(Kind::UnknownFormat) << false;
    QTest::newRow("gif header, named")
        << QByteArray("GIF89a;x 1\n") << int(Kind::UnknownFormat) << false;
    QTest::newRow("gzipped jpeg") << test::gzip(QByteArray("\xff\xd8\xff\xe1\xc0\xa8", 6))
                                  << int(Kind::UnknownFormat) << true;
    QTest::newRow("high-byte junk")
        << QByteArray("\xc8\xa1\xfe\x90\xe2\xff\xb7\x81 12\n") << int(Kind::UnknownFormat) << false;
    QTest::newRow("gzip of nothing") << test::gzip({}) << int(Kind::UnknownFormat) << true;
    QTest::newRow("truncated gzip")
        << test::readData("go-cpu-small.pb.gz").left(5000) << int(Kind::Truncated) << false;
    QTest::newRow("pprof, truncated inside gzip")
        << test::gzip(test::gunzip(test::readData("go-cpu-small.pb.gz")).left(5000))
        << int(Kind::Truncated) << true;
    QTest::newRow("bad folded line")
        << QByteArray("main;a 1\nmain;b\n") << int(Kind::Malformed) << false;
    QTest::newRow("html page") << QByteArray("<!DOCTYPE html>\n<html><body>404</body></html>\n")
                               << int(Kind::UnknownFormat) << false;
    QTest::newRow("json of another shape")
        << QByteArray("{\"name\": \"package\", \"version\": \"1.0\"}\n") << int(Kind::UnknownFormat)
        << false;
    QTest::newRow("json of another shape, zstd")
        << test::zstd(QByteArray("[1, 2, 3]")) << int(Kind::UnknownFormat) << true;
    QTest::newRow("gzip, a corrupt member")
        << test::readData("go-cpu-small.pb.gz") +
               test::gzip("main;a 1\n").replace(12, 4, QByteArray("\xff\xff\xff\xff", 4))
        << int(Kind::Decompression) << false;
    // 128 MiB of zeros in a few KB: past ratioFreeBytes (64 MiB), more than 1000:1 (the
    // gzip cases are tst_decompressor's: zlib's best is about 1030:1).
    QTest::newRow("zstd bomb") << test::zstd({}, qint64(128) << 20) << int(Kind::TooLarge) << false;
}

void TestProfileReader::errors()
{
    QFETCH(QByteArray, data);
    QFETCH(int, kind);
    QFETCH(bool, inDecompressed);
    const ProfileResult r = ProfileReader::readBytes(data, QStringLiteral("some.pb.gz"));
    QVERIFY(!r.ok());
    QVERIFY(!r.profile);
    QCOMPARE(int(r.error.kind), kind);
    QCOMPARE(r.error.file, QStringLiteral("some.pb.gz"));
    QCOMPARE(r.error.inDecompressed, inDecompressed);
    QVERIFY(r.error.toString().startsWith(QStringLiteral("some.pb.gz: ")));
    if (r.error.kind == Kind::Malformed)
        QCOMPARE(r.error.line, 2);
    if (QByteArray(QTest::currentDataTag()).contains("jpeg"))
        QVERIFY2(r.error.toString().contains(QLatin1String("JPEG image")),
                 qPrintable(r.error.toString()));
    if (QByteArray(QTest::currentDataTag()).contains("named"))
        QVERIFY2(r.error.toString().contains(QLatin1String("it looks like a")),
                 qPrintable(r.error.toString()));
    // An unknown format names what it looks like where it can, and what Hearth reads.
    if (r.error.kind == Kind::UnknownFormat)
        QVERIFY2(r.error.toString().contains(QLatin1String("Hearth reads pprof")),
                 qPrintable(r.error.toString()));
    if (QByteArray(QTest::currentDataTag()).contains("html"))
        QVERIFY2(r.error.toString().contains(QLatin1String("HTML")),
                 qPrintable(r.error.toString()));
    if (QByteArray(QTest::currentDataTag()).contains("json"))
        QVERIFY2(r.error.toString().contains(QLatin1String("JSON of a shape")),
                 qPrintable(r.error.toString()));
    if (QByteArray(QTest::currentDataTag()).contains("junk"))
        QVERIFY2(r.error.toString().contains(QLatin1String("binary data")),
                 qPrintable(r.error.toString()));
    if (r.error.kind == Kind::TooLarge)
        QVERIFY2(r.error.detail.contains(QLatin1String("HEARTH_MAX_RATIO=0")),
                 qPrintable(r.error.toString()));

    // Compressed, from a file inflated as it is read (as a large one is): the same error.
    if (Decompressor::detect(data) == Decompressor::Compression::None)
        return;
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("some.pb.gz"));
    QVERIFY(test::writeFile(path, data));
    ReadOptions streamed;
    streamed.steppedInflateFrom = 0;
    const ProfileResult fromFile = ProfileReader::readFile(path, streamed);
    QVERIFY(!fromFile.profile);
    QCOMPARE(fromFile.error.kind, r.error.kind);
    QCOMPARE(fromFile.error.offset, r.error.offset);
    QCOMPARE(fromFile.error.detail, r.error.detail);
    QCOMPARE(fromFile.error.inDecompressed, r.error.inDecompressed);
    QCOMPARE(fromFile.error.file, path);
}

void TestProfileReader::streamedFile_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<bool>("flat"); // ReadOptions::flatStacks, as `hearth summary` reads
    for (const char *name : {"go-cpu-small.pb.gz", "go-heap-small.pb.gz", "node-ddprof-heap.pb.gz",
                             "node-ddprof-time.pb.gz"}) {
        const QByteArray file = test::readData(name);
        const QByteArray zstd = test::zstd(test::gunzip(file));
        for (const bool flat : {false, true}) {
            const QString tag = QLatin1String(name) + QLatin1String(flat ? ", flat" : "");
            QTest::newRow(qPrintable(tag)) << file << flat;
            QTest::newRow(qPrintable(tag + QLatin1String(", zstd"))) << zstd << flat;
        }
    }
}

// What a reader made of a profile, to compare two reads.
QStringList described(const ProfileResult &r)
{
    if (!r.ok())
        return {r.error.toString()};
    const Profile &p = *r.profile;
    QStringList out{QString::number(p.sampleCount()), QString::number(p.locations().size()),
                    QString::number(p.functions().size()), QString::number(p.defaultSampleType())};
    for (int t = 0; t < p.sampleTypes().size(); ++t)
        out << p.sampleTypes()[t].toString() + QLatin1Char('=') + QString::number(p.totalValue(t));
    if (r.flat)
        out << QStringLiteral("flat %1 %2").arg(r.flat->sampleType()).arg(r.flat->sampleCount());
    return out;
}

void TestProfileReader::streamedFile()
{
    // A real capture read from a file inflated as it is read (a large file's path; here
    // steppedInflateFrom 0 takes it) gives the profile its bytes read whole give.
    QFETCH(QByteArray, data);
    QFETCH(bool, flat);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("capture"));
    QVERIFY(test::writeFile(path, data));
    ReadOptions opt;
    opt.flatStacks = flat;
    opt.sampleTypes = flat ? SampleTypeChoice::defaultType() : SampleTypeChoice::all();
    const ProfileResult whole = ProfileReader::readBytes(data, path, opt);
    QVERIFY2(whole.ok(), qPrintable(whole.error.toString()));
    QCOMPARE(bool(whole.flat), flat);
    QList<int> seen;
    ReadProgress progress;
    opt.steppedInflateFrom = 0;
    opt.progress = [&](int permille) { seen << permille; };
    opt.readProgress = &progress;
    const ProfileResult streamed = ProfileReader::readFile(path, opt);
    QCOMPARE(described(streamed), described(whole));
    // Progress from the inflate on (the compressed bytes read) to the end.
    QVERIFY(seen.size() >= 2);
    QCOMPARE(seen.last(), 1000);
    for (int i = 1; i < seen.size(); ++i)
        QVERIFY(seen[i] >= seen[i - 1]);
    QCOMPARE(progress.bytesRead(), qint64(data.size()));
}

void TestProfileReader::standardInput()
{
    // `-` is read whole from standard input (it cannot be read twice), inflated in memory: the
    // same profile as the file's path, which is inflated as it is read.
    const QString path = test::dataPath("go-heap-small.pb.gz");
    ReadOptions opt;
    opt.steppedInflateFrom = 0;
    opt.sampleTypes = SampleTypeChoice::defaultType();
    const ProfileResult fromPath = ProfileReader::readFile(path, opt);
    QVERIFY2(fromPath.ok(), qPrintable(fromPath.error.toString()));
    QVERIFY(std::freopen(QFile::encodeName(path).constData(), "rb", stdin));
    const ProfileResult fromStdin = ProfileReader::readFile(QStringLiteral("-"), opt);
    QCOMPARE(described(fromStdin), described(fromPath));
}

void TestProfileReader::utf16Folded_data()
{
    QTest::addColumn<QByteArray>("data");
    const QString text = QString::fromUtf8("main;caf\xc3\xa9;x 5\r\nmain;b 7\r\n");
    QByteArray le("\xff\xfe", 2), be("\xfe\xff", 2);
    for (QChar c : text) {
        le.append(char(c.unicode() & 0xff)).append(char(c.unicode() >> 8));
        be.append(char(c.unicode() >> 8)).append(char(c.unicode() & 0xff));
    }
    QTest::newRow("utf-16 le, crlf") << le;
    QTest::newRow("utf-16 be, crlf") << be;
    QTest::newRow("utf-16 le, gzip") << test::gzip(le);
    QTest::newRow("utf-8, crlf") << text.toUtf8();
}

void TestProfileReader::utf16Folded()
{
    QFETCH(QByteArray, data);
    const ProfileResult r = ProfileReader::readBytes(data, QStringLiteral("w.folded"));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    QCOMPARE(r.profile->totalValue(0), qint64(12));
    QCOMPARE(r.profile->sampleCount(), 2u);
    QStringList names;
    for (const Function &f : r.profile->functions())
        names << f.name;
    names.sort();
    QCOMPARE(names, (QStringList{QStringLiteral("b"), QString::fromUtf8("caf\xc3\xa9"),
                                 QStringLiteral("main"), QStringLiteral("x")}));
}

void TestProfileReader::files()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString missing = dir.filePath(QStringLiteral("missing.pb.gz"));
    ProfileResult r = ProfileReader::readFile(missing);
    QCOMPARE(r.error.kind, Kind::CannotOpen);
    QCOMPARE(r.error.file, missing);
    QVERIFY(!r.error.detail.isEmpty());

    const QString empty = dir.filePath(QStringLiteral("empty"));
    QFile f(empty);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.close();
    r = ProfileReader::readFile(empty);
    QCOMPARE(r.error.kind, Kind::Empty);
    QCOMPARE(r.error.file, empty);

    r = ProfileReader::readFile(dir.path()); // a directory
    QVERIFY(!r.ok());
    QCOMPARE(r.error.file, dir.path());

    ReadOptions small;
    small.maxDecompressedBytes = 1000;
    r = ProfileReader::readFile(test::dataPath("perf-gxx.folded"), small);
    QCOMPARE(r.error.kind, Kind::TooLarge);
    r = ProfileReader::readFile(test::dataPath("go-cpu-small.pb.gz"), small);
    QCOMPARE(r.error.kind, Kind::TooLarge);
}

void TestProfileReader::cancelAndProgress()
{
    const QByteArray data = test::readData("go-heap-small.pb.gz");
    std::atomic<bool> stop{true};
    ReadOptions opt;
    opt.cancel = &stop;
    ProfileResult r = ProfileReader::readBytes(data, QStringLiteral("heap"), opt);
    QCOMPARE(r.error.kind, Kind::Cancelled);
    QVERIFY(!r.profile);

    QList<int> seen;
    ReadOptions prog;
    prog.progress = [&](int permille) { seen << permille; };
    r = ProfileReader::readBytes(data, QStringLiteral("heap"), prog);
    QVERIFY(r.ok());
    QVERIFY(!seen.isEmpty());
    QCOMPARE(seen.last(), 1000);
    for (int i = 1; i < seen.size(); ++i)
        QVERIFY(seen[i] >= seen[i - 1]);
}

void TestProfileReader::cancelledFileRead()
{
    // A 9 MiB file (three pieces of InputFile's 4 MiB): read whole without a cancel, not at
    // all with the flag set before (the first look is before the first piece).
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("big.bin"));
    QByteArray bytes(9 << 20, '\0');
    for (qsizetype i = 0; i < bytes.size(); ++i)
        bytes[i] = char(i * 7 % 251);
    QVERIFY(test::writeFile(path, bytes));
    ReadOptions opt;
    ParseError error;
    QCOMPARE(InputFile::read(path, opt, &error), bytes);
    QVERIFY(!error.isError());

    std::atomic<bool> stop{true};
    opt.cancel = &stop;
    QVERIFY(InputFile::read(path, opt, &error).isEmpty());
    QCOMPARE(error.kind, Kind::Cancelled);
    QCOMPARE(error.file, path);
    // Through the reader: a gzip pprof is read whole before it is inflated.
    const ProfileResult r = ProfileReader::readFile(test::dataPath("go-heap-small.pb.gz"), opt);
    QCOMPARE(r.error.kind, Kind::Cancelled);
    QVERIFY(!r.profile);
}

void TestProfileReader::cancelledJsonParse_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("speedscope") << "handmade.speedscope.json";
    QTest::newRow("cpuprofile") << "handmade.cpuprofile";
    QTest::newRow("flamebearer") << "handmade.flamebearer.json";
    QTest::newRow("gecko") << "handmade.gecko.json";
    QTest::newRow("stackprof") << "handmade.stackprof.json";
}

void TestProfileReader::cancelledJsonParse()
{
    // The document with a member the readers skip at its end: 100 000 numbers. With the
    // flag set before, the parse stops within the first half of them at the latest (the
    // JSON cursor looks every 4096 values), before the end of the data; without, the file
    // reads as it is.
    QFETCH(QString, file);
    QByteArray data = test::readData(file.toUtf8().constData());
    const qsizetype brace = data.lastIndexOf('}');
    QVERIFY(brace > 0);
    QByteArray padding = ",\"hearthPadding\":[";
    for (int i = 0; i < 100000; ++i)
        padding += i ? ",0" : "0";
    padding += ']';
    data.insert(brace, padding);
    const ProfileResult whole = ProfileReader::readBytes(data, file, ReadOptions());
    QVERIFY2(whole.ok(), qPrintable(whole.error.toString()));

    std::atomic<bool> stop{true};
    ReadOptions opt;
    opt.cancel = &stop;
    const ProfileResult r = ProfileReader::readBytes(data, file, opt);
    QCOMPARE(r.error.kind, Kind::Cancelled);
    QVERIFY(!r.profile);
    QVERIFY2(r.error.offset >= 0 && r.error.offset < data.size() - padding.size() / 2,
             qPrintable(QString::number(r.error.offset)));

    // A small document (no 4096 values to look between) is cancelled after its parse,
    // before the profile is built.
    const ProfileResult small =
        ProfileReader::readBytes(test::readData(file.toUtf8().constData()), file, opt);
    QCOMPARE(small.error.kind, Kind::Cancelled);
}

void TestProfileReader::cancelledFromAnotherThread_data()
{
    // A file, and the first progress report (permille) at or after which the flag is set from
    // another thread.
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("atPermille");
    // A gzip pprof of 5 MiB, most of it a field the reader skips (random bytes): inflated as
    // it is read from the file, 1 MiB a step, so the first report comes while inflating.
    QByteArray pprof = test::gunzip(test::readData("go-heap-small.pb.gz"));
    const QByteArray skipped = test::noise(4 << 20);
    pprof += QByteArray("\xa2\x06", 2); // field 100, length-delimited: unknown to pprof
    for (quint64 n = quint64(skipped.size()); n != 0; n >>= 7)
        pprof += char((n & 0x7f) | (n >= 0x80 ? 0x80 : 0));
    pprof += skipped;
    QTest::newRow("gzip pprof, inflating") << "big.pb.gz" << test::gzip(pprof) << 0;
    QTest::newRow("zstd pprof, decompressing") << "big.pb.zst" << test::zstd(pprof) << 0;
    // Folded stacks, streamed from the file: the flag is set near the end of the reading,
    // while the trie's thread has batches waiting.
    const QByteArray folded = unsortedFolded(3 << 20);
    QTest::newRow("folded, batches waiting") << "big.folded" << folded << 900;
    QTest::newRow("folded, reading") << "big.folded" << folded << 400;
}

void TestProfileReader::cancelledFromAnotherThread()
{
    // As a window reads (ProfileLoader::run: the read, then the call tree): read whole
    // without a cancel; with the flag set from another thread at a point of the read, the read
    // ends Cancelled soon after (a bound for a debug build on a busy machine: bench_window
    // measures the real latency).
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(int, atPermille);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(name);
    QVERIFY(test::writeFile(path, bytes));
    ReadOptions opt;
    std::atomic<bool> never{false};
    opt.cancel = &never;
    opt.steppedInflateFrom = 0; // the 5 MiB gzip in steps, as a window inflates a large one
    const ProfileLoader::Result whole = ProfileLoader::run(path, opt, false);
    QVERIFY2(whole.snapshot.isValid(), qPrintable(whole.error.toString()));

    CancelFromAnotherThread cancel;
    ReadProgress progress;
    progress.setTotalBytes(bytes.size());
    opt.cancel = &cancel.flag;
    opt.readProgress = &progress;
    opt.progress = [&](int permille) {
        if (permille >= atPermille)
            cancel.reached();
    };
    const ProfileLoader::Result r = ProfileLoader::run(path, opt, false);
    QVERIFY2(cancel.wasSet(), "the read ended before its point");
    const qint64 ms = cancel.msSinceSet();
    QCOMPARE(r.error.kind, Kind::Cancelled);
    QVERIFY(!r.snapshot.isValid());
    QVERIFY2(ms < 2000, qPrintable(QStringLiteral("ended %1 ms after the flag").arg(ms)));
    // Stopped where it was, not at the end of the input (the compressed bytes read).
    QVERIFY2(progress.bytesRead() < bytes.size(),
             qPrintable(QStringLiteral("%1 of %2").arg(progress.bytesRead()).arg(bytes.size())));
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestProfileReader)
#include "tst_profilereader.moc"

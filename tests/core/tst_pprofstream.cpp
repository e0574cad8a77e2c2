// SPDX-License-Identifier: MIT
// A pprof file read in two passes (PprofReader::parseStream(), the threshold lowered so small
// files stream) equals the same file read whole: profiles, flat stacks and errors.
#include "testsupport.h"

#include "io/pprofreader.h"
#include "io/profilereader.h"
#include "summary/flatstacks.h"

#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <limits>
#include <thread>

namespace hearth {

using test::PprofMaker;

class TestPprofStream : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void sameAsWhole_data();
    void sameAsWhole();
    void sameErrors_data();
    void sameErrors();
    void cancelled_data();
    void cancelled();
    void bombRefusedInFirstPass_data();
    void bombRefusedInFirstPass();
    void fileChangesBetweenPasses_data();
    void fileChangesBetweenPasses();
    void notPprofReadWhole();

private:
    QTemporaryDir m_dir;
    QString write(const QString &name, const QByteArray &bytes);
};

namespace {

// About 4 MB of samples with labels, two types; samples first and tables last (as Go
// writes them), or with stringsFirst the string table first.
QByteArray makeProfile(bool stringsFirst)
{
    PprofMaker m;
    m.sampleType("samples", "count");
    m.sampleType("cpu", "nanoseconds");
    std::vector<quint64> frames;
    for (int f = 0; f < 300; ++f)
        frames.push_back(m.frame(test::numbered('f', f), test::numbered('s', f % 7)));
    for (int s = 0; s < 150000; ++s) {
        std::vector<quint64> stack;
        for (int d = 0; d < 3 + s % 17; ++d)
            stack.push_back(frames[size_t((s / (d + 1) + d * 31) % 300)]);
        auto *sample = m.sample(stack, {1 + s % 3, s % 5 == 0 ? 0 : 1000 * s});
        if (s % 11 == 0)
            m.label(sample, "thread", test::numbered('t', s % 4));
    }
    QByteArray bytes = m.bytes();
    if (!stringsFirst)
        return bytes;
    // The top-level fields of the message, string_table (6) moved to the front.
    QByteArray strings, rest;
    const auto *p = reinterpret_cast<const quint8 *>(bytes.constData());
    const auto *end = p + bytes.size();
    auto varint = [&] {
        quint64 v = 0;
        for (int shift = 0; p < end; shift += 7) {
            const quint8 b = *p++;
            v |= quint64(b & 0x7f) << shift;
            if (!(b & 0x80))
                break;
        }
        return v;
    };
    while (p < end) {
        const auto *start = p;
        const quint64 tag = varint();
        if ((tag & 7) == 2)
            p += varint();
        else
            varint();
        QByteArray &to = (tag >> 3) == 6 ? strings : rest;
        to.append(reinterpret_cast<const char *>(start), qsizetype(p - start));
    }
    return strings + rest;
}

QByteArray generated(bool stringsFirst)
{
    static QByteArray made[2];
    QByteArray &bytes = made[stringsFirst ? 1 : 0];
    if (bytes.isEmpty())
        bytes = makeProfile(stringsFirst);
    return bytes;
}

// The uncompressed pprof of a test file, or a generated one.
QByteArray source(const QString &name)
{
    if (name == QLatin1String("generated"))
        return generated(false);
    if (name == QLatin1String("generated, strings first"))
        return generated(true);
    const QByteArray data = test::readData(name.toUtf8().constData());
    return data.startsWith("\x1f\x8b") ? test::gunzip(data) : data;
}

QByteArray compress(const QByteArray &raw, const QString &how)
{
    if (how == QLatin1String("gzip"))
        return test::gzip(raw);
    if (how == QLatin1String("zstd"))
        return test::zstd(raw);
    return raw;
}

ReadOptions streamed(ReadOptions o)
{
    o.streamFrom = 0;
    o.streamWindow = 64 << 10; // the readers wait and the feeder waits for room
    return o;
}

ReadOptions whole(ReadOptions o)
{
    o.streamFrom = std::numeric_limits<qint64>::max();
    return o;
}

void compareProfiles(const Profile &a, const Profile &b)
{
    QCOMPARE(a.sampleTypes().size(), b.sampleTypes().size());
    QCOMPARE(a.strings(), b.strings());
    QCOMPARE(a.sampleCount(), b.sampleCount());
    QCOMPARE(a.stackNodeCount(), b.stackNodeCount());
    for (quint32 n = 0; n < a.stackNodeCount(); ++n) {
        QCOMPARE(a.stackParent(n), b.stackParent(n));
        QCOMPARE(a.stackLocation(n), b.stackLocation(n));
    }
    for (quint32 s = 0; s < a.sampleCount(); ++s) {
        QCOMPARE(a.sampleStack(s), b.sampleStack(s));
        for (int t = 0; t < a.sampleTypes().size(); ++t)
            QCOMPARE(a.sampleValue(s, t), b.sampleValue(s, t));
        const auto la = a.sampleLabels(s);
        const auto lb = b.sampleLabels(s);
        QCOMPARE(la.size(), lb.size());
        for (size_t l = 0; l < la.size(); ++l) {
            QCOMPARE(la[l].key, lb[l].key);
            QCOMPARE(la[l].str, lb[l].str);
        }
    }
    for (int t = 0; t < a.sampleTypes().size(); ++t) {
        QCOMPARE(a.totalValue(t), b.totalValue(t));
        QCOMPARE(a.hasStacksFor(t), b.hasStacksFor(t));
    }
}

void compareFlat(const FlatStacks &a, const FlatStacks &b)
{
    QCOMPARE(a.sampleType(), b.sampleType());
    QCOMPARE(a.wide(), b.wide());
    QCOMPARE(a.sampleCount(), b.sampleCount());
    QCOMPARE(a.frameCount(), b.frameCount());
    for (size_t s = 0; s < a.sampleCount(); ++s) {
        QCOMPARE(a.value(s), b.value(s));
        QCOMPARE(a.length(s), b.length(s));
        for (quint32 f = 0; f < a.length(s); ++f) {
            if (a.wide())
                QCOMPARE(a.stack<quint32>(s)[f], b.stack<quint32>(s)[f]);
            else
                QCOMPARE(a.stack<quint16>(s)[f], b.stack<quint16>(s)[f]);
        }
    }
}

void compareErrors(const ParseError &a, const ParseError &b)
{
    QCOMPARE(int(a.kind), int(b.kind));
    QCOMPARE(a.offset, b.offset);
    QCOMPARE(a.inDecompressed, b.inDecompressed);
    QCOMPARE(a.detail, b.detail);
    QCOMPARE(a.file, b.file);
}

const char *const pprofFiles[] = {"handmade.pb",
                                  "go-cpu-small.pb.gz",
                                  "go-heap-small.pb.gz",
                                  "node-ddprof-heap.pb.gz",
                                  "node-ddprof-time.pb.gz",
                                  "generated",
                                  "generated, strings first"};

} // namespace

void TestPprofStream::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

QString TestPprofStream::write(const QString &name, const QByteArray &bytes)
{
    const QString path = m_dir.filePath(name);
    QFile::remove(path);
    if (!test::writeFile(path, bytes))
        return {};
    return path;
}

void TestPprofStream::sameAsWhole_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("compression");
    QTest::addColumn<QString>("mode");
    for (const char *file : pprofFiles) {
        for (const char *c : {"raw", "gzip", "zstd"}) {
            for (const char *mode : {"all types", "one type", "flat"})
                QTest::addRow("%s %s %s", file, c, mode)
                    << QString::fromLatin1(file) << QString::fromLatin1(c)
                    << QString::fromLatin1(mode);
        }
    }
}

void TestPprofStream::sameAsWhole()
{
    QFETCH(QString, file);
    QFETCH(QString, compression);
    QFETCH(QString, mode);
    const QString path = write(QStringLiteral("in"), compress(source(file), compression));
    QVERIFY(!path.isEmpty());
    ReadOptions o;
    if (mode != QLatin1String("all types"))
        o.sampleTypes = SampleTypeChoice::defaultType();
    o.flatStacks = mode == QLatin1String("flat");
    o.mergeStacksFrom = 0; // identical stacks merged, as a large file's are
    // Directly, so that it surely streamed; and through readFile, which chooses.
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const std::optional<ProfileResult> direct = PprofReader::parseStream(&f, f.size(), streamed(o));
    QVERIFY(direct.has_value());
    QVERIFY2(direct->ok(), qPrintable(direct->error.detail));
    const ProfileResult s = ProfileReader::readFile(path, streamed(o));
    const ProfileResult w = ProfileReader::readFile(path, whole(o));
    QVERIFY2(w.ok(), qPrintable(w.error.detail));
    QVERIFY2(s.ok(), qPrintable(s.error.detail));
    for (const ProfileResult *r : {&*direct, &s}) {
        compareProfiles(*r->profile, *w.profile);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(bool(r->flat), bool(w.flat));
        if (w.flat)
            compareFlat(*r->flat, *w.flat);
    }
}

void TestPprofStream::sameErrors_data()
{
    QTest::addColumn<QByteArray>("bytes");
    const QByteArray raw = generated(false);
    // Samples come first: 60% is in the middle of them.
    const QByteArray cut = raw.left(raw.size() * 6 / 10);
    QTest::newRow("raw, truncated mid-samples") << cut;
    QTest::newRow("gzip of a pprof truncated mid-samples") << test::gzip(cut);
    QTest::newRow("zstd of a pprof truncated mid-samples") << test::zstd(cut);
    const QByteArray gz = test::gzip(raw);
    QTest::newRow("gzip stream cut short") << gz.left(gz.size() / 2);
    const QByteArray zs = test::zstd(raw);
    QTest::newRow("zstd stream cut short") << zs.left(zs.size() / 2);
    QByteArray corrupt = gz;
    for (qsizetype i = corrupt.size() / 2; i < corrupt.size() / 2 + 64; ++i)
        corrupt[i] = char(~corrupt[i]);
    QTest::newRow("gzip corrupt in the middle") << corrupt;
    QByteArray badSample = raw;
    badSample[raw.size() / 3] = char(0xff); // a tag in a sample or a varint run on
    QTest::newRow("raw, a byte changed mid-samples") << badSample;
    QTest::newRow("gzip, a byte changed mid-samples") << test::gzip(badSample);
    QTest::newRow("raw, truncated in the tables") << raw.left(raw.size() - 10);
    QTest::newRow("gzip of a pprof truncated in the tables")
        << test::gzip(raw.left(raw.size() - 10));
}

void TestPprofStream::sameErrors()
{
    QFETCH(QByteArray, bytes);
    const QString path = write(QStringLiteral("bad"), bytes);
    for (bool flat : {false, true}) {
        ReadOptions o;
        o.flatStacks = flat;
        const ProfileResult s = ProfileReader::readFile(path, streamed(o));
        const ProfileResult w = ProfileReader::readFile(path, whole(o));
        QVERIFY(!s.ok());
        QVERIFY(!s.profile);
        compareErrors(s.error, w.error);
        QVERIFY(s.error.offset >= 0);
    }
}

void TestPprofStream::cancelled_data()
{
    QTest::addColumn<QString>("compression");
    QTest::addColumn<int>("at");
    for (const char *c : {"raw", "gzip", "zstd"}) {
        // In the first pass (0..150), and while the second pass waits for room (the
        // readers at 200..1000, one of them held in the progress callback).
        QTest::addRow("%s, first pass", c) << QString::fromLatin1(c) << 50;
        QTest::addRow("%s, feeder waiting", c) << QString::fromLatin1(c) << 400;
    }
}

void TestPprofStream::cancelled()
{
    QFETCH(QString, compression);
    QFETCH(int, at);
    const QString path = write(QStringLiteral("cancel"), compress(generated(false), compression));
    std::atomic<bool> cancel{false};
    QElapsedTimer sinceCancel;
    ReadOptions o = streamed({});
    o.cancel = &cancel;
    o.progress = [&](int permille) {
        if (permille < at || cancel)
            return;
        // The feeder fills its window meanwhile and waits for room; it must see the flag.
        std::this_thread::sleep_for(std::chrono::milliseconds(at > 150 ? 50 : 0));
        cancel = true;
        sinceCancel.start();
        std::this_thread::sleep_for(std::chrono::milliseconds(at > 150 ? 150 : 0));
    };
    const ProfileResult r = ProfileReader::readFile(path, o);
    QVERIFY(cancel);
    QCOMPARE(int(r.error.kind), int(ParseError::Kind::Cancelled));
    QVERIFY(!r.profile);
    // The callback's own 150 ms, then a stop within 100 ms.
    QVERIFY2(sinceCancel.elapsed() < 250 + (at > 150 ? 150 : 0),
             qPrintable(QString::number(sinceCancel.elapsed())));
}

void TestPprofStream::bombRefusedInFirstPass_data()
{
    QTest::addColumn<QString>("compression");
    QTest::newRow("gzip") << QStringLiteral("gzip");
    QTest::newRow("zstd") << QStringLiteral("zstd");
}

void TestPprofStream::bombRefusedInFirstPass()
{
    QFETCH(QString, compression);
    // A real pprof (so the stream takes it) followed by 64 MiB of zeros.
    const QByteArray head = source(QStringLiteral("handmade.pb"));
    const QByteArray bomb = compression == QLatin1String("gzip")
                                ? test::gzip(head + QByteArray(64 << 20, '\0'))
                                : test::zstd(head + QByteArray(64 << 20, '\0'));
    const QString path = write(QStringLiteral("bomb"), bomb);
    ReadOptions o;
    o.ratioFreeBytes = 1 << 20;
    o.maxDecompressionRatio = 100;
    const ProfileResult s = ProfileReader::readFile(path, streamed(o));
    const ProfileResult w = ProfileReader::readFile(path, whole(o));
    QCOMPARE(int(s.error.kind), int(ParseError::Kind::TooLarge));
    compareErrors(s.error, w.error);
    // And by the size cap alone.
    o.maxDecompressionRatio = 0;
    o.maxDecompressedBytes = 8 << 20;
    const ProfileResult capped = ProfileReader::readFile(path, streamed(o));
    QCOMPARE(int(capped.error.kind), int(ParseError::Kind::TooLarge));
    compareErrors(capped.error, ProfileReader::readFile(path, whole(o)).error);
}

void TestPprofStream::fileChangesBetweenPasses_data()
{
    QTest::addColumn<QString>("compression");
    for (const char *c : {"raw", "gzip", "zstd"})
        QTest::newRow(c) << QString::fromLatin1(c);
}

void TestPprofStream::fileChangesBetweenPasses()
{
    QFETCH(QString, compression);
    const QString path = write(QStringLiteral("changes"), compress(generated(false), compression));
    ReadOptions o = streamed({});
    bool shrunk = false;
    // 200: the tables are read, the second pass is about to start.
    o.progress = [&](int permille) {
        if (permille == 200 && !shrunk)
            shrunk = QFile::resize(path, QFileInfo(path).size() / 2);
    };
    const ProfileResult r = ProfileReader::readFile(path, o);
    QVERIFY(shrunk);
    QVERIFY(!r.ok());
    QVERIFY(!r.profile);
    QVERIFY(r.error.kind == ParseError::Kind::Truncated ||
            r.error.kind == ParseError::Kind::Decompression);
    QCOMPARE(r.error.file, path);
}

void TestPprofStream::notPprofReadWhole()
{
    // A large compressed folded file: the stream sniffs it and leaves it to the whole read.
    QByteArray folded;
    for (int i = 0; folded.size() < (1 << 20); ++i)
        folded += "main;" + QByteArray::number(i % 100) + ";leaf " + QByteArray::number(i) + "\n";
    const QString path = write(QStringLiteral("folded.gz"), test::gzip(folded));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(!PprofReader::parseStream(&f, f.size(), streamed({})).has_value());
    const ProfileResult s = ProfileReader::readFile(path, streamed({}));
    const ProfileResult w = ProfileReader::readFile(path, whole({}));
    QVERIFY2(s.ok(), qPrintable(s.error.detail));
    QCOMPARE(s.profile->sampleCount(), w.profile->sampleCount());
    QCOMPARE(s.profile->totalValue(0), w.profile->totalValue(0));
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestPprofStream)
#include "tst_pprofstream.moc"

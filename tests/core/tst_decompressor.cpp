// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "io/decompressor.h"

#include <QBuffer>
#include <QTest>

namespace hearth {

using test::gzip;
using test::noise;
using test::zstd;
using Compression = Decompressor::Compression;
using Kind = ParseError::Kind;

class TestDecompressor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void detect_data();
    void detect();
    void roundTrip_data();
    void roundTrip();
    void cap_data();
    void cap();
    void bomb_data();
    void bomb();
    void ratio_data();
    void ratio();
    void parseSize_data();
    void parseSize();
    void corrupt_data();
    void corrupt();
    void cancelled();
    void cancelledWithinALargeInput_data();
    void cancelledWithinALargeInput();
};

// Decompresses with every path, and checks that they agree: the output, and the error's kind,
// offset and message. In memory: libdeflate's one call a gzip member (no cancel flag, the
// commands) and zlib's steps (a flag that is never set, a window's read). Gzip or zstd data
// also from a file read a piece at a time (ProfileReader::readFile of a large file): pieces of
// 4 MiB (the input whole in the first, as in memory), and pieces of 997 bytes, with a gzip
// header, a member's end or a zstd frame's cut across pieces (the bytes consumed at a refusal
// may then differ: the output and the error's kind must not).
void decompressAll(const QByteArray &data, ReadOptions opt, QByteArray *out, ParseError *err)
{
    opt.cancel = nullptr;
    *out = Decompressor::decompress(data, opt, err);
    std::atomic<bool> never{false};
    opt.cancel = &never;
    opt.steppedInflateFrom = 0;
    ParseError stepped;
    stepped.kind = Kind::Malformed; // must be reset on success
    const QByteArray outStepped = Decompressor::decompress(data, opt, &stepped);
    QCOMPARE(outStepped.size(), out->size());
    QCOMPARE(outStepped, *out);
    QCOMPARE(stepped.kind, err->kind);
    QCOMPARE(stepped.offset, err->offset);
    QCOMPARE(stepped.detail, err->detail);
    if (Decompressor::detect(data) == Compression::None)
        return;
    opt.cancel = nullptr;
    for (const qsizetype piece : {qsizetype(4) << 20, qsizetype(997)}) {
        QBuffer file;
        file.setData(data);
        QVERIFY(file.open(QIODevice::ReadOnly));
        ParseError streamed;
        streamed.kind = Kind::Malformed;
        const QByteArray outStreamed =
            Decompressor::decompress(&file, data.size(), opt, &streamed, piece);
        QCOMPARE(outStreamed.size(), out->size());
        QCOMPARE(outStreamed, *out);
        QCOMPARE(streamed.kind, err->kind);
        if (piece < data.size() && err->kind == Kind::TooLarge)
            continue;
        QCOMPARE(streamed.offset, err->offset);
        QCOMPARE(streamed.detail, err->detail);
    }
}

static const QByteArray payload()
{
    QByteArray p;
    for (int i = 0; i < 5000; ++i)
        p += "frame" + QByteArray::number(i) + ";";
    return p;
}

void TestDecompressor::detect_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<int>("expected");
    QTest::newRow("gzip") << gzip("x") << int(Compression::Gzip);
    QTest::newRow("zstd") << zstd("x") << int(Compression::Zstd);
    QTest::newRow("zstd skippable")
        << QByteArray("\x5a\x2a\x4d\x18\0\0\0\0", 8) << int(Compression::Zstd);
    QTest::newRow("plain") << QByteArray("main;a 1\n") << int(Compression::None);
    QTest::newRow("one byte of gzip magic") << QByteArray("\x1f") << int(Compression::None);
    QTest::newRow("empty") << QByteArray() << int(Compression::None);
}

void TestDecompressor::detect()
{
    QFETCH(QByteArray, data);
    QFETCH(int, expected);
    QCOMPARE(int(Decompressor::detect(data)), expected);
}

void TestDecompressor::roundTrip_data()
{
    QTest::addColumn<QByteArray>("compressed");
    QTest::addColumn<QByteArray>("expected");
    const QByteArray p = payload();
    QTest::newRow("gzip") << gzip(p) << p;
    QTest::newRow("gzip, two members") << gzip(p) + gzip("tail") << p + "tail";
    QTest::newRow("gzip, zero padding") << gzip(p) + QByteArray(512, '\0') << p;
    QTest::newRow("gzip of nothing") << gzip({}) << QByteArray();
    QTest::newRow("zstd") << zstd(p) << p;
    QTest::newRow("zstd, two frames") << zstd(p) + zstd("tail") << p + "tail";
    QTest::newRow("zstd, skippable frame first")
        << QByteArray("\x50\x2a\x4d\x18\x03\0\0\0abc", 11) + zstd(p) << p;
    QTest::newRow("plain") << p << p;
    // Expanding more than the first buffer's 64:1: the first member is inflated again into
    // its trailer's size; a later one (whose trailer is not read) into twice the room, again.
    const QByteArray flat(3 << 20, 'a');
    QTest::newRow("gzip, 1000:1") << gzip(flat) << flat;
    QTest::newRow("gzip, 1000:1 after a member") << gzip(p) + gzip(flat) << p + flat;
    // Real captures, gzip as written and in zstd; members and frames whose ends fall at
    // varied places of 4 MiB pieces.
    for (const char *name : {"go-cpu-small.pb.gz", "go-heap-small.pb.gz", "node-ddprof-heap.pb.gz",
                             "node-ddprof-time.pb.gz"}) {
        const QByteArray file = test::readData(name);
        const QByteArray raw = test::gunzip(file);
        QVERIFY(!raw.isEmpty());
        QTest::newRow(name) << file << raw;
        QTest::newRow(qPrintable(QLatin1String(name) + QLatin1String(", zstd")))
            << zstd(raw) << raw;
    }
    const QByteArray big = noise((4 << 20) - 100);
    QTest::newRow("gzip, a member across 4 MiB")
        << gzip(p) + gzip(big) + gzip(p) + gzip(big) << p + big + p + big;
    QTest::newRow("zstd, a frame across 4 MiB")
        << zstd(p) + zstd(big) + zstd(p) + zstd(big) << p + big + p + big;
}

void TestDecompressor::roundTrip()
{
    QFETCH(QByteArray, compressed);
    QFETCH(QByteArray, expected);
    ParseError err;
    err.kind = Kind::Malformed; // must be reset on success
    QByteArray out;
    decompressAll(compressed, {}, &out, &err);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(err.kind, Kind::None);
    QCOMPARE(out.size(), expected.size());
    QCOMPARE(out, expected);
}

void TestDecompressor::cap_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<qint64>("cap");
    QTest::addColumn<bool>("ok");
    const QByteArray k(1000, 'k');
    QTest::newRow("gzip at the cap") << gzip(k) << qint64(1000) << true;
    QTest::newRow("gzip one over") << gzip(k) << qint64(999) << false;
    QTest::newRow("gzip, second member over") << gzip(k) + gzip(k) << qint64(1999) << false;
    QTest::newRow("zstd at the cap") << zstd(k) << qint64(1000) << true;
    QTest::newRow("zstd one over") << zstd(k) << qint64(999) << false;
    QTest::newRow("plain at the cap") << k << qint64(1000) << true;
    QTest::newRow("plain one over") << k << qint64(999) << false;
}

void TestDecompressor::cap()
{
    QFETCH(QByteArray, data);
    QFETCH(qint64, cap);
    QFETCH(bool, ok);
    ReadOptions opt;
    opt.maxDecompressedBytes = cap;
    ParseError err;
    QByteArray out;
    decompressAll(data, opt, &out, &err);
    if (QTest::currentTestFailed())
        return;
    QCOMPARE(!err.isError(), ok);
    if (!ok) {
        QCOMPARE(err.kind, Kind::TooLarge);
        QVERIFY(out.isEmpty());
        QVERIFY(err.detail.contains(QString::number(cap)));
    }
}

void TestDecompressor::bomb_data()
{
    // 200 MB of zeros in a few hundred KB, against a 50 MB cap.
    QTest::addColumn<QByteArray>("bomb");
    QTest::newRow("gzip") << gzip({}, qint64(200) << 20);
    QTest::newRow("zstd") << zstd({}, qint64(200) << 20);
    QByteArray forged = gzip("tiny");
    forged.data()[forged.size() - 1] = char(0xff); // ISIZE claims about 4 GiB
    QTest::newRow("gzip, forged size") << forged;
}

void TestDecompressor::bomb()
{
    QFETCH(QByteArray, bomb);
    QVERIFY(bomb.size() < (4 << 20));
    ReadOptions opt;
    opt.maxDecompressedBytes = qint64(50) << 20;
    ParseError err;
    QByteArray out;
    decompressAll(bomb, opt, &out, &err);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(out.isEmpty());
    if (QByteArray(QTest::currentDataTag()).contains("forged")) {
        QCOMPARE(err.kind, Kind::Decompression); // the CRC/size check fails, no 4 GiB buffer
        return;
    }
    QCOMPARE(err.kind, Kind::TooLarge);
    QVERIFY(err.offset >= 0);
}

void TestDecompressor::ratio_data()
{
    // Past ratioFreeBytes (here 1 MiB), output more than maxDecompressionRatio times its
    // compressed bytes is refused; 0 lifts the limit.
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<qint64>("ratio");
    QTest::addColumn<bool>("ok");
    const QByteArray zbomb = zstd({}, qint64(8) << 20);
    const QByteArray gbomb = gzip({}, qint64(8) << 20);
    QByteArray text; // about 8 MiB of text that compresses about tenfold
    for (int i = 0; text.size() < (8 << 20); ++i)
        text += "frame" + QByteArray::number(qint64(i) * 7919 % 100003) + ";";
    QTest::newRow("zstd bomb") << zbomb << qint64(100) << false;
    QTest::newRow("zstd bomb, no ratio limit") << zbomb << qint64(0) << true;
    QTest::newRow("gzip bomb") << gbomb << qint64(100) << false;
    QTest::newRow("gzip bomb, no ratio limit") << gbomb << qint64(0) << true;
    QTest::newRow("zstd text under the ratio") << zstd(text) << qint64(100) << true;
    QTest::newRow("gzip text under the ratio") << gzip(text) << qint64(100) << true;
    QTest::newRow("zstd text over a tight ratio") << zstd(text) << qint64(2) << false;
}

void TestDecompressor::ratio()
{
    QFETCH(QByteArray, data);
    QFETCH(qint64, ratio);
    QFETCH(bool, ok);
    ReadOptions opt;
    opt.maxDecompressedBytes = qint64(1) << 30;
    opt.maxDecompressionRatio = ratio;
    opt.ratioFreeBytes = qint64(1) << 20;
    ParseError err;
    QByteArray out;
    decompressAll(data, opt, &out, &err);
    if (QTest::currentTestFailed())
        return;
    QVERIFY2(err.isError() != ok, qPrintable(err.toString()));
    if (ok) {
        QVERIFY(out.size() >= (8 << 20));
        return;
    }
    QCOMPARE(err.kind, Kind::TooLarge);
    QVERIFY(out.isEmpty());
    // What was refused: the compressed size, the limit, and how to lift it.
    QVERIFY2(err.detail.contains(QStringLiteral("HEARTH_MAX_RATIO=0")), qPrintable(err.detail));
    QVERIFY2(err.detail.contains(QString::number(data.size())), qPrintable(err.detail));
    QVERIFY2(err.detail.contains(QString::number(ratio)), qPrintable(err.detail));
}

void TestDecompressor::parseSize_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("bytes");
    QTest::newRow("bytes") << "12345" << qint64(12345);
    QTest::newRow("K") << "64K" << qint64(64) * 1024;
    QTest::newRow("M, lower case") << "512m" << (qint64(512) << 20);
    QTest::newRow("G") << "16G" << (qint64(16) << 30);
    QTest::newRow("T") << "1T" << (qint64(1) << 40);
    QTest::newRow("spaces") << " 2G " << (qint64(2) << 30);
    QTest::newRow("not a number") << "lots" << qint64(-1);
    QTest::newRow("negative") << "-5" << qint64(-1);
    QTest::newRow("overflows") << "99999999999T" << qint64(-1);
    QTest::newRow("empty") << "" << qint64(-1);
}

void TestDecompressor::parseSize()
{
    QFETCH(QString, text);
    QFETCH(qint64, bytes);
    QCOMPARE(ReadOptions::parseSize(text), bytes);
}

void TestDecompressor::corrupt_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QList<int>>("kinds"); // acceptable kinds
    const QByteArray p = payload();
    const QByteArray gz = gzip(p);
    const QByteArray zs = zstd(p);
    const QList<int> trunc{int(Kind::Truncated), int(Kind::Decompression)};
    QTest::newRow("gzip cut in half") << gz.left(gz.size() / 2) << trunc;
    QTest::newRow("gzip header only") << gz.left(10) << trunc;
    QTest::newRow("gzip magic only") << gz.left(2) << trunc;
    QTest::newRow("gzip without trailer") << gz.left(gz.size() - 8) << trunc;
    QByteArray crc = gz;
    crc[crc.size() - 6] = char(crc[crc.size() - 6] ^ 0x55);
    QTest::newRow("gzip bad crc") << crc << QList<int>{int(Kind::Decompression)};
    QTest::newRow("gzip then garbage") << gz + "garbage" << QList<int>{int(Kind::Decompression)};
    QByteArray method = gz;
    method[2] = 7;
    QTest::newRow("gzip bad method") << method << QList<int>{int(Kind::Decompression)};
    QTest::newRow("zstd cut in half") << zs.left(zs.size() / 2) << trunc;
    QTest::newRow("zstd magic only") << zs.left(4) << trunc;
    QByteArray zbad = zs;
    zbad[5] = char(0xff);
    zbad[6] = char(0xff);
    QTest::newRow("zstd bad header")
        << zbad << QList<int>{int(Kind::Decompression), int(Kind::Truncated), int(Kind::TooLarge)};
    QTest::newRow("zstd then garbage") << zs + "garbage!" << QList<int>{int(Kind::Decompression)};
}

void TestDecompressor::corrupt()
{
    QFETCH(QByteArray, data);
    QFETCH(QList<int>, kinds);
    ParseError err;
    QByteArray out;
    decompressAll(data, {}, &out, &err);
    if (QTest::currentTestFailed())
        return;
    QVERIFY2(kinds.contains(int(err.kind)), qPrintable(err.toString()));
    QVERIFY(out.isEmpty());
    QVERIFY(err.offset >= 0);
    QVERIFY(err.offset <= data.size());
}

void TestDecompressor::cancelled()
{
    std::atomic<bool> stop{true};
    ReadOptions opt;
    opt.cancel = &stop;
    ParseError err;
    QVERIFY(Decompressor::decompress(gzip(payload()), opt, &err).isEmpty());
    QCOMPARE(err.kind, Kind::Cancelled);
}

void TestDecompressor::cancelledWithinALargeInput_data()
{
    // 8 MiB that do not compress, in one zstd frame or one gzip member, in memory or read
    // from a file a piece at a time.
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<QByteArray>("compressed");
    QTest::addColumn<bool>("fromFile");
    const QByteArray data = noise(8 << 20);
    QByteArray frame(qsizetype(ZSTD_compressBound(size_t(data.size()))), Qt::Uninitialized);
    frame.resize(qsizetype(ZSTD_compress(frame.data(), size_t(frame.size()), data.constData(),
                                         size_t(data.size()), 1)));
    QVERIFY(!ZSTD_isError(size_t(frame.size())));
    QCOMPARE(ZSTD_getFrameContentSize(frame.constData(), size_t(frame.size())),
             quint64(data.size()));
    const QByteArray member = gzip(data);
    QTest::newRow("zstd frame") << data << frame << false;
    QTest::newRow("gzip member") << data << member << false;
    QTest::newRow("zstd frame, from a file") << data << frame << true;
    QTest::newRow("gzip member, from a file") << data << member << true;
}

void TestDecompressor::cancelledWithinALargeInput()
{
    // A cancel set at the first progress report stops decompression near the start of the
    // input, not at its end: zstd and zlib (gzip with a cancel flag, or from a file) go 1 MiB
    // at a time (libdeflate's one call a member could not be stopped).
    QFETCH(QByteArray, data);
    QFETCH(QByteArray, compressed);
    QFETCH(bool, fromFile);
    auto decompress = [&](const ReadOptions &opt, ParseError *err) {
        if (!fromFile)
            return Decompressor::decompress(compressed, opt, err);
        QBuffer file(&compressed);
        if (!file.open(QIODevice::ReadOnly))
            return QByteArray();
        return Decompressor::decompress(&file, compressed.size(), opt, err);
    };
    std::atomic<bool> stop{false};
    int reports = 0;
    int reportsAfterCancel = 0;
    ReadOptions opt;
    opt.cancel = &stop;
    opt.steppedInflateFrom = 0;
    opt.progress = [&](int permille) {
        QVERIFY(permille >= 0 && permille <= 150);
        ++reports;
        if (stop)
            ++reportsAfterCancel;
        stop = true;
    };
    ParseError err;
    QVERIFY(decompress(opt, &err).isEmpty());
    QCOMPARE(err.kind, Kind::Cancelled);
    QCOMPARE(reports, 1);
    QCOMPARE(reportsAfterCancel, 0);
    QVERIFY2(err.offset < compressed.size() / 4, qPrintable(QString::number(err.offset)));

    // With a flag that stays unset, the input comes out whole, with progress as it goes.
    stop = false;
    reports = 0;
    opt.progress = [&](int) { ++reports; };
    QCOMPARE(decompress(opt, &err), data);
    QVERIFY(!err.isError());
    QVERIFY(reports >= 7);
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestDecompressor)
#include "tst_decompressor.moc"

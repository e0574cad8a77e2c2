// SPDX-License-Identifier: MIT
#include "testsupport.h"

#include "io/decompressor.h"

#include <QTest>

namespace hearth {

using test::gzip;
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
    void cancelledWithinALargeFrame();
    void cancelledWithinALargeGzipMember();
};

// Decompresses with both gzip paths, libdeflate's one call a member (no cancel flag, the
// commands) and zlib's steps (a flag that is never set, a window's read), and checks that
// they agree: the output, and the error's kind, offset and message.
void decompressBoth(const QByteArray &data, ReadOptions opt, QByteArray *out, ParseError *err)
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
}

// Random bytes (they do not compress), the same each time.
QByteArray noise(qsizetype size)
{
    QByteArray out(size, Qt::Uninitialized);
    quint64 x = 0x9e3779b97f4a7c15ULL;
    for (qsizetype i = 0; i < size; ++i) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        out[i] = char(x);
    }
    return out;
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
    QTest::newRow("real file") << test::readData("go-cpu-small.pb.gz")
                               << test::gunzip(test::readData("go-cpu-small.pb.gz"));
}

void TestDecompressor::roundTrip()
{
    QFETCH(QByteArray, compressed);
    QFETCH(QByteArray, expected);
    ParseError err;
    err.kind = Kind::Malformed; // must be reset on success
    QByteArray out;
    decompressBoth(compressed, {}, &out, &err);
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
    decompressBoth(data, opt, &out, &err);
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
    decompressBoth(bomb, opt, &out, &err);
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
    decompressBoth(data, opt, &out, &err);
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
    decompressBoth(data, {}, &out, &err);
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

void TestDecompressor::cancelledWithinALargeFrame()
{
    // One zstd frame of 16 MiB that does not compress: a cancel set at the first progress
    // report stops decompression near the start of the frame, not at its end.
    const QByteArray data = noise(16 << 20);
    QByteArray frame(qsizetype(ZSTD_compressBound(size_t(data.size()))), Qt::Uninitialized);
    frame.resize(qsizetype(ZSTD_compress(frame.data(), size_t(frame.size()), data.constData(),
                                         size_t(data.size()), 1)));
    QVERIFY(!ZSTD_isError(size_t(frame.size())));
    QCOMPARE(ZSTD_getFrameContentSize(frame.constData(), size_t(frame.size())),
             quint64(data.size()));

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
    QVERIFY(Decompressor::decompress(frame, opt, &err).isEmpty());
    QCOMPARE(err.kind, Kind::Cancelled);
    QCOMPARE(reports, 1);
    QCOMPARE(reportsAfterCancel, 0);
    QVERIFY2(err.offset < frame.size() / 4, qPrintable(QString::number(err.offset)));

    // Without a cancel, the same frame in 1 MiB steps comes out whole, with progress.
    reports = 0;
    opt.cancel = nullptr;
    opt.progress = [&](int) { ++reports; };
    QCOMPARE(Decompressor::decompress(frame, opt, &err), data);
    QVERIFY(!err.isError());
    QVERIFY(reports >= 8);
}

void TestDecompressor::cancelledWithinALargeGzipMember()
{
    // One gzip member of 8 MiB that does not compress: with a cancel flag the member is
    // inflated in 1 MiB steps (zlib), so a cancel set at the first progress report stops it
    // near its start, not at its end (libdeflate's one call could not be stopped).
    const QByteArray data = noise(8 << 20);
    const QByteArray member = gzip(data);
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
    QVERIFY(Decompressor::decompress(member, opt, &err).isEmpty());
    QCOMPARE(err.kind, Kind::Cancelled);
    QCOMPARE(reports, 1);
    QCOMPARE(reportsAfterCancel, 0);
    QVERIFY2(err.offset < member.size() / 4, qPrintable(QString::number(err.offset)));

    // With a flag that stays unset, the member comes out whole, with progress as it goes.
    stop = false;
    reports = 0;
    opt.progress = [&](int) { ++reports; };
    QCOMPARE(Decompressor::decompress(member, opt, &err), data);
    QVERIFY(!err.isError());
    QVERIFY(reports >= 7);
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestDecompressor)
#include "tst_decompressor.moc"

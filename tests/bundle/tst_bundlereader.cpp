// SPDX-License-Identifier: MIT
#include "bundletestsupport.h"

#include "bundle/bundleanalysis.h"
#include "bundle/bundleformat.h"
#include "bundle/bundlereader.h"
#include "bundle/bundlewriter.h"
#include "io/decompressor.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

#include <google/protobuf/stubs/logging.h>
#include <zstd.h>

using namespace hearth;
using namespace hearth::test;
using K = ParseError::Kind;

Q_DECLARE_METATYPE(hearth::ParseError::Kind)

class TestBundleReader : public QObject
{
    Q_OBJECT

    static QByteArray withHeader(quint16 major, quint16 minor, const QByteArray &content)
    {
        QByteArray out = BundleFormat::header(major, minor);
        QByteArray z(qsizetype(ZSTD_compressBound(size_t(content.size()))), Qt::Uninitialized);
        const size_t n = ZSTD_compress(z.data(), size_t(z.size()), content.constData(),
                                       size_t(content.size()), 3);
        z.truncate(qsizetype(n));
        return out + z;
    }
    static QByteArray varint(quint64 v)
    {
        QByteArray b;
        while (v >= 0x80) {
            b.append(char(v | 0x80));
            v >>= 7;
        }
        b.append(char(v));
        return b;
    }

private Q_SLOTS:
    void roundTrip()
    {
        const Bundle b = smallBundle(smallProfile());
        const QByteArray bytes = BundleWriter::toBytes(b);
        QVERIFY(BundleFormat::sniff(bytes));
        const BundleResult r = BundleReader::readBytes(bytes, QStringLiteral("x.profbundle"));
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        QCOMPARE(r.bundle->build(), b.build());
        QCOMPARE(r.bundle->stages(), b.stages());
        QCOMPARE(r.bundle->spans(), b.spans());
        QCOMPARE(r.bundle->profiles().size(), 1);
        QCOMPARE(r.bundle->profiles()[0].bytes(), smallProfile());
        QCOMPARE(r.bundle->profiles()[0].kind(), ProfileKind::Cpu);
        QCOMPARE(r.bundle->formatMajor(), quint16(1));
        // Written again: the same bytes.
        QCOMPARE(BundleWriter::toBytes(*r.bundle), bytes);
    }

    void isBundleFile_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("bundle");
        const QByteArray good = BundleWriter::toBytes(smallBundle(smallProfile()));
        QTest::newRow("a bundle") << good << true;
        QTest::newRow("its first 16 bytes") << good.left(BundleFormat::SniffSize) << true;
        QTest::newRow("15 bytes") << good.left(BundleFormat::SniffSize - 1) << false;
        QByteArray other = good;
        other[9] = 'X';
        QTest::newRow("another skippable frame") << other << false;
        QTest::newRow("a profile") << smallProfile() << false;
        QTest::newRow("empty") << QByteArray() << false;
    }
    void isBundleFile()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, bundle);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("f"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
        f.close();
        QCOMPARE(BundleFormat::isBundleFile(path), bundle);
        QCOMPARE(BundleFormat::sniff(bytes), bundle);
        QVERIFY(!BundleFormat::isBundleFile(dir.filePath(QStringLiteral("missing"))));
    }

    void profilesAreLazy()
    {
        const QByteArray bytes = BundleWriter::toBytes(smallBundle(smallProfile()));
        const BundleResult r = BundleReader::readBytes(bytes, {});
        QVERIFY(r.ok());
        QVERIFY(!r.bundle->profiles()[0].isParsed());
        QVERIFY(r.bundle->profiles()[0].profile().ok());
        QVERIFY(r.bundle->profiles()[0].isParsed());
        QCOMPARE(r.bundle->profiles()[0].offsetInBundle() > 0, true);
    }

    void header_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<K>("kind");
        QTest::addColumn<qint64>("offset");
        const QByteArray good = BundleWriter::toBytes(smallBundle(smallProfile()));
        QTest::newRow("empty") << QByteArray() << K::Empty << qint64(0);
        QTest::newRow("text") << QByteArray("hello world, not a bundle") << K::UnknownFormat
                              << qint64(0);
        QTest::newRow("plain zstd")
            << good.mid(BundleFormat::HeaderSize) << K::UnknownFormat << qint64(0);
        QByteArray otherMagic = good;
        otherMagic[9] = 'X';
        QTest::newRow("other skippable frame") << otherMagic << K::UnknownFormat << qint64(8);
        QTest::newRow("cut header") << good.left(12) << K::Truncated << qint64(12);
        QTest::newRow("header only") << good.left(BundleFormat::HeaderSize) << K::Truncated
                                     << qint64(BundleFormat::HeaderSize);
        QTest::newRow("cut stream")
            << good.left(good.size() - 7) << K::Truncated << qint64(good.size() - 7);
        QByteArray v0 = good;
        v0[16] = 0;
        QTest::newRow("version 0") << v0 << K::Malformed << qint64(16);
    }
    void header()
    {
        QFETCH(QByteArray, data);
        QFETCH(K, kind);
        QFETCH(qint64, offset);
        const BundleResult r = BundleReader::readBytes(data, QStringLiteral("b.profbundle"));
        QVERIFY(!r.ok());
        QCOMPARE(r.error.kind, kind);
        QCOMPARE(r.error.offset, offset);
        QCOMPARE(r.error.file, QStringLiteral("b.profbundle"));
        QVERIFY(!r.error.inDecompressed);
    }

    void newerMajorNamesBothVersions()
    {
        const QByteArray content = BundleWriter::content(smallBundle(smallProfile()));
        const BundleResult r = BundleReader::readBytes(withHeader(2, 3, content), {});
        QCOMPARE(r.error.kind, K::UnsupportedVersion);
        QVERIFY2(r.error.detail.contains(QLatin1String("2.3")), qPrintable(r.error.detail));
        QVERIFY2(r.error.detail.contains(QLatin1String("1.0")), qPrintable(r.error.detail));
        QCOMPARE(r.error.offset, qint64(16));
        // A newer minor version of the same major is read.
        const BundleResult minor = BundleReader::readBytes(withHeader(1, 9, content), {});
        QVERIFY2(minor.ok(), qPrintable(minor.error.toString()));
        QCOMPARE(minor.bundle->formatMinor(), quint16(9));
    }

    void unknownFieldsAreIgnored()
    {
        QByteArray content = BundleWriter::content(smallBundle(smallProfile()));
        // field 99 varint, field 100 bytes, field 101 fixed32, field 102 fixed64 at the top.
        content += varint((99 << 3) | 0) + varint(12345);
        content += varint((100 << 3) | 2) + varint(5) + QByteArray("later");
        content += varint((101 << 3) | 5) + QByteArray(4, 'x');
        content += varint((102 << 3) | 1) + QByteArray(8, 'y');
        const BundleResult r = BundleReader::readBytes(withHeader(1, 1, content), {});
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        QCOMPARE(r.bundle->spans().size(), 4);
    }

    void malformedSpanIdHasItsOffset()
    {
        // A Span (field 3) whose span_id has 3 bytes, after the valid content.
        QByteArray content = BundleWriter::content(smallBundle(smallProfile()));
        const qint64 at = content.size();
        const QByteArray span = varint((1 << 3) | 2) + varint(3) + QByteArray("abc") +
                                varint((3 << 3) | 2) + varint(4) + QByteArray("unit");
        content += varint((3 << 3) | 2) + varint(quint64(span.size())) + span;
        const BundleResult r = BundleReader::readBytes(withHeader(1, 0, content), {});
        QCOMPARE(r.error.kind, K::Malformed);
        QVERIFY(r.error.inDecompressed);
        QCOMPARE(r.error.offset, at);
        QVERIFY(r.error.detail.contains(QLatin1String("span_id")));
    }

    void contentErrors_data()
    {
        QTest::addColumn<QByteArray>("tail");
        QTest::addColumn<K>("kind");
        QTest::newRow("cut length")
            << varint((3 << 3) | 2) + QByteArray(1, char(0x80)) << K::Truncated;
        QTest::newRow("length past end")
            << varint((2 << 3) | 2) + varint(1000) + QByteArray("x") << K::Truncated;
        QTest::newRow("stage as varint") << varint((2 << 3) | 0) + varint(1) << K::Malformed;
        QTest::newRow("field 0") << varint(0) << K::Malformed;
        QTest::newRow("wire type 7") << varint((50 << 3) | 7) << K::Malformed;
        QTest::newRow("unknown stage")
            << varint((4 << 3) | 2) + varint(7) + varint((1 << 3) | 2) + varint(1) +
                   QByteArray("z") + varint((3 << 3) | 2) + varint(2) + QByteArray("pp")
            << K::Malformed;
    }
    void contentErrors()
    {
        QFETCH(QByteArray, tail);
        QFETCH(K, kind);
        const QByteArray content = BundleWriter::content(smallBundle(smallProfile()));
        const BundleResult r = BundleReader::readBytes(withHeader(1, 0, content + tail), {});
        QCOMPARE(r.error.kind, kind);
        QVERIFY(r.error.inDecompressed);
        QVERIFY(r.error.offset >= content.size());
        QVERIFY(r.error.offset <= content.size() + tail.size());
    }

    void decompressionCap()
    {
        const QByteArray bytes = BundleWriter::toBytes(smallBundle(smallProfile()));
        ReadOptions o;
        o.maxDecompressedBytes = 100;
        const BundleResult r = BundleReader::readBytes(bytes, {}, o);
        QCOMPARE(r.error.kind, K::TooLarge);
        // A bomb: 64 MiB of zeros in a few KiB, refused under a 1 MiB cap.
        const QByteArray bomb = withHeader(1, 0, QByteArray(64 << 20, '\0'));
        QVERIFY(bomb.size() < 64 * 1024);
        o.maxDecompressedBytes = 1 << 20;
        QCOMPARE(BundleReader::readBytes(bomb, {}, o).error.kind, K::TooLarge);
    }

    void everyTruncationIsAnError()
    {
        const QByteArray good = BundleWriter::toBytes(smallBundle(smallProfile()));
        for (qsizetype n = 0; n < good.size(); ++n) {
            const BundleResult r = BundleReader::readBytes(good.left(n), {});
            QVERIFY2(!r.ok(), qPrintable(QString::number(n)));
            QVERIFY(r.error.offset >= 0);
        }
    }

    void flippedBytesNeverCrash()
    {
        const google::protobuf::LogSilencer quiet; // invalid UTF-8 is logged, then refused
        const QByteArray good = BundleWriter::toBytes(smallBundle(smallProfile()));
        int errors = 0;
        for (qsizetype i = 0; i < good.size(); ++i) {
            QByteArray bad = good;
            bad[i] = char(bad[i] ^ 0x5a);
            const BundleResult r = BundleReader::readBytes(bad, {});
            if (!r.ok()) {
                ++errors;
                QVERIFY(r.error.kind != K::None);
                QVERIFY(r.error.offset >= 0);
            } else {
                for (const BundleProfile &p : r.bundle->profiles())
                    p.profile(); // a valid profile or an error, never a crash
            }
        }
        QVERIFY(errors > 0);
    }

    void corruptProfileOnlyAffectsItsStage()
    {
        Bundle b = smallBundle(smallProfile());
        QList<Stage> stages = b.stages();
        stages[1].status = ProfileStatus::Profile;
        QList<BundleProfile> profiles = b.profiles();
        QByteArray broken = smallProfile();
        broken.truncate(broken.size() / 2);
        profiles.append(BundleProfile(QStringLiteral("docker"), ProfileKind::Cpu, broken));
        const Bundle withBroken(b.build(), stages, b.spans(), profiles);
        const BundleResult r = BundleReader::readBytes(BundleWriter::toBytes(withBroken), {});
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        const StageBreakdown unit = BundleAnalysis::stageBreakdown(*r.bundle, 0);
        QVERIFY(unit.hasProfile());
        QCOMPARE(unit.total, qint64(850000000));
        const StageBreakdown docker = BundleAnalysis::stageBreakdown(*r.bundle, 1);
        QVERIFY(!docker.hasProfile());
        QVERIFY(docker.error.isError());
        QVERIFY(docker.error.offset >= 0);
        QVERIFY(docker.error.file.contains(QLatin1String("docker")));
    }

    void eachProfileInItsOwnFrame()
    {
        Bundle b = smallBundle(smallProfile());
        QList<BundleProfile> profiles = b.profiles();
        ParseError de;
        const QByteArray heap = Decompressor::decompress(
            readAll(QStringLiteral(HEARTH_TEST_DATA "/go-heap-small.pb.gz")), ReadOptions{}, &de);
        QVERIFY(heap.size() > 1 << 20); // several zstd blocks
        profiles.append(BundleProfile(QStringLiteral("docker"), ProfileKind::Cpu, heap));
        const Bundle two(b.build(), b.stages(), b.spans(), profiles);
        const QByteArray bytes = BundleWriter::toBytes(two);
        const BundleResult r = BundleReader::readBytes(bytes, {});
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        QCOMPARE(r.bundle->profiles().size(), 2);
        // Left compressed: the offset is the profile's frame in the file.
        const qint64 second = r.bundle->profiles()[1].offsetInBundle();
        QVERIFY(second > r.bundle->profiles()[0].offsetInBundle());
        QCOMPARE(r.bundle->profiles()[1].bytes(), heap);
        QCOMPARE(r.bundle->profiles()[1].stage(), QStringLiteral("docker"));

        // Cut between two frames: still zstd, but a profile is missing.
        const BundleResult cut = BundleReader::readBytes(bytes.left(second), QStringLiteral("c"));
        QCOMPARE(cut.error.kind, K::Truncated);
        QCOMPARE(cut.error.offset, second);
        QVERIFY(cut.error.detail.contains(QLatin1String("1 of 2")));

        // A frame corrupt after its first block: the bundle opens, that profile says so, the
        // other one is fine.
        QByteArray bad = bytes;
        for (qsizetype i = bad.size() - (bad.size() - second) / 4; i < bad.size() - 4; i += 97)
            bad[i] = char(bad[i] ^ 0x33);
        const BundleResult r2 = BundleReader::readBytes(bad, QStringLiteral("bad.profbundle"));
        QVERIFY2(r2.ok(), qPrintable(r2.error.toString()));
        QVERIFY(r2.bundle->profiles()[0].profile().ok());
        const ProfileResult broken = r2.bundle->profiles()[1].profile(QStringLiteral("docker"));
        QVERIFY(!broken.ok());
        QVERIFY(broken.error.isError());
        QCOMPARE(broken.error.file, QStringLiteral("docker"));
        QVERIFY(!BundleAnalysis::stageBreakdown(*r2.bundle, 1).hasProfile());
        QVERIFY(BundleAnalysis::stageBreakdown(*r2.bundle, 0).hasProfile());
    }

    void exampleBundleReads()
    {
        const BundleResult r =
            BundleReader::readFile(QStringLiteral(HEARTH_EXAMPLES "/build-4711.profbundle"));
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        QCOMPARE(r.bundle->stages().size(), 8);
        QVERIFY(QFileInfo(QStringLiteral(HEARTH_EXAMPLES "/build-4711.profbundle")).size() <
                1 << 20);
    }
};

QTEST_GUILESS_MAIN(TestBundleReader)
#include "tst_bundlereader.moc"

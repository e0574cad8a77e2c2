// SPDX-License-Identifier: MIT
// A big build opens without touching its profiles: 20,000 spans and 200 MB of profiles,
// which stay bytes until first shown (the time is measured by bench/bench_bundle).
#include "bigbuild.h"
#include "bundletestsupport.h"

#include "bundle/bundlereader.h"
#include "bundle/bundlewriter.h"
#include "io/decompressor.h"

#include <QElapsedTimer>
#include <QTest>

using namespace hearth;
using namespace hearth::test;

class TestBundleScale : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void twentyThousandSpansAndTwoHundredMegabytes()
    {
        ParseError e;
        const QByteArray heap = Decompressor::decompress(
            readAll(QStringLiteral(HEARTH_TEST_DATA "/go-heap-small.pb.gz")), ReadOptions{}, &e);
        QVERIFY(!e.isError() && !heap.isEmpty());
        const QByteArray file =
            BundleWriter::toBytes(BigBuild::make(heap), BundleWriter::Options{1});
        QVERIFY(!file.isEmpty());

        QElapsedTimer t;
        t.start();
        {
            ParseError de;
            const QByteArray content = BundleReader::decompress(file, 20, ReadOptions{}, &de);
            qInfo("decompress alone: %lld ms", t.restart());
            (void)BundleReader::decode(content, {});
            qInfo("decode alone: %lld ms", t.restart());
        }
        const BundleResult r = BundleReader::readBytes(file, QStringLiteral("big"));
        const qint64 ms = t.elapsed();
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        QCOMPARE(r.bundle->spans().size(), BigBuild::Stages * BigBuild::SpansPerStage);
        QCOMPARE(r.bundle->spansOfStage(3).size(), size_t(BigBuild::SpansPerStage));
        for (const BundleProfile &p : r.bundle->profiles())
            QVERIFY(!p.isParsed());
        qInfo("%d spans, %lld MB of profiles (%lld MB compressed): read in %lld ms",
              int(r.bundle->spans().size()), BigBuild::ProfileBytes >> 20,
              qint64(file.size()) >> 20, ms);
        // The speed itself is measured by bench/bench_bundle (a timed test would be noisy on
        // a shared machine and under the sanitizers); this checks that nothing was parsed.
    }
};

QTEST_GUILESS_MAIN(TestBundleScale)
#include "tst_bundlescale.moc"

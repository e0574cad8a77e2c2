// A big build opens without touching its profiles: 20,000 spans and 200 MB of profiles,
// which stay bytes until first shown (the time is measured by bench/bench_bundle).
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

private slots:
    void twentyThousandSpansAndTwoHundredMegabytes()
    {
        ParseError e;
        const QByteArray heap = Decompressor::decompress(
            readAll(QStringLiteral(HEARTH_TEST_DATA "/go-heap-small.pb.gz")), ReadOptions{}, &e);
        QVERIFY(!e.isError() && !heap.isEmpty());
        constexpr qint64 S = 1000000000;
        constexpr int Stages = 10;
        constexpr int SpansPerStage = 2000;
        QList<Stage> stages;
        QList<Span> spans;
        QList<BundleProfile> profiles;
        quint64 next = 1;
        for (int st = 0; st < Stages; ++st) {
            Stage s;
            s.name = QStringLiteral("stage-%1").arg(st);
            s.status = ProfileStatus::Profile;
            s.startUnixNanos = 1000 * S;
            s.endUnixNanos = 4000 * S;
            stages.append(s);
            const quint64 root = next;
            for (int i = 0; i < SpansPerStage; ++i) {
                Span sp;
                sp.id = next++;
                sp.parentId = i == 0 ? 0 : root;
                sp.stage = s.name;
                sp.name = QStringLiteral("test %1").arg(i);
                sp.startUnixNanos = 1000 * S + i * S;
                sp.endUnixNanos = sp.startUnixNanos + S / 2;
                sp.attributes = {
                    {QStringLiteral("code.filepath"), QStringLiteral("spec/x_spec.rb")}};
                sp.memory = MemoryMeasurement{true, i * 1024 - 4096, true, i,
                                              ChurnKind::RubyObjectsAllocated};
                spans.append(sp);
            }
        }
        qint64 bytes = 0;
        for (int i = 0; bytes < (qint64(200) << 20); ++i) {
            profiles.append(BundleProfile(stages[i % Stages].name, ProfileKind::Cpu, heap));
            bytes += heap.size();
        }
        const QByteArray file =
            BundleWriter::toBytes(Bundle({}, stages, spans, profiles), BundleWriter::Options{1});
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
        QCOMPARE(r.bundle->spans().size(), Stages * SpansPerStage);
        QCOMPARE(r.bundle->spansOfStage(3).size(), size_t(SpansPerStage));
        for (const BundleProfile &p : r.bundle->profiles())
            QVERIFY(!p.isParsed());
        qInfo("%d spans, %lld MB of profiles (%lld MB compressed): read in %lld ms",
              int(r.bundle->spans().size()), bytes >> 20, qint64(file.size()) >> 20, ms);
        // The speed itself is measured by bench/bench_bundle (a timed test would be noisy on
        // a shared machine and under the sanitizers); this checks that nothing was parsed.
    }
};

QTEST_GUILESS_MAIN(TestBundleScale)
#include "tst_bundlescale.moc"

// SPDX-License-Identifier: MIT
#include "bundletestsupport.h"

#include "bundle/buildsummary.h"
#include "bundle/bundleanalysis.h"
#include "bundle/bundlereader.h"
#include "bundle/memoryrows.h"
#include "bundle/waterfalllayout.h"

#include <QSet>
#include <QTest>

#include <algorithm>

using namespace hearth;
using namespace hearth::test;

Q_DECLARE_METATYPE(hearth::test::SampleSpec)

class TestBundleAnalysis : public QObject
{
    Q_OBJECT

    Bundle::Ptr m_example;

    // The descendants of a span, computed here from parent ids alone.
    static QSet<QString> descendants(const Bundle &b, quint64 id)
    {
        QSet<QString> out{SpanId::toHex(id)};
        bool grew = true;
        while (grew) {
            grew = false;
            for (const Span &s : b.spans()) {
                if (s.parentId && out.contains(SpanId::toHex(s.parentId)) &&
                    !out.contains(SpanId::toHex(s.id))) {
                    out.insert(SpanId::toHex(s.id));
                    grew = true;
                }
            }
        }
        return out;
    }

private Q_SLOTS:
    void initTestCase()
    {
        const BundleResult r =
            BundleReader::readFile(QStringLiteral(HEARTH_EXAMPLES "/build-4711.profbundle"));
        QVERIFY2(r.ok(), qPrintable(r.error.toString()));
        m_example = r.bundle;
    }

    void statuses_data()
    {
        QTest::addColumn<QString>("stage");
        QTest::addColumn<ProfileStatus>("status");
        QTest::addColumn<QString>("reasonContains");
        QTest::addColumn<int>("cpuProfile");
        QTest::newRow("lint") << "lint" << ProfileStatus::Profile << "" << 1;
        QTest::newRow("audit") << "audit" << ProfileStatus::Profile << "" << 1;
        QTest::newRow("rspec-unit") << "rspec-unit" << ProfileStatus::Profile << "" << 1;
        QTest::newRow("rspec-system")
            << "rspec-system" << ProfileStatus::Missing << "expected" << 0;
        QTest::newRow("docker") << "docker" << ProfileStatus::EngineProfile << "" << 1;
        QTest::newRow("version-policy")
            << "version-policy" << ProfileStatus::NoProfile << "compares strings" << 0;
        QTest::newRow("py-lint") << "py-lint" << ProfileStatus::NoProfile << "Rust binary" << 0;
        QTest::newRow("pytest") << "pytest" << ProfileStatus::Profile << "" << 1;
    }
    void statuses()
    {
        QFETCH(QString, stage);
        QFETCH(ProfileStatus, status);
        QFETCH(QString, reasonContains);
        QFETCH(int, cpuProfile);
        const int i = m_example->stageIndex(stage);
        QVERIFY(i >= 0);
        const Stage &s = m_example->stages()[i];
        QCOMPARE(s.status, status);
        QVERIFY(s.reason.contains(reasonContains));
        QCOMPARE(m_example->cpuProfileOf(i) >= 0, bool(cpuProfile));
        if (status == ProfileStatus::EngineProfile)
            QCOMPARE(m_example->profiles()[m_example->cpuProfileOf(i)].kind(),
                     ProfileKind::EngineCpu);
        ProfileStatus parsed = ProfileStatus::Unspecified;
        QVERIFY(Stage::parseStatus(Stage::statusName(status), &parsed));
        QCOMPARE(parsed, status);
    }

    void outsideAndOwnMatchThePprof_data()
    {
        QTest::addColumn<QString>("stage");
        for (const char *s : {"lint", "audit", "rspec-unit", "docker", "pytest"})
            QTest::newRow(s) << QString::fromLatin1(s);
    }
    void outsideAndOwnMatchThePprof()
    {
        QFETCH(QString, stage);
        const Bundle &b = *m_example;
        const int st = b.stageIndex(stage);
        const int p = b.cpuProfileOf(st);
        const IndependentSums want = sums(b.profiles()[p].bytes());
        QVERIFY(want.total > 0);
        const StageBreakdown got = BundleAnalysis::stageBreakdown(b, st);
        QVERIFY(got.hasProfile());
        QCOMPARE(got.total, want.total);
        QCOMPARE(got.outside, want.outside);
        QVERIFY(got.unknown.isEmpty());
        qint64 ownSum = 0;
        for (int s : b.spansOfStage(st)) {
            const QString hex = SpanId::toHex(b.spans()[s].id);
            QCOMPARE(got.ownValue(b.spans()[s].id), want.bySpan.value(hex));
            ownSum += want.bySpan.value(hex);
        }
        QCOMPARE(ownSum + want.outside, want.total);
        // The outside-any-span tree counts the same.
        const ProfileResult r = b.profiles()[p].profile();
        QCOMPARE(BundleAnalysis::outsideTree(r.profile)->totalValue(), want.outside);
    }

    void spanFilteringAndDescendants()
    {
        const Bundle &b = *m_example;
        for (const char *stage : {"lint", "rspec-unit", "pytest"}) {
            const int st = b.stageIndex(QString::fromLatin1(stage));
            const ProfileResult r = b.profiles()[b.cpuProfileOf(st)].profile();
            QVERIFY(r.ok());
            const IndependentSums want = sums(b.profiles()[b.cpuProfileOf(st)].bytes());
            for (int s : b.spansOfStage(st)) {
                const quint64 id = b.spans()[s].id;
                const qint64 own = want.bySpan.value(SpanId::toHex(id));
                QCOMPARE(BundleAnalysis::spanTree(b, r.profile, s, false)->totalValue(), own);
                qint64 withDesc = 0;
                for (const QString &d : descendants(b, id))
                    withDesc += want.bySpan.value(d);
                QCOMPARE(BundleAnalysis::spanTree(b, r.profile, s, true)->totalValue(), withDesc);
                QCOMPARE(b.spanIdLabels(s, true), descendants(b, id));
            }
        }
    }

    void timeInChildren()
    {
        const Bundle &b = *m_example;
        const int st = b.stageIndex(QStringLiteral("rspec-unit"));
        const StageBreakdown bd = BundleAnalysis::stageBreakdown(b, st);
        int suite = -1;
        int mailer = -1;
        int leaf = -1;
        for (int s : b.spansOfStage(st)) {
            if (b.spans()[s].name == QLatin1String("rspec"))
                suite = s;
            if (b.spans()[s].name.startsWith(QLatin1String("OrderMailer")))
                mailer = s;
            if (b.spans()[s].name == QLatin1String("Embedding.for caches vectors"))
                leaf = s;
        }
        QVERIFY(suite >= 0 && mailer >= 0 && leaf >= 0);
        QVERIFY(BundleAnalysis::timeIsInChildren(b, bd, suite));
        QVERIFY(BundleAnalysis::timeIsInChildren(b, bd, mailer));
        QVERIFY(!BundleAnalysis::timeIsInChildren(b, bd, leaf));
        QVERIFY(bd.hasOwnSamples(b.spans()[leaf].id));
        QVERIFY(!bd.hasOwnSamples(b.spans()[suite].id));
    }

    // Issue 14: a span without samples of its own gets one message, the right one.
    void quietSpan_data()
    {
        QTest::addColumn<quint64>("span");
        QTest::addColumn<QList<quint64>>("drop"); // spans whose samples are taken away
        QTest::addColumn<qint64>("interval");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("says");
        using Q = BundleAnalysis::QuietSpan;
        QTest::newRow("own samples")
            << quint64(0x2222) << QList<quint64>{} << qint64(0) << int(Q::NotQuiet) << QString();
        QTest::newRow("time in child spans")
            << quint64(0x1111) << QList<quint64>{} << qint64(0) << int(Q::InChildSpans)
            << QStringLiteral("its time is in its child spans");
        QTest::newRow("grandchild has samples")
            << quint64(0x3333) << QList<quint64>{0x3333} << qint64(0) << int(Q::InChildSpans)
            << QStringLiteral("child spans");
        QTest::newRow("long and none anywhere: waiting")
            << quint64(0x3333) << QList<quint64>{0x3333, 0x4444} << qint64(0) << int(Q::Waiting)
            << QStringLiteral("19 s of wall and no CPU: it was waiting (I/O, locks, sleep), and "
                              "a CPU profile cannot show waiting.");
        QTest::newRow("shorter than a few intervals")
            << quint64(0x4444) << QList<quint64>{0x4444} << qint64(4'000'000'000)
            << int(Q::TooShort) << QStringLiteral("too short to be sampled");
        // The seed's numbers: at 100 Hz a span shorter than ~10 ms is never sampled twice.
        QTest::newRow("20 ms at 100 Hz: too short")
            << quint64(0x4444) << QList<quint64>{0x4444} << qint64(-20'000'000) << int(Q::TooShort)
            << QStringLiteral("This span ran for 20 ms: too short to be sampled at 100 Hz "
                              "(~10 ms).");
        QTest::newRow("long with samples beneath is never waiting")
            << quint64(0x3333) << QList<quint64>{0x3333} << qint64(-20'000'000)
            << int(Q::InChildSpans) << QStringLiteral("its time is in its child spans");
    }

    void quietSpan()
    {
        QFETCH(quint64, span);
        QFETCH(QList<quint64>, drop);
        QFETCH(qint64, interval);
        QFETCH(int, kind);
        QFETCH(QString, says);
        // interval < 0: the profile's own (100 Hz), helper shortened to -interval.
        const Bundle small = smallBundle(smallProfile());
        QList<Span> spans = small.spans();
        if (interval < 0)
            spans[3].endUnixNanos = spans[3].startUnixNanos - interval;
        const Bundle b(small.build(), small.stages(), spans, small.profiles());
        StageBreakdown bd = BundleAnalysis::stageBreakdown(b, 0);
        QCOMPARE(bd.intervalNanos, qint64(10'000'000)); // the profile's period: 100 Hz
        for (quint64 id : std::as_const(drop))
            bd.own.remove(id);
        if (interval > 0)
            bd.intervalNanos = interval;
        const int index = b.spanIndex(span);
        QVERIFY(index >= 0);
        QCOMPARE(int(BundleAnalysis::quietSpan(b, bd, index)), kind);
        const QString sentence = BundleAnalysis::quietSpanSentence(b, bd, index);
        if (says.isEmpty())
            QVERIFY(sentence.isEmpty());
        else
            QVERIFY2(sentence.contains(says), qPrintable(sentence));
        // Never "fast" for a span that was waiting or whose time is in its children.
        if (kind != int(BundleAnalysis::QuietSpan::TooShort))
            QVERIFY(!sentence.contains(QLatin1String("fast")));
    }

    // "If suite boot dominates, no individual test is the problem": the small bundle's
    // boot is 400 ms outside any span; its tests (the spans with memory measurements) are
    // test-a (150 ms) and test-b with its helper (300 ms); the suite span rspec and the helper
    // are not tests.
    void suiteBoot_data()
    {
        QTest::addColumn<QList<SampleSpec>>("extra");
        QTest::addColumn<bool>("engine");
        QTest::addColumn<qint64>("largest");
        QTest::addColumn<bool>("dominates");
        const QStringList stack{QStringLiteral("main"), QStringLiteral("x")};
        QTest::newRow("boot larger than every test")
            << QList<SampleSpec>{} << false << qint64(300000000) << true;
        QTest::newRow("a test larger than boot")
            << QList<SampleSpec>{{stack, 500000000, SpanId::toHex(0x2222)}} << false
            << qint64(650000000) << false;
        QTest::newRow("a child span counts in its test")
            << QList<SampleSpec>{{stack, 100000000, SpanId::toHex(0x4444)}} << false
            << qint64(400000000) << false; // test-b: 70 + 330 = 400, not less than boot
        QTest::newRow("the suite span is not a test")
            << QList<SampleSpec>{{stack, 900000000, SpanId::toHex(0x1111)}} << false
            << qint64(300000000) << true;
        QTest::newRow("engine profile: no suite")
            << QList<SampleSpec>{} << true << qint64(300000000) << false;
    }
    void suiteBoot()
    {
        QFETCH(QList<SampleSpec>, extra);
        QFETCH(bool, engine);
        QFETCH(qint64, largest);
        QFETCH(bool, dominates);
        QList<SampleSpec> samples{
            {{QStringLiteral("main"), QStringLiteral("boot")}, 400000000, {}},
            {{QStringLiteral("main"), QStringLiteral("a")}, 150000000, SpanId::toHex(0x2222)},
            {{QStringLiteral("main"), QStringLiteral("b")}, 70000000, SpanId::toHex(0x3333)},
            {{QStringLiteral("main"), QStringLiteral("h")}, 230000000, SpanId::toHex(0x4444)},
        };
        samples += extra;
        const Bundle small = smallBundle(makePprof(samples));
        QList<Stage> stages = small.stages();
        if (engine)
            stages[0].status = ProfileStatus::EngineProfile;
        const Bundle b(small.build(), stages, small.spans(), small.profiles());
        const StageBreakdown bd = BundleAnalysis::stageBreakdown(b, 0);
        QCOMPARE(BundleAnalysis::largestTestValue(b, bd), largest);
        QCOMPARE(BundleAnalysis::suiteBootDominates(b, bd), dominates);
        const QString sentence = BundleAnalysis::suiteBootSentence(b, bd);
        QCOMPARE(sentence.isEmpty(), !dominates);
        if (dominates)
            QVERIFY2(sentence.startsWith(QLatin1String(
                         "suite boot (outside any span, 400 ms) is larger than any test here")),
                     qPrintable(sentence));
        QVERIFY(!BundleAnalysis::isTest(b, b.spanIndex(0x1111)));
        QVERIFY(BundleAnalysis::isTest(b, b.spanIndex(0x3333)));
        // A stage without spans has no tests.
        const StageBreakdown docker = BundleAnalysis::stageBreakdown(b, 1);
        QCOMPARE(BundleAnalysis::largestTestValue(b, docker), qint64(-1));
        QVERIFY(!BundleAnalysis::suiteBootDominates(b, docker));
    }

    // The example's stages against sums taken straight from their pprof bytes. Its tests are
    // the spans with test.status or a memory measurement: rubocop's cops in lint and
    // bundle-audit's steps are not tests, so those stages say nothing of suite boot.
    void suiteBootOnTheExample_data()
    {
        QTest::addColumn<QString>("stage");
        QTest::addColumn<bool>("hasTests");
        QTest::newRow("lint") << QStringLiteral("lint") << false;
        QTest::newRow("audit") << QStringLiteral("audit") << false;
        QTest::newRow("rspec-unit") << QStringLiteral("rspec-unit") << true;
        QTest::newRow("pytest") << QStringLiteral("pytest") << true;
    }
    void suiteBootOnTheExample()
    {
        QFETCH(QString, stage);
        QFETCH(bool, hasTests);
        const Bundle &b = *m_example;
        const int st = b.stageIndex(stage);
        const IndependentSums want = sums(b.profiles()[b.cpuProfileOf(st)].bytes());
        qint64 largest = -1;
        for (int s : b.spansOfStage(st)) {
            const Span &sp = b.spans()[s];
            bool marked = !sp.memory.isEmpty();
            for (const auto &a : sp.attributes)
                marked = marked || a.first == QLatin1String("test.status");
            if (!marked)
                continue; // not a test: a suite, a hook, a linter's step
            qint64 v = 0;
            for (const QString &d : descendants(b, sp.id))
                v += want.bySpan.value(d);
            largest = std::max(largest, v);
        }
        const StageBreakdown bd = BundleAnalysis::stageBreakdown(b, st);
        QCOMPARE(largest >= 0, hasTests);
        QCOMPARE(BundleAnalysis::largestTestValue(b, bd), largest);
        QCOMPARE(BundleAnalysis::suiteBootDominates(b, bd), largest >= 0 && want.outside > largest);
        if (!hasTests)
            QVERIFY(BundleAnalysis::suiteBootSentence(b, bd).isEmpty());
    }

    // A hand-made stage whose spans are marked (or not) as tests: only marked spans count,
    // and a stage with none says nothing of suite boot however large its boot is. The
    // small bundle's boot is 400 ms; test-a 150 ms, test-b 300 ms with its helper.
    void suiteBootNeedsTests_data()
    {
        QTest::addColumn<QString>("key"); // the attribute test-a and test-b get instead
        QTest::addColumn<bool>("memory"); // keep their memory measurements
        QTest::addColumn<qint64>("largest");
        QTest::newRow("memory measurements") << QString() << true << qint64(300000000);
        QTest::newRow("test.status") << QStringLiteral("test.status") << false << qint64(300000000);
        QTest::newRow("test.case.name")
            << QStringLiteral("test.case.name") << false << qint64(300000000);
        QTest::newRow("test.suite.name: a suite, not a test")
            << QStringLiteral("test.suite.name") << false << qint64(-1);
        QTest::newRow("code.filepath only: not tests (a linter's steps)")
            << QStringLiteral("code.filepath") << false << qint64(-1);
    }
    void suiteBootNeedsTests()
    {
        QFETCH(QString, key);
        QFETCH(bool, memory);
        QFETCH(qint64, largest);
        const Bundle small = smallBundle(smallProfile());
        QList<Span> spans = small.spans();
        for (Span &sp : spans) {
            if (!memory)
                sp.memory = {};
            if (!key.isEmpty() && (sp.id == 0x2222 || sp.id == 0x3333))
                sp.attributes = {{key, QStringLiteral("x")}};
        }
        const Bundle b(small.build(), small.stages(), spans, small.profiles());
        const StageBreakdown bd = BundleAnalysis::stageBreakdown(b, 0);
        QCOMPARE(bd.outside, qint64(400000000));
        QCOMPARE(BundleAnalysis::largestTestValue(b, bd), largest);
        QCOMPARE(BundleAnalysis::suiteBootDominates(b, bd), largest >= 0);
        QCOMPARE(BundleAnalysis::suiteBootSentence(b, bd).isEmpty(), largest < 0);
        QVERIFY(!BundleAnalysis::isTest(b, b.spanIndex(0x4444))); // the helper, unmarked
        QVERIFY(!BundleAnalysis::isTest(b, -1));
    }

    void smallBundleNumbers()
    {
        const Bundle b = smallBundle(smallProfile());
        const StageBreakdown bd = BundleAnalysis::stageBreakdown(b, 0);
        QCOMPARE(bd.total, qint64(850000000));
        QCOMPARE(bd.outside, qint64(400000000));
        QCOMPARE(bd.ownValue(0x2222), qint64(150000000));
        QCOMPARE(bd.ownValue(0x3333), qint64(70000000));
        QCOMPARE(bd.ownValue(0x1111), qint64(0));
        const ProfileResult r = b.profiles()[0].profile();
        QCOMPARE(BundleAnalysis::spanTree(b, r.profile, 2, false)->totalValue(), qint64(70000000));
        QCOMPARE(BundleAnalysis::spanTree(b, r.profile, 2, true)->totalValue(), qint64(300000000));
        QCOMPARE(BundleAnalysis::spanTree(b, r.profile, 0, true)->totalValue(), qint64(450000000));
        QCOMPARE(BundleAnalysis::spanTree(b, r.profile, 0, false)->totalValue(), qint64(0));
        // A stage without a profile.
        const StageBreakdown docker = BundleAnalysis::stageBreakdown(b, 1);
        QCOMPARE(docker.profile, -1);
        QVERIFY(!docker.hasProfile());
    }

    void unknownLabelsAreReported()
    {
        const Bundle b = smallBundle(makePprof({
            {{QStringLiteral("x")}, 10, SpanId::toHex(0x9999)},
            {{QStringLiteral("x")}, 20, QStringLiteral("not-hex")},
            {{QStringLiteral("y")}, 5, SpanId::toHex(0x2222)},
        }));
        const StageBreakdown bd = BundleAnalysis::stageBreakdown(b, 0);
        QCOMPARE(bd.unknown.size(), 2);
        QCOMPARE(bd.unknown.value(SpanId::toHex(0x9999)), qint64(10));
        QCOMPARE(bd.ownValue(0x2222), qint64(5));
    }

    void churnIsNeverMergedAcrossLanguages()
    {
        const QList<MemoryRow> rows = MemoryRows::rows(*m_example);
        QVERIFY(!rows.isEmpty());
        QCOMPARE(MemoryRows::churnKinds(rows),
                 (QList<ChurnKind>{ChurnKind::RubyObjectsAllocated,
                                   ChurnKind::PythonBlocksOutstanding}));
        qint64 ruby = 0;
        qint64 python = 0;
        for (const MemoryRow &r : rows) {
            const QString &stage = r.stage;
            if (stage.startsWith(QLatin1String("rspec")))
                QCOMPARE(r.churnKind, ChurnKind::RubyObjectsAllocated);
            if (stage == QLatin1String("pytest"))
                QCOMPARE(r.churnKind, ChurnKind::PythonBlocksOutstanding);
            (r.churnKind == ChurnKind::RubyObjectsAllocated ? ruby : python) += r.churn;
        }
        QCOMPARE(MemoryRows::churnTotal(rows, ChurnKind::RubyObjectsAllocated).value(), ruby);
        QCOMPARE(MemoryRows::churnTotal(rows, ChurnKind::PythonBlocksOutstanding).value(), python);
        QVERIFY(!MemoryRows::churnTotal(rows, ChurnKind::Unspecified).has_value());
        for (ChurnKind k : MemoryRows::churnKinds(rows)) {
            const QList<MemoryRow> sorted = MemoryRows::byChurn(rows, k);
            for (qsizetype i = 0; i < sorted.size(); ++i) {
                QCOMPARE(sorted[i].churnKind, k);
                if (i > 0)
                    QVERIFY(sorted[i - 1].churn >= sorted[i].churn);
            }
        }
        QVERIFY(MemoryRows::churnHeader(ChurnKind::RubyObjectsAllocated) !=
                MemoryRows::churnHeader(ChurnKind::PythonBlocksOutstanding));
    }

    void negativeRssIsShown()
    {
        const QList<MemoryRow> byRss = MemoryRows::byRssChange(MemoryRows::rows(*m_example));
        int negative = 0;
        for (const MemoryRow &r : byRss)
            negative += r.rssChangeBytes < 0;
        QVERIFY(negative >= 3);
        QVERIFY(byRss.last().rssChangeBytes < 0);
    }

    void cpuAboveWall()
    {
        QCOMPARE(BuildSummary::concurrency(*m_example), BuildSummary::Concurrency::CpuAboveWall);
        QVERIFY(BuildSummary::stagesOverlap(*m_example));
        QVERIFY(BuildSummary::headline(*m_example).contains(QLatin1String("4711")));
    }

    // The seed: CPU above wall is the concurrency working; CPU equal to wall on stages that
    // run at once means something is serialised; CPU below wall is waiting. The small
    // bundle's build is 60 s; unit runs 0–50 s, docker 10–60 s (or 50–60 s: one after the
    // other).
    void concurrency_data()
    {
        QTest::addColumn<qint64>("unitCpu");
        QTest::addColumn<qint64>("dockerCpu");
        QTest::addColumn<bool>("serial");
        QTest::addColumn<int>("want");
        QTest::addColumn<QString>("says");
        using C = BuildSummary::Concurrency;
        const qint64 s = 1000000000;
        QTest::newRow("above") << 40 * s << 40 * s << false << int(C::CpuAboveWall)
                               << QStringLiteral("CPU above wall: stages ran at once");
        QTest::newRow("equal on a parallel pipeline: serialised?")
            << 30 * s << 30 * s << false << int(C::CpuEqualsWallInParallel)
            << QStringLiteral("CPU about equal to wall on a parallel pipeline: something may be "
                              "serialised");
        QTest::newRow("equal within 5%")
            << 29 * s << 29 * s << false << int(C::CpuEqualsWallInParallel)
            << QStringLiteral("serialised");
        QTest::newRow("equal, one stage after the other: nothing to serialise")
            << 50 * s << 10 * s << true << int(C::CpuEqualsWall)
            << QStringLiteral("one after another");
        // The bands below wall (BuildSummary's table): 90–95% says nothing, 50–90% says how
        // much of the wall was not on CPU, below 50% is mostly waiting.
        QTest::newRow("near wall (55 of 60 s): no waiting sentence")
            << 28 * s << 27 * s << false << int(C::CpuNearWall) << QString();
        QTest::newRow("below (42 of 60 s): about 30% not on CPU")
            << 12 * s << 30 * s << false << int(C::CpuBelowWall)
            << QStringLiteral("CPU below wall: about 30% of its wall time was not on CPU");
        QTest::newRow("below, at 50% exactly: still a share")
            << 15 * s << 15 * s << false << int(C::CpuBelowWall)
            << QStringLiteral("about 50% of its wall time was not on CPU");
        QTest::newRow("far below (20 of 60 s): mostly waiting")
            << 10 * s << 10 * s << false << int(C::CpuFarBelowWall)
            << QStringLiteral("CPU below wall: the build spent most of its time waiting");
        QTest::newRow("no CPU") << qint64(0) << qint64(0) << false << int(C::Unknown) << QString();
    }
    void concurrency()
    {
        QFETCH(qint64, unitCpu);
        QFETCH(qint64, dockerCpu);
        QFETCH(bool, serial);
        QFETCH(int, want);
        QFETCH(QString, says);
        const Bundle small = smallBundle(smallProfile());
        QList<Stage> stages = small.stages();
        stages[0].cpuNanos = unitCpu;
        stages[1].cpuNanos = dockerCpu;
        if (serial)
            stages[1].startUnixNanos = stages[0].endUnixNanos;
        const Bundle b(small.build(), stages, small.spans(), small.profiles());
        QCOMPARE(BuildSummary::stagesOverlap(b), !serial);
        QCOMPARE(int(BuildSummary::concurrency(b)), want);
        const QString sentence = BuildSummary::sentence(b);
        QCOMPARE(sentence.isEmpty(), says.isEmpty());
        if (want != int(BuildSummary::Concurrency::CpuBelowWall)) // the others need no numbers
            QCOMPARE(BuildSummary::sentence(BuildSummary::concurrency(b)), sentence);
        QVERIFY2(sentence.contains(says), qPrintable(sentence));
    }

    void waterfallLayout()
    {
        const Bundle &b = *m_example;
        WaterfallLayout l = WaterfallLayout::compute(b);
        QCOMPARE(l.start(), b.build().startUnixNanos);
        QCOMPARE(l.end(), b.build().endUnixNanos);
        for (int st = 0; st < b.stages().size(); ++st) {
            QCOMPARE(l.rows()[size_t(l.stageRow(st))].kind, WaterfallLayout::RowKind::Stage);
            QCOMPARE(l.rows()[size_t(l.outsideRow(st))].kind, WaterfallLayout::RowKind::Outside);
        }
        for (const WaterfallLayout::Row &row : l.rows()) {
            for (size_t i = 1; i < row.items.size(); ++i)
                QVERIFY(l.items()[size_t(row.items[i - 1])].end <=
                        l.items()[size_t(row.items[i])].start);
        }
        for (int s = 0; s < b.spans().size(); ++s) {
            const int item = l.itemOfSpan(s);
            const WaterfallLayout::Item &it = l.items()[size_t(item)];
            QCOMPARE(it.span, s);
            QCOMPARE(l.hitTest(it.row, (it.start + it.end) / 2), item);
            // A child is drawn below its parent.
            const int parent = b.spanIndex(b.spans()[s].parentId);
            if (parent >= 0)
                QVERIFY(l.items()[size_t(l.itemOfSpan(parent))].row < it.row);
            QVERIFY(!it.ownSamples);
        }
        const int st = b.stageIndex(QStringLiteral("rspec-unit"));
        const StageBreakdown bd = BundleAnalysis::stageBreakdown(b, st);
        l.setOwnSamples(b, bd);
        for (int s : b.spansOfStage(st))
            QCOMPARE(l.items()[size_t(l.itemOfSpan(s))].ownSamples,
                     bd.hasOwnSamples(b.spans()[s].id));
    }

    void cacheHasAMiss()
    {
        int misses = 0;
        for (const Stage &s : m_example->stages()) {
            for (const CacheEntry &c : s.cache)
                misses += !c.hit;
        }
        QVERIFY(misses >= 1);
    }
};

QTEST_GUILESS_MAIN(TestBundleAnalysis)
#include "tst_bundleanalysis.moc"

// SPDX-License-Identifier: MIT
#include "bundle/builddiff.h"
#include "languagescope.h"

#include <QTest>

#include <limits>

using namespace hearth;

class TestBuildDiff : public QObject
{
    Q_OBJECT

    static constexpr qint64 S = 1000000000;

    static Stage stage(const QString &name, qint64 wallS, qint64 cpuMs, ProfileStatus status,
                       bool cacheHit = true)
    {
        Stage s;
        s.name = name;
        s.runtime = QStringLiteral("ruby");
        s.startUnixNanos = 1000 * S;
        s.endUnixNanos = s.startUnixNanos + wallS * S;
        s.cpuNanos = cpuMs * 1000000;
        s.status = status;
        CacheEntry c;
        c.key = QStringLiteral("bundle-install");
        c.kind = QStringLiteral("layer");
        c.hit = cacheHit;
        c.savedNanos = 30 * S;
        s.cache.append(c);
        return s;
    }
    static Bundle bundle(QList<Stage> stages)
    {
        Build b;
        b.id = QStringLiteral("4711");
        return Bundle(b, stages, {}, {});
    }
    static Bundle base(bool cacheHit = true, ProfileStatus systemStatus = ProfileStatus::Profile)
    {
        return bundle({stage(QStringLiteral("lint"), 20, 1500, ProfileStatus::Profile, cacheHit),
                       stage(QStringLiteral("rspec-unit"), 120, 30000, ProfileStatus::Profile),
                       stage(QStringLiteral("rspec-system"), 200, 60000, systemStatus)});
    }

    static constexpr qint64 MiB = 1024 * 1024;
    static Span test(const QString &stage, const QString &name, quint64 id, qint64 rss,
                     qint64 churn = -1, ChurnKind kind = ChurnKind::Unspecified)
    {
        Span s;
        s.id = id;
        s.stage = stage;
        s.name = name;
        s.startUnixNanos = 1001 * S;
        s.endUnixNanos = 1002 * S;
        s.memory.hasRssChange = rss != std::numeric_limits<qint64>::min();
        s.memory.rssChangeBytes = s.memory.hasRssChange ? rss : 0;
        s.memory.hasChurn = churn >= 0;
        s.memory.churn = churn >= 0 ? churn : 0;
        s.memory.churnKind = kind;
        return s;
    }
    static Bundle withTests(QList<Span> spans)
    {
        Build b;
        b.id = QStringLiteral("4711");
        QList<Stage> stages{stage(QStringLiteral("rspec-unit"), 20, 1500, ProfileStatus::Profile),
                            stage(QStringLiteral("pytest"), 20, 1500, ProfileStatus::Profile),
                            stage(QStringLiteral("mixed"), 20, 1500, ProfileStatus::Profile)};
        return Bundle(b, stages, spans, {});
    }

private Q_SLOTS:
    // "Why is this change fat": per test the RSS change of both builds and its Δ, largest
    // growth first; churn compared only within one language's measurement.
    void memoryPerTest_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("position"); // in memory(), largest RSS growth first
        QTest::addColumn<bool>("hasRssDelta");
        QTest::addColumn<qint64>("rssDelta");
        QTest::addColumn<bool>("hasChurnDelta");
        QTest::addColumn<qint64>("churnDelta");
        QTest::newRow("grew 12 MiB, Ruby churn")
            << "t1" << 0 << true << 12 * MiB << true << qint64(200);
        QTest::newRow("the same, CPython churn")
            << "p1" << 1 << true << qint64(0) << true << qint64(30);
        QTest::newRow("handed memory back") << "t2" << 2 << true << -3 * MiB << false << qint64(0);
        QTest::newRow("only in A") << "t3" << 3 << false << qint64(0) << false << qint64(0);
        QTest::newRow("Ruby in A, CPython in B: never compared")
            << "x" << 4 << false << qint64(0) << false << qint64(0);
        QTest::newRow("only in B") << "t4" << 5 << false << qint64(0) << false << qint64(0);
    }
    void memoryPerTest()
    {
        QFETCH(QString, name);
        QFETCH(int, position);
        QFETCH(bool, hasRssDelta);
        QFETCH(qint64, rssDelta);
        QFETCH(bool, hasChurnDelta);
        QFETCH(qint64, churnDelta);
        const auto none = std::numeric_limits<qint64>::min();
        const QString unit = QStringLiteral("rspec-unit");
        const QString py = QStringLiteral("pytest");
        const QString mixed = QStringLiteral("mixed");
        const auto ruby = ChurnKind::RubyObjectsAllocated;
        const auto cpython = ChurnKind::PythonBlocksOutstanding;
        const Bundle a = withTests({test(unit, QStringLiteral("t1"), 1, 1 * MiB, 100, ruby),
                                    test(unit, QStringLiteral("t2"), 2, 2 * MiB),
                                    test(unit, QStringLiteral("t3"), 3, 5 * MiB),
                                    test(py, QStringLiteral("p1"), 4, 1 * MiB, 50, cpython),
                                    test(mixed, QStringLiteral("x"), 5, none, 10, ruby),
                                    test(unit, QStringLiteral("no memory"), 6, none)});
        const Bundle b = withTests({test(unit, QStringLiteral("t4"), 11, 3 * MiB),
                                    test(unit, QStringLiteral("t2"), 12, -1 * MiB),
                                    test(unit, QStringLiteral("t1"), 13, 13 * MiB, 300, ruby),
                                    test(py, QStringLiteral("p1"), 14, 1 * MiB, 80, cpython),
                                    test(mixed, QStringLiteral("x"), 15, none, 10, cpython)});
        const BuildDiff d = BuildDiff::compute(a, b);
        QCOMPARE(d.memory().size(), 6); // a span without a measurement is no row
        const BuildDiff::TestMemory &m = d.memory()[position];
        QCOMPARE(m.name, name);
        QCOMPARE(m.hasRssDelta(), hasRssDelta);
        if (hasRssDelta)
            QCOMPARE(m.rssDelta(), rssDelta);
        QCOMPARE(m.hasChurnDelta(), hasChurnDelta);
        if (hasChurnDelta)
            QCOMPARE(m.churnDelta(), churnDelta);
        QCOMPARE(m.spanA >= 0 ? a.spans()[m.spanA].name : b.spans()[m.spanB].name, name);
        if (m.spanA >= 0 && m.spanB >= 0)
            QCOMPARE(b.spans()[m.spanB].name, name);
        QCOMPARE(d.fattestTest(), 0);
        QVERIFY2(d.memorySentence().startsWith(
                     QStringLiteral("Fattest change: rspec-unit / t1: RSS change +12")),
                 qPrintable(d.memorySentence()));
    }

    void noMemoryNoSentence()
    {
        QVERIFY(BuildDiff::compute(base(), base()).memory().isEmpty());
        QVERIFY(BuildDiff::compute(base(), base()).memorySentence().isEmpty());
        const Bundle same =
            withTests({test(QStringLiteral("pytest"), QStringLiteral("p"), 1, 100)});
        const BuildDiff d = BuildDiff::compute(same, same);
        QCOMPARE(d.fattestTest(), -1);
        QVERIFY(d.memorySentence().startsWith(QStringLiteral("No test's RSS change grew")));
    }

    void namesTheStageThatMoved_data()
    {
        QTest::addColumn<QString>("stage");
        QTest::addColumn<qint64>("wallS");
        QTest::addColumn<qint64>("cpuMs");
        QTest::addColumn<QString>("sentence");
        QTest::newRow("system slower") << "rspec-system" << qint64(212) << qint64(101000)
                                       << "rspec-system: +41 s CPU, +12 s wall";
        QTest::newRow("unit faster")
            << "rspec-unit" << qint64(100) << qint64(20000) << "rspec-unit: -10 s CPU, -20 s wall";
        QTest::newRow("lint cpu only")
            << "lint" << qint64(20) << qint64(3500) << "lint: +2 s CPU, ±0 wall";
    }
    void namesTheStageThatMoved()
    {
        QFETCH(QString, stage);
        QFETCH(qint64, wallS);
        QFETCH(qint64, cpuMs);
        const Bundle a = base();
        QList<Stage> stages = a.stages();
        for (Stage &s : stages) {
            if (s.name == stage) {
                s.endUnixNanos = s.startUnixNanos + wallS * S;
                s.cpuNanos = cpuMs * 1000000;
            }
        }
        const BuildDiff d = BuildDiff::compute(a, bundle(stages));
        QVERIFY(d.movedStage() >= 0);
        QCOMPARE(d.stages()[d.movedStage()].name, stage);
        QTEST(d.movedSentence(), "sentence");
        QVERIFY(d.lostCache().isEmpty());
    }

    void nothingMovedButTheCacheWasLost()
    {
        const BuildDiff d = BuildDiff::compute(base(true), base(false));
        QCOMPARE(d.movedStage(), -1);
        QVERIFY(d.movedSentence().startsWith(QStringLiteral("No stage moved")));
        QCOMPARE(d.lostCache().size(), 1);
        QCOMPARE(d.lostCache().first().stage, QStringLiteral("lint"));
        QVERIFY2(d.cacheSentence().contains(QStringLiteral("lost its cache")),
                 qPrintable(d.cacheSentence()));
        QVERIFY(d.cacheSentence().contains(QStringLiteral("lint/bundle-install")));
        // And the reverse direction gains it.
        const BuildDiff r = BuildDiff::compute(base(false), base(true));
        QCOMPARE(r.gainedCache().size(), 1);
        QVERIFY(r.lostCache().isEmpty());
    }

    // The cache sentences in both languages' plural forms: one entry or two lost (A to B), or
    // gained (B to A).
    void cachePluralForms_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("entries");
        QTest::addColumn<bool>("lost");
        QTest::addColumn<QString>("sentence");
        QTest::newRow("en 1 lost") << "en" << 1 << true
                                   << "Nothing moved, but B lost its cache: 1 entry that hit in A "
                                      "missed in B (lint/bundle-install).";
        QTest::newRow("en 2 lost")
            << "en" << 2 << true
            << "Nothing moved, but B lost its cache: 2 entries that hit in A "
               "missed in B (lint/bundle-install, rspec-unit/bundle-install).";
        QTest::newRow("en 1 gained") << "en" << 1 << false << "1 entry missed in A and hit in B.";
        QTest::newRow("en 2 gained") << "en" << 2 << false << "2 entries missed in A and hit in B.";
        QTest::newRow("de 1 lost")
            << "de" << 1 << true
            << "Nichts hat sich bewegt, aber B hat seinen Cache verloren: 1 Eintrag, der in A "
               "traf, verfehlte in B (lint/bundle-install).";
        QTest::newRow("de 2 lost")
            << "de" << 2 << true
            << "Nichts hat sich bewegt, aber B hat seinen Cache verloren: 2 Einträge, die in A "
               "trafen, verfehlten in B (lint/bundle-install, rspec-unit/bundle-install).";
        QTest::newRow("de 1 gained")
            << "de" << 1 << false << "1 Eintrag verfehlte in A und traf in B.";
        QTest::newRow("de 2 gained")
            << "de" << 2 << false << "2 Einträge verfehlten in A und trafen in B.";
    }
    void cachePluralForms()
    {
        QFETCH(QString, language);
        QFETCH(int, entries);
        QFETCH(bool, lost);
        const test::LanguageScope scope(language);
        QVERIFY(scope.loaded());
        const Bundle hits =
            bundle({stage(QStringLiteral("lint"), 20, 1500, ProfileStatus::Profile),
                    stage(QStringLiteral("rspec-unit"), 120, 30000, ProfileStatus::Profile)});
        const Bundle misses = bundle(
            {stage(QStringLiteral("lint"), 20, 1500, ProfileStatus::Profile, false),
             stage(QStringLiteral("rspec-unit"), 120, 30000, ProfileStatus::Profile, entries < 2)});
        const BuildDiff d =
            lost ? BuildDiff::compute(hits, misses) : BuildDiff::compute(misses, hits);
        QCOMPARE(d.movedStage(), -1);
        QTEST(d.cacheSentence(), "sentence");
    }

    void identicalBuilds()
    {
        const BuildDiff d = BuildDiff::compute(base(), base());
        QCOMPARE(d.movedStage(), -1);
        QVERIFY(d.statusSentences().isEmpty());
        QCOMPARE(d.cacheSentence(), QStringLiteral("The cache behaved the same in both builds."));
        for (const auto &r : d.stages()) {
            QCOMPARE(r.cpuDelta(), qint64(0));
            QCOMPARE(r.outsideA, qint64(-1)); // no profiles in these bundles
        }
    }

    void profileThatWentMissingIsCalledOut()
    {
        const BuildDiff d = BuildDiff::compute(base(), base(true, ProfileStatus::Missing));
        const QStringList s = d.statusSentences();
        QCOMPARE(s.size(), 1);
        QVERIFY2(s.first().startsWith(QStringLiteral("rspec-system: the profile went missing")),
                 qPrintable(s.first()));
    }

    void stageOnlyInOneBuild()
    {
        QList<Stage> stages = base().stages();
        stages.append(stage(QStringLiteral("docker"), 90, 4000, ProfileStatus::EngineProfile));
        const BuildDiff d = BuildDiff::compute(base(), bundle(stages));
        QVERIFY(d.movedStage() >= 0);
        QCOMPARE(d.stages()[d.movedStage()].name, QStringLiteral("docker"));
        QVERIFY(d.movedSentence().contains(QStringLiteral("only in B")));
    }
};

QTEST_GUILESS_MAIN(TestBuildDiff)
#include "tst_builddiff.moc"

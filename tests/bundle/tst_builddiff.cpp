// SPDX-License-Identifier: MIT
#include "bundle/builddiff.h"

#include <QTest>

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

private Q_SLOTS:
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

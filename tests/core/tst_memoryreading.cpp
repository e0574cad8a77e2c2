// SPDX-License-Identifier: MIT
#include "analysis/memoryreading.h"
#include "memoryshapes.h"

#include <QFile>
#include <QTest>
#include <QTranslator>

using namespace hearth;
using namespace hearth::test;

Q_DECLARE_METATYPE(hearth::MemoryReading::Kind)
Q_DECLARE_METATYPE(hearth::MemoryReading::Gap)
Q_DECLARE_METATYPE(hearth::test::Shape)
Q_DECLARE_METATYPE(hearth::test::Restarts)

class tst_MemoryReading : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shapes_data();
    void shapes();
    void german_data() { shapes_data(); }
    void german();
    void thresholds_data();
    void thresholds();
    void noSeries();
    void texts();
};

void tst_MemoryReading::shapes_data()
{
    QTest::addColumn<Shape>("shape");
    QTest::addColumn<Restarts>("how");
    QTest::addColumn<bool>("noisy");
    QTest::addColumn<MemoryReading::Kind>("kind");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("german");

    const QString leak = QStringLiteral("A rising floor: this looks like a leak. Raising the "
                                        "limit only delays the next restart.");
    const QString leakDe = QStringLiteral("Ein steigender Boden: das sieht nach einem Leck aus.");
    const QString plateau = QStringLiteral("A plateau with spikes: the working set is stable and "
                                           "bursts hit the limit. This is the case a higher "
                                           "limit is correct for.");
    const QString plateauDe = QStringLiteral("Ein Plateau mit Spitzen:");
    const QString steady = QStringLiteral("Steady: no restart in 6.0 h");
    const QString steadyDe = QStringLiteral("Gleichmäßig: kein Neustart in 6.0 h");
    const QString one = QStringLiteral("Not enough data: no restart in 4.0 h");
    const QString oneDe = QStringLiteral("Zu wenige Daten: kein Neustart in 4.0 h");
    for (const bool noisy : {false, true}) {
        for (const Restarts how : {Restarts::NewPod, Restarts::WithinPod}) {
            const char *const h = how == Restarts::NewPod ? "new pod" : "within pod";
            const char *const n = noisy ? "noisy" : "clean";
            QTest::addRow("leak, %s, %s", h, n)
                << Shape::Leak << how << noisy << MemoryReading::Kind::RisingFloor << leak
                << leakDe;
            QTest::addRow("leak with gaps, %s, %s", h, n)
                << Shape::LeakWithGaps << how << noisy << MemoryReading::Kind::RisingFloor << leak
                << leakDe;
            QTest::addRow("limit too low, %s, %s", h, n)
                << Shape::LimitTooLow << how << noisy << MemoryReading::Kind::PlateauWithSpikes
                << plateau << plateauDe;
        }
        QTest::addRow("steady, %s", noisy ? "noisy" : "clean")
            << Shape::Steady << Restarts::NewPod << noisy << MemoryReading::Kind::Steady << steady
            << steadyDe;
        QTest::addRow("one life, %s", noisy ? "noisy" : "clean")
            << Shape::OneLife << Restarts::NewPod << noisy << MemoryReading::Kind::NotEnoughData
            << one << oneDe;
    }
}

void tst_MemoryReading::shapes()
{
    QFETCH(Shape, shape);
    QFETCH(Restarts, how);
    QFETCH(bool, noisy);
    QFETCH(MemoryReading::Kind, kind);
    QFETCH(QString, english);

    const MemoryShape made = makeMemoryShape(shape, how, noisy);
    const MemoryReading r = MemoryReading::read(made.series, made.oomKills);
    QVERIFY2(r.sentence().startsWith(english), qPrintable(r.sentence()));
    QCOMPARE(MemoryReading::kindName(r.kind), MemoryReading::kindName(kind));
    // The restarts are where they are, within one step, and each is known as an OOM kill.
    QCOMPARE(r.restarts.size(), made.restartsMs.size());
    for (qsizetype i = 0; i < r.restarts.size(); ++i) {
        QVERIFY2(std::llabs(r.restarts.at(i).atMs - made.restartsMs.at(i)) <= StepMs,
                 qPrintable(QString::number(r.restarts.at(i).atMs - made.restartsMs.at(i))));
        QVERIFY(r.restarts.at(i).oomKilled);
        QCOMPARE(r.restarts.at(i).withinInstance, how == Restarts::WithinPod);
    }
    QCOMPARE(r.lives.size(), made.restartsMs.size() + (shape == Shape::Steady ? 3 : 1));
    if (kind == MemoryReading::Kind::RisingFloor) {
        // About 40 MiB/h, stated as such.
        QVERIFY2(r.floorRatePerHour > 32 * MiB && r.floorRatePerHour < 48 * MiB,
                 qPrintable(MemoryReading::rateText(r.floorRatePerHour)));
        QVERIFY(r.sentence().contains(QLatin1String(" MiB/h")));
        for (const MemoryReading::Life &l : r.lives) {
            if (l.endedInRestart)
                QVERIFY(l.floorEnd > l.floorStart);
        }
    }
    if (kind == MemoryReading::Kind::PlateauWithSpikes) {
        // 18 bursts in 12 h, at 0.9 to 1 GiB, over a floor near 300 MiB; every restart at one.
        QCOMPARE(r.spikes, 18);
        QVERIFY(r.spikePeakMax >= 1000 * MiB && r.spikePeakMin >= 900 * MiB * 0.9);
        QVERIFY(r.floorBytes > 280 * MiB && r.floorBytes < 320 * MiB);
        QCOMPARE(r.restartsAtSpike, int(r.restarts.size()));
        QVERIFY2(r.sentence().contains(QLatin1String("18 spikes reached")),
                 qPrintable(r.sentence()));
        QVERIFY2(r.sentence().contains(QLatin1String("about one every 40 min")),
                 qPrintable(r.sentence()));
    }
}

void tst_MemoryReading::german()
{
    QFETCH(Shape, shape);
    QFETCH(Restarts, how);
    QFETCH(bool, noisy);
    QFETCH(QString, german);
    const QString qm = QStringLiteral(HEARTH_QM_DIR "/hearth_de.qm");
    if (!QFile::exists(qm))
        QSKIP("hearth_de.qm is not built");
    QTranslator translator;
    QVERIFY(translator.load(qm));
    QCoreApplication::installTranslator(&translator);
    const MemoryShape made = makeMemoryShape(shape, how, noisy);
    const QString s = MemoryReading::read(made.series, made.oomKills).sentence();
    QCoreApplication::removeTranslator(&translator);
    QVERIFY2(s.startsWith(german), qPrintable(s));
}

// Each threshold, on both sides of it.
void tst_MemoryReading::thresholds_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<double>("factor");
    QTest::addColumn<QString>("expected");
    // Lives whose floor ends `factor` times where it began: rising from 1.15, flat up to 1.10.
    QTest::newRow("rise 1.25 is rising")
        << QStringLiteral("rise") << 1.25 << QStringLiteral("rising_floor");
    QTest::newRow("rise 1.12 is neither")
        << QStringLiteral("rise") << 1.12 << QStringLiteral("not_enough_data");
    QTest::newRow("rise 1.05 is flat, no spikes")
        << QStringLiteral("rise") << 1.05 << QStringLiteral("not_enough_data");
    // Bursts `factor` times the floor: a spike above SpikeFactor (1.5).
    QTest::newRow("burst 1.6 is a spike")
        << QStringLiteral("burst") << 1.6 << QStringLiteral("plateau_with_spikes");
    QTest::newRow("burst 1.4 is not")
        << QStringLiteral("burst") << 1.4 << QStringLiteral("not_enough_data");
    // A drop to `factor` of the floor: a restart below NearZeroFraction (0.15).
    QTest::newRow("drop to 0.10 is a restart")
        << QStringLiteral("drop") << 0.10 << QStringLiteral("restarts");
    QTest::newRow("drop to 0.30 is not")
        << QStringLiteral("drop") << 0.30 << QStringLiteral("no restarts");
    // Fewer than MinPoints points: not enough data.
    QTest::newRow("19 points") << QStringLiteral("points") << 19.0
                               << QStringLiteral("not_enough_data");
    QTest::newRow("20 points") << QStringLiteral("points") << 20.0 << QStringLiteral("steady");
    // Bursts longer than MaxSpikeMs (15 min) are a level, not a spike.
    QTest::newRow("burst of 14 min")
        << QStringLiteral("long") << 14.0 << QStringLiteral("plateau_with_spikes");
    QTest::newRow("burst of 20 min")
        << QStringLiteral("long") << 20.0 << QStringLiteral("not_enough_data");
    // Steady needs MinSteadyMs (30 min) of data.
    QTest::newRow("steady over 25 min")
        << QStringLiteral("span") << 25.0 << QStringLiteral("not_enough_data");
    QTest::newRow("steady over 40 min")
        << QStringLiteral("span") << 40.0 << QStringLiteral("steady");
    // An OOM kill explains a restart when reported within OomMatchMs (15 min) after it.
    QTest::newRow("oom 10 min after") << QStringLiteral("oom") << 10.0 << QStringLiteral("oom");
    QTest::newRow("oom 20 min after") << QStringLiteral("oom") << 20.0 << QStringLiteral("no oom");
}

void tst_MemoryReading::thresholds()
{
    QFETCH(QString, what);
    QFETCH(double, factor);
    QFETCH(QString, expected);
    const qint64 minute = 60000;
    QList<MemorySeries> series;
    if (what == QLatin1String("rise") || what == QLatin1String("burst") ||
        what == QLatin1String("long")) {
        // Three lives of 2 h (new pods), 1-minute points.
        for (int life = 0; life < 3; ++life) {
            MemorySeries s{QStringLiteral("p%1").arg(life), {}};
            const qint64 born = T0 + life * 121 * minute;
            for (int m = 0; m <= 120; ++m) {
                double v = 100 * MiB;
                if (what == QLatin1String("rise"))
                    v *= 1 + (factor - 1) * m / 120.0;
                const int len = what == QLatin1String("long") ? int(factor) : 2;
                if (what != QLatin1String("rise") &&
                    (m % 30 >= 30 - len || (m == 120 && what == QLatin1String("burst"))))
                    v *= what == QLatin1String("long") ? 2.0 : factor;
                s.points.append(MemoryPoint{born + m * minute, v});
            }
            series.append(s);
        }
    } else if (what == QLatin1String("drop")) {
        MemorySeries s{QStringLiteral("p"), {}};
        for (int m = 0; m < 60; ++m)
            s.points.append(MemoryPoint{T0 + m * minute, (m == 30 ? factor : 1.0) * 100 * MiB});
        series.append(s);
    } else if (what == QLatin1String("span")) {
        MemorySeries s{QStringLiteral("p"), {}};
        for (int m = 0; m <= int(factor); ++m)
            s.points.append(MemoryPoint{T0 + m * minute, 100 * MiB});
        series.append(s);
    } else if (what == QLatin1String("oom")) {
        for (int pod = 0; pod < 2; ++pod) {
            MemorySeries s{QStringLiteral("p%1").arg(pod), {}};
            for (int m = 0; m < 30; ++m)
                s.points.append(MemoryPoint{T0 + (pod * 31 + m) * minute, 100 * MiB});
            series.append(s);
        }
    } else {
        MemorySeries s{QStringLiteral("p"), {}};
        for (int m = 0; m < int(factor); ++m)
            s.points.append(MemoryPoint{T0 + m * 2 * minute, 100 * MiB});
        series.append(s);
    }
    const QList<MemoryOomKill> kills{
        MemoryOomKill{QStringLiteral("p0"), T0 + 29 * minute + qint64(factor) * minute}};
    const MemoryReading r = MemoryReading::read(series, kills);
    if (what == QLatin1String("oom")) {
        QCOMPARE(r.restarts.size(), 1);
        QCOMPARE(r.restarts.first().oomKilled ? QStringLiteral("oom") : QStringLiteral("no oom"),
                 expected);
        return;
    }
    if (what == QLatin1String("drop"))
        QCOMPARE(r.restarts.isEmpty() ? QStringLiteral("no restarts") : QStringLiteral("restarts"),
                 expected);
    else
        QCOMPARE(MemoryReading::kindName(r.kind), expected);
}

void tst_MemoryReading::noSeries()
{
    const MemoryReading r = MemoryReading::read({});
    QCOMPARE(r.kind, MemoryReading::Kind::NotEnoughData);
    QCOMPARE(r.gap, MemoryReading::Gap::NoSeries);
    QCOMPARE(r.sentence(), QStringLiteral("Not enough data: no memory series in the window."));
    const MemoryReading empty = MemoryReading::read({MemorySeries{QStringLiteral("p"), {}}});
    QCOMPARE(empty.gap, MemoryReading::Gap::NoSeries);
}

void tst_MemoryReading::texts()
{
    QCOMPARE(MemoryReading::rateText(38 * MiB), QStringLiteral("+38 MiB/h"));
    QCOMPARE(MemoryReading::durationText(40 * 60000), QStringLiteral("40 min"));
    QCOMPARE(MemoryReading::durationText(6 * HourMs), QStringLiteral("6.0 h"));
}

QTEST_GUILESS_MAIN(tst_MemoryReading)
#include "tst_memoryreading.moc"

// SPDX-License-Identifier: MIT
#include "analysis/memoryreading.h"
#include "memoryshapes.h"

#include <QFile>
#include <QTest>
#include <QTranslator>

#include <functional>

using namespace hearth;
using namespace hearth::test;

Q_DECLARE_METATYPE(hearth::MemoryReading::Kind)
Q_DECLARE_METATYPE(hearth::MemoryReading::Gap)
Q_DECLARE_METATYPE(hearth::test::Shape)
Q_DECLARE_METATYPE(hearth::test::Restarts)

class TestMemoryReading : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shapes_data();
    void shapes();
    void german_data() { shapes_data(); }
    void german();
    void thresholds_data();
    void thresholds();
    void boundaries_data();
    void boundaries();
    void noSeries();
    void texts();
};

void TestMemoryReading::shapes_data()
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

void TestMemoryReading::shapes()
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

void TestMemoryReading::german()
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
void TestMemoryReading::thresholds_data()
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

void TestMemoryReading::thresholds()
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

// Each documented threshold just below and just above its value: the reading changes there,
// and the sentence says so in English and German.
void TestMemoryReading::boundaries_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("english");
    QTest::addColumn<QString>("german");
    const QString unclear2 = QStringLiteral("Not enough data for a reading: restarts: 2, but the "
                                            "lives show neither a steadily rising floor nor a "
                                            "flat floor with spikes.");
    const QString unclear2De = QStringLiteral("Zu wenige Daten für eine Deutung: Neustarts: 2, "
                                              "aber die Lebensläufe zeigen weder");
    const QString leak = QStringLiteral("A rising floor: this looks like a leak. Raising the limit "
                                        "only delays the next restart. The floor climbed about ");
    const QString leakDe = QStringLiteral("Ein steigender Boden: das sieht nach einem Leck aus. "
                                          "Ein höheres Limit verzögert nur den nächsten Neustart.");
    const QString plateau = QStringLiteral("A plateau with spikes: the working set is stable and "
                                           "bursts hit the limit.");
    const QString plateauDe = QStringLiteral("Ein Plateau mit Spitzen: der Arbeitsspeicher ist "
                                             "stabil und Lastspitzen erreichen das Limit.");
    const QString rising = QStringLiteral("rising_floor");
    const QString spiky = QStringLiteral("plateau_with_spikes");
    const QString none = QStringLiteral("not_enough_data");
    const QString steady = QStringLiteral("steady");
    const double rise = MemoryReading::RisingMinFraction;                   // 0.15
    const double flat = MemoryReading::FlatTolerance;                       // 0.10
    const double spike = MemoryReading::SpikeFactor;                        // 1.5
    const double maxSpikeMin = double(MemoryReading::MaxSpikeMs) / 60000.0; // 15
    const double zero = MemoryReading::NearZeroFraction;                    // 0.15

    // RisingMinFraction: a life's floor ends 14.9% / 15.1% above where it began.
    QTest::newRow("RisingMinFraction below")
        << QStringLiteral("rise") << 1 + rise - 0.001 << none << unclear2 << unclear2De;
    QTest::newRow("RisingMinFraction above")
        << QStringLiteral("rise") << 1 + rise + 0.001 << rising << leak << leakDe;
    // FlatTolerance: with spikes and restarts at them, a floor 9.9% up is flat, 10.1% is not.
    QTest::newRow("FlatTolerance below")
        << QStringLiteral("flat") << 1 + flat - 0.001 << spiky << plateau << plateauDe;
    QTest::newRow("FlatTolerance above")
        << QStringLiteral("flat") << 1 + flat + 0.001 << none << unclear2 << unclear2De;
    // SpikeFactor: bursts to 1.49 / 1.51 times the floor.
    QTest::newRow("SpikeFactor below")
        << QStringLiteral("spike") << spike - 0.01 << none << unclear2 << unclear2De;
    QTest::newRow("SpikeFactor above")
        << QStringLiteral("spike") << spike + 0.01 << spiky << plateau << plateauDe;
    // MaxSpikeMs: bursts of 14 / 16 minutes (one-minute points).
    QTest::newRow("MaxSpikeMs below")
        << QStringLiteral("long") << maxSpikeMin - 1 << spiky << plateau << plateauDe;
    QTest::newRow("MaxSpikeMs above")
        << QStringLiteral("long") << maxSpikeMin + 1 << none << unclear2 << unclear2De;
    // NearZeroFraction: a drop to 14% / 16% of the recent floor.
    QTest::newRow("NearZeroFraction below")
        << QStringLiteral("drop") << zero - 0.01 << none
        << QStringLiteral("Not enough data for a reading: restarts: 1,")
        << QStringLiteral("Zu wenige Daten für eine Deutung: Neustarts: 1,");
    QTest::newRow("NearZeroFraction above")
        << QStringLiteral("drop") << zero + 0.01 << steady
        << QStringLiteral("Steady: no restart in 59 min and a flat floor near 100 MiB")
        << QStringLiteral("Gleichmäßig: kein Neustart in 59 min und ein flacher Boden bei etwa "
                          "100 MiB");
    // MinPoints: 19 / 20 points.
    QTest::newRow("MinPoints below")
        << QStringLiteral("points") << double(MemoryReading::MinPoints - 1) << none
        << QStringLiteral("Not enough data: 19 points of memory in the window; a reading needs "
                          "at least 20.")
        << QStringLiteral("Zu wenige Daten: 19 Speicherpunkte im Zeitfenster; eine Deutung "
                          "braucht mindestens 20.");
    QTest::newRow("MinPoints at") << QStringLiteral("points") << double(MemoryReading::MinPoints)
                                  << steady << QStringLiteral("Steady: no restart in 38 min")
                                  << QStringLiteral("Gleichmäßig: kein Neustart in 38 min");
    // MinSteadyMs: 29 / 31 minutes of flat data.
    QTest::newRow("MinSteadyMs below")
        << QStringLiteral("span") << double(MemoryReading::MinSteadyMs / 60000 - 1) << none
        << QStringLiteral("Not enough data: no restart in 29 min, so a leak cannot be told from "
                          "a limit yet")
        << QStringLiteral("Zu wenige Daten: kein Neustart in 29 min");
    QTest::newRow("MinSteadyMs above")
        << QStringLiteral("span") << double(MemoryReading::MinSteadyMs / 60000 + 1) << steady
        << QStringLiteral("Steady: no restart in 31 min")
        << QStringLiteral("Gleichmäßig: kein Neustart in 31 min");
    // MajorityFraction: 1 / 2 of 3 ended lives rising.
    QTest::newRow("MajorityFraction below")
        << QStringLiteral("majority") << 1.0 << none
        << QStringLiteral("Not enough data for a reading: restarts: 3,")
        << QStringLiteral("Zu wenige Daten für eine Deutung: Neustarts: 3,");
    QTest::newRow("MajorityFraction above")
        << QStringLiteral("majority") << 2.0 << rising << leak + QStringLiteral("+") << leakDe;
}

void TestMemoryReading::boundaries()
{
    QFETCH(QString, what);
    QFETCH(double, value);
    QFETCH(QString, kind);
    QFETCH(QString, english);
    QFETCH(QString, german);
    const qint64 minute = 60000;
    const double a = 100 * MiB;
    QList<MemorySeries> series;
    // Lives of 121 one-minute points (new pods): the floor over the first and the last fifth
    // is `a` and `a * ratio`, the middle climbs between.
    const auto lives = [&](int count, const std::function<double(int life, int m)> &at) {
        for (int life = 0; life < count; ++life) {
            MemorySeries s{QStringLiteral("p%1").arg(life), {}};
            const qint64 born = T0 + life * 121 * minute;
            for (int m = 0; m <= 120; ++m)
                s.points.append(MemoryPoint{born + m * minute, at(life, m)});
            series.append(s);
        }
    };
    const auto ramp = [a](double ratio, int m) {
        if (m < 25)
            return a;
        if (m > 95)
            return a * ratio;
        return a + a * (ratio - 1) * double(m - 24) / 72.0;
    };
    const auto burstAtEnds = [](int m) { return m % 30 >= 28 || m == 120; };
    if (what == QLatin1String("rise")) {
        lives(3, [&](int, int m) { return ramp(value, m); });
    } else if (what == QLatin1String("flat")) {
        lives(3, [&](int, int m) { return ramp(value, m) * (burstAtEnds(m) ? 2.0 : 1.0); });
    } else if (what == QLatin1String("spike")) {
        lives(3, [&](int, int m) { return a * (burstAtEnds(m) ? value : 1.0); });
    } else if (what == QLatin1String("long")) {
        const int run = int(value) + 1; // points in a burst of `value` minutes
        lives(3, [&](int, int m) { return a * (m % 30 >= 30 - run ? 2.0 : 1.0); });
    } else if (what == QLatin1String("majority")) {
        lives(4, [&](int life, int m) { return ramp(life < int(value) ? 1.3 : 1.0, m); });
    } else if (what == QLatin1String("drop")) {
        MemorySeries s{QStringLiteral("p"), {}};
        for (int m = 0; m < 60; ++m)
            s.points.append(MemoryPoint{T0 + m * minute, (m == 30 ? value : 1.0) * a});
        series.append(s);
    } else if (what == QLatin1String("span")) {
        MemorySeries s{QStringLiteral("p"), {}};
        for (int m = 0; m <= int(value); ++m)
            s.points.append(MemoryPoint{T0 + m * minute, a});
        series.append(s);
    } else {
        MemorySeries s{QStringLiteral("p"), {}};
        for (int i = 0; i < int(value); ++i)
            s.points.append(MemoryPoint{T0 + i * 2 * minute, a});
        series.append(s);
    }
    const MemoryReading r = MemoryReading::read(series);
    QCOMPARE(MemoryReading::kindName(r.kind), kind);
    QVERIFY2(r.sentence().startsWith(english), qPrintable(r.sentence()));

    const QString qm = QStringLiteral(HEARTH_QM_DIR "/hearth_de.qm");
    if (!QFile::exists(qm))
        QSKIP("hearth_de.qm is not built");
    QTranslator translator;
    QVERIFY(translator.load(qm));
    QCoreApplication::installTranslator(&translator);
    const QString de = r.sentence();
    QCoreApplication::removeTranslator(&translator);
    QVERIFY2(de.startsWith(german), qPrintable(de));
}

void TestMemoryReading::noSeries()
{
    const MemoryReading r = MemoryReading::read({});
    QCOMPARE(r.kind, MemoryReading::Kind::NotEnoughData);
    QCOMPARE(r.gap, MemoryReading::Gap::NoSeries);
    QCOMPARE(r.sentence(), QStringLiteral("Not enough data: no memory series in the window."));
    const MemoryReading empty = MemoryReading::read({MemorySeries{QStringLiteral("p"), {}}});
    QCOMPARE(empty.gap, MemoryReading::Gap::NoSeries);
}

void TestMemoryReading::texts()
{
    QCOMPARE(MemoryReading::rateText(38 * MiB), QStringLiteral("+38 MiB/h"));
    QCOMPARE(MemoryReading::durationText(40 * 60000), QStringLiteral("40 min"));
    QCOMPARE(MemoryReading::durationText(6 * HourMs), QStringLiteral("6.0 h"));
    // Numbers the way the language writes them (issue 14.10).
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const QString german = MemoryReading::durationText(6 * HourMs);
    QLocale::setDefault(before);
    QCOMPARE(german, QStringLiteral("6,0 h"));
}

QTEST_GUILESS_MAIN(TestMemoryReading)
#include "tst_memoryreading.moc"

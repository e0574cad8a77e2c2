// SPDX-License-Identifier: MIT
#pragma once

#include "memoryseries.h"

#include <QCoreApplication>

namespace hearth {

/// "A worker was OOMKilled": a component's memory series read between restarts.
///
/// The series are cut into lives (a series that ends while another starts later, or a sharp
/// drop to near zero within one instance: a restart) and the lives are read as
/// - RisingFloor: the floor (a low percentile) of each life climbs steadily and each life ends
///   higher than it began: a leak; a higher limit only delays the next restart;
/// - PlateauWithSpikes: each life's floor is flat, short excursions rise well above it and the
///   restarts come at a spike: a limit too low for the bursts;
/// - Steady: no restart and a flat floor;
/// - NotEnoughData: too few points, one life and no restart, or lives that fit neither shape.
/// The thresholds below are the whole of the judgement; sentence() says what was measured.
struct MemoryReading
{
    Q_DECLARE_TR_FUNCTIONS(MemoryReading)
public:
    enum class Kind { NotEnoughData, Steady, RisingFloor, PlateauWithSpikes };
    /// Why NotEnoughData (None for the other kinds).
    enum class Gap { None, NoSeries, TooFewPoints, NoRestart, Unclear };

    struct Life
    {
        QString instance;
        qint64 fromMs = 0;
        qint64 untilMs = 0;
        double floorStart = 0; // the floor over the first EdgeFraction of the life
        double floorEnd = 0;   // ... and over the last
        double floorMid = 0;   // ... and around the middle
        double floor = 0;      // over the whole life
        double peak = 0;
        int points = 0;
        bool endedInRestart = false;
    };
    struct Restart
    {
        qint64 atMs = 0;
        QString instance;
        bool oomKilled = false;      // the metrics server said so
        bool atSpike = false;        // the life ended above SpikeFactor times its floor
        bool withinInstance = false; // a drop to near zero, not a series that ended
    };

    /// Fewer points than this in all series together: not enough data.
    static constexpr int MinPoints = 20;
    /// A life with fewer points is kept but not read on its own.
    static constexpr int MinLifePoints = 8;
    /// A point below this fraction of the lowest of the previous RecentPoints points of its
    /// instance is a restart within the instance (the process started afresh).
    static constexpr double NearZeroFraction = 0.15;
    static constexpr int RecentPoints = 5;
    /// A series that stops more than this many steps before the data ends has ended.
    static constexpr int EndedSteps = 3;
    /// The floor of a stretch of points is this percentile: noise and spikes do not move it.
    static constexpr double FloorQuantile = 0.2;
    /// Floor at start and at end: over the first and the last fifth of a life's points.
    static constexpr double EdgeFraction = 0.2;
    /// A life's floor rose when it ended at least 15% above where it began and its middle
    /// lies between the two (a steady climb, not one step).
    static constexpr double RisingMinFraction = 0.15;
    /// A life's floor is flat when start and end differ by at most 10% of the start.
    static constexpr double FlatTolerance = 0.10;
    /// A spike is a run of points above 1.5 times the life's floor ...
    static constexpr double SpikeFactor = 1.5;
    /// ... lasting at most 15 minutes (longer is a new level, not a burst).
    static constexpr qint64 MaxSpikeMs = 15 * 60 * 1000;
    /// A restart is at a spike when one of the life's last 3 points is above the spike line.
    static constexpr int RestartSpikePoints = 3;
    /// A shape holds when it holds for at least two thirds of the lives that ended.
    static constexpr double MajorityFraction = 2.0 / 3.0;
    /// Steady needs at least 30 minutes of data.
    static constexpr qint64 MinSteadyMs = 30 * 60 * 1000;
    /// An OOM kill explains a restart of its instance when the metrics server says so within
    /// 15 minutes after it (or a minute before: clocks and scrapes differ).
    static constexpr qint64 OomMatchMs = 15 * 60 * 1000;

    Kind kind = Kind::NotEnoughData;
    Gap gap = Gap::NoSeries;
    QList<Life> lives;       // by start
    QList<Restart> restarts; // by time
    int instances = 0;
    int points = 0;
    qint64 fromMs = 0; // the first and last point of all series
    qint64 untilMs = 0;
    double floorRatePerHour = 0; // RisingFloor: the median climb of the lives that ended
    double floorBytes = 0;       // the median floor of the lives
    int spikes = 0;
    double spikePeakMin = 0;
    double spikePeakMax = 0;
    int restartsAtSpike = 0;
    int risingLives = 0; // of the lives that ended in a restart
    int endedLives = 0;

    static MemoryReading read(const QList<MemorySeries> &series,
                              const QList<MemoryOomKill> &oomKills = {});
    /// "rising_floor", "plateau_with_spikes", "steady", "not_enough_data".
    static QString kindName(Kind kind);
    /// The reading in one or two plain sentences, translated.
    QString sentence() const;
    /// "+38.2 MiB/h"
    static QString rateText(double bytesPerHour);
    /// "6.1 h", "40 min", "50 s"
    static QString durationText(qint64 ms);
};

} // namespace hearth

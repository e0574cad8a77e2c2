// SPDX-License-Identifier: MIT
#include "memoryreading.h"

#include "quantity.h"

#include <QLocale>

#include <algorithm>
#include <cmath>
#include <optional>

namespace hearth {

namespace {

double quantile(QList<double> values, double q)
{
    if (values.isEmpty())
        return 0;
    const qsizetype k =
        qBound<qsizetype>(0, qsizetype(q * double(values.size() - 1)), values.size() - 1);
    std::nth_element(values.begin(), values.begin() + k, values.end());
    return values.at(k);
}

double floorOf(const QList<MemoryPoint> &points, qsizetype from, qsizetype to)
{
    QList<double> v;
    for (qsizetype i = qMax<qsizetype>(0, from); i < qMin(to, points.size()); ++i)
        v.append(points.at(i).bytes);
    return quantile(v, MemoryReading::FloorQuantile);
}

double median(QList<double> values)
{
    return quantile(std::move(values), 0.5);
}

/// The median spacing of the points of all series: the data's step.
qint64 stepOf(const QList<MemorySeries> &series)
{
    QList<double> d;
    for (const MemorySeries &s : series) {
        for (qsizetype i = 1; i < s.points.size(); ++i)
            d.append(double(s.points.at(i).timestampMs - s.points.at(i - 1).timestampMs));
    }
    return qMax<qint64>(1, qint64(median(d)));
}

struct Piece
{
    QString instance;
    QList<MemoryPoint> points;
    bool droppedToZero = false; // ended in a drop to near zero
    qint64 dropAtMs = 0;
};

/// Cuts one instance's points at drops to near zero.
QList<Piece> cut(const MemorySeries &s)
{
    QList<MemoryPoint> pts;
    for (const MemoryPoint &p : s.points) {
        if (std::isfinite(p.bytes) && p.bytes >= 0)
            pts.append(p);
    }
    std::stable_sort(pts.begin(), pts.end(), [](const MemoryPoint &a, const MemoryPoint &b) {
        return a.timestampMs < b.timestampMs;
    });
    QList<Piece> pieces;
    Piece cur{s.instance, {}, false, 0};
    double startupRef = -1; // while > 0: skipping the near-zero points of a fresh start
    for (const MemoryPoint &p : std::as_const(pts)) {
        if (startupRef > 0) {
            if (p.bytes < MemoryReading::NearZeroFraction * startupRef)
                continue;
            startupRef = -1;
        }
        if (!cur.points.isEmpty()) {
            double recent = cur.points.last().bytes;
            for (qsizetype i = qMax<qsizetype>(0, cur.points.size() - MemoryReading::RecentPoints);
                 i < cur.points.size(); ++i)
                recent = qMin(recent, cur.points.at(i).bytes);
            if (recent > 0 && p.bytes < MemoryReading::NearZeroFraction * recent) {
                cur.droppedToZero = true;
                cur.dropAtMs = p.timestampMs;
                pieces.append(cur);
                cur = Piece{s.instance, {}, false, 0};
                startupRef = recent;
                continue;
            }
        }
        cur.points.append(p);
    }
    if (!cur.points.isEmpty())
        pieces.append(cur);
    return pieces;
}

struct SpikeScan
{
    int count = 0;
    double peakMin = 0;
    double peakMax = 0;
};

void scanSpikes(const QList<MemoryPoint> &pts, double line, qint64 step, SpikeScan *scan)
{
    qsizetype i = 0;
    while (i < pts.size()) {
        if (pts.at(i).bytes <= line) {
            ++i;
            continue;
        }
        qsizetype j = i;
        double peak = pts.at(i).bytes;
        while (j + 1 < pts.size() && pts.at(j + 1).bytes > line &&
               pts.at(j + 1).timestampMs - pts.at(j).timestampMs <=
                   MemoryReading::EndedSteps * step) {
            ++j;
            peak = qMax(peak, pts.at(j).bytes);
        }
        if (pts.at(j).timestampMs - pts.at(i).timestampMs <= MemoryReading::MaxSpikeMs) {
            scan->peakMin = scan->count == 0 ? peak : qMin(scan->peakMin, peak);
            scan->peakMax = scan->count == 0 ? peak : qMax(scan->peakMax, peak);
            ++scan->count;
        }
        i = j + 1;
    }
}

MemoryReading::Life lifeOf(const Piece &piece)
{
    MemoryReading::Life life;
    const QList<MemoryPoint> &p = piece.points;
    const qsizetype n = p.size();
    const qsizetype k =
        qMax<qsizetype>(1, qsizetype(std::ceil(double(n) * MemoryReading::EdgeFraction)));
    life.instance = piece.instance;
    life.fromMs = p.first().timestampMs;
    life.untilMs = p.last().timestampMs;
    life.points = int(n);
    life.floorStart = floorOf(p, 0, k);
    life.floorEnd = floorOf(p, n - k, n);
    life.floorMid = floorOf(p, n / 2 - k / 2, n / 2 - k / 2 + k);
    life.floor = floorOf(p, 0, n);
    for (const MemoryPoint &pt : p)
        life.peak = qMax(life.peak, pt.bytes);
    return life;
}

bool rising(const MemoryReading::Life &l)
{
    return l.floorEnd >= l.floorStart * (1 + MemoryReading::RisingMinFraction) &&
           l.floorMid > l.floorStart && l.floorMid < l.floorEnd;
}

bool flat(const MemoryReading::Life &l)
{
    return std::fabs(l.floorEnd - l.floorStart) <= MemoryReading::FlatTolerance * l.floorStart;
}

bool atSpike(const Piece &piece, double floor)
{
    const QList<MemoryPoint> &p = piece.points;
    for (qsizetype i = qMax<qsizetype>(0, p.size() - MemoryReading::RestartSpikePoints);
         i < p.size(); ++i) {
        if (p.at(i).bytes > MemoryReading::SpikeFactor * floor)
            return true;
    }
    return false;
}

} // namespace

MemoryReading MemoryReading::read(const QList<MemorySeries> &series,
                                  const QList<MemoryOomKill> &oomKills)
{
    MemoryReading r;
    QList<Piece> pieces;
    for (const MemorySeries &s : series) {
        const QList<Piece> cutUp = cut(s);
        if (!cutUp.isEmpty())
            ++r.instances;
        pieces += cutUp;
    }
    std::stable_sort(pieces.begin(), pieces.end(), [](const Piece &a, const Piece &b) {
        return a.points.first().timestampMs < b.points.first().timestampMs;
    });
    if (pieces.isEmpty())
        return r; // NoSeries
    r.fromMs = pieces.first().points.first().timestampMs;
    r.untilMs = r.fromMs;
    for (const Piece &p : std::as_const(pieces)) {
        r.points += int(p.points.size());
        r.untilMs = qMax(r.untilMs, p.points.last().timestampMs);
    }
    const qint64 step = stepOf(series);

    SpikeScan spikes;
    QList<double> floors;
    QList<double> rates;
    for (const Piece &piece : std::as_const(pieces)) {
        Life life = lifeOf(piece);
        const bool readable = life.points >= MinLifePoints;
        std::optional<Restart> restart;
        if (piece.droppedToZero) {
            restart = Restart{piece.dropAtMs, piece.instance, false, false, true};
        } else if (life.untilMs < r.untilMs - EndedSteps * step) {
            // A series that stopped is a restart when a life starts after it (a new pod);
            // one that stops with nothing after it was scaled away.
            for (const Piece &other : std::as_const(pieces)) {
                if (&other != &piece &&
                    other.points.first().timestampMs >= life.untilMs - EndedSteps * step &&
                    other.points.first().timestampMs > life.fromMs) {
                    restart = Restart{life.untilMs, piece.instance, false, false, false};
                    break;
                }
            }
        }
        if (readable) {
            floors.append(life.floor);
            scanSpikes(piece.points, SpikeFactor * life.floor, step, &spikes);
        }
        if (restart) {
            life.endedInRestart = true;
            restart->atSpike = atSpike(piece, life.floor);
            for (const MemoryOomKill &k : oomKills) {
                if ((k.instance.isEmpty() || k.instance == restart->instance) &&
                    k.timestampMs >= restart->atMs - 60000 &&
                    k.timestampMs <= restart->atMs + OomMatchMs)
                    restart->oomKilled = true;
            }
            r.restartsAtSpike += restart->atSpike ? 1 : 0;
            r.restarts.append(*restart);
            if (readable) {
                ++r.endedLives;
                if (rising(life)) {
                    ++r.risingLives;
                    const qsizetype n = piece.points.size();
                    const qsizetype k =
                        qMax<qsizetype>(1, qsizetype(std::ceil(double(n) * EdgeFraction)));
                    const qint64 dt = piece.points.at(n - 1 - k / 2).timestampMs -
                                      piece.points.at(k / 2).timestampMs;
                    if (dt > 0)
                        rates.append((life.floorEnd - life.floorStart) * 3600000.0 / double(dt));
                }
            }
        }
        r.lives.append(life);
    }
    std::stable_sort(r.restarts.begin(), r.restarts.end(),
                     [](const Restart &a, const Restart &b) { return a.atMs < b.atMs; });
    r.floorBytes = median(floors);
    r.floorRatePerHour = median(rates);
    r.spikes = spikes.count;
    r.spikePeakMin = spikes.peakMin;
    r.spikePeakMax = spikes.peakMax;

    r.gap = Gap::None;
    if (r.points < MinPoints) {
        r.gap = Gap::TooFewPoints;
    } else if (r.restarts.isEmpty()) {
        bool allFlat = true;
        for (const Life &l : std::as_const(r.lives)) {
            if (l.points >= MinLifePoints && !flat(l))
                allFlat = false;
        }
        if (allFlat && r.untilMs - r.fromMs >= MinSteadyMs)
            r.kind = Kind::Steady;
        else
            r.gap = Gap::NoRestart;
    } else if (r.endedLives == 0) {
        r.gap = Gap::Unclear;
    } else {
        int flatLives = 0;
        for (const Life &l : std::as_const(r.lives)) {
            if (l.endedInRestart && l.points >= MinLifePoints && flat(l))
                ++flatLives;
        }
        const double need = MajorityFraction * r.endedLives;
        if (r.risingLives >= need)
            r.kind = Kind::RisingFloor;
        else if (flatLives >= need && r.spikes > 0 && 2 * r.restartsAtSpike >= r.restarts.size())
            r.kind = Kind::PlateauWithSpikes;
        else
            r.gap = Gap::Unclear;
    }
    return r;
}

QString MemoryReading::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Steady:
        return QStringLiteral("steady");
    case Kind::RisingFloor:
        return QStringLiteral("rising_floor");
    case Kind::PlateauWithSpikes:
        return QStringLiteral("plateau_with_spikes");
    case Kind::NotEnoughData:
        break;
    }
    return QStringLiteral("not_enough_data");
}

QString MemoryReading::rateText(double bytesPerHour)
{
    const QString amount = Quantity::formatBytes(qint64(std::llround(std::fabs(bytesPerHour))));
    return bytesPerHour < 0 ? tr("-%1/h").arg(amount) : tr("+%1/h").arg(amount);
}

QString MemoryReading::durationText(qint64 ms)
{
    if (ms >= 2 * 3600 * 1000)
        return tr("%1 h").arg(
            QLocale().toString(double(ms) / 3600000.0, 'f', 1)); // "6,0 h" in German
    if (ms >= 120 * 1000)
        return tr("%1 min").arg(qRound(double(ms) / 60000.0));
    return tr("%1 s").arg(qRound(double(ms) / 1000.0));
}

QString MemoryReading::sentence() const
{
    const auto bytes = [](double b) { return Quantity::formatBytes(qint64(std::llround(b))); };
    const QString window = durationText(untilMs - fromMs);
    switch (kind) {
    case Kind::RisingFloor: {
        const Life &last = [this]() -> const Life & {
            for (qsizetype i = lives.size() - 1; i > 0; --i) {
                if (lives.at(i).endedInRestart)
                    return lives.at(i);
            }
            return lives.first();
        }();
        return tr("A rising floor: this looks like a leak. Raising the limit only delays the "
                  "next restart.") +
               QLatin1Char(' ') +
               tr("The floor climbed about %1 in %2 of %n lives that ended in a restart (the "
                  "last from %4 to %5); restarts: %6 in %7.",
                  nullptr, int(endedLives))
                   .arg(rateText(floorRatePerHour))
                   .arg(risingLives)
                   .arg(bytes(last.floorStart), bytes(last.floorEnd))
                   .arg(restarts.size())
                   .arg(window);
    }
    case Kind::PlateauWithSpikes: {
        const QString heights = spikePeakMax - spikePeakMin < 0.05 * spikePeakMax
                                    ? bytes(spikePeakMax)
                                    : tr("%1 to %2").arg(bytes(spikePeakMin), bytes(spikePeakMax));
        return tr("A plateau with spikes: the working set is stable and bursts hit the limit. "
                  "This is the case a higher limit is correct for.") +
               QLatin1Char(' ') +
               tr("The floor stayed near %1; %2 spikes reached %3 in %4 (about one every %5); "
                  "%6 of %n restarts came at a spike.",
                  nullptr, int(restarts.size()))
                   .arg(bytes(floorBytes))
                   .arg(spikes)
                   .arg(heights, window, durationText((untilMs - fromMs) / qMax(1, spikes)))
                   .arg(restartsAtSpike);
    }
    case Kind::Steady:
        return tr("Steady: no restart in %1 and a flat floor near %2 (instances: %3).")
            .arg(window, bytes(floorBytes))
            .arg(instances);
    case Kind::NotEnoughData:
        break;
    }
    switch (gap) {
    case Gap::TooFewPoints:
        return tr("Not enough data: %n point(s) of memory in the window; a reading needs at "
                  "least %1.",
                  nullptr, int(points))
            .arg(MinPoints);
    case Gap::NoRestart:
        return tr("Not enough data: no restart in %1, so a leak cannot be told from a limit "
                  "yet; the floor went from %2 to %3.")
            .arg(window, bytes(lives.isEmpty() ? 0 : lives.first().floorStart),
                 bytes(lives.isEmpty() ? 0 : lives.last().floorEnd));
    case Gap::Unclear:
        return tr("Not enough data for a reading: restarts: %1, but the lives show neither a "
                  "steadily rising floor nor a flat floor with spikes.")
            .arg(restarts.size());
    case Gap::NoSeries:
    case Gap::None:
        break;
    }
    return tr("Not enough data: no memory series in the window.");
}

} // namespace hearth

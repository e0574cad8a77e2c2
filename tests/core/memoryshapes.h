// SPDX-License-Identifier: MIT
#pragma once

// Memory series of the shapes issue 18 names, made in the test: a leak, a limit too low,
// steady, one life, gaps; a new pod per restart or restarts within one pod; with seeded
// noise. Shared by the reading's, the sources' and the window's tests.

#include "analysis/memoryseries.h"

#include <QRandomGenerator>

#include <cmath>

namespace hearth::test {

struct MemoryShape
{
    QList<MemorySeries> series;
    QList<qint64> restartsMs; // where the restarts are
    QList<MemoryOomKill> oomKills;
};

enum class Shape { Leak, LimitTooLow, Steady, OneLife, LeakWithGaps };
enum class Restarts { NewPod, WithinPod };

constexpr double MiB = 1024.0 * 1024.0;
constexpr qint64 StepMs = 30 * 1000;
constexpr qint64 HourMs = 3600 * 1000;
constexpr qint64 T0 = 1'780'000'000'000; // 2026-05-28

inline MemoryShape makeMemoryShape(Shape shape, Restarts how, bool noisy, quint32 seed = 18)
{
    QRandomGenerator rng(seed);
    const auto noise = [&](double v) {
        if (!noisy)
            return v;
        double g = 0; // about N(0, 1)
        for (int i = 0; i < 6; ++i)
            g += rng.generateDouble();
        return v * (1 + 0.02 * (g - 3) / 0.707);
    };
    MemoryShape out;
    int pod = 0;
    const auto podName = [&] {
        return how == Restarts::NewPod ? QStringLiteral("worker-7d9f-%1").arg(pod)
                                       : QStringLiteral("worker-7d9f-0");
    };
    MemorySeries cur{podName(), {}};
    const auto restart = [&](qint64 t) {
        out.restartsMs.append(t);
        out.oomKills.append(MemoryOomKill{cur.instance, t + 60000});
        if (how == Restarts::WithinPod) {
            cur.points.append(MemoryPoint{t + StepMs, 6 * MiB}); // the fresh process
        } else {
            out.series.append(cur);
            ++pod;
            cur = MemorySeries{podName(), {}};
        }
    };
    const auto flush = [&] {
        if (!cur.points.isEmpty())
            out.series.append(cur);
    };

    switch (shape) {
    case Shape::Leak:
    case Shape::LeakWithGaps:
    case Shape::OneLife: {
        // Floor 300 MiB climbing 40 MiB/h with a 10-minute GC sawtooth of 12 MiB; the limit
        // (540 MiB) is reached after about 6 h.
        const qint64 span = shape == Shape::OneLife ? 4 * HourMs : 20 * HourMs;
        qint64 born = T0;
        for (qint64 t = T0; t < T0 + span; t += StepMs) {
            const double age = double(t - born) / double(HourMs);
            const double saw = 12 * MiB * double((t - born) % (10 * 60000)) / (10 * 60000.0);
            const double v = 300 * MiB + 40 * MiB * age + saw;
            if (shape == Shape::LeakWithGaps && (t - born) > 2 * HourMs && (t - born) < 3 * HourMs)
                continue; // an hour with no data in every life
            if (v >= 540 * MiB && shape != Shape::OneLife) {
                cur.points.append(MemoryPoint{t, noise(v)});
                restart(t);
                born = t + 2 * StepMs;
                t += StepMs;
                continue;
            }
            cur.points.append(MemoryPoint{t, noise(v)});
        }
        flush();
        break;
    }
    case Shape::LimitTooLow: {
        // Floor 300 MiB; a 2-minute burst every 40 minutes to about 1 GiB; every third burst
        // hits the limit (1 GiB) and the worker is killed at its peak.
        int burst = 0;
        for (qint64 t = T0; t < T0 + 12 * HourMs; t += StepMs) {
            const qint64 inCycle = (t - T0) % (40 * 60000);
            double v = 300 * MiB;
            if (inCycle >= 20 * 60000 && inCycle < 22 * 60000) {
                v = (inCycle == 20 * 60000 ? 900 : 1000) * MiB;
                if (inCycle == 21 * 60000 + StepMs && (++burst % 3) == 0) {
                    cur.points.append(MemoryPoint{t, noise(1024 * MiB)});
                    restart(t);
                    t += StepMs;
                    continue;
                }
            }
            cur.points.append(MemoryPoint{t, noise(v)});
        }
        flush();
        break;
    }
    case Shape::Steady:
        for (int i = 0; i < 3; ++i) {
            MemorySeries s{QStringLiteral("api-5c8b-%1").arg(i), {}};
            for (qint64 t = T0; t < T0 + 6 * HourMs; t += StepMs)
                s.points.append(MemoryPoint{t, noise((290 + 10 * i) * MiB)});
            out.series.append(s);
        }
        break;
    }
    return out;
}

} // namespace hearth::test

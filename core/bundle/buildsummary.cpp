// SPDX-License-Identifier: MIT
#include "buildsummary.h"

#include "analysis/quantity.h"

#include <QCoreApplication>

#include <algorithm>
#include <vector>

namespace hearth {

qint64 BuildSummary::wallNanos(const Bundle &bundle)
{
    if (bundle.build().wallNanos() > 0)
        return bundle.build().wallNanos();
    qint64 lo = 0;
    qint64 hi = 0;
    for (const Stage &s : bundle.stages()) {
        lo = lo == 0 ? s.startUnixNanos : qMin(lo, s.startUnixNanos);
        hi = qMax(hi, s.endUnixNanos);
    }
    return hi > lo ? hi - lo : 0;
}

bool BuildSummary::stagesOverlap(const Bundle &bundle)
{
    std::vector<std::pair<qint64, qint64>> w;
    for (const Stage &s : bundle.stages())
        w.emplace_back(s.startUnixNanos, s.endUnixNanos);
    std::sort(w.begin(), w.end());
    for (size_t i = 1; i < w.size(); ++i) {
        if (w[i].first < w[i - 1].second)
            return true;
    }
    return false;
}

BuildSummary::Concurrency BuildSummary::concurrency(const Bundle &bundle)
{
    const qint64 wall = wallNanos(bundle);
    const qint64 cpu = cpuNanos(bundle);
    if (wall <= 0 || cpu <= 0)
        return Concurrency::Unknown;
    if (cpu > wall + wall / 20)
        return Concurrency::CpuAboveWall;
    if (cpu >= wall - wall / 20)
        return stagesOverlap(bundle) ? Concurrency::CpuEqualsWallInParallel
                                     : Concurrency::CpuEqualsWall;
    return Concurrency::CpuBelowWall;
}

QString BuildSummary::sentence(Concurrency c)
{
    switch (c) {
    case Concurrency::CpuAboveWall:
        return QCoreApplication::translate("hearth::BuildSummary",
                                           "CPU above wall: stages ran at once");
    case Concurrency::CpuEqualsWallInParallel:
        return QCoreApplication::translate(
            "hearth::BuildSummary",
            "CPU about equal to wall on a parallel pipeline: something may be serialised");
    case Concurrency::CpuEqualsWall:
        return QCoreApplication::translate(
            "hearth::BuildSummary",
            "CPU about equal to wall: the stages ran one after another, each kept busy");
    case Concurrency::CpuBelowWall:
        return QCoreApplication::translate(
            "hearth::BuildSummary", "CPU below wall: the build spent most of its time waiting");
    case Concurrency::Unknown:
        break;
    }
    return {};
}

QString BuildSummary::headline(const Bundle &bundle)
{
    const Build &b = bundle.build();
    QString text = QCoreApplication::translate("hearth::BuildSummary", "build %1").arg(b.id);
    const QString sep = QStringLiteral(" · ");
    if (!b.branch.isEmpty() && !b.commit.isEmpty())
        text += sep + QCoreApplication::translate("hearth::BuildSummary", "%1 @ %2")
                          .arg(b.branch, b.commit.left(7));
    else if (!b.branch.isEmpty() || !b.commit.isEmpty())
        text += sep + (b.branch.isEmpty() ? b.commit.left(7) : b.branch);
    text += sep + QCoreApplication::translate("hearth::BuildSummary", "wall %1")
                      .arg(Quantity::formatDuration(wallNanos(bundle)));
    text += sep + QCoreApplication::translate("hearth::BuildSummary", "CPU %1")
                      .arg(Quantity::formatDuration(cpuNanos(bundle)));
    return text;
}

} // namespace hearth

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
    const double share = double(cpu) / double(wall);
    if (share > AboveWallShare)
        return Concurrency::CpuAboveWall;
    if (share >= EqualWallShare)
        return stagesOverlap(bundle) ? Concurrency::CpuEqualsWallInParallel
                                     : Concurrency::CpuEqualsWall;
    if (share >= NearWallShare)
        return Concurrency::CpuNearWall;
    if (share >= MostlyWaitingShare)
        return Concurrency::CpuBelowWall;
    return Concurrency::CpuFarBelowWall;
}

QString BuildSummary::sentence(const Bundle &bundle)
{
    return sentence(concurrency(bundle), cpuNanos(bundle), wallNanos(bundle));
}

QString BuildSummary::sentence(Concurrency c, qint64 cpuNanos, qint64 wallNanos)
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
    case Concurrency::CpuBelowWall: {
        if (wallNanos <= 0)
            return QCoreApplication::translate("hearth::BuildSummary",
                                               "CPU below wall: part of its wall time was not on "
                                               "CPU");
        const double off = 100.0 * double(wallNanos - cpuNanos) / double(wallNanos);
        return QCoreApplication::translate("hearth::BuildSummary",
                                           "CPU below wall: about %1% of its wall time was not "
                                           "on CPU")
            .arg(qRound(off));
    }
    case Concurrency::CpuFarBelowWall:
        return QCoreApplication::translate(
            "hearth::BuildSummary", "CPU below wall: the build spent most of its time waiting");
    case Concurrency::CpuNearWall:
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

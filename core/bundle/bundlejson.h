// SPDX-License-Identifier: MIT
#pragma once

#include "bundle.h"
#include "stagebreakdown.h"

#include <QJsonObject>
#include <QList>

namespace hearth {

/// What `hearth inspect --json` prints: the build, each stage with status, wall, CPU,
/// outside-any-span CPU, span and profile counts, its profiles and cache, and every span
/// with its own samples' value and memory. Numbers are integers (nanoseconds, bytes).
class BundleJson
{
public:
    /// breakdowns: one per stage (BundleAnalysis::stageBreakdown), in stage order.
    static QJsonObject inspect(const Bundle &bundle, const QString &file,
                               const QList<StageBreakdown> &breakdowns);
};

} // namespace hearth

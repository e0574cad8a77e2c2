// SPDX-License-Identifier: MIT
#pragma once

#include "clicommand.h"

namespace hearth {

/// What `hearth diff` prints for two build bundles: their stages side by side (wall, CPU,
/// outside any span, status), the stage that moved and the cache entries lost or gained.
class BuildDiffReport
{
public:
    /// As text, or one JSON object; ExitBadInput after printing why a bundle cannot be read.
    static int print(const QString &fileA, const QString &fileB, bool json, CliIo io);
};

} // namespace hearth

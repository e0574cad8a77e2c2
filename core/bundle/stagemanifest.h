// SPDX-License-Identifier: MIT
#pragma once

#include "build.h"
#include "packissue.h"
#include "stage.h"

#include <QByteArray>
#include <QList>

namespace hearth {

/// What a trace cannot say, for `hearth pack`: the build's fields and each stage's runtime,
/// profile status (and reason), CPU, window and cache entries. JSON; see
/// docs/bundle-format.md. Nanoseconds are given as strings (JSON numbers lose precision
/// above 2^53) or as numbers.
struct StageManifest
{
    Build build;
    QList<Stage> stages;
    QList<PackIssue> issues;

    static StageManifest parse(const QByteArray &json, const QString &name);
};

} // namespace hearth

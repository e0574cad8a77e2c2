// SPDX-License-Identifier: MIT
#pragma once

#include "cacheentry.h"

#include <QList>
#include <QString>

namespace hearth {

/// Whether a stage carries a profile, and why not. The first three are legitimate; Missing
/// (one was expected and none arrived) is a defect.
enum class ProfileStatus { Unspecified, Profile, EngineProfile, NoProfile, Missing };

/// A stage of a build (a CI job): its runtime, window, CPU, profile status and cache.
struct Stage
{
    QString name;
    QString runtime; // ruby, python, go, rust, node, none, ...
    qint64 startUnixNanos = 0;
    qint64 endUnixNanos = 0;
    qint64 cpuNanos = 0;
    ProfileStatus status = ProfileStatus::Unspecified;
    QString reason;
    QList<CacheEntry> cache;

    qint64 wallNanos() const
    {
        return endUnixNanos > startUnixNanos ? endUnixNanos - startUnixNanos : 0;
    }
    /// "profile", "engine profile", "no profile", "missing", "unspecified".
    static QString statusName(ProfileStatus s);
    /// statusName() for people, in the interface's language ("Profil", "fehlt").
    static QString statusText(ProfileStatus s);
    /// The inverse of statusName(); also takes "engine-profile", "no-profile". False if unknown.
    static bool parseStatus(const QString &name, ProfileStatus *status);
    friend bool operator==(const Stage &, const Stage &) = default;
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "stage.h"

#include <QCoreApplication>

namespace hearth {

QString Stage::statusName(ProfileStatus s)
{
    switch (s) {
    case ProfileStatus::Profile:
        return QStringLiteral("profile");
    case ProfileStatus::EngineProfile:
        return QStringLiteral("engine profile");
    case ProfileStatus::NoProfile:
        return QStringLiteral("no profile");
    case ProfileStatus::Missing:
        return QStringLiteral("missing");
    case ProfileStatus::Unspecified:
        break;
    }
    return QStringLiteral("unspecified");
}

QString Stage::statusText(ProfileStatus s)
{
    switch (s) {
    case ProfileStatus::Profile:
        return QCoreApplication::translate("hearth::Stage", "profile");
    case ProfileStatus::EngineProfile:
        return QCoreApplication::translate("hearth::Stage", "engine profile");
    case ProfileStatus::NoProfile:
        return QCoreApplication::translate("hearth::Stage", "no profile");
    case ProfileStatus::Missing:
        return QCoreApplication::translate("hearth::Stage", "missing");
    case ProfileStatus::Unspecified:
        break;
    }
    return QCoreApplication::translate("hearth::Stage", "unspecified");
}

bool Stage::parseStatus(const QString &name, ProfileStatus *status)
{
    QString n = name.trimmed().toLower();
    n.replace(QLatin1Char('-'), QLatin1Char(' '));
    n.replace(QLatin1Char('_'), QLatin1Char(' '));
    for (ProfileStatus s : {ProfileStatus::Profile, ProfileStatus::EngineProfile,
                            ProfileStatus::NoProfile, ProfileStatus::Missing}) {
        if (n == statusName(s)) {
            *status = s;
            return true;
        }
    }
    return false;
}

} // namespace hearth

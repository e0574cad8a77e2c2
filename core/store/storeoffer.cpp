// SPDX-License-Identifier: MIT
#include "storeoffer.h"

namespace hearth {

QString StoreOffer::summary() const
{
    if (error.isError())
        return error.toString();
    const QString server = version.isEmpty() ? tr("Pyroscope (version not reported)")
                                             : tr("Pyroscope %1").arg(version);
    if (mergeProfile)
        return tr("%1 · profiles via SelectMergeProfile").arg(server);
    return tr("%1 · no SelectMergeProfile: Hearth cannot pull profiles from it (Pyroscope 1.0 "
              "and later have it)")
        .arg(server);
}

} // namespace hearth

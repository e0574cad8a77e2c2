// SPDX-License-Identifier: MIT
#pragma once

#include "storeerror.h"

#include <QCoreApplication>
#include <QString>

namespace hearth {

/// What a profile store offers, as StoreProbe found out: its version where it says, and
/// whether it has the call Hearth pulls merged profiles with (SelectMergeProfile).
struct StoreOffer
{
    StoreError error;          // the server could not be asked (transport, TLS, auth, ...)
    QString version;           // "1.8.0"; empty when the server does not say
    bool mergeProfile = false; // SelectMergeProfile answered

    bool ok() const { return !error.isError(); }
    /// One line, translated: "Pyroscope 1.8.0 · profiles via SelectMergeProfile".
    QString summary() const;

    Q_DECLARE_TR_FUNCTIONS(StoreOffer)
};

} // namespace hearth

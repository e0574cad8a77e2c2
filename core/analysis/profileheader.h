// SPDX-License-Identifier: MIT
#pragma once

#include "calltree.h"
#include "sampleverdict.h"

namespace hearth {

/// The header line as the GUI and `hearth summary` state it, in the sample type's own unit:
/// "2.24 s of CPU (cpu, nanoseconds), 224 samples every 10 ms (100 Hz)",
/// "7.52 MiB in use (inuse_space, bytes)". The word "samples" appears only where samples
/// are really counted (the unit is a count of samples, or the sampling period is a time).
class ProfileHeader
{
public:
    static QString text(const CallTree &tree, const SampleVerdict &verdict);
    /// The same for a profile's sample type whose tree totals `total`.
    static QString text(const Profile &profile, int sampleType, qint64 total,
                        const SampleVerdict &verdict);
    /// A note when the default sample type had no data and another was chosen; else empty.
    static QString fallbackNote(const Profile &profile);
};

} // namespace hearth

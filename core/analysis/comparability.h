// SPDX-License-Identifier: MIT
#pragma once

#include "profile/profile.h"

namespace hearth {

/// Where a profile came from, when the comparison knows: CI profiles are about a change,
/// deployed ones about a workload (the seed's rule of thumb).
enum class ProfileOrigin { Unknown, Ci, Deployed };

/// Whether two profiles (at chosen sample types) can be compared, and how.
/// CPU nanoseconds against bytes, allocated against in-use, samples against nanoseconds are
/// refused with a sentence saying why. Different sampling periods are compared normalised,
/// and `note` says so.
struct Comparability
{
    bool comparable = false;
    QString reason; // why not, when !comparable
    QString note;   // e.g. the periods differ
    bool periodsDiffer = false;

    static Comparability of(const Profile &a, int typeA, const Profile &b, int typeB);
    /// The same, and when one side is a CI profile and the other a deployed one, `note`
    /// also says that this compares a change with a workload (allowed, said once).
    static Comparability of(const Profile &a, int typeA, ProfileOrigin originA, const Profile &b,
                            int typeB, ProfileOrigin originB);
    /// "This compares a change with a workload: …", or empty unless one side is CI and the
    /// other deployed.
    static QString originNote(ProfileOrigin a, ProfileOrigin b);
};

} // namespace hearth

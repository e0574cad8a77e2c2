// SPDX-License-Identifier: MIT
#pragma once

#include "profile/profile.h"

namespace hearth {

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
};

} // namespace hearth

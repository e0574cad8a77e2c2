// SPDX-License-Identifier: MIT
#pragma once

#include "io/profilereader.h"

namespace hearth {

/// The merged profile a store returns (SelectMergeProfile, a pprof): read with Hearth's
/// pprof reader, and how much of it the server folded into its "other" frame (the nodes below
/// the max_nodes threshold).
class MergedProfile
{
public:
    /// Reads the uncompressed pprof bytes of an answer.
    static ProfileResult read(const QByteArray &pprof, const QString &name);
    /// The name the server gives the frame that holds the merged small nodes.
    static QString otherName() { return QStringLiteral("other"); }
    /// The sum of `sampleType` over samples whose stack passes through "other".
    static qint64 otherTotal(const Profile &profile, int sampleType);
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "mergedprofile.h"

#include "io/pprofreader.h"

#include <vector>

namespace hearth {

ProfileResult MergedProfile::read(const QByteArray &pprof, const QString &name)
{
    ProfileResult r = PprofReader::parse(pprof);
    if (r.error.isError() && r.error.file.isEmpty())
        r.error.file = name;
    return r;
}

qint64 MergedProfile::otherTotal(const Profile &profile, int sampleType)
{
    if (sampleType < 0 || sampleType >= profile.sampleTypes().size())
        return 0;
    const QString other = otherName();
    std::vector<char> locationIsOther(profile.locations().size(), 0);
    for (quint32 l = 0; l < profile.locations().size(); ++l) {
        for (const Line &line : profile.locationLines(l)) {
            if (profile.functions()[line.function].name == other)
                locationIsOther[l] = 1;
        }
    }
    // A trie node's parent always comes before it, so one pass marks every node under
    // "other".
    std::vector<char> nodeIsOther(profile.stackNodeCount(), 0);
    for (quint32 n = 1; n < profile.stackNodeCount(); ++n) {
        const quint32 parent = profile.stackParent(n);
        nodeIsOther[n] =
            (parent < n && nodeIsOther[parent]) || locationIsOther[profile.stackLocation(n)];
    }
    qint64 total = 0;
    for (quint32 s = 0; s < profile.sampleCount(); ++s) {
        if (nodeIsOther[profile.sampleStack(s)])
            total += profile.sampleValue(s, sampleType);
    }
    return total;
}

} // namespace hearth

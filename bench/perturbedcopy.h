// SPDX-License-Identifier: MIT
#pragma once

// The second side of the comparison benchmarks: a profile like a second run of the same
// program, made from the first with ProfileBuilder.

#include "profile/profilebuilder.h"

#include <vector>

namespace hearth::bench {

// A copy of p with every sample's values scaled by 0.5 … 1.5 and every eighth sample (by a
// hash of its index) dropped.
inline Profile::Ptr perturbedCopy(const Profile &p)
{
    ProfileBuilder b;
    b.setStrings(p.strings());
    b.setSampleTypes(p.sampleTypes());
    b.setDefaultSampleType(p.sampleTypes().value(p.declaredDefaultSampleType()).type);
    b.setPeriod(p.periodType(), p.period());
    b.setDuration(p.durationNanos());
    b.setTime(p.timeNanos());
    std::vector<quint32> functionOf;
    for (const Function &f : p.functions())
        functionOf.push_back(b.addFunction(f));
    for (const Mapping &m : p.mappings())
        b.addMapping(m);
    std::vector<quint32> locationOf;
    for (quint32 l = 0; l < p.locations().size(); ++l) {
        std::vector<Line> lines(p.locationLines(l).begin(), p.locationLines(l).end());
        for (Line &line : lines)
            line.function = functionOf[line.function];
        locationOf.push_back(b.addLocation(p.locations()[l].mapping, p.locations()[l].address,
                                           std::span<const Line>(lines)));
    }
    std::vector<quint32> parents(p.stackNodeCount()), locations(p.stackNodeCount());
    for (quint32 t = 0; t < p.stackNodeCount(); ++t) {
        parents[t] = p.stackParent(t);
        locations[t] = t == 0 ? 0 : locationOf[p.stackLocation(t)];
    }
    if (!b.setStackTrie(std::move(parents), std::move(locations)))
        return nullptr;
    const int types = int(p.sampleTypes().size());
    std::vector<qint64> values(static_cast<size_t>(types));
    b.reserveSamples(p.sampleCount());
    for (quint32 s = 0; s < p.sampleCount(); ++s) {
        quint64 h = (quint64(s) + 1) * 0x9e3779b97f4a7c15ULL;
        h ^= h >> 31;
        if (h % 8 == 0)
            continue;
        const double factor = 0.5 + double(h >> 11 & 0xffff) / 65535.0;
        for (int t = 0; t < types; ++t)
            values[size_t(t)] = qint64(double(p.sampleValue(s, t)) * factor);
        b.addSample(p.sampleStack(s), values, p.sampleLabels(s));
    }
    return b.finish();
}

} // namespace hearth::bench

// SPDX-License-Identifier: MIT
#pragma once

#include "profile/function.h"
#include "wirereader.h"

#include <vector>

namespace hearth::pprof {

/// Reads one sample record of a pprof buffer: its location indices (leaf first), its values
/// (one per sample type) and its labels, checked as the reader checks everything else, the
/// first error kept (error()). One per thread.
class SampleParser : public WireReader
{
public:
    SampleParser(const quint8 *base, qint64 size, const IdMap &locations, qsizetype strings,
                 size_t types)
        : WireReader(base, size)
        , m_locations(locations)
        , m_strings(strings)
        , m_types(types)
    {}

    bool parse(ByteSpan sample, std::vector<quint32> &locs, std::vector<qint64> &values,
               std::vector<Label> &labels);

private:
    // Field 1 packed, the common case, without forEachVarint()'s bookkeeping for errors:
    // false, locs as it was, when anything is wrong there (forEachVarint() then says what).
    bool packedLocations(ByteSpan sub, std::vector<quint32> &locs) const;

    const IdMap &m_locations;
    qsizetype m_strings;
    size_t m_types;
};

} // namespace hearth::pprof

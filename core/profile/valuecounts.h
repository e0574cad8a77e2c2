// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

#include <limits>
#include <span>
#include <vector>

namespace hearth {

/// Per sample type: the sum of the samples' values and how many are not zero. Sums are
/// exact (128 bits) and held at the 64-bit limits only when read, so the order samples come
/// in does not matter and the counts of two threads merge to what one would have counted.
class ValueCounts
{
public:
    explicit ValueCounts(size_t types = 0)
        : m_sums(types, 0)
        , m_nonZero(types, 0)
    {}

    size_t types() const { return m_sums.size(); }
    /// One sample's values, one per type (missing ones count as zero). A sample that stands
    /// for `records` records (Profile::sampleRecords()) counts that many for each type whose
    /// value is not zero.
    void add(std::span<const qint64> values, quint64 records = 1)
    {
        const size_t n = std::min(values.size(), m_sums.size());
        for (size_t t = 0; t < n; ++t) {
            m_sums[t] += values[t];
            m_nonZero[t] += values[t] != 0 ? records : 0;
        }
    }
    void merge(const ValueCounts &other)
    {
        Q_ASSERT(other.types() == types());
        for (size_t t = 0; t < m_sums.size(); ++t) {
            m_sums[t] += other.m_sums[t];
            m_nonZero[t] += other.m_nonZero[t];
        }
    }
    qint64 total(size_t t) const
    {
        constexpr qint64 max = std::numeric_limits<qint64>::max();
        constexpr qint64 min = std::numeric_limits<qint64>::min();
        return m_sums[t] > max ? max : m_sums[t] < min ? min : qint64(m_sums[t]);
    }
    quint64 nonZero(size_t t) const { return m_nonZero[t]; }

private:
    __extension__ using Sum = __int128;
    std::vector<Sum> m_sums;
    std::vector<quint64> m_nonZero;
};

} // namespace hearth

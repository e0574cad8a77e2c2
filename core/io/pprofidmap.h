// SPDX-License-Identifier: MIT
#pragma once

#include <QHash>

#include <vector>

namespace hearth::pprof {

/// pprof ids → our indices: a dense vector when the ids are small, a hash otherwise.
struct IdMap
{
    std::vector<quint32> dense;
    QHash<quint64, quint32> sparse;
    bool useDense = true;
    static constexpr quint32 None = 0xffffffffu;
    void init(quint64 maxId, size_t count)
    {
        useDense = maxId <= quint64(count) * 4 + 1024;
        if (useDense)
            dense.assign(size_t(maxId) + 1, None);
    }
    bool insert(quint64 id, quint32 idx);
    quint32 find(quint64 id) const
    {
        if (useDense)
            return id < dense.size() ? dense[size_t(id)] : None;
        return sparse.value(id, None);
    }
};

} // namespace hearth::pprof

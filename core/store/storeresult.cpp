// SPDX-License-Identifier: MIT
#include "storeresult.h"

namespace hearth {

qint64 StoreResult::costBytes() const
{
    qint64 cost = 256 + pprof.size();
    for (const QString &n : names)
        cost += 32 + 2 * n.size();
    for (const StoreLabels &l : labelSets)
        cost += 64 * (l.size() + 1);
    for (const StoreSeries &s : series)
        cost += 64 * (s.labels.size() + 1) + 16 * s.points.size();
    cost += 256 * profileTypes.size();
    return cost;
}

QString StoreResult::labelValue(const StoreLabels &labels, const QString &name)
{
    for (const auto &p : labels) {
        if (p.first == name)
            return p.second;
    }
    return {};
}

} // namespace hearth

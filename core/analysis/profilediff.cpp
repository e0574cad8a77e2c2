// SPDX-License-Identifier: MIT
#include "profilediff.h"

#include "functiontable.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace hearth {

ProfileDiff ProfileDiff::compute(const CallTree &a, const CallTree &b, bool normalize)
{
    ProfileDiff d;
    d.m_totalA = a.totalValue();
    d.m_totalB = b.totalValue();
    d.m_normalized = normalize;
    QHash<QPair<QString, QString>, size_t> rowOf;
    auto rowFor = [&](const Function &f) -> FunctionDiff & {
        const auto key = qMakePair(f.name, f.file);
        auto it = rowOf.constFind(key);
        if (it != rowOf.constEnd())
            return d.m_rows[it.value()];
        rowOf.insert(key, d.m_rows.size());
        d.m_rows.push_back(FunctionDiff{f.name, f.file});
        return d.m_rows.back();
    };
    const FunctionTable ta = FunctionTable::compute(a);
    for (const FunctionStats &s : ta.rows()) {
        FunctionDiff &r = rowFor(a.profile().functions()[s.function]);
        r.selfA = s.self;
        r.largestSubtreeA = s.largestSubtree;
        r.sitesA = s.sites;
    }
    const FunctionTable tb = FunctionTable::compute(b);
    for (const FunctionStats &s : tb.rows()) {
        FunctionDiff &r = rowFor(b.profile().functions()[s.function]);
        r.selfB = s.self;
        r.largestSubtreeB = s.largestSubtree;
        r.sitesB = s.sites;
    }
    const double ta_ = double(d.m_totalA);
    const double tb_ = double(d.m_totalB);
    for (FunctionDiff &r : d.m_rows) {
        r.delta = r.selfB - r.selfA;
        if (normalize) {
            const double sa = ta_ != 0 ? double(r.selfA) / ta_ : 0;
            const double sb = tb_ != 0 ? double(r.selfB) / tb_ : 0;
            r.deltaShare = (sb - sa) * 100.0;
        } else {
            r.deltaShare = ta_ != 0 ? double(r.delta) / ta_ * 100.0 : 0;
        }
    }
    std::sort(d.m_rows.begin(), d.m_rows.end(), [](const FunctionDiff &x, const FunctionDiff &y) {
        const double ax = std::fabs(x.deltaShare), ay = std::fabs(y.deltaShare);
        if (ax != ay)
            return ax > ay;
        const qint64 dx = x.delta < 0 ? -x.delta : x.delta;
        const qint64 dy = y.delta < 0 ? -y.delta : y.delta;
        if (dx != dy)
            return dx > dy;
        return x.name != y.name ? x.name < y.name : x.file < y.file;
    });
    return d;
}

} // namespace hearth

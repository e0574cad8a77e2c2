// SPDX-License-Identifier: MIT
#include "profilediff.h"

#include "functiontable.h"

#include <QHash>

#include <algorithm>
#include <cmath>

namespace hearth {

ProfileDiff::Side ProfileDiff::side(const CallTree &tree)
{
    Side out;
    out.total = tree.totalValue();
    const FunctionTable table = FunctionTable::compute(tree);
    out.rows.reserve(table.rows().size());
    for (const FunctionStats &s : table.rows()) {
        const Function &f = tree.profile().functions()[s.function];
        FunctionDiff r{f.name, f.file};
        r.selfA = s.self;
        r.largestSubtreeA = s.largestSubtree;
        r.sitesA = s.sites;
        out.rows.push_back(std::move(r));
    }
    return out;
}

ProfileDiff ProfileDiff::compute(const CallTree &a, const CallTree &b, bool normalize)
{
    return compute(side(a), side(b), normalize);
}

ProfileDiff ProfileDiff::compute(Side a, Side b, bool normalize)
{
    ProfileDiff d;
    d.m_totalA = a.total;
    d.m_totalB = b.total;
    d.m_normalized = normalize;
    QHash<QPair<QString, QString>, size_t> rowOf;
    auto rowFor = [&](FunctionDiff &from) -> FunctionDiff & {
        const auto key = qMakePair(from.name, from.file);
        auto it = rowOf.constFind(key);
        if (it != rowOf.constEnd())
            return d.m_rows[it.value()];
        rowOf.insert(key, d.m_rows.size());
        d.m_rows.push_back(FunctionDiff{std::move(from.name), std::move(from.file)});
        return d.m_rows.back();
    };
    for (FunctionDiff &s : a.rows) {
        FunctionDiff &r = rowFor(s);
        r.selfA = s.selfA;
        r.largestSubtreeA = s.largestSubtreeA;
        r.sitesA = s.sitesA;
    }
    for (FunctionDiff &s : b.rows) {
        FunctionDiff &r = rowFor(s);
        r.selfB = s.selfA;
        r.largestSubtreeB = s.largestSubtreeA;
        r.sitesB = s.sitesA;
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

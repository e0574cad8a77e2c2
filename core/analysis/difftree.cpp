#include "difftree.h"

#include "../model/pairindex.h"
#include "../model/profilebuilder.h"
#include "treeorder.h"

#include <QHash>

#include <numeric>

namespace hearth {

DiffTree::Ptr DiffTree::build(const CallTree &a, const CallTree &b)
{
    std::shared_ptr<DiffTree> t(new DiffTree);
    QHash<QPair<QString, QString>, quint32> unified;
    auto unify = [&](const Profile &p) {
        std::vector<quint32> map(p.functions().size());
        for (size_t i = 0; i < map.size(); ++i) {
            const Function &f = p.functions()[i];
            const auto key = qMakePair(f.name, f.file);
            auto it = unified.constFind(key);
            if (it == unified.constEnd()) {
                it = unified.insert(key, quint32(t->m_names.size()));
                t->m_names.append(f.name);
                t->m_files.append(f.file);
            }
            map[i] = it.value();
        }
        return map;
    };
    const std::vector<quint32> mapA = unify(a.profile());
    const std::vector<quint32> mapB = unify(b.profile());
    const quint32 rootFn = quint32(t->m_names.size());
    t->m_names.append(QString());
    t->m_files.append(QString());

    std::vector<quint32> rawParent{0}, rawFn{rootFn};
    std::vector<qint64> selfA{0}, selfB{0};
    PairIndex index(size_t(a.nodeCount()) + b.nodeCount());
    auto merge = [&](const CallTree &tree, const std::vector<quint32> &map,
                     std::vector<qint64> &self) {
        std::vector<quint32> mergedOf(tree.nodeCount(), 0);
        self[0] += tree.self(0);
        for (quint32 n = 1; n < tree.nodeCount(); ++n) {
            const quint32 parent = mergedOf[tree.parent(n)];
            const quint32 fn = map[tree.function(n)];
            const quint32 m = index.findOrAdd(parent, fn, rawParent, rawFn, [&] {
                rawParent.push_back(parent);
                rawFn.push_back(fn);
                selfA.push_back(0);
                selfB.push_back(0);
                return quint32(rawParent.size() - 1);
            });
            mergedOf[n] = m;
            self[m] += tree.self(n);
        }
    };
    merge(a, mapA, selfA);
    merge(b, mapB, selfB);
    index.clear();

    // Children sorted by name, then file.
    std::vector<quint32> order(t->m_names.size());
    std::iota(order.begin(), order.end(), 0u);
    std::sort(order.begin(), order.end(), [&](quint32 x, quint32 y) {
        const int c = t->m_names[x].compare(t->m_names[y]);
        return c != 0 ? c < 0 : t->m_files[x] < t->m_files[y];
    });
    std::vector<quint32> rank(order.size());
    for (quint32 i = 0; i < order.size(); ++i)
        rank[order[i]] = i;
    std::vector<quint32> key(rawFn.size());
    for (size_t i = 0; i < rawFn.size(); ++i)
        key[i] = rank[rawFn[i]];
    TreeOrder o = TreeOrder::of(rawParent, key);
    const quint32 n = quint32(rawParent.size());
    t->m_function.resize(n);
    t->m_selfA.resize(n);
    t->m_selfB.resize(n);
    for (quint32 i = 0; i < n; ++i) {
        t->m_function[i] = rawFn[o.rawOf[i]];
        t->m_selfA[i] = selfA[o.rawOf[i]];
        t->m_selfB[i] = selfB[o.rawOf[i]];
    }
    t->m_parent = std::move(o.parent);
    t->m_subtreeEnd = std::move(o.subtreeEnd);
    t->m_depth = std::move(o.depth);
    t->m_maxDepth = o.maxDepth;
    t->m_totalA = t->m_selfA;
    t->m_totalB = t->m_selfB;
    for (quint32 i = n; i-- > 1;) {
        t->m_totalA[t->m_parent[i]] += t->m_totalA[i];
        t->m_totalB[t->m_parent[i]] += t->m_totalB[i];
    }
    return t;
}

CallTree::Ptr DiffTree::asCallTree(bool widthsFromB, const ValueType &type) const
{
    ProfileBuilder b;
    b.setSampleTypes({type});
    // One function per merged name (the last entry is the root's empty name).
    for (qsizetype i = 0; i < m_names.size(); ++i) {
        Function f;
        f.name = m_names[i];
        f.file = m_files[i];
        b.addFunction(f); // (name, file) is unique here: indices stay equal
    }
    std::vector<quint32> function = m_function;
    function[0] = CallTree::NoFunction;
    return CallTree::fromNodes(b.finish(), 0, std::move(function), m_parent, m_subtreeEnd, m_depth,
                               widthsFromB ? m_selfB : m_selfA, widthsFromB ? m_totalB : m_totalA);
}

double DiffTree::selfShareDelta(quint32 n, bool normalize) const
{
    const double ta = double(grandTotalA());
    const double tb = double(grandTotalB());
    if (normalize) {
        const double sa = ta != 0 ? double(m_selfA[n]) / ta : 0;
        const double sb = tb != 0 ? double(m_selfB[n]) / tb : 0;
        return (sb - sa) * 100.0;
    }
    return ta != 0 ? double(m_selfB[n] - m_selfA[n]) / ta * 100.0 : 0;
}

} // namespace hearth

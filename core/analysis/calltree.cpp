#include "calltree.h"

#include "../model/pairindex.h"
#include "treeorder.h"

#include <algorithm>
#include <limits>
#include <numeric>

namespace hearth {

namespace {

// Per-sample predicate for a filter, resolved to string indices once.
class SampleMatcher
{
public:
    SampleMatcher(const Profile &p, const SampleFilter &f)
        : m_mode(f.mode())
    {
        if (m_mode == SampleFilter::Mode::All)
            return;
        m_key = p.findString(f.key());
        if (m_mode == SampleFilter::Mode::LabelIn) {
            m_values.assign(size_t(p.strings().size()), false);
            for (const QString &v : f.values()) {
                const qint64 i = p.findString(v);
                if (i > 0)
                    m_values[size_t(i)] = true;
            }
        }
    }

    bool matches(const Profile &p, quint32 sample) const
    {
        switch (m_mode) {
        case SampleFilter::Mode::All:
            return true;
        case SampleFilter::Mode::LabelIn:
            if (m_key < 0)
                return false;
            for (const Label &l : p.sampleLabels(sample)) {
                if (qint64(l.key) == m_key && l.str < m_values.size() && m_values[l.str])
                    return true;
            }
            return false;
        case SampleFilter::Mode::LabelAbsent:
            if (m_key < 0)
                return true;
            for (const Label &l : p.sampleLabels(sample)) {
                if (qint64(l.key) == m_key)
                    return false;
            }
            return true;
        }
        return false;
    }

private:
    SampleFilter::Mode m_mode;
    qint64 m_key = -1;
    std::vector<bool> m_values;
};

qint64 saturatingAdd(qint64 a, qint64 b)
{
    qint64 r;
    if (__builtin_add_overflow(a, b, &r))
        return b > 0 ? std::numeric_limits<qint64>::max() : std::numeric_limits<qint64>::min();
    return r;
}

} // namespace

CallTree::Ptr CallTree::build(const Profile::Ptr &profilePtr, int sampleType,
                              const SampleFilter &filter)
{
    std::shared_ptr<CallTree> tree(new CallTree);
    tree->m_profile = profilePtr;
    tree->m_sampleType = sampleType;
    tree->m_filter = filter;
    const Profile &p = *profilePtr;
    const bool validType = sampleType >= 0 && sampleType < p.sampleTypes().size();

    // 1. Sum the chosen value per stack-trie node.
    const quint32 trieNodes = p.stackNodeCount();
    std::vector<qint64> stackValue(trieNodes, 0);
    const SampleMatcher matcher(p, filter);
    quint64 records = 0;
    if (validType) {
        for (quint32 s = 0, n = p.sampleCount(); s < n; ++s) {
            const qint64 v = p.sampleValue(s, sampleType);
            if (v == 0 || !matcher.matches(p, s))
                continue;
            ++records;
            stackValue[p.sampleStack(s)] = saturatingAdd(stackValue[p.sampleStack(s)], v);
        }
    }
    tree->m_sampleRecords = records;

    // 2. Which trie nodes lead to a value (children have larger numbers than parents).
    std::vector<bool> used(trieNodes, false);
    for (quint32 t = trieNodes; t-- > 1;) {
        if (stackValue[t] != 0 || used[t])
            used[p.stackParent(t)] = true;
    }

    // 3. Map used trie nodes to call nodes keyed by (parent call node, function), expanding
    //    inlined lines (innermost first in pprof, so walk them backwards).
    std::vector<quint32> rawParent{0};
    std::vector<quint32> rawFunction{NoFunction};
    std::vector<qint64> rawSelf{0};
    PairIndex index(1024);
    std::vector<quint32> callOf(trieNodes, 0);
    rawSelf[0] = stackValue[0];
    for (quint32 t = 1; t < trieNodes; ++t) {
        if (!used[t] && stackValue[t] == 0)
            continue;
        quint32 node = callOf[p.stackParent(t)];
        const auto lines = p.locationLines(p.stackLocation(t));
        for (auto it = lines.rbegin(); it != lines.rend(); ++it) {
            const quint32 fn = it->function;
            node = index.findOrAdd(node, fn, rawParent, rawFunction, [&] {
                rawParent.push_back(node);
                rawFunction.push_back(fn);
                rawSelf.push_back(0);
                return quint32(rawParent.size() - 1);
            });
        }
        callOf[t] = node;
        if (stackValue[t] != 0)
            rawSelf[node] = saturatingAdd(rawSelf[node], stackValue[t]);
    }
    index.clear();
    std::vector<qint64>().swap(stackValue);
    std::vector<quint32>().swap(callOf);
    std::vector<bool>().swap(used);

    // 4. Pre-order, children sorted by function name then file.
    const quint32 n = quint32(rawParent.size());
    std::vector<quint32> rank(p.functions().size() + 1);
    {
        std::vector<quint32> order(p.functions().size());
        std::iota(order.begin(), order.end(), 0u);
        const auto &fns = p.functions();
        std::sort(order.begin(), order.end(), [&](quint32 a, quint32 b) {
            const int c = fns[a].name.compare(fns[b].name);
            return c != 0 ? c < 0 : fns[a].file < fns[b].file;
        });
        for (quint32 i = 0; i < order.size(); ++i)
            rank[order[i]] = i;
    }
    std::vector<quint32> key(n);
    for (quint32 i = 1; i < n; ++i)
        key[i] = rank[rawFunction[i]];
    std::vector<quint32>().swap(rank);
    TreeOrder order = TreeOrder::of(rawParent, key);
    std::vector<quint32>().swap(key);
    std::vector<quint32>().swap(rawParent);
    tree->m_function.resize(n);
    tree->m_self.resize(n);
    for (quint32 i = 0; i < n; ++i) {
        tree->m_function[i] = rawFunction[order.rawOf[i]];
        tree->m_self[i] = rawSelf[order.rawOf[i]];
    }
    tree->m_parent = std::move(order.parent);
    tree->m_subtreeEnd = std::move(order.subtreeEnd);
    tree->m_depth = std::move(order.depth);
    tree->m_maxDepth = order.maxDepth;
    tree->m_total.resize(n);
    // 6. Totals: children come after their parent in pre-order.
    for (quint32 i = 0; i < n; ++i)
        tree->m_total[i] = tree->m_self[i];
    for (quint32 i = n; i-- > 1;)
        tree->m_total[tree->m_parent[i]] =
            saturatingAdd(tree->m_total[tree->m_parent[i]], tree->m_total[i]);
    return tree;
}

quint32 CallTree::childCount(quint32 n) const
{
    quint32 c = 0;
    for (quint32 ch = n + 1; ch < m_subtreeEnd[n]; ch = m_subtreeEnd[ch])
        ++c;
    return c;
}

std::vector<quint32> CallTree::children(quint32 n) const
{
    std::vector<quint32> out;
    for (quint32 ch = n + 1; ch < m_subtreeEnd[n]; ch = m_subtreeEnd[ch])
        out.push_back(ch);
    return out;
}

QString CallTree::name(quint32 n) const
{
    const quint32 f = m_function[n];
    return f == NoFunction ? QString() : m_profile->functions()[f].name;
}

std::vector<quint32> CallTree::path(quint32 n) const
{
    std::vector<quint32> out;
    for (; n != 0; n = m_parent[n])
        out.push_back(m_function[n]);
    std::reverse(out.begin(), out.end());
    return out;
}

CallTree::Ptr CallTree::fromNodes(const Profile::Ptr &profile, int sampleType,
                                  std::vector<quint32> function, std::vector<quint32> parent,
                                  std::vector<quint32> subtreeEnd, std::vector<quint32> depth,
                                  std::vector<qint64> self, std::vector<qint64> total)
{
    std::shared_ptr<CallTree> tree(new CallTree);
    tree->m_profile = profile;
    tree->m_sampleType = sampleType;
    tree->m_maxDepth = depth.empty() ? 0 : *std::max_element(depth.begin(), depth.end());
    tree->m_function = std::move(function);
    tree->m_parent = std::move(parent);
    tree->m_subtreeEnd = std::move(subtreeEnd);
    tree->m_depth = std::move(depth);
    tree->m_self = std::move(self);
    tree->m_total = std::move(total);
    return tree;
}

size_t CallTree::memoryBytes() const
{
    return m_function.capacity() * 4 + m_parent.capacity() * 4 + m_subtreeEnd.capacity() * 4 +
           m_depth.capacity() * 4 + m_self.capacity() * 8 + m_total.capacity() * 8;
}

} // namespace hearth

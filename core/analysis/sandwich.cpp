// SPDX-License-Identifier: MIT
#include "sandwich.h"

#include "profile/pairindex.h"

#include <algorithm>

namespace hearth {

namespace {

/// A merge trie: children found by (parent, function) in a PairIndex (one cache miss a
/// lookup; a 4 M-node tree's sandwich is millions of them).
class Trie
{
public:
    explicit Trie(quint32 rootFunction) { m_nodes.push_back({rootFunction, 0, 0, 0, 0, 0}); }
    quint32 child(quint32 parent, quint32 function)
    {
        return m_index.findOrAdd(parent, function, Parents{m_nodes.data()},
                                 Functions{m_nodes.data()}, [&] {
                                     const quint32 depth = m_nodes[parent].depth + 1;
                                     m_nodes.push_back({function, parent, depth, 0, 0, 0});
                                     return quint32(m_nodes.size() - 1);
                                 });
    }
    SandwichNode &operator[](quint32 i) { return m_nodes[i]; }

    /// Pre-order, children by descending total, with parent and subtreeEnd renumbered.
    std::vector<SandwichNode> finish()
    {
        m_index.clear();
        const quint32 n = quint32(m_nodes.size());
        // Children of each node, contiguous (counting by parent), sorted widest first.
        std::vector<quint32> first(size_t(n) + 1, 0);
        for (quint32 i = 1; i < n; ++i)
            ++first[m_nodes[i].parent + 1];
        for (quint32 i = 0; i < n; ++i)
            first[i + 1] += first[i];
        std::vector<quint32> kids(n > 0 ? n - 1 : 0);
        {
            std::vector<quint32> fill(first.begin(), first.end() - 1);
            for (quint32 i = 1; i < n; ++i)
                kids[fill[m_nodes[i].parent]++] = i;
        }
        for (quint32 i = 0; i < n; ++i) {
            if (first[i + 1] - first[i] < 2)
                continue;
            std::sort(kids.begin() + first[i], kids.begin() + first[i + 1],
                      [this](quint32 a, quint32 b) {
                          if (m_nodes[a].total != m_nodes[b].total)
                              return m_nodes[a].total > m_nodes[b].total;
                          return a < b;
                      });
        }
        std::vector<SandwichNode> out;
        out.reserve(n);
        std::vector<quint32> newIndex(n, 0);
        // Iterative pre-order: a stack of (old node, next child position).
        std::vector<std::pair<quint32, quint32>> stack;
        stack.push_back({0, first[0]});
        out.push_back(m_nodes[0]);
        while (!stack.empty()) {
            auto &[node, pos] = stack.back();
            if (pos >= first[node + 1]) {
                out[newIndex[node]].subtreeEnd = quint32(out.size());
                stack.pop_back();
                continue;
            }
            const quint32 c = kids[pos++];
            newIndex[c] = quint32(out.size());
            SandwichNode s = m_nodes[c];
            s.parent = newIndex[node];
            out.push_back(s);
            stack.push_back({c, first[c]});
        }
        std::vector<SandwichNode>().swap(m_nodes);
        return out;
    }

private:
    using Parents = FieldView<SandwichNode, &SandwichNode::parent>;
    using Functions = FieldView<SandwichNode, &SandwichNode::function>;
    std::vector<SandwichNode> m_nodes;
    PairIndex m_index;
};

/// nodes under a new root, as a CallTree. withSelf: keep the nodes' self; else each node's
/// self is its total less its children's.
CallTree::Ptr toTree(const CallTree &source, const std::vector<SandwichNode> &nodes, bool withSelf)
{
    const size_t n = nodes.size() + 1;
    std::vector<quint32> function(n), parent(n), subtreeEnd(n), depth(n);
    std::vector<qint64> self(n), total(n);
    function[0] = CallTree::NoFunction;
    subtreeEnd[0] = quint32(n);
    total[0] = nodes.empty() ? 0 : nodes[0].total;
    for (size_t i = 0; i < nodes.size(); ++i) {
        const SandwichNode &s = nodes[i];
        function[i + 1] = s.function;
        parent[i + 1] = i == 0 ? 0 : s.parent + 1;
        subtreeEnd[i + 1] = s.subtreeEnd + 1;
        depth[i + 1] = s.depth + 1;
        total[i + 1] = s.total;
        self[i + 1] = withSelf ? s.self : s.total;
        if (!withSelf && i != 0)
            self[parent[i + 1]] -= s.total;
    }
    return CallTree::fromNodes(source.profilePtr(), source.sampleType(), std::move(function),
                               std::move(parent), std::move(subtreeEnd), std::move(depth),
                               std::move(self), std::move(total));
}

} // namespace

CallTree::Ptr Sandwich::callersTree(const CallTree &source) const
{
    return toTree(source, m_callers, false);
}

CallTree::Ptr Sandwich::calleesTree(const CallTree &source) const
{
    return toTree(source, m_callees, true);
}

Sandwich Sandwich::compute(const CallTree &tree, quint32 function, const std::atomic<bool> *cancel)
{
    Sandwich s;
    s.m_function = function;
    Trie callers(function);
    Trie callees(function);
    std::vector<quint32> map; // callee trie node of tree node (site + i)
    const quint32 count = tree.nodeCount();
    quint32 outerEnd = 0;
    for (quint32 n = 1; n < count; ++n) {
        if ((n & 0xffff) == 1 && cancel && cancel->load(std::memory_order_relaxed))
            return s;
        if (tree.function(n) != function)
            continue;
        ++s.m_sites;
        s.m_self += tree.self(n);
        if (n < outerEnd)
            continue; // inside an outer site: already counted
        const quint32 end = tree.subtreeEnd(n);
        outerEnd = end;
        const qint64 v = tree.total(n);
        s.m_total += v;

        // Callers: walk up from the site, inverted.
        callers[0].total += v;
        quint32 t = 0;
        for (quint32 a = tree.parent(n); a != 0; a = tree.parent(a)) {
            t = callers.child(t, tree.function(a));
            callers[t].total += v;
        }

        // Callees: merge the subtree under the site.
        callees[0].total += v;
        callees[0].self += tree.self(n);
        map.assign(size_t(end - n), 0);
        for (quint32 d = n + 1; d < end; ++d) {
            const quint32 parentTrie = map[tree.parent(d) - n];
            const quint32 c = callees.child(parentTrie, tree.function(d));
            map[d - n] = c;
            callees[c].total += tree.total(d);
            callees[c].self += tree.self(d);
        }
    }
    s.m_callers = callers.finish();
    s.m_callees = callees.finish();
    return s;
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "sitemerger.h"

#include "saturating.h"

#include <algorithm>
#include <functional>

namespace hearth {

SiteMerger::SiteMerger(const CallTree &tree, const std::vector<bool> *inner,
                       const std::atomic<bool> *cancel)
    : m_tree(tree)
    , m_inner(inner)
    , m_cancel(cancel)
    , m_assembler(tree.profilePtr(), tree.sampleType(), tree.nodeCount())
{}

CallTree::Ptr SiteMerger::focusFunction(const CallTree &tree, const std::vector<bool> &match,
                                        const std::atomic<bool> *cancel, qint64 *dropped)
{
    SiteMerger m(tree, nullptr, cancel);
    // The outermost sites, merged under the root by function; what is outside them goes.
    *dropped = saturatingAdd(*dropped, tree.self(0));
    for (quint32 i = 1; i < tree.nodeCount();) {
        if (match[tree.function(i)]) {
            m.gather(i);
            i = tree.subtreeEnd(i);
        } else {
            *dropped = saturatingAdd(*dropped, tree.self(i));
            ++i;
        }
    }
    m.pushGathered(CallTreeAssembler::Root);
    return m.run() ? m.m_assembler.finish(cancel) : nullptr;
}

CallTree::Ptr SiteMerger::collapseRecursion(const CallTree &tree, const std::vector<bool> &match,
                                            const std::atomic<bool> *cancel, qint64 *dropped)
{
    SiteMerger m(tree, &match, cancel);
    *dropped = saturatingAdd(*dropped, tree.self(0)); // an empty stack stays empty: dropped
    // The tree as it is down to each outermost site, which becomes one node with every
    // matching node of its subtree.
    std::vector<quint32> outAt(size_t(tree.maxDepth()) + 1, CallTreeAssembler::Root);
    CallTree::DepthCursor depths(tree);
    for (quint32 i = 1; i < tree.nodeCount();) {
        if (m.stopped())
            return nullptr;
        const quint32 d = depths.depth(i);
        const quint32 node = m.m_assembler.child(outAt[d - 1], tree.function(i));
        if (!match[tree.function(i)]) {
            m.m_assembler.addSelf(node, tree.self(i));
            outAt[d] = node;
            ++i;
            continue;
        }
        m.m_sources.push_back(i);
        for (quint32 j = i + 1; j < tree.subtreeEnd(i); ++j) {
            if (match[tree.function(j)])
                m.m_sources.push_back(j);
        }
        m.expand(node, 0);
        if (!m.run())
            return nullptr;
        i = tree.subtreeEnd(i);
    }
    return m.m_assembler.finish(cancel);
}

void SiteMerger::gather(quint32 node)
{
    m_gathered.push_back((quint64(m_assembler.rankOf(m_tree.function(node))) << 32) | node);
}

void SiteMerger::pushGathered(quint32 parent)
{
    std::sort(m_gathered.begin(), m_gathered.end(), std::greater<>());
    for (size_t i = 0; i < m_gathered.size();) {
        const size_t begin = m_sources.size();
        const quint64 rank = m_gathered[i] >> 32;
        for (; i < m_gathered.size() && m_gathered[i] >> 32 == rank; ++i)
            m_sources.push_back(quint32(m_gathered[i]));
        m_todo.push_back({parent, begin, m_sources.size()});
    }
    m_gathered.clear();
}

void SiteMerger::expand(quint32 node, size_t begin)
{
    // The sources are the last ones: their self values and children go to `node`.
    for (size_t k = begin; k < m_sources.size(); ++k) {
        const quint32 s = m_sources[k];
        m_assembler.addSelf(node, m_tree.self(s));
        for (quint32 c = s + 1; c < m_tree.subtreeEnd(s); c = m_tree.subtreeEnd(c)) {
            if (!m_inner || !(*m_inner)[m_tree.function(c)])
                gather(c);
        }
    }
    m_sources.resize(begin);
    pushGathered(node);
}

void SiteMerger::copy(quint32 parent, quint32 top)
{
    CallTree::DepthCursor depths(m_tree);
    const quint32 base = depths.depth(top);
    for (quint32 j = top; j < m_tree.subtreeEnd(top);) {
        if (j != top && m_inner && (*m_inner)[m_tree.function(j)]) {
            j = m_tree.subtreeEnd(j); // merged into the site
            continue;
        }
        const quint32 d = depths.depth(j) - base;
        const quint32 node =
            m_assembler.child(d == 0 ? parent : m_outAt[d - 1], m_tree.function(j));
        if (m_outAt.size() <= d)
            m_outAt.resize(d + 1);
        m_outAt[d] = node;
        m_assembler.addSelf(node, m_tree.self(j));
        ++j;
    }
}

bool SiteMerger::stopped()
{
    // A look at the start and every 65 536 new nodes.
    if (m_assembler.nodeCount() < m_nextCheck)
        return false;
    m_nextCheck = m_assembler.nodeCount() + 0x10000;
    return m_cancel && m_cancel->load(std::memory_order_relaxed);
}

bool SiteMerger::run()
{
    for (;;) {
        if (stopped())
            return false;
        if (m_todo.empty())
            return true;
        const Group g = m_todo.back();
        m_todo.pop_back();
        const quint32 first = m_sources[g.begin];
        if (g.end - g.begin == 1) { // one source: its subtree as it is
            m_sources.resize(g.begin);
            copy(g.parent, first);
            continue;
        }
        expand(m_assembler.child(g.parent, m_tree.function(first)), g.begin);
    }
}

} // namespace hearth

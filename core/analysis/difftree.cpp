// SPDX-License-Identifier: MIT
#include "difftree.h"

#include "profile/profilebuilder.h"

#include <algorithm>

namespace hearth {

DiffTree::Ptr DiffTree::build(const CallTree &a, const CallTree &b)
{
    std::shared_ptr<DiffTree> t(new DiffTree);
    // One id per (name, file) over both profiles, numbered in the order CallTree sorts
    // children by (name, then file), so both trees' child lists are sorted by this id.
    struct Key
    {
        const Function *f;
        bool fromA;
        quint32 index;
    };
    std::vector<Key> keys;
    keys.reserve(a.profile().functions().size() + b.profile().functions().size());
    for (quint32 i = 0; i < a.profile().functions().size(); ++i)
        keys.push_back({&a.profile().functions()[i], true, i});
    for (quint32 i = 0; i < b.profile().functions().size(); ++i)
        keys.push_back({&b.profile().functions()[i], false, i});
    std::sort(keys.begin(), keys.end(), [](const Key &x, const Key &y) {
        const int c = x.f->name.compare(y.f->name);
        return c != 0 ? c < 0 : x.f->file < y.f->file;
    });
    std::vector<quint32> idA(a.profile().functions().size());
    std::vector<quint32> idB(b.profile().functions().size());
    for (size_t i = 0; i < keys.size(); ++i) {
        if (i == 0 || keys[i].f->name != keys[i - 1].f->name ||
            keys[i].f->file != keys[i - 1].f->file) {
            t->m_names.append(keys[i].f->name);
            t->m_files.append(keys[i].f->file);
        }
        (keys[i].fromA ? idA : idB)[keys[i].index] = quint32(t->m_names.size() - 1);
    }
    const quint32 rootFn = quint32(t->m_names.size());
    t->m_names.append(QString());
    t->m_files.append(QString());

    // Merge the two pre-order trees child list by child list: no hashing, output already in
    // pre-order with sorted children. An explicit stack: no recursion on input depth.
    constexpr quint32 None = 0xffffffffu;
    const size_t reserve = size_t(std::max(a.nodeCount(), b.nodeCount()));
    for (auto *v : {&t->m_function, &t->m_parent, &t->m_subtreeEnd, &t->m_depth})
        v->reserve(reserve);
    for (auto *v : {&t->m_selfA, &t->m_selfB, &t->m_totalA, &t->m_totalB})
        v->reserve(reserve);
    auto addNode = [&](quint32 na, quint32 nb, quint32 parent, quint32 fn, quint32 depth) {
        t->m_function.push_back(fn);
        t->m_parent.push_back(parent);
        t->m_subtreeEnd.push_back(0);
        t->m_depth.push_back(depth);
        t->m_selfA.push_back(na != None ? a.self(na) : 0);
        t->m_selfB.push_back(nb != None ? b.self(nb) : 0);
        t->m_totalA.push_back(na != None ? a.total(na) : 0);
        t->m_totalB.push_back(nb != None ? b.total(nb) : 0);
        t->m_maxDepth = std::max(t->m_maxDepth, depth);
        return quint32(t->m_function.size() - 1);
    };
    struct Open
    {
        quint32 a, b;   // the nodes on each side, or None
        quint32 ca, cb; // the next child on each side, or None
        quint32 merged;
    };
    auto firstChild = [](const CallTree &tree, quint32 n) {
        return n != None && tree.hasChildren(n) ? n + 1 : None;
    };
    auto nextSibling = [](const CallTree &tree, quint32 parent, quint32 c) {
        const quint32 next = tree.subtreeEnd(c);
        return next < tree.subtreeEnd(parent) ? next : None;
    };
    std::vector<Open> stack;
    const quint32 root = addNode(0, 0, 0, rootFn, 0);
    stack.push_back({0, 0, firstChild(a, 0), firstChild(b, 0), root});
    while (!stack.empty()) {
        Open &top = stack.back();
        if (top.ca == None && top.cb == None) {
            t->m_subtreeEnd[top.merged] = quint32(t->m_function.size());
            stack.pop_back();
            continue;
        }
        quint32 na = None, nb = None;
        if (top.ca != None && top.cb != None) {
            const quint32 fa = idA[a.function(top.ca)];
            const quint32 fb = idB[b.function(top.cb)];
            if (fa <= fb)
                na = top.ca;
            if (fb <= fa)
                nb = top.cb;
        } else {
            na = top.ca;
            nb = top.cb;
        }
        if (na != None)
            top.ca = nextSibling(a, top.a, na);
        if (nb != None)
            top.cb = nextSibling(b, top.b, nb);
        const quint32 fn = na != None ? idA[a.function(na)] : idB[b.function(nb)];
        const quint32 m = addNode(na, nb, top.merged, fn, t->m_depth[top.merged] + 1);
        stack.push_back({na, nb, firstChild(a, na), firstChild(b, nb), m});
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

// SPDX-License-Identifier: MIT
#pragma once

#include "calltree.h"

#include <memory>
#include <vector>

namespace hearth {

/// Two call trees merged by call path, for the difference flame graph: every node carries
/// self and total in A and in B. Same pre-order layout as CallTree (node 0 the root,
/// subtree [n, subtreeEnd(n)), children sorted by name). Functions are matched by name and
/// file; a node present on one side only has zero totals on the other.
class DiffTree
{
public:
    using Ptr = std::shared_ptr<const DiffTree>;

    static Ptr build(const CallTree &a, const CallTree &b);

    quint32 nodeCount() const { return quint32(m_parent.size()); }
    quint32 parent(quint32 n) const { return m_parent[n]; }
    quint32 subtreeEnd(quint32 n) const { return m_subtreeEnd[n]; }
    quint32 depth(quint32 n) const { return m_depth[n]; }
    quint32 maxDepth() const { return m_maxDepth; }
    const QString &name(quint32 n) const { return m_names[m_function[n]]; }
    const QString &file(quint32 n) const { return m_files[m_function[n]]; }
    quint32 function(quint32 n) const { return m_function[n]; } // index into names()
    const QStringList &names() const { return m_names; }
    qint64 selfA(quint32 n) const { return m_selfA[n]; }
    qint64 selfB(quint32 n) const { return m_selfB[n]; }
    qint64 totalA(quint32 n) const { return m_totalA[n]; }
    qint64 totalB(quint32 n) const { return m_totalB[n]; }
    qint64 grandTotalA() const { return m_totalA.empty() ? 0 : m_totalA[0]; }
    qint64 grandTotalB() const { return m_totalB.empty() ? 0 : m_totalB[0]; }
    bool onlyInA(quint32 n) const { return m_totalB[n] == 0 && m_totalA[n] != 0; }
    bool onlyInB(quint32 n) const { return m_totalA[n] == 0 && m_totalB[n] != 0; }
    /// The merged tree as a CallTree with the same node numbers, widths (self and total)
    /// from B (or from A), so the flame graph widgets can lay it out and paint it. Its
    /// profile holds the merged functions (name, file) and the given sample type.
    CallTree::Ptr asCallTree(bool widthsFromB, const ValueType &type) const;
    /// Change in self share, percent points (normalised by each side's total), or raw
    /// change relative to A's total when !normalize.
    double selfShareDelta(quint32 n, bool normalize = true) const;

private:
    DiffTree() = default;
    QStringList m_names;
    QStringList m_files;
    std::vector<quint32> m_function;
    std::vector<quint32> m_parent;
    std::vector<quint32> m_subtreeEnd;
    std::vector<quint32> m_depth;
    std::vector<qint64> m_selfA, m_selfB, m_totalA, m_totalB;
    quint32 m_maxDepth = 0;
};

} // namespace hearth

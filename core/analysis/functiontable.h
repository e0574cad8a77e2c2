// SPDX-License-Identifier: MIT
#pragma once

#include "calltree.h"

#include <vector>

namespace hearth {

/// One row of the function table.
struct FunctionStats
{
    quint32 function = 0;      // index into Profile::functions()
    qint64 self = 0;           // time in the frame alone, summed over its sites
    qint64 largestSubtree = 0; // the largest single occurrence with all it called (max, not sum)
    quint32 sites = 0;         // how many nodes of the tree carry the function
    qint64 inclusive = 0;      // every sample with the function anywhere on its stack, once
};

/// Self / Largest subtree / Sites / Inclusive for every function present in a call tree.
class FunctionTable
{
public:
    enum class SortKey { Self, LargestSubtree, Sites, Inclusive, Name };

    /// stop (may be null), set from another thread, ends the walk within a millisecond: the
    /// table is then partial (the caller drops it).
    static FunctionTable compute(const CallTree &tree, const std::atomic<bool> *stop = nullptr);
    /// A table of rows computed elsewhere (StackSummary): at most one row per function of
    /// the `functionCount` of the profile; `total` is the tree's total.
    static FunctionTable fromRows(std::vector<FunctionStats> rows, size_t functionCount,
                                  qint64 total);

    const std::vector<FunctionStats> &rows() const { return m_rows; }
    qint64 total() const { return m_total; }
    /// Rows sorted descending by key (Name: ascending), ties by name.
    std::vector<FunctionStats> sorted(const Profile &profile, SortKey key) const;
    /// The row of a function, or nullptr.
    const FunctionStats *find(quint32 function) const;

private:
    std::vector<FunctionStats> m_rows;
    std::vector<qint32> m_rowOfFunction;
    qint64 m_total = 0;
};

} // namespace hearth

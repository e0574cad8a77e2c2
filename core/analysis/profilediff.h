// SPDX-License-Identifier: MIT
#pragma once

#include "calltree.h"

#include <vector>

namespace hearth {

/// One function in a comparison of two call trees (matched by name and file).
struct FunctionDiff
{
    QString name;
    QString file;
    qint64 selfA = 0;
    qint64 selfB = 0;
    qint64 delta = 0;      // selfB - selfA, raw, in the unit
    double deltaShare = 0; // percent points: normalised share change, or delta / total A
    qint64 largestSubtreeA = 0;
    qint64 largestSubtreeB = 0;
    quint32 sitesA = 0;
    quint32 sitesB = 0;
    bool onlyInA() const { return sitesB == 0; }
    bool onlyInB() const { return sitesA == 0; }
};

/// The difference table of two call trees of the same sample type.
class ProfileDiff
{
public:
    /// What a comparison needs of one side: its total and each function's row (name, file,
    /// self, largest subtree, sites) in FunctionTable order. Holds neither the tree nor the
    /// profile, so a caller can drop side A's before it reads side B.
    struct Side
    {
        qint64 total = 0;
        std::vector<FunctionDiff> rows; // the A fields filled
    };
    static Side side(const CallTree &tree);

    /// Rows sorted by |deltaShare| (then |delta|, then name), largest change first.
    static ProfileDiff compute(const CallTree &a, const CallTree &b, bool normalize = true);
    /// The same from the sides of two trees (side(a), side(b)).
    static ProfileDiff compute(Side a, Side b, bool normalize = true);

    const std::vector<FunctionDiff> &rows() const { return m_rows; }
    qint64 totalA() const { return m_totalA; }
    qint64 totalB() const { return m_totalB; }
    bool normalized() const { return m_normalized; }

private:
    std::vector<FunctionDiff> m_rows;
    qint64 m_totalA = 0;
    qint64 m_totalB = 0;
    bool m_normalized = true;
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "calltree.h"

#include <QRegularExpression>

#include <vector>

namespace hearth {

/// Which functions a search matches, and the share of the profile they account for.
///
/// The matched value counts each sample once: it is the sum of the totals of matched nodes
/// that have no matched ancestor (a match nested inside another match is already counted).
class SearchMatch
{
public:
    SearchMatch() = default;

    /// Matches function names against a pattern. Plain text (isRegex false) matches as a
    /// case-insensitive substring; a regular expression is used as given (case-insensitive).
    /// An empty pattern or an invalid expression matches nothing and is not active.
    static SearchMatch compute(const CallTree &tree, const QString &pattern, bool isRegex,
                               quint32 within = 0);
    /// Matches the given functions (index into Profile::functions()).
    static SearchMatch forFunctions(const CallTree &tree, std::vector<bool> functions,
                                    quint32 within = 0);

    bool isActive() const { return m_active; }
    bool isValid() const { return m_valid; }
    bool matchesFunction(quint32 function) const
    {
        return function < m_functions.size() && m_functions[function];
    }
    bool matchesNode(const CallTree &tree, quint32 node) const
    {
        return matchesFunction(tree.function(node));
    }
    /// Summed value of the matched frames, each sample once.
    qint64 matchedValue() const { return m_matched; }
    /// The total the share is relative to (the total of `within`).
    qint64 totalValue() const { return m_total; }
    quint32 matchedFunctions() const { return m_matchedFunctions; }
    quint32 matchedNodes() const { return m_matchedNodes; }
    const std::vector<bool> &functionMask() const { return m_functions; }

private:
    void count(const CallTree &tree, quint32 within);

    std::vector<bool> m_functions;
    qint64 m_matched = 0;
    qint64 m_total = 0;
    quint32 m_matchedFunctions = 0;
    quint32 m_matchedNodes = 0;
    bool m_active = false;
    bool m_valid = true;
};

} // namespace hearth

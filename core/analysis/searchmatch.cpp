// SPDX-License-Identifier: MIT
#include "searchmatch.h"

namespace hearth {

SearchMatch SearchMatch::compute(const CallTree &tree, const QString &pattern, bool isRegex,
                                 quint32 within)
{
    SearchMatch m;
    if (pattern.isEmpty())
        return m;
    QRegularExpression re(isRegex ? pattern : QRegularExpression::escape(pattern),
                          QRegularExpression::CaseInsensitiveOption);
    if (!re.isValid()) {
        m.m_valid = false;
        return m;
    }
    re.optimize();
    const auto &functions = tree.profile().functions();
    std::vector<bool> mask(functions.size(), false);
    for (size_t f = 0; f < functions.size(); ++f)
        mask[f] = re.match(functions[f].name).hasMatch();
    return forFunctions(tree, std::move(mask), within);
}

SearchMatch SearchMatch::forFunctions(const CallTree &tree, std::vector<bool> functions,
                                      quint32 within)
{
    SearchMatch m;
    m.m_active = true;
    m.m_functions = std::move(functions);
    for (bool b : m.m_functions)
        m.m_matchedFunctions += b ? 1 : 0;
    m.count(tree, within);
    return m;
}

void SearchMatch::count(const CallTree &tree, quint32 within)
{
    if (tree.nodeCount() == 0)
        return;
    if (within >= tree.nodeCount())
        within = 0;
    m_total = tree.total(within);
    // A match at or above `within` covers all of it.
    for (quint32 a = within;; a = tree.parent(a)) {
        if (a != 0 && matchesNode(tree, a)) {
            m_matched = m_total;
            break;
        }
        if (a == 0)
            break;
    }
    const quint32 end = tree.subtreeEnd(within);
    quint32 outerEnd = 0; // end of the outermost matched subtree we are inside of
    for (quint32 n = within + 1; n < end; ++n) {
        if (!matchesNode(tree, n))
            continue;
        ++m_matchedNodes;
        if (n >= outerEnd && m_matched < m_total) {
            m_matched += tree.total(n);
            outerEnd = tree.subtreeEnd(n);
        }
    }
    if (m_matched > m_total)
        m_matched = m_total;
}

} // namespace hearth

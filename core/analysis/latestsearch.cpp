// SPDX-License-Identifier: MIT
#include "latestsearch.h"

namespace hearth {

bool LatestSearch::start(CallTree::Ptr tree, const QString &pattern, bool isRegex, Done done)
{
    if (!tree || pattern.isEmpty() || tree->nodeCount() <= SyncNodes) {
        cancel(); // an older search of a big tree is superseded by this one
        done(tree ? SearchMatch::compute(*tree, pattern, isRegex) : SearchMatch());
        return true;
    }
    m_pending = true;
    m_task.start([tree = std::move(tree), pattern,
                  isRegex] { return SearchMatch::compute(*tree, pattern, isRegex); },
                 [this, done = std::move(done)](const SearchMatch &m) {
                     m_pending = false;
                     done(m);
                 });
    return false;
}

void LatestSearch::cancel()
{
    m_task.cancel();
    m_pending = false;
}

} // namespace hearth

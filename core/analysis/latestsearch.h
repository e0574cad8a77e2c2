// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/calltree.h"
#include "analysis/latesttask.h"
#include "analysis/searchmatch.h"

#include <functional>

namespace hearth {

/// A view's search kept current as its text or its tree changes (issue 17): the match
/// (SearchMatch::compute, a pass over the function names and one over every node) of a big
/// tree is computed off the GUI thread, and only the newest search's result is handed over
/// (LatestTask: one superseded by a newer start() or by cancel() is dropped). A small tree is
/// matched at once, on the calling thread: below SyncNodes that takes well under a
/// millisecond (bench_transform's BM_Search), less than a trip through the event loop, and
/// the view never shows a search that lags its text.
class LatestSearch
{
public:
    /// The largest tree matched at once, on the calling thread.
    static constexpr quint32 SyncNodes = 100'000;
    using Done = std::function<void(const SearchMatch &)>;

    /// Matches `pattern` in `tree` (no tree or an empty pattern: the inactive match); `done`
    /// gets the result, before start() returns (true) for a small tree, or later from the
    /// event loop (false) unless a newer start() or cancel() superseded it.
    bool start(CallTree::Ptr tree, const QString &pattern, bool isRegex, Done done);
    /// Drops the running search's result.
    void cancel();
    /// True from a start() that went off the GUI thread until its `done` ran (or it was
    /// cancelled): the result shown is not the newest search's yet.
    bool isPending() const { return m_pending; }
    /// Blocks until the running search has returned (destructors, tests).
    void waitForFinished() { m_task.waitForFinished(); }

private:
    LatestTask<SearchMatch> m_task;
    bool m_pending = false;
};

} // namespace hearth

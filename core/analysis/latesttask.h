// SPDX-License-Identifier: MIT
#pragma once

#include <QFuture>
#include <QFutureWatcher>
#include <QObject>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <memory>
#include <type_traits>
#include <utility>

namespace hearth {

/// "Run in the background, show only the newest result": the one helper for work a window
/// starts off the GUI thread. start() runs the work on the thread pool and calls `done` with
/// its result on the thread that owns the LatestTask (the GUI thread), unless start() or
/// cancel() was called since, or the LatestTask is gone: a superseded result is dropped, never
/// shown. Work that takes a `const std::atomic<bool> *` is handed a flag that is set as soon
/// as its result would be dropped, so it can stop early.
template <typename T> class LatestTask
{
public:
    LatestTask() = default;
    ~LatestTask() { cancel(); }
    LatestTask(const LatestTask &) = delete;
    LatestTask &operator=(const LatestTask &) = delete;

    /// Runs `work()` (or `work(cancelled)`) on the thread pool; `done(T)` gets its result.
    template <typename Work, typename Done> void start(Work work, Done done)
    {
        cancel();
        auto flag = std::make_shared<std::atomic<bool>>(false);
        m_cancel = flag;
        if constexpr (std::is_invocable_v<Work, const std::atomic<bool> *>) {
            watch(QtConcurrent::run([work = std::move(work), flag]() mutable {
                      return work(static_cast<const std::atomic<bool> *>(flag.get()));
                  }),
                  std::move(done));
        } else {
            watch(QtConcurrent::run(std::move(work)), std::move(done));
        }
    }

    /// Watches a future started elsewhere; `done(T)` gets its result unless superseded.
    template <typename Done> void watch(QFuture<T> future, Done done)
    {
        const quint64 generation = ++m_generation;
        m_future = future;
        auto *watcher = new QFutureWatcher<T>(&m_receiver);
        QObject::connect(watcher, &QFutureWatcherBase::finished, &m_receiver,
                         [this, watcher, generation, done = std::move(done)]() mutable {
                             watcher->deleteLater();
                             if (generation != m_generation)
                                 return; // superseded or cancelled
                             m_future = {};
                             m_cancel.reset();
                             if (watcher->future().resultCount() > 0)
                                 done(watcher->result());
                         });
        watcher->setFuture(future);
    }

    /// Drops the running task's result (its `done` is never called) and sets its flag.
    void cancel()
    {
        ++m_generation;
        if (m_cancel)
            m_cancel->store(true);
        m_cancel.reset();
        m_future = {};
    }

    /// True while the newest task runs and its result is still wanted.
    bool isRunning() const { return m_future.isRunning(); }
    /// Blocks until the newest task's work has returned (its `done` runs later, from the
    /// event loop). For destructors that must not leave work behind, and for tests.
    void waitForFinished() { m_future.waitForFinished(); }

private:
    QObject m_receiver; // the watchers' parent: gone with the LatestTask, so no late calls
    QFuture<T> m_future;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    quint64 m_generation = 0;
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "profilesnapshot.h"

#include "analysis/latesttask.h"
#include "io/parseerror.h"
#include "io/readoptions.h"
#include "latesttask.h"

#include <QObject>

#include <atomic>
#include <memory>

namespace hearth {

/// Reads a profile file and builds its snapshot off the GUI thread, with progress and cancel:
/// the snapshot it hands over has the tree (the first paint), the view computes the table.
/// cancel() stops the thread within a few milliseconds of work at any point of the read and
/// the build; cancelled() follows once it has ended.
class ProfileLoader : public QObject
{
    Q_OBJECT
public:
    struct Result
    {
        ProfileSnapshot snapshot;
        ParseError error;
    };

    explicit ProfileLoader(QObject *parent = nullptr);
    ~ProfileLoader() override;

    /// Reads path off the GUI thread. sampleTypes: the types whose stacks are read, the
    /// snapshot showing the first; empty: the default type only (a window's first load).
    void load(const QString &path, const QList<int> &sampleTypes = {});
    void cancel();
    bool isRunning() const { return m_task.isRunning(); }
    QString path() const { return m_path; }

    /// The work itself, synchronous (for the render command and tests). The snapshot shows
    /// the type options.sampleTypes names first, else the profile's default.
    /// Without withTable, the snapshot has the tree and the verdict only (the function table
    /// follows in the view: ProfileSnapshot::withTable()). options.readProgress, when set,
    /// gets the phase after reading.
    static Result run(const QString &path, const ReadOptions &options, bool withTable = true);
    /// The current (or last) load's progress, for a window to poll; null before any load.
    std::shared_ptr<const ReadProgress> readProgress() const { return m_readProgress; }

Q_SIGNALS:
    void progress(int permille);
    void loaded(const hearth::ProfileSnapshot &snapshot);
    void failed(const hearth::ParseError &error);
    void cancelled();

private:
    void deliver(const Result &r);

    LatestTask<Result> m_task;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::shared_ptr<ReadProgress> m_readProgress;
    QString m_path;
};

} // namespace hearth

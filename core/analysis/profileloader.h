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

/// Reads a profile file and builds its snapshot off the GUI thread, with progress and cancel.
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
    static Result run(const QString &path, const ReadOptions &options);

Q_SIGNALS:
    void progress(int permille);
    void loaded(const hearth::ProfileSnapshot &snapshot);
    void failed(const hearth::ParseError &error);
    void cancelled();

private:
    void deliver(const Result &r);

    LatestTask<Result> m_task;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    QString m_path;
};

} // namespace hearth

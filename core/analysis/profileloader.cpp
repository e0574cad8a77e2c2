// SPDX-License-Identifier: MIT
#include "profileloader.h"

#include "io/profilereader.h"

#include <QFileInfo>
#include <QPointer>

namespace hearth {

ProfileLoader::ProfileLoader(QObject *parent)
    : QObject(parent)
{}

ProfileLoader::~ProfileLoader()
{
    cancel();
    m_task.waitForFinished();
}

void ProfileLoader::deliver(const Result &r)
{
    if (r.error.kind == ParseError::Kind::Cancelled)
        Q_EMIT cancelled();
    else if (r.error.isError() || !r.snapshot.isValid())
        Q_EMIT failed(r.error);
    else
        Q_EMIT loaded(r.snapshot);
}

ProfileLoader::Result ProfileLoader::run(const QString &path, const ReadOptions &options,
                                         bool withTable)
{
    Result r;
    ProfileResult read = ProfileReader::readFile(path, options);
    if (!read.ok()) {
        r.error = read.error;
        if (r.error.kind == ParseError::Kind::None)
            r.error.kind = ParseError::Kind::Malformed;
        if (r.error.file.isEmpty())
            r.error.file = path;
        return r;
    }
    if (options.cancelled()) {
        r.error.kind = ParseError::Kind::Cancelled;
        r.error.file = path;
        return r;
    }
    const SampleTypeChoice &choice = options.sampleTypes;
    const int shown = choice.kind == SampleTypeChoice::Kind::Indices && !choice.indices.isEmpty()
                          ? choice.indices.first()
                      : choice.kind == SampleTypeChoice::Kind::Named
                          ? SampleTypeChoice::find(read.profile->sampleTypes(), choice.name)
                          : -1;
    if (options.readProgress)
        options.readProgress->setPhase(ReadProgress::Phase::BuildingTree);
    r.snapshot = ProfileSnapshot::build(read.profile, shown, QFileInfo(path).fileName(),
                                        options.cancel, withTable);
    if (options.cancelled()) {
        r.snapshot = {};
        r.error.kind = ParseError::Kind::Cancelled;
        r.error.file = path;
        return r;
    }
    if (options.readProgress)
        options.readProgress->setPhase(ReadProgress::Phase::Done);
    return r;
}

void ProfileLoader::load(const QString &path, const QList<int> &sampleTypes)
{
    cancel(); // the read before stops soon; its result is dropped (start() below)
    m_path = path;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    auto flag = m_cancel;
    QPointer<ProfileLoader> self(this);
    auto last = std::make_shared<std::atomic<int>>(-1);
    auto readProgress = std::make_shared<ReadProgress>();
    readProgress->setTotalBytes(QFileInfo(path).size());
    m_readProgress = readProgress;
    ReadOptions options;
    options.cancel = flag.get();
    options.readProgress = readProgress.get();
    options.sampleTypes = sampleTypes.isEmpty() ? SampleTypeChoice::defaultType()
                                                : SampleTypeChoice::types(sampleTypes);
    options.progress = [self, last, readProgress](int permille) {
        readProgress->setPermille(permille);
        if (permille / 10 == last->exchange(permille / 10))
            return;
        QMetaObject::invokeMethod(
            self.data(),
            [self, permille] {
                if (self)
                    Q_EMIT self->progress(permille);
            },
            Qt::QueuedConnection);
    };
    // The tree only: the window paints it while the view computes the table.
    m_task.start(
        [path, options, flag, readProgress] { return ProfileLoader::run(path, options, false); },
        [this](const Result &r) { deliver(r); });
}

void ProfileLoader::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
}

} // namespace hearth

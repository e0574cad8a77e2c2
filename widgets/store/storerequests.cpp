// SPDX-License-Identifier: MIT
#include "storerequests.h"

#include "store/mergedprofile.h"

#include <QtConcurrent>

namespace hearth {

StoreRequests::StoreRequests(QObject *parent)
    : QObject(parent)
    , m_client(new StoreClient(this))
{
    connect(m_client, &StoreClient::finished, this, &StoreRequests::onResult);
    connect(m_client, &StoreClient::idle, this, &StoreRequests::updateBusy);
    connect(&m_parse, &QFutureWatcher<Parsed>::finished, this, &StoreRequests::onParsed);
}

StoreRequests::~StoreRequests()
{
    m_client->cancelAll();
    m_parse.waitForFinished();
}

void StoreRequests::setConnection(const StoreConnection &connection)
{
    ++m_generation;
    m_requests.clear();
    m_client->setConnection(connection);
}

void StoreRequests::send(const QString &channel, const StoreQuery &query)
{
    m_requests.insert(channel, m_client->submit(query, channel));
    m_errors.remove(channel);
    setStatus(tr("Loading…"));
    updateBusy();
}

void StoreRequests::cancel()
{
    for (const quint64 id : std::as_const(m_requests))
        m_client->cancel(id);
    m_requests.clear();
    m_errors.clear();
    ++m_generation;
    m_parse.cancel();
    setStatus(tr("Cancelled."));
    m_cancelled = true;
    updateBusy();
}

bool StoreRequests::isBusy() const
{
    return !m_client->isIdle() || m_parse.isRunning();
}

void StoreRequests::updateBusy()
{
    const bool busy = isBusy();
    if (busy == m_busy)
        return;
    m_busy = busy;
    Q_EMIT busyChanged(busy);
}

void StoreRequests::setStatus(const QString &text)
{
    m_cancelled = false;
    if (text == m_status)
        return;
    m_status = text;
    Q_EMIT statusChanged(text);
}

void StoreRequests::settle()
{
    setStatus(m_errors.isEmpty() ? QString() : m_errors.first());
}

void StoreRequests::onResult(const StoreResult &result)
{
    QString channel;
    for (auto it = m_requests.cbegin(); it != m_requests.cend(); ++it) {
        if (it.value() == result.id) {
            channel = it.key();
            break;
        }
    }
    if (channel.isEmpty())
        return; // an answer nobody waits for any more
    m_requests.remove(channel);
    if (m_cancelled)
        setStatus(QString()); // an answer arrived since: the cancel is history
    if (!result.ok()) {
        m_errors.insert(channel, tr("%1: %2").arg(StoreQuery::methodName(result.method),
                                                  result.error.toString()));
        setStatus(m_errors.value(channel));
        Q_EMIT failed(channel, result.error);
        updateBusy();
        return;
    }
    // Done loading, unless the answer asks for more (its handler then says so). An error of
    // another request stays in view until that request is made again.
    if (m_requests.isEmpty() && !m_parse.isRunning())
        settle();
    Q_EMIT answered(channel, result);
    updateBusy();
}

void StoreRequests::readProfile(const QByteArray &pprof, const QString &name)
{
    const quint64 generation = ++m_generation;
    m_parse.setFuture(QtConcurrent::run([pprof, name, generation] {
        Parsed p;
        p.generation = generation;
        const ProfileResult r = MergedProfile::read(pprof, name);
        if (!r.ok()) {
            p.error = r.error.toString();
            return p;
        }
        p.snapshot = ProfileSnapshot::build(r.profile, -1, name);
        p.other = MergedProfile::otherTotal(*r.profile, p.snapshot.sampleType);
        p.runtime = ComponentRuntime::fromFrames(r.profile->strings());
        return p;
    }));
    setStatus(tr("Reading the profile…"));
    updateBusy();
}

void StoreRequests::onParsed()
{
    if (m_parse.isCanceled() || m_parse.future().resultCount() == 0)
        return;
    const Parsed p = m_parse.result();
    updateBusy();
    if (p.generation != m_generation)
        return; // a newer answer is being read
    if (!p.error.isEmpty()) {
        setStatus(tr("The server's profile cannot be read: %1").arg(p.error));
        return;
    }
    if (m_requests.isEmpty())
        settle();
    Q_EMIT profileRead(p.snapshot, p.other, p.runtime);
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "storeprobe.h"
#include "storeclient.h"

namespace hearth {

StoreProbe::StoreProbe(StoreClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{
    connect(m_client, &StoreClient::finished, this, &StoreProbe::onResult);
}

void StoreProbe::cancel()
{
    if (m_versionId)
        m_client->cancel(m_versionId);
    if (m_mergeId)
        m_client->cancel(m_mergeId);
    m_versionId = m_mergeId = 0;
}

void StoreProbe::start(qint64 nowMs)
{
    cancel();
    m_offer = StoreOffer{};
    // Any profile type does: the window is a second long, and max_nodes 1 keeps the answer
    // small on servers that know the field.
    m_mergeId = m_client->submit(
        StoreQuery::mergedProfile(QStringLiteral("process_cpu:cpu:nanoseconds:cpu:nanoseconds"),
                                  QStringLiteral("{}"), nowMs - 1000, nowMs, 1));
    m_versionId = m_client->submit(StoreQuery::buildInfo());
}

void StoreProbe::onResult(const StoreResult &result)
{
    if (result.id == m_versionId) {
        m_versionId = 0;
        m_offer.version = result.serverVersion; // an error here only means "not reported"
    } else if (result.id == m_mergeId) {
        m_mergeId = 0;
        m_offer.mergeProfile = result.ok();
        if (!result.ok() && result.error.kind != StoreError::Kind::Unsupported)
            m_offer.error = result.error;
    } else {
        return;
    }
    if (!isRunning())
        Q_EMIT finished(m_offer);
}

} // namespace hearth

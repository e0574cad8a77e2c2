// SPDX-License-Identifier: MIT
#pragma once

#include "storeoffer.h"

#include <QObject>

namespace hearth {

class StoreClient;
struct StoreResult;

/// Asks a server once what it offers: GET /api/v1/status/buildinfo for its version (never
/// required: a server that does not answer it is still usable) and a SelectMergeProfile over
/// the last second with max_nodes 1 (cheap), which tells whether Hearth can pull profiles
/// from it. Both go through the client, so its TLS trust, credentials and cache apply.
class StoreProbe : public QObject
{
    Q_OBJECT
public:
    explicit StoreProbe(StoreClient *client, QObject *parent = nullptr);

    /// Starts asking (a probe already running is dropped); finished() follows exactly once.
    void start(qint64 nowMs);
    bool isRunning() const { return m_versionId != 0 || m_mergeId != 0; }
    void cancel();

Q_SIGNALS:
    void finished(const hearth::StoreOffer &offer);

private:
    void onResult(const StoreResult &result);

    StoreClient *m_client;
    quint64 m_versionId = 0;
    quint64 m_mergeId = 0;
    StoreOffer m_offer;
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/profilesnapshot.h"

#include "analysis/componentruntime.h"
#include "store/storeclient.h"

#include <QFutureWatcher>
#include <QHash>
#include <QMap>
#include <QObject>

namespace hearth {

/// The store view's requests, without the view: which request of each channel
/// ("components", "labels", "values:span_name", "series", "profile") is current, so that a
/// newer request supersedes an older one and a late answer of the older one is dropped;
/// reading a merged profile off the GUI thread (a newer one supersedes it too); Cancel;
/// what the status line says (loading, reading, the last error of a channel until that
/// channel is asked again, cancelled); and whether anything is still running.
///
/// Uses no widget: testable against the test server with a QCoreApplication.
class StoreRequests : public QObject
{
    Q_OBJECT
public:
    explicit StoreRequests(QObject *parent = nullptr);
    ~StoreRequests() override;

    StoreClient *client() const { return m_client; }
    /// Another server: every request still out is forgotten (its answer is dropped).
    void setConnection(const StoreConnection &connection);

    /// Sends a query on a channel; the channel's earlier request no longer counts.
    void send(const QString &channel, const StoreQuery &query);
    /// Reads a merged profile (pprof bytes) off the GUI thread; profileRead() when done,
    /// unless another profile or a cancel came since.
    void readProfile(const QByteArray &pprof, const QString &name);
    /// Drops every request and the profile being read.
    void cancel();

    bool isBusy() const;
    /// Whether an answer on the channel is awaited.
    bool isWaiting(const QString &channel) const { return m_requests.contains(channel); }
    /// The channel's last error (method: message), until the channel is asked again.
    QString error(const QString &channel) const { return m_errors.value(channel); }
    /// What the status line says (plain text; may hold the server's text).
    QString status() const { return m_status; }
    /// A status line of the view's own (a link's component is not in the store, ...).
    void setStatus(const QString &text);

Q_SIGNALS:
    /// A current request was answered well.
    void answered(const QString &channel, const hearth::StoreResult &result);
    /// A current request failed; status() says so.
    void failed(const QString &channel, const hearth::StoreError &error);
    /// The profile handed to readProfile() was read; `other` is the value the server merged
    /// into "other" below its node limit; `runtime` what its frames say the program ran on.
    void profileRead(const hearth::ProfileSnapshot &snapshot, qint64 other,
                     const hearth::ComponentRuntime &runtime);
    void statusChanged(const QString &status);
    void busyChanged(bool busy);

private:
    struct Parsed
    {
        ProfileSnapshot snapshot;
        QString error;
        qint64 other = 0;
        quint64 generation = 0;
        ComponentRuntime runtime; // from the profile's frames
    };

    void onResult(const StoreResult &result);
    void onParsed();
    void updateBusy();
    /// Idle again: the first error still standing, else nothing.
    void settle();

    StoreClient *m_client;
    QHash<QString, quint64> m_requests; // channel -> the request whose answer counts
    QMap<QString, QString> m_errors;    // channel -> its last error, until it is asked again
    QString m_status;
    bool m_cancelled = false; // the status says "Cancelled." until an answer arrives
    bool m_busy = false;
    quint64 m_generation = 0; // the profile being read
    QFutureWatcher<Parsed> m_parse;
};

} // namespace hearth

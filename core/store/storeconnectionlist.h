// SPDX-License-Identifier: MIT
#pragma once

#include "storeconnection.h"

#include <QList>

class QSettings;

namespace hearth {

/// The saved store connections: name, URL, tenant, auth kind, user, timeout and a trusted
/// certificate, in the settings passed in. Never the secret (see StoreSecrets).
class StoreConnectionList
{
public:
    struct Entry
    {
        QString name;
        StoreConnection connection; // secret always empty here
    };

    static QList<Entry> load(QSettings &settings);
    static void save(QSettings &settings, const QList<Entry> &entries);
    /// The keychain key of an entry's secret.
    static QString secretKey(const Entry &entry);
    static QString authName(StoreConnection::Auth auth);
    static StoreConnection::Auth authFromName(const QString &name);
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "storeconnectionlist.h"

#include <QSettings>

namespace hearth {

namespace {
const QString Group = QStringLiteral("store/connections");
}

QString StoreConnectionList::authName(StoreConnection::Auth auth)
{
    switch (auth) {
    case StoreConnection::Auth::None:
        return QStringLiteral("none");
    case StoreConnection::Auth::Basic:
        return QStringLiteral("basic");
    case StoreConnection::Auth::Bearer:
        return QStringLiteral("bearer");
    }
    return {};
}

StoreConnection::Auth StoreConnectionList::authFromName(const QString &name)
{
    if (name == QLatin1String("basic"))
        return StoreConnection::Auth::Basic;
    if (name == QLatin1String("bearer"))
        return StoreConnection::Auth::Bearer;
    return StoreConnection::Auth::None;
}

QString StoreConnectionList::secretKey(const Entry &entry)
{
    return entry.name + QLatin1Char('@') + entry.connection.baseUrl.toString();
}

QList<StoreConnectionList::Entry> StoreConnectionList::load(QSettings &settings)
{
    QList<Entry> out;
    const int n = settings.beginReadArray(Group);
    for (int i = 0; i < n; ++i) {
        settings.setArrayIndex(i);
        Entry e;
        e.name = settings.value(QStringLiteral("name")).toString();
        e.connection.baseUrl = QUrl(settings.value(QStringLiteral("url")).toString());
        e.connection.tenant = settings.value(QStringLiteral("tenant")).toString();
        e.connection.auth = authFromName(settings.value(QStringLiteral("auth")).toString());
        e.connection.user = settings.value(QStringLiteral("user")).toString();
        e.connection.timeoutMs =
            settings.value(QStringLiteral("timeoutMs"), e.connection.timeoutMs).toInt();
        e.connection.trustedCertificateSha256 = QByteArray::fromHex(
            settings.value(QStringLiteral("trustedSha256")).toString().toLatin1());
        if (!e.name.isEmpty() && e.connection.baseUrl.isValid())
            out.append(e);
    }
    settings.endArray();
    return out;
}

void StoreConnectionList::save(QSettings &settings, const QList<Entry> &entries)
{
    settings.remove(Group);
    settings.beginWriteArray(Group, int(entries.size()));
    for (int i = 0; i < entries.size(); ++i) {
        const Entry &e = entries.at(i);
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("name"), e.name);
        settings.setValue(QStringLiteral("url"), e.connection.baseUrl.toString());
        settings.setValue(QStringLiteral("tenant"), e.connection.tenant);
        settings.setValue(QStringLiteral("auth"), authName(e.connection.auth));
        settings.setValue(QStringLiteral("user"), e.connection.user);
        settings.setValue(QStringLiteral("timeoutMs"), e.connection.timeoutMs);
        settings.setValue(QStringLiteral("trustedSha256"),
                          QString::fromLatin1(e.connection.trustedCertificateSha256.toHex()));
    }
    settings.endArray();
}

} // namespace hearth

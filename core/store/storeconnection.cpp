// SPDX-License-Identifier: MIT
#include "storeconnection.h"

#include <QCryptographicHash>

namespace hearth {

QByteArray StoreConnection::authorizationHeader() const
{
    switch (auth) {
    case Auth::None:
        return {};
    case Auth::Basic:
        return "Basic " + (user + QLatin1Char(':') + secret).toUtf8().toBase64();
    case Auth::Bearer:
        return "Bearer " + secret.toUtf8();
    }
    return {};
}

QUrl StoreConnection::methodUrl(const QString &method) const
{
    QUrl url = baseUrl;
    QString path = url.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    url.setPath(path + QLatin1String("/querier.v1.QuerierService/") + method);
    url.setQuery(QString());
    url.setFragment(QString());
    return url;
}

QUrl StoreConnection::buildInfoUrl() const
{
    QUrl url = methodUrl(QString());
    QString path = baseUrl.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    url.setPath(path + QLatin1String("/api/v1/status/buildinfo"));
    return url;
}

QByteArray StoreConnection::cacheScope() const
{
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(baseUrl.toEncoded());
    h.addData(QByteArrayView("\n"));
    h.addData(tenant.toUtf8());
    h.addData(QByteArrayView("\n"));
    h.addData(authorizationHeader());
    return h.result();
}

} // namespace hearth

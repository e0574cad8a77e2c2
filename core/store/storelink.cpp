// SPDX-License-Identifier: MIT
#include "storelink.h"
#include "labelselector.h"
#include "storetime.h"

#include <QUrlQuery>

namespace hearth {

namespace {

const QLatin1String componentsPart("/components/");

QByteArray encoded(const QString &s)
{
    return QUrl::toPercentEncoding(s);
}

} // namespace

QUrl StoreLink::toUrl() const
{
    QUrl url = base;
    QByteArray path = base.path(QUrl::FullyEncoded).toUtf8();
    while (path.endsWith('/'))
        path.chop(1);
    path += "/components/" + encoded(component) +
            (view == View::Memory ? QByteArray("/memory") : QByteArray("/profile"));
    QByteArray query;
    auto item = [&query](const char *key, const QByteArray &value) {
        if (!query.isEmpty())
            query += '&';
        query += key;
        query += '=';
        query += value;
    };
    if (!profileType.isEmpty() && view == View::Profile)
        item("type", encoded(profileType));
    if (!operationLabel.isEmpty() && view == View::Profile)
        item("operation", encoded(operationLabel + QLatin1Char('=') + operationValue));
    item("from", QByteArray::number(fromMs));
    item("until", QByteArray::number(untilMs));
    for (const Transform &t : transforms)
        item("transform", encoded(t.toString()));
    url.setPath(QString::fromLatin1(path), QUrl::TolerantMode);
    url.setQuery(QString::fromLatin1(query), QUrl::TolerantMode);
    url.setFragment(QString());
    return url;
}

std::optional<StoreLink> StoreLink::parse(const QUrl &url, qint64 nowMs)
{
    if (!url.isValid() ||
        (url.scheme() != QLatin1String("http") && url.scheme() != QLatin1String("https")))
        return std::nullopt;
    const QString path = url.path(QUrl::FullyEncoded);
    const qsizetype at = path.lastIndexOf(componentsPart);
    if (at < 0)
        return std::nullopt;
    QString rest = path.mid(at + componentsPart.size());
    while (rest.endsWith(QLatin1Char('/')))
        rest.chop(1);
    StoreLink link;
    if (rest.endsWith(QLatin1String("/memory")))
        link.view = View::Memory;
    else if (!rest.endsWith(QLatin1String("/profile")))
        return std::nullopt;
    rest.chop(rest.size() - rest.lastIndexOf(QLatin1Char('/')));
    if (rest.isEmpty() || rest.contains(QLatin1Char('/')))
        return std::nullopt;

    link.component = QUrl::fromPercentEncoding(rest.toLatin1());
    link.base = url;
    link.base.setPath(path.left(at), QUrl::TolerantMode);
    link.base.setQuery(QString());
    link.base.setFragment(QString());

    const QUrlQuery query(url);
    // The memory of the whole component: no type or operation to choose.
    if (link.view == View::Profile)
        link.profileType = query.queryItemValue(QStringLiteral("type"), QUrl::FullyDecoded);
    const QString op = link.view == View::Profile
                           ? query.queryItemValue(QStringLiteral("operation"), QUrl::FullyDecoded)
                           : QString();
    if (!op.isEmpty()) {
        const qsizetype eq = op.indexOf(QLatin1Char('='));
        if (eq <= 0 || !LabelSelector::isValidLabelName(op.left(eq)))
            return std::nullopt;
        link.operationLabel = op.left(eq);
        link.operationValue = op.mid(eq + 1);
    }
    const QString from = query.queryItemValue(QStringLiteral("from"), QUrl::FullyDecoded);
    const QString until = query.queryItemValue(QStringLiteral("until"), QUrl::FullyDecoded);
    const auto f = StoreTime::parse(from.isEmpty() ? QStringLiteral("now-1h") : from, nowMs);
    const auto u = StoreTime::parse(until.isEmpty() ? QStringLiteral("now") : until, nowMs);
    if (!f || !u)
        return std::nullopt;
    const QStringList transforms =
        query.allQueryItemValues(QStringLiteral("transform"), QUrl::FullyDecoded);
    for (const QString &text : transforms) {
        const std::optional<Transform> t = Transform::fromString(text);
        if (!t)
            return std::nullopt;
        link.transforms << *t;
    }
    link.fromMs = *f;
    link.untilMs = *u;
    return link;
}

} // namespace hearth

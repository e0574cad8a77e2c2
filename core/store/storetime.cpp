// SPDX-License-Identifier: MIT
#include "storetime.h"

#include <QDateTime>
#include <QRegularExpression>

namespace hearth {

namespace {

std::optional<qint64> parseRelative(QStringView text, qint64 nowMs)
{
    // "-15m": a minus, digits, one unit letter.
    if (text.size() < 3 || text.front() != u'-')
        return std::nullopt;
    const QChar unit = text.back();
    bool ok = false;
    const qint64 n = text.mid(1, text.size() - 2).toLongLong(&ok);
    if (!ok || n < 0 || !text.at(1).isDigit())
        return std::nullopt;
    qint64 unitMs = 0;
    switch (unit.unicode()) {
    case u's':
        unitMs = 1000;
        break;
    case u'm':
        unitMs = 60 * 1000;
        break;
    case u'h':
        unitMs = 3600 * 1000;
        break;
    case u'd':
        unitMs = 24 * 3600 * 1000;
        break;
    case u'w':
        unitMs = 7 * 24 * 3600 * qint64(1000);
        break;
    default:
        return std::nullopt;
    }
    if (n > (qint64(1) << 50) / unitMs)
        return std::nullopt;
    return nowMs - n * unitMs;
}

std::optional<qint64> parseRfc3339(const QString &text)
{
    static const QRegularExpression re(QStringLiteral(
        "^\\d{4}-\\d{2}-\\d{2}[Tt ]\\d{2}:\\d{2}:\\d{2}(\\.\\d{1,9})?([Zz]|[+-]\\d{2}:\\d{2})$"));
    if (!re.match(text).hasMatch())
        return std::nullopt;
    QString s = text;
    s[10] = QLatin1Char('T');
    if (s.endsWith(QLatin1Char('z')))
        s.back() = QLatin1Char('Z');
    // Qt parses at most milliseconds: cut longer fractions.
    static const QRegularExpression frac(QStringLiteral("\\.(\\d{3})\\d+"));
    s.replace(frac, QStringLiteral(".\\1"));
    const QDateTime dt = QDateTime::fromString(s, Qt::ISODateWithMs);
    if (!dt.isValid())
        return std::nullopt;
    return dt.toMSecsSinceEpoch();
}

} // namespace

std::optional<qint64> StoreTime::parse(const QString &input, qint64 nowMs)
{
    const QString text = input.trimmed();
    if (text.isEmpty())
        return std::nullopt;
    if (text == QLatin1String("now"))
        return nowMs;
    if (text.startsWith(QLatin1String("now-")))
        return parseRelative(QStringView(text).mid(3), nowMs);
    if (text.front() == QLatin1Char('-'))
        return parseRelative(text, nowMs);
    bool allDigits = text.size() <= 16;
    for (const QChar c : text)
        allDigits = allDigits && c.isDigit() && c.unicode() < 128;
    if (allDigits)
        return text.toLongLong();
    return parseRfc3339(text);
}

qint64 StoreTime::nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

QString StoreTime::toRfc3339(qint64 ms)
{
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(Qt::ISODateWithMs);
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "quantity.h"

#include "analysis/plural.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace hearth {

namespace {

// This file's strings, in the hearth::Quantity context: a class, so lupdate reads the
// Tr::tr() calls as they are.
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(hearth::Quantity)
};

// Three significant digits, trailing zeros dropped: 2.24, 10, 412, 7.5.
QString sig3(double v)
{
    const double a = std::fabs(v);
    const int decimals = a >= 100 ? 0 : a >= 10 ? 1 : 2;
    QString s = QLocale().toString(v, 'f', decimals);
    const QChar dot = QLocale().decimalPoint().at(0);
    if (decimals > 0) {
        while (s.endsWith(QLatin1Char('0')))
            s.chop(1);
        if (s.endsWith(dot))
            s.chop(1);
    }
    return s;
}

QString whole(qint64 v)
{
    return QLocale().toString(v);
}

} // namespace

qint64 Quantity::nanosPerUnit(const QString &unit)
{
    const QString u = unit.toLower();
    if (u == QLatin1String("nanoseconds") || u == QLatin1String("ns") ||
        u == QLatin1String("nanosecond"))
        return 1;
    if (u == QLatin1String("microseconds") || u == QLatin1String("us") ||
        u == QLatin1String("microsecond"))
        return 1000;
    if (u == QLatin1String("milliseconds") || u == QLatin1String("ms") ||
        u == QLatin1String("millisecond"))
        return 1000000;
    if (u == QLatin1String("seconds") || u == QLatin1String("s") || u == QLatin1String("second"))
        return 1000000000;
    return 0;
}

Quantity::Kind Quantity::kindOf(const ValueType &type)
{
    if (nanosPerUnit(type.unit) > 0)
        return Kind::Time;
    const QString u = type.unit.toLower();
    if (u == QLatin1String("bytes") || u == QLatin1String("byte"))
        return Kind::Bytes;
    if (u == QLatin1String("count") || u.isEmpty()) {
        const QString t = type.type.toLower();
        if (t == QLatin1String("samples") || t == QLatin1String("sample"))
            return Kind::Samples;
        return u.isEmpty() && t.isEmpty() ? Kind::Other : Kind::Count;
    }
    return Kind::Other;
}

QString Quantity::formatDuration(qint64 nanos)
{
    const double a = std::fabs(double(nanos));
    const QString sign = nanos < 0 ? QStringLiteral("-") : QString();
    if (a < 1e3)
        return Tr::tr("%1 ns").arg(whole(nanos));
    if (a < 1e6)
        return Tr::tr("%1 µs").arg(sig3(double(nanos) / 1e3));
    if (a < 1e9)
        return Tr::tr("%1 ms").arg(sig3(double(nanos) / 1e6));
    if (a < 60e9)
        return Tr::tr("%1 s").arg(sig3(double(nanos) / 1e9));
    const qint64 secs = qint64(std::llround(a / 1e9));
    if (secs < 3600)
        return sign + Tr::tr("%1 min %2 s").arg(secs / 60).arg(secs % 60);
    return sign + Tr::tr("%1 h %2 min").arg(secs / 3600).arg((secs % 3600) / 60);
}

QString Quantity::formatBytes(qint64 bytes)
{
    const double a = std::fabs(double(bytes));
    if (a < 1024)
        return Tr::tr("%1 B").arg(whole(bytes));
    static const char *const units[] = {QT_TRANSLATE_NOOP("hearth::Quantity", "%1 KiB"),
                                        QT_TRANSLATE_NOOP("hearth::Quantity", "%1 MiB"),
                                        QT_TRANSLATE_NOOP("hearth::Quantity", "%1 GiB"),
                                        QT_TRANSLATE_NOOP("hearth::Quantity", "%1 TiB"),
                                        QT_TRANSLATE_NOOP("hearth::Quantity", "%1 PiB")};
    double v = double(bytes) / 1024;
    int i = 0;
    while (std::fabs(v) >= 1024 && i < 4) {
        v /= 1024;
        ++i;
    }
    return Tr::tr(units[i]).arg(sig3(v));
}

QString Quantity::format(qint64 value, const ValueType &type)
{
    switch (kindOf(type)) {
    case Kind::Time: {
        const qint64 per = nanosPerUnit(type.unit);
        qint64 ns;
        if (__builtin_mul_overflow(value, per, &ns))
            return Tr::tr("%1 s").arg(sig3(double(value) * double(per) / 1e9));
        return formatDuration(ns);
    }
    case Kind::Bytes:
        return formatBytes(value);
    case Kind::Samples: {
        const Plural c(value);
        return c.text(Tr::tr("%Ln sample(s)", nullptr, c.n()));
    }
    case Kind::Count: {
        const QString t = type.type.toLower();
        if (t.contains(QLatin1String("object"))) {
            const Plural c(value);
            return c.text(Tr::tr("%Ln object(s)", nullptr, c.n()));
        }
        return Tr::tr("%1 %2").arg(whole(value), type.type);
    }
    case Kind::Other:
        break;
    }
    return type.unit.isEmpty() ? whole(value) : Tr::tr("%1 %2").arg(whole(value), type.unit);
}

QString Quantity::formatCell(qint64 value, const ValueType &type)
{
    const Kind k = kindOf(type);
    if (k == Kind::Samples || k == Kind::Count || k == Kind::Other)
        return whole(value);
    return format(value, type);
}

QString Quantity::totalPhrase(qint64 total, const ValueType &type)
{
    const QString t = type.type.toLower();
    const QString amount = format(total, type);
    switch (kindOf(type)) {
    case Kind::Time:
        if (t == QLatin1String("cpu") || t.contains(QLatin1String("cpu")))
            return Tr::tr("%1 of CPU").arg(amount);
        if (t == QLatin1String("wall") || t.contains(QLatin1String("wall")))
            return Tr::tr("%1 of wall time").arg(amount);
        return Tr::tr("%1 of %2").arg(amount, type.type);
    case Kind::Bytes:
    case Kind::Count:
        if (t.contains(QLatin1String("inuse")))
            return Tr::tr("%1 in use").arg(amount);
        if (t.contains(QLatin1String("alloc")))
            return Tr::tr("%1 allocated").arg(amount);
        if (t.contains(QLatin1String("retain")))
            return Tr::tr("%1 retained").arg(amount);
        return kindOf(type) == Kind::Bytes ? Tr::tr("%1 of %2").arg(amount, type.type) : amount;
    case Kind::Samples:
    case Kind::Other:
        break;
    }
    return amount;
}

QString Quantity::percent(qint64 part, qint64 whole)
{
    if (whole == 0)
        return QStringLiteral("–");
    return Tr::tr("%1%").arg(QLocale().toString(100.0 * double(part) / double(whole), 'f', 1));
}

QString Quantity::share(qint64 part, qint64 whole)
{
    if (whole != 0 && part > 0 && part < whole) {
        const double pct = 100.0 * double(part) / double(whole);
        if (pct < 0.05)
            return Tr::tr("<%1%").arg(QLocale().toString(0.1, 'f', 1));
        if (pct >= 99.95)
            return Tr::tr(">%1%").arg(QLocale().toString(99.9, 'f', 1));
    }
    return percent(part, whole);
}

bool ProfileTypeId::parse(const QString &id, ProfileTypeId *out)
{
    const QStringList parts = id.split(QLatin1Char(':'));
    if (parts.size() != 5 && parts.size() != 6)
        return false;
    ProfileTypeId r;
    r.name = parts[0];
    r.sampleType = parts[1];
    r.sampleUnit = parts[2];
    r.periodType = parts[3];
    r.periodUnit = parts[4];
    if (parts.size() == 6)
        r.delta = parts[5];
    *out = r;
    return true;
}

QString ProfileTypeId::toString() const
{
    QString s = name + QLatin1Char(':') + sampleType + QLatin1Char(':') + sampleUnit +
                QLatin1Char(':') + periodType + QLatin1Char(':') + periodUnit;
    if (!delta.isEmpty())
        s += QLatin1Char(':') + delta;
    return s;
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "plural.h"

#include <QLocale>

#include <limits>

namespace hearth {

namespace {

constexpr qint64 kStandIn = 2'000'000'000;
constexpr qint64 kDigits = 1'000'000;

} // namespace

Plural::Plural(qint64 count)
    : m_count(count)
{
    if (count >= 0 && count <= std::numeric_limits<int>::max()) {
        m_n = int(count);
    } else {
        // |count| % kDigits without overflowing on the smallest qint64.
        const qint64 digits = count < 0 ? -(count % kDigits) : count % kDigits;
        m_n = int(kStandIn + digits);
    }
}

QString Plural::text(QString translated) const
{
    if (m_count == m_n)
        return translated;
    // %Ln wrote the stand-in as the locale does, %n plainly: put the real count in both.
    const QLocale locale;
    translated.replace(locale.toString(m_n), locale.toString(m_count));
    translated.replace(QString::number(m_n), QString::number(m_count));
    return translated;
}

} // namespace hearth

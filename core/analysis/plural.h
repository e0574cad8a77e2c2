// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace hearth {

/// A count in a sentence with plural forms: tr("%Ln sample(s)", nullptr, c.n()), then
/// c.text(…). tr() takes an int; a count beyond it (or below zero) is passed as a number
/// with the same last six digits above two thousand million, which has the same plural form
/// in every language Qt knows, and text() writes the real count back in its place.
class Plural
{
public:
    explicit Plural(qint64 count);
    /// The number to give tr() as its plural argument.
    int n() const { return m_n; }
    /// A translation made with n(), showing the real count.
    QString text(QString translated) const;

private:
    qint64 m_count;
    int m_n;
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include <QSet>
#include <QString>

namespace hearth {

class Profile;

/// Which samples a call tree counts: all, those whose label `key` has one of `values`
/// (e.g. span_id = X, or a span and its descendants), or those without the label at all
/// ("outside any span").
class SampleFilter
{
public:
    enum class Mode { All, LabelIn, LabelAbsent };

    SampleFilter() = default;
    static SampleFilter all() { return {}; }
    static SampleFilter labelEquals(const QString &key, const QString &value);
    static SampleFilter labelIn(const QString &key, const QSet<QString> &values);
    static SampleFilter labelAbsent(const QString &key);

    Mode mode() const { return m_mode; }
    const QString &key() const { return m_key; }
    const QSet<QString> &values() const { return m_values; }

private:
    Mode m_mode = Mode::All;
    QString m_key;
    QSet<QString> m_values;
};

} // namespace hearth

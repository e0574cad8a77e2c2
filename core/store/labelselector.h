// SPDX-License-Identifier: MIT
#pragma once

#include <QList>
#include <QPair>
#include <QString>

namespace hearth {

/// A PromQL label selector as Pyroscope takes it: `{service_name="api", span_name=~"GET .*"}`.
class LabelSelector
{
public:
    enum class Op { Equal, NotEqual, Regex, NotRegex };
    struct Matcher
    {
        QString name;
        Op op = Op::Equal;
        QString value;
    };

    LabelSelector() = default;
    /// {service_name="<component>"}, the selector of one component.
    static LabelSelector component(const QString &name);

    /// Every pair as an equality matcher.
    static LabelSelector equalTo(const QList<QPair<QString, QString>> &pairs);

    LabelSelector &add(const QString &name, const QString &value, Op op = Op::Equal);
    const QList<Matcher> &matchers() const { return m_matchers; }
    bool isEmpty() const { return m_matchers.isEmpty(); }
    /// False when a label name is not a valid PromQL label name ([a-zA-Z_][a-zA-Z0-9_]*).
    bool isValid() const;

    /// `{a="x",b=~"y"}`; `{}` when empty.
    QString toString() const;
    /// A PromQL string literal's contents: backslash, double quote and control characters
    /// escaped (`a"b\c` -> `a\"b\\c`).
    static QString escape(const QString &value);
    static bool isValidLabelName(const QString &name);
    static QString opText(Op op);

private:
    QList<Matcher> m_matchers;
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "transform.h"

namespace hearth {

bool Transform::takesRegularExpression() const
{
    return kind == Kind::Hide || kind == Kind::Focus || kind == Kind::Ignore;
}

QString Transform::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Hide:
        return QStringLiteral("hide");
    case Kind::Focus:
        return QStringLiteral("focus");
    case Kind::Ignore:
        return QStringLiteral("ignore");
    case Kind::FocusFunction:
        return QStringLiteral("focus-function");
    case Kind::MergeFunction:
        return QStringLiteral("merge-function");
    case Kind::CollapseDirectRecursion:
        return QStringLiteral("collapse-recursion");
    case Kind::CollapseRecursion:
        return QStringLiteral("collapse-recursion-through");
    case Kind::FocusSubtree:
        return QStringLiteral("focus-subtree");
    }
    return {};
}

QString Transform::toString() const
{
    if (kind == Kind::CollapseDirectRecursion)
        return kindName(kind);
    return kindName(kind) + QStringLiteral(": ") + argument;
}

std::optional<Transform> Transform::fromString(const QString &text)
{
    static constexpr Kind kinds[] = {Kind::Hide,
                                     Kind::Focus,
                                     Kind::Ignore,
                                     Kind::FocusFunction,
                                     Kind::MergeFunction,
                                     Kind::CollapseDirectRecursion,
                                     Kind::CollapseRecursion,
                                     Kind::FocusSubtree};
    const QString separator = QStringLiteral(": ");
    for (Kind kind : kinds) {
        const QString name = kindName(kind);
        if (kind == Kind::CollapseDirectRecursion) {
            if (text == name)
                return Transform{kind, {}};
            continue;
        }
        if (text.size() > name.size() + separator.size() && text.startsWith(name + separator))
            return Transform{kind, text.mid(name.size() + separator.size())};
    }
    return std::nullopt;
}

Transform Transform::focusSubtree(const QStringList &path)
{
    QStringList escaped;
    for (QString name : path) {
        name.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
        name.replace(QLatin1Char(';'), QLatin1String("\\;"));
        escaped << name;
    }
    return {Kind::FocusSubtree, escaped.join(QLatin1Char(';'))};
}

QStringList Transform::subtreePath(const QString &argument)
{
    QStringList path;
    QString name;
    for (qsizetype i = 0; i < argument.size(); ++i) {
        const QChar c = argument[i];
        if (c == QLatin1Char('\\') && i + 1 < argument.size()) {
            name += argument[++i];
        } else if (c == QLatin1Char(';')) {
            path << name;
            name.clear();
        } else {
            name += c;
        }
    }
    path << name;
    return path;
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "spanshortname.h"

namespace hearth {

namespace {

// Where the tail after position i..i+len starts, if the separator at i splits the name.
bool splitsAt(const QString &name, qsizetype i, qsizetype *tail)
{
    const auto isWordChar = [&](qsizetype at) {
        return at >= 0 && at < name.size() && name.at(at).isLetterOrNumber();
    };
    if (name.mid(i, 2) == QLatin1String(": ") || name.mid(i, 2) == QLatin1String("::")) {
        *tail = i + 2;
        return true;
    }
    if (name.at(i) == QLatin1Char('#') && isWordChar(i - 1) && isWordChar(i + 1)) {
        *tail = i + 1;
        return true;
    }
    // Class.method, not file.ext: the part after the dot goes on into words.
    if (name.at(i) == QLatin1Char('.') && isWordChar(i - 1) && isWordChar(i + 1) &&
        name.indexOf(QLatin1Char(' '), i) > 0) {
        *tail = i + 1;
        return true;
    }
    return false;
}

} // namespace

QStringList SpanShortName::candidates(const QString &name)
{
    QStringList out{name};
    for (qsizetype i = 0; i + 1 < name.size(); ++i) {
        qsizetype tail = 0;
        if (!splitsAt(name, i, &tail))
            continue;
        const QString rest = name.mid(tail).trimmed();
        if (!rest.isEmpty() && rest != out.last())
            out << rest;
        i = tail - 1;
    }
    return out;
}

} // namespace hearth

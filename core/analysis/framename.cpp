// SPDX-License-Identifier: MIT
#include "framename.h"

#include <QRegularExpression>

#include <algorithm>

namespace hearth {

namespace {

/// A trailing ":29" or ":29:7".
const QRegularExpression &lineSuffix()
{
    static const QRegularExpression re(QStringLiteral(":(\\d+(?::\\d+)?)$"));
    return re;
}

/// Whether text reads as a source file: a path, or a name with a source extension.
bool looksLikeFile(QStringView text)
{
    static const QRegularExpression ext(QStringLiteral(
        "\\.(?:js|mjs|cjs|ts|tsx|jsx|py|rb|java|kt|cs|go|rs|php|lua|c|cc|cpp|h|hpp)$"));
    return text.contains(QLatin1Char('/')) || text.contains(QLatin1Char('\\')) ||
           ext.match(text).hasMatch();
}

} // namespace

FrameName FrameName::parse(const QString &name)
{
    FrameName f;
    f.function = name;
    QString rest = name;
    QString line;
    const QRegularExpressionMatch m = lineSuffix().match(rest);
    if (m.hasMatch() && m.capturedStart() > 0) {
        line = m.captured(1);
        rest.truncate(m.capturedStart());
    }
    // The file is everything before the last single ':' whose left side reads as a file.
    QString file;
    for (qsizetype i = rest.lastIndexOf(QLatin1Char(':')); i > 0;
         i = rest.lastIndexOf(QLatin1Char(':'), i - 1)) {
        if (rest.at(i - 1) == QLatin1Char(':') ||
            (i + 1 < rest.size() && rest.at(i + 1) == QLatin1Char(':'))) {
            --i; // "::" belongs to a qualified name, not a location
            if (i <= 0)
                break;
            continue;
        }
        const QStringView left = QStringView(rest).left(i);
        if (looksLikeFile(left)) {
            file = left.toString();
            rest = rest.mid(i + 1);
            break;
        }
    }
    if (file.isEmpty() && looksLikeFile(rest) && !line.isEmpty()) {
        // "/app/x.js:12": a file and a line, no function.
        file = rest;
        rest.clear();
    }
    if (file.isEmpty() && line.isEmpty())
        return f;
    f.file = file;
    f.line = line;
    f.function = rest.isEmpty() ? f.shortLocation() : rest;
    return f;
}

QString FrameName::shortLocation() const
{
    QString base = file;
    const qsizetype slash =
        std::max(base.lastIndexOf(QLatin1Char('/')), base.lastIndexOf(QLatin1Char('\\')));
    if (slash >= 0)
        base = base.mid(slash + 1);
    if (line.isEmpty())
        return base;
    return base + QLatin1Char(':') + line;
}

QString FrameName::display(const QString &name)
{
    const FrameName f = parse(name);
    if (!f.hasLocation() || f.function == f.shortLocation())
        return f.function;
    return f.function + QLatin1String("  (") + f.shortLocation() + QLatin1Char(')');
}

} // namespace hearth

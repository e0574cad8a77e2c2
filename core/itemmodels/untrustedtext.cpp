// SPDX-License-Identifier: MIT
#include "itemmodels/untrustedtext.h"

#include <QList>

namespace hearth {

namespace {

const QChar Ellipsis(0x2026);
const QChar NewlineSymbol(0x23CE); // ⏎

void appendEscape(QString &out, char16_t c)
{
    out += QLatin1String("\\u");
    out += QString::number(c, 16).toUpper().rightJustified(4, QLatin1Char('0'));
}

void appendShown(QString &out, QStringView part)
{
    for (qsizetype i = 0; i < part.size(); ++i) {
        const char16_t c = part[i].unicode();
        if (c == u'\n' || c == u'\r' || c == 0x2028 || c == 0x2029) {
            // \r\n is one line break, shown once.
            if (c == u'\r' && i + 1 < part.size() && part[i + 1] == u'\n')
                continue;
            out += NewlineSymbol;
        } else if (c == u'\t') {
            out += QLatin1Char(' ');
        } else if (UntrustedText::isHidden(c)) {
            appendEscape(out, c);
        } else if (QChar::isLowSurrogate(c) &&
                   (i == 0 || !QChar::isHighSurrogate(part[i - 1].unicode()))) {
            appendEscape(out, c); // a lone surrogate: not text
        } else if (QChar::isHighSurrogate(c) &&
                   (i + 1 >= part.size() || !QChar::isLowSurrogate(part[i + 1].unicode()))) {
            appendEscape(out, c);
        } else {
            out += QChar(c);
        }
    }
}

} // namespace

bool UntrustedText::isHidden(char16_t c)
{
    return c < 0x20 || (c >= 0x7F && c <= 0x9F) || c == 0x061C || c == 0x200E || c == 0x200F ||
           (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069) || c == 0xFEFF ||
           c == 0xFFFE || c == 0xFFFF;
}

QString UntrustedText::display(QStringView text, qsizetype maxLength)
{
    maxLength = qMax<qsizetype>(maxLength, 8);
    QString out;
    if (text.size() <= maxLength) {
        out.reserve(text.size());
        appendShown(out, text);
        return out;
    }
    // Elide in the middle, never splitting a surrogate pair; only the kept ends are read.
    qsizetype head = (maxLength - 1) * 2 / 3;
    qsizetype tail = maxLength - 1 - head;
    if (head > 0 && QChar::isHighSurrogate(text[head - 1].unicode()))
        --head;
    qsizetype tailStart = text.size() - tail;
    if (QChar::isLowSurrogate(text[tailStart].unicode()))
        ++tailStart;
    out.reserve(maxLength + 16);
    appendShown(out, text.first(head));
    out += Ellipsis;
    appendShown(out, text.sliced(tailStart));
    return out;
}

QString UntrustedText::paragraph(QStringView text, qsizetype maxLength)
{
    QString out;
    bool first = true;
    for (QStringView line : text.first(qMin(text.size(), maxLength)).split(u'\n')) {
        if (!first)
            out += QLatin1Char('\n');
        first = false;
        out += display(line, maxLength);
    }
    if (text.size() > maxLength)
        out += Ellipsis;
    return out;
}

QString UntrustedText::html(QStringView text, qsizetype maxLength)
{
    return display(text, maxLength).toHtmlEscaped();
}

QString UntrustedText::toolTip(const QString &plain)
{
    // <qt> marks the text as rich, so Qt does not guess; every '<' of the text is escaped.
    QString escaped = plain.toHtmlEscaped();
    escaped.replace(QLatin1Char('\n'), QLatin1String("<br>"));
    return QLatin1String("<qt>") + escaped + QLatin1String("</qt>");
}

QString UntrustedText::menuText(QStringView text, qsizetype maxLength)
{
    return display(text, maxLength).replace(QLatin1Char('&'), QLatin1String("&&"));
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "labelselector.h"

namespace hearth {

LabelSelector LabelSelector::component(const QString &name)
{
    LabelSelector s;
    s.add(QStringLiteral("service_name"), name);
    return s;
}

LabelSelector LabelSelector::equalTo(const QList<QPair<QString, QString>> &pairs)
{
    LabelSelector s;
    for (const auto &p : pairs)
        s.add(p.first, p.second);
    return s;
}

LabelSelector &LabelSelector::add(const QString &name, const QString &value, Op op)
{
    m_matchers.append({name, op, value});
    return *this;
}

bool LabelSelector::isValidLabelName(const QString &name)
{
    if (name.isEmpty())
        return false;
    for (qsizetype i = 0; i < name.size(); ++i) {
        const char16_t c = name.at(i).unicode();
        const bool alpha = (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || c == u'_';
        const bool digit = c >= u'0' && c <= u'9';
        if (!(alpha || (i > 0 && digit)))
            return false;
    }
    return true;
}

bool LabelSelector::isValid() const
{
    for (const Matcher &m : m_matchers) {
        if (!isValidLabelName(m.name))
            return false;
    }
    return true;
}

QString LabelSelector::opText(Op op)
{
    switch (op) {
    case Op::Equal:
        return QStringLiteral("=");
    case Op::NotEqual:
        return QStringLiteral("!=");
    case Op::Regex:
        return QStringLiteral("=~");
    case Op::NotRegex:
        return QStringLiteral("!~");
    }
    return {};
}

QString LabelSelector::escape(const QString &value)
{
    QString out;
    out.reserve(value.size() + 8);
    for (const QChar c : value) {
        switch (c.unicode()) {
        case u'\\':
            out += QLatin1String("\\\\");
            break;
        case u'"':
            out += QLatin1String("\\\"");
            break;
        case u'\n':
            out += QLatin1String("\\n");
            break;
        case u'\r':
            out += QLatin1String("\\r");
            break;
        case u'\t':
            out += QLatin1String("\\t");
            break;
        default:
            if (c.unicode() < 0x20) {
                out += QLatin1String("\\x") +
                       QString::number(c.unicode(), 16).rightJustified(2, QLatin1Char('0'));
            } else {
                out += c;
            }
        }
    }
    return out;
}

QString LabelSelector::toString() const
{
    QString out = QStringLiteral("{");
    for (qsizetype i = 0; i < m_matchers.size(); ++i) {
        const Matcher &m = m_matchers.at(i);
        if (i > 0)
            out += QLatin1Char(',');
        out += m.name + opText(m.op) + QLatin1Char('"') + escape(m.value) + QLatin1Char('"');
    }
    out += QLatin1Char('}');
    return out;
}

} // namespace hearth

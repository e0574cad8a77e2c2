// SPDX-License-Identifier: MIT
#include "jsoncursor.h"

#include <charconv>
#include <cstring>
#include <string>

namespace hearth {

namespace {

QByteArrayView clip(QByteArrayView v, qsizetype n)
{
    return v.first(std::min(n, v.size()));
}

QString latin1(QByteArrayView v)
{
    return QString::fromLatin1(clip(v, 32));
}

} // namespace

JsonCursor::JsonCursor(QByteArrayView data, QString format)
    : m_begin(data.data())
    , m_p(data.data())
    , m_end(data.data() + data.size())
    , m_format(std::move(format))
{
    // A UTF-8 byte order mark is not JSON, but editors write it.
    if (m_end - m_p >= 3 && std::memcmp(m_p, "\xef\xbb\xbf", 3) == 0)
        m_p += 3;
}

void JsonCursor::skipSpace()
{
    while (m_p < m_end && (*m_p == ' ' || *m_p == '\n' || *m_p == '\r' || *m_p == '\t'))
        ++m_p;
}

bool JsonCursor::endOfData(const char *what)
{
    return fail(QStringLiteral("the data ends where %1 was expected").arg(QLatin1String(what)),
                ParseError::Kind::Truncated);
}

bool JsonCursor::fail(const QString &detail, ParseError::Kind kind)
{
    if (!failed() && kind == ParseError::Kind::Cancelled) {
        m_error = ParseError::at(kind, std::min<qint64>(offset(), m_end - m_begin), detail);
    } else if (!failed()) {
        m_error = ParseError::at(kind, std::min<qint64>(offset(), m_end - m_begin),
                                 m_format + QStringLiteral(": ") + path() + QStringLiteral(": ") +
                                     detail);
    }
    return false;
}

QString JsonCursor::path() const
{
    QString s = QStringLiteral("$");
    for (const Level &l : m_stack) {
        if (l.array) {
            if (l.index >= 0)
                s += QLatin1Char('[') + QString::number(l.index) + QLatin1Char(']');
        } else if (!l.key.isNull()) {
            s += QLatin1Char('.') + QString::fromUtf8(clip(l.key, 64));
        }
    }
    return s;
}

bool JsonCursor::expect(char c, const char *what)
{
    if (failed())
        return false;
    skipSpace();
    if (m_p == m_end)
        return endOfData(what);
    if (*m_p != c)
        return fail(QStringLiteral("expected %1, found `%2`")
                        .arg(QLatin1String(what), QString::fromLatin1(m_p, 1)));
    ++m_p;
    return true;
}

char JsonCursor::peek()
{
    if (failed())
        return 0;
    skipSpace();
    if (m_p == m_end)
        return 0;
    const char c = *m_p;
    if (c == '-' || (c >= '0' && c <= '9'))
        return '0';
    return c;
}

bool JsonCursor::beginObject()
{
    if (!expect('{', "an object"))
        return false;
    m_stack.push_back(Level{false, true, -1, {}});
    return true;
}

bool JsonCursor::beginArray()
{
    if (!expect('[', "an array"))
        return false;
    m_stack.push_back(Level{true, true, -1, {}});
    return true;
}

bool JsonCursor::nextKey(QByteArrayView *key)
{
    if (!nextMember(false))
        return false;
    Level &l = m_stack.back();
    skipSpace();
    if (m_p == m_end)
        return endOfData("a key");
    if (*m_p != '"')
        return fail(QStringLiteral("expected a key in quotes"));
    if (!scanString(key, &m_keyBuffer))
        return false;
    l.key = *key;
    return expect(':', "`:`");
}

bool JsonCursor::nextElement()
{
    if (!nextMember(true))
        return false;
    ++m_stack.back().index;
    return true;
}

bool JsonCursor::nextMember(bool array)
{
    if (failed() || m_stack.empty() || m_stack.back().array != array || cancelled())
        return false;
    Level &l = m_stack.back();
    skipSpace();
    if (m_p == m_end)
        return endOfData(array ? (l.first ? "a value or `]`" : "`,` or `]`")
                               : (l.first ? "a key or `}`" : "`,` or `}`"));
    const char close = array ? ']' : '}';
    if (*m_p == close) {
        ++m_p;
        m_stack.pop_back();
        return false;
    }
    if (!l.first) {
        if (*m_p == ',')
            ++m_p; // the common case, without expect()'s checks again
        else if (!expect(',', array ? "`,` or `]`" : "`,` or `}`"))
            return false;
    }
    l.first = false;
    return true;
}

bool JsonCursor::scanString(QByteArrayView *s, QByteArray *buffer)
{
    ++m_p; // the opening quote
    const char *start = m_p;
    while (m_p < m_end && *m_p != '"' && *m_p != '\\' && quint8(*m_p) >= 0x20)
        ++m_p;
    if (m_p < m_end && *m_p == '"') {
        *s = QByteArrayView(start, m_p - start);
        ++m_p;
        return true;
    }
    buffer->clear();
    buffer->append(start, m_p - start);
    while (m_p < m_end) {
        const char c = *m_p;
        if (c == '"') {
            ++m_p;
            *s = QByteArrayView(*buffer);
            return true;
        }
        if (quint8(c) < 0x20)
            return fail(QStringLiteral("a control character in a string"));
        if (c != '\\') {
            buffer->append(c);
            ++m_p;
            continue;
        }
        if (m_end - m_p < 2)
            break;
        const char e = m_p[1];
        m_p += 2;
        switch (e) {
        case '"':
        case '\\':
        case '/':
            buffer->append(e);
            continue;
        case 'b':
            buffer->append('\b');
            continue;
        case 'f':
            buffer->append('\f');
            continue;
        case 'n':
            buffer->append('\n');
            continue;
        case 'r':
            buffer->append('\r');
            continue;
        case 't':
            buffer->append('\t');
            continue;
        case 'u':
            break;
        default:
            m_p -= 2;
            return fail(QStringLiteral("an unknown escape in a string"));
        }
        auto hex4 = [this](char32_t *out) {
            if (m_end - m_p < 4)
                return false;
            char32_t v = 0;
            for (int i = 0; i < 4; ++i) {
                const char h = m_p[i];
                const int d = h >= '0' && h <= '9'   ? h - '0'
                              : h >= 'a' && h <= 'f' ? h - 'a' + 10
                              : h >= 'A' && h <= 'F' ? h - 'A' + 10
                                                     : -1;
                if (d < 0)
                    return false;
                v = v * 16 + char32_t(d);
            }
            m_p += 4;
            *out = v;
            return true;
        };
        char32_t cp = 0;
        if (!hex4(&cp)) {
            if (m_end - m_p < 4)
                break;
            return fail(QStringLiteral("a bad \\u escape in a string"));
        }
        if (cp >= 0xd800 && cp <= 0xdbff && m_end - m_p >= 6 && m_p[0] == '\\' && m_p[1] == 'u') {
            const char *save = m_p;
            m_p += 2;
            char32_t low = 0;
            if (hex4(&low) && low >= 0xdc00 && low <= 0xdfff)
                cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00);
            else
                m_p = save;
        }
        if (cp >= 0xd800 && cp <= 0xdfff)
            cp = 0xfffd; // a lone surrogate
        const QString one = QString::fromUcs4(&cp, 1);
        buffer->append(one.toUtf8());
    }
    return endOfData("the end of a string");
}

bool JsonCursor::readString(QByteArrayView *s)
{
    if (failed())
        return false;
    skipSpace();
    if (m_p == m_end)
        return endOfData("a string");
    if (*m_p != '"')
        return fail(QStringLiteral("expected a string"));
    return scanString(s, &m_buffer);
}

bool JsonCursor::readString(QString *s)
{
    QByteArrayView v;
    if (!readString(&v))
        return false;
    *s = QString::fromUtf8(v);
    return true;
}

bool JsonCursor::scanNumber(QByteArrayView *text)
{
    if (failed())
        return false;
    skipSpace();
    if (m_p == m_end)
        return endOfData("a number");
    const char *start = m_p;
    while (m_p < m_end && ((*m_p >= '0' && *m_p <= '9') || *m_p == '-' || *m_p == '+' ||
                           *m_p == '.' || *m_p == 'e' || *m_p == 'E'))
        ++m_p;
    if (m_p == start) {
        return fail(QStringLiteral("expected a number"));
    }
    *text = QByteArrayView(start, m_p - start);
    return true;
}

bool JsonCursor::readInt(qint64 *v)
{
    // The common case first: up to 18 digits, optionally negative, not followed by a fraction
    // or an exponent. Anything else takes the general path below.
    if (failed())
        return false;
    skipSpace();
    {
        const char *p = m_p;
        const bool negative = p < m_end && *p == '-';
        if (negative)
            ++p;
        const char *digits = p;
        qint64 x = 0;
        while (p < m_end && *p >= '0' && *p <= '9' && p - digits < 18)
            x = x * 10 + (*p++ - '0');
        if (p > digits && (p == m_end || !((*p >= '0' && *p <= '9') || *p == '.' || *p == 'e' ||
                                           *p == 'E' || *p == '-' || *p == '+'))) {
            *v = negative ? -x : x;
            m_p = p;
            return true;
        }
    }
    const char *start = m_p;
    QByteArrayView t;
    if (!scanNumber(&t))
        return false;
    const auto r = std::from_chars(t.data(), t.data() + t.size(), *v);
    if (r.ec == std::errc() && r.ptr == t.data() + t.size())
        return true;
    // A whole number written with a fraction or exponent (1e3, 2.0) still reads.
    double d = 0;
    const auto rd = std::from_chars(t.data(), t.data() + t.size(), d);
    // The range first: converting a double out of qint64's range is undefined.
    if (rd.ec == std::errc() && rd.ptr == t.data() + t.size() && d > -9.2e18 && d < 9.2e18 &&
        d == double(qint64(d))) {
        *v = qint64(d);
        return true;
    }
    m_p = start;
    skipSpace();
    return fail(QStringLiteral("`%1` is not a whole number").arg(latin1(t)));
}

bool JsonCursor::readDouble(double *v)
{
    const char *start = m_p;
    QByteArrayView t;
    if (!scanNumber(&t))
        return false;
    const auto r = std::from_chars(t.data(), t.data() + t.size(), *v);
    if (r.ec == std::errc() && r.ptr == t.data() + t.size())
        return true;
    m_p = start;
    skipSpace();
    return fail(QStringLiteral("`%1` is not a number").arg(latin1(t)));
}

bool JsonCursor::readBool(bool *v)
{
    const char c = peek();
    if (c == 't' && m_end - m_p >= 4 && std::memcmp(m_p, "true", 4) == 0) {
        m_p += 4;
        *v = true;
        return true;
    }
    if (c == 'f' && m_end - m_p >= 5 && std::memcmp(m_p, "false", 5) == 0) {
        m_p += 5;
        *v = false;
        return true;
    }
    if (failed())
        return false;
    if (c == 0)
        return endOfData("true or false");
    return fail(QStringLiteral("expected true or false"));
}

bool JsonCursor::skipValue()
{
    // Iterative, so a deeply nested value cannot exhaust the stack: `open` holds the
    // brackets still open.
    std::string open;
    auto key = [this] {
        QByteArrayView k;
        skipSpace();
        if (m_p == m_end)
            return endOfData("a key");
        if (*m_p != '"')
            return fail(QStringLiteral("expected a key in quotes"));
        return scanString(&k, &m_keyBuffer) && expect(':', "`:`");
    };
    do {
        const char c = peek();
        if (failed() || cancelled())
            return false;
        switch (c) {
        case 0:
            return endOfData("a value");
        case '{':
        case '[': {
            const char close = c == '{' ? '}' : ']';
            ++m_p;
            skipSpace();
            if (m_p < m_end && *m_p == close) {
                ++m_p;
                break;
            }
            open.push_back(close);
            if (c == '{' && !key())
                return false;
            continue; // read the first value
        }
        case '"': {
            QByteArrayView s;
            if (!scanString(&s, &m_buffer))
                return false;
            break;
        }
        case '0': {
            QByteArrayView t;
            if (!scanNumber(&t))
                return false;
            break;
        }
        case 'n':
        case 't':
        case 'f': {
            const char *word = c == 'n' ? "null" : c == 't' ? "true" : "false";
            const size_t n = std::strlen(word);
            if (size_t(m_end - m_p) < n)
                return endOfData(word);
            if (std::memcmp(m_p, word, n) != 0)
                return fail(QStringLiteral("expected a value"));
            m_p += n;
            break;
        }
        default:
            return fail(
                QStringLiteral("expected a value, found `%1`").arg(QString::fromLatin1(m_p, 1)));
        }
        // After a value inside containers: `,` and the next, or the closing brackets.
        while (!open.empty()) {
            skipSpace();
            if (m_p == m_end)
                return endOfData("`,` or a closing bracket");
            if (*m_p == open.back()) {
                ++m_p;
                open.pop_back();
                continue;
            }
            if (*m_p != ',')
                return fail(QStringLiteral("expected `,` or `%1`").arg(QLatin1Char(open.back())));
            ++m_p;
            if (open.back() == '}' && !key())
                return false;
            break;
        }
    } while (!open.empty());
    return true;
}

bool JsonCursor::atEnd()
{
    skipSpace();
    return m_p == m_end;
}

} // namespace hearth

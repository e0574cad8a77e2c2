// SPDX-License-Identifier: MIT
#include "rustv0demangler.h"

#include <QString>

namespace hearth {

namespace {

// The grammar is RFC 2603's; names of the functions follow its productions. Every function
// returns false on anything it does not understand, and the whole symbol is then left alone.
class Parser
{
public:
    explicit Parser(QByteArrayView s)
        : m_s(s)
    {}

    bool symbol(QByteArray *out)
    {
        if (m_pos < m_s.size() && isDigit(m_s[m_pos]))
            return false; // an encoding version: none is defined yet
        if (!path(true, out))
            return false;
        // The instantiating crate, then a vendor suffix: neither is printed.
        if (m_pos < m_s.size() && m_s[m_pos] != '.' && m_s[m_pos] != '$') {
            QByteArray crate;
            if (!path(false, &crate))
                return false;
        }
        return m_pos == m_s.size() || m_s[m_pos] == '.' || m_s[m_pos] == '$';
    }

private:
    QByteArrayView m_s; // after `_R`: back-references count from here
    qsizetype m_pos = 0;
    int m_depth = 0;
    static constexpr int kMaxDepth = 100;
    static constexpr qsizetype kMaxOutput = 8192;

    static bool isDigit(char c) { return c >= '0' && c <= '9'; }
    static bool isLower(char c) { return c >= 'a' && c <= 'z'; }
    static bool isUpper(char c) { return c >= 'A' && c <= 'Z'; }

    bool eat(char c)
    {
        if (m_pos < m_s.size() && m_s[m_pos] == c) {
            ++m_pos;
            return true;
        }
        return false;
    }
    char next() { return m_pos < m_s.size() ? m_s[m_pos++] : '\0'; }
    char peek() const { return m_pos < m_s.size() ? m_s[m_pos] : '\0'; }

    // Guards the recursion (and so the output, through back-references) of hostile input.
    struct Depth
    {
        Parser *p;
        explicit Depth(Parser *parser)
            : p(parser)
        {
            ++p->m_depth;
        }
        ~Depth() { --p->m_depth; }
        bool ok() const { return p->m_depth <= kMaxDepth; }
    };

    // <base-62-number>: `_` is 0, else digits 0-9a-zA-Z and `_`, plus one.
    bool base62(quint64 *v)
    {
        if (eat('_')) {
            *v = 0;
            return true;
        }
        quint64 x = 0;
        while (true) {
            const char c = next();
            if (c == '_')
                break;
            const int d = isDigit(c)   ? c - '0'
                          : isLower(c) ? c - 'a' + 10
                          : isUpper(c) ? c - 'A' + 36
                                       : -1;
            if (d < 0 || __builtin_mul_overflow(x, quint64(62), &x) ||
                __builtin_add_overflow(x, quint64(d), &x))
                return false;
        }
        if (__builtin_add_overflow(x, quint64(1), &x))
            return false;
        *v = x;
        return true;
    }
    // [<disambiguator>]: `s` and a base-62 number, plus one; 0 without.
    bool disambiguator(quint64 *v)
    {
        *v = 0;
        if (!eat('s'))
            return true;
        if (!base62(v))
            return false;
        return !__builtin_add_overflow(*v, quint64(1), v);
    }
    bool decimal(quint64 *v)
    {
        if (!isDigit(peek()))
            return false;
        if (eat('0')) {
            *v = 0;
            return true;
        }
        quint64 x = 0;
        while (isDigit(peek()))
            if (__builtin_mul_overflow(x, quint64(10), &x) ||
                __builtin_add_overflow(x, quint64(next() - '0'), &x))
                return false;
        *v = x;
        return true;
    }
    // <undisambiguated-identifier>; Punycode (`u`) is not handled.
    bool identifier(QByteArrayView *name)
    {
        if (peek() == 'u')
            return false;
        quint64 len = 0;
        if (!decimal(&len))
            return false;
        eat('_');
        if (len > quint64(m_s.size() - m_pos))
            return false;
        *name = m_s.sliced(m_pos, qsizetype(len));
        m_pos += qsizetype(len);
        return true;
    }
    // Runs `f` at the back-referenced position, then continues after the reference.
    template <typename F> bool backref(F f)
    {
        const qsizetype at = m_pos - 1; // the `B`
        quint64 target = 0;
        if (!base62(&target) || target >= quint64(at))
            return false;
        const qsizetype saved = m_pos;
        m_pos = qsizetype(target);
        const bool ok = f();
        m_pos = saved;
        return ok;
    }

    bool path(bool inValue, QByteArray *out)
    {
        const Depth depth(this);
        if (!depth.ok() || out->size() > kMaxOutput)
            return false;
        const char tag = next();
        switch (tag) {
        case 'C': {
            quint64 dis = 0;
            QByteArrayView name;
            if (!disambiguator(&dis) || !identifier(&name))
                return false;
            *out += name;
            return true;
        }
        case 'N': {
            const char ns = next();
            if (!isLower(ns) && !isUpper(ns))
                return false;
            if (!path(inValue, out))
                return false;
            quint64 dis = 0;
            QByteArrayView name;
            if (!disambiguator(&dis) || !identifier(&name))
                return false;
            if (isUpper(ns)) {
                *out += "::{";
                *out += ns == 'C'   ? QByteArray("closure")
                        : ns == 'S' ? QByteArray("shim")
                                    : QByteArray(1, ns);
                if (!name.isEmpty()) {
                    *out += ':';
                    *out += name;
                }
                *out += '#' + QByteArray::number(dis) + '}';
            } else if (!name.isEmpty()) {
                *out += "::";
                *out += name;
            }
            return true;
        }
        case 'M':
        case 'X': {
            quint64 dis = 0;
            QByteArray skipped; // the impl's own path is not printed
            if (!disambiguator(&dis) || !path(false, &skipped))
                return false;
            *out += '<';
            if (!type(out))
                return false;
            if (tag == 'X') {
                *out += " as ";
                if (!path(false, out))
                    return false;
            }
            *out += '>';
            return true;
        }
        case 'Y':
            *out += '<';
            if (!type(out))
                return false;
            *out += " as ";
            if (!path(false, out))
                return false;
            *out += '>';
            return true;
        case 'I':
            if (!path(inValue, out))
                return false;
            if (inValue)
                *out += "::";
            return genericArgs(out);
        case 'B':
            return backref([&] { return path(inValue, out); });
        default:
            return false;
        }
    }
    // {<generic-arg>} "E", printed as `<a, b>`.
    bool genericArgs(QByteArray *out)
    {
        *out += '<';
        for (int i = 0; !eat('E'); ++i) {
            if (m_pos >= m_s.size())
                return false;
            if (i)
                *out += ", ";
            if (!genericArg(out))
                return false;
        }
        *out += '>';
        return true;
    }
    bool genericArg(QByteArray *out)
    {
        if (eat('L')) {
            quint64 l = 0;
            if (!base62(&l))
                return false;
            *out += "'_";
            return true;
        }
        if (eat('K'))
            return constant(out);
        return type(out);
    }
    static const char *basicType(char c)
    {
        switch (c) {
        case 'a':
            return "i8";
        case 'b':
            return "bool";
        case 'c':
            return "char";
        case 'd':
            return "f64";
        case 'e':
            return "str";
        case 'f':
            return "f32";
        case 'h':
            return "u8";
        case 'i':
            return "isize";
        case 'j':
            return "usize";
        case 'l':
            return "i32";
        case 'm':
            return "u32";
        case 'n':
            return "i128";
        case 'o':
            return "u128";
        case 'p':
            return "_";
        case 's':
            return "i16";
        case 't':
            return "u16";
        case 'u':
            return "()";
        case 'v':
            return "...";
        case 'x':
            return "i64";
        case 'y':
            return "u64";
        case 'z':
            return "!";
        default:
            return nullptr;
        }
    }
    bool binder()
    {
        quint64 n = 0;
        return !eat('G') || base62(&n);
    }
    bool type(QByteArray *out)
    {
        const Depth depth(this);
        if (!depth.ok() || out->size() > kMaxOutput)
            return false;
        const char c = peek();
        if (const char *basic = basicType(c)) {
            ++m_pos;
            *out += basic;
            return true;
        }
        switch (c) {
        case 'R':
        case 'Q': {
            ++m_pos;
            *out += '&';
            if (eat('L')) {
                quint64 l = 0;
                if (!base62(&l))
                    return false;
            }
            if (c == 'Q')
                *out += "mut ";
            return type(out);
        }
        case 'P':
        case 'O':
            ++m_pos;
            *out += c == 'P' ? "*const " : "*mut ";
            return type(out);
        case 'A':
        case 'S':
            ++m_pos;
            *out += '[';
            if (!type(out))
                return false;
            if (c == 'A') {
                *out += "; ";
                if (!constant(out))
                    return false;
            }
            *out += ']';
            return true;
        case 'T': {
            ++m_pos;
            *out += '(';
            int n = 0;
            for (; !eat('E'); ++n) {
                if (m_pos >= m_s.size())
                    return false;
                if (n)
                    *out += ", ";
                if (!type(out))
                    return false;
            }
            if (n == 1)
                *out += ',';
            *out += ')';
            return true;
        }
        case 'F':
            ++m_pos;
            return fnSig(out);
        case 'D': {
            ++m_pos;
            if (!binder())
                return false;
            *out += "dyn ";
            for (int n = 0; !eat('E'); ++n) {
                if (m_pos >= m_s.size())
                    return false;
                if (n)
                    *out += " + ";
                if (!dynTrait(out))
                    return false;
            }
            quint64 l = 0; // the object lifetime
            return eat('L') && base62(&l);
        }
        case 'B':
            ++m_pos;
            return backref([&] { return type(out); });
        default:
            return path(false, out);
        }
    }
    bool fnSig(QByteArray *out)
    {
        if (!binder())
            return false;
        if (eat('U'))
            *out += "unsafe ";
        if (eat('K')) {
            *out += "extern \"";
            if (eat('C')) {
                *out += 'C';
            } else {
                QByteArrayView abi;
                if (!identifier(&abi))
                    return false;
                *out += abi.toByteArray().replace('_', '-');
            }
            *out += "\" ";
        }
        *out += "fn(";
        for (int n = 0; !eat('E'); ++n) {
            if (m_pos >= m_s.size())
                return false;
            if (n)
                *out += ", ";
            if (!type(out))
                return false;
        }
        *out += ')';
        if (eat('u'))
            return true; // returns ()
        *out += " -> ";
        return type(out);
    }
    // <path> {"p" <undisambiguated-identifier> <type>}: `Trait<Args, Name = Type>`.
    bool dynTrait(QByteArray *out)
    {
        QByteArray trait;
        const bool generic = peek() == 'I';
        if (!path(false, &trait))
            return false;
        QByteArray bindings;
        while (eat('p')) {
            QByteArrayView name;
            if (!identifier(&name))
                return false;
            if (!bindings.isEmpty())
                bindings += ", ";
            bindings += name;
            bindings += " = ";
            if (!type(&bindings))
                return false;
        }
        if (!bindings.isEmpty()) {
            if (generic && trait.endsWith('>')) {
                trait.chop(1);
                trait += ", " + bindings + '>';
            } else {
                trait += '<' + bindings + '>';
            }
        }
        *out += trait;
        return true;
    }
    bool constant(QByteArray *out)
    {
        const Depth depth(this);
        if (!depth.ok())
            return false;
        if (eat('p')) {
            *out += '_';
            return true;
        }
        if (eat('B'))
            return backref([&] { return constant(out); });
        const char t = next();
        const bool negative = eat('n');
        quint64 v = 0;
        int digits = 0;
        while (peek() != '_') {
            const char c = next();
            const int d = isDigit(c) ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
            if (d < 0 || ++digits > 16)
                return false;
            v = v << 4 | quint64(d);
        }
        ++m_pos; // the `_`
        switch (t) {
        case 'b':
            if (v > 1)
                return false;
            *out += v ? "true" : "false";
            return true;
        case 'c': {
            if (v > 0x10ffff || (v >= 0xd800 && v < 0xe000))
                return false;
            const char32_t c32 = char32_t(v);
            *out += '\'' + QString::fromUcs4(&c32, 1).toUtf8() + '\'';
            return true;
        }
        case 'a':
        case 's':
        case 'l':
        case 'x':
        case 'n':
        case 'i': // signed
        case 'h':
        case 't':
        case 'm':
        case 'y':
        case 'o':
        case 'j': // unsigned
            if (negative)
                *out += '-';
            *out += QByteArray::number(v);
            return true;
        default:
            return false;
        }
    }
};

} // namespace

QByteArray RustV0Demangler::demangle(QByteArrayView symbol)
{
    if (!symbol.startsWith("_R"))
        return {};
    Parser p(symbol.sliced(2));
    QByteArray out;
    if (!p.symbol(&out))
        return {};
    return out;
}

} // namespace hearth

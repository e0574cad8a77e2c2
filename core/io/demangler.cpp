// SPDX-License-Identifier: MIT
#include "demangler.h"

#include "rustv0demangler.h"

#include <QString>

#include <cxxabi.h>

#include <cstdlib>
#include <vector>

namespace hearth {

namespace {

bool isLowerHex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// `h` and 16 lowercase hex digits: the hash rustc appends as the last path element.
bool isRustHash(QByteArrayView s)
{
    if (s.size() != 17 || s.front() != 'h')
        return false;
    for (char c : s.sliced(1))
        if (!isLowerHex(c))
            return false;
    return true;
}

// One legacy path element with its escapes decoded, or false on an unknown escape.
bool decodeElement(QByteArrayView e, QByteArray *out)
{
    if (e.startsWith("_$"))
        e = e.sliced(1);
    while (!e.isEmpty()) {
        if (e.startsWith("..")) {
            *out += "::";
            e = e.sliced(2);
        } else if (e.front() == '$') {
            const qsizetype end = e.indexOf('$', 1);
            if (end < 0)
                return false;
            const QByteArrayView esc = e.sliced(1, end - 1);
            static const struct
            {
                const char *code;
                char c;
            } kEscapes[] = {{"SP", '@'}, {"BP", '*'}, {"RF", '&'}, {"LT", '<'},
                            {"GT", '>'}, {"LP", '('}, {"RP", ')'}, {"C", ','}};
            bool found = false;
            for (const auto &k : kEscapes) {
                if (esc == k.code) {
                    *out += k.c;
                    found = true;
                    break;
                }
            }
            if (!found) {
                // $uXX$: a character by its code.
                if (esc.size() < 2 || esc.front() != 'u')
                    return false;
                bool ok = false;
                const uint code = esc.sliced(1).toByteArray().toUInt(&ok, 16);
                if (!ok || code == 0 || code > 0x10ffff || (code >= 0xd800 && code < 0xe000))
                    return false;
                const char32_t c32 = char32_t(code);
                *out += QString::fromUcs4(&c32, 1).toUtf8();
            }
            e = e.sliced(end + 1);
        } else {
            qsizetype n = 1;
            while (n < e.size() && e[n] != '$' &&
                   !(e[n] == '.' && n + 1 < e.size() && e[n + 1] == '.'))
                ++n;
            *out += e.first(n);
            e = e.sliced(n);
        }
    }
    return true;
}

} // namespace

QByteArray Demangler::rustLegacy(QByteArrayView s)
{
    if (!s.startsWith("_ZN"))
        return {};
    qsizetype p = 3;
    std::vector<QByteArrayView> elements;
    while (p < s.size() && s[p] != 'E') {
        qint64 len = 0;
        if (!isDigit(s[p]))
            return {};
        while (p < s.size() && isDigit(s[p])) {
            len = len * 10 + (s[p] - '0');
            if (len > s.size())
                return {};
            ++p;
        }
        if (len == 0 || p + len > s.size())
            return {};
        elements.push_back(s.sliced(p, qsizetype(len)));
        p += qsizetype(len);
    }
    if (p >= s.size() || elements.size() < 2 || !isRustHash(elements.back()))
        return {};
    // After the `E`: nothing, or a suffix LLVM added (`.llvm.1234`).
    const QByteArrayView rest = s.sliced(p + 1);
    if (!rest.isEmpty() && rest.front() != '.')
        return {};
    elements.pop_back();
    QByteArray out;
    for (size_t i = 0; i < elements.size(); ++i) {
        if (i)
            out += "::";
        if (!decodeElement(elements[i], &out))
            return {};
    }
    return out;
}

QByteArray Demangler::demangle(QByteArrayView symbol)
{
    if (symbol.startsWith("_R")) {
        const QByteArray d = RustV0Demangler::demangle(symbol);
        if (!d.isEmpty())
            return d;
    } else if (symbol.startsWith("_Z")) {
        const QByteArray rust = rustLegacy(symbol);
        if (!rust.isEmpty())
            return rust;
        int status = 0;
        const QByteArray z = symbol.toByteArray();
        char *d = abi::__cxa_demangle(z.constData(), nullptr, nullptr, &status);
        QByteArray out = status == 0 && d ? QByteArray(d) : QByteArray();
        std::free(d);
        if (!out.isEmpty())
            return out;
    } else if (symbol.size() > 19 && symbol.sliced(symbol.size() - 19).startsWith("::") &&
               isRustHash(symbol.sliced(symbol.size() - 17))) {
        return symbol.first(symbol.size() - 19).toByteArray();
    }
    return symbol.toByteArray();
}

} // namespace hearth

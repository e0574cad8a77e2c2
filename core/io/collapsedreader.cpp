// SPDX-License-Identifier: MIT
#include "collapsedreader.h"

#include "profile/profilebuilder.h"

#include <QHash>

namespace hearth {

namespace {

// True when [begin, end) ends in a count: whitespace, then digits. A line starting with `#`
// is a comment only without one (as flamegraph.pl, which ignores lines without a count), so
// a stack whose root frame starts with `#` reads back as the stack it is.
bool endsInCount(const char *begin, const char *end)
{
    const char *p = end;
    while (p > begin && p[-1] >= '0' && p[-1] <= '9')
        --p;
    return p < end && p > begin && (p[-1] == ' ' || p[-1] == '\t');
}

} // namespace

ProfileResult CollapsedReader::parse(const QByteArray &data, const ReadOptions &options)
{
    ProfileBuilder b;
    b.setSampleTypes({ValueType{QStringLiteral("samples"), QStringLiteral("count")}});
    QHash<QByteArray, quint32> locationOf; // frame text → location
    std::vector<quint32> stack;
    const char *p = data.constData();
    const char *end = p + data.size();
    qint64 lineNo = 0;
    while (p < end) {
        ++lineNo;
        const char *eol = static_cast<const char *>(memchr(p, '\n', size_t(end - p)));
        if (!eol)
            eol = end;
        const char *lineEnd = eol;
        if (lineEnd > p && lineEnd[-1] == '\r')
            --lineEnd;
        const char *lineStart = p;
        p = eol == end ? end : eol + 1; // never past the end, even without a final newline
        while (lineStart < lineEnd && (*lineStart == ' ' || *lineStart == '\t'))
            ++lineStart;
        if (lineStart == lineEnd || (*lineStart == '#' && !endsInCount(lineStart, lineEnd)))
            continue;
        if ((lineNo & 1023) == 0) {
            if (options.cancelled())
                return {nullptr, ParseError::atLine(ParseError::Kind::Cancelled, lineNo, {})};
            if (options.progress)
                options.progress(
                    int(150 + 850 * (p - data.constData()) / std::max<qsizetype>(1, data.size())));
        }
        // The count is the last space-separated field.
        const char *sp = lineEnd;
        while (sp > lineStart && sp[-1] != ' ' && sp[-1] != '\t')
            --sp;
        if (sp == lineStart || sp == lineEnd)
            return {nullptr, ParseError::atLine(ParseError::Kind::Malformed, lineNo,
                                                QStringLiteral("expected `frame;frame;… count`"))};
        qint64 count = 0;
        for (const char *q = sp; q < lineEnd; ++q) {
            if (*q < '0' || *q > '9' || __builtin_mul_overflow(count, 10, &count) ||
                __builtin_add_overflow(count, *q - '0', &count)) {
                return {nullptr,
                        ParseError::atLine(ParseError::Kind::Malformed, lineNo,
                                           QStringLiteral("the count `%1` is not a whole number")
                                               .arg(QString::fromUtf8(sp, lineEnd - sp)))};
            }
        }
        const char *framesEnd = sp;
        while (framesEnd > lineStart && (framesEnd[-1] == ' ' || framesEnd[-1] == '\t'))
            --framesEnd;
        stack.clear();
        const char *f = lineStart;
        while (f <= framesEnd) {
            const char *semi = static_cast<const char *>(memchr(f, ';', size_t(framesEnd - f)));
            if (!semi)
                semi = framesEnd;
            const QByteArray text = QByteArray::fromRawData(f, semi - f);
            if (!text.isEmpty()) {
                auto it = locationOf.constFind(text);
                quint32 loc;
                if (it == locationOf.constEnd()) {
                    Function fn;
                    fn.name = QString::fromUtf8(text);
                    const Line line{b.addFunction(fn), 0};
                    loc = b.addLocation(Location::NoMapping, 0, std::span<const Line>(&line, 1));
                    locationOf.insert(QByteArray(text.constData(), text.size()), loc);
                } else {
                    loc = it.value();
                }
                stack.push_back(loc);
            }
            f = semi + 1;
        }
        if (stack.empty())
            return {nullptr,
                    ParseError::atLine(ParseError::Kind::Malformed, lineNo,
                                       QStringLiteral("a line with a count but no frames"))};
        quint32 node = 0;
        for (quint32 loc : stack) // root first
            node = b.stackChild(node, loc);
        const qint64 v = count;
        b.addSample(node, std::span<const qint64>(&v, 1));
    }
    return {b.finish(), {}};
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "collapsedreader.h"

#include "profile/profilebuilder.h"
#include "profile/valuecounts.h"

#include <QHash>
#include <QIODevice>

#include <cstring>
#include <string>

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

// The length of the common prefix of [a, a + n) and [b, b + n), eight bytes at a time.
size_t commonPrefix(const char *a, const char *b, size_t n)
{
    size_t i = 0;
    while (i + 8 <= n) {
        quint64 x, y;
        std::memcpy(&x, a + i, 8);
        std::memcpy(&y, b + i, 8);
        if (x != y)
            return i + size_t(__builtin_ctzll(x ^ y) / 8);
        i += 8;
    }
    while (i < n && a[i] == b[i])
        ++i;
    return i;
}

// Reads lines one at a time, each without its '\n'. A line's frames that repeat the previous
// line's (a folded file is usually sorted, so most do) are not looked up again: their trie
// nodes, or function indices, are kept from the line before. No allocation per line.
class LineParser
{
public:
    explicit LineParser(const ReadOptions &options)
        : m_opt(options)
        , m_flat(options.flatStacks)
    {
        m_b.setSampleTypes({ValueType{QStringLiteral("samples"), QStringLiteral("count")}});
        if (m_flat)
            m_offsets.push_back(0);
    }

    qint64 lineNo() const { return m_lineNo; }
    bool line(const char *begin, const char *end);
    ProfileResult finish();
    ParseError error() const { return m_error; }

private:
    bool fail(const QString &detail)
    {
        m_error = ParseError::atLine(ParseError::Kind::Malformed, m_lineNo, detail);
        return false;
    }
    // The location (trie) or function (flat) of a frame's text.
    quint32 frameId(const char *begin, const char *end);
    void pushFlat(quint32 function);

    const ReadOptions &m_opt;
    const bool m_flat;
    ProfileBuilder m_b;
    ParseError m_error;
    qint64 m_lineNo = 0;
    QHash<QByteArray, quint32> m_ids; // frame text → location, or function when flat
    // The previous line's frames text; where each of its frames ends, and the trie node
    // (or the number of non-empty frames, when flat) after it.
    std::string m_prev;
    std::vector<quint32> m_ends;
    std::vector<quint32> m_after;
    // Flat: the current stack's functions, root first; the stacks laid out for FlatStacks.
    std::vector<quint32> m_stack;
    std::vector<quint16> m_narrow;
    std::vector<quint32> m_wide;
    std::vector<quint32> m_offsets;
    std::vector<qint64> m_values;
    bool m_treeNeeded = false;
    ValueCounts m_counts{1};
};

quint32 LineParser::frameId(const char *begin, const char *end)
{
    const QByteArray text = QByteArray::fromRawData(begin, end - begin);
    const auto it = m_ids.constFind(text);
    if (it != m_ids.constEnd())
        return it.value();
    Function fn;
    fn.name = QString::fromUtf8(text);
    const quint32 function = m_b.addFunction(fn);
    quint32 id = function;
    if (!m_flat) {
        const Line line{function, 0};
        id = m_b.addLocation(Location::NoMapping, 0, std::span<const Line>(&line, 1));
    }
    m_ids.insert(QByteArray(begin, end - begin), id);
    return id;
}

bool LineParser::line(const char *lineStart, const char *lineEnd)
{
    ++m_lineNo;
    if (lineEnd > lineStart && lineEnd[-1] == '\r')
        --lineEnd;
    while (lineStart < lineEnd && (*lineStart == ' ' || *lineStart == '\t'))
        ++lineStart;
    if (lineStart == lineEnd || (*lineStart == '#' && !endsInCount(lineStart, lineEnd)))
        return true;
    // The count is the last space-separated field.
    const char *sp = lineEnd;
    while (sp > lineStart && sp[-1] != ' ' && sp[-1] != '\t')
        --sp;
    if (sp == lineStart || sp == lineEnd)
        return fail(QStringLiteral("expected `frame;frame;… count`"));
    qint64 count = 0;
    for (const char *q = sp; q < lineEnd; ++q) {
        if (*q < '0' || *q > '9' || __builtin_mul_overflow(count, 10, &count) ||
            __builtin_add_overflow(count, *q - '0', &count)) {
            return fail(QStringLiteral("the count `%1` is not a whole number")
                            .arg(QString::fromUtf8(sp, lineEnd - sp)));
        }
    }
    const char *framesEnd = sp;
    while (framesEnd > lineStart && (framesEnd[-1] == ' ' || framesEnd[-1] == '\t'))
        --framesEnd;
    const size_t length = size_t(framesEnd - lineStart);

    // The frames this line shares with the previous one: those that end within the common
    // prefix, at a `;` or at the end of both lines' frames.
    const size_t common = commonPrefix(lineStart, m_prev.data(), std::min(length, m_prev.size()));
    size_t kept = 0;
    while (kept < m_ends.size()) {
        const size_t e = m_ends[kept];
        if (e > common)
            break;
        if (e == common && !(e == length || lineStart[e] == ';'))
            break;
        ++kept;
    }
    m_ends.resize(kept);
    m_after.resize(kept);
    quint32 node = kept ? m_after.back() : 0; // trie node, or (flat) the stack's depth
    if (m_flat)
        m_stack.resize(node);
    m_prev.assign(lineStart, length);
    size_t at = kept ? m_ends.back() + 1 : 0;
    while (at <= length) {
        const char *f = lineStart + at;
        const char *semi = static_cast<const char *>(memchr(f, ';', length - at));
        if (!semi)
            semi = framesEnd;
        if (semi > f) {
            const quint32 id = frameId(f, semi);
            if (m_flat) {
                m_stack.push_back(id);
                node = quint32(m_stack.size());
            } else {
                node = m_b.stackChild(node, id);
            }
        }
        m_ends.push_back(quint32(semi - lineStart));
        m_after.push_back(node);
        at = size_t(semi - lineStart) + 1;
    }
    if (node == 0)
        return fail(QStringLiteral("a line with a count but no frames"));
    const qint64 v = count;
    if (!m_flat) {
        m_b.addSample(node, std::span<const qint64>(&v, 1));
        return true;
    }
    m_counts.add(std::span<const qint64>(&v, 1));
    if (v == 0)
        return true;
    const size_t frames = m_wide.size() + m_narrow.size();
    if (frames + m_stack.size() > 0xffffffffu) {
        m_treeNeeded = true;
        return true;
    }
    if (m_b.functionCount() > 0x10000 && m_wide.empty() && !m_narrow.empty()) {
        m_wide.assign(m_narrow.begin(), m_narrow.end());
        std::vector<quint16>().swap(m_narrow);
    }
    if (m_b.functionCount() > 0x10000)
        m_wide.insert(m_wide.end(), m_stack.begin(), m_stack.end());
    else
        m_narrow.insert(m_narrow.end(), m_stack.begin(), m_stack.end());
    m_offsets.push_back(quint32(m_wide.size() + m_narrow.size()));
    m_values.push_back(v);
    return true;
}

ProfileResult LineParser::finish()
{
    if (!m_flat)
        return {m_b.finish(), {}};
    m_b.addCounts(m_counts);
    const quint32 functions = m_b.functionCount();
    if (functions > 0x10000 && m_wide.empty()) {
        m_wide.assign(m_narrow.begin(), m_narrow.end());
        std::vector<quint16>().swap(m_narrow);
    }
    m_narrow.shrink_to_fit();
    m_wide.shrink_to_fit();
    auto flat = std::make_shared<FlatStacks>(
        FlatStacks::fromFrames(0, functions, std::move(m_narrow), std::move(m_wide),
                               std::move(m_offsets), std::move(m_values), m_treeNeeded));
    return {m_b.finish(), {}, std::move(flat)};
}

// Progress and cancellation every 1024 lines; false (and the result set) when cancelled.
bool checkIn(const LineParser &parser, const ReadOptions &options, qint64 done, qint64 total,
             ProfileResult *cancelled)
{
    if ((parser.lineNo() & 1023) != 0)
        return true;
    if (options.cancelled()) {
        *cancelled = {nullptr,
                      ParseError::atLine(ParseError::Kind::Cancelled, parser.lineNo(), {})};
        return false;
    }
    if (options.progress)
        options.progress(int(150 + 850 * done / std::max<qint64>(1, total)));
    return true;
}

} // namespace

ProfileResult CollapsedReader::parse(const QByteArray &data, const ReadOptions &options)
{
    LineParser parser(options);
    const char *p = data.constData();
    const char *end = p + data.size();
    ProfileResult stopped;
    while (p < end) {
        const char *eol = static_cast<const char *>(memchr(p, '\n', size_t(end - p)));
        if (!eol)
            eol = end;
        if (!parser.line(p, eol))
            return {nullptr, parser.error()};
        p = eol == end ? end : eol + 1; // never past the end, even without a final newline
        if (!checkIn(parser, options, p - data.constData(), data.size(), &stopped))
            return stopped;
    }
    return parser.finish();
}

ProfileResult CollapsedReader::parse(QIODevice *device, const QByteArray &head, qint64 size,
                                     const ReadOptions &options)
{
    constexpr qsizetype chunk = qsizetype(4) << 20;
    LineParser parser(options);
    QByteArray buffer = head;
    qint64 done = 0;
    ProfileResult stopped;
    bool atEnd = false;
    while (!atEnd) {
        // Top the buffer up to a chunk past what is left of the last one.
        const qsizetype kept = buffer.size();
        buffer.resize(kept + chunk);
        const qint64 got = device->read(buffer.data() + kept, chunk);
        if (got < 0)
            return {nullptr,
                    ParseError::at(ParseError::Kind::CannotOpen, done, device->errorString())};
        buffer.resize(kept + qsizetype(got));
        atEnd = got == 0;
        const char *base = buffer.constData();
        const char *p = base;
        const char *end = base + buffer.size();
        for (;;) {
            const char *eol = static_cast<const char *>(memchr(p, '\n', size_t(end - p)));
            if (!eol) {
                if (!atEnd || p == end)
                    break;
                eol = end; // the last line, without a newline
            }
            if (!parser.line(p, eol))
                return {nullptr, parser.error()};
            p = eol == end ? end : eol + 1;
            if (!checkIn(parser, options, done + (p - base), size, &stopped))
                return stopped;
        }
        done += p - base;
        options.reportBytesRead(done); // the file's own bytes (a chunk at a time)
        buffer.remove(0, p - base);
    }
    return parser.finish();
}

} // namespace hearth

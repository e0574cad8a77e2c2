// SPDX-License-Identifier: MIT
#include "perfscriptreader.h"

#include "demangler.h"
#include "profile/profilebuilder.h"

#include <QHash>

#include <cstring>

namespace hearth {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t';
}

bool isHex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

QByteArrayView trimmed(QByteArrayView v)
{
    while (!v.isEmpty() && (isSpace(v.front()) || v.front() == '\r'))
        v = v.sliced(1);
    while (!v.isEmpty() && (isSpace(v.back()) || v.back() == '\r'))
        v.chop(1);
    return v;
}

// The whitespace-separated tokens of a line.
std::vector<QByteArrayView> tokens(QByteArrayView line)
{
    std::vector<QByteArrayView> out;
    qsizetype i = 0;
    while (i < line.size()) {
        while (i < line.size() && isSpace(line[i]))
            ++i;
        const qsizetype start = i;
        while (i < line.size() && !isSpace(line[i]))
            ++i;
        if (i > start)
            out.push_back(line.sliced(start, i - start));
    }
    return out;
}

bool allDigits(QByteArrayView t, bool allowSlash = false)
{
    if (t.isEmpty())
        return false;
    for (char c : t)
        if (!(c >= '0' && c <= '9') && !(allowSlash && c == '/'))
            return false;
    return true;
}

// `963.442564:`: a time field.
bool isTime(QByteArrayView t)
{
    if (t.size() < 3 || t.back() != ':')
        return false;
    t.chop(1);
    const qsizetype dot = t.indexOf('.');
    return dot > 0 && allDigits(t.first(dot)) && allDigits(t.sliced(dot + 1));
}

struct Header
{
    QByteArrayView comm;
    qint64 pid = -1;
    QByteArrayView event;
    qint64 period = -1;
    QByteArrayView rest; // a frame on the header line itself (perf script without -g)
};

// `comm pid/tid [cpu] time: period event: [ip sym (dso)]`; comm may contain spaces. False if
// the line has neither a pid nor an event.
bool parseHeader(QByteArrayView line, Header *h)
{
    const std::vector<QByteArrayView> t = tokens(line);
    // The pid: the first token of digits (or pid/tid) after the first; the comm before it.
    size_t p = 1;
    while (p < t.size() && !allDigits(t[p], true))
        ++p;
    size_t next;
    if (p < t.size()) {
        h->comm = QByteArrayView(t[0].data(), t[p - 1].data() + t[p - 1].size() - t[0].data());
        const QByteArrayView pid = t[p];
        const qsizetype slash = pid.indexOf('/');
        h->pid = (slash < 0 ? pid : pid.first(slash)).toByteArray().toLongLong();
        next = p + 1;
    } else {
        h->comm = t.empty() ? QByteArrayView() : t[0];
        next = 1;
    }
    if (next < t.size() && t[next].startsWith('[') && t[next].endsWith(']'))
        ++next; // the cpu
    if (next < t.size() && isTime(t[next]))
        ++next;
    if (next < t.size() && allDigits(t[next])) {
        h->period = t[next].toByteArray().toLongLong();
        ++next;
    }
    if (next < t.size() && t[next].endsWith(':')) {
        const qsizetype colon = t[next].indexOf(':');
        h->event = t[next].first(colon);
        ++next;
    }
    if (next < t.size())
        h->rest = QByteArrayView(t[next].data(), line.data() + line.size() - t[next].data());
    return h->pid >= 0 || !h->event.isEmpty();
}

// A frame line `address symbol+0xoff (dso)`: the frame's name as stackcollapse-perf names it
// and the dso. False if it is not such a line.
bool parseFrame(QByteArrayView line, QByteArray *name, QByteArrayView *dso)
{
    line = trimmed(line);
    qsizetype i = 0;
    while (i < line.size() && isHex(line[i]))
        ++i;
    if (i == 0 || (i < line.size() && !isSpace(line[i])))
        return false;
    QByteArrayView sym = trimmed(line.sliced(i));
    *dso = {};
    if (sym.endsWith(')')) {
        const qsizetype open = sym.lastIndexOf(" (");
        if (open >= 0) {
            *dso = sym.sliced(open + 2, sym.size() - open - 3);
            sym = trimmed(sym.first(open));
        } else if (sym.startsWith('(')) { // no symbol: `(dso)`
            *dso = sym.sliced(1, sym.size() - 2);
            sym = {};
        }
    }
    // The offset: `+0x1f`.
    const qsizetype plus = sym.lastIndexOf("+0x");
    if (plus > 0) {
        bool hex = true;
        for (char c : sym.sliced(plus + 3))
            hex = hex && isHex(c);
        if (hex)
            sym = sym.first(plus);
    }
    if (sym.isEmpty() || sym == "[unknown]") {
        if (!dso->isEmpty() && *dso != "[unknown]") {
            const qsizetype slash = dso->lastIndexOf('/');
            *name = '[' + dso->sliced(slash + 1).toByteArray() + ']';
        } else {
            *name = "[unknown]";
        }
        return true;
    }
    *name = Demangler::demangle(sym);
    return true;
}

} // namespace

bool PerfScriptReader::sniff(QByteArrayView head)
{
    // The first record: a header line, then an indented frame line.
    qsizetype p = 0;
    int lines = 0;
    QByteArrayView header;
    while (p < head.size() && lines < 64) {
        qsizetype eol = head.indexOf('\n', p);
        if (eol < 0)
            eol = head.size();
        const QByteArrayView line = head.sliced(p, eol - p);
        p = eol + 1;
        ++lines;
        const QByteArrayView t = trimmed(line);
        if (t.isEmpty() || (header.isEmpty() && t.startsWith('#')))
            continue;
        if (header.isEmpty()) {
            if (isSpace(line.front()))
                return false;
            header = line;
            Header h;
            // A time field or an event field: folded stacks have neither.
            const std::vector<QByteArrayView> tok = tokens(line);
            if (!std::any_of(tok.begin(), tok.end(), isTime) &&
                !(parseHeader(line, &h) && !h.event.isEmpty() && h.pid >= 0))
                return false;
            continue;
        }
        QByteArray name;
        QByteArrayView dso;
        return isSpace(line.front()) && parseFrame(line, &name, &dso);
    }
    return false;
}

ProfileResult PerfScriptReader::parse(const QByteArray &data, const ReadOptions &options)
{
    ProfileBuilder b;
    const quint32 commKey = b.addString(QStringLiteral("comm"));
    const quint32 pidKey = b.addString(QStringLiteral("pid"));
    QHash<QByteArray, quint32> locationOf; // name \0 dso
    QHash<QByteArray, quint32> mappingOf;
    QHash<QByteArray, quint32> commOf; // comm → its string and its root location
    QHash<QByteArray, quint32> rootOf;
    QList<QByteArray> events;
    QList<bool> timeEvent;
    struct Record
    {
        quint32 stack;
        int event;
        qint64 value;
        quint32 comm;
        qint64 pid;
    };
    std::vector<Record> records;
    std::vector<quint32> frames; // leaf first
    QByteArray name, key;

    auto location = [&](const QByteArray &n, QByteArrayView dso) {
        key = n;
        key += '\0';
        key += dso;
        auto it = locationOf.constFind(key);
        if (it != locationOf.constEnd())
            return it.value();
        quint32 mapping = Location::NoMapping;
        if (!dso.isEmpty() && dso != "[unknown]") {
            const QByteArray d = dso.toByteArray();
            auto m = mappingOf.constFind(d);
            if (m == mappingOf.constEnd()) {
                Mapping map;
                map.file = QString::fromUtf8(d);
                m = mappingOf.insert(d, b.addMapping(map));
            }
            mapping = m.value();
        }
        Function fn;
        fn.name = QString::fromUtf8(n);
        const Line line{b.addFunction(fn), 0};
        const quint32 loc = b.addLocation(mapping, 0, std::span<const Line>(&line, 1));
        locationOf.insert(QByteArray(key.constData(), key.size()), loc);
        return loc;
    };

    const char *p = data.constData();
    const char *end = p + data.size();
    qint64 lineNo = 0;
    Header h;
    bool inRecord = false;
    auto finishRecord = [&]() {
        if (!inRecord)
            return;
        inRecord = false;
        const QByteArray comm = h.comm.toByteArray();
        auto r = rootOf.constFind(comm);
        if (r == rootOf.constEnd()) {
            commOf.insert(comm, b.addString(QString::fromUtf8(comm)));
            r = rootOf.insert(comm, location(comm.isEmpty() ? QByteArray("[unknown]") : comm, {}));
        }
        quint32 node = b.stackChild(0, r.value());
        for (auto it = frames.rbegin(); it != frames.rend(); ++it)
            node = b.stackChild(node, *it);
        const QByteArray ev = h.event.isEmpty() ? QByteArray("samples") : h.event.toByteArray();
        qsizetype e = events.indexOf(ev);
        const bool isTime = ev == "cpu-clock" || ev == "task-clock";
        if (e < 0) {
            events << ev;
            timeEvent << (isTime && h.period > 0);
            e = events.size() - 1;
        } else if (timeEvent[e] && h.period <= 0) {
            timeEvent[e] = false; // periods missing somewhere: count samples
        }
        records.push_back(
            Record{node, int(e), h.period > 0 ? h.period : 1, commOf.value(comm), h.pid});
        frames.clear();
    };

    while (p < end) {
        ++lineNo;
        const char *eol = static_cast<const char *>(std::memchr(p, '\n', size_t(end - p)));
        if (!eol)
            eol = end;
        const QByteArrayView line(p, eol - p);
        p = eol == end ? end : eol + 1;
        if ((lineNo & 8191) == 0) {
            if (options.cancelled())
                return {nullptr, ParseError::atLine(ParseError::Kind::Cancelled, lineNo, {})};
            if (options.progress)
                options.progress(
                    int(150 + 700 * (p - data.constData()) / std::max<qsizetype>(1, data.size())));
        }
        const QByteArrayView t = trimmed(line);
        if (t.isEmpty()) {
            finishRecord();
            continue;
        }
        if (!isSpace(line.front())) {
            if (!inRecord && t.startsWith('#'))
                continue;
            finishRecord();
            h = Header();
            if (!parseHeader(t, &h))
                return {nullptr,
                        ParseError::atLine(ParseError::Kind::Malformed, lineNo,
                                           QStringLiteral("perf script: expected a sample's "
                                                          "first line, `comm pid time: event:`"))};
            inRecord = true;
            QByteArrayView dso;
            if (!h.rest.isEmpty() && parseFrame(h.rest, &name, &dso))
                frames.push_back(location(name, dso));
            continue;
        }
        QByteArrayView dso;
        if (!inRecord || !parseFrame(line, &name, &dso))
            return {nullptr,
                    ParseError::atLine(ParseError::Kind::Malformed, lineNo,
                                       inRecord ? QStringLiteral("perf script: expected a frame, "
                                                                 "`address symbol (binary)`")
                                                : QStringLiteral("perf script: a frame outside a "
                                                                 "sample"))};
        frames.push_back(location(name, dso));
    }
    finishRecord();

    QList<ValueType> types;
    for (qsizetype e = 0; e < events.size(); ++e) {
        if (timeEvent[e])
            types << ValueType{events.size() == 1
                                   ? QStringLiteral("cpu")
                                   : QStringLiteral("cpu (%1)").arg(QString::fromUtf8(events[e])),
                               QStringLiteral("nanoseconds")};
        else
            types << ValueType{
                events.size() == 1
                    ? QStringLiteral("samples")
                    : QStringLiteral("samples (%1)").arg(QString::fromUtf8(events[e])),
                QStringLiteral("count")};
    }
    if (types.isEmpty())
        types << ValueType{QStringLiteral("samples"), QStringLiteral("count")};
    b.setSampleTypes(types);
    b.setDefaultSampleType(types.first().type); // perf's first event
    if (events.size() == 1 && timeEvent[0] && !records.empty())
        b.setPeriod(types[0], records.front().value);
    b.reserveSamples(records.size(), records.size() * 2);
    std::vector<qint64> values(size_t(types.size()), 0);
    for (const Record &r : records) {
        values[size_t(r.event)] = timeEvent[r.event] ? r.value : 1;
        Label labels[2];
        labels[0].key = commKey;
        labels[0].str = r.comm;
        labels[1].key = pidKey;
        labels[1].num = r.pid;
        b.addSample(r.stack, values, std::span<const Label>(labels, r.pid >= 0 ? 2 : 1));
        values[size_t(r.event)] = 0;
    }
    return {b.finish(), {}};
}

} // namespace hearth

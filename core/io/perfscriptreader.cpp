// SPDX-License-Identifier: MIT
#include "perfscriptreader.h"

#include "demangler.h"
#include "io/viewindex.h"
#include "profile/profilebuilder.h"

#include <QHash>

#include <cstring>
#include <limits>

namespace hearth {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t';
}

bool isHex(char c)
{
    return (c >= '0' && c <= '9') || (quint8(c | 0x20) >= 'a' && quint8(c | 0x20) <= 'f');
}

QByteArrayView trimmed(QByteArrayView v)
{
    const char *b = v.data();
    const char *e = b + v.size();
    while (b < e && (isSpace(*b) || *b == '\r'))
        ++b;
    while (e > b && (isSpace(e[-1]) || e[-1] == '\r'))
        --e;
    return QByteArrayView(b, e - b);
}

bool allDigits(QByteArrayView t, bool allowSlash = false)
{
    if (t.isEmpty())
        return false;
    for (const char *c = t.data(), *e = c + t.size(); c < e; ++c)
        if (!(*c >= '0' && *c <= '9') && !(allowSlash && *c == '/'))
            return false;
    return true;
}

// The whitespace-separated tokens of a line, into `out` (cleared first; reused per record).
// With `header`, only as many as parseHeader() looks at: up to the pid (the first token of
// digits after the first) and the five after it.
void tokens(QByteArrayView line, std::vector<QByteArrayView> &out, bool header = false)
{
    out.clear();
    size_t pid = 0;
    for (const char *c = line.data(), *e = c + line.size();;) {
        while (c < e && (*c == ' ' || *c == '\t'))
            ++c;
        if (c == e)
            return;
        const char *start = c;
        while (c < e && *c != ' ' && *c != '\t')
            ++c;
        out.emplace_back(start, c - start);
        if (header) {
            if (pid == 0 && out.size() > 1 && allDigits(out.back(), true))
                pid = out.size() - 1;
            else if (pid != 0 && out.size() > pid + 5)
                return;
        }
    }
}

// The digits of `t` before its first '/', as QByteArray::toLongLong reads them: 0 when there
// are none or the number does not fit.
qint64 number(QByteArrayView t)
{
    qint64 n = 0;
    const char *c = t.data();
    const char *e = c + t.size();
    if (t.size() <= 18) { // cannot overflow
        for (; c < e && *c != '/'; ++c)
            n = n * 10 + (*c - '0');
        return n;
    }
    for (; c < e && *c != '/'; ++c) {
        if (n > (std::numeric_limits<qint64>::max() - (*c - '0')) / 10)
            return 0;
        n = n * 10 + (*c - '0');
    }
    return n;
}

// `963.442564:`: a time field (digits, a dot, digits, a colon).
bool isTime(QByteArrayView t)
{
    if (t.size() < 3 || t.back() != ':')
        return false;
    const char *c = t.data();
    const char *e = c + t.size() - 1;
    const char *start = c;
    while (c < e && *c >= '0' && *c <= '9')
        ++c;
    if (c == start || c == e || *c != '.')
        return false;
    start = ++c;
    while (c < e && *c >= '0' && *c <= '9')
        ++c;
    return c == e && c > start;
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
bool parseHeader(QByteArrayView line, Header *h, std::vector<QByteArrayView> &t)
{
    tokens(line, t, true);
    // The pid: the first token of digits (or pid/tid) after the first; the comm before it.
    size_t p = 1;
    while (p < t.size() && !allDigits(t[p], true))
        ++p;
    size_t next;
    if (p < t.size()) {
        h->comm = QByteArrayView(t[0].data(), t[p - 1].data() + t[p - 1].size() - t[0].data());
        h->pid = number(t[p]);
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
        h->period = number(t[next]);
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

// A frame line `address symbol+0xoff (dso)`: what follows the address, trimmed. False if it
// is not such a line. The frame's name and dso depend on this rest alone (frameName()).
bool frameRest(QByteArrayView line, QByteArrayView *rest)
{
    line = trimmed(line);
    const char *c = line.data();
    const char *e = c + line.size();
    while (c < e && isHex(*c))
        ++c;
    if (c == line.data() || (c < e && !isSpace(*c)))
        return false;
    *rest = trimmed(QByteArrayView(c, e - c));
    return true;
}

// The frame's name as stackcollapse-perf names it, and the dso, from a frame line's rest.
void frameName(QByteArrayView sym, QByteArray *name, QByteArrayView *dso)
{
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
        return;
    }
    *name = Demangler::demangle(sym);
}

bool parseFrame(QByteArrayView line, QByteArray *name, QByteArrayView *dso)
{
    QByteArrayView rest;
    if (!frameRest(line, &rest))
        return false;
    frameName(rest, name, dso);
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
            std::vector<QByteArrayView> tok;
            tokens(line, tok);
            const bool timed = std::any_of(tok.begin(), tok.end(), isTime);
            if (!timed && !(parseHeader(line, &h, tok) && !h.event.isEmpty() && h.pid >= 0))
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
    // No key is copied per frame or per record: a frame line's rest (symbol+offset (dso)) is
    // looked up as a view into `data`; only a rest not seen before is copied into the index,
    // parsed, demangled and interned by (name, dso). The comm likewise.
    ViewIndex locationOfRest;
    QHash<QByteArray, quint32> locationOf; // name \0 dso
    QHash<QByteArray, quint32> mappingOf;
    struct Comm
    {
        quint32 string;
        quint32 root; // its root location
    };
    std::vector<Comm> comms;
    ViewIndex commOf; // → comms
    struct Event
    {
        QByteArray name;
        bool time;
    };
    std::vector<Event> events;
    struct Record
    {
        quint32 stack;
        int event;
        qint64 value;
        quint32 comm;
        qint64 pid;
    };
    std::vector<Record> records;
    records.reserve(size_t(data.size() / 128)); // about 200 bytes a record in perf's files
    std::vector<quint32> frames;                // leaf first
    // The previous record's stack, root first: its locations and trie nodes. A record
    // shares the trie walk of the prefix it has in common with the one before.
    std::vector<quint32> pathLocations, pathNodes;
    std::vector<QByteArrayView> scratch;
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
    auto frameLocation = [&](QByteArrayView rest) {
        const quint32 found = locationOfRest.find(rest);
        if (found != ViewIndex::None)
            return found;
        QByteArrayView dso;
        frameName(rest, &name, &dso);
        const quint32 loc = location(name, dso);
        locationOfRest.insert(rest, loc);
        return loc;
    };

    const char *p = data.constData();
    const char *end = p + data.size();
    qint64 lineNo = 0;
    Header h;
    bool inRecord = false;
    int lastEvent = -1;
    auto finishRecord = [&]() {
        if (!inRecord)
            return;
        inRecord = false;
        quint32 c = commOf.find(h.comm);
        if (c == ViewIndex::None) {
            const QByteArray comm = h.comm.toByteArray();
            const quint32 string = b.addString(QString::fromUtf8(comm));
            comms.push_back(
                Comm{string, location(comm.isEmpty() ? QByteArray("[unknown]") : comm, {})});
            c = quint32(comms.size() - 1);
            commOf.insert(h.comm, c);
        }
        const Comm &comm = comms[c];
        // Root first: the comm's location, then the frames from the outermost.
        const size_t depth = frames.size() + 1;
        size_t same = 0;
        while (same < depth && same < pathLocations.size() &&
               pathLocations[same] == (same == 0 ? comm.root : frames[depth - 1 - same]))
            ++same;
        pathLocations.resize(depth);
        pathNodes.resize(depth);
        quint32 node = same ? pathNodes[same - 1] : 0;
        for (size_t d = same; d < depth; ++d) {
            const quint32 loc = d == 0 ? comm.root : frames[depth - 1 - d];
            node = b.stackChild(node, loc);
            pathLocations[d] = loc;
            pathNodes[d] = node;
        }
        const QByteArrayView ev = h.event.isEmpty() ? QByteArrayView("samples") : h.event;
        int e = lastEvent;
        if (e < 0 || events[size_t(e)].name != ev) {
            e = -1;
            for (size_t i = 0; i < events.size() && e < 0; ++i)
                if (events[i].name == ev)
                    e = int(i);
        }
        const bool isTime = ev == "cpu-clock" || ev == "task-clock";
        if (e < 0) {
            events.push_back(Event{ev.toByteArray(), isTime && h.period > 0});
            e = int(events.size()) - 1;
        } else if (events[size_t(e)].time && h.period <= 0) {
            events[size_t(e)].time = false; // periods missing somewhere: count samples
        }
        lastEvent = e;
        records.push_back(Record{node, e, h.period > 0 ? h.period : 1, comm.string, h.pid});
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
            if (!parseHeader(t, &h, scratch))
                return {nullptr,
                        ParseError::atLine(ParseError::Kind::Malformed, lineNo,
                                           QStringLiteral("perf script: expected a sample's "
                                                          "first line, `comm pid time: event:`"))};
            inRecord = true;
            QByteArrayView rest;
            if (!h.rest.isEmpty() && frameRest(h.rest, &rest))
                frames.push_back(frameLocation(rest));
            continue;
        }
        QByteArrayView rest;
        if (!inRecord || !frameRest(t, &rest))
            return {nullptr,
                    ParseError::atLine(ParseError::Kind::Malformed, lineNo,
                                       inRecord ? QStringLiteral("perf script: expected a frame, "
                                                                 "`address symbol (binary)`")
                                                : QStringLiteral("perf script: a frame outside a "
                                                                 "sample"))};
        frames.push_back(frameLocation(rest));
    }
    finishRecord();

    QList<ValueType> types;
    for (const Event &e : events) {
        if (e.time)
            types << ValueType{events.size() == 1
                                   ? QStringLiteral("cpu")
                                   : QStringLiteral("cpu (%1)").arg(QString::fromUtf8(e.name)),
                               QStringLiteral("nanoseconds")};
        else
            types << ValueType{events.size() == 1
                                   ? QStringLiteral("samples")
                                   : QStringLiteral("samples (%1)").arg(QString::fromUtf8(e.name)),
                               QStringLiteral("count")};
    }
    if (types.isEmpty())
        types << ValueType{QStringLiteral("samples"), QStringLiteral("count")};
    b.setSampleTypes(types);
    b.setDefaultSampleType(types.first().type); // perf's first event
    if (events.size() == 1 && events[0].time && !records.empty())
        b.setPeriod(types[0], records.front().value);
    b.reserveSamples(records.size(), records.size() * 2);
    std::vector<qint64> values(size_t(types.size()), 0);
    for (const Record &r : records) {
        values[size_t(r.event)] = events[size_t(r.event)].time ? r.value : 1;
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

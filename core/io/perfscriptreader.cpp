// SPDX-License-Identifier: MIT
#include "perfscriptreader.h"

#include "demangler.h"
#include "io/linestream.h"
#include "io/viewindex.h"
#include "profile/profilebuilder.h"
#include "summary/flatstacks.h"

#include <QHash>

#include <array>
#include <cstring>
#include <limits>

namespace hearth {

namespace {

bool isSpace(char c)
{
    return c == ' ' || c == '\t';
}

// A table: a frame line's address is most of what is scanned per byte (two range checks a
// byte cost a third of frameRest()).
constexpr std::array<bool, 256> HexDigits = [] {
    std::array<bool, 256> t{};
    for (int c = '0'; c <= '9'; ++c)
        t[size_t(c)] = true;
    for (int c = 'a'; c <= 'f'; ++c)
        t[size_t(c)] = t[size_t(c - 'a' + 'A')] = true;
    return t;
}();

bool isHex(char c)
{
    return HexDigits[quint8(c)];
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

namespace {

// The records of `perf script`, fed a line at a time (from one buffer, or a stream of chunks).
class Parser
{
public:
    // `size`: the input's bytes (for the first reservation and the progress).
    Parser(const ReadOptions &options, qint64 size)
        : m_options(options)
        , m_size(size)
        , m_flat(options.flatStacks)
    {
        m_commKey = m_b.addString(QStringLiteral("comm"));
        m_pidKey = m_b.addString(QStringLiteral("pid"));
        if (!m_flat)
            m_records.reserve(size_t(std::max<qint64>(0, size) / 128)); // ~200 bytes a record
    }

    // One line (without its '\n'); `offset` is the input's byte offset past it. False, with
    // the error set, for a malformed line or a Cancel.
    bool line(QByteArrayView line, qint64 offset);
    // Copies what the record being read keeps of its header: the line's bytes go away.
    void keepViews()
    {
        if (!m_inRecord)
            return;
        m_keptComm = m_h.comm.toByteArray();
        m_keptEvent = m_h.event.toByteArray();
        m_h.comm = m_keptComm;
        m_h.event = m_keptEvent;
        m_h.rest = {};
    }
    ProfileResult finish();
    const ParseError &error() const { return m_error; }

private:
    quint32 location(const QByteArray &n, QByteArrayView dso);
    quint32 frameLocation(QByteArrayView rest);
    void finishRecord();
    // Adds the record read (its frames in m_frames) to the trie, or to its event's stacks.
    quint32 addToTrie(quint32 root);
    void addToFlat(quint32 root, int event, qint64 value);
    ProfileResult finishFlat(const QList<ValueType> &types);
    bool fail(const QString &what)
    {
        m_error = ParseError::atLine(ParseError::Kind::Malformed, m_lineNo, what);
        return false;
    }

    const ReadOptions &m_options;
    const qint64 m_size;
    // ReadOptions::flatStacks: no trie, no records, no labels; each event's stacks as
    // FlatStacks, by locations (each of one function here) as pprof's flat path adds them.
    const bool m_flat;
    ProfileBuilder m_b;
    quint32 m_commKey = 0;
    quint32 m_pidKey = 0;
    // No key is copied per frame or per record: a frame line's rest (symbol+offset (dso)) is
    // looked up as a view into the line; only a rest not seen before is copied into the
    // index, parsed, demangled and interned by (name, dso). The comm likewise.
    ViewIndex m_locationOfRest;
    QHash<QByteArray, quint32> m_locationOf; // name \0 dso
    QHash<QByteArray, quint32> m_mappingOf;
    struct Comm
    {
        quint32 string;
        quint32 root; // its root location
    };
    std::vector<Comm> m_comms;
    ViewIndex m_commOf; // → comms
    struct Event
    {
        QByteArray name;
        bool time;
    };
    std::vector<Event> m_events;
    struct Record
    {
        quint32 stack;
        int event;
        qint64 value;
        quint32 comm;
        qint64 pid;
    };
    std::vector<Record> m_records;        // not flat
    std::vector<FlatStacks> m_flatStacks; // flat: by event
    LocationFrames m_locationFrames;      // flat: every location's function
    qint64 m_firstValue = 0;              // the first record's
    std::vector<quint32> m_frames;        // leaf first
    // The previous record's stack, root first: its locations and trie nodes. A record
    // shares the trie walk of the prefix it has in common with the one before.
    std::vector<quint32> m_pathLocations, m_pathNodes;
    std::vector<QByteArrayView> m_scratch;
    QByteArray m_name, m_key;
    QByteArray m_keptComm, m_keptEvent;
    qint64 m_lineNo = 0;
    Header m_h;
    bool m_inRecord = false;
    int m_lastEvent = -1;
    ParseError m_error;
};

quint32 Parser::location(const QByteArray &n, QByteArrayView dso)
{
    m_key = n;
    m_key += '\0';
    m_key += dso;
    auto it = m_locationOf.constFind(m_key);
    if (it != m_locationOf.constEnd())
        return it.value();
    quint32 mapping = Location::NoMapping;
    if (!dso.isEmpty() && dso != "[unknown]") {
        const QByteArray d = dso.toByteArray();
        auto m = m_mappingOf.constFind(d);
        if (m == m_mappingOf.constEnd()) {
            Mapping map;
            map.file = QString::fromUtf8(d);
            m = m_mappingOf.insert(d, m_b.addMapping(map));
        }
        mapping = m.value();
    }
    Function fn;
    fn.name = QString::fromUtf8(n);
    const Line line{m_b.addFunction(fn), 0};
    const quint32 loc = m_b.addLocation(mapping, 0, std::span<const Line>(&line, 1));
    if (m_flat)
        m_locationFrames.add(std::span<const Line>(&line, 1));
    m_locationOf.insert(QByteArray(m_key.constData(), m_key.size()), loc);
    return loc;
}

quint32 Parser::frameLocation(QByteArrayView rest)
{
    const quint32 found = m_locationOfRest.find(rest);
    if (found != ViewIndex::None)
        return found;
    QByteArrayView dso;
    frameName(rest, &m_name, &dso);
    const quint32 loc = location(m_name, dso);
    m_locationOfRest.insert(rest, loc);
    return loc;
}

void Parser::finishRecord()
{
    if (!m_inRecord)
        return;
    m_inRecord = false;
    quint32 c = m_commOf.find(m_h.comm);
    if (c == ViewIndex::None) {
        const QByteArray comm = m_h.comm.toByteArray();
        const quint32 string = m_b.addString(QString::fromUtf8(comm));
        m_comms.push_back(
            Comm{string, location(comm.isEmpty() ? QByteArray("[unknown]") : comm, {})});
        c = quint32(m_comms.size() - 1);
        m_commOf.insert(m_h.comm, c);
    }
    const Comm &comm = m_comms[c];
    const QByteArrayView ev = m_h.event.isEmpty() ? QByteArrayView("samples") : m_h.event;
    int e = m_lastEvent;
    if (e < 0 || m_events[size_t(e)].name != ev) {
        e = -1;
        for (size_t i = 0; i < m_events.size() && e < 0; ++i)
            if (m_events[i].name == ev)
                e = int(i);
    }
    const bool isTime = ev == "cpu-clock" || ev == "task-clock";
    if (e < 0) {
        m_events.push_back(Event{ev.toByteArray(), isTime && m_h.period > 0});
        e = int(m_events.size()) - 1;
    } else if (m_events[size_t(e)].time && m_h.period <= 0) {
        m_events[size_t(e)].time = false; // periods missing somewhere: count samples
    }
    m_lastEvent = e;
    const qint64 value = m_h.period > 0 ? m_h.period : 1;
    if (m_firstValue == 0)
        m_firstValue = value;
    if (m_flat)
        addToFlat(comm.root, e, value);
    else
        m_records.push_back(Record{addToTrie(comm.root), e, value, comm.string, m_h.pid});
    m_frames.clear();
}

quint32 Parser::addToTrie(quint32 root)
{
    // Root first: the comm's location, then the frames from the outermost.
    const size_t depth = m_frames.size() + 1;
    size_t same = 0;
    while (same < depth && same < m_pathLocations.size() &&
           m_pathLocations[same] == (same == 0 ? root : m_frames[depth - 1 - same]))
        ++same;
    m_pathLocations.resize(depth);
    m_pathNodes.resize(depth);
    quint32 node = same ? m_pathNodes[same - 1] : 0;
    for (size_t d = same; d < depth; ++d) {
        const quint32 loc = d == 0 ? root : m_frames[depth - 1 - d];
        node = m_b.stackChild(node, loc);
        m_pathLocations[d] = loc;
        m_pathNodes[d] = node;
    }
    return node;
}

void Parser::addToFlat(quint32 root, int event, qint64 value)
{
    while (m_flatStacks.size() <= size_t(event)) {
        m_flatStacks.emplace_back(int(m_flatStacks.size()), m_b.functionCount());
        if (m_flatStacks.size() == 1) // most files have one event: room for all of it
            m_flatStacks[0].reserve(size_t(std::max<qint64>(0, m_size) / 128),
                                    size_t(std::max<qint64>(0, m_size) / 32));
    }
    FlatStacks &stacks = m_flatStacks[size_t(event)];
    if (stacks.functionCount() != m_b.functionCount())
        stacks.setFunctionCount(m_b.functionCount());
    m_frames.push_back(root); // leaf first: the comm's location last
    stacks.addSample(m_frames, value, m_locationFrames);
}

bool Parser::line(QByteArrayView line, qint64 offset)
{
    ++m_lineNo;
    if ((m_lineNo & 8191) == 0) {
        if (m_options.cancelled()) {
            m_error = ParseError::atLine(ParseError::Kind::Cancelled, m_lineNo, {});
            return false;
        }
        if (m_options.progress)
            m_options.progress(int(150 + 700 * offset / std::max<qint64>(1, m_size)));
    }
    const QByteArrayView t = trimmed(line);
    if (t.isEmpty()) {
        finishRecord();
        return true;
    }
    if (!isSpace(line.front())) {
        if (!m_inRecord && t.startsWith('#'))
            return true;
        finishRecord();
        m_h = Header();
        if (!parseHeader(t, &m_h, m_scratch))
            return fail(QStringLiteral("perf script: expected a sample's first line, `comm pid "
                                       "time: event:`"));
        m_inRecord = true;
        QByteArrayView rest;
        if (!m_h.rest.isEmpty() && frameRest(m_h.rest, &rest))
            m_frames.push_back(frameLocation(rest));
        return true;
    }
    QByteArrayView rest;
    if (!m_inRecord || !frameRest(t, &rest))
        return fail(m_inRecord
                        ? QStringLiteral("perf script: expected a frame, `address symbol (binary)`")
                        : QStringLiteral("perf script: a frame outside a sample"));
    m_frames.push_back(frameLocation(rest));
    return true;
}

ProfileResult Parser::finish()
{
    finishRecord();
    QList<ValueType> types;
    for (const Event &e : m_events) {
        if (e.time)
            types << ValueType{m_events.size() == 1
                                   ? QStringLiteral("cpu")
                                   : QStringLiteral("cpu (%1)").arg(QString::fromUtf8(e.name)),
                               QStringLiteral("nanoseconds")};
        else
            types << ValueType{m_events.size() == 1
                                   ? QStringLiteral("samples")
                                   : QStringLiteral("samples (%1)").arg(QString::fromUtf8(e.name)),
                               QStringLiteral("count")};
    }
    if (types.isEmpty())
        types << ValueType{QStringLiteral("samples"), QStringLiteral("count")};
    m_b.setSampleTypes(types);
    m_b.setDefaultSampleType(types.first().type); // perf's first event
    if (m_events.size() == 1 && m_events[0].time && m_firstValue > 0)
        m_b.setPeriod(types[0], m_firstValue);
    if (m_flat)
        return finishFlat(types);
    m_b.reserveSamples(m_records.size(), m_records.size() * 2);
    std::vector<qint64> values(size_t(types.size()), 0);
    for (const Record &r : m_records) {
        values[size_t(r.event)] = m_events[size_t(r.event)].time ? r.value : 1;
        Label labels[2];
        labels[0].key = m_commKey;
        labels[0].str = r.comm;
        labels[1].key = m_pidKey;
        labels[1].num = r.pid;
        m_b.addSample(r.stack, values, std::span<const Label>(labels, r.pid >= 0 ? 2 : 1));
        values[size_t(r.event)] = 0;
    }
    std::vector<Record>().swap(m_records);
    return {m_b.finish(), {}};
}

ProfileResult Parser::finishFlat(const QList<ValueType> &types)
{
    // The values are known now: an event whose periods were missing somewhere counts samples.
    // (Samples FlatStacks dropped past 2^32 frames are not counted: treeNeeded() then sends
    // the summary to the whole profile.)
    ValueCounts counts(size_t(types.size()));
    std::vector<qint64> values(size_t(types.size()), 0);
    for (size_t e = 0; e < m_flatStacks.size(); ++e) {
        FlatStacks &stacks = m_flatStacks[e];
        stacks.finishAdding();
        if (!m_events[e].time)
            stacks.setEveryValue(1);
        for (size_t s = 0; s < stacks.sampleCount(); ++s) {
            values[e] = stacks.value(s);
            counts.add(values, stacks.records(s));
        }
        values[e] = 0;
    }
    m_b.addCounts(counts);
    m_b.setStacksOnlyFor(QList<bool>(types.size(), false));
    m_b.dropLocations(); // the stacks hold functions
    const int type =
        int(m_options.sampleTypes.chosen(types, m_b.declaredDefaultSampleType()).indexOf(true));
    const quint32 functions = m_b.functionCount();
    auto flat = std::make_shared<FlatStacks>(type, functions);
    if (type >= 0 && size_t(type) < m_flatStacks.size()) {
        *flat = std::move(m_flatStacks[size_t(type)]);
        flat->setFunctionCount(functions);
    }
    std::vector<FlatStacks>().swap(m_flatStacks);
    return {m_b.finish(), {}, std::move(flat)};
}

} // namespace

ProfileResult PerfScriptReader::parse(const QByteArray &data, const ReadOptions &options)
{
    Parser parser(options, data.size());
    const char *p = data.constData();
    const char *end = p + data.size();
    while (p < end) {
        const char *eol = static_cast<const char *>(std::memchr(p, '\n', size_t(end - p)));
        if (!eol)
            eol = end;
        const QByteArrayView line(p, eol - p);
        p = eol == end ? end : eol + 1;
        if (!parser.line(line, p - data.constData()))
            return {nullptr, parser.error()};
    }
    return parser.finish();
}

ProfileResult PerfScriptReader::parse(QIODevice *device, const QByteArray &head, qint64 size,
                                      const ReadOptions &options)
{
    Parser parser(options, size);
    ParseError readError;
    const LineStream::Outcome outcome = LineStream::read(
        device, head,
        [&](const char *b, const char *e, qint64 offset) {
            return parser.line(QByteArrayView(b, e - b), offset);
        },
        [&](qint64 done) {
            options.reportBytesRead(done);
            parser.keepViews();
            return true;
        },
        &readError);
    if (outcome == LineStream::Outcome::ReadError)
        return {nullptr, readError};
    if (outcome == LineStream::Outcome::Stopped)
        return {nullptr, parser.error()};
    return parser.finish();
}

} // namespace hearth

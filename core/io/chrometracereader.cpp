// SPDX-License-Identifier: MIT
#include "chrometracereader.h"

#include "jsoncursor.h"
#include "profile/profilebuilder.h"

#include <QHash>

#include <algorithm>
#include <limits>
#include <map>

namespace hearth {

namespace {

const QString kFormat = QStringLiteral("Chrome trace");
constexpr qint64 kNone = std::numeric_limits<qint64>::min();

struct Node
{
    qint64 id = 0;
    qint64 parentId = kNone;
    quint32 function = 0;
    qint64 line = 0;
    bool isRoot = false;
};

// One profile: a thread's samples, from its Profile and ProfileChunk events.
struct Thread
{
    qint64 pid = 0, tid = kNone;
    std::vector<Node> nodes;
    std::vector<std::pair<qint64, qint64>> children; // (parent id, child id)
    std::vector<qint64> samples, deltas;
    qint64 startTime = 0, endTime = 0;
    bool haveEnd = false;
};

// What one event carries, read before its name is known (keys come in any order).
struct Event
{
    QByteArray name, id, threadName;
    qint64 pid = 0, tid = kNone;
    std::vector<Node> nodes;
    std::vector<std::pair<qint64, qint64>> children;
    std::vector<qint64> samples, deltas;
    qint64 startTime = 0, endTime = 0;
    bool haveStart = false, haveEnd = false;

    void clear()
    {
        name.clear();
        id.clear();
        threadName.clear();
        pid = 0;
        tid = kNone;
        nodes.clear();
        children.clear();
        samples.clear();
        deltas.clear();
        haveStart = haveEnd = false;
        startTime = endTime = 0;
    }
};

class Parser
{
public:
    Parser(const QByteArray &data, const ReadOptions &options)
        : m_data(data)
        , m_options(options)
        , m_c(data, kFormat)
    {}

    ProfileResult run();

private:
    const QByteArray &m_data;
    const ReadOptions &m_options;
    JsonCursor m_c;
    ProfileBuilder m_b;
    QHash<QByteArray, quint32> m_functionOf;
    QByteArray m_key;
    std::vector<Thread> m_threads;
    std::map<std::pair<qint64, QByteArray>, size_t> m_threadOf; // (pid, id) → thread
    std::map<std::pair<qint64, qint64>, QString> m_threadNames; // (pid, tid) → name
    Event m_event;
    qint64 m_nodesRead = 0;

    bool readEvent();
    bool readArgs();
    bool readData();
    bool readCpuProfile();
    bool readNode();
    bool readIds(std::vector<qint64> *out);
    void commit();
    ProfileResult build();
};

QByteArray stringOrNumber(JsonCursor &c)
{
    if (c.peek() == '"') {
        QByteArrayView s;
        return c.readString(&s) ? s.toByteArray() : QByteArray();
    }
    if (c.peek() == '0') {
        qint64 v = 0;
        return c.readInt(&v) ? QByteArray::number(v) : QByteArray();
    }
    c.skipValue();
    return {};
}

bool Parser::readIds(std::vector<qint64> *out)
{
    if (m_c.peek() == 'n')
        return m_c.skipValue();
    if (!m_c.beginArray())
        return false;
    while (m_c.nextElement()) {
        qint64 v = 0;
        if (!m_c.readInt(&v))
            return false;
        out->push_back(v);
    }
    return !m_c.failed();
}

bool Parser::readNode()
{
    if ((++m_nodesRead & 4095) == 0) {
        if (m_options.cancelled())
            return m_c.fail(QStringLiteral("cancelled"), ParseError::Kind::Cancelled);
        if (m_options.progress)
            m_options.progress(
                int(150 + 700 * m_c.offset() / std::max<qsizetype>(1, m_data.size())));
    }
    Node n;
    QByteArray name, url;
    qint64 line = -1, column = -1;
    bool haveId = false, haveFrame = false;
    const size_t childStart = m_event.children.size();
    QByteArrayView k;
    if (!m_c.beginObject())
        return false;
    while (m_c.nextKey(&k)) {
        if (k == "id") {
            haveId = m_c.readInt(&n.id);
        } else if (k == "parent") {
            m_c.readInt(&n.parentId);
        } else if (k == "children") {
            // The node's id may come after its children: set below.
            std::vector<qint64> ids;
            readIds(&ids);
            for (qint64 child : ids)
                m_event.children.emplace_back(kNone, child);
        } else if (k == "callFrame") {
            haveFrame = true;
            QByteArrayView fk;
            if (!m_c.beginObject())
                return false;
            while (m_c.nextKey(&fk)) {
                if (fk == "functionName" || fk == "url") {
                    QByteArrayView s;
                    if (!m_c.readString(&s))
                        return false;
                    (fk == "url" ? url : name) = s.toByteArray();
                } else if (fk == "lineNumber") {
                    m_c.readInt(&line);
                } else if (fk == "columnNumber") {
                    m_c.readInt(&column);
                } else {
                    m_c.skipValue();
                }
            }
        } else {
            m_c.skipValue();
        }
    }
    if (m_c.failed())
        return false;
    if (!haveId || !haveFrame)
        return m_c.fail(QStringLiteral("a node without %1")
                            .arg(haveId ? QStringLiteral("`callFrame`") : QStringLiteral("`id`")));
    // The children read for this node get its id.
    for (size_t i = childStart; i < m_event.children.size(); ++i)
        m_event.children[i].first = n.id;
    n.line = line >= 0 ? line + 1 : 0;
    n.isRoot = name == "(root)" && url.isEmpty();
    m_key.clear();
    if (!name.isEmpty()) {
        m_key += name;
    } else if (line >= 0) {
        m_key += "(anonymous " + QByteArray::number(line + 1) + ':' +
                 QByteArray::number(column + 1) + ')';
    } else {
        m_key += "(anonymous)";
    }
    const qsizetype nameSize = m_key.size();
    m_key += '\0';
    m_key += url;
    auto it = m_functionOf.constFind(m_key);
    if (it == m_functionOf.constEnd()) {
        Function fn;
        fn.name = QString::fromUtf8(m_key.constData(), nameSize);
        fn.file = QString::fromUtf8(url);
        fn.startLine = n.line;
        it = m_functionOf.insert(m_key, m_b.addFunction(fn));
    }
    n.function = it.value();
    m_event.nodes.push_back(n);
    return true;
}

bool Parser::readCpuProfile()
{
    QByteArrayView k;
    if (!m_c.beginObject())
        return false;
    while (m_c.nextKey(&k)) {
        if (k == "nodes") {
            if (m_c.peek() == 'n') {
                m_c.skipValue();
                continue;
            }
            if (!m_c.beginArray())
                return false;
            while (m_c.nextElement())
                if (!readNode())
                    return false;
        } else if (k == "samples") {
            readIds(&m_event.samples);
        } else if (k == "timeDeltas") {
            readIds(&m_event.deltas);
        } else if (k == "startTime") {
            m_event.haveStart = m_c.readInt(&m_event.startTime);
        } else if (k == "endTime") {
            m_event.haveEnd = m_c.readInt(&m_event.endTime);
        } else {
            m_c.skipValue();
        }
    }
    return !m_c.failed();
}

bool Parser::readData()
{
    QByteArrayView k;
    if (m_c.peek() != '{')
        return m_c.skipValue();
    m_c.beginObject();
    while (m_c.nextKey(&k)) {
        if (k == "cpuProfile" && m_c.peek() == '{') {
            readCpuProfile();
        } else if (k == "timeDeltas") {
            readIds(&m_event.deltas);
        } else if (k == "startTime" && m_c.peek() == '0') {
            m_event.haveStart = m_c.readInt(&m_event.startTime);
        } else if (k == "endTime" && m_c.peek() == '0') {
            m_event.haveEnd = m_c.readInt(&m_event.endTime);
        } else {
            m_c.skipValue();
        }
    }
    return !m_c.failed();
}

bool Parser::readArgs()
{
    QByteArrayView k;
    if (m_c.peek() != '{')
        return m_c.skipValue();
    m_c.beginObject();
    while (m_c.nextKey(&k)) {
        if (k == "data") {
            readData();
        } else if (k == "name" && m_c.peek() == '"') {
            QByteArrayView s;
            if (m_c.readString(&s))
                m_event.threadName = s.toByteArray();
        } else {
            m_c.skipValue();
        }
    }
    return !m_c.failed();
}

bool Parser::readEvent()
{
    m_event.clear();
    QByteArrayView k;
    if (m_c.peek() != '{')
        return m_c.skipValue();
    m_c.beginObject();
    while (m_c.nextKey(&k)) {
        if (k == "name") {
            m_event.name = stringOrNumber(m_c);
        } else if (k == "id") {
            m_event.id = stringOrNumber(m_c);
        } else if (k == "pid" && m_c.peek() == '0') {
            m_c.readInt(&m_event.pid);
        } else if (k == "tid" && m_c.peek() == '0') {
            m_c.readInt(&m_event.tid);
        } else if (k == "args") {
            readArgs();
        } else {
            m_c.skipValue();
        }
    }
    if (m_c.failed())
        return false;
    commit();
    return true;
}

void Parser::commit()
{
    Event &e = m_event;
    if (e.name == "thread_name") {
        if (e.tid != kNone)
            m_threadNames[{e.pid, e.tid}] = QString::fromUtf8(e.threadName);
        return;
    }
    const bool whole = e.name == "CpuProfile";
    if (!whole && e.name != "Profile" && e.name != "ProfileChunk")
        return;
    // A profile is its pid and id; one without an id (CpuProfile) its pid and thread.
    const QByteArray id =
        e.id.isEmpty() || whole ? QByteArray("tid ") + QByteArray::number(e.tid) : e.id;
    auto [it, added] = m_threadOf.try_emplace({e.pid, id}, m_threads.size());
    if (added) {
        m_threads.emplace_back();
        m_threads.back().pid = e.pid;
    }
    Thread &t = m_threads[it->second];
    if (e.tid != kNone && (t.tid == kNone || e.name == "Profile"))
        t.tid = e.tid;
    if (e.haveStart && e.name != "ProfileChunk")
        t.startTime = e.startTime;
    if (e.haveEnd) {
        t.endTime = e.endTime;
        t.haveEnd = true;
    }
    t.nodes.insert(t.nodes.end(), e.nodes.begin(), e.nodes.end());
    t.children.insert(t.children.end(), e.children.begin(), e.children.end());
    t.samples.insert(t.samples.end(), e.samples.begin(), e.samples.end());
    t.deltas.insert(t.deltas.end(), e.deltas.begin(), e.deltas.end());
}

ProfileResult Parser::run()
{
    QByteArrayView key;
    bool haveEvents = false;
    if (m_c.peek() == '[') {
        haveEvents = true;
        m_c.beginArray();
        while (m_c.nextElement())
            if (!readEvent())
                break;
    } else if (m_c.beginObject()) {
        while (m_c.nextKey(&key)) {
            if (key == "traceEvents") {
                haveEvents = true;
                if (!m_c.beginArray())
                    break;
                while (m_c.nextElement())
                    if (!readEvent())
                        break;
            } else {
                m_c.skipValue();
            }
        }
    }
    if (!m_c.failed() && !m_c.atEnd())
        m_c.fail(QStringLiteral("data after the trace"));
    if (!m_c.failed() && !haveEvents)
        m_c.fail(QStringLiteral("no `traceEvents`"));
    if (!m_c.failed() && m_threads.empty())
        m_c.fail(QStringLiteral("no `Profile` or `ProfileChunk` events: record the trace with "
                                "JavaScript samples (the `disabled-by-default-v8.cpu_profiler` "
                                "category)"));
    if (m_c.failed())
        return {nullptr, m_c.error()};
    return build();
}

ProfileResult Parser::build()
{
    auto fail = [&](size_t thread, const QString &detail) {
        return ProfileResult{
            nullptr,
            ParseError::at(ParseError::Kind::Malformed, 0,
                           kFormat + QStringLiteral(": profile %1: ").arg(thread + 1) + detail)};
    };
    QList<ValueType> types;
    for (const Thread &t : m_threads) {
        if (m_threads.size() == 1) {
            types << ValueType{QStringLiteral("wall"), QStringLiteral("microseconds")};
            break;
        }
        QString name =
            m_threadNames.count({t.pid, t.tid}) ? m_threadNames[{t.pid, t.tid}] : QString();
        if (name.isEmpty())
            name = QStringLiteral("thread");
        // "wall" in the name: the header says wall time (see Quantity).
        QString type =
            t.tid == kNone
                ? QStringLiteral("wall: %1 (pid %2)").arg(name).arg(t.pid)
                : QStringLiteral("wall: %1 (pid %2, tid %3)").arg(name).arg(t.pid).arg(t.tid);
        const QString base = type;
        for (int n = 2; std::any_of(types.cbegin(), types.cend(),
                                    [&](const ValueType &o) { return o.type == type; });
             ++n)
            type = base + QStringLiteral(" (%1)").arg(n);
        types << ValueType{type, QStringLiteral("microseconds")};
    }
    m_b.setSampleTypes(types);

    std::vector<quint32> locationOf(size_t(m_b.functionCount()), 0xffffffffu);
    auto locationFor = [&](const Node &node) {
        quint32 &loc = locationOf[node.function];
        if (loc == 0xffffffffu) {
            const Line line{node.function, node.line};
            loc = m_b.addLocation(Location::NoMapping, 0, std::span<const Line>(&line, 1));
        }
        return loc;
    };
    std::vector<qint64> values(size_t(types.size()), 0);
    std::vector<qint64> totals(m_threads.size(), 0), counts(m_threads.size(), 0);
    for (size_t ti = 0; ti < m_threads.size(); ++ti) {
        const Thread &t = m_threads[ti];
        const qsizetype n = qsizetype(t.nodes.size());
        QHash<qint64, qint32> index;
        index.reserve(n);
        for (qsizetype i = 0; i < n; ++i) {
            if (index.contains(t.nodes[size_t(i)].id))
                return fail(ti,
                            QStringLiteral("node id %1 appears twice").arg(t.nodes[size_t(i)].id));
            index.insert(t.nodes[size_t(i)].id, qint32(i));
        }
        std::vector<qint32> parent(size_t(n), -1);
        auto link = [&](qint64 parentId, qint64 childId) -> QString {
            const qint32 p = index.value(parentId, -1), c = index.value(childId, -1);
            if (p < 0 || c < 0)
                return QStringLiteral("node %1 names %2 %3 that is not a node")
                    .arg(p < 0 ? childId : parentId)
                    .arg(p < 0 ? QStringLiteral("a parent") : QStringLiteral("a child"))
                    .arg(p < 0 ? parentId : childId);
            if (parent[size_t(c)] >= 0 && parent[size_t(c)] != p)
                return QStringLiteral("node %1 has two parents").arg(childId);
            parent[size_t(c)] = p;
            return {};
        };
        for (const auto &[p, c] : t.children) {
            const QString error = link(p, c);
            if (!error.isEmpty())
                return fail(ti, error);
        }
        for (const Node &node : t.nodes) {
            if (node.parentId == kNone)
                continue;
            const QString error = link(node.parentId, node.id);
            if (!error.isEmpty())
                return fail(ti, error);
        }
        // Trie nodes, parents first (see CpuProfileReader).
        std::vector<quint32> trie(size_t(n), 0);
        std::vector<quint8> state(size_t(n), 0);
        std::vector<qint32> walk;
        for (qsizetype i = 0; i < n; ++i) {
            for (qint32 j = qint32(i); j >= 0 && state[size_t(j)] != 2; j = parent[size_t(j)]) {
                if (state[size_t(j)] == 1)
                    return fail(
                        ti,
                        QStringLiteral("node %1 is its own ancestor").arg(t.nodes[size_t(j)].id));
                state[size_t(j)] = 1;
                walk.push_back(j);
            }
            while (!walk.empty()) {
                const qint32 j = walk.back();
                walk.pop_back();
                const Node &node = t.nodes[size_t(j)];
                const qint32 p = parent[size_t(j)];
                trie[size_t(j)] = p < 0 && node.isRoot ? 0
                                                       : m_b.stackChild(p < 0 ? 0 : trie[size_t(p)],
                                                                        locationFor(node));
                state[size_t(j)] = 2;
            }
        }
        if (t.deltas.size() != t.samples.size())
            return fail(ti, QStringLiteral("%1 samples but %2 time deltas")
                                .arg(t.samples.size())
                                .arg(t.deltas.size()));
        const size_t count = t.samples.size();
        std::vector<qint64> times(count);
        qint64 time = t.startTime;
        for (size_t i = 0; i < count; ++i) {
            if (__builtin_add_overflow(time, t.deltas[i], &time))
                return fail(ti, QStringLiteral("the time deltas overflow"));
            times[i] = time;
        }
        quint32 rootStack = 0;
        for (size_t i = 0; i < count; ++i) {
            const qint32 idx = index.value(t.samples[i], -1);
            if (idx < 0)
                return fail(ti, QStringLiteral("sample %1 names node %2, which is not a node")
                                    .arg(i)
                                    .arg(t.samples[i]));
            const qint64 next = i + 1 < count ? times[i + 1] : (t.haveEnd ? t.endTime : times[i]);
            qint64 w = 0;
            if (__builtin_sub_overflow(next, times[i], &w) || w < 0 ||
                __builtin_add_overflow(totals[ti], w, &totals[ti]))
                w = 0;
            quint32 stack = trie[size_t(idx)];
            if (stack == 0) {
                if (rootStack == 0)
                    rootStack = m_b.stackChild(0, locationFor(t.nodes[size_t(idx)]));
                stack = rootStack;
            }
            values[ti] = w;
            m_b.addSample(stack, values);
            values[ti] = 0;
            ++counts[ti];
        }
    }
    const size_t most = size_t(std::max_element(totals.begin(), totals.end()) - totals.begin());
    m_b.setDefaultSampleType(types[qsizetype(most)].type);
    // The mean interval of the thread shown first: total / period is its sample count.
    if (counts[most] > 0 && totals[most] > 0)
        m_b.setPeriod(types[qsizetype(most)],
                      std::max<qint64>(1, (totals[most] + counts[most] / 2) / counts[most]));
    return {m_b.finish(), {}};
}

} // namespace

bool ChromeTraceReader::sniff(QByteArrayView head)
{
    if (head.startsWith('['))
        return head.indexOf("\"ph\"") >= 0;
    return head.indexOf("\"traceEvents\"") >= 0;
}

ProfileResult ChromeTraceReader::parse(const QByteArray &data, const ReadOptions &options)
{
    Parser p(data, options);
    return p.run();
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "cpuprofilereader.h"

#include "io/viewindex.h"
#include "jsoncursor.h"
#include "profile/profilebuilder.h"

#include <QHash>

#include <limits>

namespace hearth {

namespace {

const QString kFormat = QStringLiteral("Chrome cpuprofile");

struct Node
{
    qint64 id = 0;
    qint64 parentId = std::numeric_limits<qint64>::min(); // from a `parent` field
    quint32 function = 0;
    bool isRoot = false; // the `(root)` node
    qint64 line = 0;
    qsizetype childBegin = 0, childEnd = 0; // into the children ids
};

struct CallFrame
{
    QByteArrayView name, url;
    QByteArray nameCopy, urlCopy; // when the view points into the cursor's buffer
    qint64 line = -1, column = -1;
};

// Views into `data` stay valid; a view into the cursor's buffer (a string with escapes) is
// copied.
bool readCallFrame(JsonCursor &c, QByteArrayView data, CallFrame *f)
{
    QByteArrayView key;
    if (!c.beginObject())
        return false;
    while (c.nextKey(&key)) {
        if (key == "functionName" || key == "url") {
            QByteArrayView s;
            if (!c.readString(&s))
                return false;
            const bool url = key == "url";
            if (s.data() < data.data() || s.data() > data.data() + data.size()) {
                QByteArray &copy = url ? f->urlCopy : f->nameCopy;
                copy = s.toByteArray();
                s = copy;
            }
            (url ? f->url : f->name) = s;
        } else if (key == "lineNumber") {
            c.readInt(&f->line);
        } else if (key == "columnNumber") {
            c.readInt(&f->column);
        } else {
            c.skipValue();
        }
    }
    return !c.failed();
}

bool readIds(JsonCursor &c, std::vector<qint64> *out)
{
    if (c.peek() == 'n')
        return c.skipValue();
    if (!c.beginArray())
        return false;
    while (c.nextElement()) {
        qint64 v = 0;
        if (!c.readInt(&v))
            return false;
        out->push_back(v);
    }
    return !c.failed();
}

} // namespace

bool CpuProfileReader::sniff(QByteArrayView head)
{
    // `{"nodes":[{"id":1,"callFrame":…` from node and Chrome; keys in any order elsewhere.
    const bool nodes = head.indexOf("\"nodes\"") >= 0;
    return (head.indexOf("\"callFrame\"") >= 0 && (nodes || head.indexOf("\"samples\"") >= 0)) ||
           (nodes && head.indexOf("\"timeDeltas\"") >= 0);
}

ProfileResult CpuProfileReader::parse(const QByteArray &data, const ReadOptions &options)
{
    JsonCursor c(data, kFormat);
    c.setCancel(options.cancel);
    ProfileBuilder b;
    b.setSampleTypes({ValueType{QStringLiteral("wall"), QStringLiteral("microseconds")}});
    std::vector<Node> nodes;
    std::vector<qint64> childIds, samples, deltas;
    qint64 startTime = 0, endTime = 0;
    bool haveNodes = false, haveStart = false, haveEnd = false;
    // Functions by (script, name; an anonymous one's name says its line and column): looked
    // up by views into the data, each copied once, when new, into the index (so that the
    // comparisons read a compact copy, not the place in the data where it first was).
    // Consecutive nodes mostly share their script, so its URL is hashed only when it changes.
    ViewIndex functionOf;                   // by name, tagged with the script
    ViewIndex scriptOf;                     // by URL
    std::vector<QByteArrayView> scriptUrls; // the index's copies
    QByteArrayView lastUrl;
    quint32 lastScript = 0;
    bool haveLastScript = false;
    QByteArray anonymous;
    // 215 bytes a node in node's files: reserved so that the vectors do not move as they grow.
    nodes.reserve(size_t(data.size() / 192));
    childIds.reserve(size_t(data.size() / 192));
    auto fail = [&](const QString &detail, ParseError::Kind kind = ParseError::Kind::Malformed) {
        c.fail(detail, kind);
        return ProfileResult{nullptr, c.error()};
    };

    QByteArrayView key;
    if (!c.beginObject())
        return {nullptr, c.error()};
    while (c.nextKey(&key)) {
        if (key == "nodes") {
            haveNodes = true;
            if (!c.beginArray())
                break;
            while (c.nextElement()) {
                if ((nodes.size() & 4095) == 4095) {
                    if (options.cancelled())
                        return {nullptr,
                                ParseError::at(ParseError::Kind::Cancelled, c.offset(), {})};
                    if (options.progress)
                        options.progress(
                            int(150 + 700 * c.offset() / std::max<qsizetype>(1, data.size())));
                }
                Node n;
                CallFrame f;
                bool haveId = false, haveFrame = false;
                n.childBegin = qsizetype(childIds.size());
                if (!c.beginObject())
                    break;
                QByteArrayView k;
                while (c.nextKey(&k)) {
                    if (k == "id") {
                        haveId = c.readInt(&n.id);
                    } else if (k == "callFrame") {
                        haveFrame = readCallFrame(c, data, &f);
                    } else if (k == "children") {
                        readIds(c, &childIds);
                    } else if (k == "parent") {
                        c.readInt(&n.parentId);
                    } else {
                        c.skipValue();
                    }
                }
                if (c.failed())
                    break;
                if (!haveId || !haveFrame)
                    return fail(
                        QStringLiteral("a node without %1")
                            .arg(haveId ? QStringLiteral("`callFrame`") : QStringLiteral("`id`")));
                n.childEnd = qsizetype(childIds.size());
                n.line = f.line >= 0 ? f.line + 1 : 0;
                n.isRoot = f.name == "(root)" && f.url.isEmpty();
                // `f.url` and `f.name` point into the data or into `f`'s copies.
                if (!haveLastScript || f.url != lastUrl) {
                    QByteArrayView url = f.url;
                    quint32 script = scriptOf.find(url);
                    if (script == ViewIndex::None) {
                        script = quint32(scriptUrls.size());
                        scriptUrls.push_back(scriptOf.insert(url, script));
                    }
                    lastUrl = scriptUrls[script]; // the index's copy
                    lastScript = script;
                    haveLastScript = true;
                }
                QByteArrayView name = f.name;
                if (f.name.isEmpty()) {
                    anonymous.clear();
                    if (f.line >= 0)
                        anonymous += "(anonymous " + QByteArray::number(f.line + 1) + ':' +
                                     QByteArray::number(f.column + 1) + ')';
                    else
                        anonymous += "(anonymous)";
                    name = anonymous;
                }
                n.function = functionOf.find(name, lastScript);
                if (n.function == ViewIndex::None) {
                    Function fn;
                    fn.name = QString::fromUtf8(name);
                    fn.file = QString::fromUtf8(f.url);
                    fn.startLine = n.line;
                    n.function = b.addFunction(fn);
                    functionOf.insert(name, lastScript, n.function);
                }
                nodes.push_back(n);
            }
        } else if (key == "samples") {
            readIds(c, &samples);
        } else if (key == "timeDeltas") {
            readIds(c, &deltas);
        } else if (key == "startTime") {
            haveStart = c.readInt(&startTime);
        } else if (key == "endTime") {
            haveEnd = c.readInt(&endTime);
        } else {
            c.skipValue();
        }
    }
    if (!c.failed() && !c.atEnd())
        c.fail(QStringLiteral("data after the profile"));
    if (c.failed())
        return {nullptr, c.error()};
    // The document is read: stop here if cancelled meanwhile, before building the profile.
    if (options.cancelled())
        return {nullptr, ParseError::at(ParseError::Kind::Cancelled, c.offset(), {})};
    if (!haveNodes)
        return fail(QStringLiteral("no `nodes`"));
    if (deltas.size() != samples.size())
        return fail(
            QStringLiteral("%1 samples but %2 time deltas").arg(samples.size()).arg(deltas.size()));

    // Node ids → indices; parents from the children lists (or the `parent` fields).
    const qsizetype n = qsizetype(nodes.size());
    // Ids are usually 1..n: a table then, a hash otherwise.
    qint64 minId = std::numeric_limits<qint64>::max(), maxId = std::numeric_limits<qint64>::min();
    for (const Node &node : nodes) {
        minId = std::min(minId, node.id);
        maxId = std::max(maxId, node.id);
    }
    const bool dense = n > 0 && minId >= 0 && maxId < 4 * qint64(n) + 16;
    std::vector<qint32> table(dense ? size_t(maxId) + 1 : 0, -1);
    QHash<qint64, qint32> hash;
    if (!dense)
        hash.reserve(n);
    auto indexOfId = [&](qint64 id) -> qint32 {
        if (dense)
            return id >= 0 && id <= maxId ? table[size_t(id)] : -1;
        return hash.value(id, -1);
    };
    for (qsizetype i = 0; i < n; ++i) {
        const qint64 id = nodes[size_t(i)].id;
        if (indexOfId(id) >= 0)
            return fail(QStringLiteral("node id %1 appears twice").arg(id));
        if (dense)
            table[size_t(id)] = qint32(i);
        else
            hash.insert(id, qint32(i));
    }
    std::vector<qint32> parent(size_t(n), -1);
    for (qsizetype i = 0; i < n; ++i) {
        const Node &node = nodes[size_t(i)];
        for (qsizetype k = node.childBegin; k < node.childEnd; ++k) {
            const qint32 child = indexOfId(childIds[size_t(k)]);
            if (child < 0)
                return fail(QStringLiteral("node %1 names a child %2 that is not a node")
                                .arg(node.id)
                                .arg(childIds[size_t(k)]));
            if (parent[size_t(child)] >= 0 && parent[size_t(child)] != i)
                return fail(QStringLiteral("node %1 has two parents").arg(childIds[size_t(k)]));
            parent[size_t(child)] = qint32(i);
        }
        if (node.parentId != std::numeric_limits<qint64>::min()) {
            const qint32 p = indexOfId(node.parentId);
            if (p < 0)
                return fail(QStringLiteral("node %1 names a parent %2 that is not a node")
                                .arg(node.id)
                                .arg(node.parentId));
            if (parent[size_t(i)] >= 0 && parent[size_t(i)] != p)
                return fail(QStringLiteral("node %1 has two parents").arg(node.id));
            parent[size_t(i)] = p;
        }
    }

    // Trie nodes, parents first: walk up to a node done, then down. 0 is "not yet", a root
    // `(root)` node is the empty stack (it is not a frame).
    std::vector<quint32> trie(size_t(n), 0);
    std::vector<quint8> state(size_t(n), 0); // 0 new, 1 on the walk, 2 done
    std::vector<quint32> locationOf(size_t(b.functionCount()), 0xffffffffu);
    auto locationFor = [&](const Node &node) {
        quint32 &loc = locationOf[node.function];
        if (loc == 0xffffffffu) {
            const Line line{node.function, node.line};
            loc = b.addLocation(Location::NoMapping, 0, std::span<const Line>(&line, 1));
        }
        return loc;
    };
    std::vector<qint32> walk;
    for (qsizetype i = 0; i < n; ++i) {
        for (qint32 j = qint32(i); j >= 0 && state[size_t(j)] != 2; j = parent[size_t(j)]) {
            if (state[size_t(j)] == 1)
                return fail(QStringLiteral("node %1 is its own ancestor").arg(nodes[size_t(j)].id));
            state[size_t(j)] = 1;
            walk.push_back(j);
        }
        while (!walk.empty()) {
            const qint32 j = walk.back();
            walk.pop_back();
            const Node &node = nodes[size_t(j)];
            const qint32 p = parent[size_t(j)];
            trie[size_t(j)] = p < 0 && node.isRoot
                                  ? 0
                                  : b.stackChild(p < 0 ? 0 : trie[size_t(p)], locationFor(node));
            state[size_t(j)] = 2;
        }
    }

    // Weights: the time to the next sample; the last one's until endTime.
    const size_t count = samples.size();
    b.reserveSamples(count);
    qint64 t = startTime;
    std::vector<qint64> times(count);
    for (size_t i = 0; i < count; ++i) {
        if (__builtin_add_overflow(t, deltas[i], &t))
            return fail(QStringLiteral("the time deltas overflow"));
        times[i] = t;
    }
    qint64 total = 0;      // cannot overflow: the weights add up to at most the last time
    quint32 rootStack = 0; // a sample in `(root)` itself: a frame named so
    for (size_t i = 0; i < count; ++i) {
        const qint32 idx = indexOfId(samples[i]);
        if (idx < 0)
            return fail(QStringLiteral("sample %1 names node %2, which is not a node")
                            .arg(i)
                            .arg(samples[i]));
        const qint64 next = i + 1 < count ? times[i + 1] : (haveEnd ? endTime : times[i]);
        qint64 w = 0;
        if (__builtin_sub_overflow(next, times[i], &w) || w < 0)
            w = 0;
        quint32 stack = trie[size_t(idx)];
        if (stack == 0) {
            if (rootStack == 0)
                rootStack = b.stackChild(0, locationFor(nodes[size_t(idx)]));
            stack = rootStack;
        }
        b.addSample(stack, std::span<const qint64>(&w, 1));
        total += w;
    }
    if (haveStart && haveEnd && endTime > startTime) {
        const qint64 span = endTime - startTime;
        if (span < std::numeric_limits<qint64>::max() / 1000)
            b.setDuration(span * 1000);
    }
    // The mean interval, so that total / period is the number of samples.
    if (count > 0 && total > 0)
        b.setPeriod(ValueType{QStringLiteral("wall"), QStringLiteral("microseconds")},
                    std::max<qint64>(1, (total + qint64(count) / 2) / qint64(count)));
    return {b.finish(), {}};
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "geckoreader.h"

#include "jsoncursor.h"
#include "profile/profilebuilder.h"

#include <QHash>

#include <cmath>

namespace hearth {

namespace {

const QString kFormat = QStringLiteral("Firefox Profiler");

// A table as columns of numbers (null and anything else is NaN), from either layout.
struct Table
{
    QHash<QByteArray, qsizetype> schema;
    std::vector<std::vector<double>> rows;
    QHash<QByteArray, std::vector<double>> columns;
    bool present = false;

    bool has(const char *name) const { return columns.contains(name) || schema.contains(name); }
    std::vector<double> column(const char *name) const
    {
        const auto it = columns.constFind(name);
        if (it != columns.cend())
            return *it;
        const qsizetype i = schema.value(name, -1);
        std::vector<double> out;
        if (i < 0)
            return out;
        out.reserve(rows.size());
        for (const std::vector<double> &row : rows)
            out.push_back(i < qsizetype(row.size()) ? row[size_t(i)] : std::nan(""));
        return out;
    }
};

double readNumber(JsonCursor &c)
{
    double d = std::nan("");
    if (c.peek() == '0')
        c.readDouble(&d);
    else
        c.skipValue();
    return d;
}

// `weightType`, a string among the samples' columns, into *weightType when given.
bool readTable(JsonCursor &c, Table *t, QString *weightType = nullptr)
{
    QByteArrayView key;
    t->present = true;
    if (!c.beginObject())
        return false;
    while (c.nextKey(&key)) {
        const QByteArray name = key.toByteArray();
        if (weightType && name == "weightType" && c.peek() == '"') {
            c.readString(weightType);
        } else if (name == "schema" && c.peek() == '{') {
            c.beginObject();
            QByteArrayView k;
            while (c.nextKey(&k)) {
                const QByteArray col = k.toByteArray();
                qint64 i = 0;
                if (c.peek() == '0' && c.readInt(&i) && i >= 0 && i < 1024)
                    t->schema.insert(col, qsizetype(i));
                else
                    c.skipValue();
            }
        } else if (name == "data" && c.peek() == '[') {
            c.beginArray();
            while (c.nextElement()) {
                std::vector<double> row;
                if (!c.beginArray())
                    return false;
                while (c.nextElement())
                    row.push_back(readNumber(c));
                t->rows.push_back(std::move(row));
            }
        } else if (c.peek() == '[') {
            std::vector<double> col;
            c.beginArray();
            while (c.nextElement())
                col.push_back(readNumber(c));
            t->columns.insert(name, std::move(col));
        } else {
            c.skipValue();
        }
    }
    return !c.failed();
}

bool readStrings(JsonCursor &c, QStringList *strings)
{
    if (!c.beginArray())
        return false;
    while (c.nextElement()) {
        QString s;
        if (c.peek() == '"')
            c.readString(&s);
        else
            c.skipValue();
        *strings << s;
    }
    return !c.failed();
}

struct Thread
{
    QString name;
    qint64 tid = -1;
    Table samples, stacks, frames, funcs;
    QString weightType;
    QStringList strings;
    bool haveStrings = false;
};

bool readThread(JsonCursor &c, Thread *t)
{
    QByteArrayView key;
    if (!c.beginObject())
        return false;
    while (c.nextKey(&key)) {
        const char p = c.peek();
        if (key == "name" && p == '"') {
            c.readString(&t->name);
        } else if (key == "tid" && p == '0') {
            double d = 0;
            if (c.readDouble(&d) && d >= 0 && d < 1e15)
                t->tid = qint64(d);
        } else if (key == "samples" && p == '{') {
            readTable(c, &t->samples, &t->weightType);
        } else if (key == "stackTable" && p == '{') {
            readTable(c, &t->stacks);
        } else if (key == "frameTable" && p == '{') {
            readTable(c, &t->frames);
        } else if (key == "funcTable" && p == '{') {
            readTable(c, &t->funcs);
        } else if ((key == "stringTable" || key == "stringArray") && p == '[') {
            t->haveStrings = true;
            readStrings(c, &t->strings);
        } else {
            c.skipValue();
        }
        if (c.failed())
            return false;
    }
    return !c.failed();
}

// An index read from a table: a whole number in [0, size).
bool indexIn(double v, size_t size, qsizetype *i)
{
    if (!(v >= 0 && v < double(size)) || v != std::floor(v))
        return false;
    *i = qsizetype(v);
    return true;
}

} // namespace

bool GeckoReader::sniff(QByteArrayView head)
{
    return head.indexOf("\"meta\"") >= 0 && head.indexOf("\"threads\"") >= 0;
}

ProfileResult GeckoReader::parse(const QByteArray &data, const ReadOptions &options)
{
    JsonCursor c(data, kFormat);
    c.setCancel(options.cancel);
    std::vector<Thread> threads;
    QStringList shared;
    double interval = 1;
    bool haveThreads = false;
    QByteArrayView key;
    if (!c.beginObject())
        return {nullptr, c.error()};
    while (c.nextKey(&key)) {
        if (key == "meta" && c.peek() == '{') {
            QByteArrayView k;
            c.beginObject();
            while (c.nextKey(&k)) {
                if (k == "interval" && c.peek() == '0')
                    c.readDouble(&interval);
                else
                    c.skipValue();
            }
        } else if (key == "shared" && c.peek() == '{') {
            QByteArrayView k;
            c.beginObject();
            while (c.nextKey(&k)) {
                if ((k == "stringArray" || k == "stringTable") && c.peek() == '[')
                    readStrings(c, &shared);
                else
                    c.skipValue();
            }
        } else if (key == "threads") {
            haveThreads = true;
            if (!c.beginArray())
                break;
            while (c.nextElement()) {
                if (options.cancelled())
                    return {nullptr, ParseError::at(ParseError::Kind::Cancelled, c.offset(), {})};
                Thread t;
                if (!readThread(c, &t))
                    break;
                threads.push_back(std::move(t));
            }
        } else {
            c.skipValue();
        }
    }
    if (!c.failed() && !c.atEnd())
        c.fail(QStringLiteral("data after the profile"));
    if (!c.failed() && (!haveThreads || threads.empty()))
        c.fail(QStringLiteral("no `threads`"));
    if (c.failed())
        return {nullptr, c.error()};
    auto fail = [](qsizetype thread, const QString &detail) {
        return ProfileResult{
            nullptr,
            ParseError::at(ParseError::Kind::Malformed, 0,
                           kFormat + QStringLiteral(": $.threads[%1].").arg(thread) + detail)};
    };
    if (!(interval > 0 && interval < 1e9))
        return ProfileResult{nullptr,
                             ParseError::at(ParseError::Kind::Malformed, 0,
                                            kFormat + QStringLiteral(": $.meta.interval: %1 is "
                                                                     "out of range")
                                                          .arg(interval))};

    // The sample types: one per thread.
    QList<ValueType> types;
    std::vector<double> scales;
    for (size_t i = 0; i < threads.size(); ++i) {
        const Thread &t = threads[i];
        QString name = t.name.isEmpty() ? QStringLiteral("thread %1").arg(i + 1) : t.name;
        if (t.tid >= 0)
            name += QStringLiteral(" (%1)").arg(t.tid);
        QString unit = QStringLiteral("nanoseconds");
        double scale = interval * 1e6;
        if (t.weightType == QLatin1String("tracing-ms")) {
            scale = 1e6;
        } else if (t.weightType == QLatin1String("bytes")) {
            unit = QStringLiteral("bytes");
            scale = 1;
        }
        QString type = name;
        for (int n = 2; std::any_of(types.cbegin(), types.cend(),
                                    [&](const ValueType &o) { return o.type == type; });
             ++n)
            type = name + QStringLiteral(" (%1)").arg(n);
        types << ValueType{type, unit};
        scales.push_back(scale);
    }
    ProfileBuilder b;
    b.setSampleTypes(types);
    // The sampling interval, for the single-sample verdict and the sample counts.
    for (size_t i = 0; i < threads.size(); ++i) {
        if (threads[i].weightType.isEmpty() || threads[i].weightType == QLatin1String("samples")) {
            b.setPeriod(types[qsizetype(i)], qint64(std::llround(interval * 1e6)));
            break;
        }
    }

    std::vector<qint64> values(size_t(types.size()), 0);
    std::vector<double> totals(threads.size(), 0);
    // Functions by (name, file): the builder deduplicates them; locations per thread.
    for (size_t ti = 0; ti < threads.size(); ++ti) {
        const Thread &t = threads[ti];
        const qsizetype at = qsizetype(ti);
        const QStringList &strings = t.haveStrings ? t.strings : shared;
        auto stringAt = [&](double v, QString *s) {
            qsizetype i = 0;
            if (!indexIn(v, size_t(strings.size()), &i))
                return false;
            *s = strings[i];
            return true;
        };
        const std::vector<double> prefix = t.stacks.column("prefix");
        const std::vector<double> frameOf = t.stacks.column("frame");
        const std::vector<double> funcOf = t.frames.column("func");
        const std::vector<double> locationName = t.frames.column("location");
        const std::vector<double> frameLine = t.frames.column("line");
        const std::vector<double> funcName = t.funcs.column("name");
        const std::vector<double> funcFile = t.funcs.column("fileName");
        const std::vector<double> funcLine = t.funcs.column("lineNumber");
        const bool byFunc = t.frames.has("func");
        const size_t frameCount = byFunc ? funcOf.size() : locationName.size();
        if (frameOf.size() != prefix.size())
            return fail(at, QStringLiteral("stackTable: %1 frames but %2 prefixes")
                                .arg(frameOf.size())
                                .arg(prefix.size()));

        // Per frame, its location (made when first used).
        std::vector<quint32> location(frameCount, 0xffffffffu);
        auto locationOf = [&](qsizetype frame, quint32 *loc) -> QString {
            quint32 &l = location[size_t(frame)];
            if (l != 0xffffffffu) {
                *loc = l;
                return {};
            }
            Function fn;
            qint64 line = 0;
            if (byFunc) {
                qsizetype func = 0;
                if (!indexIn(funcOf[size_t(frame)], funcName.size(), &func))
                    return QStringLiteral("frameTable: frame %1 has func %2 of %3 functions")
                        .arg(frame)
                        .arg(funcOf[size_t(frame)])
                        .arg(funcName.size());
                if (!stringAt(funcName[size_t(func)], &fn.name))
                    return QStringLiteral("funcTable: function %1 has name %2 of %3 strings")
                        .arg(func)
                        .arg(funcName[size_t(func)])
                        .arg(strings.size());
                if (size_t(func) < funcFile.size())
                    stringAt(funcFile[size_t(func)], &fn.file);
                if (size_t(func) < funcLine.size() && funcLine[size_t(func)] >= 0 &&
                    funcLine[size_t(func)] < 1e9)
                    fn.startLine = qint64(funcLine[size_t(func)]);
            } else if (!stringAt(locationName[size_t(frame)], &fn.name)) {
                return QStringLiteral("frameTable: frame %1 has location %2 of %3 strings")
                    .arg(frame)
                    .arg(locationName[size_t(frame)])
                    .arg(strings.size());
            }
            if (size_t(frame) < frameLine.size() && frameLine[size_t(frame)] >= 0 &&
                frameLine[size_t(frame)] < 1e9)
                line = qint64(frameLine[size_t(frame)]);
            const Line ln{b.addFunction(fn), line};
            l = b.addLocation(Location::NoMapping, 0, std::span<const Line>(&ln, 1));
            *loc = l;
            return {};
        };

        // Per stack, its trie node: a prefix comes before the stacks that extend it.
        std::vector<quint32> node(frameOf.size(), 0);
        for (size_t s = 0; s < frameOf.size(); ++s) {
            qsizetype frame = 0, parent = -1;
            if (!indexIn(frameOf[s], frameCount, &frame))
                return fail(at, QStringLiteral("stackTable: stack %1 has frame %2 of %3 frames")
                                    .arg(s)
                                    .arg(frameOf[s])
                                    .arg(frameCount));
            if (!std::isnan(prefix[s]) && !indexIn(prefix[s], s, &parent))
                return fail(at, QStringLiteral("stackTable: stack %1 has prefix %2, not an "
                                               "earlier stack")
                                    .arg(s)
                                    .arg(prefix[s]));
            quint32 loc = 0;
            const QString error = locationOf(frame, &loc);
            if (!error.isEmpty())
                return fail(at, error);
            node[s] = b.stackChild(parent < 0 ? 0 : node[size_t(parent)], loc);
        }

        const std::vector<double> stack = t.samples.column("stack");
        const std::vector<double> weight = t.samples.column("weight");
        for (size_t i = 0; i < stack.size(); ++i) {
            if (std::isnan(stack[i]))
                continue; // a sample without a stack
            qsizetype s = 0;
            if (!indexIn(stack[i], node.size(), &s))
                return fail(at, QStringLiteral("samples: sample %1 has stack %2 of %3 stacks")
                                    .arg(i)
                                    .arg(stack[i])
                                    .arg(node.size()));
            const double w = i < weight.size() && !std::isnan(weight[i]) ? weight[i] : 1;
            const double v = w * scales[ti];
            if (!(v >= 0 && v < 9e18))
                return fail(at, QStringLiteral("samples: sample %1 has weight %2").arg(i).arg(w));
            values[ti] = qint64(std::llround(v));
            if (values[ti] > 0) {
                b.addSample(node[size_t(s)], values);
                totals[ti] += double(values[ti]);
            }
            values[ti] = 0;
        }
    }
    if (!types.isEmpty()) {
        const auto most = std::max_element(totals.begin(), totals.end()) - totals.begin();
        b.setDefaultSampleType(types[most].type);
    }
    return {b.finish(), {}};
}

} // namespace hearth

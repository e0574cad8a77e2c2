// SPDX-License-Identifier: MIT
#include "speedscopereader.h"

#include "jsoncursor.h"
#include "profile/profilebuilder.h"

#include <QHash>

#include <cmath>
#include <limits>
#include <span>

namespace hearth {

namespace {

const QString kFormat = QStringLiteral("speedscope");
constexpr quint32 kOutOfRange = 0xffffffffu;

struct Frame
{
    QString name, file;
    qint64 line = 0;
};

// One profile as read: its name, unit and, per trie node, the weight gathered.
struct Read
{
    QString name;
    QString unit = QStringLiteral("none");
    bool evented = false;
    // sampled: the stacks' frame indices, root first, one after the other; stackEnds[s]
    // is where stack s ends. An index that does not fit is kept in `outOfRange` by its
    // position, with kOutOfRange in its place.
    std::vector<quint32> stackFrames;
    std::vector<size_t> stackEnds;
    std::vector<std::pair<size_t, qint64>> outOfRange;
    std::vector<double> weights;
    struct Event
    {
        bool open;
        qint64 frame;
        double at;
    };
    std::vector<Event> events;
};

bool readFrames(JsonCursor &c, std::vector<Frame> *frames)
{
    if (!c.beginArray())
        return false;
    while (c.nextElement()) {
        Frame f;
        bool haveName = false;
        QByteArrayView key;
        if (!c.beginObject())
            return false;
        while (c.nextKey(&key)) {
            if (key == "name") {
                haveName = c.readString(&f.name);
            } else if (key == "file" && c.peek() == '"') {
                c.readString(&f.file);
            } else if (key == "line" && c.peek() == '0') {
                double d = 0;
                if (c.readDouble(&d) && d >= 0 && d < 1e15)
                    f.line = qint64(d);
            } else {
                c.skipValue();
            }
        }
        if (c.failed())
            return false;
        if (!haveName)
            return c.fail(QStringLiteral("a frame without a `name`"));
        frames->push_back(std::move(f));
    }
    return !c.failed();
}

bool readProfile(JsonCursor &c, Read *p)
{
    QByteArrayView key;
    QString type;
    if (!c.beginObject())
        return false;
    while (c.nextKey(&key)) {
        if (key == "type") {
            c.readString(&type);
        } else if (key == "name" && c.peek() == '"') {
            c.readString(&p->name);
        } else if (key == "unit") {
            c.readString(&p->unit);
        } else if (key == "samples") {
            if (!c.beginArray())
                return false;
            // An index and its comma take at least two bytes, most take five or more.
            p->stackFrames.reserve(size_t(c.remaining() / 8));
            while (c.nextElement()) {
                if (!c.beginArray())
                    return false;
                while (c.nextElement()) {
                    qint64 f = 0;
                    if (!c.readInt(&f))
                        return false;
                    if (f < 0 || f >= kOutOfRange) {
                        p->outOfRange.emplace_back(p->stackFrames.size(), f);
                        f = kOutOfRange;
                    }
                    p->stackFrames.push_back(quint32(f));
                }
                p->stackEnds.push_back(p->stackFrames.size());
            }
        } else if (key == "weights") {
            if (!c.beginArray())
                return false;
            while (c.nextElement()) {
                double w = 0;
                if (!c.readDouble(&w))
                    return false;
                p->weights.push_back(w);
            }
        } else if (key == "events") {
            if (!c.beginArray())
                return false;
            while (c.nextElement()) {
                Read::Event e{true, -1, 0};
                QString t;
                QByteArrayView k;
                bool haveAt = false;
                if (!c.beginObject())
                    return false;
                while (c.nextKey(&k)) {
                    if (k == "type")
                        c.readString(&t);
                    else if (k == "frame")
                        c.readInt(&e.frame);
                    else if (k == "at")
                        haveAt = c.readDouble(&e.at);
                    else
                        c.skipValue();
                }
                if (c.failed())
                    return false;
                if (t != QLatin1String("O") && t != QLatin1String("C"))
                    return c.fail(QStringLiteral("an event of type `%1`, not `O` or `C`").arg(t));
                if (!haveAt)
                    return c.fail(QStringLiteral("an event without `at`"));
                e.open = t == QLatin1String("O");
                p->events.push_back(e);
            }
        } else {
            c.skipValue();
        }
    }
    if (c.failed())
        return false;
    if (type == QLatin1String("evented"))
        p->evented = true;
    else if (type != QLatin1String("sampled"))
        return c.fail(
            QStringLiteral("a profile of type `%1`, not `sampled` or `evented`").arg(type));
    return true;
}

// The unit as Hearth names it, and the factor from the file's values to it.
ValueType typeOf(const QString &name, const QString &unit, double *scale)
{
    const QString u = unit.toLower();
    *scale = 1;
    if (u == QLatin1String("nanoseconds"))
        return {name, QStringLiteral("nanoseconds")};
    if (u == QLatin1String("microseconds"))
        *scale = 1e3;
    else if (u == QLatin1String("milliseconds"))
        *scale = 1e6;
    else if (u == QLatin1String("seconds"))
        *scale = 1e9;
    else if (u == QLatin1String("bytes"))
        return {name, QStringLiteral("bytes")};
    else
        return {QStringLiteral("samples"), QStringLiteral("count")};
    return {name, QStringLiteral("nanoseconds")};
}

qint64 rounded(double v)
{
    if (!(v > 0))
        return 0; // negative, zero or NaN
    return v >= 9e18 ? qint64(9e18) : qint64(std::llround(v));
}

} // namespace

bool SpeedscopeReader::sniff(QByteArrayView head)
{
    return head.indexOf("speedscope") >= 0 ||
           (head.indexOf("\"shared\"") >= 0 && head.indexOf("\"profiles\"") >= 0);
}

ProfileResult SpeedscopeReader::parse(const QByteArray &data, const ReadOptions &options)
{
    JsonCursor c(data, kFormat);
    c.setCancel(options.cancel);
    std::vector<Frame> frames;
    std::vector<Read> profiles;
    qint64 active = 0;
    bool haveProfiles = false;
    QByteArrayView key;
    if (!c.beginObject())
        return {nullptr, c.error()};
    while (c.nextKey(&key)) {
        if (key == "shared") {
            QByteArrayView k;
            if (!c.beginObject())
                break;
            while (c.nextKey(&k)) {
                if (k == "frames")
                    readFrames(c, &frames);
                else
                    c.skipValue();
            }
        } else if (key == "profiles") {
            haveProfiles = true;
            if (!c.beginArray())
                break;
            while (c.nextElement()) {
                if (options.cancelled())
                    return {nullptr, ParseError::at(ParseError::Kind::Cancelled, c.offset(), {})};
                Read p;
                if (!readProfile(c, &p))
                    break;
                profiles.push_back(std::move(p));
            }
        } else if (key == "activeProfileIndex" && c.peek() == '0') {
            c.readInt(&active);
        } else {
            c.skipValue();
        }
    }
    if (!c.failed() && !c.atEnd())
        c.fail(QStringLiteral("data after the profile"));
    if (!c.failed() && !haveProfiles)
        c.fail(QStringLiteral("no `profiles`"));
    if (c.failed())
        return {nullptr, c.error()};
    // The document is read: stop here if cancelled meanwhile, before building the profile.
    if (options.cancelled())
        return {nullptr, ParseError::at(ParseError::Kind::Cancelled, c.offset(), {})};

    ProfileBuilder b;
    // One location per frame, made when first used.
    std::vector<quint32> location(frames.size(), 0xffffffffu);
    auto locationOf = [&](qint64 f) {
        quint32 &loc = location[size_t(f)];
        if (loc == 0xffffffffu) {
            Function fn;
            fn.name = frames[size_t(f)].name;
            fn.file = frames[size_t(f)].file;
            fn.startLine = frames[size_t(f)].line;
            const Line line{b.addFunction(fn), frames[size_t(f)].line};
            loc = b.addLocation(Location::NoMapping, 0, std::span<const Line>(&line, 1));
        }
        return loc;
    };
    auto fail = [&](qsizetype profile, const QString &detail) {
        return ProfileResult{
            nullptr,
            ParseError::at(ParseError::Kind::IndexOutOfRange, 0,
                           kFormat + QStringLiteral(": $.profiles[%1]: ").arg(profile) + detail)};
    };
    QList<ValueType> types;
    std::vector<double> scales;
    for (qsizetype i = 0; i < qsizetype(profiles.size()); ++i) {
        const Read &p = profiles[size_t(i)];
        QString name = p.name.isEmpty() ? QStringLiteral("profile %1").arg(i + 1) : p.name;
        double scale = 1;
        ValueType t = typeOf(name, p.unit, &scale);
        if (profiles.size() > 1 && t.type == QLatin1String("samples"))
            t.type = name;
        for (int n = 2; std::any_of(types.cbegin(), types.cend(),
                                    [&](const ValueType &o) { return o.type == t.type; });
             ++n)
            t.type = name + QStringLiteral(" (%1)").arg(n);
        types << t;
        scales.push_back(scale);
    }
    b.setSampleTypes(types);
    if (active >= 0 && active < qsizetype(profiles.size()))
        b.setDefaultSampleType(types[active].type);
    else if (!types.isEmpty())
        b.setDefaultSampleType(types.first().type);

    std::vector<qint64> values(size_t(types.size()), 0);
    for (qsizetype i = 0; i < qsizetype(profiles.size()); ++i) {
        const Read &p = profiles[size_t(i)];
        auto add = [&](quint32 node, double weight) {
            values[size_t(i)] = rounded(weight * scales[size_t(i)]);
            b.addSample(node, values);
            values[size_t(i)] = 0;
        };
        if (!p.evented) {
            if (p.weights.size() != p.stackEnds.size())
                return fail(i, QStringLiteral("%1 samples but %2 weights")
                                   .arg(p.stackEnds.size())
                                   .arg(p.weights.size()));
            // A sample mostly shares its first frames with the one before: their trie nodes
            // are taken from it, and only the rest is walked.
            std::vector<quint32> prevFrames;
            std::vector<quint32> prevNodes;
            for (size_t s = 0; s < p.stackEnds.size(); ++s) {
                const size_t begin = s ? p.stackEnds[s - 1] : 0;
                const std::span<const quint32> stack(p.stackFrames.data() + begin,
                                                     p.stackEnds[s] - begin);
                size_t k = 0;
                while (k < stack.size() && k < prevFrames.size() && stack[k] == prevFrames[k])
                    ++k;
                prevFrames.resize(k);
                prevNodes.resize(k);
                quint32 node = k ? prevNodes[k - 1] : 0;
                for (; k < stack.size(); ++k) {
                    qint64 f = stack[k];
                    if (f == kOutOfRange)
                        f = std::lower_bound(
                                p.outOfRange.begin(), p.outOfRange.end(),
                                std::make_pair(begin + k, qint64(0)),
                                [](const auto &a, const auto &b) { return a.first < b.first; })
                                ->second;
                    if (f < 0 || f >= qint64(frames.size()))
                        return fail(i, QStringLiteral("samples[%1]: frame %2 of %3 frames")
                                           .arg(s)
                                           .arg(f)
                                           .arg(frames.size()));
                    node = b.stackChild(node, locationOf(f));
                    prevFrames.push_back(quint32(f));
                    prevNodes.push_back(node);
                }
                add(node, p.weights[s]);
            }
            continue;
        }
        // Evented: the time between two events belongs to the stack open between them.
        std::vector<quint32> open{0};
        std::vector<qint64> openFrames;
        QHash<quint32, double> timeOf;
        std::vector<quint32> order;
        double last = 0;
        for (size_t e = 0; e < p.events.size(); ++e) {
            const Read::Event &ev = p.events[e];
            if (ev.frame < 0 || ev.frame >= qint64(frames.size()))
                return fail(i, QStringLiteral("events[%1]: frame %2 of %3 frames")
                                   .arg(e)
                                   .arg(ev.frame)
                                   .arg(frames.size()));
            if (e > 0 && ev.at < last)
                return fail(i, QStringLiteral("events[%1]: at %2 is before the event before it")
                                   .arg(e)
                                   .arg(ev.at));
            if (open.size() > 1 && ev.at > last) {
                auto it = timeOf.find(open.back());
                if (it == timeOf.end()) {
                    order.push_back(open.back());
                    it = timeOf.insert(open.back(), 0);
                }
                *it += ev.at - last;
            }
            last = ev.at;
            if (ev.open) {
                open.push_back(b.stackChild(open.back(), locationOf(ev.frame)));
                openFrames.push_back(ev.frame);
            } else {
                if (openFrames.empty() || openFrames.back() != ev.frame)
                    return fail(i, QStringLiteral("events[%1]: closes frame %2, which is not the "
                                                  "innermost open frame")
                                       .arg(e)
                                       .arg(ev.frame));
                open.pop_back();
                openFrames.pop_back();
            }
        }
        if (!openFrames.empty())
            return fail(i, QStringLiteral("%1 frames are still open after the last event")
                               .arg(openFrames.size()));
        for (quint32 node : order)
            add(node, timeOf.value(node));
    }
    return {b.finish(), {}};
}

} // namespace hearth

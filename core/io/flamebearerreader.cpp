// SPDX-License-Identifier: MIT
#include "flamebearerreader.h"

#include "jsoncursor.h"
#include "profile/profilebuilder.h"

#include <limits>

namespace hearth {

namespace {

const QString kFormat = QStringLiteral("Pyroscope flamebearer");

struct Bearer
{
    QStringList names;
    std::vector<std::vector<qint64>> levels;
    bool haveNames = false, haveLevels = false;
};

struct Metadata
{
    QString units, format, spyName, name;
    double sampleRate = 0;
};

bool readBearer(JsonCursor &c, Bearer *b)
{
    QByteArrayView key;
    if (!c.beginObject())
        return false;
    while (c.nextKey(&key)) {
        if (key == "names") {
            b->haveNames = true;
            if (!c.beginArray())
                return false;
            while (c.nextElement()) {
                QString s;
                if (!c.readString(&s))
                    return false;
                b->names << s;
            }
        } else if (key == "levels") {
            b->haveLevels = true;
            if (!c.beginArray())
                return false;
            while (c.nextElement()) {
                std::vector<qint64> level;
                if (!c.beginArray())
                    return false;
                while (c.nextElement()) {
                    qint64 v = 0;
                    if (!c.readInt(&v))
                        return false;
                    level.push_back(v);
                }
                b->levels.push_back(std::move(level));
            }
        } else {
            c.skipValue();
        }
    }
    return !c.failed();
}

bool readMetadata(JsonCursor &c, Metadata *m)
{
    QByteArrayView key;
    if (!c.beginObject())
        return false;
    while (c.nextKey(&key)) {
        const char t = c.peek();
        if (key == "units" && t == '"')
            c.readString(&m->units);
        else if (key == "format" && t == '"')
            c.readString(&m->format);
        else if (key == "spyName" && t == '"')
            c.readString(&m->spyName);
        else if (key == "name" && t == '"')
            c.readString(&m->name);
        else if (key == "sampleRate" && t == '0')
            c.readDouble(&m->sampleRate);
        else
            c.skipValue();
    }
    return !c.failed();
}

} // namespace

bool FlamebearerReader::sniff(QByteArrayView head)
{
    return head.indexOf("\"flamebearer\"") >= 0 ||
           (head.indexOf("\"levels\"") >= 0 && head.indexOf("\"names\"") >= 0 &&
            head.indexOf("\"numTicks\"") >= 0);
}

ProfileResult FlamebearerReader::parse(const QByteArray &data, const ReadOptions &options)
{
    Q_UNUSED(options);
    JsonCursor c(data, kFormat);
    c.setCancel(options.cancel);
    Bearer bearer;
    Metadata meta;
    QByteArrayView key;
    if (!c.beginObject())
        return {nullptr, c.error()};
    // Either {"flamebearer": {...}, "metadata": {...}} or the flamebearer's fields at the top.
    while (c.nextKey(&key)) {
        if (key == "flamebearer") {
            readBearer(c, &bearer);
        } else if (key == "metadata") {
            readMetadata(c, &meta);
        } else if (key == "names" || key == "levels") {
            // The fields at the top level: read them as the flamebearer's.
            if (key == "names") {
                bearer.haveNames = true;
                if (c.beginArray()) {
                    while (c.nextElement()) {
                        QString s;
                        if (!c.readString(&s))
                            break;
                        bearer.names << s;
                    }
                }
            } else {
                bearer.haveLevels = true;
                if (c.beginArray()) {
                    while (c.nextElement()) {
                        std::vector<qint64> level;
                        if (!c.beginArray())
                            break;
                        while (c.nextElement()) {
                            qint64 v = 0;
                            if (!c.readInt(&v))
                                break;
                            level.push_back(v);
                        }
                        bearer.levels.push_back(std::move(level));
                    }
                }
            }
        } else {
            c.skipValue();
        }
    }
    if (!c.failed() && !c.atEnd())
        c.fail(QStringLiteral("data after the profile"));
    if (!c.failed() && (!bearer.haveNames || !bearer.haveLevels))
        c.fail(QStringLiteral("no `flamebearer.names` and `flamebearer.levels`"));
    if (c.failed())
        return {nullptr, c.error()};
    // The document is read: stop here if cancelled meanwhile, before building the profile.
    if (options.cancelled())
        return {nullptr, ParseError::at(ParseError::Kind::Cancelled, c.offset(), {})};
    auto fail = [](const QString &detail) {
        return ProfileResult{nullptr, ParseError::at(ParseError::Kind::Malformed, 0,
                                                     kFormat + QStringLiteral(": ") + detail)};
    };

    const bool diff = meta.format == QLatin1String("double");
    const size_t width = diff ? 7 : 4;
    // The unit.
    ValueType type{QStringLiteral("samples"), QStringLiteral("count")};
    double scale = 1;
    const QString units = meta.units.toLower();
    if ((units == QLatin1String("samples") || units.isEmpty()) && meta.sampleRate > 0) {
        type = {QStringLiteral("cpu"), QStringLiteral("nanoseconds")};
        scale = 1e9 / meta.sampleRate;
    } else if (units == QLatin1String("objects")) {
        type = {QStringLiteral("objects"), QStringLiteral("count")};
    } else if (units == QLatin1String("bytes")) {
        type = {QStringLiteral("space"), QStringLiteral("bytes")};
    } else if (!units.isEmpty() && units != QLatin1String("samples")) {
        type = {units, QStringLiteral("count")};
    }
    ProfileBuilder b;
    QList<ValueType> types{type};
    if (diff) {
        types = {ValueType{type.type + QStringLiteral(" (left)"), type.unit},
                 ValueType{type.type + QStringLiteral(" (right)"), type.unit}};
    }
    b.setSampleTypes(types);
    if (diff)
        b.setDefaultSampleType(types[1].type);
    if (meta.sampleRate > 0 && type.unit == QLatin1String("nanoseconds"))
        b.setPeriod(type, qint64(scale));
    if (!meta.spyName.isEmpty())
        b.addComment(QStringLiteral("spyName: ") + meta.spyName);

    // Per level: each node's x (for both sides in the diff layout, the left one decides
    // nesting as Pyroscope draws it), its trie node.
    struct Placed
    {
        qint64 x, total;
        quint32 trie;
    };
    std::vector<Placed> above, here;
    std::vector<quint32> locationOf(size_t(bearer.names.size()), 0xffffffffu);
    std::vector<qint64> values(size_t(types.size()));
    auto scaled = [&](qint64 v) -> qint64 {
        const double d = double(v) * scale;
        return d >= 9e18 ? qint64(9e18) : d <= 0 ? 0 : qint64(d + 0.5);
    };
    for (size_t l = 0; l < bearer.levels.size(); ++l) {
        const std::vector<qint64> &level = bearer.levels[l];
        if (level.size() % width != 0)
            return fail(QStringLiteral("$.flamebearer.levels[%1]: %2 numbers, not a multiple of %3")
                            .arg(l)
                            .arg(level.size())
                            .arg(width));
        here.clear();
        qint64 prevEnd = 0;
        size_t parent = 0;
        for (size_t j = 0; j < level.size(); j += width) {
            // The diff layout: the sums of both sides give the width.
            const qint64 offset = diff ? level[j] + level[j + 3] : level[j];
            const qint64 total = diff ? level[j + 1] + level[j + 4] : level[j + 1];
            const qint64 name = level[j + width - 1];
            qint64 x = 0;
            if (offset < 0 || total < 0 || __builtin_add_overflow(prevEnd, offset, &x) ||
                __builtin_add_overflow(x, total, &prevEnd))
                return fail(QStringLiteral("$.flamebearer.levels[%1][%2]: a negative or too "
                                           "large width")
                                .arg(l)
                                .arg(j));
            if (name < 0 || name >= bearer.names.size())
                return fail(QStringLiteral("$.flamebearer.levels[%1][%2]: name %3 of %4 names")
                                .arg(l)
                                .arg(j + width - 1)
                                .arg(name)
                                .arg(bearer.names.size()));
            quint32 trie = 0;
            if (l > 0) {
                while (parent < above.size() && above[parent].x + above[parent].total <= x &&
                       !(above[parent].total == 0 && above[parent].x == x))
                    ++parent;
                if (parent == above.size() || above[parent].x > x)
                    return fail(QStringLiteral("$.flamebearer.levels[%1][%2]: no node above it "
                                               "spans it")
                                    .arg(l)
                                    .arg(j));
                quint32 &loc = locationOf[size_t(name)];
                if (loc == 0xffffffffu) {
                    Function fn;
                    fn.name = bearer.names[name];
                    const Line line{b.addFunction(fn), 0};
                    loc = b.addLocation(Location::NoMapping, 0, std::span<const Line>(&line, 1));
                }
                trie = b.stackChild(above[parent].trie, loc);
                if (diff) {
                    values[0] = scaled(level[j + 2]);
                    values[1] = scaled(level[j + 5]);
                } else {
                    values[0] = scaled(level[j + 2]);
                }
                if (std::any_of(values.begin(), values.end(), [](qint64 v) { return v != 0; }))
                    b.addSample(trie, values);
            }
            here.push_back(Placed{x, total, trie});
        }
        std::swap(above, here);
    }
    return {b.finish(), {}};
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "stackprofreader.h"

#include "jsoncursor.h"
#include "profile/profilebuilder.h"

#include <QHash>

namespace hearth {

namespace {

const QString kFormat = QStringLiteral("Ruby stackprof");

struct Frame
{
    QString name, file;
    qint64 line = 0;
    qint64 samples = 0; // self
    quint32 location = 0xffffffffu;
};

// "12345" -> 12345; false for anything else.
bool idOf(QByteArrayView key, qint64 *id)
{
    bool ok = false;
    *id = QByteArray(key.data(), key.size()).toLongLong(&ok);
    return ok;
}

bool readFrames(JsonCursor &c, std::vector<Frame> *frames, QHash<qint64, qsizetype> *index)
{
    QByteArrayView key;
    if (!c.beginObject())
        return false;
    while (c.nextKey(&key)) {
        qint64 id = 0;
        if (!idOf(key, &id))
            return c.fail(QStringLiteral("a frame id that is not a number"));
        Frame f;
        bool haveName = false;
        QByteArrayView k;
        if (!c.beginObject())
            return false;
        while (c.nextKey(&k)) {
            const char t = c.peek();
            if (k == "name" && t == '"') {
                haveName = c.readString(&f.name);
            } else if (k == "file" && t == '"') {
                c.readString(&f.file);
            } else if (k == "line" && t == '0') {
                double d = 0;
                if (c.readDouble(&d) && d >= 0 && d < 1e15)
                    f.line = qint64(d);
            } else if (k == "samples" && t == '0') {
                c.readInt(&f.samples);
            } else {
                c.skipValue();
            }
        }
        if (c.failed())
            return false;
        if (!haveName)
            return c.fail(QStringLiteral("a frame without a `name`"));
        if (f.samples < 0)
            return c.fail(QStringLiteral("negative `samples`"));
        index->insert(id, qsizetype(frames->size()));
        frames->push_back(std::move(f));
    }
    return !c.failed();
}

} // namespace

bool StackprofReader::sniff(QByteArrayView head)
{
    return head.indexOf("\"mode\"") >= 0 && head.indexOf("\"frames\"") >= 0 &&
           (head.indexOf("\"interval\"") >= 0 || head.indexOf("\"raw\"") >= 0);
}

ProfileResult StackprofReader::parse(const QByteArray &data, const ReadOptions &options)
{
    JsonCursor c(data, kFormat);
    c.setCancel(options.cancel);
    std::vector<Frame> frames;
    QHash<qint64, qsizetype> index;
    std::vector<qint64> raw;
    bool haveRaw = false, haveFrames = false;
    QString mode;
    double interval = 0;
    QByteArrayView key;
    if (!c.beginObject())
        return {nullptr, c.error()};
    while (c.nextKey(&key)) {
        if (key == "frames") {
            haveFrames = true;
            readFrames(c, &frames, &index);
        } else if (key == "raw") {
            haveRaw = true;
            if (!c.beginArray())
                break;
            while (c.nextElement()) {
                qint64 v = 0;
                if (!c.readInt(&v))
                    break;
                raw.push_back(v);
            }
        } else if (key == "mode" && c.peek() == '"') {
            c.readString(&mode);
        } else if (key == "interval" && c.peek() == '0') {
            c.readDouble(&interval);
        } else {
            c.skipValue();
        }
        if (options.cancelled())
            return {nullptr, ParseError::at(ParseError::Kind::Cancelled, c.offset(), {})};
    }
    if (!c.failed() && !c.atEnd())
        c.fail(QStringLiteral("data after the profile"));
    if (!c.failed() && !haveFrames)
        c.fail(QStringLiteral("no `frames`"));
    if (c.failed())
        return {nullptr, c.error()};
    auto fail = [](const QString &detail) {
        return ProfileResult{nullptr, ParseError::at(ParseError::Kind::Malformed, 0,
                                                     kFormat + QStringLiteral(": ") + detail)};
    };
    if (!(interval >= 0 && interval < 1e12))
        return fail(QStringLiteral("$.interval: %1 is out of range").arg(interval));

    // The unit from the mode; `scale` turns a sample count into it.
    ValueType type{QStringLiteral("samples"), QStringLiteral("count")};
    double scale = 1;
    const double each = interval > 0 ? interval : 1;
    if (mode == QLatin1String("cpu") || mode == QLatin1String("wall")) {
        type = {mode, QStringLiteral("nanoseconds")};
        scale = each * 1e3;
    } else if (mode == QLatin1String("object")) {
        type = {QStringLiteral("objects"), QStringLiteral("count")};
        scale = each;
    }
    ProfileBuilder b;
    b.setSampleTypes({type});
    if (type.type != QLatin1String("samples"))
        b.setPeriod(type, qint64(scale));
    if (!mode.isEmpty())
        b.addComment(QStringLiteral("stackprof mode: ") + mode);

    auto locationOf = [&](Frame &f) {
        if (f.location == 0xffffffffu) {
            Function fn;
            fn.name = f.name;
            fn.file = f.file;
            fn.startLine = f.line;
            const Line line{b.addFunction(fn), f.line};
            f.location = b.addLocation(Location::NoMapping, 0, std::span<const Line>(&line, 1));
        }
        return f.location;
    };
    std::vector<qint64> values(1);
    auto add = [&](quint32 node, qint64 count) -> bool {
        const double v = double(count) * scale;
        if (v >= 9e18)
            return false;
        values[0] = qint64(v + 0.5);
        if (values[0] > 0)
            b.addSample(node, values);
        return true;
    };

    if (!haveRaw) {
        for (Frame &f : frames) {
            if (f.samples > 0 && !add(b.stackChild(0, locationOf(f)), f.samples))
                return fail(QStringLiteral("`samples` too large"));
        }
        return {b.finish(), {}};
    }
    for (size_t i = 0; i < raw.size();) {
        const qint64 len = raw[i];
        if (len < 0 || len > qint64(raw.size() - i) - 2)
            return fail(QStringLiteral("$.raw[%1]: a stack of %2 frames runs past the end of `raw`")
                            .arg(i)
                            .arg(len));
        quint32 node = 0;
        for (qint64 j = 1; j <= len; ++j) {
            const auto it = index.constFind(raw[i + size_t(j)]);
            if (it == index.cend())
                return fail(QStringLiteral("$.raw[%1]: frame %2 is not in `frames`")
                                .arg(i + size_t(j))
                                .arg(raw[i + size_t(j)]));
            node = b.stackChild(node, locationOf(frames[size_t(*it)]));
        }
        const qint64 count = raw[i + size_t(len) + 1];
        if (count < 0 || !add(node, count))
            return fail(
                QStringLiteral("$.raw[%1]: a count of %2").arg(i + size_t(len) + 1).arg(count));
        i += size_t(len) + 2;
    }
    return {b.finish(), {}};
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "bundlereader.h"

#include "bundlecodec.h"
#include "bundleformat.h"
#include "io/inputfile.h"
#include "proto/bundle.pb.h"
#include "spanid.h"

#include <QFile>
#include <QSet>
#include <QtEndian>

#include <zstd.h>

#include <climits>
#include <memory>

namespace hearth {

namespace {

using K = ParseError::Kind;

// A minimal protobuf wire reader that knows where it is, for errors with offsets.
class Wire
{
public:
    Wire(const char *data, qint64 size, qint64 base)
        : m_p(reinterpret_cast<const quint8 *>(data))
        , m_size(size)
        , m_base(base)
    {}
    bool atEnd() const { return m_pos >= m_size; }
    qint64 offset() const { return m_base + m_pos; }
    qint64 pos() const { return m_pos; }

    bool varint(quint64 *v)
    {
        quint64 r = 0;
        for (int shift = 0; shift < 64; shift += 7) {
            if (m_pos >= m_size)
                return false;
            const quint8 b = m_p[m_pos++];
            r |= quint64(b & 0x7f) << shift;
            if (!(b & 0x80)) {
                *v = r;
                return true;
            }
        }
        return false;
    }
    // Skips a field of wire type `type`; false when truncated or an unknown wire type.
    bool skip(quint32 type, ParseError *error)
    {
        quint64 n = 0;
        switch (type) {
        case 0:
            if (!varint(&n))
                return fail(error, K::Truncated, QStringLiteral("varint"));
            return true;
        case 1:
            return advance(8, error);
        case 2:
            if (!varint(&n))
                return fail(error, K::Truncated, QStringLiteral("length"));
            return advance(n, error);
        case 5:
            return advance(4, error);
        default:
            return fail(error, K::Malformed, QStringLiteral("unknown wire type %1").arg(type));
        }
    }
    bool advance(quint64 n, ParseError *error)
    {
        if (n > quint64(m_size - m_pos))
            return fail(error, K::Truncated, QStringLiteral("field of %1 bytes").arg(n));
        m_pos += qint64(n);
        return true;
    }
    bool fail(ParseError *error, K kind, const QString &detail) const
    {
        *error = ParseError::at(kind, offset(), detail);
        error->inDecompressed = true;
        return false;
    }

private:
    const quint8 *m_p;
    qint64 m_size;
    qint64 m_base;
    qint64 m_pos = 0;
};

ParseError inContent(K kind, qint64 offset, const QString &detail)
{
    ParseError e = ParseError::at(kind, offset, detail);
    e.inDecompressed = true;
    return e;
}

BundleResult failed(ParseError e, const QString &name)
{
    e.file = name;
    return {nullptr, e};
}

// One Profile message, decoded by hand so the pprof bytes stay where they are.
bool decodeProfile(const QByteArray &content, qint64 begin, qint64 size, BundleProfile *out,
                   ParseError *error)
{
    Wire w(content.constData() + begin, size, begin);
    QString stage;
    ProfileKind kind = ProfileKind::Unspecified;
    qint64 pprofAt = -1;
    qint64 pprofSize = 0;
    while (!w.atEnd()) {
        quint64 tag = 0;
        if (!w.varint(&tag))
            return w.fail(error, K::Truncated, QStringLiteral("profile: field tag"));
        const quint64 field = tag >> 3;
        const quint32 type = quint32(tag & 7);
        if ((field == 1 || field == 3) && type == 2) {
            quint64 len = 0;
            if (!w.varint(&len))
                return w.fail(error, K::Truncated, QStringLiteral("profile: length"));
            const qint64 at = w.pos();
            if (!w.advance(len, error))
                return false;
            if (field == 1) {
                stage = QString::fromUtf8(content.constData() + begin + at, qsizetype(len));
            } else {
                pprofAt = begin + at;
                pprofSize = qint64(len);
            }
        } else if (field == 2 && type == 0) {
            quint64 v = 0;
            if (!w.varint(&v))
                return w.fail(error, K::Truncated, QStringLiteral("profile: kind"));
            kind = v <= 3 ? ProfileKind(v) : ProfileKind::Unspecified;
        } else if (field >= 1 && field <= 3) {
            return w.fail(
                error, K::Malformed,
                QStringLiteral("profile: field %1 has wire type %2").arg(field).arg(type));
        } else if (field == 0 || !w.skip(type, error)) {
            if (field == 0)
                return w.fail(error, K::Malformed, QStringLiteral("profile: field number 0"));
            return false;
        }
    }
    if (pprofAt < 0) {
        *error = inContent(K::Malformed, begin, QStringLiteral("profile without pprof bytes"));
        return false;
    }
    *out = BundleProfile(stage, kind, content, qsizetype(pprofAt), qsizetype(pprofSize));
    out->setOffsetInBundle(pprofAt);
    return true;
}

struct LazyProfile
{
    QString stage;
    ProfileKind kind = ProfileKind::Unspecified;
    BundleProfile::Frame frame;
    qsizetype size = 0;
};

// A zstd frame that holds a Bundle message with one profile and nothing else (as
// BundleWriter writes them): read its stage and kind from the first decompressed bytes and
// leave the rest compressed. False for anything else: the caller decompresses it whole.
bool peekProfile(const QByteArray &file, qsizetype at, qsizetype frameSize, qint64 cap,
                 LazyProfile *out)
{
    const char *src = file.constData() + at;
    const unsigned long long contentSize = ZSTD_getFrameContentSize(src, size_t(frameSize));
    if (contentSize == ZSTD_CONTENTSIZE_UNKNOWN || contentSize == ZSTD_CONTENTSIZE_ERROR ||
        contentSize > static_cast<unsigned long long>(cap))
        return false;
    std::unique_ptr<ZSTD_DCtx, size_t (*)(ZSTD_DCtx *)> dctx(ZSTD_createDCtx(), ZSTD_freeDCtx);
    char head[1024];
    ZSTD_inBuffer in{src, size_t(frameSize), 0};
    ZSTD_outBuffer ob{head, qMin<size_t>(sizeof head, size_t(contentSize)), 0};
    while (ob.pos < ob.size && in.pos < in.size) {
        if (ZSTD_isError(ZSTD_decompressStream(dctx.get(), &ob, &in)))
            return false;
    }
    Wire w(head, qint64(ob.pos), 0);
    quint64 tag = 0;
    quint64 len = 0;
    if (!w.varint(&tag) || tag != ((4 << 3) | 2) || !w.varint(&len) ||
        quint64(w.pos()) + len != contentSize)
        return false;
    LazyProfile p;
    for (;;) {
        if (!w.varint(&tag))
            return false;
        if (tag == ((1 << 3) | 2)) {
            quint64 n = 0;
            if (!w.varint(&n) || n > quint64(qint64(ob.pos) - w.pos()))
                return false;
            p.stage = QString::fromUtf8(head + w.pos(), qsizetype(n));
            ParseError ignored;
            w.advance(n, &ignored);
        } else if (tag == ((2 << 3) | 0)) {
            quint64 v = 0;
            if (!w.varint(&v))
                return false;
            p.kind = v <= 3 ? ProfileKind(v) : ProfileKind::Unspecified;
        } else if (tag == ((3 << 3) | 2)) {
            quint64 n = 0;
            if (!w.varint(&n) || quint64(w.pos()) + n != contentSize)
                return false; // the pprof bytes must be the last field
            p.size = qsizetype(n);
            p.frame =
                BundleProfile::Frame{file, at, frameSize, qint64(contentSize), qsizetype(w.pos())};
            *out = p;
            return true;
        } else {
            return false;
        }
    }
}

// Splits the zstd stream after the header into frames: profile frames are kept compressed
// (LazyProfile), every other frame is decompressed into `content`.
QByteArray readFrames(const QByteArray &data, qint64 from, const ReadOptions &options,
                      QList<LazyProfile> *lazy, ParseError *error)
{
    const qint64 cap = qMin<qint64>(options.maxDecompressedBytes, qint64(INT_MAX) - 1);
    if (from >= data.size()) {
        *error = ParseError::at(K::Truncated, data.size(),
                                QStringLiteral("no content after the header"));
        return {};
    }
    QByteArray content;
    qint64 pos = from;
    bool first = true;
    while (pos < data.size()) {
        const qint64 left = data.size() - pos;
        const quint32 magic = left >= 4 ? qFromLittleEndian<quint32>(data.constData() + pos) : 0;
        if (left >= 4 && (magic & 0xFFFFFFF0u) == 0x184D2A50u) {
            if (left < 8 ||
                qint64(qFromLittleEndian<quint32>(data.constData() + pos + 4)) > left - 8) {
                *error =
                    ParseError::at(K::Truncated, data.size(), QStringLiteral("skippable frame"));
                return {};
            }
            pos += 8 + qint64(qFromLittleEndian<quint32>(data.constData() + pos + 4));
            continue;
        }
        const size_t frameSize = ZSTD_findFrameCompressedSize(data.constData() + pos, size_t(left));
        if (ZSTD_isError(frameSize)) {
            if (left >= 4 && magic == 0xFD2FB528u)
                *error =
                    ParseError::at(K::Truncated, data.size(),
                                   QStringLiteral("the zstd stream ends in the middle of a frame"));
            else
                *error = ParseError::at(K::Decompression, pos, QStringLiteral("not a zstd frame"));
            return {};
        }
        LazyProfile p;
        if (!first && peekProfile(data, qsizetype(pos), qsizetype(frameSize), cap, &p)) {
            lazy->append(p);
        } else {
            ReadOptions o = options;
            o.maxDecompressedBytes = cap - content.size();
            ParseError e;
            const QByteArray part = BundleReader::decompress(
                QByteArray::fromRawData(data.constData() + pos, qsizetype(frameSize)), 0, o, &e);
            if (e.isError()) {
                e.offset += pos;
                *error = e;
                return {};
            }
            content += part;
        }
        first = false;
        pos += qint64(frameSize);
        if (options.cancelled()) {
            *error = ParseError::at(K::Cancelled, pos, {});
            return {};
        }
        if (options.progress)
            options.progress(int(pos * 500 / data.size()));
    }
    return content;
}

} // namespace

BundleResult BundleReader::readFile(const QString &path, const ReadOptions &options)
{
    ParseError e;
    const QByteArray data = InputFile::read(path, options, &e);
    if (e.isError())
        return failed(e, path);
    return readBytes(data, path, options);
}

BundleResult BundleReader::readBytes(const QByteArray &data, const QString &name,
                                     const ReadOptions &options)
{
    BundleFormat::Header header;
    ParseError e = BundleFormat::readHeader(data, &header);
    if (e.isError())
        return failed(e, name);
    if (header.major == 0) {
        return failed(ParseError::at(K::Malformed, 16,
                                     QStringLiteral("format version 0.%1").arg(header.minor)),
                      name);
    }
    if (header.major > Bundle::FormatMajor) {
        return failed(
            ParseError::at(K::UnsupportedVersion, 16,
                           QStringLiteral("bundle format %1.%2 is newer than this Hearth reads "
                                          "(%3.%4); a newer Hearth can open it")
                               .arg(header.major)
                               .arg(header.minor)
                               .arg(Bundle::FormatMajor)
                               .arg(Bundle::FormatMinor)),
            name);
    }
    QList<LazyProfile> lazy;
    const QByteArray content = readFrames(data, header.size, options, &lazy, &e);
    if (e.isError())
        return failed(e, name);
    QList<BundleProfile> profiles;
    for (const LazyProfile &p : lazy)
        profiles.append(BundleProfile(p.stage, p.kind, p.frame, p.size));
    BundleResult r = decodeWith(content, name, options, profiles, data.size());
    if (r.ok()) {
        auto b = std::const_pointer_cast<Bundle>(r.bundle);
        b->setFormatVersion(header.major, header.minor);
    }
    return r;
}

QByteArray BundleReader::decompress(const QByteArray &data, qint64 from, const ReadOptions &options,
                                    ParseError *error)
{
    // protobuf messages and QByteArray slices stay below 2 GiB.
    const qint64 cap = qMin<qint64>(options.maxDecompressedBytes, qint64(INT_MAX) - 1);
    if (from >= data.size()) {
        *error = ParseError::at(K::Truncated, data.size(),
                                QStringLiteral("no content after the header"));
        return {};
    }
    std::unique_ptr<ZSTD_DCtx, size_t (*)(ZSTD_DCtx *)> dctx(ZSTD_createDCtx(), ZSTD_freeDCtx);
    ZSTD_inBuffer in{data.constData() + from, size_t(data.size() - from), 0};
    // The frame header's content size sizes the first buffer, but only as far as the input
    // could plausibly expand: a forged size must not reserve gigabytes up front.
    qint64 initial = qint64(in.size) * 4;
    const unsigned long long hint = ZSTD_getFrameContentSize(in.src, in.size);
    if (hint != ZSTD_CONTENTSIZE_UNKNOWN && hint != ZSTD_CONTENTSIZE_ERROR)
        initial = qMin(qint64(qMin<unsigned long long>(hint, 1ull << 40)) + 1,
                       qMax<qint64>(qint64(in.size) * 32, 1 << 20));
    QByteArray out;
    out.resize(qsizetype(qMin<qint64>(cap + 1, qMax<qint64>(4096, initial))));
    qint64 produced = 0;
    size_t ret = 1;
    for (;;) {
        if (produced == out.size()) {
            if (out.size() > cap) {
                *error = ParseError::at(K::TooLarge, from + qint64(in.pos),
                                        QStringLiteral("the content exceeds %1 bytes").arg(cap));
                return {};
            }
            out.resize(qsizetype(qMin<qint64>(cap + 1, qMax<qint64>(out.size() * 2, 1 << 20))));
        }
        ZSTD_outBuffer ob{out.data(), size_t(out.size()), size_t(produced)};
        ret = ZSTD_decompressStream(dctx.get(), &ob, &in);
        if (ZSTD_isError(ret)) {
            *error = ParseError::at(K::Decompression, from + qint64(in.pos),
                                    QString::fromLatin1(ZSTD_getErrorName(ret)));
            return {};
        }
        produced = qint64(ob.pos);
        if (in.pos == in.size && ob.pos < ob.size)
            break;
        if (options.cancelled()) {
            *error = ParseError::at(K::Cancelled, from + qint64(in.pos), {});
            return {};
        }
        if (options.progress)
            options.progress(int(qint64(in.pos) * 500 / qint64(in.size)));
    }
    if (produced > cap) {
        *error = ParseError::at(K::TooLarge, from + qint64(in.pos),
                                QStringLiteral("the content exceeds %1 bytes").arg(cap));
        return {};
    }
    if (ret != 0) {
        *error = ParseError::at(K::Truncated, data.size(),
                                QStringLiteral("the zstd stream ends in the middle of a frame"));
        return {};
    }
    out.truncate(qsizetype(produced));
    return out;
}

BundleResult BundleReader::decode(const QByteArray &content, const QString &name,
                                  const ReadOptions &options)
{
    return decodeWith(content, name, options, {}, -1);
}

BundleResult BundleReader::decodeWith(const QByteArray &content, const QString &name,
                                      const ReadOptions &options,
                                      const QList<BundleProfile> &compressed, qint64 fileSize)
{
    Wire w(content.constData(), content.size(), 0);
    ParseError e;
    Build build;
    QList<Stage> stages;
    QList<Span> spans;
    QList<BundleProfile> profiles;
    QList<qint64> stageOffsets;
    QList<qint64> spanOffsets;
    QList<qint64> profileOffsets;
    quint64 count = 0;
    quint64 profileCount = 0;
    while (!w.atEnd()) {
        const qint64 at = w.offset();
        quint64 tag = 0;
        if (!w.varint(&tag))
            return failed(inContent(K::Truncated, at, QStringLiteral("field tag")), name);
        const quint64 field = tag >> 3;
        const quint32 type = quint32(tag & 7);
        if (field == 0)
            return failed(inContent(K::Malformed, at, QStringLiteral("field number 0")), name);
        if (field == 17 && type == 0) {
            if (!w.varint(&profileCount))
                return failed(inContent(K::Truncated, at, QStringLiteral("profile_count")), name);
            continue;
        }
        if (field < 1 || field > 4) {
            if (!w.skip(type, &e))
                return failed(e, name);
            continue;
        }
        if (type != 2) {
            return failed(
                inContent(K::Malformed, at,
                          QStringLiteral("field %1 has wire type %2").arg(field).arg(type)),
                name);
        }
        quint64 len = 0;
        if (!w.varint(&len))
            return failed(inContent(K::Truncated, w.offset(), QStringLiteral("length")), name);
        const qint64 begin = w.offset();
        if (!w.advance(len, &e))
            return failed(e, name);
        const char *p = content.constData() + begin;
        const int size = int(len);
        switch (field) {
        case 1: {
            bundle::Build m;
            if (!m.ParseFromArray(p, size))
                return failed(inContent(K::Malformed, at, QStringLiteral("build")), name);
            build = BundleCodec::fromProto(m);
            break;
        }
        case 2: {
            bundle::Stage m;
            if (!m.ParseFromArray(p, size)) {
                return failed(
                    inContent(K::Malformed, at, QStringLiteral("stage %1").arg(stages.size())),
                    name);
            }
            stages.append(BundleCodec::fromProto(m));
            stageOffsets.append(at);
            break;
        }
        case 3: {
            bundle::Span m;
            if (!m.ParseFromArray(p, size))
                return failed(
                    inContent(K::Malformed, at, QStringLiteral("span %1").arg(spans.size())), name);
            const auto badId = [&](const char *what, const std::string &bytes) {
                return failed(inContent(K::Malformed, at,
                                        QStringLiteral("span %1: %2 has %3 bytes, expected 8")
                                            .arg(spans.size())
                                            .arg(QLatin1String(what))
                                            .arg(bytes.size())),
                              name);
            };
            quint64 id = 0;
            if (!SpanId::fromBytes(QByteArray::fromStdString(m.span_id()), &id))
                return badId("span_id", m.span_id());
            if (!m.parent_span_id().empty() &&
                !SpanId::fromBytes(QByteArray::fromStdString(m.parent_span_id()), &id))
                return badId("parent_span_id", m.parent_span_id());
            spans.append(BundleCodec::fromProto(m));
            spanOffsets.append(at);
            break;
        }
        case 4: {
            BundleProfile bp;
            if (!decodeProfile(content, begin, qint64(len), &bp, &e))
                return failed(e, name);
            profiles.append(bp);
            profileOffsets.append(at);
            break;
        }
        }
        if ((++count & 0xfff) == 0) {
            if (options.cancelled())
                return failed(inContent(K::Cancelled, at, {}), name);
            if (options.progress)
                options.progress(500 + int(at * 500 / qMax<qint64>(1, content.size())));
        }
    }

    for (const BundleProfile &p : compressed) {
        profiles.append(p);
        profileOffsets.append(p.offsetInBundle());
    }
    // References between the parts: unique names and ids, known stages.
    QSet<QString> stageNames;
    for (int i = 0; i < stages.size(); ++i) {
        if (stages[i].name.isEmpty() || stageNames.contains(stages[i].name)) {
            return failed(inContent(K::Malformed, stageOffsets[i],
                                    QStringLiteral("stage %1: empty or duplicate name \"%2\"")
                                        .arg(i)
                                        .arg(stages[i].name)),
                          name);
        }
        stageNames.insert(stages[i].name);
    }
    QSet<quint64> ids;
    ids.reserve(spans.size());
    for (int i = 0; i < spans.size(); ++i) {
        if (ids.contains(spans[i].id)) {
            return failed(inContent(K::Malformed, spanOffsets[i],
                                    QStringLiteral("span %1: duplicate span_id %2")
                                        .arg(i)
                                        .arg(SpanId::toHex(spans[i].id))),
                          name);
        }
        ids.insert(spans[i].id);
        if (!stageNames.contains(spans[i].stage)) {
            return failed(
                inContent(
                    K::Malformed, spanOffsets[i],
                    QStringLiteral("span %1: unknown stage \"%2\"").arg(i).arg(spans[i].stage)),
                name);
        }
    }
    for (int i = 0; i < profiles.size(); ++i) {
        if (!stageNames.contains(profiles[i].stage())) {
            return failed(inContent(K::Malformed, profileOffsets[i],
                                    QStringLiteral("profile %1: unknown stage \"%2\"")
                                        .arg(i)
                                        .arg(profiles[i].stage())),
                          name);
        }
    }
    // A file cut between two frames still decompresses: the count says what is missing.
    if (profileCount != 0 && profileCount != quint64(profiles.size())) {
        ParseError cut = ParseError::at(
            K::Truncated, fileSize,
            QStringLiteral("%1 of %2 profiles").arg(profiles.size()).arg(profileCount));
        if (fileSize < 0) {
            cut.offset = content.size();
            cut.inDecompressed = true;
        }
        return failed(cut, name);
    }

    auto bundle = std::make_shared<Bundle>(std::move(build), std::move(stages), std::move(spans),
                                           std::move(profiles));
    return {bundle, {}};
}

} // namespace hearth

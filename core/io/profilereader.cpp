// SPDX-License-Identifier: MIT
#include "profilereader.h"

#include "chrometracereader.h"
#include "collapsedreader.h"
#include "cpuprofilereader.h"
#include "decompressor.h"
#include "flamebearerreader.h"
#include "geckoreader.h"
#include "inputfile.h"
#include "perfscriptreader.h"
#include "pprofreader.h"
#include "speedscopereader.h"
#include "stackprofreader.h"

#include <QCoreApplication>
#include <QFile>

#include <cstdio>

#include <optional>

namespace hearth {

namespace {

// Invalid UTF-8 sequences in [p, end); a sequence cut off by `end` is not counted.
qsizetype invalidUtf8(const quint8 *p, const quint8 *end)
{
    qsizetype invalid = 0;
    while (p < end) {
        const quint8 c = *p++;
        if (c < 0x80)
            continue;
        const int more = c >= 0xc2 && c <= 0xdf   ? 1
                         : c >= 0xe0 && c <= 0xef ? 2
                         : c >= 0xf0 && c <= 0xf4 ? 3
                                                  : -1;
        if (more < 0) {
            ++invalid;
            continue;
        }
        for (int i = 0; i < more; ++i, ++p) {
            if (p == end)
                return invalid;
            if ((*p & 0xc0) != 0x80) {
                ++invalid;
                break;
            }
        }
    }
    return invalid;
}

// Text: no control characters but tabs and line ends, and (nearly all) UTF-8: a stray byte in
// 16 is allowed (a Latin-1 symbol name), binary junk of high bytes is not text.
bool looksLikeText(const QByteArray &d)
{
    const qsizetype n = std::min<qsizetype>(d.size(), 4096);
    const auto *p = reinterpret_cast<const quint8 *>(d.constData());
    for (qsizetype i = 0; i < n; ++i) {
        const quint8 c = p[i];
        if (c < 0x09 || (c > 0x0d && c < 0x20) || c == 0x7f)
            return false;
    }
    const qsizetype invalid = invalidUtf8(p, p + n);
    return invalid * 16 <= n;
}

// Well-known binary formats by their first bytes, to name them in the error: "a JPEG image".
QString knownBinary(const QByteArray &d)
{
    static const struct
    {
        const char *magic;
        int size;
        const char *name;
    } kinds[] = {
        {"\xff\xd8\xff", 3, QT_TRANSLATE_NOOP("hearth::ProfileReader", "a JPEG image")},
        {"\x89PNG\r\n\x1a\n", 8, QT_TRANSLATE_NOOP("hearth::ProfileReader", "a PNG image")},
        {"GIF87a", 6, QT_TRANSLATE_NOOP("hearth::ProfileReader", "a GIF image")},
        {"GIF89a", 6, QT_TRANSLATE_NOOP("hearth::ProfileReader", "a GIF image")},
        {"%PDF-", 5, QT_TRANSLATE_NOOP("hearth::ProfileReader", "a PDF document")},
        {"PK\x03\x04", 4, QT_TRANSLATE_NOOP("hearth::ProfileReader", "a zip archive")},
        {"\x7f"
         "ELF",
         4, QT_TRANSLATE_NOOP("hearth::ProfileReader", "an executable (ELF)")},

        {"\xfd"
         "7zXZ",
         5, QT_TRANSLATE_NOOP("hearth::ProfileReader", "xz-compressed data")},
    };
    for (const auto &k : kinds) {
        if (d.startsWith(QByteArray::fromRawData(k.magic, k.size)))
            return QCoreApplication::translate("hearth::ProfileReader", k.name);
    }
    // "BZh", the block size, then the first block's magic.
    if (d.size() >= 10 && d.startsWith("BZh") && d[3] >= '1' && d[3] <= '9' &&
        d.mid(4, 6) == "1AY&SY")
        return QCoreApplication::translate("hearth::ProfileReader", "bzip2-compressed data");
    return {};
}

// The first 64 KiB of JSON text (an object or an array), or empty if `d` is not JSON.
QByteArrayView jsonHead(const QByteArray &d)
{
    qsizetype i = d.startsWith("\xef\xbb\xbf") ? 3 : 0;
    while (i < d.size() && (d[i] == ' ' || d[i] == '\n' || d[i] == '\r' || d[i] == '\t'))
        ++i;
    if (i == d.size() || (d[i] != '{' && d[i] != '['))
        return {};
    return QByteArrayView(d).sliced(i, std::min<qsizetype>(d.size() - i, 65536));
}

// readBytes() on data this function owns: the compressed input is freed as soon as it is
// decompressed, so it is not held while the profile is parsed.
ProfileResult readOwned(QByteArray data, const QString &name, const ReadOptions &options);
// The profile in `raw`, decompressed already (from compressed input if `compressed`).
ProfileResult readDecompressed(QByteArray raw, bool compressed, const QString &name,
                               const ReadOptions &options);

// A build bundle starts with a zstd skippable frame whose payload is "HEARTHB\0".
bool isBundle(const QByteArray &data)
{
    return data.size() >= 16 && quint8(data[0]) >= 0x50 && quint8(data[0]) <= 0x5f &&
           data.mid(1, 3) == QByteArray("\x2a\x4d\x18", 3) &&
           data.mid(8, 8) == QByteArray("HEARTHB\0", 8);
}

// Asked for the default type only, a reader keeps the stacks of the type the file declares
// default; when that one turns out to have no data, the profile shows another (the first
// that has), whose stacks must be read again: the options for that, or nullopt.
std::optional<ReadOptions> readAgainFor(const ProfileResult &r, const ReadOptions &options)
{
    if (!r.ok() || options.sampleTypes.kind != SampleTypeChoice::Kind::Default)
        return std::nullopt;
    const int shown = r.profile->defaultSampleType();
    const bool haveShown = r.flat ? r.flat->sampleType() == shown : r.profile->hasStacksFor(shown);
    if (r.profile->sampleTypes().isEmpty() || haveShown)
        return std::nullopt;
    ReadOptions again = options;
    again.sampleTypes = SampleTypeChoice::types({shown});
    return again;
}

} // namespace

ProfileReader::Format ProfileReader::sniff(const QByteArray &d)
{
    if (d.isEmpty())
        return Format::Unknown;
    // Some of these pass for text ("\xff\xd8\xff" has no control characters, "%PDF-1.7\n"
    // would be taken for a legacy text profile): their magic decides first.
    if (!knownBinary(d).isEmpty())
        return Format::Unknown;
    if (looksLikeText(d)) {
        const QByteArray head = d.left(64).trimmed();
        const QByteArrayView json = jsonHead(d);
        if (!json.isEmpty()) {
            if (SpeedscopeReader::sniff(json))
                return Format::Speedscope;
            if (FlamebearerReader::sniff(json))
                return Format::Flamebearer;
            if (GeckoReader::sniff(json))
                return Format::Gecko;
            if (StackprofReader::sniff(json))
                return Format::Stackprof;
            // Before cpuprofile: a trace's ProfileChunk events hold cpuprofile nodes.
            if (ChromeTraceReader::sniff(json))
                return Format::ChromeTrace;
            if (CpuProfileReader::sniff(json))
                return Format::CpuProfile;
            return Format::Json;
        }
        const QByteArray lower = head.toLower();
        if (lower.startsWith("<!doctype html") || lower.startsWith("<html") ||
            lower.startsWith("<?xml") || lower.startsWith("<!--"))
            return Format::Html;
        if (PerfScriptReader::sniff(QByteArrayView(d).first(std::min<qsizetype>(d.size(), 65536))))
            return Format::PerfScript;
        if (head.startsWith("heap profile:") || head.startsWith("heap_v2/") ||
            head.startsWith("--- ") || head.startsWith("%"))
            return Format::LegacyPprof;
        return Format::Collapsed;
    }
    // The legacy binary CPU profile starts with the header words 0, 3, 0.
    if (d.size() >= 24 && d.startsWith(QByteArray(8, '\0')))
        return Format::LegacyPprof;
    // A profile.proto message starts with the tag of one of its fields.
    const quint8 tag = quint8(d[0]);
    const quint32 field = tag >> 3;
    const quint32 wt = tag & 7;
    if (field >= 1 && field <= 14 && (wt == 0 || wt == 2))
        return Format::Pprof;
    return Format::Unknown;
}

QString ProfileReader::formatList()
{
    return QCoreApplication::translate(
        "hearth::ProfileReader",
        "Hearth reads pprof (raw, gzip or zstd), folded stacks (UTF-8 or UTF-16), `perf script` "
        "text, Chrome/Node .cpuprofile, Chrome performance traces, speedscope, Ruby stackprof, "
        "Firefox Profiler and Pyroscope "
        "flame graph JSON, each plain, "
        "gzip- or zstd-compressed");
}

QByteArray ProfileReader::fromUtf16(QByteArray data)
{
    const bool le = data.startsWith("\xff\xfe");
    const bool be = data.startsWith("\xfe\xff");
    if (!le && !be)
        return data;
    QString text;
    const qsizetype units = (data.size() - 2) / 2;
    text.resize(units);
    const auto *p = reinterpret_cast<const quint8 *>(data.constData()) + 2;
    for (qsizetype i = 0; i < units; ++i)
        text[i] = QChar(le ? quint16(p[2 * i] | p[2 * i + 1] << 8)
                           : quint16(p[2 * i] << 8 | p[2 * i + 1]));
    for (qsizetype i = 0; i < std::min<qsizetype>(text.size(), 4096); ++i) {
        const char16_t c = text[i].unicode();
        if (c < 0x09 || (c > 0x0d && c < 0x20) || c == 0x7f)
            return data; // not text: binary data that happens to start like a BOM
    }
    data = QByteArray();
    return text.toUtf8();
}

ProfileResult ProfileReader::readFile(const QString &path, const ReadOptions &options)
{
    // The text formats read line by line (folded stacks, `perf script`) are streamed from a
    // plain file: the text is never held whole. The first 64 KiB decide, as they would for
    // the whole file (sniff() reads no further).
    if (!InputFile::isStandardInput(path)) {
        QFile f(path);
        if (f.open(QIODevice::ReadOnly) && !f.isSequential() &&
            f.size() <= options.maxDecompressedBytes) {
            const QByteArray head = f.read(65536);
            const Format format = Decompressor::detect(head) == Decompressor::Compression::None &&
                                          !head.startsWith("\xff\xfe") &&
                                          !head.startsWith("\xfe\xff")
                                      ? sniff(head)
                                      : Format::Unknown;
            // A large pprof file is read in two passes, its decompressed bytes never held
            // whole (gzip, zstd or raw; not a bundle, nor anything else: that is read below).
            if (f.size() > options.streamFrom && !isBundle(head) &&
                (format == Format::Pprof ||
                 Decompressor::detect(head) != Decompressor::Compression::None)) {
                if (std::optional<ProfileResult> r =
                        PprofReader::parseStream(&f, f.size(), options)) {
                    if (const auto again = readAgainFor(*r, options))
                        return readFile(path, *again);
                    if (r->error.isError()) {
                        r->error.file = path;
                        r->error.inDecompressed =
                            r->error.inDecompressed &&
                            Decompressor::detect(head) != Decompressor::Compression::None;
                        r->profile.reset();
                    }
                    return std::move(*r);
                }
                f.seek(head.size()); // where the readers below start
            }
            // A large compressed file is inflated as it is read, a piece at a time: its
            // compressed bytes are never held beside the output (426 MiB of a 1 GB pprof).
            // gzip then goes through zlib, at about half libdeflate's speed, so smaller files
            // are read whole (docs/performance.md, "A 1 GB pprof").
            if (Decompressor::detect(head) != Decompressor::Compression::None &&
                f.size() > options.steppedInflateFrom && !isBundle(head) && f.seek(0)) {
                ProfileResult r;
                QByteArray raw = Decompressor::decompress(&f, f.size(), options, &r.error);
                f.close();
                if (r.error.isError()) {
                    r.error.file = path;
                    return r;
                }
                r = readDecompressed(std::move(raw), true, path, options);
                if (const auto again = readAgainFor(r, options))
                    return readFile(path, *again);
                return r;
            }
            if (format == Format::Collapsed || format == Format::PerfScript) {
                if (options.progress)
                    options.progress(150);
                ProfileResult r = format == Format::Collapsed
                                      ? CollapsedReader::parse(&f, head, f.size(), options)
                                      : PerfScriptReader::parse(&f, head, f.size(), options);
                if (r.error.isError()) {
                    r.error.file = path;
                    r.profile.reset();
                }
                return r;
            }
        }
    }
    ProfileResult r;
    QByteArray data = InputFile::read(path, options, &r.error);
    if (r.error.isError())
        return r;
    // Standard input cannot be read twice: its bytes are kept for a second read.
    const QByteArray kept = InputFile::isStandardInput(path) ? data : QByteArray();
    r = readOwned(std::move(data), path, options);
    if (const auto again = readAgainFor(r, options))
        return kept.isEmpty() ? readFile(path, *again) : readOwned(kept, path, *again);
    return r;
}

ProfileResult ProfileReader::readBytes(const QByteArray &data, const QString &name,
                                       const ReadOptions &options)
{
    ProfileResult r = readOwned(data, name, options);
    if (const auto again = readAgainFor(r, options))
        return readOwned(data, name, *again);
    return r;
}

namespace {

ProfileResult readOwned(QByteArray data, const QString &name, const ReadOptions &options)
{
    ProfileResult r;
    if (data.isEmpty()) {
        r.error.kind = ParseError::Kind::Empty;
        r.error.file = name;
        return r;
    }
    // A build bundle holds several profiles and a build, so it is not read as one profile.
    if (isBundle(data)) {
        r.error =
            ParseError::at(ParseError::Kind::UnknownFormat, 0,
                           QStringLiteral("this is a build bundle, not a single profile: open "
                                          "it in a window, or use `hearth inspect`"));
        r.error.file = name;
        return r;
    }
    ParseError err;
    const bool compressed = Decompressor::detect(data) != Decompressor::Compression::None;
    QByteArray raw = Decompressor::decompress(data, options, &err);
    data = QByteArray();
    if (err.isError()) {
        err.file = name;
        r.error = err;
        return r;
    }
    return readDecompressed(std::move(raw), compressed, name, options);
}

ProfileResult readDecompressed(QByteArray raw, bool compressed, const QString &name,
                               const ReadOptions &options)
{
    using Format = ProfileReader::Format;
    ProfileResult r;
    if (options.progress)
        options.progress(150);
    raw = ProfileReader::fromUtf16(std::move(raw));
    switch (ProfileReader::sniff(raw)) {
    case Format::Pprof:
        r = PprofReader::parseAndRelease(std::move(raw), options);
        break;
    case Format::Collapsed:
        r = CollapsedReader::parse(raw, options);
        break;
    case Format::CpuProfile:
        r = CpuProfileReader::parse(raw, options);
        break;
    case Format::ChromeTrace:
        r = ChromeTraceReader::parse(raw, options);
        break;
    case Format::Speedscope:
        r = SpeedscopeReader::parse(raw, options);
        break;
    case Format::Flamebearer:
        r = FlamebearerReader::parse(raw, options);
        break;
    case Format::Stackprof:
        r = StackprofReader::parse(raw, options);
        break;
    case Format::Gecko:
        r = GeckoReader::parse(raw, options);
        break;
    case Format::PerfScript:
        r = PerfScriptReader::parse(raw, options);
        break;
    case Format::LegacyPprof:
        r.error = ParseError::at(ParseError::Kind::LegacyFormat, 0, QString());
        break;
    case Format::Json:
    case Format::Html:
    case Format::Unknown: {
        const Format f = ProfileReader::sniff(raw);
        QString like = knownBinary(raw);
        if (like.isEmpty() && f == Format::Json)
            like = QCoreApplication::translate("hearth::ProfileReader",
                                               "JSON of a shape Hearth does not know");
        else if (like.isEmpty() && f == Format::Html)
            like = QCoreApplication::translate("hearth::ProfileReader", "an HTML or XML page");
        const QString what =
            raw.isEmpty() ? QCoreApplication::translate("hearth::ProfileReader",
                                                        "no data after decompression")
            : !like.isEmpty()
                ? QCoreApplication::translate("hearth::ProfileReader", "it looks like %1").arg(like)
                : QCoreApplication::translate("hearth::ProfileReader",
                                              "binary data starting with %1")
                      .arg(QString::fromLatin1(raw.left(4).toHex(' ')));
        r.error = ParseError::at(ParseError::Kind::UnknownFormat, 0,
                                 what + QStringLiteral(". ") + ProfileReader::formatList());
        break;
    }
    }
    if (r.error.isError()) {
        r.error.file = name;
        r.error.inDecompressed = r.error.offset >= 0 && compressed;
        r.profile.reset();
    }
    return r;
}

} // namespace

} // namespace hearth

#include "profilereader.h"

#include "collapsedreader.h"
#include "decompressor.h"
#include "pprofreader.h"

#include <QFile>

#include <optional>

namespace hearth {

namespace {

bool looksLikeText(const QByteArray &d)
{
    const qsizetype n = std::min<qsizetype>(d.size(), 4096);
    for (qsizetype i = 0; i < n; ++i) {
        const quint8 c = quint8(d[i]);
        if (c < 0x09 || (c > 0x0d && c < 0x20) || c == 0x7f)
            return false;
    }
    return true;
}

// readBytes() on data this function owns: the compressed input is freed as soon as it is
// decompressed, so it is not held while the profile is parsed.
ProfileResult readOwned(QByteArray data, const QString &name, const ReadOptions &options);

// Asked for the default type only, a reader keeps the stacks of the type the file declares
// default; when that one turns out to have no data, the profile shows another (the first
// that has), whose stacks must be read again: the options for that, or nullopt.
std::optional<ReadOptions> readAgainFor(const ProfileResult &r, const ReadOptions &options)
{
    if (!r.ok() || options.sampleTypes.kind != SampleTypeChoice::Kind::Default)
        return std::nullopt;
    const int shown = r.profile->defaultSampleType();
    if (r.profile->sampleTypes().isEmpty() || r.profile->hasStacksFor(shown))
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
    if (looksLikeText(d)) {
        const QByteArray head = d.left(64).trimmed();
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

ProfileResult ProfileReader::readFile(const QString &path, const ReadOptions &options)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        ProfileResult r;
        r.error.kind = ParseError::Kind::CannotOpen;
        r.error.file = path;
        r.error.detail = f.errorString();
        return r;
    }
    if (f.size() > options.maxDecompressedBytes) {
        ProfileResult r;
        r.error = ParseError::at(ParseError::Kind::TooLarge, 0,
                                 QStringLiteral("the file is larger than the limit of %1 bytes")
                                     .arg(options.maxDecompressedBytes));
        r.error.file = path;
        return r;
    }
    QByteArray data = f.readAll();
    if (f.error() != QFileDevice::NoError) {
        ProfileResult r;
        r.error.kind = ParseError::Kind::CannotOpen;
        r.error.file = path;
        r.error.detail = f.errorString();
        return r;
    }
    f.close();
    ProfileResult r = readOwned(std::move(data), path, options);
    if (const auto again = readAgainFor(r, options))
        return readFile(path, *again);
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
    using Format = ProfileReader::Format;
    ProfileResult r;
    if (data.isEmpty()) {
        r.error.kind = ParseError::Kind::Empty;
        r.error.file = name;
        return r;
    }
    // A build bundle starts with a zstd skippable frame whose payload is "HEARTHB\0": it
    // holds several profiles and a build, so it is not read as one profile.
    if (data.size() >= 16 && quint8(data[0]) >= 0x50 && quint8(data[0]) <= 0x5f &&
        data.mid(1, 3) == QByteArray("\x2a\x4d\x18", 3) &&
        data.mid(8, 8) == QByteArray("HEARTHB\0", 8)) {
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
    if (options.progress)
        options.progress(150);
    switch (ProfileReader::sniff(raw)) {
    case Format::Pprof:
        r = PprofReader::parseAndRelease(std::move(raw), options);
        break;
    case Format::Collapsed:
        r = CollapsedReader::parse(raw, options);
        break;
    case Format::LegacyPprof:
        r.error = ParseError::at(ParseError::Kind::LegacyFormat, 0, QString());
        break;
    case Format::Unknown:
        r.error = ParseError::at(
            ParseError::Kind::UnknownFormat, 0,
            raw.isEmpty()
                ? QStringLiteral("no data after decompression")
                : QStringLiteral("first byte 0x%1; expected pprof (raw, gzip or zstd) or folded "
                                 "stacks")
                      .arg(quint8(raw[0]), 2, 16, QLatin1Char('0')));
        break;
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

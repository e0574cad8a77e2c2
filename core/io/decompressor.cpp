// SPDX-License-Identifier: MIT
#include "decompressor.h"

#include "compressedinput.h"
#include "decompresssink.h"

#include <QCoreApplication>

#include <libdeflate.h>
#include <zlib.h>
#include <zstd.h>

#include <algorithm>
#include <cstring>
#include <limits>
#include <memory>

namespace hearth {

namespace {

ParseError fail(ParseError::Kind kind, qint64 offset, const QString &detail)
{
    return ParseError::at(kind, offset, detail);
}

bool isGzip(const char *p, qsizetype n)
{
    return n >= 2 && quint8(p[0]) == 0x1f && quint8(p[1]) == 0x8b;
}

bool isZstdFrame(const char *p, qsizetype n)
{
    if (n < 4)
        return false;
    quint32 magic;
    std::memcpy(&magic, p, 4);
    return magic == 0xFD2FB528u || (magic & 0xFFFFFFF0u) == 0x184D2A50u;
}

// How much output the limits of ReadOptions allow: at most maxDecompressedBytes, and past
// ratioFreeBytes at most maxDecompressionRatio times the compressed bytes it came from.
struct Budget
{
    qint64 cap;
    qint64 ratio;
    qint64 freeBytes;
    qint64 compressedSize; // the whole compressed input

    explicit Budget(const ReadOptions &o, qint64 inputSize)
        : cap(o.maxDecompressedBytes)
        , ratio(o.maxDecompressionRatio)
        , freeBytes(o.ratioFreeBytes)
        , compressedSize(inputSize)
    {}
    qint64 byRatio(qint64 consumed) const
    {
        qint64 r = 0;
        if (ratio <= 0 || __builtin_mul_overflow(ratio, consumed, &r))
            return std::numeric_limits<qint64>::max();
        return std::max(r, freeBytes);
    }
    // The most output allowed once `consumed` compressed bytes are read.
    qint64 allowed(qint64 consumed) const { return std::min(cap, byRatio(consumed)); }

    // The error for output that went past allowed(consumed): what was refused, the sizes so
    // far, the limit, and how to lift it for a real file that large.
    // ratioBase: the compressed bytes the ratio was taken of.
    ParseError refuse(qint64 consumed, qint64 produced, qint64 ratioBase) const
    {
        QString detail;
        if (byRatio(ratioBase) < cap) {
            detail = QCoreApplication::translate(
                         "hearth::Decompressor",
                         "refused after %1 of %2 compressed bytes gave %3 bytes: more than %4 "
                         "times the compressed size, the limit for output past %5 bytes. If the "
                         "file is real, set HEARTH_MAX_RATIO=0 to lift the ratio limit (and "
                         "HEARTH_MAX_DECOMPRESSED above %6 bytes if it is larger)")
                         .arg(consumed)
                         .arg(compressedSize)
                         .arg(produced)
                         .arg(ratio)
                         .arg(freeBytes)
                         .arg(cap);
        } else {
            detail = QCoreApplication::translate(
                         "hearth::Decompressor",
                         "refused after %1 of %2 compressed bytes gave %3 bytes: decompressed "
                         "size exceeds the limit of %4 bytes. If the file is real, raise the limit "
                         "with HEARTH_MAX_DECOMPRESSED (e.g. HEARTH_MAX_DECOMPRESSED=16G)")
                         .arg(consumed)
                         .arg(compressedSize)
                         .arg(produced)
                         .arg(cap);
        }
        return ParseError::at(ParseError::Kind::TooLarge, consumed, detail);
    }
};

// The error of a gzip member whose inflate (zlib's) stopped with rc at offset `at` of the input:
// corrupt, or cut short.
ParseError gzipError(int rc, qint64 at, const char *zlibMessage)
{
    if (rc == Z_STREAM_END) // zlib inflated what libdeflate refused
        return fail(ParseError::Kind::Decompression, at, QStringLiteral("gzip member is corrupt"));
    if (rc == Z_OK || rc == Z_BUF_ERROR)
        return fail(ParseError::Kind::Truncated, at, QStringLiteral("gzip stream ends early"));
    return fail(ParseError::Kind::Decompression, at,
                zlibMessage ? QString::fromUtf8(zlibMessage)
                            : QStringLiteral("gzip data is corrupt"));
}

// Finds where a corrupt or truncated gzip member goes wrong, with zlib's streaming inflate
// (for libdeflate's path, whose failure says neither).
ParseError locateGzipError(const QByteArray &in, qsizetype start)
{
    z_stream zs{};
    if (inflateInit2(&zs, 16 + MAX_WBITS) != Z_OK)
        return fail(ParseError::Kind::Decompression, start, QStringLiteral("zlib init failed"));
    zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(in.constData() + start));
    zs.avail_in = uInt(std::min<qsizetype>(in.size() - start, 0x7fffffff));
    std::vector<Bytef> sink(1 << 16);
    int rc = Z_OK;
    while (rc == Z_OK) {
        zs.next_out = sink.data();
        zs.avail_out = uInt(sink.size());
        rc = inflate(&zs, Z_NO_FLUSH);
        if (rc == Z_BUF_ERROR && zs.avail_in == 0)
            break;
    }
    const ParseError error = gzipError(rc, start + qint64(zs.total_in), zs.msg);
    inflateEnd(&zs);
    return error;
}

// The share of the input read, for ReadOptions::progress (0..150 of its 1000).
void reportProgress(const CompressedInput &in, const ReadOptions &opt)
{
    opt.reportBytesRead(in.position());
    if (opt.progress)
        opt.progress(
            int(std::min<qint64>(150, 150 * in.position() / std::max<qint64>(1, in.size()))));
}

// The output so far: where it goes, how long it is, and whether the sink said to stop.
struct Output
{
    DecompressSink &sink;
    qint64 pos = 0;
    bool stopped = false;

    // Output up to pos is written; false when the sink says to stop.
    bool wrote()
    {
        stopped = !sink.wrote(pos);
        return !stopped;
    }
};

// Inflates the gzip member at in's position with zlib's streaming inflate into out (never
// past cap + 1 bytes), at most 1 MiB of input and of output a step with a look at the
// cancel flag between steps; a file is read a piece at a time as it goes. Moves in past the
// member and out past its output (or to where the sink said to stop); false with *error set
// (the same errors as libdeflate's path gives).
bool inflateMember(z_stream &zs, CompressedInput &in, Output &out, qint64 cap, const Budget &budget,
                   const ReadOptions &opt, ParseError *error)
{
    const qint64 start = in.position();
    if (inflateReset(&zs) != Z_OK) {
        *error = fail(ParseError::Kind::Decompression, start, QStringLiteral("zlib init failed"));
        return false;
    }
    constexpr qsizetype step = qsizetype(1) << 20;
    for (;;) {
        if (out.pos > cap) {
            *error = budget.refuse(start, out.pos, in.size());
            return false;
        }
        qsizetype room = qsizetype(std::min<qint64>(step, cap + 1 - out.pos));
        char *to = out.sink.room(out.pos, &room, cap + 1);
        if (!in.fill(step, error))
            return false;
        zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(in.data()));
        zs.avail_in = uInt(std::min(in.available(), step));
        zs.next_out = reinterpret_cast<Bytef *>(to);
        zs.avail_out = uInt(room);
        const uInt inBefore = zs.avail_in;
        const uInt outBefore = zs.avail_out;
        const int rc = inflate(&zs, Z_NO_FLUSH);
        in.consume(qsizetype(inBefore - zs.avail_in));
        out.pos += qsizetype(outBefore - zs.avail_out);
        if (out.pos > cap) {
            *error = budget.refuse(start, out.pos, in.size());
            return false;
        }
        if (!out.wrote())
            return true;
        if (rc == Z_STREAM_END)
            return true;
        if ((rc != Z_OK && rc != Z_BUF_ERROR) || (rc == Z_BUF_ERROR && in.atEnd())) {
            *error = gzipError(rc, in.position(), zs.msg); // corrupt, or the input ends early
            return false;
        }
        if (opt.cancelled()) {
            *error = fail(ParseError::Kind::Cancelled, in.position(), QString());
            return false;
        }
        reportProgress(in, opt);
    }
}

// Inflates the gzip member at in's position with libdeflate in one call (about twice zlib's
// speed, but nothing stops it, and it needs the whole input in memory), into out from
// outPos, as inflateMember() above. When the output does not fit, the call is made again
// with room for `expected` bytes (the trailer's size) if that is more, else twice the room.
bool inflateMemberAtOnce(libdeflate_decompressor *d, CompressedInput &in, Output &output,
                         qint64 cap, qint64 expected, const Budget &budget, ParseError *error)
{
    const QByteArray &whole = *in.whole();
    QByteArray &out = *output.sink.array();
    qint64 &outPos = output.pos;
    const qsizetype inPos = qsizetype(in.position());
    for (qint64 avail = out.size() - outPos;;) {
        avail = std::min<qint64>(avail, cap - outPos + 1);
        if (avail <= 0) {
            *error = budget.refuse(inPos, outPos, in.size());
            return false;
        }
        out.resize(qsizetype(outPos + avail));
        size_t actualIn = 0;
        size_t actualOut = 0;
        const libdeflate_result r = libdeflate_gzip_decompress_ex(
            d, whole.constData() + inPos, size_t(whole.size() - inPos), out.data() + outPos,
            size_t(avail), &actualIn, &actualOut);
        if (r == LIBDEFLATE_SUCCESS) {
            if (outPos + qint64(actualOut) > cap) {
                *error = budget.refuse(inPos, outPos + qint64(actualOut), in.size());
                return false;
            }
            outPos += qsizetype(actualOut);
            in.consume(qsizetype(actualIn));
            output.wrote();
            return true;
        }
        if (r == LIBDEFLATE_INSUFFICIENT_SPACE) {
            if (outPos + avail > cap) {
                *error = budget.refuse(inPos, outPos + avail, in.size());
                return false;
            }
            avail = std::max(avail * 2, expected);
            continue;
        }
        *error = locateGzipError(whole, inPos);
        return false;
    }
}

// Past the last member: trailing zero padding is tolerated, anything else not. Reads to the
// end of the input.
bool onlyZerosLeft(CompressedInput &in, ParseError *error)
{
    const qint64 at = in.position();
    for (;;) {
        if (!std::all_of(in.data(), in.data() + in.available(), [](char c) { return c == 0; })) {
            *error = fail(ParseError::Kind::Decompression, at,
                          QStringLiteral("data after the last gzip member"));
            return false;
        }
        in.consume(in.available());
        if (!in.fill(1, error))
            return false;
        if (in.atEnd())
            return true;
    }
}

bool gunzip(CompressedInput &in, const ReadOptions &opt, DecompressSink &sink, ParseError *error)
{
    // libdeflate inflates a member in one call, about twice as fast as zlib, but it needs the
    // whole input in memory and nothing stops it. A file read a piece at a time (a compressed
    // file over ReadOptions::steppedInflateFrom, see ProfileReader::readFile), and input in
    // memory that large whose read can be cancelled (a window's, ReadOptions::cancel), stream
    // each member through zlib, with a look at the flag every MiB; any other input (the
    // commands' small files, standard input) takes libdeflate's one call per member.
    const bool atOnce = in.whole() != nullptr && sink.array() != nullptr &&
                        !(opt.cancel != nullptr && in.size() > opt.steppedInflateFrom);
    std::unique_ptr<libdeflate_decompressor, void (*)(libdeflate_decompressor *)> d(
        atOnce ? libdeflate_alloc_decompressor() : nullptr, libdeflate_free_decompressor);
    std::unique_ptr<z_stream, void (*)(z_stream *)> zs(nullptr, [](z_stream *z) {
        inflateEnd(z);
        delete z;
    });
    if (!atOnce) {
        auto *z = new z_stream{};
        if (inflateInit2(z, 16 + MAX_WBITS) != Z_OK) {
            delete z;
            *error = fail(ParseError::Kind::Decompression, 0, QStringLiteral("zlib init failed"));
            return false;
        }
        zs.reset(z);
    }
    Output out{sink};
    // The ratio is to the whole input (libdeflate's one call cannot be limited as it goes);
    // both paths refuse the same files with the same message.
    const Budget budget(opt, in.size());
    const qint64 cap = budget.allowed(in.size());
    for (;;) {
        if (!in.fill(18, error))
            return false;
        if (in.atEnd())
            break;
        const qint64 inPos = in.position();
        if (!isGzip(in.data(), in.available())) {
            if (!onlyZerosLeft(in, error))
                return false;
            break;
        }
        // The trailer's ISIZE (size mod 2^32) of a single-member file is a good first guess
        // (one byte more: zlib then reads the trailer without the buffer growing).
        quint32 isize = 0;
        if (inPos == 0 && in.size() >= 18 && !in.lastFour(&isize))
            isize = 0;
        // Deflate expands at most 1032:1: a larger ISIZE is forged, so do not size by it (a
        // 30-byte file must not make a 4 GiB buffer). The first buffer is at most 64 times the
        // input, as profiles compress 2-10:1: a truncated file's "ISIZE" is any four bytes of
        // its deflate data, and must not make every such file a buffer of a thousand times its
        // size. A real file that expands more is inflated again into its ISIZE's worth.
        const qint64 left = in.size() - inPos;
        const qint64 expected = std::min<qint64>(qint64(isize) + 1, left * 1032 + 1024);
        const qint64 guess =
            std::max<qint64>({std::min<qint64>(expected, left * 64), left * 4, 1 << 16});
        const qint64 avail = std::min<qint64>(guess, cap - out.pos + 1);
        if (avail <= 0) {
            *error = budget.refuse(inPos, out.pos, in.size());
            return false;
        }
        sink.expect(out.pos + avail);
        const bool ok = atOnce ? inflateMemberAtOnce(d.get(), in, out, cap, expected, budget, error)
                               : inflateMember(*zs, in, out, cap, budget, opt, error);
        if (!ok)
            return false;
        if (out.stopped)
            return true;
        opt.reportBytesRead(in.position());
        if (opt.cancelled()) {
            *error = fail(ParseError::Kind::Cancelled, in.position(), QString());
            return false;
        }
    }
    return true;
}

bool unzstd(CompressedInput &in, const ReadOptions &opt, DecompressSink &sink, ParseError *error)
{
    const Budget budget(opt, in.size());
    const qint64 cap = budget.allowed(in.size());
    if (!in.fill(18, error)) // a frame header at most
        return false;
    const unsigned long long hint = ZSTD_getFrameContentSize(in.data(), size_t(in.available()));
    qint64 reserve = (hint == ZSTD_CONTENTSIZE_UNKNOWN || hint == ZSTD_CONTENTSIZE_ERROR)
                         ? in.size() * 4
                         : qint64(std::min<unsigned long long>(hint + 1, quint64(cap) + 1));
    // The frame header's content size is only a hint: a few bytes can claim gigabytes, so do
    // not reserve more than such input could plausibly produce (the buffer grows as needed).
    reserve = std::min<qint64>(reserve, in.size() * 1024 + (1 << 20));
    sink.expect(std::min<qint64>(std::max<qint64>(reserve, 1 << 16), cap + 1));
    std::unique_ptr<ZSTD_DStream, size_t (*)(ZSTD_DStream *)> ds(ZSTD_createDStream(),
                                                                 ZSTD_freeDStream);
    ZSTD_initDStream(ds.get());
    qint64 outPos = 0;
    auto finish = [&](ParseError::Kind kind, const QString &why) {
        *error = fail(kind, in.position(), why);
        return false;
    };
    auto refuse = [&] {
        *error = budget.refuse(in.position(), outPos, in.position());
        return false;
    };
    // At most this much input and output per call, so that a large frame is cancelled (and
    // reports progress) within a few milliseconds, not once it is all decompressed.
    constexpr size_t step = size_t(1) << 20;
    for (;;) {
        // The output allowed for the input read so far: a bomb is refused after a few
        // kilobytes of input, before its output costs more than ratioFreeBytes.
        const qint64 allowed = budget.allowed(in.position());
        if (outPos > allowed)
            return refuse();
        qsizetype room = qsizetype(std::min<qint64>(qint64(step), allowed + 1 - outPos));
        char *to = sink.room(outPos, &room, allowed + 1);
        if (!in.fill(step, error))
            return false;
        ZSTD_inBuffer part{in.data(), std::min(size_t(in.available()), step), 0};
        ZSTD_outBuffer ob{to, size_t(room), 0};
        const size_t ret = ZSTD_decompressStream(ds.get(), &ob, &part);
        const bool progressed = part.pos > 0 || ob.pos > 0;
        in.consume(qsizetype(part.pos));
        if (ZSTD_isError(ret))
            return finish(ParseError::Kind::Decompression,
                          QString::fromUtf8(ZSTD_getErrorName(ret)));
        outPos += qint64(ob.pos);
        if (outPos > budget.allowed(in.position()))
            return refuse();
        if (!sink.wrote(outPos))
            return true;
        if (!in.fill(1, error)) // to know whether the input ends here
            return false;
        // All input read and the last frame done and flushed (ret 0, even when its end filled
        // the output exactly); or room left in the output and no more progress: everything
        // that can be is flushed.
        if (in.atEnd() && (ret == 0 || (ob.pos < ob.size && !progressed))) {
            if (ret != 0)
                return finish(ParseError::Kind::Truncated,
                              QStringLiteral("zstd stream ends early"));
            break;
        }
        if (opt.cancelled())
            return finish(ParseError::Kind::Cancelled, QString());
        reportProgress(in, opt);
    }
    opt.reportBytesRead(in.position());
    return true;
}

// Input larger than maxDecompressedBytes that is not compressed.
ParseError plainTooLarge(const ReadOptions &options)
{
    return fail(
        ParseError::Kind::TooLarge, 0,
        QStringLiteral("input exceeds the limit of %1 bytes").arg(options.maxDecompressedBytes));
}

// Input that is neither gzip nor zstd, a piece at a time into the sink as it is.
bool copyPlain(CompressedInput &in, const ReadOptions &opt, DecompressSink &sink, ParseError *error)
{
    if (in.size() > opt.maxDecompressedBytes) {
        *error = plainTooLarge(opt);
        return false;
    }
    constexpr qsizetype step = qsizetype(1) << 20;
    for (qint64 pos = 0;;) {
        if (!in.fill(step, error))
            return false;
        if (in.atEnd())
            return true;
        qsizetype n = std::min(in.available(), step);
        char *to = sink.room(pos, &n, opt.maxDecompressedBytes + 1);
        std::memcpy(to, in.data(), size_t(n));
        in.consume(n);
        pos += n;
        if (pos > opt.maxDecompressedBytes) { // the file grew while it was read
            *error = plainTooLarge(opt);
            return false;
        }
        if (!sink.wrote(pos))
            return true;
        if (opt.cancelled()) {
            *error = fail(ParseError::Kind::Cancelled, in.position(), QString());
            return false;
        }
        reportProgress(in, opt);
    }
}

bool decompressInput(CompressedInput &in, const ReadOptions &options, DecompressSink &sink,
                     ParseError *error)
{
    *error = ParseError();
    if (!in.fill(18, error))
        return false;
    switch (Decompressor::detect(QByteArray::fromRawData(in.data(), in.available()))) {
    case Decompressor::Compression::Gzip:
        return gunzip(in, options, sink, error);
    case Decompressor::Compression::Zstd:
        return unzstd(in, options, sink, error);
    case Decompressor::Compression::None:
        break;
    }
    return copyPlain(in, options, sink, error);
}

} // namespace

Decompressor::Compression Decompressor::detect(const QByteArray &data)
{
    if (isGzip(data.constData(), data.size()))
        return Compression::Gzip;
    if (isZstdFrame(data.constData(), data.size()))
        return Compression::Zstd;
    return Compression::None;
}

QByteArray Decompressor::decompress(const QByteArray &data, const ReadOptions &options,
                                    ParseError *error)
{
    *error = ParseError();
    if (detect(data) == Compression::None) {
        if (data.size() <= options.maxDecompressedBytes)
            return data;
        *error = plainTooLarge(options);
        return {};
    }
    CompressedInput in(data);
    ByteArraySink sink;
    return decompressInput(in, options, sink, error) ? sink.take() : QByteArray();
}

QByteArray Decompressor::decompress(QIODevice *device, qint64 size, const ReadOptions &options,
                                    ParseError *error, qsizetype pieceBytes)
{
    ByteArraySink sink;
    return decompress(device, size, options, error, sink, pieceBytes) ? sink.take() : QByteArray();
}

bool Decompressor::decompress(QIODevice *device, qint64 size, const ReadOptions &options,
                              ParseError *error, DecompressSink &sink, qsizetype pieceBytes)
{
    CompressedInput in(device, size, pieceBytes);
    return decompressInput(in, options, sink, error);
}

} // namespace hearth

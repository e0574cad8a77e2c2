// SPDX-License-Identifier: MIT
#include "decompressor.h"

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

// Finds where a corrupt or truncated gzip member goes wrong, with zlib's streaming inflate.
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
    const qint64 at = start + qint64(zs.total_in);
    const QString msg = zs.msg ? QString::fromUtf8(zs.msg) : QString();
    inflateEnd(&zs);
    if (rc == Z_STREAM_END)
        return fail(ParseError::Kind::Decompression, at, QStringLiteral("gzip member is corrupt"));
    if (rc == Z_OK || rc == Z_BUF_ERROR)
        return fail(ParseError::Kind::Truncated, at, QStringLiteral("gzip stream ends early"));
    return fail(ParseError::Kind::Decompression, at,
                msg.isEmpty() ? QStringLiteral("gzip data is corrupt") : msg);
}

// Inflates the gzip member at inPos with zlib's streaming inflate into out from outPos
// (grown as needed, never past cap + 1 bytes), at most 1 MiB of input and of output a step
// with a look at the cancel flag between steps. Moves inPos past the member and outPos past its
// output; false with *error set (the same errors as libdeflate's path gives).
bool inflateMember(z_stream &zs, const QByteArray &in, qsizetype &inPos, QByteArray &out,
                   qsizetype &outPos, qint64 cap, const Budget &budget, const ReadOptions &opt,
                   ParseError *error)
{
    const qsizetype start = inPos;
    if (inflateReset(&zs) != Z_OK) {
        *error = fail(ParseError::Kind::Decompression, start, QStringLiteral("zlib init failed"));
        return false;
    }
    constexpr qsizetype step = qsizetype(1) << 20;
    for (;;) {
        if (outPos == out.size()) {
            if (outPos > cap) {
                *error = budget.refuse(start, outPos, in.size());
                return false;
            }
            out.resize(qsizetype(std::min<qint64>(qint64(out.size()) * 2 + step, cap + 1)));
        }
        zs.next_in = reinterpret_cast<Bytef *>(const_cast<char *>(in.constData() + inPos));
        zs.avail_in = uInt(std::min(in.size() - inPos, step));
        zs.next_out = reinterpret_cast<Bytef *>(out.data() + outPos);
        zs.avail_out = uInt(std::min(out.size() - outPos, step));
        const uInt inBefore = zs.avail_in;
        const uInt outBefore = zs.avail_out;
        const int rc = inflate(&zs, Z_NO_FLUSH);
        inPos += qsizetype(inBefore - zs.avail_in);
        outPos += qsizetype(outBefore - zs.avail_out);
        if (outPos > cap) {
            *error = budget.refuse(start, outPos, in.size());
            return false;
        }
        if (rc == Z_STREAM_END)
            return true;
        if ((rc != Z_OK && rc != Z_BUF_ERROR) || (rc == Z_BUF_ERROR && inPos == in.size())) {
            *error = locateGzipError(in, start); // corrupt, or the input ends early
            return false;
        }
        if (opt.cancelled()) {
            *error = fail(ParseError::Kind::Cancelled, inPos, QString());
            return false;
        }
        opt.reportBytesRead(inPos);
        if (opt.progress)
            opt.progress(int(150 * qint64(inPos) / std::max<qint64>(1, in.size())));
    }
}

// Inflates the gzip member at inPos with libdeflate in one call (about twice zlib's speed,
// but nothing stops it), into out from outPos, as inflateMember() above.
bool inflateMemberAtOnce(libdeflate_decompressor *d, const QByteArray &in, qsizetype &inPos,
                         QByteArray &out, qsizetype &outPos, qint64 cap, const Budget &budget,
                         ParseError *error)
{
    for (qint64 avail = out.size() - outPos;;) {
        avail = std::min<qint64>(avail, cap - outPos + 1);
        if (avail <= 0) {
            *error = budget.refuse(inPos, outPos, in.size());
            return false;
        }
        out.resize(outPos + avail);
        size_t actualIn = 0;
        size_t actualOut = 0;
        const libdeflate_result r = libdeflate_gzip_decompress_ex(
            d, in.constData() + inPos, size_t(in.size() - inPos), out.data() + outPos,
            size_t(avail), &actualIn, &actualOut);
        if (r == LIBDEFLATE_SUCCESS) {
            if (outPos + qint64(actualOut) > cap) {
                *error = budget.refuse(inPos, outPos + qint64(actualOut), in.size());
                return false;
            }
            outPos += qsizetype(actualOut);
            inPos += qsizetype(actualIn);
            return true;
        }
        if (r == LIBDEFLATE_INSUFFICIENT_SPACE) {
            if (outPos + avail > cap) {
                *error = budget.refuse(inPos, outPos + avail, in.size());
                return false;
            }
            avail *= 2;
            continue;
        }
        *error = locateGzipError(in, inPos);
        return false;
    }
}

QByteArray gunzip(const QByteArray &in, const ReadOptions &opt, ParseError *error)
{
    // A large input whose read can be cancelled (a window's, ReadOptions::cancel) streams
    // each member through zlib, with a look at the flag every MiB; any other read (the
    // commands, and inputs up to ReadOptions::steppedInflateFrom) takes libdeflate's one call
    // per member, about twice as fast.
    const bool stoppable = opt.cancel != nullptr && in.size() > opt.steppedInflateFrom;
    std::unique_ptr<libdeflate_decompressor, void (*)(libdeflate_decompressor *)> d(
        stoppable ? nullptr : libdeflate_alloc_decompressor(), libdeflate_free_decompressor);
    std::unique_ptr<z_stream, void (*)(z_stream *)> zs(nullptr, [](z_stream *z) {
        inflateEnd(z);
        delete z;
    });
    if (stoppable) {
        auto *z = new z_stream{};
        if (inflateInit2(z, 16 + MAX_WBITS) != Z_OK) {
            delete z;
            *error = fail(ParseError::Kind::Decompression, 0, QStringLiteral("zlib init failed"));
            return {};
        }
        zs.reset(z);
    }
    QByteArray out;
    qsizetype inPos = 0;
    qsizetype outPos = 0;
    // The ratio is to the whole input (libdeflate's one call cannot be limited as it goes);
    // both paths refuse the same files with the same message.
    const Budget budget(opt, in.size());
    const qint64 cap = budget.allowed(in.size());
    while (inPos < in.size()) {
        if (!isGzip(in.constData() + inPos, in.size() - inPos)) {
            // Trailing zero padding after the last member is tolerated, anything else not.
            const bool zeros =
                std::all_of(in.constBegin() + inPos, in.constEnd(), [](char c) { return c == 0; });
            if (zeros)
                break;
            *error = fail(ParseError::Kind::Decompression, inPos,
                          QStringLiteral("data after the last gzip member"));
            return {};
        }
        // The trailer's ISIZE (size mod 2^32) of a single-member file is a good first guess.
        quint32 isize = 0;
        if (inPos == 0 && in.size() >= 18)
            std::memcpy(&isize, in.constData() + in.size() - 4, 4);
        // Deflate expands at most 1032:1: a larger ISIZE is forged, so do not size by it (a
        // 30-byte file must not make a 4 GiB buffer).
        const qint64 deflateMax = qint64(in.size() - inPos) * 1032 + 1024;
        const qint64 guess = std::max<qint64>(
            {std::min<qint64>(isize, deflateMax), qint64(in.size() - inPos) * 4, 1 << 16});
        const qint64 avail = std::min<qint64>(guess, cap - outPos + 1);
        if (avail <= 0) {
            *error = budget.refuse(inPos, outPos, in.size());
            return {};
        }
        out.resize(outPos + avail);
        const bool ok =
            stoppable ? inflateMember(*zs, in, inPos, out, outPos, cap, budget, opt, error)
                      : inflateMemberAtOnce(d.get(), in, inPos, out, outPos, cap, budget, error);
        if (!ok)
            return {};
        opt.reportBytesRead(inPos);
        if (opt.cancelled()) {
            *error = fail(ParseError::Kind::Cancelled, inPos, QString());
            return {};
        }
    }
    out.resize(outPos);
    out.squeeze();
    return out;
}

QByteArray unzstd(const QByteArray &in, const ReadOptions &opt, ParseError *error)
{
    const Budget budget(opt, in.size());
    const qint64 cap = budget.allowed(in.size());
    const unsigned long long hint = ZSTD_getFrameContentSize(in.constData(), size_t(in.size()));
    qint64 reserve = (hint == ZSTD_CONTENTSIZE_UNKNOWN || hint == ZSTD_CONTENTSIZE_ERROR)
                         ? qint64(in.size()) * 4
                         : qint64(std::min<unsigned long long>(hint + 1, quint64(cap) + 1));
    // The frame header's content size is only a hint: a few bytes can claim gigabytes, so do
    // not reserve more than such input could plausibly produce (the buffer grows as needed).
    reserve = std::min<qint64>(reserve, qint64(in.size()) * 1024 + (1 << 20));
    QByteArray out;
    out.resize(qsizetype(std::min<qint64>(std::max<qint64>(reserve, 1 << 16), cap + 1)));
    ZSTD_DStream *ds = ZSTD_createDStream();
    ZSTD_initDStream(ds);
    ZSTD_inBuffer ib{in.constData(), size_t(in.size()), 0};
    size_t outPos = 0;
    auto finish = [&](ParseError::Kind kind, const QString &why) {
        ZSTD_freeDStream(ds);
        *error = fail(kind, qint64(ib.pos), why);
        return QByteArray();
    };
    auto refuse = [&] {
        ZSTD_freeDStream(ds);
        *error = budget.refuse(qint64(ib.pos), qint64(outPos), qint64(ib.pos));
        return QByteArray();
    };
    // At most this much input and output per call, so that a large frame is cancelled (and
    // reports progress) within a few milliseconds, not once it is all decompressed.
    constexpr size_t step = size_t(1) << 20;
    for (;;) {
        // The output allowed for the input read so far: a bomb is refused after a few
        // kilobytes of input, before its output costs more than ratioFreeBytes.
        const qint64 allowed = budget.allowed(qint64(ib.pos));
        if (qint64(outPos) > allowed)
            return refuse();
        if (outPos == size_t(out.size()))
            out.resize(qsizetype(std::min<qint64>(qint64(out.size()) * 2, allowed + 1)));
        ZSTD_inBuffer part{ib.src, std::min(ib.size, ib.pos + step), ib.pos};
        ZSTD_outBuffer ob{out.data(), std::min(size_t(out.size()), outPos + step), outPos};
        const size_t inBefore = ib.pos;
        const size_t ret = ZSTD_decompressStream(ds, &ob, &part);
        const bool progressed = part.pos > inBefore || ob.pos > outPos;
        ib.pos = part.pos;
        if (ZSTD_isError(ret))
            return finish(ParseError::Kind::Decompression,
                          QString::fromUtf8(ZSTD_getErrorName(ret)));
        outPos = ob.pos;
        if (qint64(outPos) > budget.allowed(qint64(ib.pos)))
            return refuse();
        // All input read and the last frame done and flushed (ret 0, even when its end filled
        // the output exactly); or room left in the output and no more progress: everything
        // that can be is flushed.
        if (ib.pos == ib.size && (ret == 0 || (ob.pos < ob.size && !progressed))) {
            if (ret != 0)
                return finish(ParseError::Kind::Truncated,
                              QStringLiteral("zstd stream ends early"));
            break;
        }
        if (opt.cancelled())
            return finish(ParseError::Kind::Cancelled, QString());
        opt.reportBytesRead(qint64(ib.pos));
        if (opt.progress)
            opt.progress(int(150 * qint64(ib.pos) / std::max<qint64>(1, in.size())));
    }
    ZSTD_freeDStream(ds);
    out.resize(qsizetype(outPos));
    out.squeeze();
    return out;
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
    switch (detect(data)) {
    case Compression::Gzip:
        return gunzip(data, options, error);
    case Compression::Zstd:
        return unzstd(data, options, error);
    case Compression::None:
        break;
    }
    if (data.size() > options.maxDecompressedBytes) {
        *error = fail(ParseError::Kind::TooLarge, 0,
                      QStringLiteral("input exceeds the limit of %1 bytes")
                          .arg(options.maxDecompressedBytes));
        return {};
    }
    return data;
}

} // namespace hearth

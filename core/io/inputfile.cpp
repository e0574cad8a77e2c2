// SPDX-License-Identifier: MIT
#include "inputfile.h"

#include <QFile>

#include <algorithm>
#include <cstdio>

namespace hearth {

bool InputFile::isStandardInput(const QString &path)
{
    return path == QLatin1String("-");
}

QByteArray InputFile::read(const QString &path, qint64 maxBytes, ParseError *error)
{
    return read(path, maxBytes, nullptr, error);
}

QByteArray InputFile::read(const QString &path, const ReadOptions &options, ParseError *error)
{
    return read(path, options.maxDecompressedBytes, options.cancel, error);
}

QByteArray InputFile::read(const QString &path, qint64 maxBytes, const std::atomic<bool> *cancel,
                           ParseError *error)
{
    constexpr qint64 piece = qint64(4) << 20; // a few milliseconds of reading
    *error = {};
    auto fail = [&](ParseError::Kind kind, const QString &detail) {
        error->kind = kind;
        error->file = path;
        error->detail = detail;
        return QByteArray();
    };
    auto tooLarge = [&] {
        *error = ParseError::at(
            ParseError::Kind::TooLarge, 0,
            QStringLiteral("the file is larger than the limit of %1 bytes").arg(maxBytes));
        error->file = path;
        return QByteArray();
    };
    QFile f(path);
    const bool opened =
        isStandardInput(path) ? f.open(stdin, QIODevice::ReadOnly) : f.open(QIODevice::ReadOnly);
    if (!opened)
        return fail(ParseError::Kind::CannotOpen, f.errorString());
    if (!f.isSequential() && f.size() > maxBytes)
        return tooLarge();
    auto stopped = [&](qint64 done) {
        if (!cancel || !cancel->load(std::memory_order_relaxed))
            return false;
        *error = ParseError::at(ParseError::Kind::Cancelled, done, {});
        error->file = path;
        return true;
    };
    if (!f.isSequential() && f.size() > 0) {
        // Into a buffer of the file's size, a piece at a time (a file that grows meanwhile
        // is read to the size it had; one that shrinks, to its end).
        QByteArray data(qsizetype(f.size()), Qt::Uninitialized);
        qint64 done = 0;
        while (done < data.size()) {
            if (stopped(done))
                return {};
            const qint64 got = f.read(data.data() + done, std::min(piece, data.size() - done));
            if (got < 0 || f.error() != QFileDevice::NoError)
                return fail(ParseError::Kind::CannotOpen, f.errorString());
            if (got == 0)
                break;
            done += got;
        }
        data.truncate(qsizetype(done));
        return data;
    }
    // A pipe (or a file that says it is empty, as those of /proc) has no size: read it in
    // pieces, and stop once past the limit.
    QByteArray data;
    while (true) {
        if (stopped(data.size()))
            return {};
        const QByteArray part = f.read(piece);
        if (f.error() != QFileDevice::NoError)
            return fail(ParseError::Kind::CannotOpen, f.errorString());
        if (part.isEmpty())
            break;
        data += part;
        if (data.size() > maxBytes)
            return tooLarge();
    }
    if (data.size() > maxBytes)
        return tooLarge();
    return data;
}

} // namespace hearth

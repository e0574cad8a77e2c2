// SPDX-License-Identifier: MIT
#include "inputfile.h"

#include <QFile>

#include <cstdio>

namespace hearth {

bool InputFile::isStandardInput(const QString &path)
{
    return path == QLatin1String("-");
}

QByteArray InputFile::read(const QString &path, qint64 maxBytes, ParseError *error)
{
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
    if (!f.isSequential()) {
        QByteArray data = f.readAll();
        if (f.error() != QFileDevice::NoError)
            return fail(ParseError::Kind::CannotOpen, f.errorString());
        return data;
    }
    // A pipe has no size: read it in pieces, and stop once past the limit.
    QByteArray data;
    while (true) {
        const QByteArray piece = f.read(qint64(1) << 20);
        if (f.error() != QFileDevice::NoError)
            return fail(ParseError::Kind::CannotOpen, f.errorString());
        if (piece.isEmpty())
            break;
        data += piece;
        if (data.size() > maxBytes)
            return tooLarge();
    }
    if (data.size() > maxBytes)
        return tooLarge();
    return data;
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "bundleformat.h"

#include <QFile>
#include <QtEndian>

#include <cstring>

namespace hearth {

namespace {
constexpr qsizetype MagicSize = 8; // "HEARTHB\0"
constexpr quint32 PayloadSize = MagicSize + 4;
} // namespace

QByteArray BundleFormat::header(quint16 major, quint16 minor)
{
    QByteArray h(HeaderSize, '\0');
    char *p = h.data();
    qToLittleEndian<quint32>(SkippableMagic, p);
    qToLittleEndian<quint32>(PayloadSize, p + 4);
    std::memcpy(p + 8, Magic, MagicSize);
    qToLittleEndian<quint16>(major, p + 16);
    qToLittleEndian<quint16>(minor, p + 18);
    return h;
}

bool BundleFormat::sniff(const QByteArray &data)
{
    return data.size() >= SniffSize &&
           qFromLittleEndian<quint32>(data.constData()) == SkippableMagic &&
           std::memcmp(data.constData() + 8, Magic, MagicSize) == 0;
}

bool BundleFormat::isBundleFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) && sniff(f.read(SniffSize));
}

ParseError BundleFormat::readHeader(const QByteArray &data, Header *header)
{
    using K = ParseError::Kind;
    if (data.isEmpty())
        return ParseError::at(K::Empty, 0, QStringLiteral("the file is empty"));
    if (data.size() < 4 || qFromLittleEndian<quint32>(data.constData()) != SkippableMagic) {
        if (data.size() >= 4 && qFromLittleEndian<quint32>(data.constData()) == 0xFD2FB528u)
            return ParseError::at(K::UnknownFormat, 0,
                                  QStringLiteral("a zstd stream without a Hearth bundle header"));
        return ParseError::at(K::UnknownFormat, 0, QStringLiteral("not a Hearth bundle"));
    }
    if (data.size() < SniffSize)
        return ParseError::at(K::Truncated, data.size(), QStringLiteral("bundle header"));
    const quint32 frameSize = qFromLittleEndian<quint32>(data.constData() + 4);
    if (std::memcmp(data.constData() + 8, Magic, MagicSize) != 0)
        return ParseError::at(K::UnknownFormat, 8,
                              QStringLiteral("a zstd skippable frame without the HEARTHB magic"));
    if (frameSize < PayloadSize)
        return ParseError::at(K::Malformed, 4,
                              QStringLiteral("bundle header of %1 bytes, expected at least %2")
                                  .arg(frameSize)
                                  .arg(PayloadSize));
    if (data.size() < 8 + qint64(frameSize))
        return ParseError::at(K::Truncated, data.size(), QStringLiteral("bundle header"));
    header->major = qFromLittleEndian<quint16>(data.constData() + 16);
    header->minor = qFromLittleEndian<quint16>(data.constData() + 18);
    header->size = 8 + qint64(frameSize);
    return {};
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "parseerror.h"

#include <QCoreApplication>

namespace hearth {

QString ParseError::kindText(Kind kind)
{
    switch (kind) {
    case Kind::None:
        return QCoreApplication::translate("hearth::ParseError", "no error");
    case Kind::CannotOpen:
        return QCoreApplication::translate("hearth::ParseError", "cannot be read");
    case Kind::Empty:
        return QCoreApplication::translate("hearth::ParseError", "is empty");
    case Kind::UnknownFormat:
        return QCoreApplication::translate("hearth::ParseError", "is not a profile Hearth reads");
    case Kind::LegacyFormat:
        return QCoreApplication::translate("hearth::ParseError",
                                           "is a legacy text or binary pprof format, which Hearth "
                                           "does not read; convert it with `pprof -proto`");
    case Kind::Truncated:
        return QCoreApplication::translate("hearth::ParseError", "is truncated");
    case Kind::Malformed:
        return QCoreApplication::translate("hearth::ParseError", "is malformed");
    case Kind::IndexOutOfRange:
        return QCoreApplication::translate("hearth::ParseError",
                                           "refers to a table entry that does not exist");
    case Kind::TooLarge:
        return QCoreApplication::translate(
            "hearth::ParseError", "decompresses to more than the size limit (a compression "
                                  "bomb?)");
    case Kind::Decompression:
        return QCoreApplication::translate("hearth::ParseError", "has corrupt compressed data");
    case Kind::UnsupportedVersion:
        return QCoreApplication::translate("hearth::ParseError",
                                           "has an unsupported format version");
    case Kind::Cancelled:
        return QCoreApplication::translate("hearth::ParseError", "reading was cancelled");
    }
    return {};
}

QString ParseError::toString() const
{
    QString where;
    if (line >= 0) {
        where = QCoreApplication::translate("hearth::ParseError", " at line %1").arg(line);
    } else if (offset >= 0) {
        where = inDecompressed
                    ? QCoreApplication::translate("hearth::ParseError",
                                                  " at byte %1 of the decompressed data")
                          .arg(offset)
                    : QCoreApplication::translate("hearth::ParseError", " at byte %1").arg(offset);
    }
    QString text =
        (file.isEmpty() ? QString() : file + QStringLiteral(": ")) + kindText(kind) + where;
    if (!detail.isEmpty())
        text += QStringLiteral(": ") + detail;
    return text;
}

} // namespace hearth

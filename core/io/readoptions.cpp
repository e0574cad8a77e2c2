// SPDX-License-Identifier: MIT
#include "readoptions.h"

#include <QtGlobal>

#include <limits>

namespace hearth {

int SampleTypeChoice::find(const QList<ValueType> &types, const QString &name)
{
    for (int i = 0; i < types.size(); ++i) {
        if (types[i].type == name || types[i].toString() == name)
            return i;
    }
    bool isNumber = false;
    const int idx = name.toInt(&isNumber);
    if (isNumber && idx >= 0 && idx < types.size())
        return idx;
    return -1;
}

QList<bool> SampleTypeChoice::chosen(const QList<ValueType> &types, int declaredDefault) const
{
    if (kind == Kind::All)
        return QList<bool>(types.size(), true);
    QList<bool> out(types.size(), false);
    const QList<int> marked = kind == Kind::Default ? QList<int>{declaredDefault}
                              : kind == Kind::Named ? QList<int>{find(types, name)}
                                                    : indices;
    for (int t : marked) {
        if (t >= 0 && t < types.size())
            out[t] = true;
    }
    return out;
}

qint64 ReadOptions::parseSize(QStringView text)
{
    text = text.trimmed();
    int shift = 0;
    if (!text.isEmpty()) {
        switch (text.back().toUpper().unicode()) {
        case u'K':
            shift = 10;
            break;
        case u'M':
            shift = 20;
            break;
        case u'G':
            shift = 30;
            break;
        case u'T':
            shift = 40;
            break;
        default:
            break;
        }
    }
    if (shift)
        text.chop(1);
    bool ok = false;
    const qint64 n = text.toLongLong(&ok);
    if (!ok || n < 0 || n > (std::numeric_limits<qint64>::max() >> shift))
        return -1;
    return n << shift;
}

qint64 ReadOptions::environmentMaxDecompressedBytes()
{
    static const qint64 value = [] {
        const qint64 v = parseSize(qEnvironmentVariable("HEARTH_MAX_DECOMPRESSED"));
        return v > 0 ? v : qint64(4) << 30;
    }();
    return value;
}

qint64 ReadOptions::environmentMaxDecompressionRatio()
{
    static const qint64 value = [] {
        bool ok = false;
        const qint64 v = qEnvironmentVariable("HEARTH_MAX_RATIO").trimmed().toLongLong(&ok);
        return ok && v >= 0 ? v : qint64(1000);
    }();
    return value;
}

} // namespace hearth

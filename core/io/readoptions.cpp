// SPDX-License-Identifier: MIT
#include "readoptions.h"

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

} // namespace hearth

// SPDX-License-Identifier: MIT
#include "pprofidmap.h"

namespace hearth::pprof {

bool IdMap::insert(quint64 id, quint32 idx)
{
    if (useDense) {
        if (dense[size_t(id)] != None)
            return false;
        dense[size_t(id)] = idx;
        return true;
    }
    if (sparse.contains(id))
        return false;
    sparse.insert(id, idx);
    return true;
}

} // namespace hearth::pprof

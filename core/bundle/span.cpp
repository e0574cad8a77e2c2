// SPDX-License-Identifier: MIT
#include "span.h"

namespace hearth {

QString MemoryMeasurement::churnKindName(ChurnKind k)
{
    switch (k) {
    case ChurnKind::RubyObjectsAllocated:
        return QStringLiteral("ruby_objects_allocated");
    case ChurnKind::PythonBlocksOutstanding:
        return QStringLiteral("python_blocks_outstanding");
    case ChurnKind::Unspecified:
        break;
    }
    return QStringLiteral("unspecified");
}

bool MemoryMeasurement::parseChurnKind(const QString &name, ChurnKind *kind)
{
    for (ChurnKind k : {ChurnKind::RubyObjectsAllocated, ChurnKind::PythonBlocksOutstanding}) {
        if (name == churnKindName(k)) {
            *kind = k;
            return true;
        }
    }
    return false;
}

} // namespace hearth

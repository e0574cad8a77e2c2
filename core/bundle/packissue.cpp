// SPDX-License-Identifier: MIT
#include "packissue.h"

#include <QCoreApplication>

namespace hearth {

QString PackIssue::toString() const
{
    const QString level = isError() ? QCoreApplication::translate("hearth::PackIssue", "error")
                                    : QCoreApplication::translate("hearth::PackIssue", "warning");
    return where + QStringLiteral(": ") + level + QStringLiteral(": ") + what;
}

bool PackIssue::hasErrors(const QList<PackIssue> &issues)
{
    for (const PackIssue &i : issues) {
        if (i.isError())
            return true;
    }
    return false;
}

} // namespace hearth

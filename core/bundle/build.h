// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace hearth {

/// The build a bundle describes: which one, of what, and when.
struct Build
{
    QString id;
    QString project;
    QString pipeline;
    QString commit;
    QString branch;
    qint64 startUnixNanos = 0;
    qint64 endUnixNanos = 0;
    QString url; // the build page

    qint64 wallNanos() const
    {
        return endUnixNanos > startUnixNanos ? endUnixNanos - startUnixNanos : 0;
    }
    friend bool operator==(const Build &, const Build &) = default;
};

} // namespace hearth

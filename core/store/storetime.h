// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <optional>

namespace hearth {

/// Times as the store commands and links take them: milliseconds since the epoch, RFC 3339
/// (`2026-11-30T15:00:00Z`, `…+01:00`, fractions allowed), `now`, or relative to now
/// (`-1h`, `-15m`, `-7d`, `-30s`, `-2w`, also written `now-1h`).
class StoreTime
{
public:
    /// Milliseconds since the epoch, or nullopt when the text is none of the forms above.
    static std::optional<qint64> parse(const QString &text, qint64 nowMs);
    /// The current time in milliseconds since the epoch.
    static qint64 nowMs();
    /// `2026-11-30T15:00:00.000Z`.
    static QString toRfc3339(qint64 ms);
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringView>

namespace hearth {

/// An OpenTelemetry span id: 8 bytes, shown as 16 lower-case hex digits (the form of the
/// `span_id` label in span profiles). 0 is "no span".
class SpanId
{
public:
    static constexpr int Bytes = 8;

    /// 16 lower-case hex digits.
    static QString toHex(quint64 id);
    /// Parses 16 hex digits (either case); false for anything else, including all zeros.
    static bool fromHex(QStringView hex, quint64 *id);
    /// The 8 big-endian bytes of the wire format.
    static QByteArray toBytes(quint64 id);
    /// False unless `bytes` is exactly 8 bytes and not all zero.
    static bool fromBytes(const QByteArray &bytes, quint64 *id);
};

} // namespace hearth

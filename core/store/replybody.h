// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

class QNetworkReply;

namespace hearth {

/// Whether a finished 200 reply brought its whole body (both store clients ask the same).
class ReplyBody
{
public:
    /// Empty when the body is whole; otherwise why not, in English ("the answer was cut short:
    /// ..."). @p received is the number of body bytes read from @p reply. A connection closed
    /// mid-body does not always end the reply with an error (Qt sometimes finishes it with
    /// NoError), so an announced Content-Length is checked too. Qt drops that header when it
    /// inflates a compressed answer itself, which a truncated stream then fails instead.
    static QString cutShort(const QNetworkReply &reply, qint64 received);
};

} // namespace hearth

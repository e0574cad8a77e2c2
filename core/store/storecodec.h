// SPDX-License-Identifier: MIT
#pragma once

#include "storeresult.h"

namespace hearth {

/// Decodes the protobuf answers of the querier service into a StoreResult. The input is
/// untrusted: anything that does not parse yields a Malformed error.
class StoreCodec
{
public:
    static StoreResult decode(StoreQuery::Method method, const QByteArray &body);
    /// The error for a non-200 answer: the Connect JSON body's code and message when present,
    /// else the code for the status and the start of the body as plain text.
    static StoreError httpError(int status, const QByteArray &body);
};

} // namespace hearth

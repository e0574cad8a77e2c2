// SPDX-License-Identifier: MIT
#pragma once

#include "prometheusresult.h"

namespace hearth {

/// Reads the JSON of Prometheus's HTTP API (GET|POST /api/v1/query_range): a matrix on
/// success, {"status":"error","errorType":...,"error":...} otherwise.
class PrometheusCodec
{
public:
    /// A 200 answer: the matrix, or Malformed saying what is wrong with it.
    static PrometheusResult parseMatrix(const QByteArray &json);
    /// A non-200 answer: Http with the status, and Prometheus's errorType and error when the
    /// body carries them (plain text, capped).
    static StoreError httpError(int status, const QByteArray &body);
};

} // namespace hearth

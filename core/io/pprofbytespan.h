// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

namespace hearth::pprof {

/// A byte range [begin, end) of the decompressed profile.
struct ByteSpan
{
    qint64 begin;
    qint64 end;
};

} // namespace hearth::pprof

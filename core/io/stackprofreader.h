// SPDX-License-Identifier: MIT
#pragma once

#include "profilereader.h"

namespace hearth {

/// Reads Ruby stackprof's JSON dump (`stackprof --json`, `StackProf.run(out:, raw: true)` as
/// JSON): `frames` maps a frame id to {name, file, line}; `raw` is, per distinct stack, its
/// length, its frame ids (root first) and how many samples it had. Without `raw` only the
/// frames' own `samples` (self counts) are known: each becomes a one-frame stack, so Self is
/// right and Inclusive is Self.
///
/// The unit comes from `mode`: `cpu` is CPU time and `wall` wall time (each sample is
/// `interval` µs, as nanoseconds), `object` counts objects (each sample `interval`
/// allocations; never seconds); another mode counts samples.
class StackprofReader
{
public:
    static ProfileResult parse(const QByteArray &data, const ReadOptions &options = {});
    /// True when `head` (the first bytes of JSON) looks like a stackprof dump.
    static bool sniff(QByteArrayView head);
};

} // namespace hearth

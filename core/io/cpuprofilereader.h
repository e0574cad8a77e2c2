// SPDX-License-Identifier: MIT
#pragma once

#include "profilereader.h"

namespace hearth {

/// Reads a Chrome / Node `.cpuprofile` (what `node --cpu-prof` and DevTools' "Save profile"
/// write): `nodes` (each with an `id`, a `callFrame` and `children` ids, or a `parent` id),
/// `samples` (node ids), `timeDeltas` (µs between samples), `startTime` and `endTime`.
///
/// A sample weighs the time until the next sample (the last one: until `endTime`), so the
/// total is the wall time the sampled thread was observed: V8 samples the thread whether it
/// runs or waits, hence the sample type `wall`/`microseconds`, never CPU. `(idle)`,
/// `(program)` and `(garbage collector)` are kept as the frames V8 names them; the `(root)`
/// node is not a frame. A function is its name and script URL; an anonymous function is
/// `(anonymous LINE:COLUMN)` so two of them in one script stay apart.
class CpuProfileReader
{
public:
    static ProfileResult parse(const QByteArray &data, const ReadOptions &options = {});
    /// True when `head` (the first bytes of JSON) looks like a cpuprofile.
    static bool sniff(QByteArrayView head);
};

} // namespace hearth

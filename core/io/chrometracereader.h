// SPDX-License-Identifier: MIT
#pragma once

#include "profilereader.h"

namespace hearth {

/// Reads the JavaScript samples of a Chrome DevTools performance trace (what the Performance
/// panel's "Save profile" and `chrome://tracing` write; also Node's `--trace-event-categories
/// disabled-by-default-v8.cpu_profiler`): trace-event JSON, either an array of events or an
/// object with `traceEvents`. A `Profile` event starts a profile (`args.data.startTime`, µs);
/// its `ProfileChunk` events, matched by `pid` and `id`, carry `args.data.cpuProfile`
/// (`nodes` with a `parent` id or `children` ids, `samples`) and `args.data.timeDeltas`; an
/// older `CpuProfile` event carries a whole `.cpuprofile`. Other events are skipped.
///
/// Each profile is a sample type named after its thread, `wall: NAME (pid P, tid T)` in
/// microseconds (NAME from the `thread_name` metadata event, else "thread"); `wall` alone
/// when there is one profile. A sample
/// weighs the time to the next sample of its profile, a negative gap nothing, the last one
/// until `endTime` (nothing without one), as CpuProfileReader does; `(root)` is not a frame,
/// and a function is its name and script URL. The thread with the most time shows first.
class ChromeTraceReader
{
public:
    static ProfileResult parse(const QByteArray &data, const ReadOptions &options = {});
    /// True when `head` (the first bytes of JSON) looks like a trace-event file.
    static bool sniff(QByteArrayView head);
};

} // namespace hearth

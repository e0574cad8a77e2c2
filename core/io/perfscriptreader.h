// SPDX-License-Identifier: MIT
#pragma once

#include "profilereader.h"

QT_FORWARD_DECLARE_CLASS(QIODevice)

namespace hearth {

/// Reads the text of `perf script` (Linux perf): records of a header line (`comm pid/tid
/// [cpu] time: period event:`, the fields perf was asked for) and the call chain below it,
/// one indented `address symbol+offset (dso)` line per frame, leaf first; a blank line ends a
/// record. Lines starting with `#` (perf's header) are skipped.
///
/// Frames are named as stackcollapse-perf.pl names them: the offset dropped, `[unknown]` in
/// a known binary named `[binary]`, and the process name (comm) as the root frame; C++ and
/// Rust (legacy and v0) symbols are demangled (Demangler). Each event is a sample type: a time
/// event (`cpu-clock`, `task-clock`) with periods counts its periods as CPU nanoseconds, any other
/// event counts samples. Each sample is labelled `comm` and `pid`.
///
/// With ReadOptions::flatStacks (`hearth summary`) the stacks of the chosen event are kept as
/// FlatStacks (ProfileResult::flat): no stack trie, no samples, no labels.
class PerfScriptReader
{
public:
    static ProfileResult parse(const QByteArray &data, const ReadOptions &options = {});
    /// Reads `head` (bytes already read from the device), then the rest of `device`, a chunk
    /// at a time (LineStream): the text is never held whole. `size` is the whole input's,
    /// for progress.
    static ProfileResult parse(QIODevice *device, const QByteArray &head, qint64 size,
                               const ReadOptions &options = {});
    /// True when `head` (the first bytes of text) looks like `perf script` output.
    static bool sniff(QByteArrayView head);
};

} // namespace hearth

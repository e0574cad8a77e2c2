// SPDX-License-Identifier: MIT
#pragma once

#include "profilereader.h"

QT_FORWARD_DECLARE_CLASS(QIODevice)

namespace hearth {

/// Reads collapsed ("folded") stacks: one `frame;frame;frame count` per line, root first, as
/// FlameGraph's stackcollapse scripts write them. Frames may contain spaces; the count is
/// the last space-separated field. The sample type is samples/count. Blank lines are skipped,
/// and so are lines starting with `#` that do not end in a count (comments); `#frame;b 5` is a
/// stack whose root frame is `#frame`.
///
/// With ReadOptions::flatStacks the stacks are kept as FlatStacks (ProfileResult::flat), with
/// no stack trie, as `hearth summary` reads them. Frames a line shares with the line before
/// (a sorted file shares most) are not looked up again.
class CollapsedReader
{
public:
    static ProfileResult parse(const QByteArray &data, const ReadOptions &options = {});
    /// Reads `head` (bytes already read from the device), then the rest of `device`, a chunk
    /// at a time: the text is never held whole. `size` is the whole input's, for progress.
    static ProfileResult parse(QIODevice *device, const QByteArray &head, qint64 size,
                               const ReadOptions &options = {});
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "profilereader.h"

namespace hearth {

/// Reads collapsed ("folded") stacks: one `frame;frame;frame count` per line, root first, as
/// FlameGraph's stackcollapse scripts write them. Frames may contain spaces; the count is
/// the last space-separated field. The sample type is samples/count. Blank lines are skipped,
/// and so are lines starting with `#` that do not end in a count (comments); `#frame;b 5` is a
/// stack whose root frame is `#frame`.
class CollapsedReader
{
public:
    static ProfileResult parse(const QByteArray &data, const ReadOptions &options = {});
};

} // namespace hearth

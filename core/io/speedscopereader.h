// SPDX-License-Identifier: MIT
#pragma once

#include "profilereader.h"

namespace hearth {

/// Reads speedscope's JSON format (https://www.speedscope.app/file-format-schema.json), what
/// py-spy, rbspy, dotnet-trace and others write: `shared.frames` (name, file, line) and
/// `profiles`, each `sampled` (stacks of frame indices, root first, with `weights`) or
/// `evented` (`O`pen and `C`lose events at times: the time between two events is the
/// stack's then).
///
/// Each profile is a sample type named after it (a thread, usually), in the file's `unit`:
/// times as nanoseconds, `bytes` as bytes, `none` as samples; so the profiles of one file
/// are chosen as sample types are. The one named by `activeProfileIndex` shows first.
class SpeedscopeReader
{
public:
    static ProfileResult parse(const QByteArray &data, const ReadOptions &options = {});
    /// True when `head` (the first bytes of JSON) looks like speedscope's format.
    static bool sniff(QByteArrayView head);
};

} // namespace hearth

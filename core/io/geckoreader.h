// SPDX-License-Identifier: MIT
#pragma once

#include "profilereader.h"

namespace hearth {

/// Reads the Firefox Profiler's JSON (what Firefox and Ruby's vernier write), processed or
/// the older "gecko" layout: `meta.interval` (ms) and `threads[]`, each with `samples`,
/// `stackTable` (prefix, frame), `frameTable` (func, line; or the gecko layout's `location`,
/// a string), `funcTable` (name, fileName, lineNumber as string indices) and its strings
/// (`stringTable` or `stringArray`, or the profile's `shared.stringArray`). A table is either
/// columns (`{"stack": [...], "time": [...]}`) or `schema` + `data` rows.
///
/// Each thread is a sample type named after it. Samples weigh their `weight` (1 without
/// one): of `weightType` `samples` each is `meta.interval` ms of time on the thread, of
/// `tracing-ms` milliseconds, of `bytes` bytes. The thread with the most weight shows first.
class GeckoReader
{
public:
    static ProfileResult parse(const QByteArray &data, const ReadOptions &options = {});
    /// True when `head` (the first bytes of JSON) looks like a Firefox Profiler profile.
    static bool sniff(QByteArrayView head);
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "profilereader.h"

namespace hearth {

/// Reads Pyroscope's / Grafana's flame graph JSON, the "flamebearer" (what Pyroscope's UI
/// exports): `flamebearer.names` and `flamebearer.levels`, each level a list of nodes of 4
/// numbers (x offset from the previous node's end, total, self, name index), or of 7 in the
/// diff layout (offset, total, self of the left profile, the same of the right, name index);
/// `metadata.units`, `sampleRate`, `spyName`, `name`. The first level is the root ("total"),
/// which is not a frame; a node's parent is the node of the level above that spans its x.
///
/// A node's self becomes one sample with the node's stack. Units `samples` with a
/// `sampleRate` are CPU time (nanoseconds: ticks / sampleRate), `objects` objects, `bytes`
/// bytes, anything else a count. The diff layout gives two sample types, left and right.
class FlamebearerReader
{
public:
    static ProfileResult parse(const QByteArray &data, const ReadOptions &options = {});
    /// True when `head` (the first bytes of JSON) looks like a flamebearer.
    static bool sniff(QByteArrayView head);
};

} // namespace hearth

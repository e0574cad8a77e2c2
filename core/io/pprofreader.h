// SPDX-License-Identifier: MIT
#pragma once

#include "profilereader.h"

namespace hearth {

/// Decodes profile.proto (uncompressed bytes). Every index into the string, function,
/// location and mapping tables is checked; no recursion depends on the input.
class PprofReader
{
public:
    static ProfileResult parse(const QByteArray &data, const ReadOptions &options = {});
    /// parse() for a caller that hands its data over: pages of it that were read are given
    /// back to the system while the samples are read (when no other QByteArray shares it).
    static ProfileResult parseAndRelease(QByteArray data, const ReadOptions &options = {});
};

} // namespace hearth

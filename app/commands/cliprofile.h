// SPDX-License-Identifier: MIT
#pragma once

#include "clicommand.h"
#include "io/profilereader.h"

namespace hearth {

/// Loading a profile for a subcommand: reads the file, prints one line on stderr when it
/// cannot, and resolves --sample-type (a type name such as `inuse_space`, `type/unit`, or an
/// index).
class CliProfile
{
public:
    /// nullptr after printing "hearth: FILE: what, where" to io.err. "-" is standard input. Only
    /// the stacks of the sample type `sampleType` names (as --sample-type; empty: the default type)
    /// are read: pass the same to sampleType().
    static Profile::Ptr load(const QString &path, const QString &sampleType, CliIo io);
    /// The same for a summary: a pprof, folded-stacks or `perf script` file's stacks of that
    /// type come as ProfileResult::flat (ReadOptions::flatStacks), any other file as a whole
    /// profile.
    /// A null profile after printing the error.
    static ProfileResult loadFlat(const QString &path, const QString &sampleType, CliIo io);
    /// -1 after printing the known types to io.err.
    static int sampleType(const Profile &profile, const QString &wanted, CliIo io);
    /// --top: how many rows (20 by default, all with --json); false after printing
    /// "COMMAND: --top takes a whole number".
    static bool top(const QString &command, bool isSet, const QString &value, bool json, CliIo io,
                    int *top);
};

} // namespace hearth

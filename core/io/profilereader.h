// SPDX-License-Identifier: MIT
#pragma once

#include "parseerror.h"
#include "profile/profile.h"
#include "readoptions.h"
#include "summary/flatstacks.h"

#include <QByteArray>

namespace hearth {

/// What a reader returns: a profile, or an error saying what and where.
struct ProfileResult
{
    Profile::Ptr profile;
    ParseError error;
    /// With ReadOptions::flatStacks, from a pprof, folded-stacks or `perf script` file: the
    /// stacks of the chosen type (the profile then has none). Other formats ignore the
    /// option and leave this null.
    std::shared_ptr<const FlatStacks> flat = nullptr;
    bool ok() const { return profile != nullptr && !error.isError(); }
};

/// Reads any profile Hearth understands, detected by content, not by file name:
/// pprof, collapsed/folded stacks (UTF-8 or UTF-16 with a byte order mark), `perf script`,
/// Chrome/Node `.cpuprofile` and performance traces, speedscope, Pyroscope flamebearer, Ruby
/// stackprof and Firefox Profiler JSON, each plain, gzip- or zstd-compressed.
class ProfileReader
{
public:
    enum class Format {
        Unknown,
        Pprof,
        Collapsed,
        LegacyPprof,
        CpuProfile,
        ChromeTrace,
        Speedscope,
        PerfScript,
        Flamebearer,
        Stackprof,
        Gecko,
        Json,
        Html
    };

    /// With options.sampleTypes the default type only, and that type turns out empty so the
    /// profile shows another (Profile::defaultSampleTypeFellBack()), the file is read again
    /// for the type shown: the result always has the stacks of its defaultSampleType().
    /// `-` reads standard input.
    static ProfileResult readFile(const QString &path, const ReadOptions &options = {});
    /// `name` is used in errors.
    static ProfileResult readBytes(const QByteArray &data, const QString &name,
                                   const ReadOptions &options = {});
    /// Guesses the format of decompressed data from its first bytes.
    static Format sniff(const QByteArray &decompressed);
    /// The formats Hearth reads, for messages: "pprof (raw, gzip or zstd), …" (translated).
    static QString formatList();
    /// UTF-16 text with a byte order mark as UTF-8; anything else unchanged.
    static QByteArray fromUtf16(QByteArray data);
};

} // namespace hearth

// SPDX-License-Identifier: MIT
// libFuzzer target: the JSON and text profile formats (Chrome .cpuprofile and traces, speedscope,
// perf script, Pyroscope flamebearer, Ruby stackprof, Firefox Profiler) through ProfileReader's
// detection and their readers, then the analyses.

#include "analysis/calltree.h"
#include "analysis/functiontable.h"
#include "analysis/sampleverdict.h"
#include "io/chrometracereader.h"
#include "io/cpuprofilereader.h"
#include "io/flamebearerreader.h"
#include "io/geckoreader.h"
#include "io/perfscriptreader.h"
#include "io/profilereader.h"
#include "io/speedscopereader.h"
#include "io/stackprofreader.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes =
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    hearth::ReadOptions options;
    options.maxDecompressedBytes = qint64(64) << 20;
    // Each reader directly (whatever the detection says), then as a file would be read.
    const hearth::ProfileResult direct = hearth::CpuProfileReader::parse(bytes, options);
    if (!direct.ok() && !direct.error.isError())
        __builtin_trap(); // neither a profile nor an error
    const hearth::ProfileResult bearer = hearth::FlamebearerReader::parse(bytes, options);
    if (!bearer.ok() && !bearer.error.isError())
        __builtin_trap();
    const hearth::ProfileResult perf = hearth::PerfScriptReader::parse(bytes, options);
    if (!perf.ok() && !perf.error.isError())
        __builtin_trap();
    const hearth::ProfileResult speedscope = hearth::SpeedscopeReader::parse(bytes, options);
    if (!speedscope.ok() && !speedscope.error.isError())
        __builtin_trap();
    const hearth::ProfileResult stackprof = hearth::StackprofReader::parse(bytes, options);
    if (!stackprof.ok() && !stackprof.error.isError())
        __builtin_trap();
    const hearth::ProfileResult gecko = hearth::GeckoReader::parse(bytes, options);
    if (!gecko.ok() && !gecko.error.isError())
        __builtin_trap();
    const hearth::ProfileResult trace = hearth::ChromeTraceReader::parse(bytes, options);
    if (!trace.ok() && !trace.error.isError())
        __builtin_trap();
    const hearth::ProfileResult r =
        hearth::ProfileReader::readBytes(bytes, QStringLiteral("fuzz"), options);
    if (!r.ok()) {
        if (!r.error.isError())
            __builtin_trap();
        return 0;
    }
    for (int t = 0; t < r.profile->sampleTypes().size() && t < 4; ++t) {
        const hearth::CallTree::Ptr tree = hearth::CallTree::build(r.profile, t);
        const hearth::FunctionTable table = hearth::FunctionTable::compute(*tree);
        (void)hearth::SampleVerdict::of(*tree).sentence();
        if (table.total() != tree->totalValue())
            __builtin_trap();
    }
    return 0;
}

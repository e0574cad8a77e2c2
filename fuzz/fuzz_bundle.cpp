// SPDX-License-Identifier: MIT
// libFuzzer target: bundle bytes through the bundle reader, then every analysis a window or
// `hearth inspect` runs on it (profiles parsed lazily, per stage). The same bytes also go
// through the JSON inputs of `hearth pack` (OTLP trace, stage manifest).

#include "bundle/bundleanalysis.h"
#include "bundle/bundlejson.h"
#include "bundle/bundlereader.h"
#include "bundle/memoryrows.h"
#include "bundle/otlptracereader.h"
#include "bundle/stagemanifest.h"

#include <google/protobuf/stubs/logging.h>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static google::protobuf::LogSilencer quiet; // invalid UTF-8 is logged, then refused
    const QByteArray bytes =
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    hearth::ReadOptions opt;
    opt.maxDecompressedBytes = 8 << 20;
    const hearth::BundleResult r =
        hearth::BundleReader::readBytes(bytes, QStringLiteral("fuzz"), opt);
    if (r.ok()) {
        const hearth::Bundle &b = *r.bundle;
        QList<hearth::StageBreakdown> breakdowns;
        for (int st = 0; st < b.stages().size(); ++st) {
            breakdowns.append(hearth::BundleAnalysis::stageBreakdown(b, st, opt));
            const int p = b.cpuProfileOf(st);
            if (p < 0)
                continue;
            const hearth::ProfileResult pr = b.profiles()[p].profile({}, opt);
            if (!pr.ok())
                continue;
            (void)hearth::BundleAnalysis::outsideTree(pr.profile);
            int n = 0;
            for (int s : b.spansOfStage(st)) {
                if (++n > 4)
                    break;
                (void)hearth::BundleAnalysis::spanTree(b, pr.profile, s, true);
                (void)hearth::BundleAnalysis::timeIsInChildren(b, breakdowns.last(), s);
            }
        }
        (void)hearth::BundleJson::inspect(b, QStringLiteral("fuzz"), breakdowns);
        (void)hearth::MemoryRows::byRssChange(hearth::MemoryRows::rows(b));
    }
    if (size < (1 << 16)) {
        (void)hearth::OtlpTraceReader::parse(bytes, QStringLiteral("fuzz"));
        (void)hearth::StageManifest::parse(bytes, QStringLiteral("fuzz"));
    }
    return 0;
}

// SPDX-License-Identifier: MIT
// libFuzzer target: pprof bytes (raw, gzip or zstd) through the readers, then the analyses.

#include "analysis/calltree.h"
#include "analysis/functiontable.h"
#include "analysis/profileheader.h"
#include "analysis/sampleverdict.h"
#include "io/pprofreader.h"
#include "io/profilereader.h"
#include "summary/stacksummary.h"

#include <cstddef>
#include <cstdint>

namespace {

void analyse(const hearth::ProfileResult &r)
{
    if (!r.ok())
        return;
    const int types = int(r.profile->sampleTypes().size());
    for (int t = 0; t < types && t < 4; ++t) {
        const hearth::CallTree::Ptr tree = hearth::CallTree::build(r.profile, t);
        const hearth::FunctionTable table = hearth::FunctionTable::compute(*tree);
        const hearth::SampleVerdict v = hearth::SampleVerdict::of(*tree);
        (void)hearth::ProfileHeader::text(*tree, v);
        (void)table.sorted(*r.profile, hearth::FunctionTable::SortKey::LargestSubtree);
    }
    (void)hearth::ProfileHeader::fallbackNote(*r.profile);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes =
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    hearth::ReadOptions opt;
    opt.maxDecompressedBytes = 8 << 20;
    analyse(hearth::PprofReader::parse(bytes, opt));
    analyse(hearth::ProfileReader::readBytes(bytes, QStringLiteral("fuzz"), opt));
    // As `hearth summary` reads it: the stacks alone, summarised without a tree.
    opt.flatStacks = true;
    const hearth::ProfileResult flat =
        hearth::ProfileReader::readBytes(bytes, QStringLiteral("fuzz"), opt);
    if (flat.ok() && flat.flat && !flat.flat->treeNeeded())
        (void)hearth::StackSummary::compute(*flat.flat);
    return 0;
}

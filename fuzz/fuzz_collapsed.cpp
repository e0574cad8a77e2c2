// SPDX-License-Identifier: MIT
// libFuzzer target: folded stacks through the reader, the analyses and the writer.

#include "analysis/calltree.h"
#include "analysis/functiontable.h"
#include "analysis/sampleverdict.h"
#include "io/collapsedreader.h"
#include "io/collapsedwriter.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes =
        QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
    const hearth::ProfileResult r = hearth::CollapsedReader::parse(bytes);
    if (!r.ok())
        return 0;
    const hearth::CallTree::Ptr tree = hearth::CallTree::build(r.profile, 0);
    const hearth::FunctionTable table = hearth::FunctionTable::compute(*tree);
    (void)hearth::SampleVerdict::of(*tree).sentence();
    const QByteArray folded = hearth::CollapsedWriter::toBytes(*tree);
    // What the writer wrote reads back.
    const hearth::ProfileResult again = hearth::CollapsedReader::parse(folded);
    if (!again.ok())
        __builtin_trap();
    (void)table.sorted(*r.profile, hearth::FunctionTable::SortKey::Inclusive);
    return 0;
}

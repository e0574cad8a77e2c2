// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/functiontable.h"
#include "analysis/treeshape.h"
#include "flatstacks.h"

namespace hearth {

/// The function table and the call tree's shape, computed from the stacks alone
/// (FlatStacks) without building the tree: what `hearth summary` prints, in a fraction of
/// the tree's memory.
///
/// The samples are partitioned by their frames depth by depth, as a most-significant-digit
/// radix sort partitions strings: the samples that share a prefix of d frames are one call
/// node, each node is met once, in depth-first order, with its total, and then forgotten.
/// A part of one sample is a chain and is walked without sorting. The results equal
/// FunctionTable::compute() and TreeShape::of() on the CallTree of the same samples (tests
/// hold them to it); nothing here recurses.
///
/// Why it exists (core/summary holds only `hearth summary`'s fast path): on go-cpu-large the
/// summary takes 54 ms and 17.7 MiB this way against 134 ms and 50 MiB through the call
/// tree, and go-heap's alloc_space 0.49 s against 1.6 s (docs/performance.md, "The summary
/// from the stacks alone"). Windows and the other commands never come here.
struct StackSummary
{
    FunctionTable table;
    TreeShape shape;

    static StackSummary compute(const FlatStacks &stacks);
    /// The same from a built tree.
    static StackSummary ofTree(const CallTree &tree);
    /// A profile's (its stacks of that type read): from its FlatStacks, or from its call
    /// tree when it has negative values.
    static StackSummary ofProfile(const Profile::Ptr &profile, int sampleType);
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include "functiontable.h"
#include "profile/flatstacks.h"
#include "treeshape.h"

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

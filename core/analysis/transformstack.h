// SPDX-License-Identifier: MIT
#pragma once

#include "calltree.h"
#include "profile/profile.h"
#include "transform.h"

#include <atomic>
#include <vector>

namespace hearth {

/// Applies reading transforms (hide, focus, ignore, focus on a function, merge a function,
/// collapse recursion) to a profile's stacks, in order: the one place where they are
/// computed (issue 17). The result is a profile with the same functions, sample types,
/// labels and values whose stacks are the transformed ones, minus the samples a transform
/// dropped; a call tree, function table, flame layout, search or diff built from it follows
/// the transforms with no change of its own. A pure function of its arguments.
///
/// Frames are matched by function name: a regular expression (hide, focus, ignore) anywhere
/// in the name, a name (the others) exactly. Inlined frames are frames of their own.
class TransformStack
{
public:
    struct Result
    {
        Profile::Ptr profile;         ///< the transformed profile; the original with no transforms
        QString error;                ///< why a transform is invalid (then no profile)
        int failed = -1;              ///< the index of the invalid transform
        QList<qint64> originalTotals; ///< per sample type, over the samples the profile kept
        QList<qint64> droppedTotals;  ///< per sample type, of the samples a transform dropped
        quint64 droppedSamples = 0;

        bool ok() const { return error.isEmpty(); }
        /// The dropped share of a type's total, 0 … 1 (0 for a type with no total).
        double droppedShare(int type) const;
    };

    /// Empty when every transform is valid, else why the first invalid one is (and its index
    /// in *failed): "invalid regular expression 'a(': missing closing parenthesis at offset 2".
    static QString check(const TransformList &transforms, int *failed = nullptr);
    static Result apply(const Profile::Ptr &profile, const TransformList &transforms);

    struct TreeResult
    {
        CallTree::Ptr tree;       ///< the transformed tree; the original with no transforms
        QString error;            ///< as in Result (then no tree)
        int failed = -1;          ///< as in Result
        qint64 originalTotal = 0; ///< the original tree's total
        qint64 droppedTotal = 0;  ///< of the samples a transform dropped
        bool cancelled = false;   ///< *cancel became true: no tree

        bool ok() const { return error.isEmpty() && !cancelled; }
    };

    /// The call tree of apply(profile) built straight from the profile's call tree, for a
    /// window that has the tree already: one walk over its nodes through the same steps as
    /// apply() (every transform matches functions, so a node's function path is all a sample
    /// needs), the nodes merged by function as they come (CallTreeAssembler); a focus-function
    /// or collapse-recursion-through is a walk of its own that merges the sites' subtrees side
    /// by side with no lookup (SiteMerger), the stack cut around it. The result is the
    /// tree CallTree::build() gives for apply()'s profile, on the original profile (same
    /// functions; sampleRecords() is not known and is 0). Stops, with no tree, soon after
    /// *cancel becomes true (checked every 65536 nodes).
    static TreeResult applyToTree(const CallTree::Ptr &tree, const TransformList &transforms,
                                  const std::atomic<bool> *cancel = nullptr);

    /// One stack, function indices root first, through the transforms (whose regular
    /// expressions must be valid): false when the sample is dropped. For tests and
    /// references; apply() does the same per distinct stack.
    static bool applyToStack(const Profile &profile, const TransformList &transforms,
                             std::vector<quint32> *functionsRootFirst);
};

} // namespace hearth

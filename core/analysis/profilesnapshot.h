// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/calltree.h"
#include "analysis/functiontable.h"
#include "analysis/sampleverdict.h"
#include "analysis/transform.h"

#include <QString>

#include <atomic>
#include <memory>

namespace hearth {

/// A profile ready to show: the call tree for one sample type, its function table and its
/// verdict. Built off the GUI thread, then handed to a ProfileView.
struct ProfileSnapshot
{
    Profile::Ptr profile;
    int sampleType = -1;
    CallTree::Ptr tree;
    std::shared_ptr<const FunctionTable> table;
    std::vector<quint32> nameRanks; // FunctionTableModel::nameRanks(), for sorting by name
    SampleVerdict verdict;
    QString fileName;
    /// The reading transforms the tree was built through (none: the profile as read), and
    /// what they dropped of the sample type's total (the header's "N% hidden").
    TransformList transforms;
    qint64 droppedValue = 0;
    qint64 originalTotal = 0;

    bool isValid() const { return tree != nullptr; }
    /// The function table is computed (a snapshot for the first paint has the tree and the
    /// verdict only: withTable() adds the rest, off the GUI thread).
    bool hasTable() const { return table != nullptr; }
    /// Builds the tree, table and verdict; sampleType < 0 picks the profile's default. Invalid
    /// when the profile was read without that type's stacks (Profile::hasStacksFor()), or
    /// when stop (may be null) was set on the way. Without withTable, the tree and the verdict.
    static ProfileSnapshot build(Profile::Ptr profile, int sampleType = -1,
                                 const QString &fileName = {},
                                 const std::atomic<bool> *stop = nullptr, bool withTable = true);
    /// s with its function table and name ranks; s unchanged when stop was set on the way.
    static ProfileSnapshot withTable(ProfileSnapshot s, const std::atomic<bool> *stop = nullptr);
    /// original's tree through the transforms (valid ones: TransformStack::check), built
    /// straight from that tree (TransformStack::applyToTree), with its table unless
    /// !withTable (a window shows the graph first, withTable() after); the verdict stays the
    /// original's (one sample is one sample, whatever is hidden). Off the GUI thread; invalid
    /// when *cancel became true on the way (a newer stack superseded it).
    static ProfileSnapshot transformed(const ProfileSnapshot &original,
                                       const TransformList &transforms,
                                       const std::atomic<bool> *cancel = nullptr,
                                       bool withTable = true);
    /// The table and verdict of a tree already built (a span's, a filtered one).
    static ProfileSnapshot ofTree(CallTree::Ptr tree, const QString &fileName = {},
                                  bool withTable = true);
};

} // namespace hearth

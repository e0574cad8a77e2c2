// SPDX-License-Identifier: MIT
#include "profilesnapshot.h"

#include "analysis/transformstack.h"
#include "itemmodels/functiontablemodel.h"

namespace hearth {

ProfileSnapshot ProfileSnapshot::build(Profile::Ptr profile, int sampleType,
                                       const QString &fileName, const std::atomic<bool> *stop,
                                       bool withTable)
{
    ProfileSnapshot s;
    s.fileName = fileName;
    if (!profile)
        return s;
    if (sampleType < 0 || sampleType >= profile->sampleTypes().size())
        sampleType = profile->defaultSampleType();
    s.profile = profile;
    s.sampleType = sampleType;
    // A profile read for other sample types lacks this one's samples: no tree rather than a
    // wrong one (read the file again for this type, see ProfileLoader).
    if (!profile->hasStacksFor(sampleType))
        return s;
    CallTree::Ptr tree = CallTree::build(profile, sampleType, SampleFilter::all(), stop);
    if (!tree)
        return s; // stopped
    s = ofTree(std::move(tree), fileName, false);
    return withTable ? ProfileSnapshot::withTable(std::move(s), stop) : s;
}

ProfileSnapshot ProfileSnapshot::transformed(const ProfileSnapshot &original,
                                             const TransformList &transforms,
                                             const std::atomic<bool> *cancel, bool withTable)
{
    if (!original.isValid() || transforms.isEmpty())
        return original;
    const TransformStack::TreeResult r =
        TransformStack::applyToTree(original.tree, transforms, cancel);
    if (!r.ok() || !r.tree)
        return {};
    ProfileSnapshot s;
    s.fileName = original.fileName;
    s.profile = original.profile;
    s.sampleType = original.sampleType;
    s.tree = r.tree;
    if (withTable) {
        s.table = std::make_shared<const FunctionTable>(FunctionTable::compute(*s.tree));
        s.nameRanks = FunctionTableModel::nameRanks(*s.profile, *s.table);
    }
    s.verdict = original.verdict;
    s.transforms = transforms;
    s.droppedValue = r.droppedTotal;
    s.originalTotal = r.originalTotal;
    return s;
}

ProfileSnapshot ProfileSnapshot::ofTree(CallTree::Ptr tree, const QString &fileName, bool withTable)
{
    ProfileSnapshot s;
    s.fileName = fileName;
    if (!tree)
        return s;
    s.profile = tree->profilePtr();
    s.sampleType = tree->sampleType();
    s.tree = std::move(tree);
    s.verdict = SampleVerdict::of(*s.tree);
    return withTable ? ProfileSnapshot::withTable(std::move(s)) : s;
}

ProfileSnapshot ProfileSnapshot::withTable(ProfileSnapshot s, const std::atomic<bool> *stop)
{
    if (!s.isValid() || s.hasTable())
        return s;
    auto table = std::make_shared<const FunctionTable>(FunctionTable::compute(*s.tree, stop));
    if (stop && stop->load(std::memory_order_relaxed))
        return s;
    s.nameRanks = FunctionTableModel::nameRanks(*s.profile, *table);
    s.table = std::move(table);
    return s;
}

} // namespace hearth

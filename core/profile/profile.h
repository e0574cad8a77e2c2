// SPDX-License-Identifier: MIT
#pragma once

#include "function.h"
#include "valuetype.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <span>
#include <vector>

namespace hearth {

class ProfileBuilder;

/// An immutable profile: sample types, the period, the symbol tables and the samples.
///
/// Stacks are stored as a prefix tree of locations (the "stack trie"): node 0 is the empty
/// stack, every other node is a location under its parent (root-first). A sample names the
/// trie node of its leaf location. This keeps a 1.4 M-sample profile compact and lets any
/// call tree be built from the trie instead of from every frame of every sample.
///
/// Build one with ProfileBuilder, or read one with ProfileReader.
class Profile
{
public:
    using Ptr = std::shared_ptr<const Profile>;

    const QList<ValueType> &sampleTypes() const { return m_sampleTypes; }
    /// The sample type to show first: the file's default_sample_type, else the last one; if
    /// that one has no data, the first one that has (see defaultSampleTypeFellBack()).
    int defaultSampleType() const { return m_defaultSampleType; }
    /// True when the declared (or last) sample type had no data and another was chosen.
    bool defaultSampleTypeFellBack() const { return m_defaultFellBack; }
    /// The type named by the file as default (or the last one), before any fallback.
    int declaredDefaultSampleType() const { return m_declaredDefault; }
    int sampleTypeIndex(const QString &type) const;

    const ValueType &periodType() const { return m_periodType; }
    qint64 period() const { return m_period; }
    qint64 durationNanos() const { return m_durationNanos; }
    qint64 timeNanos() const { return m_timeNanos; }
    const QStringList &comments() const { return m_comments; }

    const QStringList &strings() const { return m_strings; }
    /// Index of s in strings(), or -1.
    qint64 findString(const QString &s) const;
    const std::vector<Function> &functions() const { return m_functions; }
    const std::vector<Mapping> &mappings() const { return m_mappings; }
    const std::vector<Location> &locations() const { return m_locations; }
    const std::vector<Line> &lines() const { return m_lines; }
    std::span<const Line> locationLines(quint32 location) const
    {
        const Location &l = m_locations[location];
        return {m_lines.data() + l.firstLine, l.lineCount};
    }
    /// The module (mapping file) of a function's first location, if any.
    QString moduleOf(quint32 location) const;

    quint32 stackNodeCount() const { return quint32(m_stackParent.size()); }
    quint32 stackParent(quint32 node) const { return m_stackParent[node]; }
    quint32 stackLocation(quint32 node) const { return m_stackLocation[node]; }
    /// The trie's arrays, one entry per node (for a call tree that shares them).
    const quint32 *stackParents() const { return m_stackParent.data(); }
    const quint32 *stackLocations() const { return m_stackLocation.data(); }
    /// True when the trie is numbered as a call tree is (ProfileBuilder::sortStackTrie()):
    /// depth-first pre-order, each node's children by function name then file.
    bool stackTrieInCallOrder() const { return m_trieInCallOrder; }

    /// The samples kept: all of them, or those that count in a type read (hasStacksFor()).
    /// A sample may stand for several of the file's sample records (sampleRecords()).
    quint32 sampleCount() const { return quint32(m_sampleStack.size()); }
    /// How many of the file's sample records sample s stands for: records with the same
    /// stack, no labels, no negative value and the same types non-zero are one sample with
    /// their values summed (ProfileBuilder::mergeSamples()), so a record count per type is
    /// sampleRecords(s) for each type whose value is not zero. 1 when none were merged.
    quint32 sampleRecords(quint32 sample) const
    {
        return m_sampleRecords.empty() ? 1u : m_sampleRecords[sample];
    }
    /// The records the kept samples stand for: the sum of sampleRecords() (sampleCount()
    /// when none were merged).
    quint64 keptRecordCount() const
    {
        return m_sampleRecords.empty() ? quint64(m_sampleStack.size()) : m_keptRecords;
    }
    quint32 sampleStack(quint32 sample) const { return m_sampleStack[sample]; }
    qint64 sampleValue(quint32 sample, int type) const
    {
        return m_values[size_t(sample) * size_t(m_sampleTypes.size()) + size_t(type)];
    }
    std::span<const Label> sampleLabels(quint32 sample) const
    {
        if (m_labelOffsets.empty())
            return {}; // no sample has labels
        const quint32 b = m_labelOffsets[sample];
        return {m_labels.data() + b, m_labelOffsets[sample + 1] - b};
    }
    /// The sum of a sample type over all samples (read ones or not, see hasStacksFor()).
    qint64 totalValue(int type) const { return m_totals.value(type); }
    /// How many sample records have a non-zero value of a type (read ones or not).
    quint64 sampleRecordCount(int type) const { return m_recordCounts.value(type); }

    /// True when every sample with a non-zero value of `type` is here with its stack, so
    /// call trees, tables and verdicts of that type are right. A reader asked for some
    /// sample types only (ReadOptions::sampleTypes) keeps just the samples that count in
    /// them: the others' values are in totalValue() and sampleRecordCount(), nothing more.
    /// Read the file again for another type.
    /// A type the profile does not have has no samples to miss: true.
    bool hasStacksFor(int type) const { return m_stacksFor.value(type, true); }
    /// True when every sample of the file is here (hasStacksFor() every type).
    bool hasAllStacks() const { return !m_stacksFor.contains(false); }

    /// Locations of a sample, leaf first (walks the stack trie).
    std::vector<quint32> sampleLocations(quint32 sample) const;

private:
    friend class ProfileBuilder;
    Profile() = default;

    QList<ValueType> m_sampleTypes;
    int m_defaultSampleType = 0;
    int m_declaredDefault = 0;
    bool m_defaultFellBack = false;
    ValueType m_periodType;
    qint64 m_period = 0;
    qint64 m_durationNanos = 0;
    qint64 m_timeNanos = 0;
    QStringList m_comments;

    QStringList m_strings;
    std::vector<Function> m_functions;
    std::vector<Mapping> m_mappings;
    std::vector<Location> m_locations;
    std::vector<Line> m_lines;

    std::vector<quint32> m_stackParent;
    std::vector<quint32> m_stackLocation;
    bool m_trieInCallOrder = false;

    std::vector<quint32> m_sampleStack;
    std::vector<qint64> m_values;
    // Records per sample (ProfileBuilder::mergeSamples()); empty: one each.
    std::vector<quint32> m_sampleRecords;
    quint64 m_keptRecords = 0; // their sum, when not empty
    // Sample s's labels are m_labels[m_labelOffsets[s], m_labelOffsets[s + 1]); empty when
    // no sample has any (4 bytes a sample saved, 100 MB in a 1 GB pprof).
    std::vector<quint32> m_labelOffsets;
    std::vector<Label> m_labels;
    QList<qint64> m_totals;
    QList<quint64> m_recordCounts;
    QList<bool> m_stacksFor;
};

} // namespace hearth

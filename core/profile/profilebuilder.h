// SPDX-License-Identifier: MIT
#pragma once

#include "pairindex.h"
#include "profile.h"
#include "valuecounts.h"

#include <QHash>

#include <atomic>

namespace hearth {

/// Builds a Profile. Used by every reader (pprof, collapsed stacks, bundles) and by tests.
///
/// Functions are deduplicated by (name, file). Stacks go into the stack trie: stackChild()
/// finds or adds a location under a trie node, so a sample is added with the trie node of
/// its leaf. addSample(locationsLeafFirst) does the walk for you.
class ProfileBuilder
{
public:
    ProfileBuilder();
    ~ProfileBuilder();
    ProfileBuilder(const ProfileBuilder &) = delete;
    ProfileBuilder &operator=(const ProfileBuilder &) = delete;

    /// Index of s in the string table, added if new. Index 0 is always "".
    quint32 addString(const QString &s);
    /// Replaces the string table wholesale (pprof's own table; strings[0] must be "").
    /// Strings added later with addString() are appended and deduplicated against it.
    void setStrings(QStringList strings);
    const QStringList &strings() const;

    void setSampleTypes(const QList<ValueType> &types);
    const QList<ValueType> &sampleTypes() const;
    /// The type name the file declares as default (pprof default_sample_type); empty: none.
    void setDefaultSampleType(const QString &type);
    /// The type declared default so far (its name set and found, else the last type), as
    /// Profile::declaredDefaultSampleType() will say.
    int declaredDefaultSampleType() const;
    void setPeriod(const ValueType &type, qint64 period);
    void setDuration(qint64 nanos);
    void setTime(qint64 nanos);
    void addComment(const QString &comment);

    quint32 addFunction(const Function &f);
    quint32 addMapping(const Mapping &m);
    /// lines innermost first, as in pprof. An empty list makes an unsymbolised location,
    /// which gets a synthetic function named after its address.
    quint32 addLocation(quint32 mapping, quint64 address, std::span<const Line> lines);
    quint32 functionCount() const;
    /// The lines of a location added, innermost first.
    std::span<const Line> locationLines(quint32 location) const
    {
        return m_p->locationLines(location);
    }
    quint32 locationCount() const;
    quint32 mappingCount() const;

    /// The trie node for `location` called from the stack `parent` (0: the empty stack).
    quint32 stackChild(quint32 parent, quint32 location);
    /// The trie node of a whole stack, leaf first.
    quint32 stackOf(std::span<const quint32> locationsLeafFirst);

    /// Replaces the whole stack trie (as built by StackTrie: parents[0] = locations[0] = 0,
    /// every other node's parent below it, locations valid). False, and nothing changed, if
    /// the arrays are not such a trie. Use sample nodes of this trie only, and no
    /// stackChild()/stackOf() afterwards.
    bool setStackTrie(std::vector<quint32> parents, std::vector<quint32> locations);
    /// Renumbers the stack trie (and the samples' nodes) as a call tree numbers its nodes:
    /// depth-first pre-order, a node's children by the function name, then file, of their
    /// location's first line (then by location). When every location is one line of a
    /// function of its own (folded stacks), a call tree over all samples has the trie's
    /// shape and shares its arrays (CallTree::build). Linear but for unsorted siblings; a
    /// trie already in pre-order (read from a sorted file) moves only the subtrees whose
    /// siblings are out of order, or nothing. False when *stop is set meanwhile (looked at
    /// every 64 K nodes and 16 MiB of fresh memory; may be null): the profile is then
    /// inconsistent and must be thrown away.
    bool sortStackTrie(const std::atomic<bool> *stop = nullptr);
    /// Sets the trie node of samples already added (addSample with node 0, then this).
    /// False, and nothing changed, on a size mismatch or a node outside the trie.
    bool setSampleStacks(std::vector<quint32> stacks);

    /// Only samples with a non-zero value of a type marked here are added (the reader
    /// decides; see Profile::hasStacksFor()): addValuesOnly() counts the others. One entry
    /// per sample type; not called: every type.
    void setStacksOnlyFor(const QList<bool> &types);
    /// A sample that is not kept: its values count in the totals, nothing else.
    void addValuesOnly(std::span<const qint64> values);
    /// The values of samples counted apart (by another thread), as addValuesOnly() would.
    void addCounts(const ValueCounts &counts);

    void reserveSamples(size_t samples, size_t labels = 0);
    /// values has one entry per sample type. A sample that stands for several records (as
    /// Profile::sampleRecords() says; a transformed copy of a merged sample) gives their
    /// count: each type whose value is not zero counts that many records.
    void addSample(quint32 stackNode, std::span<const qint64> values,
                   std::span<const Label> labels = {}, quint32 records = 1);
    void addSample(std::span<const quint32> locationsLeafFirst, std::span<const qint64> values,
                   std::span<const Label> labels = {});

    /// True when a sample added so far has labels.
    bool hasSampleLabels() const { return !m_p->m_labelOffsets.empty(); }
    /// Merges the samples added (their stacks set) that have the same trie node, no labels,
    /// no negative value and the same set of types whose value is not zero into one, the
    /// first of them, with their values summed (held at the 64-bit limit) and their record
    /// count (Profile::sampleRecords()); every other sample stays as it is, and the samples
    /// keep the order in which each first came. Totals and per-type record counts do not
    /// change, nor any call tree: a file of 26 M records on 4.3 M distinct stacks keeps
    /// 4.3 M samples. Needs 11 to 16 bytes a merged sample while it runs (an index of them,
    /// nothing a trie node), 4 more each once two of them share a stack. False when *stop
    /// is set meanwhile (looked at every 64 K samples; may be null): the profile is then
    /// inconsistent and must be thrown away.
    bool mergeSamples(const std::atomic<bool> *stop = nullptr);
    /// mergeSamples() as the samples come, for a reader of more records than it should hold
    /// (a 1 GB pprof: 26 M records, 4.3 M stacks): it adds records with addSample(0, …) and,
    /// once it knows their stacks, gives them here; the samples added since the last call get
    /// those stacks and are merged into the samples before them by mergeSamples()' rules, so
    /// that the samples, their order, values and record counts are what mergeSamples() at
    /// the end would give. A stack is a node of one of two tries (`tries`, 0 or 1 a sample;
    /// empty: all 0, as two threads build them, SplitStacks), the same stack always in the
    /// same trie; endMergingAdded() renumbers trie 1's. `merge` false: the stacks are only
    /// set (a file with labels; mergeSamples() may follow). Needs what mergeSamples() needs,
    /// until endMergingAdded(): memory in the merged samples, not in the tries' nodes. False
    /// when *stop is set meanwhile (may be null): the profile is then inconsistent and must
    /// be thrown away.
    bool mergeAddedSamples(std::span<const quint32> stacks, std::span<const quint8> tries,
                           bool merge, const std::atomic<bool> *stop);
    /// Ends mergeAddedSamples() once setStackTrie() has the tries as one: the samples' stacks
    /// of trie 1 become remapTrie1[stack]. False (the profile inconsistent) when a sample has
    /// no stack or a stack is not in the trie.
    bool endMergingAdded(std::span<const quint32> remapTrie1);

    /// Forgets every location and line (for a reader that keeps its stacks elsewhere, as
    /// FlatStacks): the profile will have none. Functions and mappings stay.
    void dropLocations();

    /// Finishes the profile; the builder is empty afterwards.
    Profile::Ptr finish();

private:
    std::unique_ptr<Profile> m_p;
    QHash<QString, quint32> m_stringIndex;
    QHash<QPair<QString, QString>, quint32> m_functionIndex;
    QString m_defaultType;
    PairIndex m_trieIndex;
    QList<bool> m_stacksFor;
    // Totals and non-zero record counts per type, summed as samples come.
    ValueCounts m_counts;
    size_t m_reservedSamples = 0; // reserveSamples(), for label offsets begun late
    void count(std::span<const qint64> values, quint32 records = 1);
    // The groups of mergeSamples() and mergeAddedSamples(): the samples before `count` are
    // groups (merged samples, in order); an index of the first mergeable group made at each
    // (trie node, trie), group + 1 by PairIndex::hashOf(node, trie), compared with the
    // group's own stack and trie (8-byte slots: 11 to 16 bytes a group, none a trie node);
    // per group, once two share a (node, trie) (another set of non-zero types, or a record
    // count at its limit), the next group made there: the first group's next is the last
    // made, whose next is the one made before it, and so on; per group, once one is of
    // trie 1, its trie.
    struct SampleGroups
    {
        PairIndex index;
        std::vector<quint32> next;
        std::vector<quint8> tries;
        size_t count = 0;
    };
    SampleGroups m_groups;
    /// Merges the samples from m_groups.count on into the groups (see mergeSamples()); tries:
    /// theirs, or empty.
    bool groupSamples(std::span<const quint8> tries, bool merge, const std::atomic<bool> *stop);
    /// How sortPreOrderTrie() ended: numbered, stopped, or the trie is not in pre-order.
    enum class PreOrderSort { Done, Stopped, NotPreOrder };
    template <typename KeyOf, typename Stopped>
    PreOrderSort sortPreOrderTrie(const KeyOf &keyOf, const Stopped &stopped,
                                  const std::atomic<bool> *stop);
    /// The trie's arrays renumbered (newOf: old node → new), and the samples' nodes; false
    /// when stopped() on the way (the profile is then inconsistent, to be thrown away).
    template <typename Stopped>
    bool adoptRenumbering(std::vector<quint32> parents, std::vector<quint32> locations,
                          const std::vector<quint32> &newOf, const Stopped &stopped);
};

} // namespace hearth

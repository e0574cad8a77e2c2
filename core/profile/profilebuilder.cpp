// SPDX-License-Identifier: MIT
#include "profilebuilder.h"

#include "functionorder.h"
#include "memoryadvice.h"

#include <algorithm>
#include <limits>

namespace hearth {

ProfileBuilder::ProfileBuilder()
    : m_p(new Profile)
{
    m_p->m_strings.append(QString());
    m_stringIndex.insert(QString(), 0);
    m_p->m_stackParent.push_back(0);
    m_p->m_stackLocation.push_back(0);
}

ProfileBuilder::~ProfileBuilder() = default;

quint32 ProfileBuilder::addString(const QString &s)
{
    auto it = m_stringIndex.constFind(s);
    if (it != m_stringIndex.constEnd())
        return it.value();
    const quint32 idx = quint32(m_p->m_strings.size());
    m_p->m_strings.append(s);
    m_stringIndex.insert(s, idx);
    return idx;
}

void ProfileBuilder::setStrings(QStringList strings)
{
    if (strings.isEmpty() || !strings.first().isEmpty())
        strings.prepend(QString());
    m_p->m_strings = std::move(strings);
    m_stringIndex.clear();
    for (qsizetype i = m_p->m_strings.size() - 1; i >= 0; --i)
        m_stringIndex.insert(m_p->m_strings[i], quint32(i));
}

const QStringList &ProfileBuilder::strings() const
{
    return m_p->m_strings;
}

void ProfileBuilder::setSampleTypes(const QList<ValueType> &types)
{
    m_p->m_sampleTypes = types;
}

const QList<ValueType> &ProfileBuilder::sampleTypes() const
{
    return m_p->m_sampleTypes;
}

void ProfileBuilder::setDefaultSampleType(const QString &type)
{
    m_defaultType = type;
}

int ProfileBuilder::declaredDefaultSampleType() const
{
    int declared = int(m_p->m_sampleTypes.size()) - 1;
    if (!m_defaultType.isEmpty()) {
        const int i = m_p->sampleTypeIndex(m_defaultType);
        if (i >= 0)
            declared = i;
    }
    return std::max(0, declared);
}

void ProfileBuilder::setPeriod(const ValueType &type, qint64 period)
{
    m_p->m_periodType = type;
    m_p->m_period = period;
}

void ProfileBuilder::setDuration(qint64 nanos)
{
    m_p->m_durationNanos = nanos;
}

void ProfileBuilder::setTime(qint64 nanos)
{
    m_p->m_timeNanos = nanos;
}

void ProfileBuilder::addComment(const QString &comment)
{
    m_p->m_comments.append(comment);
}

quint32 ProfileBuilder::addFunction(const Function &f)
{
    const auto key = qMakePair(f.name, f.file);
    auto it = m_functionIndex.constFind(key);
    if (it != m_functionIndex.constEnd())
        return it.value();
    const quint32 idx = quint32(m_p->m_functions.size());
    m_p->m_functions.push_back(f);
    m_functionIndex.insert(key, idx);
    return idx;
}

quint32 ProfileBuilder::addMapping(const Mapping &m)
{
    m_p->m_mappings.push_back(m);
    return quint32(m_p->m_mappings.size() - 1);
}

quint32 ProfileBuilder::addLocation(quint32 mapping, quint64 address, std::span<const Line> lines)
{
    Location loc;
    loc.mapping = mapping < m_p->m_mappings.size() ? mapping : Location::NoMapping;
    loc.address = address;
    loc.firstLine = quint32(m_p->m_lines.size());
    if (lines.empty()) {
        // Unsymbolised: a synthetic function named after the address, in its module.
        Function f;
        f.name = QStringLiteral("0x") + QString::number(address, 16);
        if (loc.mapping != Location::NoMapping)
            f.file = m_p->m_mappings[loc.mapping].file;
        m_p->m_lines.push_back(Line{addFunction(f), 0});
        loc.lineCount = 1;
    } else {
        for (const Line &l : lines)
            m_p->m_lines.push_back(l);
        loc.lineCount = quint32(lines.size());
    }
    m_p->m_locations.push_back(loc);
    return quint32(m_p->m_locations.size() - 1);
}

void ProfileBuilder::dropLocations()
{
    std::vector<Location>().swap(m_p->m_locations);
    std::vector<Line>().swap(m_p->m_lines);
}

quint32 ProfileBuilder::functionCount() const
{
    return quint32(m_p->m_functions.size());
}

quint32 ProfileBuilder::locationCount() const
{
    return quint32(m_p->m_locations.size());
}

quint32 ProfileBuilder::mappingCount() const
{
    return quint32(m_p->m_mappings.size());
}

quint32 ProfileBuilder::stackChild(quint32 parent, quint32 location)
{
    auto &parents = m_p->m_stackParent;
    auto &locs = m_p->m_stackLocation;
    return m_trieIndex.findOrAdd(parent, location, parents, locs, [&] {
        parents.push_back(parent);
        locs.push_back(location);
        m_p->m_trieInCallOrder = false;
        return quint32(parents.size() - 1);
    });
}

quint32 ProfileBuilder::stackOf(std::span<const quint32> locationsLeafFirst)
{
    quint32 node = 0;
    for (auto it = locationsLeafFirst.rbegin(); it != locationsLeafFirst.rend(); ++it)
        node = stackChild(node, *it);
    return node;
}

void ProfileBuilder::setStacksOnlyFor(const QList<bool> &types)
{
    m_stacksFor = types;
}

void ProfileBuilder::count(std::span<const qint64> values, quint32 records)
{
    const size_t nTypes = size_t(m_p->m_sampleTypes.size());
    if (m_counts.types() != nTypes)
        m_counts = ValueCounts(nTypes);
    m_counts.add(values, records);
}

void ProfileBuilder::addCounts(const ValueCounts &counts)
{
    const size_t nTypes = size_t(m_p->m_sampleTypes.size());
    if (m_counts.types() != nTypes)
        m_counts = ValueCounts(nTypes);
    m_counts.merge(counts);
}

void ProfileBuilder::addValuesOnly(std::span<const qint64> values)
{
    count(values);
}

void ProfileBuilder::reserveSamples(size_t samples, size_t labels)
{
    m_p->m_sampleStack.reserve(samples);
    m_p->m_values.reserve(samples * size_t(std::max<qsizetype>(1, m_p->m_sampleTypes.size())));
    m_reservedSamples = samples;
    if (labels > 0)
        m_p->m_labelOffsets.reserve(samples + 1);
    m_p->m_labels.reserve(labels);
}

void ProfileBuilder::addSample(quint32 stackNode, std::span<const qint64> values,
                               std::span<const Label> labels, quint32 records)
{
    // Record counts begin with the first sample of more than one record (or none).
    auto &recordsOf = m_p->m_sampleRecords;
    const bool firstCounted = records != 1 && recordsOf.empty();
    if (firstCounted) {
        recordsOf.assign(m_p->m_sampleStack.size(), 1);
        m_p->m_keptRecords = m_p->m_sampleStack.size();
    }
    if (firstCounted || !recordsOf.empty()) {
        recordsOf.push_back(records);
        m_p->m_keptRecords += records;
    }
    const size_t nTypes = size_t(m_p->m_sampleTypes.size());
    // The label offsets begin with the first sample that has labels (the ones before have
    // none): a profile without labels has no offsets.
    auto &offsets = m_p->m_labelOffsets;
    if (!labels.empty() && offsets.empty()) {
        offsets.reserve(std::max(m_reservedSamples, m_p->m_sampleStack.size()) + 1);
        offsets.assign(m_p->m_sampleStack.size() + 1, 0);
    }
    m_p->m_sampleStack.push_back(stackNode);
    for (size_t i = 0; i < nTypes; ++i)
        m_p->m_values.push_back(i < values.size() ? values[i] : 0);
    if (!offsets.empty()) {
        m_p->m_labels.insert(m_p->m_labels.end(), labels.begin(), labels.end());
        offsets.push_back(quint32(m_p->m_labels.size()));
    }
    count(values, records);
}

void ProfileBuilder::addSample(std::span<const quint32> locationsLeafFirst,
                               std::span<const qint64> values, std::span<const Label> labels)
{
    addSample(stackOf(locationsLeafFirst), values, labels);
}

namespace {

// Frees a vector's spare room, unless the vector is 32 MiB or more: malloc gives an
// allocation that large a mapping of its own (glibc's largest mmap threshold), whose pages
// past the size were never written and hold no memory, and shrinking would copy it all into
// fresh pages (a reader's trie arrays sized from an estimate, StackTrie::takeArrays).
template <typename T> void shrinkUnlessMapped(std::vector<T> &v)
{
    if (v.capacity() * sizeof(T) < (size_t(32) << 20))
        v.shrink_to_fit();
}

} // namespace

Profile::Ptr ProfileBuilder::finish()
{
    Profile &p = *m_p;
    const int nTypes = int(p.m_sampleTypes.size());
    if (m_counts.types() != size_t(nTypes))
        m_counts = ValueCounts(size_t(nTypes));
    p.m_totals.resize(nTypes);
    p.m_recordCounts.resize(nTypes);
    for (int t = 0; t < nTypes; ++t) {
        p.m_totals[t] = m_counts.total(size_t(t));
        p.m_recordCounts[t] = m_counts.nonZero(size_t(t));
    }
    p.m_stacksFor = m_stacksFor.size() == nTypes ? m_stacksFor : QList<bool>(nTypes, true);
    p.m_declaredDefault = declaredDefaultSampleType();
    p.m_defaultSampleType = p.m_declaredDefault;
    p.m_defaultFellBack = false;
    if (nTypes > 0 && p.m_totals[p.m_declaredDefault] == 0) {
        for (int t = 0; t < nTypes; ++t) {
            if (p.m_totals[t] != 0) {
                p.m_defaultSampleType = t;
                p.m_defaultFellBack = true;
                break;
            }
        }
    }
    shrinkUnlessMapped(p.m_stackParent);
    shrinkUnlessMapped(p.m_stackLocation);
    Profile::Ptr out(m_p.release());
    // Empty again, as a new builder is: string 0 and the trie's root exist, no indices.
    m_p.reset(new Profile);
    m_p->m_strings.append(QString());
    m_stringIndex.clear();
    m_stringIndex.insert(QString(), 0);
    m_functionIndex.clear();
    m_defaultType.clear();
    m_trieIndex = PairIndex();
    m_stacksFor.clear();
    m_counts = ValueCounts();
    m_reservedSamples = 0;
    m_p->m_stackParent.push_back(0);
    m_p->m_stackLocation.push_back(0);
    return out;
}

bool ProfileBuilder::setStackTrie(std::vector<quint32> parents, std::vector<quint32> locations)
{
    const size_t n = parents.size();
    if (n == 0 || locations.size() != n || parents[0] != 0 || locations[0] != 0)
        return false;
    const size_t locationCount = m_p->m_locations.size();
    for (size_t i = 1; i < n; ++i) {
        if (parents[i] >= i || locations[i] >= locationCount)
            return false;
    }
    m_trieIndex = PairIndex();
    shrinkUnlessMapped(parents);
    shrinkUnlessMapped(locations);
    m_p->m_stackParent = std::move(parents);
    m_p->m_stackLocation = std::move(locations);
    m_p->m_trieInCallOrder = false;
    return true;
}

bool ProfileBuilder::sortStackTrie(const std::atomic<bool> *stop)
{
    m_trieIndex = PairIndex(); // node numbers change: no stackChild() afterwards
    Profile &p = *m_p;
    const quint32 n = quint32(p.m_stackParent.size());
    // Each location's key: its function's rank in name order, then the location.
    std::vector<quint64> locationKey(p.m_locations.size());
    {
        const std::vector<quint32> rank =
            FunctionOrder::ranks(FunctionOrder::byName(p.m_functions));
        for (size_t l = 0; l < locationKey.size(); ++l) {
            const Location &loc = p.m_locations[l];
            const quint32 r = loc.lineCount > 0 ? rank[p.m_lines[loc.firstLine].function] : 0;
            locationKey[l] = (quint64(r) << 32) | l;
        }
    }
    auto keyOf = [&](quint32 t) { return locationKey[p.m_stackLocation[t]]; };
    // A look at the flag every 64 K nodes (a few milliseconds of the sibling sort).
    auto stopped = [stop](quint32 t) {
        return (t & 0xffff) == 0 && stop && stop->load(std::memory_order_relaxed);
    };
    // A trie read from a sorted file is in pre-order already (each node's subtree right
    // after it): its subtrees move as blocks.
    switch (sortPreOrderTrie(keyOf, stopped, stop)) {
    case PreOrderSort::Done:
        return true;
    case PreOrderSort::Stopped:
        return false;
    case PreOrderSort::NotPreOrder:
        break;
    }
    // Each node's children, in creation order (a counting sort by parent), then ordered
    // where they are not yet (a sorted folded file creates most siblings in order).
    // first[t] counts up to where t's children begin, then (filling) to where they end:
    // t's children are [first[t - 1], first[t]) afterwards (first[-1] being 0).
    // (The large arrays are allocated with a look at the flag every 16 MiB of fresh pages.)
    std::vector<quint32> first;
    if (!MemoryAdvice::resizeHuge(first, size_t(n) + 1, 0u, stop))
        return false;
    for (quint32 t = 1; t < n; ++t) {
        if (stopped(t))
            return false;
        ++first[p.m_stackParent[t] + 1];
    }
    for (quint32 t = 0; t < n; ++t)
        first[t + 1] += first[t];
    std::vector<quint32> children;
    if (!MemoryAdvice::resizeHuge(children, n > 0 ? n - 1 : 0, 0u, stop))
        return false;
    for (quint32 t = 1; t < n; ++t) {
        if (stopped(t))
            return false;
        children[first[p.m_stackParent[t]]++] = t;
    }
    if (stopped(0))
        return false;
    auto childrenBegin = [&](quint32 t) { return t == 0 ? 0u : first[t - 1]; };
    for (quint32 t = 0; t < n; ++t) {
        if (stopped(t))
            return false;
        if (first[t] - childrenBegin(t) < 2)
            continue; // nothing to order (and no pointer arithmetic on an empty array)
        quint32 *b = children.data() + childrenBegin(t);
        quint32 *e = children.data() + first[t];
        bool sorted = true;
        for (quint32 *c = b; c + 1 < e && sorted; ++c)
            sorted = keyOf(c[0]) < keyOf(c[1]);
        if (!sorted)
            std::sort(b, e, [&](quint32 x, quint32 y) { return keyOf(x) < keyOf(y); });
    }
    // Pre-order: a stack of nodes to visit, children pushed last first.
    std::vector<quint32> newOf, parents, locations;
    if (!MemoryAdvice::resizeHuge(newOf, n, 0u, stop) ||
        !MemoryAdvice::resizeHuge(parents, n, 0u, stop) ||
        !MemoryAdvice::resizeHuge(locations, n, 0u, stop))
        return false;
    std::vector<quint32> todo{0};
    quint32 next = 0;
    while (!todo.empty()) {
        const quint32 t = todo.back();
        todo.pop_back();
        const quint32 at = next++;
        if (stopped(at))
            return false;
        newOf[t] = at;
        parents[at] = newOf[p.m_stackParent[t]];
        locations[at] = p.m_stackLocation[t];
        for (quint32 c = first[t]; c-- > childrenBegin(t);)
            todo.push_back(children[c]);
    }
    std::vector<quint32>().swap(first);
    std::vector<quint32>().swap(children);
    return adoptRenumbering(std::move(parents), std::move(locations), newOf, stopped);
}

template <typename Stopped>
bool ProfileBuilder::adoptRenumbering(std::vector<quint32> parents, std::vector<quint32> locations,
                                      const std::vector<quint32> &newOf, const Stopped &stopped)
{
    Profile &p = *m_p;
    p.m_stackParent = std::move(parents);
    p.m_stackLocation = std::move(locations);
    auto &stacks = p.m_sampleStack;
    for (size_t s = 0; s < stacks.size(); ++s) {
        if (stopped(quint32(s)))
            return false; // the profile is thrown away
        stacks[s] = newOf[stacks[s]];
    }
    p.m_trieInCallOrder = true;
    return true;
}

template <typename KeyOf, typename Stopped>
ProfileBuilder::PreOrderSort ProfileBuilder::sortPreOrderTrie(const KeyOf &keyOf,
                                                              const Stopped &stopped,
                                                              const std::atomic<bool> *stop)
{
    // In pre-order, node t's children are t + 1 and each after the subtree of the one
    // before, so only their order can change: a subtree moves as a block. Sizes first, then
    // each node's new number from its parent's (the same offset, unless the parent's
    // children are out of order and sorted here), then the arrays, if anything moved.
    // The walk over each node's children checks the order on the way: every node found
    // there has it as parent and the last subtree ends where its own does, for every node,
    // exactly when the trie is in pre-order (each subtree is then the block after its node).
    // Huge pages for the two arrays of a node each (fewer faults), allocated with a look at
    // the flag every 16 MiB (MemoryAdvice).
    Profile &p = *m_p;
    const quint32 n = quint32(p.m_stackParent.size());
    const std::vector<quint32> &parent = p.m_stackParent;
    std::vector<quint32> size, newOf;
    if (!MemoryAdvice::resizeHuge(size, n, 1u, stop))
        return PreOrderSort::Stopped;
    for (quint32 t = n; t-- > 1;) {
        if (stopped(t))
            return PreOrderSort::Stopped;
        size[parent[t]] += size[t];
    }
    if (!MemoryAdvice::resizeHuge(newOf, n, 0u, stop))
        return PreOrderSort::Stopped;
    std::vector<quint32> group;
    bool moved = false;
    for (quint32 t = 0; t < n; ++t) {
        if (stopped(t))
            return PreOrderSort::Stopped;
        const quint32 end = t + size[t]; // at most n: t's descendants are numbered after it
        bool sorted = true;
        quint64 previous = 0;
        quint32 child = t + 1;
        for (; child < end; child += size[child]) {
            if (parent[child] != t)
                return PreOrderSort::NotPreOrder;
            const quint64 key = keyOf(child);
            sorted = sorted && (child == t + 1 || previous < key);
            previous = key;
            newOf[child] = newOf[t] + (child - t);
        }
        if (child != end)
            return PreOrderSort::NotPreOrder;
        if (sorted)
            continue;
        moved = true;
        group.clear();
        for (quint32 c = t + 1; c < end; c += size[c])
            group.push_back(c);
        std::sort(group.begin(), group.end(),
                  [&](quint32 x, quint32 y) { return keyOf(x) < keyOf(y); });
        quint32 at = newOf[t] + 1;
        for (quint32 c : group) {
            newOf[c] = at;
            at += size[c];
        }
    }
    if (moved) {
        // The sizes are read no more: their array becomes the new parents, and then the old
        // parents' the new locations (no fresh memory). Stopped on the way, the profile is
        // inconsistent and thrown away.
        std::vector<quint32> &parents = size;
        for (quint32 t = 0; t < n; ++t) {
            if (stopped(t))
                return PreOrderSort::Stopped;
            parents[newOf[t]] = newOf[parent[t]];
        }
        std::vector<quint32> locations = std::move(p.m_stackParent);
        for (quint32 t = 0; t < n; ++t) {
            if (stopped(t))
                return PreOrderSort::Stopped;
            locations[newOf[t]] = p.m_stackLocation[t];
        }
        if (!adoptRenumbering(std::move(parents), std::move(locations), newOf, stopped))
            return PreOrderSort::Stopped;
    }
    p.m_trieInCallOrder = true;
    return PreOrderSort::Done;
}

bool ProfileBuilder::setSampleStacks(std::vector<quint32> stacks)
{
    if (stacks.size() != m_p->m_sampleStack.size())
        return false;
    const size_t nodes = m_p->m_stackParent.size();
    for (quint32 s : stacks) {
        if (s >= nodes)
            return false;
    }
    m_p->m_sampleStack = std::move(stacks);
    return true;
}

bool ProfileBuilder::mergeSamples(const std::atomic<bool> *stop)
{
    Profile &p = *m_p;
    const size_t n = p.m_sampleStack.size();
    if (n < 2 || p.m_values.size() != n * size_t(p.m_sampleTypes.size()))
        return true;
    m_groups = SampleGroups();
    const bool ok = groupSamples({}, true, stop);
    const bool merged = m_groups.count != n;
    m_groups = SampleGroups();
    if (ok && merged) {
        MemoryAdvice::shrinkWritten(p.m_labelOffsets);
        MemoryAdvice::shrinkWritten(p.m_sampleStack);
        MemoryAdvice::shrinkWritten(p.m_values);
        MemoryAdvice::shrinkWritten(p.m_sampleRecords);
    }
    return ok;
}

bool ProfileBuilder::mergeAddedSamples(std::span<const quint32> stacks,
                                       std::span<const quint8> tries, bool merge,
                                       const std::atomic<bool> *stop)
{
    auto &sampleStack = m_p->m_sampleStack;
    const size_t first = m_groups.count;
    Q_ASSERT(stacks.size() == sampleStack.size() - first);
    Q_ASSERT(tries.empty() || tries.size() == stacks.size());
    std::copy(stacks.begin(), stacks.end(), sampleStack.begin() + qsizetype(first));
    return groupSamples(tries, merge, stop);
}

bool ProfileBuilder::endMergingAdded(std::span<const quint32> remapTrie1)
{
    Profile &p = *m_p;
    auto &stacks = p.m_sampleStack;
    const std::vector<quint8> tries = std::move(m_groups.tries);
    bool ok = m_groups.count == stacks.size();
    m_groups = SampleGroups();
    const size_t nodes = p.m_stackParent.size();
    for (size_t s = 0; s < stacks.size() && ok; ++s) {
        quint32 &node = stacks[s];
        if (!tries.empty() && tries[s] == 1)
            node = node < remapTrie1.size() ? remapTrie1[node] : quint32(nodes);
        ok = node < nodes;
    }
    MemoryAdvice::shrinkWritten(p.m_sampleStack);
    MemoryAdvice::shrinkWritten(p.m_values);
    MemoryAdvice::shrinkWritten(p.m_sampleRecords);
    return ok;
}

bool ProfileBuilder::groupSamples(std::span<const quint8> tries, bool merge,
                                  const std::atomic<bool> *stop)
{
    Profile &p = *m_p;
    SampleGroups &g = m_groups;
    auto &stacks = p.m_sampleStack;
    auto &values = p.m_values;
    auto &records = p.m_sampleRecords;
    auto &offsets = p.m_labelOffsets;
    const size_t n = stacks.size();
    const size_t types = size_t(p.m_sampleTypes.size());
    const size_t first = g.count;
    constexpr quint32 None = std::numeric_limits<quint32>::max();
    // A group's index is never above its first sample's, so the samples are compacted in
    // place as they are read.
    const bool counted = !records.empty(); // record counts given: kept, else one each
    const quint64 keptRecords = counted ? p.m_keptRecords : quint64(n);
    auto mergeable = [&](size_t s) {
        if (!offsets.empty() && offsets[s] != offsets[s + 1])
            return false;
        const qint64 *v = values.data() + s * types;
        return std::all_of(v, v + types, [](qint64 x) { return x >= 0; });
    };
    auto sameTypes = [&](size_t g, size_t s) {
        const qint64 *a = values.data() + g * types;
        const qint64 *b = values.data() + s * types;
        for (size_t t = 0; t < types; ++t) {
            if ((a[t] != 0) != (b[t] != 0))
                return false;
        }
        return true;
    };
    // The trie of group i (its stack's key with its node).
    auto trieOf = [&](size_t i) { return g.tries.empty() ? quint8(0) : g.tries[i]; };
    g.index.setStop(stop);
    if (g.index.stopped())
        return false;
    auto hashAt = [&](size_t s) {
        return PairIndex::hashOf(stacks[s], tries.empty() ? 0 : tries[s - first]);
    };
    // The lookups interleaved: the index slot of the sample 2 × Ahead on loaded, and the
    // stack and values of the group its slot names for the sample Ahead on (a hint only).
    constexpr size_t Ahead = 8;
    size_t out = first;
    for (size_t s = first; s < n; ++s) {
        // A block is 64 K samples, a cache miss or two each: a look every 4 K.
        if ((s & 0xfff) == 0 && stop && stop->load(std::memory_order_relaxed))
            return false; // the profile is thrown away
        if (merge && s + 2 * Ahead < n)
            g.index.prefetch(hashAt(s + 2 * Ahead));
        if (merge && s + Ahead < n) {
            if (const quint32 c = g.index.candidate(hashAt(s + Ahead))) {
                __builtin_prefetch(stacks.data() + (c - 1));
                __builtin_prefetch(values.data() + size_t(c - 1) * types);
            }
        }
        const quint32 node = stacks[s];
        const quint8 trie = tries.empty() ? 0 : tries[s - first];
        const quint32 r = counted ? records[s] : 1;
        const bool canMerge = merge && mergeable(s);
        const quint32 h = canMerge ? PairIndex::hashOf(node, trie) : 0;
        // The first group made at (node, trie), or None.
        quint32 firstHere = None;
        if (canMerge) {
            const quint32 e = g.index.findIf(
                h, [&](quint32 e) { return stacks[e - 1] == node && trieOf(e - 1) == trie; });
            firstHere = e == 0 ? None : e - 1;
        }
        if (firstHere != None) {
            // The last group made here with s's non-zero types: the first's chain holds the
            // later ones, last made first.
            quint32 at = None;
            if (!g.next.empty()) {
                for (quint32 i = g.next[firstHere]; i != None && at == None; i = g.next[i])
                    at = sameTypes(i, s) ? i : None;
            }
            if (at == None && sameTypes(firstHere, s))
                at = firstHere;
            const quint32 had = at == None ? 0 : records.empty() ? 1 : records[at];
            if (at != None && had <= std::numeric_limits<quint32>::max() - r) {
                qint64 *to = values.data() + size_t(at) * types;
                const qint64 *from = values.data() + s * types;
                for (size_t t = 0; t < types; ++t)
                    to[t] = from[t] > std::numeric_limits<qint64>::max() - to[t]
                                ? std::numeric_limits<qint64>::max()
                                : to[t] + from[t];
                if (records.empty()) {
                    // The first merge: the groups so far have one record each.
                    MemoryAdvice::reserveHuge(records, std::max(n, m_reservedSamples));
                    records.assign(out, 1);
                }
                records[at] = had + r;
                continue;
            }
            if (g.next.empty())
                g.next.assign(out, None); // a second group at this (node, trie)
        }
        // s becomes group `out`.
        stacks[out] = node;
        if (out != s)
            std::copy_n(values.data() + s * types, types, values.data() + out * types);
        if (!offsets.empty())
            offsets[out] = offsets[s];
        if (!records.empty()) {
            if (counted)
                records[out] = r;
            else
                records.push_back(r);
        }
        if (trie != 0 || !g.tries.empty()) {
            g.tries.resize(out, 0); // the first of trie 1: those before are of trie 0
            g.tries.push_back(trie);
        }
        if (!g.next.empty()) {
            // Chained right after the first group here, before the later ones.
            const quint32 later = firstHere == None ? None : g.next[firstHere];
            g.next.push_back(later);
            if (firstHere != None)
                g.next[firstHere] = quint32(out);
        }
        if (canMerge && firstHere == None) {
            g.index.insert(h, quint32(out) + 1);
            if (g.index.stopped())
                return false; // stopped while growing: the profile is thrown away
        }
        ++out;
    }
    g.count = out;
    if (out == n)
        return true; // nothing merged
    stacks.resize(out);
    values.resize(out * types);
    records.resize(out);
    p.m_keptRecords = keptRecords;
    if (!offsets.empty()) {
        offsets[out] = offsets[n];
        offsets.resize(out + 1);
    }
    return true;
}

} // namespace hearth

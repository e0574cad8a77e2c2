// SPDX-License-Identifier: MIT
#pragma once

#include "mappedarray.h"

#include <QtGlobal>

#include <algorithm>
#include <atomic>

namespace hearth {

/// One field of an array of nodes seen as an array: the Parents and Keys a PairIndex reads,
/// for nodes that keep parent and key side by side (one cache miss a candidate).
template <typename Node, quint32 Node::*Field> struct FieldView
{
    const Node *nodes;
    quint32 operator[](size_t i) const { return nodes[i].*Field; }
};

/// An open-addressing index of tree nodes by (parent, key), where the nodes' parents and
/// keys live in the caller's arrays. A slot holds a node number and the 32-bit hash of its
/// (parent, key) (8 bytes, node 0 means empty, at most 3/4 full): a probe compares hashes in
/// the slot and reads the caller's arrays only on a hash match, and growing rehashes without
/// touching them, so a lookup costs about one cache miss.
class PairIndex
{
public:
    explicit PairIndex(size_t expected = 512)
    {
        allocate(std::max<size_t>(1024, expected / 3 * 4 + 4));
    }

    /// Returns the node with this parent and key, or calls make() for a new node number
    /// (which must be count()+1-style increasing and already stored in parents/keys).
    template <typename Parents, typename Keys, typename Make>
    quint32 findOrAdd(quint32 parent, quint32 key, const Parents &parents, const Keys &keys,
                      Make &&make)
    {
        const quint32 h = hashOf(parent, key);
        size_t i = home(h);
        for (;;) {
            const Slot s = m_slots[i];
            if (s.node == 0)
                break;
            if (s.hash == h && parents[s.node] == parent && keys[s.node] == key)
                return s.node;
            i = following(i);
        }
        const quint32 n = make();
        place(i, h, n);
        return n;
    }

    /// The node with this parent and key (h = hashOf(parent, key)), or 0.
    template <typename Parents, typename Keys>
    quint32 find(quint32 parent, quint32 key, quint32 h, const Parents &parents,
                 const Keys &keys) const
    {
        return findIf(h, [&](quint32 n) { return parents[n] == parent && keys[n] == key; });
    }

    /// The first node with hash h for which same(node) is true, or 0: for keys other than a
    /// (parent, key) pair, which the caller hashes and compares itself (FlatStacks' stacks).
    template <typename Same> quint32 findIf(quint32 h, Same &&same) const
    {
        for (size_t i = home(h);; i = following(i)) {
            const Slot s = m_slots[i];
            if (s.node == 0)
                return 0;
            if (s.hash == h && same(s.node))
                return s.node;
        }
    }

    /// The node of the first slot with hash h where a lookup for h begins, or 0: the node
    /// find() returns unless another (parent, key) has the same hash, which the caller
    /// rules out by reading the node's (then find()). For lookups interleaved by the
    /// caller: the slot prefetched, then the candidate node, then the check.
    quint32 candidate(quint32 h) const
    {
        for (size_t i = home(h);; i = following(i)) {
            const Slot s = m_slots[i];
            if (s.node == 0 || s.hash == h)
                return s.node;
        }
    }

    /// Adds node n, known to be absent, whose (parent, key) hashes to h (nothing once
    /// stopped()).
    void insert(quint32 h, quint32 n)
    {
        if (m_stopped)
            return;
        size_t i = home(h);
        while (m_slots[i].node != 0)
            i = following(i);
        place(i, h, n);
    }

    /// Starts loading the slot where a lookup for h begins.
    void prefetch(quint32 h) const { __builtin_prefetch(&m_slots[home(h)]); }

    static quint32 hashOf(quint32 parent, quint32 key)
    {
        quint64 k = (quint64(parent) << 32) | key;
        k ^= k >> 33;
        k *= 0xff51afd7ed558ccdULL;
        k ^= k >> 33;
        return quint32(k);
    }

    /// Makes room for `expected` entries in all, so that growing to them rehashes once.
    void reserve(size_t expected)
    {
        const size_t size = expected / 3 * 4 + 4;
        if (size > m_slots.size())
            rehash(size);
    }

    /// A flag another thread sets to stop the read this index serves (ReadOptions::cancel;
    /// may be null). Growing looks at it every 64 K slots rehashed: once it is set the index
    /// keeps the table it had (stopped while growing: what is left of it), stops growing and adding
    /// (stopped()), and the caller, whose tree is then incomplete, must throw it away. So a Cancel
    /// never waits for a rehash of millions of slots.
    void setStop(const std::atomic<bool> *stop) { m_stop = stop; }
    bool stopped() const { return m_stopped; }
    /// Looks at the flag now: stopped() from then on if it is set.
    bool stopRequested()
    {
        if (m_stop && m_stop->load(std::memory_order_relaxed))
            m_stopped = true;
        return m_stopped;
    }

    size_t count() const { return m_count; }
    void clear()
    {
        m_slots.release();
        m_count = 0;
    }

private:
    struct Slot
    {
        quint32 hash = 0;
        quint32 node = 0;
    };

    // Any table size (no power of two: growing by a half or a quarter keeps the table from
    // doubling just past a large tree's size); a hash maps to its slot by multiplication.
    size_t home(quint32 h) const { return size_t((quint64(h) * m_slots.size()) >> 32); }
    size_t following(size_t i) const { return i + 1 == m_slots.size() ? 0 : i + 1; }

    void allocate(size_t size) { m_slots = MappedArray<Slot>(size, m_stop); }

    void place(size_t i, quint32 h, quint32 n)
    {
        m_slots[i] = Slot{h, n};
        if (++m_count * 4 > m_slots.size() * 3)
            grow();
    }

    void grow()
    {
        if (m_stopped)
            return;
        // Doubled up to 8 MiB (fewer rehashes), by half again up to 128 MiB, then by a
        // quarter: a table ends 60-75% full instead of 50-75%. For the two stack tries of a
        // 1 GB pprof that is 60 MiB less at the end of the read, for one rehash more each
        // (sequential, stoppable; the read measured no slower).
        const size_t n = m_slots.size();
        rehash(n < (size_t(1) << 20) ? n * 2 : n < (size_t(1) << 24) ? n / 2 * 3 : n / 4 * 5);
    }

    // The old table is read from the front and its pages given back behind the read, while
    // the new one's pages are mapped just ahead of where its entries land (a slot's home
    // grows with its hash, so they land in order, but for a few that wrap around): growing
    // then never holds both tables whole, which was the peak of reading a 1 GB pprof.
    void rehash(size_t size)
    {
        if (stopRequested())
            return;
        MappedArray<Slot> old;
        old.swap(m_slots);
        m_slots.resize(size); // mapped, not populated: that follows the entries
        constexpr size_t step = (size_t(16) << 20) / sizeof(Slot);
        size_t populated = 0;
        for (size_t j = 0; j < old.size(); ++j) {
            if ((j & 0xffff) == 0 && stopRequested()) {
                m_slots.swap(old); // the old table, its front given back: to be thrown away
                return;
            }
            if (j % step == 0) {
                old.discardBelow(j);
                const size_t ahead = std::min(
                    size, size_t(double(j + step) * double(size) / double(old.size())) + step);
                m_slots.populate(populated, ahead);
                populated = std::max(populated, ahead);
            }
            const Slot s = old[j];
            if (s.node == 0)
                continue;
            size_t i = home(s.hash);
            while (m_slots[i].node != 0)
                i = following(i);
            m_slots[i] = s;
        }
    }

    MappedArray<Slot> m_slots; // its own mapping: freed at once, huge pages
    size_t m_count = 0;
    const std::atomic<bool> *m_stop = nullptr;
    bool m_stopped = false;
};

} // namespace hearth

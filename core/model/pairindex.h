#pragma once

#include <QtGlobal>

#include <vector>

namespace hearth {

/// An open-addressing index of tree nodes by (parent, key), where the nodes' parents and
/// keys live in the caller's arrays. Stores only node numbers (4 bytes a slot, node 0 means
/// an empty slot), so a tree of millions of nodes indexes in a few tens of MB.
class PairIndex
{
public:
    explicit PairIndex(size_t expected = 512)
    {
        size_t size = 1024;
        while (size < expected * 2)
            size *= 2;
        m_slots.assign(size, 0);
        m_mask = size - 1;
    }

    /// Returns the node with this parent and key, or calls make() for a new node number
    /// (which must be count()+1-style increasing and already stored in parents/keys).
    template <typename Parents, typename Keys, typename Make>
    quint32 findOrAdd(quint32 parent, quint32 key, const Parents &parents, const Keys &keys,
                      Make &&make)
    {
        size_t h = hash(parent, key) & m_mask;
        for (;;) {
            const quint32 n = m_slots[h];
            if (n == 0)
                break;
            if (parents[n] == parent && keys[n] == key)
                return n;
            h = (h + 1) & m_mask;
        }
        const quint32 n = make();
        m_slots[h] = n;
        if (++m_count * 2 > m_slots.size())
            grow(parents, keys);
        return n;
    }

    void clear() { std::vector<quint32>().swap(m_slots); }

private:
    static size_t hash(quint32 parent, quint32 key)
    {
        quint64 k = (quint64(parent) << 32) | key;
        k ^= k >> 33;
        k *= 0xff51afd7ed558ccdULL;
        k ^= k >> 33;
        return size_t(k);
    }

    template <typename Parents, typename Keys>
    void grow(const Parents &parents, const Keys &keys)
    {
        std::vector<quint32> table(m_slots.size() * 2, 0);
        const size_t mask = table.size() - 1;
        for (quint32 n : m_slots) {
            if (n == 0)
                continue;
            size_t h = hash(parents[n], keys[n]) & mask;
            while (table[h] != 0)
                h = (h + 1) & mask;
            table[h] = n;
        }
        m_slots.swap(table);
        m_mask = mask;
    }

    std::vector<quint32> m_slots;
    size_t m_mask = 0;
    size_t m_count = 0;
};

} // namespace hearth

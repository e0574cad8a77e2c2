// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArrayView>

#include <cstring>
#include <vector>

namespace hearth {

/// Maps byte strings to numbers without copying them: the keys are views into memory that
/// outlives the index (a reader's input). Open addressing with the hash kept beside each
/// view, so a probe compares bytes only when the hashes are equal. For the readers' per-line
/// lookups (a `perf script` frame line's symbol and binary), where a hash map of copied
/// keys costs an allocation and a copy a line.
class ViewIndex
{
public:
    static constexpr quint32 None = ~quint32(0);

    /// The number stored for `key`, or None.
    quint32 find(QByteArrayView key) const
    {
        if (m_slots.empty())
            return None;
        const quint64 h = hash(key);
        for (size_t i = h & m_mask;; i = (i + 1) & m_mask) {
            const Slot &s = m_slots[i];
            if (s.value == None)
                return None;
            if (s.hash == h && s.size == key.size() &&
                (s.size == 0 || std::memcmp(s.data, key.data(), size_t(s.size)) == 0))
                return s.value;
        }
    }

    /// Stores `value` (not None) for `key`, which must not be in the index yet and whose
    /// bytes must stay where they are while the index is used.
    void insert(QByteArrayView key, quint32 value)
    {
        if ((m_count + 1) * 2 > m_slots.size())
            grow();
        place(Slot{key.data(), key.size(), hash(key), value});
        ++m_count;
    }

    static quint64 hash(QByteArrayView key)
    {
        // Eight bytes at a time, multiplied and folded.
        const char *p = key.data();
        qsizetype n = key.size();
        quint64 h = 0x9e3779b97f4a7c15ull ^ quint64(n);
        while (n >= 8) {
            quint64 w;
            std::memcpy(&w, p, 8);
            h = (h ^ w) * 0xff51afd7ed558ccdull;
            h ^= h >> 32;
            p += 8;
            n -= 8;
        }
        quint64 w = 0;
        if (n > 0)
            std::memcpy(&w, p, size_t(n));
        h = (h ^ w) * 0xc4ceb9fe1a85ec53ull;
        return h ^ (h >> 29);
    }

private:
    struct Slot
    {
        const char *data = nullptr;
        qsizetype size = 0;
        quint64 hash = 0;
        quint32 value = None;
    };

    void place(const Slot &slot)
    {
        size_t i = slot.hash & m_mask;
        while (m_slots[i].value != None)
            i = (i + 1) & m_mask;
        m_slots[i] = slot;
    }

    void grow()
    {
        std::vector<Slot> old(m_slots.empty() ? 1024 : m_slots.size() * 2);
        old.swap(m_slots);
        m_mask = m_slots.size() - 1;
        for (const Slot &s : old)
            if (s.value != None)
                place(s);
    }

    std::vector<Slot> m_slots;
    size_t m_mask = 0;
    size_t m_count = 0;
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArrayView>

#include <algorithm>
#include <cstring>
#include <memory>
#include <vector>

namespace hearth {

/// Maps byte strings, each with a number of the caller's (`tag`: 0, or e.g. the script a
/// function name belongs to), to numbers: for the readers' per-line or per-node lookups (a
/// `perf script` frame line's symbol and binary, a cpuprofile node's function), where a hash
/// map of QByteArray keys costs an allocation and a copy a lookup. A lookup takes a view;
/// only an inserted key is copied, once, into the index's own blocks, side by side with the
/// others, so comparing with it reads memory in cache rather than a far part of the input.
/// Open addressing with the hash kept beside each key: a probe compares bytes only when the
/// hashes are equal.
class ViewIndex
{
public:
    static constexpr quint32 None = ~quint32(0);

    /// The number stored for `key` and `tag`, or None.
    quint32 find(QByteArrayView key, quint32 tag = 0) const
    {
        if (m_slots.empty())
            return None;
        const quint64 h = hash(key, tag);
        for (size_t i = h & m_mask;; i = (i + 1) & m_mask) {
            const Slot &s = m_slots[i];
            if (s.value == None)
                return None;
            if (s.hash == h && s.size == key.size() && s.tag == tag &&
                (s.size == 0 || std::memcmp(s.data, key.data(), size_t(s.size)) == 0))
                return s.value;
        }
    }

    /// Stores `value` (not None) for `key` and `tag`, which must not be in the index yet.
    /// Returns the index's copy of the key, valid as long as the index.
    QByteArrayView insert(QByteArrayView key, quint32 tag, quint32 value)
    {
        if ((m_count + 1) * 2 > m_slots.size())
            grow();
        const char *copy = store(key);
        place(Slot{copy, key.size(), hash(key, tag), tag, value});
        ++m_count;
        return QByteArrayView(copy, key.size());
    }
    QByteArrayView insert(QByteArrayView key, quint32 value) { return insert(key, 0, value); }
    /// How many keys are stored.
    size_t size() const { return m_count; }

    static quint64 hash(QByteArrayView key, quint32 tag = 0)
    {
        // Eight bytes at a time, multiplied and folded.
        const char *p = key.data();
        qsizetype n = key.size();
        quint64 h = (0x9e3779b97f4a7c15ull ^ quint64(n)) + (quint64(tag) << 32 | tag);
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
        quint32 tag = 0;
        quint32 value = None;
    };

    // The key's bytes in the current block (a new one when it is full; a key larger than a
    // block gets one of its own).
    const char *store(QByteArrayView key)
    {
        static constexpr size_t kBlock = 64 * 1024;
        const size_t n = size_t(key.size());
        if (n == 0)
            return nullptr;
        if (m_blocks.empty() || m_used + n > m_blockSize) {
            m_blockSize = std::max(kBlock, n);
            m_blocks.push_back(std::make_unique<char[]>(m_blockSize));
            m_used = 0;
        }
        char *to = m_blocks.back().get() + m_used;
        std::memcpy(to, key.data(), n);
        m_used += n;
        return to;
    }

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
    std::vector<std::unique_ptr<char[]>> m_blocks;
    size_t m_blockSize = 0;
    size_t m_used = 0;
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include <QtGlobal>

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <cstring>
#include <new>
#include <type_traits>

#ifdef __linux__
#include <sys/mman.h>
#endif

namespace hearth {

/// A growable array of trivially copyable T in its own anonymous memory mapping (Linux;
/// malloc elsewhere). For the large, short-lived tables of reading a profile: freeing one
/// gives its memory back to the system at once (malloc keeps freed blocks below its dynamic
/// mmap threshold, up to 32 MiB each, which raised the peak RSS of reading a large profile
/// by a sixth), growing remaps pages instead of copying them, and the memory gets huge
/// pages. New elements are zero.
template <typename T> class MappedArray
{
    static_assert(std::is_trivially_copyable_v<T>);

public:
    MappedArray() = default;
    /// `size` zero elements, their pages mapped at once: for a table that is read before it is
    /// written (a hash table's slots). Faulting such pages in one by one maps the shared zero
    /// page on the read and copies it on the write, and every copy flushes the TLB of every
    /// thread of the process.
    explicit MappedArray(size_t size, const std::atomic<bool> *stop = nullptr)
    {
        reserve(size, true, stop);
        m_size = size;
    }
    ~MappedArray() { release(); }
    MappedArray(const MappedArray &) = delete;
    MappedArray &operator=(const MappedArray &) = delete;
    MappedArray(MappedArray &&o) noexcept { swap(o); }
    MappedArray &operator=(MappedArray &&o) noexcept
    {
        MappedArray(std::move(o)).swap(*this);
        return *this;
    }
    void swap(MappedArray &o) noexcept
    {
        std::swap(m_data, o.m_data);
        std::swap(m_size, o.m_size);
        std::swap(m_capacity, o.m_capacity);
    }

    size_t size() const { return m_size; }
    bool empty() const { return m_size == 0; }
    T *data() { return m_data; }
    const T *data() const { return m_data; }
    T &operator[](size_t i) { return m_data[i]; }
    const T &operator[](size_t i) const { return m_data[i]; }
    const T *begin() const { return m_data; }
    const T *end() const { return m_data + m_size; }

    void push_back(const T &v)
    {
        if (m_size == m_capacity)
            reserve(std::max<size_t>(m_capacity * 2, 4096 / sizeof(T)));
        m_data[m_size++] = v;
    }
    /// Grows or shrinks; new elements are zero.
    void resize(size_t n)
    {
        reserve(n);
        if (n < m_size)
            std::memset(static_cast<void *>(m_data + n), 0, (m_size - n) * sizeof(T));
        m_size = n;
    }
    /// populate: the new pages mapped now, 16 MiB at a time with a look at *stop (may be
    /// null) before each step; once it is set the rest are left to be faulted in on use.
    void reserve(size_t n, bool populate = false, const std::atomic<bool> *stop = nullptr)
    {
        if (n <= m_capacity)
            return;
        if (n > size_t(-1) / sizeof(T) / 2)
            throw std::bad_alloc();
        const size_t bytes = roundUp(n * sizeof(T));
        void *p = nullptr;
#ifdef __linux__
        if (m_data) {
            // The mapping keeps its huge-page advice as it grows.
            p = mremap(m_data, roundUp(m_capacity * sizeof(T)), bytes, MREMAP_MAYMOVE);
        } else {
            p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
#ifdef MADV_HUGEPAGE
            // All of it: advising a part would split the mapping, and mremap() cannot grow
            // a range that spans two.
            if (p != MAP_FAILED)
                madvise(p, bytes, MADV_HUGEPAGE);
#endif
#ifdef MADV_POPULATE_WRITE
            // After the advice, so the pages come huge. Best effort: older kernels refuse.
            // In steps: the kernel zeroes them, a second for a few hundred MiB on a busy
            // machine, and a Cancel must not wait for that.
            constexpr size_t step = size_t(16) << 20;
            for (size_t at = 0; p != MAP_FAILED && populate && at < bytes; at += step) {
                if (stop && stop->load(std::memory_order_relaxed))
                    break;
                madvise(static_cast<char *>(p) + at, std::min(step, bytes - at),
                        MADV_POPULATE_WRITE);
            }
#endif
        }
        if (p == MAP_FAILED)
            throw std::bad_alloc();
#else
        p = std::realloc(m_data, bytes);
        if (!p)
            throw std::bad_alloc();
        std::memset(static_cast<char *>(p) + m_capacity * sizeof(T), 0,
                    bytes - m_capacity * sizeof(T));
#endif
        m_data = static_cast<T *>(p);
        m_capacity = bytes / sizeof(T);
    }
    /// Maps the pages of elements [from, to) now (best effort; see the sized constructor):
    /// for a table filled a part at a time.
    void populate(size_t from, size_t to)
    {
#if defined(__linux__) && defined(MADV_POPULATE_WRITE)
        const size_t begin = roundUp(from * sizeof(T));
        const size_t end = std::min(roundUp(to * sizeof(T)), roundUp(m_capacity * sizeof(T)));
        if (begin < end)
            madvise(reinterpret_cast<char *>(m_data) + begin, end - begin, MADV_POPULATE_WRITE);
#else
        Q_UNUSED(from);
        Q_UNUSED(to);
#endif
    }
    /// Gives the whole pages of elements [0, to) back to the system: they read as zero
    /// afterwards. For a table read once from the front and then thrown away.
    void discardBelow(size_t to)
    {
#ifdef __linux__
        const size_t end = (std::min(to, m_capacity) * sizeof(T)) & ~size_t(4095);
        if (end > 0)
            madvise(m_data, end, MADV_DONTNEED);
#else
        Q_UNUSED(to);
#endif
    }
    /// Frees the memory; the array is empty afterwards.
    void release()
    {
        if (m_data) {
#ifdef __linux__
            munmap(m_data, roundUp(m_capacity * sizeof(T)));
#else
            std::free(m_data);
#endif
        }
        m_data = nullptr;
        m_size = m_capacity = 0;
    }

private:
    static size_t roundUp(size_t bytes)
    {
        constexpr size_t page = 4096;
        return (bytes + page - 1) / page * page;
    }

    T *m_data = nullptr;
    size_t m_size = 0;
    size_t m_capacity = 0;
};

} // namespace hearth

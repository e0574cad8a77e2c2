// SPDX-License-Identifier: MIT
#pragma once

#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#if defined(__linux__)
#include <sys/mman.h>
#include <unistd.h>
#endif
#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace hearth {

/// The memory calls Hearth makes to the platform, in one place; each does nothing where the
/// platform has no such call.
///
/// Huge pages: building a large call tree writes tens of megabytes of fresh memory (a value
/// per stack-trie node, then the tree's arrays); on 4 KiB pages faulting them in and the TLB
/// misses of the random accesses are a large part of the build. Those few arrays ask for
/// transparent huge pages before they are first written (`reserveHuge`). Nothing else does:
/// no restart, no environment variable.
class MemoryAdvice
{
public:
    /// Asks for transparent huge pages on the whole 2 MiB pages inside [p, p + bytes).
    /// Ranges under 4 MiB are left alone (they would gain at most one huge page).
    static void hugePages(const void *p, size_t bytes)
    {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
        constexpr uintptr_t huge = uintptr_t(2) << 20;
        if (bytes < 2 * huge)
            return;
        const uintptr_t from = (reinterpret_cast<uintptr_t>(p) + huge - 1) & ~(huge - 1);
        const uintptr_t to = (reinterpret_cast<uintptr_t>(p) + bytes) & ~(huge - 1);
        if (to > from)
            madvise(reinterpret_cast<void *>(from), to - from, MADV_HUGEPAGE);
#else
        (void)p;
        (void)bytes;
#endif
    }

    /// Takes hugePages() back on [p, p + bytes): for an array whose pages are given back
    /// (releasePages) piece by piece, which the kernel would otherwise fill again to make huge
    /// pages of.
    static void smallPages(const void *p, size_t bytes)
    {
#if defined(__linux__) && defined(MADV_NOHUGEPAGE)
        const uintptr_t page = pageSize();
        const uintptr_t from = reinterpret_cast<uintptr_t>(p) & ~(page - 1);
        const uintptr_t to = (reinterpret_cast<uintptr_t>(p) + bytes + page - 1) & ~(page - 1);
        if (bytes > 0)
            madvise(reinterpret_cast<void *>(from), to - from, MADV_NOHUGEPAGE);
#else
        (void)p;
        (void)bytes;
#endif
    }
    /// The size of a memory page (at least 4 KiB).
    static size_t pageSize()
    {
#if defined(__linux__)
        static const size_t page = size_t(std::max<long>(sysconf(_SC_PAGESIZE), 4096));
        return page;
#else
        return 4096;
#endif
    }

    /// Gives the whole pages inside [p, p + bytes) back to the system (MADV_DONTNEED): for a
    /// buffer that will not be read again, so the peak memory of reading a large profile holds
    /// little of its decompressed input. Reading them again gives zeros.
    static void releasePages(const void *p, ptrdiff_t bytes)
    {
#if defined(__linux__) && defined(MADV_DONTNEED)
        if (bytes <= 0)
            return;
        const uintptr_t page = pageSize();
        const uintptr_t from = (reinterpret_cast<uintptr_t>(p) + page - 1) & ~(page - 1);
        const uintptr_t to = (reinterpret_cast<uintptr_t>(p) + uintptr_t(bytes)) & ~(page - 1);
        if (to > from)
            madvise(reinterpret_cast<void *>(from), to - from, MADV_DONTNEED);
#else
        (void)p;
        (void)bytes;
#endif
    }

    /// An array of n values left uninitialised, its memory advised for huge pages before it
    /// is written: for a large array written and read at random and freed whole (on 4 KiB
    /// pages, freeing hundreds of megabytes takes tens of milliseconds, which a Cancel waits
    /// for).
    template <typename T> static std::unique_ptr<T[]> hugeArray(size_t n)
    {
        std::unique_ptr<T[]> a(new T[n]);
        hugePages(a.get(), n * sizeof(T));
        return a;
    }
    /// v's capacity at least n, its memory advised for huge pages before it is written.
    template <typename T> static void reserveHuge(std::vector<T> &v, size_t n)
    {
        v.reserve(n);
        hugePages(v.data(), v.capacity() * sizeof(T));
    }

    /// v resized to n copies of value, its memory advised for huge pages before it is
    /// written (so the pages come huge).
    template <typename T> static void resizeHuge(std::vector<T> &v, size_t n, const T &value)
    {
        reserveHuge(v, n);
        v.resize(n, value);
    }

    /// resizeHuge() for a loop that a stop flag (ReadOptions::cancel, may be null) ends:
    /// the fresh pages are first written 16 MiB at a time (the kernel zeroes them, a large
    /// part of allocating hundreds of megabytes, a second on a busy machine), with a look at
    /// the flag before each step. False once it is set: v is then filled only in part.
    template <typename T>
    [[nodiscard]] static bool resizeHuge(std::vector<T> &v, size_t n, const T &value,
                                         const std::atomic<bool> *stop)
    {
        reserveHuge(v, n);
        const size_t step = std::max<size_t>(1, (size_t(16) << 20) / sizeof(T));
        while (v.size() < n) {
            if (stop && stop->load(std::memory_order_relaxed))
                return false;
            v.resize(std::min(n, v.size() + step), value);
        }
        if (v.size() > n)
            v.resize(n);
        return true;
    }

    /// to = from, to's memory advised for huge pages and written 16 MiB at a time with a look
    /// at *stop before each step, as resizeHuge() above. False once stop is set.
    template <typename T>
    [[nodiscard]] static bool copyHuge(std::vector<T> &to, const std::vector<T> &from,
                                       const std::atomic<bool> *stop)
    {
        to.clear();
        reserveHuge(to, from.size());
        const size_t step = std::max<size_t>(1, (size_t(16) << 20) / sizeof(T));
        for (size_t at = 0; at < from.size(); at += step) {
            if (stop && stop->load(std::memory_order_relaxed))
                return false;
            const auto begin = from.begin() + ptrdiff_t(at);
            to.insert(to.end(), begin, begin + ptrdiff_t(std::min(step, from.size() - at)));
        }
        return true;
    }

    /// Frees v's room past its size once it was written and is used no more (an array made
    /// smaller in place): under 32 MiB by a copy (shrink_to_fit), above by giving the whole
    /// pages of that room back (releasePages), with no copy and no second array at once; v
    /// keeps its capacity, and pages written again come back fresh.
    template <typename T> static void shrinkWritten(std::vector<T> &v)
    {
        if (v.capacity() * sizeof(T) < (size_t(32) << 20)) {
            v.shrink_to_fit();
            return;
        }
        const T *end = v.data() + v.size();
        releasePages(end, ptrdiff_t((v.capacity() - v.size()) * sizeof(T)));
    }

    /// Allocations of 64 KiB and more get pages of their own, given back when freed (glibc's
    /// default raises that threshold as large blocks are freed, keeping them in the heap).
    /// For `hearth summary`, whose large buffers (the file, the inflated profile) are freed
    /// early.
    static void returnLargeFreesToTheSystem()
    {
#if defined(__GLIBC__)
        mallopt(M_MMAP_THRESHOLD, 64 * 1024);
#endif
    }
};

} // namespace hearth

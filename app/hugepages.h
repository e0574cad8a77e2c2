#pragma once

namespace hearth {

/// Starts this process again with glibc's malloc asked to use transparent huge pages
/// (GLIBC_TUNABLES=glibc.malloc.hugetlb=1), and returns only when that is not possible or
/// not needed. Reading a large profile writes tens of megabytes of fresh memory (the inflated
/// file, the stack trie, the call tree); on 4 KiB pages, faulting them in is a quarter of
/// `hearth summary`'s time. The tunable is read only when a process starts, hence the
/// re-exec. Skipped when GLIBC_TUNABLES is already set (the user's choice is kept), when
/// HEARTH_NO_HUGE_PAGES is set, when the system has transparent huge pages off, under the
/// sanitizers (their allocator ignores the tunable), and on glibc before 2.35.
void restartWithHugePages(char **argv);

/// Allocations of 64 KiB and more get pages of their own, given back when freed (glibc's
/// default raises that threshold as large blocks are freed, keeping them in the heap).
void returnLargeFreesToTheSystem();

} // namespace hearth

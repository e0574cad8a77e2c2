#include "hugepages.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

#if defined(__linux__) && defined(__GLIBC__)
#include <gnu/libc-version.h>
#include <unistd.h>
#define HEARTH_CAN_RESTART 1
#endif

#if defined(__SANITIZE_ADDRESS__)
#define HEARTH_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer) ||                         \
    __has_feature(thread_sanitizer)
#define HEARTH_SANITIZED 1
#endif
#endif

namespace hearth {

#if defined(HEARTH_CAN_RESTART) && !defined(HEARTH_SANITIZED)
namespace {

bool transparentHugePagesOff()
{
    FILE *f = std::fopen("/sys/kernel/mm/transparent_hugepage/enabled", "re");
    if (!f)
        return true;
    char mode[128] = {};
    const size_t n = std::fread(mode, 1, sizeof mode - 1, f);
    std::fclose(f);
    mode[n] = '\0';
    return std::strstr(mode, "[never]") != nullptr;
}

bool glibcHasHugeTunable()
{
    int major = 0;
    int minor = 0;
    if (std::sscanf(gnu_get_libc_version(), "%d.%d", &major, &minor) != 2)
        return false;
    return major > 2 || (major == 2 && minor >= 35);
}

} // namespace

void restartWithHugePages(char **argv)
{
    static const char marker[] = "HEARTH_RESTARTED_WITH_HUGE_PAGES";
    if (std::getenv(marker)) {
        // The restarted process: malloc has read the tunable; programs Hearth starts (a file
        // manager, a browser) get the environment the user gave.
        unsetenv(marker);
        unsetenv("GLIBC_TUNABLES");
        return;
    }
    if (std::getenv("GLIBC_TUNABLES") || std::getenv("HEARTH_NO_HUGE_PAGES"))
        return;
    if (!glibcHasHugeTunable() || transparentHugePagesOff())
        return;
    if (setenv("GLIBC_TUNABLES", "glibc.malloc.hugetlb=1", 1) != 0 || setenv(marker, "1", 1) != 0)
        return;
    execv("/proc/self/exe", argv);
    // Still here: the binary cannot be run again (deleted, or no /proc); go on as we are.
    unsetenv(marker);
    unsetenv("GLIBC_TUNABLES");
}

#else

void restartWithHugePages(char **) {}

#endif

void returnLargeFreesToTheSystem()
{
#if defined(__GLIBC__) && !defined(HEARTH_SANITIZED)
    mallopt(M_MMAP_THRESHOLD, 64 * 1024);
#endif
}

} // namespace hearth

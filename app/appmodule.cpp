#include "appmodule.h"

#include <dlfcn.h>
#include <unistd.h>

#include <string>
#include <vector>

namespace hearth {

namespace {

// The directory of this binary, with a trailing slash ("" when it cannot be told).
std::string binaryDirectory()
{
    std::vector<char> buf(4096);
    const ssize_t n = readlink("/proc/self/exe", buf.data(), buf.size() - 1);
    if (n <= 0)
        return {};
    const std::string path(buf.data(), size_t(n));
    const size_t slash = path.rfind('/');
    return slash == std::string::npos ? std::string() : path.substr(0, slash + 1);
}

} // namespace

bool AppModule::run(int argc, char **argv, int *rc, std::string *error)
{
    using Main = int (*)(int, char **);
    const std::string dir = binaryDirectory();
    // Beside the binary in the build tree; HEARTH_APP_MODULE_RELDIR (relative to the
    // installed binary's directory) once installed.
    const std::string candidates[] = {dir + "hearth-app.so",
                                      dir + HEARTH_APP_MODULE_RELDIR "/hearth-app.so"};
    error->clear();
    for (const std::string &path : candidates) {
        if (access(path.c_str(), F_OK) != 0) {
            *error += path + ": not found\n";
            continue;
        }
        void *handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
        if (!handle) {
            *error += std::string(dlerror()) + '\n';
            continue;
        }
        // A module left from another build or version is refused, not run.
        using Version = const char *(*)();
        auto version = reinterpret_cast<Version>(dlsym(handle, "hearthAppVersion"));
        auto entry = reinterpret_cast<Main>(dlsym(handle, "hearthAppMain"));
        if (!entry || !version) {
            *error += path + ": not a hearth-app module\n";
            continue;
        }
        if (std::string(version()) != HEARTH_APP_BUILD_ID) {
            *error += path + ": from another build of Hearth (" + version() + ", this is " +
                      HEARTH_APP_BUILD_ID + ")\n";
            continue;
        }
        *rc = entry(argc, argv); // the module stays loaded until exit
        return true;
    }
    return false;
}

} // namespace hearth

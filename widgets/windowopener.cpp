// SPDX-License-Identifier: MIT
#include "windowopener.h"

#include "bundle/bundleformat.h"

namespace hearth {

namespace {
WindowOpener::Fn &opener()
{
    static WindowOpener::Fn fn;
    return fn;
}
} // namespace

void WindowOpener::install(Fn fn)
{
    opener() = std::move(fn);
}

bool WindowOpener::open(const QString &fileOrUrl)
{
    if (!opener())
        return false;
    opener()(fileOrUrl);
    return true;
}

bool WindowOpener::belongsElsewhere(const QString &fileOrUrl)
{
    if (fileOrUrl.startsWith(QLatin1String("http://")) ||
        fileOrUrl.startsWith(QLatin1String("https://")))
        return true;
    return BundleFormat::isBundleFile(fileOrUrl);
}

} // namespace hearth

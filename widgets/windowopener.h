// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <functional>

namespace hearth {

/// Where a file or link opened from inside a window goes: the application installs the one
/// routing function (a bundle to a build window, a console link to a store window, a profile
/// to a profile window), so windows need not know each other's kinds.
class WindowOpener
{
public:
    using Fn = std::function<void(const QString &fileOrUrl)>;
    static void install(Fn fn);
    /// False when nothing is installed (tests, `hearth render`).
    static bool open(const QString &fileOrUrl);
    /// True for what another kind of window shows: a build bundle, or an http(s) link.
    static bool belongsElsewhere(const QString &fileOrUrl);
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

namespace hearth {

/// The one place that knows every kind of window (the store window lives in this library, the
/// others in hearth_widgets): install() gives ShellWindow a factory for each kind, so Help ▸
/// Keyboard Shortcuts lists the keys of every kind of window, open or not. The application
/// calls it once at start.
class WindowKinds
{
public:
    static void install();
};

} // namespace hearth

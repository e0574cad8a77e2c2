// SPDX-License-Identifier: MIT
#include "windowkinds.h"

#include "buildwindow.h"
#include "comparewindow.h"
#include "profilewindow.h"
#include "storewindow.h"

namespace hearth {

void WindowKinds::install()
{
    using Kind = ShellWindow::Kind;
    ShellWindow::setFactory(Kind::Profile, [](QSettings *s) { return new ProfileWindow(*s); });
    ShellWindow::setFactory(Kind::Build, [](QSettings *s) { return new BuildWindow(*s); });
    ShellWindow::setFactory(Kind::Store, [](QSettings *s) { return new StoreWindow(s); });
    ShellWindow::setFactory(Kind::Compare, [](QSettings *s) { return new CompareWindow(*s); });
}

} // namespace hearth

#pragma once

#include <string>

namespace hearth {

/// The part of hearth that needs a display or the network: the windows, `render` and
/// `screenshot`, and the commands that read build bundles or ask a profile store. It is a
/// module (hearth-app.so) loaded only when one of those is asked for, so that `hearth summary`
/// and `hearth collapse` start without loading QtGui, QtWidgets and what they pull in (a
/// third of the time and two thirds of the memory of reading a small profile).
class AppModule
{
public:
    /// Loads the module beside the binary (the build tree) or in the library directory it was
    /// installed to, and runs it with the whole command line: true, and its exit code in *rc.
    /// False when it cannot be loaded; *error then says where it was looked for and why not.
    static bool run(int argc, char **argv, int *rc, std::string *error);
};

} // namespace hearth

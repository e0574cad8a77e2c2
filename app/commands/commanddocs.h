// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

namespace hearth {

/// The man page hearth(1) and the bash and zsh completions, made from the commands'
/// definitions (CommandRegistry). The build runs `hearth --help-man`,
/// `hearth --help-completion=bash` and `--help-completion=zsh` (app/CMakeLists.txt) and
/// installs what they print. Nothing in them depends on when or where they were made.
class CommandDocs
{
public:
    static QString manPage(const QString &version);
    static QString bashCompletion();
    static QString zshCompletion();
};

} // namespace hearth

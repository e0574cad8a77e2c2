// SPDX-License-Identifier: MIT
#pragma once

#include "command.h"

#include <memory>
#include <vector>

namespace hearth {

/// Every subcommand of `hearth`, in the order `hearth --help` lists them. A new command is a
/// class in app/commands/ and one line in all().
class CommandRegistry
{
public:
    static const std::vector<std::unique_ptr<Command>> &all();
    /// The command of that name, or nullptr.
    static const Command *find(const QString &name);
    /// `hearth --help`: every way to run hearth, one line each, generated from all().
    static QString usage();
};

} // namespace hearth

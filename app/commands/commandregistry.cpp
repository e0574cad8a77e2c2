// SPDX-License-Identifier: MIT
#include "commandregistry.h"

#include "collapsecommand.h"
#include "diffcommand.h"
#include "inspectcommand.h"
#include "packcommand.h"
#include "rendercommand.h"
#include "screenshotcommand.h"
#include "storecommand.h"
#include "summarycommand.h"

#include <QCoreApplication>

namespace hearth {

namespace {

// This file's strings, in the hearth::CommandRegistry context: a class, so lupdate reads the
// Tr::tr() calls as they are.
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(hearth::CommandRegistry)
};

template <typename... Commands> std::vector<std::unique_ptr<Command>> make()
{
    std::vector<std::unique_ptr<Command>> v;
    (v.push_back(std::make_unique<Commands>()), ...);
    return v;
}

} // namespace

const std::vector<std::unique_ptr<Command>> &CommandRegistry::all()
{
    static const std::vector<std::unique_ptr<Command>> commands =
        make<SummaryCommand, CollapseCommand, DiffCommand, PackCommand, InspectCommand,
             StoreCommand, RenderCommand, ScreenshotCommand>();
    return commands;
}

const Command *CommandRegistry::find(const QString &name)
{
    for (const auto &c : all()) {
        if (c->name() == name)
            return c.get();
    }
    return nullptr;
}

QString CommandRegistry::usage()
{
    const QString indent(7, QLatin1Char(' '));
    QString text = Tr::tr("Usage: hearth [FILE|URL...]") + QLatin1Char('\n');
    for (const auto &c : all())
        text += indent + QStringLiteral("hearth ") + c->name() + QLatin1Char(' ') + c->synopsis() +
                QLatin1Char('\n');
    text += indent + QStringLiteral("hearth --compare A B\n") + indent +
            QStringLiteral("hearth --store\n") + indent +
            QStringLiteral("hearth --help | --version\n") + QLatin1Char('\n') +
            Tr::tr("FILE: a profile (pprof, folded stacks, .cpuprofile, Chrome trace, speedscope, "
                   "perf script, Pyroscope flame graph JSON, stackprof, Firefox Profiler; plain, "
                   "gzip or zstd) or a build bundle; a file:// URL is a "
                   "file. URL: an https:// bundle or a profile store's console link. "
                   "`hearth COMMAND --help` describes a command.") +
            QLatin1Char('\n');
    return text;
}

} // namespace hearth

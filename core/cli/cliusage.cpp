#include "cliusage.h"

#include <QCoreApplication>

namespace hearth {

QString CliUsage::text()
{
    // Context "main": the binary's own text, from before the commands moved into libraries.
    return QCoreApplication::translate("main",
                                       "Usage: hearth [FILE...]\n"
                                       "       hearth summary FILE [--sample-type T] [--top N] "
                                       "[--sort self|subtree|sites|inclusive|name] [--json]\n"
                                       "       hearth collapse FILE [--sample-type T] [-o OUT]\n"
                                       "       hearth diff A B [--top N] [--json] [--no-normalize] "
                                       "[--sample-type T]\n"
                                       "       hearth pack --trace TRACE.json --manifest "
                                       "STAGES.json [--profile STAGE[:KIND]=FILE ...] -o "
                                       "OUT.profbundle\n"
                                       "       hearth inspect FILE.profbundle [--json]\n"
                                       "       hearth store URL components|types|labels|series|"
                                       "profile [options] (hearth store --help)\n"
                                       "       hearth render FILE -o OUT.png|OUT.svg [--width W] "
                                       "[--height H] [--focus FUNCTION] [--search REGEX] "
                                       "[--icicle] [--sample-type T]\n"
                                       "       hearth screenshot FILE -o OUT.png [--width W] "
                                       "[--height H] [--sandwich FUNCTION] [--dark]\n"
                                       "       hearth --compare A B\n"
                                       "       hearth --store | hearth STORE-CONSOLE-LINK\n"
                                       "       hearth --help | --version\n");
}

int CliUsage::print(QTextStream &stream)
{
    stream << text() << Qt::flush;
    return ExitUsage;
}

} // namespace hearth

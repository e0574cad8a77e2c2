// hearth: `summary` and `collapse` run here, with QtCore only; everything else (the windows,
// render and screenshot, the bundle and store commands) is in hearth-app.so, loaded for it.
#include "appmodule.h"
#include "cli/apptranslator.h"
#include "cli/cliapp.h"
#include "cli/cliusage.h"
#include "cli/collapsecommand.h"
#include "cli/summarycommand.h"
#include "hugepages.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstring>

using namespace hearth;

namespace {

CliApp::Command leanCommand(const char *name)
{
    if (std::strcmp(name, "summary") == 0)
        return &SummaryCommand::run;
    if (std::strcmp(name, "collapse") == 0)
        return &CollapseCommand::run;
    return nullptr;
}

bool isOneOf(const char *arg, const char *a, const char *b)
{
    return std::strcmp(arg, a) == 0 || std::strcmp(arg, b) == 0;
}

} // namespace

int main(int argc, char **argv)
{
    // `summary` reads a flat copy of the stacks and no tree: huge pages would only make its
    // resident memory grow in 2 MiB steps (and restarting costs a few milliseconds), and its
    // large buffers (the file, the decompressed profile) are freed early, so they go back to
    // the system instead of staying in the heap.
    if (argc >= 2 && std::strcmp(argv[1], "summary") == 0)
        returnLargeFreesToTheSystem();
    else
        restartWithHugePages(argv);
    if (argc > 1) {
        if (const CliApp::Command command = leanCommand(argv[1]))
            return CliApp::run(argc, argv, command);
        if (isOneOf(argv[1], "--help", "-h")) {
            QCoreApplication app(argc, argv);
            AppTranslator::setUp(&app);
            QTextStream out(stdout); // asked for: not an error
            CliUsage::print(out);
            return ExitOk;
        }
        if (isOneOf(argv[1], "--version", "-v")) {
            QCoreApplication app(argc, argv);
            AppTranslator::setUp(&app);
            QTextStream(stdout) << QCoreApplication::translate("main",
                                                               "hearth %1, built with Qt %2\n")
                                       .arg(QStringLiteral(HEARTH_VERSION),
                                            QLatin1String(QT_VERSION_STR));
            return ExitOk;
        }
    }
    int rc = ExitFailure;
    std::string error;
    if (AppModule::run(argc, argv, &rc, &error))
        return rc;
    QCoreApplication app(argc, argv);
    AppTranslator::setUp(&app);
    QTextStream(stderr) << QCoreApplication::translate(
                               "main", "hearth: cannot load hearth-app.so (the windows and the "
                                       "bundle and store commands):\n%1")
                               .arg(QString::fromStdString(error));
    return ExitFailure;
}

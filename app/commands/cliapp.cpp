// SPDX-License-Identifier: MIT
#include "cliapp.h"

#include "apptranslator.h"
#include "commandline.h"

#include <QApplication>
#include <QCoreApplication>

#include <memory>

namespace hearth {

int CliApp::run(int argc, char **argv, const Command &command)
{
    std::unique_ptr<QCoreApplication> app;
    if (command.needsGui()) {
        // QtGui paints, without a display.
        qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    AppTranslator::setUp(app.get());
    QTextStream out(stdout);
    QTextStream err(stderr);
    const int rc = CommandLine::run(command, QCoreApplication::arguments().mid(2), CliIo{out, err});
    out.flush();
    err.flush();
    return rc;
}

} // namespace hearth

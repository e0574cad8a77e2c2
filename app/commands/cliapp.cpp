#include "cliapp.h"

#include "apptranslator.h"

#include <QCoreApplication>

namespace hearth {

int CliApp::run(int argc, char **argv, Command command)
{
    QCoreApplication app(argc, argv);
    AppTranslator::setUp(&app);
    QTextStream out(stdout);
    QTextStream err(stderr);
    const int rc = command(QCoreApplication::arguments().mid(2), CliIo{out, err});
    out.flush();
    err.flush();
    return rc;
}

} // namespace hearth

#include "clihelp.h"

#include <QCommandLineParser>
#include <QCoreApplication>

namespace hearth {

bool CliHelp::handle(QCommandLineParser &parser, const QStringList &args, const QString &usage,
                     CliIo io)
{
    // Qt's own wording, translated by qtbase_*.qm.
    parser.addOption(
        QCommandLineOption(QStringList{QStringLiteral("h"), QStringLiteral("help")},
                           QCoreApplication::translate("QCommandLineParser",
                                                       "Displays help on commandline options.")));
    if (!args.contains(QLatin1String("--help")) && !args.contains(QLatin1String("-h")))
        return false;
    io.out << text(parser, usage) << Qt::flush;
    return true;
}

QString CliHelp::text(const QCommandLineParser &parser, const QString &usage)
{
    QString help = parser.helpText();
    const qsizetype eol = help.indexOf(QLatin1Char('\n'));
    help.replace(0, eol < 0 ? help.size() : eol, usage);
    return help;
}

} // namespace hearth

// hearth: one binary. Headless subcommands create a QCoreApplication only; the windows,
// `render` and `screenshot` a QApplication.
#include "buildwindow.h"
#include "bundle/bundleformat.h"
#include "bundle/comparecommand.h"
#include "bundle/inspectcommand.h"
#include "bundle/packcommand.h"
#include "bundledownload.h"
#include "cli/apptranslator.h"
#include "cli/cliapp.h"
#include "cli/cliusage.h"
#include "cli/collapsecommand.h"
#include "cli/summarycommand.h"
#include "comparewindow.h"
#include "hearthicons.h"
#include "model/memoryadvice.h"
#include "profilewindow.h"
#include "rendercommand.h"
#include "singleinstance.h"
#include "store/storecommand.h"
#include "storewindow.h"
#include "windowopener.h"
#include "windowscreenshot.h"

#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QTextStream>
#include <QUrl>
#include <map>

using namespace hearth;

namespace {

using Command = CliApp::Command;

// Subcommands that need no display: a QCoreApplication only. Add a line per command.
const std::map<QString, Command> &headlessCommands()
{
    static const std::map<QString, Command> commands = {
        {QStringLiteral("summary"), &SummaryCommand::run},
        {QStringLiteral("collapse"), &CollapseCommand::run},
        {QStringLiteral("diff"), &CompareCommand::run},
        {QStringLiteral("pack"), &PackCommand::run},
        {QStringLiteral("inspect"), &InspectCommand::run},
        {QStringLiteral("store"), &StoreCommand::run},
    };
    return commands;
}

// `hearth render`: QtGui paints, on the offscreen platform (no display needed).
int runRender(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    AppTranslator::setUp(&app);
    QTextStream out(stdout);
    QTextStream err(stderr);
    const QStringList args = QCoreApplication::arguments().mid(2);
    const int rc = QString::fromLocal8Bit(argv[1]) == QLatin1String("screenshot")
                       ? WindowScreenshot::run(args, CliIo{out, err})
                       : RenderCommand::run(args, CliIo{out, err});
    out.flush();
    err.flush();
    return rc;
}

// A window for one file or URL: a bundle's build window, else a profile window.
void openWindowFor(const QString &f, QSettings &settings)
{
    if (f == QLatin1String("--store")) { // the store window, to connect from
        auto *s = new StoreWindow(&settings);
        s->show();
        return;
    }
    if (f.contains(QLatin1String("/components/"))) { // a profile store's console link
        auto *s = new StoreWindow(&settings);
        s->show();
        if (s->openUrl(QUrl(f)))
            return;
        delete s;
    }
    if (BundleDownload::isDownloadable(f)) { // http(s): downloaded, then opened
        auto *b = new BuildWindow(settings);
        b->show();
        b->openUrl(QUrl(f));
        return;
    }
    QFile probe(f);
    if (probe.open(QIODevice::ReadOnly) && BundleFormat::sniff(probe.read(16))) {
        auto *b = new BuildWindow(settings); // a build bundle: its waterfall
        b->show();
        b->openFile(f);
        return;
    }
    auto *w = new ProfileWindow(settings);
    w->show();
    w->openFile(f);
}

// No subcommand: a window per FILE (an empty one without files).
int runWindows(int argc, char **argv)
{
    QApplication app(argc, argv);
    AppTranslator::setUp(&app);
    QApplication::setWindowIcon(HearthIcons::appIcon());
    QGuiApplication::setDesktopFileName(QStringLiteral("dev.hearth.Hearth"));
    QSettings settings;
    const QStringList files = QCoreApplication::arguments().mid(1);
    if (files.size() == 3 && files.first() == QLatin1String("--compare")) {
        auto *w = new CompareWindow(settings);
        w->show();
        w->openFiles(files[1], files[2]);
        return app.exec();
    }
    // A later `hearth FILE…` hands its files to the running instance (HEARTH_NEW_INSTANCE=1
    // opts out).
    SingleInstance instance;
    const bool shared = qEnvironmentVariableIsEmpty("HEARTH_NEW_INSTANCE");
    if (shared && !files.isEmpty() && instance.sendToRunning(files))
        return 0;
    if (shared)
        instance.listen();
    auto open = [&settings](const QStringList &files) {
        for (const QString &f : files)
            openWindowFor(f, settings);
    };
    QObject::connect(&instance, &SingleInstance::filesReceived, &app, open);
    WindowOpener::install([&settings](const QString &f) { openWindowFor(f, settings); });
    if (files.isEmpty())
        (new ProfileWindow(settings))->show();
    open(files);
    return app.exec();
}

} // namespace

int main(int argc, char **argv)
{
    const QString sub = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();
    // `summary` frees its large buffers (the file, the inflated profile) early: they go back
    // to the system instead of staying in the heap.
    if (sub == QLatin1String("summary"))
        MemoryAdvice::returnLargeFreesToTheSystem();
    auto it = headlessCommands().find(sub);
    if (it != headlessCommands().end())
        return CliApp::run(argc, argv, it->second);
    if (sub == QLatin1String("--help") || sub == QLatin1String("-h")) {
        QCoreApplication app(argc, argv);
        AppTranslator::setUp(&app);
        QTextStream out(stdout); // asked for: not an error
        CliUsage::print(out);
        return ExitOk;
    }
    if (sub == QLatin1String("--version") || sub == QLatin1String("-v")) {
        QCoreApplication app(argc, argv);
        AppTranslator::setUp(&app);
        QTextStream(stdout) << QCoreApplication::translate("main", "hearth %1, built with Qt %2\n")
                                   .arg(QStringLiteral(HEARTH_VERSION),
                                        QLatin1String(QT_VERSION_STR));
        return ExitOk;
    }
    if (sub == QLatin1String("render") || sub == QLatin1String("screenshot"))
        return runRender(argc, argv);
    if (sub.isEmpty() || QFileInfo::exists(sub) || sub == QLatin1String("--compare") ||
        sub == QLatin1String("--store") || BundleDownload::isDownloadable(sub))
        return runWindows(argc, argv);
    QCoreApplication app(argc, argv);
    AppTranslator::setUp(&app);
    QTextStream err(stderr);
    err << QCoreApplication::translate("main", "hearth: unknown command '%1'\n").arg(sub);
    return CliUsage::print(err);
}

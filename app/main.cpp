// SPDX-License-Identifier: MIT
// hearth: one binary. Headless subcommands create a QCoreApplication only; the windows,
// `render` and `screenshot` a QApplication.
#include "apptranslator.h"
#include "buildwindow.h"
#include "bundle/bundleformat.h"
#include "bundledownload.h"
#include "cliapp.h"
#include "commanddocs.h"
#include "commandline.h"
#include "commandregistry.h"
#include "comparewindow.h"
#include "hearthicons.h"
#include "profile/memoryadvice.h"
#include "profilewindow.h"
#include "singleinstance.h"
#include "startupnotification.h"
#include "storewindow.h"
#include "windowkinds.h"
#include "windowopener.h"

#include <QApplication>
#include <QFileInfo>
#include <QSettings>
#include <QTextStream>
#include <QUrl>

using namespace hearth;

namespace {

// `hearth --help-man`, `--help-completion=bash|zsh`: for the build (app/CMakeLists.txt).
int printDocs(int argc, char **argv, const QString &which)
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    if (which == QLatin1String("--help-man"))
        out << CommandDocs::manPage(QStringLiteral(HEARTH_VERSION));
    else if (which == QLatin1String("--help-completion=bash"))
        out << CommandDocs::bashCompletion();
    else
        out << CommandDocs::zshCompletion();
    return ExitOk;
}

// The first argument is neither a command nor an option: a file, a URL, or a mistyped
// command. What names no file but looks like a path (a slash or a dot in it) is a file that
// cannot be opened; a bare word is an unknown command.
int checkWindowArguments(const QStringList &args, CliIo io)
{
    for (const QString &arg : args) {
        if (arg.startsWith(QLatin1Char('-')) || BundleDownload::isDownloadable(arg) ||
            arg.contains(QLatin1String("://")))
            continue;
        if (QFileInfo::exists(arg))
            continue;
        if (!arg.contains(QLatin1Char('/')) && !arg.contains(QLatin1Char('.'))) {
            io.err
                << QCoreApplication::translate("main", "hearth: unknown command '%1'\n").arg(arg);
            io.err << CommandRegistry::usage() << Qt::flush;
            return ExitUsage;
        }
        if (!CommandLine::checkReadable(arg, io))
            return ExitBadInput;
    }
    return ExitOk;
}

// A window for one file or URL: a bundle's build window, else a profile window.
QWidget *openWindowFor(const QString &f, QSettings &settings)
{
    if (f == QLatin1String("--store")) { // the store window, to connect from
        auto *s = new StoreWindow(&settings);
        s->show();
        return s;
    }
    if (f.contains(QLatin1String("/components/"))) { // a profile store's console link
        auto *s = new StoreWindow(&settings);
        s->show();
        if (s->openUrl(QUrl(f)))
            return s;
        delete s;
    }
    if (BundleDownload::isDownloadable(f)) { // http(s): downloaded, then opened
        auto *b = new BuildWindow(settings);
        b->show();
        b->openUrl(QUrl(f));
        return b;
    }
    if (BundleFormat::isBundleFile(f)) {
        auto *b = new BuildWindow(settings); // a build bundle: its waterfall
        b->show();
        b->openFile(f);
        return b;
    }
    auto *w = new ProfileWindow(settings);
    w->show();
    w->openFile(f);
    return w;
}

// No subcommand: a window per FILE (an empty one without files).
int runWindows(int argc, char **argv)
{
    // Read before the QApplication: Qt's X11 plugin takes $DESKTOP_STARTUP_ID out of the
    // environment when it starts.
    const QString launchToken = SingleInstance::activationToken();
    QApplication app(argc, argv);
    AppTranslator::setUp(&app);
    QApplication::setWindowIcon(HearthIcons::appIcon());
    QGuiApplication::setDesktopFileName(QStringLiteral("dev.hearth.Hearth"));
    WindowKinds::install(); // Help ▸ Keyboard Shortcuts: every kind of window's keys
    QSettings settings;
    QStringList files;
    for (const QString &arg : QCoreApplication::arguments().mid(1))
        files << CommandLine::localPath(arg); // a file manager's file:// URL (Exec=hearth %U)
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
    if (shared && !files.isEmpty() && instance.sendToRunning(files, launchToken))
        return 0;
    if (shared)
        instance.listen();
    auto open = [&settings](const QStringList &files) {
        for (const QString &f : files)
            openWindowFor(f, settings);
    };
    // From a later `hearth FILE…`: its windows come to the front, with the activation token
    // (Wayland) or startup id (X11) its launcher gave it, without which they open behind.
    QObject::connect(&instance, &SingleInstance::filesReceived, &app,
                     [&settings](const QStringList &files, const QString &token) {
                         SingleInstance::useActivationToken(token);
                         QWidget *last = nullptr;
                         for (const QString &f : files)
                             last = openWindowFor(f, settings);
                         if (last && !last->isHidden()) {
                             // X11: the launch's startup id on this window, its feedback ended.
                             StartupNotification::use(last, token.toUtf8());
                             last->raise();
                             last->activateWindow(); // QWindow::requestActivate, with the token
                         }
                     });
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
    if (const Command *command = CommandRegistry::find(sub)) {
        // `summary` frees its large buffers (the file, the inflated profile) early: they go
        // back to the system instead of staying in the heap.
        if (sub == QLatin1String("summary"))
            MemoryAdvice::returnLargeFreesToTheSystem();
        return CliApp::run(argc, argv, *command);
    }
    if (sub == QLatin1String("--help-man") || sub.startsWith(QLatin1String("--help-completion=")))
        return printDocs(argc, argv, sub);
    const bool help = sub == QLatin1String("--help") || sub == QLatin1String("-h");
    const bool version = sub == QLatin1String("--version") || sub == QLatin1String("-v");
    const bool window = sub.isEmpty() || sub == QLatin1String("--compare") ||
                        sub == QLatin1String("--store") || !sub.startsWith(QLatin1Char('-'));
    if (window && !help) {
        QCoreApplication app(argc, argv); // for the translators; gone before the windows
        AppTranslator::setUp(&app);
        QTextStream err(stderr);
        QTextStream out(stdout);
        QStringList args;
        for (const QString &a : QCoreApplication::arguments().mid(1))
            args << CommandLine::localPath(a);
        if (const int rc = checkWindowArguments(args, CliIo{out, err}); rc != ExitOk)
            return rc;
    }
    if (window)
        return runWindows(argc, argv);
    QCoreApplication app(argc, argv);
    AppTranslator::setUp(&app);
    QTextStream out(stdout);
    QTextStream err(stderr);
    if (help) {
        out << CommandRegistry::usage() << Qt::flush; // asked for: not an error
        return ExitOk;
    }
    if (version) {
        out << QCoreApplication::translate("main", "hearth %1, built with Qt %2\n")
                   .arg(QStringLiteral(HEARTH_VERSION), QLatin1String(QT_VERSION_STR));
        return ExitOk;
    }
    err << QCoreApplication::translate("main", "hearth: unknown option '%1'\n").arg(sub)
        << CommandRegistry::usage() << Qt::flush;
    return ExitUsage;
}

// SPDX-License-Identifier: MIT
#include "screenshotcommand.h"

#include "buildwindow.h"
#include "profileview.h"
#include "profilewindow.h"
#include "sandwichpanel.h"

#include "bundle/bundle.h"
#include "bundle/bundleformat.h"
#include "commandline.h"
#include "io/inputfile.h"
#include "io/readoptions.h"
#include "outputfile.h"
#include "transformoptions.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QEventLoop>
#include <QFile>
#include <QPalette>
#include <QPixmap>
#include <QSettings>
#include <QTemporaryDir>
#include <QTimer>

#include <memory>

namespace hearth {

namespace {

// This file's strings, in the hearth::WindowScreenshot context: a class, so lupdate reads the
// Tr::tr() calls as they are.
class Tr
{
    Q_DECLARE_TR_FUNCTIONS(hearth::WindowScreenshot)
};

// Runs the event loop until `done` is signalled or the time is up; false on time-out.
template <typename Sender, typename Signal> bool waitFor(Sender *sender, Signal signal, int ms)
{
    QEventLoop loop;
    QTimer timer;
    timer.setSingleShot(true);
    QObject::connect(&timer, &QTimer::timeout, &loop, [&loop] { loop.exit(1); });
    QObject::connect(sender, signal, &loop, [&loop] { loop.exit(0); });
    timer.start(ms);
    return loop.exec() == 0;
}

/// A dark palette, to look at the windows as a dark desktop theme shows them.
QPalette darkPalette()
{
    QPalette p;
    const QColor window(0x2b, 0x2b, 0x2e), base(0x1e, 0x1e, 0x21), text(0xe6, 0xe6, 0xe6);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::ToolTipBase, base);
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x8a, 0x8a, 0x8f));
    p.setColor(QPalette::Highlight, QColor(0x3d, 0x7e, 0xd6));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0x6a, 0xa8, 0xf0));
    p.setColor(QPalette::Light, QColor(0x45, 0x45, 0x4a));
    p.setColor(QPalette::Midlight, QColor(0x3a, 0x3a, 0x3e));
    p.setColor(QPalette::Mid, QColor(0x25, 0x25, 0x28));
    p.setColor(QPalette::Dark, QColor(0x18, 0x18, 0x1a));
    p.setColor(QPalette::Shadow, Qt::black);
    for (QPalette::ColorRole r : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, r, QColor(0x78, 0x78, 0x7d));
    return p;
}

} // namespace

int ScreenshotCommand::run(const QStringList &args, CliIo io)
{
    return CommandLine::run(ScreenshotCommand(), args, io);
}

QString ScreenshotCommand::synopsis() const
{
    return Tr::tr("FILE -o OUT.png|- [--width W] [--height H] [--sandwich FUNCTION] [--dark] "
                  "[--hide RE] [--focus RE] [--ignore RE] [--focus-function NAME] "
                  "[--collapse-recursion] [--focus-subtree PATH]");
}

QString ScreenshotCommand::description() const
{
    return Tr::tr(
        "Opens FILE in its window off screen, as a user would see it, and writes the window "
        "as a PNG image.");
}

QList<Command::Argument> ScreenshotCommand::arguments() const
{
    return {{Tr::tr("file"), Tr::tr("A build bundle or a profile; - reads it from standard input."),
             true, false, true}};
}

QList<QCommandLineOption> ScreenshotCommand::options() const
{
    QList<QCommandLineOption> out{
        QCommandLineOption(QStringList{QStringLiteral("o"), QStringLiteral("output")},
                           Tr::tr("The PNG to write; - writes it to standard output."),
                           Tr::tr("file")),
        QCommandLineOption(QStringLiteral("width"), Tr::tr("Window width in pixels."), Tr::tr("w"),
                           QStringLiteral("1600")),
        QCommandLineOption(QStringLiteral("height"), Tr::tr("Window height in pixels."),
                           Tr::tr("h"), QStringLiteral("1000")),
        QCommandLineOption(QStringLiteral("sandwich"),
                           Tr::tr("Show the sandwich of this function (a profile)."),
                           Tr::tr("function")),
        QCommandLineOption(QStringLiteral("dark"), Tr::tr("Use a dark palette.")),
    };
    // A profile's transforms, shown as the window shows them: chips above the graph.
    return out + TransformOptions::options();
}

int ScreenshotCommand::execute(const QCommandLineParser &parser, CliIo io) const
{
    const QString outOpt = QStringLiteral("output");
    const QString sandwichOpt = QStringLiteral("sandwich");
    const QString darkOpt = QStringLiteral("dark");
    const int width = parser.value(QStringLiteral("width")).toInt();
    const int height = parser.value(QStringLiteral("height")).toInt();
    if (!parser.isSet(outOpt) || width < 200 || height < 150 || width > 8000 || height > 8000) {
        io.err << CommandLine::usageLine(*this) << Qt::endl;
        return ExitUsage;
    }
    QString file = parser.positionalArguments().first();
    TransformList transforms;
    if (!TransformOptions::parse(parser, name(), io, &transforms))
        return ExitUsage;
    if (parser.isSet(darkOpt))
        QApplication::setPalette(darkPalette());
    // Settings of a throw-away location: a screenshot must not change the user's.
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat);
    if (InputFile::isStandardInput(file)) {
        // The windows open files: standard input is kept in one beside the settings.
        ParseError readError;
        const QByteArray bytes =
            InputFile::read(file, ReadOptions().maxDecompressedBytes, &readError);
        if (readError.isError()) {
            io.err << QStringLiteral("hearth screenshot: ") << readError.toString() << Qt::endl;
            return ExitBadInput;
        }
        file = dir.filePath(QStringLiteral("stdin"));
        QFile kept(file);
        if (!kept.open(QIODevice::WriteOnly) || kept.write(bytes) != bytes.size()) {
            io.err << Tr::tr("hearth screenshot: cannot keep standard input in %1: %2")
                          .arg(file, kept.errorString())
                   << Qt::endl;
            return ExitFailure;
        }
    }
    const bool bundle = BundleFormat::isBundleFile(file);
    std::unique_ptr<QWidget> window;
    QString error;
    if (bundle) {
        auto *w = new BuildWindow(settings);
        window.reset(w);
        QObject::connect(w, &BuildWindow::loadFailed, w, [&error](const QString &e) { error = e; });
        w->resize(width, height);
        w->show();
        w->openFile(file);
        if (!waitFor(w, &BuildWindow::breakdownsFinished, 60000) && error.isEmpty())
            error = Tr::tr("%1: the build did not load within a minute").arg(file);
        if (error.isEmpty() && w->bundle()) {
            // Show the first stage that carries a profile, as a user's first click would.
            const Bundle &b = *w->bundle();
            for (int i = 0; i < b.stages().size(); ++i) {
                if (b.cpuProfileOf(i) >= 0) {
                    w->selectStage(i, false);
                    waitFor(w, &BuildWindow::selectionShown, 30000);
                    break;
                }
            }
        }
    } else {
        auto *w = new ProfileWindow(settings);
        window.reset(w);
        w->setShowErrorDialogs(false);
        w->resize(width, height);
        w->show();
        w->openFile(file);
        if (!waitFor(w, &ProfileWindow::loadFinished, 60000))
            error = Tr::tr("%1: the profile did not load within a minute").arg(file);
        else if (!w->hasProfile())
            error = w->lastError();
        if (error.isEmpty() && !transforms.isEmpty()) {
            ProfileView *view = w->profileView();
            view->setTransforms(transforms);
            if (view->isTransforming() && !waitFor(view, &ProfileView::transformApplied, 60000))
                error = Tr::tr("%1: the transforms took more than a minute").arg(file);
        }
        // The graph is shown first and the function table filled after, off the GUI thread:
        // the picture waits for it, as a user would, instead of showing "computing…".
        if (error.isEmpty()) {
            ProfileView *view = w->profileView();
            if (!view->snapshot().hasTable() && !waitFor(view, &ProfileView::tableReady, 60000))
                error = Tr::tr("%1: the function table took more than a minute").arg(file);
        }
        if (error.isEmpty() && parser.isSet(sandwichOpt)) {
            const Profile &p = *w->profileView()->snapshot().profile;
            const QString name = parser.value(sandwichOpt);
            quint32 f = 0;
            while (f < p.functions().size() && p.functions()[f].name != name)
                ++f;
            if (f < p.functions().size()) {
                SandwichPanel *panel = w->profileView()->sandwich();
                w->profileView()->showSandwich(f);
                // A large tree's sandwich is computed off the GUI thread: the picture shows it.
                if (panel->isComputing() && !waitFor(panel, &SandwichPanel::computed, 60000))
                    error =
                        Tr::tr("%1: the sandwich of %2 took more than a minute").arg(file, name);
            } else
                error = Tr::tr("%1: no function %2").arg(file, name);
        }
    }
    if (!error.isEmpty()) {
        io.err << QStringLiteral("hearth screenshot: ") << error << Qt::endl;
        return ExitBadInput;
    }
    QCoreApplication::processEvents();
    const QPixmap shot = window->grab();
    QString writeError;
    if (!OutputFile::write(
            parser.value(outOpt), io, [&shot](QIODevice *d) { return shot.save(d, "PNG"); },
            &writeError)) {
        io.err << QStringLiteral("hearth screenshot: ") << writeError << Qt::endl;
        return ExitFailure;
    }
    return ExitOk;
}

} // namespace hearth

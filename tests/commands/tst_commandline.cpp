// SPDX-License-Identifier: MIT
#include "commandline.h"
#include "commandregistry.h"

#include <QCommandLineOption>
#include <QDir>
#include <QImage>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace hearth;

/// The command line every command shares (CommandLine, issue 15): both option forms, unknown
/// options named, "cannot open X" for a missing file (exit 3), file:// URLs, standard input
/// and output; and the binary's own forms without a command.
class TestCommandLine : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void forms_data();
    void forms();
    void everyCommandHasHelp_data();
    void everyCommandHasHelp();
    void binary_data();
    void binary();
    void binaryData_data();
    void binaryData();

private:
    QTemporaryDir m_dir;
};

namespace {

QString data(const char *name)
{
    return QStringLiteral(HEARTH_TEST_DATA "/") + QLatin1String(name);
}

QString cpu()
{
    return data("go-cpu-small.pb.gz");
}

} // namespace

void TestCommandLine::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

void TestCommandLine::forms_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("rc");
    QTest::addColumn<QString>("out"); // a part of standard output
    QTest::addColumn<QString>("err"); // a part of standard error
    const QString png = m_dir.filePath(QStringLiteral("x.png"));
    const QString missing = QStringLiteral("/does/not/exist.pb.gz");
    const QString noFile = QStringLiteral("cannot open /does/not/exist.pb.gz: No such file or "
                                          "directory");
    const QString fileUrl = QUrl::fromLocalFile(cpu()).toString();

    QTest::newRow("--top=3") << "summary" << QStringList{cpu(), QStringLiteral("--top=3")} << 0
                             << "(774 more functions" << QString();
    QTest::newRow("--top 3") << "summary"
                             << QStringList{QStringLiteral("--top"), QStringLiteral("3"), cpu()}
                             << 0 << "(774 more functions" << QString();
    QTest::newRow("summary unknown option")
        << "summary" << QStringList{cpu(), QStringLiteral("--bogus")} << 2 << QString()
        << "Unknown option 'bogus'";
    QTest::newRow("summary missing file")
        << "summary" << QStringList{missing} << 3 << QString() << noFile;
    QTest::newRow("summary file:// URL")
        << "summary" << QStringList{fileUrl, QStringLiteral("--top=1")} << 0 << "runtime"
        << QString();
    QTest::newRow("summary no file")
        << "summary" << QStringList{} << 2 << QString() << "too few arguments";
    QTest::newRow("summary two files")
        << "summary" << QStringList{cpu(), cpu()} << 2 << QString() << "unexpected argument";
    QTest::newRow("collapse -o -")
        << "collapse" << QStringList{cpu(), QStringLiteral("-o"), QStringLiteral("-")} << 0
        << "runtime.mallocgc" << QString();
    QTest::newRow("collapse --output=- ")
        << "collapse" << QStringList{cpu(), QStringLiteral("--output=-")} << 0 << "main.main"
        << QString();
    QTest::newRow("collapse missing")
        << "collapse" << QStringList{missing} << 3 << QString() << noFile;
    QTest::newRow("diff missing B")
        << "diff" << QStringList{cpu(), missing} << 3 << QString() << noFile;
    QTest::newRow("diff --top=1") << "diff" << QStringList{cpu(), cpu(), QStringLiteral("--top=1")}
                                  << 0 << "Self A" << QString();
    QTest::newRow("inspect missing")
        << "inspect" << QStringList{missing} << 3 << QString() << noFile;
    QTest::newRow("inspect unknown option")
        << "inspect" << QStringList{missing, QStringLiteral("--jsn")} << 2 << QString()
        << "Unknown option 'jsn'";
    QTest::newRow("pack missing trace")
        << "pack"
        << QStringList{QStringLiteral("--trace=") + missing, QStringLiteral("--manifest"), missing,
                       QStringLiteral("-o"), m_dir.filePath(QStringLiteral("b"))}
        << 3 << QString() << noFile;
    QTest::newRow("pack --level=0") << "pack" << QStringList{QStringLiteral("--level=0")} << 2
                                    << QString() << "--level takes 1 to 19";
    QTest::newRow("render --width=800")
        << "render" << QStringList{cpu(), QStringLiteral("-o"), png, QStringLiteral("--width=800")}
        << 0 << QString() << QString();
    QTest::newRow("render --width 800")
        << "render"
        << QStringList{cpu(), QStringLiteral("--width"), QStringLiteral("800"),
                       QStringLiteral("-o"), png}
        << 0 << QString() << QString();
    QTest::newRow("render unknown option")
        << "render" << QStringList{cpu(), QStringLiteral("-o"), png, QStringLiteral("--widht=800")}
        << 2 << QString() << "Unknown option 'widht'";
    QTest::newRow("render missing")
        << "render" << QStringList{missing, QStringLiteral("-o"), png} << 3 << QString() << noFile;
    QTest::newRow("screenshot missing")
        << "screenshot" << QStringList{missing, QStringLiteral("-o"), png} << 3 << QString()
        << noFile;
    QTest::newRow("store unknown option")
        << "store"
        << QStringList{QStringLiteral("http://127.0.0.1:1"), QStringLiteral("components"),
                       QStringLiteral("--bogus")}
        << 2 << QString() << "Unknown option 'bogus'";
}

void TestCommandLine::forms()
{
    QFETCH(QString, command);
    QFETCH(QStringList, args);
    QFETCH(int, rc);
    QFETCH(QString, out);
    QFETCH(QString, err);
    const Command *c = CommandRegistry::find(command);
    QVERIFY(c);
    QString o;
    QString e;
    QTextStream os(&o);
    QTextStream es(&e);
    QCOMPARE(CommandLine::run(*c, args, CliIo{os, es}), rc);
    os.flush();
    es.flush();
    QVERIFY2(o.contains(out), qPrintable(o.left(400)));
    QVERIFY2(e.contains(err), qPrintable(e));
    if (rc == 0)
        QVERIFY2(e.isEmpty() || command == QLatin1String("render"), qPrintable(e));
}

void TestCommandLine::everyCommandHasHelp_data()
{
    QTest::addColumn<QString>("command");
    for (const auto &c : CommandRegistry::all())
        QTest::newRow(qPrintable(c->name())) << c->name();
}

void TestCommandLine::everyCommandHasHelp()
{
    QFETCH(QString, command);
    const Command *c = CommandRegistry::find(command);
    QVERIFY(c);
    for (const QString &flag : {QStringLiteral("--help"), QStringLiteral("-h")}) {
        QString o;
        QString e;
        QTextStream os(&o);
        QTextStream es(&e);
        QCOMPARE(CommandLine::run(*c, {flag}, CliIo{os, es}), 0);
        os.flush();
        QVERIFY2(o.startsWith(QStringLiteral("Usage: hearth ") + command + QLatin1Char(' ')),
                 qPrintable(o));
        // Every option of the definition is described.
        for (const QCommandLineOption &opt : c->options())
            QVERIFY2(o.contains(QStringLiteral("--") + opt.names().last()), qPrintable(o));
    }
    QVERIFY(
        CommandRegistry::usage().contains(QStringLiteral("hearth ") + command + QLatin1Char(' ')));
}

void TestCommandLine::binary_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("input"); // standard input
    QTest::addColumn<int>("rc");
    QTest::addColumn<QString>("out");
    QTest::addColumn<QString>("err");
    QFile f(cpu());
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray profile = f.readAll();
    const QString noFile = QStringLiteral("cannot open /does/not/exist.pb.gz: No such file or "
                                          "directory");
    QTest::newRow("missing file, no command")
        << QStringList{QStringLiteral("/does/not/exist.pb.gz")} << QByteArray() << 3 << QString()
        << noFile;
    QTest::newRow("missing file:// URL, no command")
        << QStringList{QStringLiteral("file:///does/not/exist.pb.gz")} << QByteArray() << 3
        << QString() << noFile;
    QTest::newRow("unknown command") << QStringList{QStringLiteral("sumary")} << QByteArray() << 2
                                     << QString() << "unknown command 'sumary'";
    QTest::newRow("unknown option") << QStringList{QStringLiteral("--bogus")} << QByteArray() << 2
                                    << QString() << "unknown option '--bogus'";
    QTest::newRow("summary -") << QStringList{QStringLiteral("summary"), QStringLiteral("-")}
                               << profile << 0 << "3.81 s of CPU" << QString();
    QTest::newRow("collapse - -o -") << QStringList{QStringLiteral("collapse"), QStringLiteral("-"),
                                                    QStringLiteral("-o"), QStringLiteral("-")}
                                     << profile << 0 << "runtime.mallocgc" << QString();
    QTest::newRow("--help") << QStringList{QStringLiteral("--help")} << QByteArray() << 0
                            << "hearth summary FILE" << QString();
}

void TestCommandLine::binary()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, input);
    QFETCH(int, rc);
    QFETCH(QString, out);
    QFETCH(QString, err);
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("HOME"), m_dir.path());
    env.insert(QStringLiteral("HEARTH_NEW_INSTANCE"), QStringLiteral("1"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(HEARTH_BINARY), args);
    QVERIFY(p.waitForStarted());
    p.write(input);
    p.closeWriteChannel();
    QVERIFY(p.waitForFinished(60000));
    const QString o = QString::fromUtf8(p.readAllStandardOutput());
    const QString e = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QVERIFY2(p.exitCode() == rc, qPrintable(QString::number(p.exitCode()) + QLatin1Char(' ') + e));
    QVERIFY2(o.contains(out), qPrintable(o.left(400)));
    QVERIFY2(e.contains(err), qPrintable(e));
}

// `-` as the input and `-o -` as the output of the commands that write binary data: the data,
// and only the data, on standard output (what a command says about it goes to standard error).
void TestCommandLine::binaryData_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("input"); // the file given as standard input; empty: none
    QTest::addColumn<QSize>("image");   // the PNG's size on standard output
    const QString out = QStringLiteral("-o");
    const QString dash = QStringLiteral("-");
    const QString w = QStringLiteral("--width=400");
    const QString h = QStringLiteral("--height=300");
    QTest::newRow("render FILE -o -")
        << QStringList{QStringLiteral("render"), cpu(), out, dash, w, h} << QString()
        << QSize(400, 300);
    QTest::newRow("render - -o -")
        << QStringList{QStringLiteral("render"), dash, out, dash, w, h} << cpu() << QSize(400, 300);
    QTest::newRow("render - -o -, pipe first")
        << QStringList{QStringLiteral("render"), out, dash, dash, w, h} << cpu() << QSize(400, 300);
    QTest::newRow("screenshot - -o -, a bundle")
        << QStringList{QStringLiteral("screenshot"),
                       dash,
                       out,
                       dash,
                       QStringLiteral("--width=800"),
                       QStringLiteral("--height=600")}
        << QStringLiteral(HEARTH_EXAMPLES "/build-4711.profbundle") << QSize(800, 600);
    QTest::newRow("screenshot - -o -, a profile") << QStringList{QStringLiteral("screenshot"),
                                                                 dash,
                                                                 out,
                                                                 dash,
                                                                 QStringLiteral("--width=1200"),
                                                                 QStringLiteral("--height=700")}
                                                  << cpu() << QSize(1200, 700);
}

void TestCommandLine::binaryData()
{
    QFETCH(QStringList, args);
    QFETCH(QString, input);
    QFETCH(QSize, image);
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    env.insert(QStringLiteral("HOME"), m_dir.path());
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(HEARTH_BINARY), args);
    QVERIFY(p.waitForStarted());
    if (!input.isEmpty()) {
        QFile f(input);
        QVERIFY(f.open(QIODevice::ReadOnly));
        p.write(f.readAll());
    }
    p.closeWriteChannel();
    QVERIFY(p.waitForFinished(60000));
    const QByteArray o = p.readAllStandardOutput();
    const QString e = QString::fromUtf8(p.readAllStandardError());
    QCOMPARE(p.exitStatus(), QProcess::NormalExit);
    QVERIFY2(p.exitCode() == 0, qPrintable(e));
    QVERIFY2(o.startsWith("\x89PNG\r\n\x1a\n"), o.left(40).toHex().constData());
    QImage png;
    QVERIFY(png.loadFromData(o, "PNG"));
    QCOMPARE(png.size(), image);
}

QTEST_MAIN(TestCommandLine)
#include "tst_commandline.moc"

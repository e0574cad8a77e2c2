// SPDX-License-Identifier: MIT
#include "commanddocs.h"
#include "commandregistry.h"

#include <QCommandLineOption>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace hearth;

/// The man page and the shell completions (CommandDocs) name every command and every option
/// of the definitions, and the shells read the scripts without a syntax error.
class TestCommandDocs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void everyCommandAndOption_data();
    void everyCommandAndOption();
    void nothingVaries();
    void shellsParseTheScripts_data();
    void shellsParseTheScripts();
};

void TestCommandDocs::everyCommandAndOption_data()
{
    QTest::addColumn<QString>("command");
    for (const auto &c : CommandRegistry::all())
        QTest::newRow(qPrintable(c->name())) << c->name();
}

void TestCommandDocs::everyCommandAndOption()
{
    QFETCH(QString, command);
    const Command *c = CommandRegistry::find(command);
    QVERIFY(c);
    const QString man = CommandDocs::manPage(QStringLiteral("9.9"));
    const QString bash = CommandDocs::bashCompletion();
    const QString zsh = CommandDocs::zshCompletion();
    QVERIFY(man.startsWith(QStringLiteral(".TH HEARTH 1 ")));
    QVERIFY2(man.contains(QStringLiteral(".SS \"hearth ") + command + QLatin1Char(' ')),
             qPrintable(command));
    QVERIFY(bash.contains(QStringLiteral("    ") + command + QStringLiteral(")\n")));
    QVERIFY(zsh.contains(QStringLiteral("'") + command + QLatin1Char(':')));
    for (const QCommandLineOption &o : c->options()) {
        const QString name = o.names().last();
        QVERIFY2(man.contains(QStringLiteral("\\-\\-") +
                              QString(name).replace(QLatin1Char('-'), QStringLiteral("\\-"))),
                 qPrintable(name));
        QVERIFY2(bash.contains(QStringLiteral("--") + name), qPrintable(name));
        QVERIFY2(zsh.contains(QStringLiteral("--") + name), qPrintable(name));
    }
}

void TestCommandDocs::nothingVaries()
{
    // Made twice, the same: no date, no path, no random part (reproducible packages).
    QCOMPARE(CommandDocs::manPage(QStringLiteral("1.0")),
             CommandDocs::manPage(QStringLiteral("1.0")));
    QVERIFY(
        !CommandDocs::manPage(QStringLiteral("1.0")).contains(QStringLiteral(HEARTH_TEST_DATA)));
}

void TestCommandDocs::shellsParseTheScripts_data()
{
    QTest::addColumn<QString>("shell");
    QTest::addColumn<QString>("script");
    QTest::newRow("bash") << "bash" << CommandDocs::bashCompletion();
    QTest::newRow("zsh") << "zsh" << CommandDocs::zshCompletion();
}

void TestCommandDocs::shellsParseTheScripts()
{
    QFETCH(QString, shell);
    QFETCH(QString, script);
    const QString exe = QStandardPaths::findExecutable(shell);
    if (exe.isEmpty())
        QSKIP("the shell is not installed");
    QTemporaryDir dir;
    QFile f(dir.filePath(QStringLiteral("completion")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(script.toUtf8());
    f.close();
    QProcess p;
    p.start(exe, {QStringLiteral("-n"), f.fileName()});
    QVERIFY(p.waitForFinished(30000));
    QVERIFY2(p.exitCode() == 0, p.readAllStandardError().constData());
}

QTEST_MAIN(TestCommandDocs)
#include "tst_commanddocs.moc"

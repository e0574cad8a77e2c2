// SPDX-License-Identifier: MIT
#include "analysis/framename.h"

#include <QTest>

using namespace hearth;

class TestFrameName : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void parse_data();
    void parse();
};

void TestFrameName::parse_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("function");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("display");
    auto row = [](const char *tag, const char *name, const char *function, const char *file,
                  const char *line, const char *display) {
        QTest::newRow(tag) << QString::fromUtf8(name) << QString::fromUtf8(function)
                           << QString::fromUtf8(file) << QString::fromUtf8(line)
                           << QString::fromUtf8(display);
    };
    row("Node agent", "./build/index.js:carSearchHandler:29", "carSearchHandler",
        "./build/index.js", "29", "carSearchHandler  (index.js:29)");
    row("Node method", "/srv/app/lib/db.mjs:Pool.query:120:7", "Pool.query", "/srv/app/lib/db.mjs",
        "120:7", "Pool.query  (db.mjs:120:7)");
    row("anonymous", "./build/index.js::29", "index.js:29", "./build/index.js", "29",
        "index.js:29");
    row("file and line", "/app/x.py:12", "x.py:12", "/app/x.py", "12", "x.py:12");
    row("Windows path", "C:\\src\\Api.cs:Handle:40", "Handle", "C:\\src\\Api.cs", "40",
        "Handle  (Api.cs:40)");
    row("Go", "runtime.mallocgc", "runtime.mallocgc", "", "", "runtime.mallocgc");
    row("Go path", "github.com/x/y.(*T).Run", "github.com/x/y.(*T).Run", "", "",
        "github.com/x/y.(*T).Run");
    row("C++", "std::vector<int>::push_back(int const&)", "std::vector<int>::push_back(int const&)",
        "", "", "std::vector<int>::push_back(int const&)");
    row("Ruby", "Digest::Class#hexdigest", "Digest::Class#hexdigest", "", "",
        "Digest::Class#hexdigest");
    row("V8 anonymous", "(anonymous:L#7873:C#11)", "(anonymous:L#7873:C#11)", "", "",
        "(anonymous:L#7873:C#11)");
    row("URL", "file:///app/index.js:main:3", "main", "file:///app/index.js", "3",
        "main  (index.js:3)");
}

void TestFrameName::parse()
{
    QFETCH(QString, name);
    QFETCH(QString, function);
    QFETCH(QString, file);
    QFETCH(QString, line);
    QFETCH(QString, display);
    const FrameName f = FrameName::parse(name);
    QCOMPARE(f.function, function);
    QCOMPARE(f.file, file);
    QCOMPARE(f.line, line);
    QCOMPARE(FrameName::display(name), display);
}

QTEST_GUILESS_MAIN(TestFrameName)
#include "tst_framename.moc"

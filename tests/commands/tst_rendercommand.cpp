// SPDX-License-Identifier: MIT
#include "commandtestsupport.h"
#include "rendercommand.h"
#include "widgettestsupport.h"

#include <QFile>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTest>

using namespace hearth;
using namespace hearth::test;

class TestRenderCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void png();
    void svgWithSearchAndFocus();
    void singleSampleDrawsTheSentence();
    void transformsKeepTheOriginalVerdict();
    void errors_data();
    void errors();

private:
    int run(const QStringList &args) { return m_run(&RenderCommand::run, args); }
    CommandRun m_run;
};

void TestRenderCommand::png()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("cpu.png"));
    QCOMPARE(
        run({dataPath("go-cpu-small.pb.gz"), QStringLiteral("-o"), out, QStringLiteral("--width"),
             QStringLiteral("900"), QStringLiteral("--height"), QStringLiteral("500")}),
        int(ExitOk));
    QImage img;
    QVERIFY(img.load(out, "PNG"));
    QCOMPARE(img.size(), QSize(900, 500));
    // The bottom row (the root's child) is a frame: not the background colour.
    const QColor bottom = img.pixelColor(5, img.height() - 5);
    QVERIFY(bottom != QColor(Qt::white));
}

void TestRenderCommand::svgWithSearchAndFocus()
{
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("heap.svg"));
    QCOMPARE(
        run({dataPath("go-heap-small.pb.gz"), QStringLiteral("-o"), out, QStringLiteral("--search"),
             QStringLiteral("runtime\\."), QStringLiteral("--icicle"), QStringLiteral("--zoom"),
             QStringLiteral("main.(*Call).Eval"), QStringLiteral("--sample-type"),
             QStringLiteral("alloc_space")}),
        int(ExitOk));
    QSvgRenderer svg(out);
    QVERIFY(svg.isValid());
    QFile f(out);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY(text.contains("allocated"));
    QVERIFY(text.contains("Matched"));
}

void TestRenderCommand::singleSampleDrawsTheSentence()
{
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("one.folded"));
    QFile f(in);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("main;work 1\n");
    f.close();
    const QString out = dir.filePath(QStringLiteral("one.svg"));
    QCOMPARE(run({in, QStringLiteral("-o"), out}), int(ExitOk));
    QFile o(out);
    QVERIFY(o.open(QIODevice::ReadOnly));
    QVERIFY(o.readAll().contains("fast, not broken"));
}

void TestRenderCommand::transformsKeepTheOriginalVerdict()
{
    // Ignoring b leaves one sample, but the profile had two: no single-sample sentence.
    QTemporaryDir dir;
    const QString in = dir.filePath(QStringLiteral("two.folded"));
    QFile f(in);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("main;a 1\nmain;b 1\n");
    f.close();
    const QString out = dir.filePath(QStringLiteral("two.svg"));
    QCOMPARE(
        run({in, QStringLiteral("-o"), out, QStringLiteral("--ignore"), QStringLiteral("^b$")}),
        int(ExitOk));
    QFile o(out);
    QVERIFY(o.open(QIODevice::ReadOnly));
    QVERIFY(!o.readAll().contains("fast, not broken"));
    // --zoom is render's click on a frame; --focus is pprof's focus as in every command (it
    // keeps a's sample: b's is gone, and the header names the transforms).
    QCOMPARE(run({in, QStringLiteral("-o"), out, QStringLiteral("--zoom"), QStringLiteral("a"),
                  QStringLiteral("--hide"), QStringLiteral("^b$")}),
             int(ExitOk));
    QCOMPARE(run({in, QStringLiteral("-o"), out, QStringLiteral("--focus"), QStringLiteral("^a$")}),
             int(ExitOk));
    {
        QFile focused(out);
        QVERIFY(focused.open(QIODevice::ReadOnly));
        const QByteArray svg = focused.readAll();
        QVERIFY(svg.contains("transforms: focus: ^a$"));
        QVERIFY(svg.contains(">a<") || svg.contains(">a "));
        QVERIFY(!svg.contains(">b<"));
    }
    // --focus takes a regular expression (it was a function name to zoom on).
    QCOMPARE(run({in, QStringLiteral("-o"), out, QStringLiteral("--focus"), QStringLiteral("(")}),
             int(ExitUsage));
    QVERIFY(m_run.err.contains(QStringLiteral("--focus")));
    QCOMPARE(run({in, QStringLiteral("-o"), out, QStringLiteral("--ignore"), QStringLiteral("[")}),
             int(ExitUsage));
    QVERIFY(m_run.err.contains(QStringLiteral("--ignore")));
}

void TestRenderCommand::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    const QString cpu = dataPath("go-cpu-small.pb.gz");
    QTest::newRow("no output") << QStringList{cpu} << int(ExitUsage);
    QTest::newRow("bad suffix") << QStringList{cpu, QStringLiteral("-o"), QStringLiteral("x.jpg")}
                                << int(ExitUsage);
    QTest::newRow("bad width") << QStringList{cpu, QStringLiteral("-o"), QStringLiteral("x.png"),
                                              QStringLiteral("--width"), QStringLiteral("abc")}
                               << int(ExitUsage);
    QTest::newRow("unknown function")
        << QStringList{cpu, QStringLiteral("-o"), QStringLiteral("x.png"), QStringLiteral("--zoom"),
                       QStringLiteral("no.such.function")}
        << int(ExitUsage);
    QTest::newRow("missing file") << QStringList{QStringLiteral("/nonexistent.pb.gz"),
                                                 QStringLiteral("-o"), QStringLiteral("x.png")}
                                  << int(ExitBadInput);
}

void TestRenderCommand::errors()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QCOMPARE(run(args), code);
    QVERIFY(!m_run.err.isEmpty());
}

QTEST_MAIN(TestRenderCommand)
#include "tst_rendercommand.moc"

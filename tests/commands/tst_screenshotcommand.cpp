// SPDX-License-Identifier: MIT
#include "commandtestsupport.h"
#include "screenshotcommand.h"
#include "widgettestsupport.h"

#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using namespace hearth;
using namespace hearth::test;

// `hearth screenshot`: the whole window drawn to a PNG, after what it shows is ready (the
// bundle's breakdowns, the profile, and a sandwich computed off the GUI thread).
class TestScreenshotCommand : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void sandwich_data();
    void sandwich();
    void bundle();
    void errors_data();
    void errors();

private:
    int run(const QStringList &args) { return m_run(&ScreenshotCommand::run, args); }
    // Pixels of a region that are coloured (frames, even the palest, not the white or grey
    // of an empty view).
    static int colouredPixels(const QImage &img, const QRect &r)
    {
        int n = 0;
        for (int y = r.top(); y <= r.bottom(); ++y) {
            for (int x = r.left(); x <= r.right(); ++x)
                n += img.pixelColor(x, y).hsvSaturation() > 25;
        }
        return n;
    }
    QTemporaryDir m_dir;
    QString m_big;
    CommandRun m_run;
};

void TestScreenshotCommand::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // More than SandwichPanel::AsyncNodes call-tree nodes: its sandwich is computed on a
    // worker thread, and the picture must wait for it.
    QByteArray folded;
    for (int i = 0; i < 210000; ++i)
        folded += "main;hub;caller" + QByteArray::number(i % 100) + ";leaf" +
                  QByteArray::number(i) + ' ' + QByteArray::number(1 + i % 7) + '\n';
    m_big = m_dir.filePath(QStringLiteral("big.folded"));
    QFile f(m_big);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(folded);
}

void TestScreenshotCommand::sandwich_data()
{
    QTest::addColumn<bool>("big");
    QTest::addColumn<QString>("function");
    QTest::newRow("small profile") << false << QStringLiteral("runtime.mallocgc");
    QTest::newRow("large tree, computed off the GUI thread") << true << QStringLiteral("hub");
}

void TestScreenshotCommand::sandwich()
{
    QFETCH(bool, big);
    QFETCH(QString, function);
    const QString out = m_dir.filePath(QStringLiteral("sandwich.png"));
    QCOMPARE(run({big ? m_big : dataPath("go-cpu-small.pb.gz"), QStringLiteral("-o"), out,
                  QStringLiteral("--sandwich"), function}),
             0);
    QVERIFY2(m_run.err.isEmpty(), qPrintable(m_run.err));
    const QImage img(out);
    QCOMPARE(img.size(), QSize(1600, 1000));
    // The sandwich panel is the right part of the window: its callers (top) and callees
    // (bottom) are drawn, not the empty views shown while it is computed.
    QVERIFY(colouredPixels(img, QRect(1000, 480, 580, 80)) > 2000);
    QVERIFY(colouredPixels(img, QRect(1000, 600, 580, 40)) > 2000);
}

void TestScreenshotCommand::bundle()
{
    const QString out = m_dir.filePath(QStringLiteral("bundle.png"));
    QCOMPARE(run({QStringLiteral(HEARTH_EXAMPLES "/build-4711.profbundle"), QStringLiteral("-o"),
                  out, QStringLiteral("--width"), QStringLiteral("1200"),
                  QStringLiteral("--height"), QStringLiteral("800")}),
             0);
    const QImage img(out);
    QCOMPARE(img.size(), QSize(1200, 800));
    QVERIFY(colouredPixels(img, QRect(0, 0, 1200, 400)) > 5000); // the waterfall's bars
}

void TestScreenshotCommand::errors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    const QString out = QDir::tempPath() + QStringLiteral("/hearth-tst-unused.png");
    QTest::newRow("no output") << QStringList{dataPath("go-cpu-small.pb.gz")} << 2 << QString();
    QTest::newRow("unknown function")
        << QStringList{dataPath("go-cpu-small.pb.gz"), QStringLiteral("-o"), out,
                       QStringLiteral("--sandwich"), QStringLiteral("no.such.function")}
        << 3 << QStringLiteral("no function no.such.function");
    QTest::newRow("unwritable output")
        << QStringList{dataPath("go-cpu-small.pb.gz"), QStringLiteral("-o"),
                       QStringLiteral("/nonexistent-dir/x.png")}
        << 1 << QStringLiteral("/nonexistent-dir/x.png");
}

void TestScreenshotCommand::errors()
{
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    QCOMPARE(run(args), code);
    QVERIFY2(m_run.err.contains(message), qPrintable(m_run.err));
}

QTEST_MAIN(TestScreenshotCommand)
#include "tst_screenshotcommand.moc"

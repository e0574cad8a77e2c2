// SPDX-License-Identifier: MIT
#include "analysis/quantity.h"
#include "loadingpanel.h"

#include <QElapsedTimer>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace hearth;

class TestLoadingPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void bytesPhrase_data();
    void bytesPhrase();
    void followsTheProgress();
    void estimateAfterASecond();
    void cancel();
};

void TestLoadingPanel::bytesPhrase_data()
{
    QTest::addColumn<qint64>("done");
    QTest::addColumn<qint64>("total");
    QTest::addColumn<double>("left");
    QTest::addColumn<QString>("suffix");
    const qint64 M = qint64(1) << 20;
    QTest::newRow("no estimate") << 312 * M << 1126 * M << -1.0 << QString();
    QTest::newRow("seconds") << 312 * M << 1126 * M << 6.4 << QStringLiteral(" · about 6 s left");
    QTest::newRow("under a second")
        << 1000 * M << 1126 * M << 0.2 << QStringLiteral(" · about 1 s left");
    QTest::newRow("minutes") << 10 * M << 1126 * M << 400.0
                             << QStringLiteral(" · about 7 min left");
    QTest::newRow("unknown total") << 5 * M << qint64(0) << -1.0 << QString();
}

// "312 MiB of 1.1 GiB · about 6 s left", the byte counts as Quantity writes them.
void TestLoadingPanel::bytesPhrase()
{
    QFETCH(qint64, done);
    QFETCH(qint64, total);
    QFETCH(double, left);
    QFETCH(QString, suffix);
    const QString bytes = total > 0 ? Quantity::formatBytes(done) + QStringLiteral(" of ") +
                                          Quantity::formatBytes(total)
                                    : Quantity::formatBytes(done);
    QCOMPARE(LoadingPanel::bytesPhrase(done, total, left), bytes + suffix);
}

// The bar is the reading's share; the text the bytes of the total; the phases after the
// reading replace it.
void TestLoadingPanel::followsTheProgress()
{
    auto p = std::make_shared<ReadProgress>();
    p->setTotalBytes(qint64(100) << 20);
    LoadingPanel panel;
    panel.show();
    panel.start(QStringLiteral("Reading x…"), p);
    QCOMPARE(panel.progressBar()->maximum(), 1000);
    p->setPermille(250);
    p->setBytesRead(qint64(25) << 20);
    QTRY_COMPARE(panel.progressBar()->value(), 250);
    QTRY_VERIFY(panel.detailText().startsWith(Quantity::formatBytes(qint64(25) << 20)));
    QVERIFY(panel.detailText().contains(Quantity::formatBytes(qint64(100) << 20)));
    QVERIFY(!panel.detailText().contains(QStringLiteral("left"))); // not before a second
    // No exact bytes: the share of the total.
    p->setBytesRead(0);
    p->setPermille(500);
    QTRY_VERIFY(panel.detailText().startsWith(Quantity::formatBytes(qint64(50) << 20)));
    p->setPhase(ReadProgress::Phase::BuildingTree);
    QTRY_COMPARE(panel.detailText(), QStringLiteral("Building the call tree…"));
    QCOMPARE(panel.progressBar()->maximum(), 0); // busy
    panel.stop();
}

void TestLoadingPanel::estimateAfterASecond()
{
    auto p = std::make_shared<ReadProgress>();
    p->setTotalBytes(qint64(1000) << 20);
    LoadingPanel panel;
    panel.show();
    panel.start(QStringLiteral("Reading x…"), p);
    // 10% a second from 15% (a reader's first report): about 8.5 s left after 1.x s.
    QElapsedTimer t;
    t.start();
    while (t.elapsed() < 1300) {
        p->setPermille(150 + int(t.elapsed() / 10));
        QTest::qWait(20);
    }
    QTRY_VERIFY(panel.detailText().contains(QStringLiteral("left")));
    const QString text = panel.detailText();
    const int secs =
        text.section(QStringLiteral("about "), 1).section(QLatin1Char(' '), 0, 0).toInt();
    QVERIFY2(secs >= 5 && secs <= 12, qPrintable(text));
    panel.stop();
}

void TestLoadingPanel::cancel()
{
    LoadingPanel panel;
    panel.show();
    panel.start(QStringLiteral("Reading x…"), nullptr);
    QCOMPARE(panel.progressBar()->maximum(), 0);
    QSignalSpy spy(&panel, &LoadingPanel::cancelRequested);
    QTest::mouseClick(panel.cancelButton(), Qt::LeftButton);
    QCOMPARE(spy.count(), 1);
}

QTEST_MAIN(TestLoadingPanel)
#include "tst_loadingpanel.moc"

// SPDX-License-Identifier: MIT
#include "afterpaint.h"

#include <QPointer>
#include <QTest>
#include <QTimer>
#include <QWidget>

namespace hearth {

namespace {

// Records its paints in the log the test keeps.
class Canvas : public QWidget
{
public:
    explicit Canvas(QStringList *log)
        : m_log(log)
    {}

protected:
    void paintEvent(QPaintEvent *) override { *m_log << QStringLiteral("paint"); }

private:
    QStringList *m_log;
};

} // namespace

class TestAfterPaint : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void runsAfterThePendingPaint_data();
    void runsAfterThePendingPaint();
    void notAfterItsContextIsGone();
};

void TestAfterPaint::runsAfterThePendingPaint_data()
{
    QTest::addColumn<int>("updates"); // update() calls before AfterPaint::run
    QTest::addColumn<int>("runs");    // AfterPaint::run calls
    QTest::newRow("one update, one run") << 1 << 1;
    QTest::newRow("updates coalesced, one run") << 3 << 1;
    QTest::newRow("one update, two runs in order") << 1 << 2;
}

void TestAfterPaint::runsAfterThePendingPaint()
{
    QFETCH(int, updates);
    QFETCH(int, runs);
    QStringList log;
    Canvas canvas(&log);
    canvas.resize(200, 100);
    canvas.show();
    QVERIFY(QTest::qWaitForWindowExposed(&canvas));
    QTRY_VERIFY(!log.isEmpty());
    log.clear();

    for (int i = 0; i < updates; ++i)
        canvas.update();
    // What the window did before (a zero timer): it runs before the paint.
    QTimer::singleShot(0, &canvas, [&log] { log << QStringLiteral("zero timer"); });
    for (int i = 0; i < runs; ++i)
        AfterPaint::run(&canvas, [&log, i] { log << QStringLiteral("after %1").arg(i); });
    QStringList expected{QStringLiteral("zero timer"), QStringLiteral("paint")};
    for (int i = 0; i < runs; ++i)
        expected << QStringLiteral("after %1").arg(i);
    QTRY_COMPARE(log, expected);
    QTest::qWait(20);
    QCOMPARE(log, expected);                                 // each function once
    QCOMPARE(canvas.findChildren<AfterPaint *>().size(), 0); // the runners are gone
}

void TestAfterPaint::notAfterItsContextIsGone()
{
    bool ran = false;
    auto *context = new QObject;
    AfterPaint::run(context, [&ran] { ran = true; });
    delete context;
    QTest::qWait(20);
    QVERIFY(!ran);
}

} // namespace hearth

QTEST_MAIN(hearth::TestAfterPaint)
#include "tst_afterpaint.moc"

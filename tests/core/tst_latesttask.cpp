// SPDX-License-Identifier: MIT
#include "analysis/latesttask.h"

#include <QSemaphore>
#include <QSignalSpy>
#include <QTest>

#include <atomic>
#include <memory>

using namespace hearth;

class TestLatestTask : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void resultArrives()
    {
        LatestTask<int> task;
        int got = -1;
        task.start([] { return 42; }, [&got](int v) { got = v; });
        QTRY_COMPARE(got, 42);
        QVERIFY(!task.isRunning());
    }

    void onlyTheNewestResultIsShown()
    {
        LatestTask<int> task;
        QSemaphore release;
        QList<int> got;
        task.start(
            [&release] {
                release.acquire();
                return 1;
            },
            [&got](int v) { got.append(v); });
        task.start([] { return 2; }, [&got](int v) { got.append(v); });
        QTRY_COMPARE(got, QList<int>{2});
        release.release(); // the first finishes now: its result is dropped
        QThreadPool::globalInstance()->waitForDone();
        QCoreApplication::processEvents();
        QTest::qWait(20);
        QCOMPARE(got, QList<int>{2});
    }

    void cancelDropsTheResultAndSetsTheFlag()
    {
        LatestTask<int> task;
        QSemaphore started, release;
        std::atomic<bool> sawCancel{false};
        bool called = false;
        task.start(
            [&](const std::atomic<bool> *cancelled) {
                started.release();
                release.acquire();
                sawCancel = cancelled->load();
                return 7;
            },
            [&called](int) { called = true; });
        started.acquire();
        QVERIFY(task.isRunning());
        task.cancel();
        QVERIFY(!task.isRunning());
        release.release();
        QThreadPool::globalInstance()->waitForDone();
        QTest::qWait(20);
        QVERIFY(sawCancel.load());
        QVERIFY(!called);
    }

    void supersededWorkIsToldToStop()
    {
        LatestTask<int> task;
        QSemaphore started, release;
        std::atomic<bool> firstSawCancel{false};
        int got = 0;
        task.start(
            [&](const std::atomic<bool> *cancelled) {
                started.release();
                release.acquire();
                firstSawCancel = cancelled->load();
                return 1;
            },
            [&got](int v) { got = v; });
        started.acquire();
        task.start([](const std::atomic<bool> *cancelled) { return cancelled->load() ? -1 : 2; },
                   [&got](int v) { got = v; });
        release.release();
        QTRY_COMPARE(got, 2);
        QThreadPool::globalInstance()->waitForDone();
        QVERIFY(firstSawCancel.load());
    }

    void noCallAfterDestruction()
    {
        QSemaphore release;
        bool called = false;
        {
            LatestTask<int> task;
            task.start(
                [&release] {
                    release.acquire();
                    return 3;
                },
                [&called](int) { called = true; });
        }
        release.release();
        QThreadPool::globalInstance()->waitForDone();
        QTest::qWait(20);
        QVERIFY(!called);
    }

    void watchesAFutureStartedElsewhere()
    {
        LatestTask<QString> task;
        QString got;
        task.watch(QtConcurrent::run([] { return QStringLiteral("done"); }),
                   [&got](const QString &v) { got = v; });
        task.waitForFinished();
        QTRY_COMPARE(got, QStringLiteral("done"));
    }
};

QTEST_GUILESS_MAIN(TestLatestTask)
#include "tst_latesttask.moc"

// SPDX-License-Identifier: MIT
#include "singleinstance.h"

#include <QDir>
#include <QLocalSocket>
#include <QSignalSpy>
#include <QTest>
#include <QtConcurrent>

using namespace hearth;

class TestSingleInstance : public QObject
{
    Q_OBJECT

    QString key() const
    {
        return QStringLiteral("hearth-test-%1-%2")
            .arg(QCoreApplication::applicationPid())
            .arg(QString::fromLatin1(QTest::currentTestFunction()));
    }

private Q_SLOTS:
    void noRunningInstance()
    {
        SingleInstance second(key());
        QVERIFY(!second.sendToRunning({QStringLiteral("a.pb.gz")}, 300));
    }

    void filesGoToTheRunningInstance()
    {
        SingleInstance first(key());
        QVERIFY(first.listen());
        QSignalSpy received(&first, &SingleInstance::filesReceived);
        // The second instance blocks while it waits for the answer: run it off this thread so
        // that the first one's event loop can answer.
        const QString name = key();
        QFuture<bool> sent = QtConcurrent::run([name] {
            SingleInstance second(name);
            return second.sendToRunning({QStringLiteral("build.profbundle"),
                                         QStringLiteral("https://ci.example/b.profbundle")},
                                        5000);
        });
        QTRY_COMPARE_WITH_TIMEOUT(received.count(), 1, 10000);
        sent.waitForFinished();
        QVERIFY(sent.result());
        const QStringList files = received.first().first().toStringList();
        QCOMPARE(files.size(), 2);
        QCOMPARE(files[0], QDir::current().absoluteFilePath(QStringLiteral("build.profbundle")));
        QCOMPARE(files[1], QStringLiteral("https://ci.example/b.profbundle")); // URLs unchanged
    }

    void garbageIsRefused()
    {
        SingleInstance first(key());
        QVERIFY(first.listen());
        QSignalSpy received(&first, &SingleInstance::filesReceived);
        QLocalSocket s;
        s.connectToServer(first.serverName());
        QVERIFY(s.waitForConnected(2000));
        s.write(QByteArray(64, '\xff'));
        s.flush();
        QTest::qWait(200);
        QCOMPARE(received.count(), 0);
        // A valid magic with a huge count or length is refused, not allocated.
        QLocalSocket t;
        t.connectToServer(first.serverName());
        QVERIFY(t.waitForConnected(2000));
        t.write(QByteArray("HRTH\xff\xff\xff\x7f", 8));
        t.flush();
        QLocalSocket u;
        u.connectToServer(first.serverName());
        QVERIFY(u.waitForConnected(2000));
        u.write(QByteArray("HRTH\x01\x00\x00\x00\xff\xff\xff\x7f", 12));
        u.flush();
        QTest::qWait(200);
        QCOMPARE(received.count(), 0);
    }
};

QTEST_MAIN(TestSingleInstance)
#include "tst_singleinstance.moc"

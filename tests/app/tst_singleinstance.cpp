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
        QCOMPARE(received.first().at(1).toString(), SingleInstance::activationToken());
        QCOMPARE(files.size(), 2);
        QCOMPARE(files[0], QDir::current().absoluteFilePath(QStringLiteral("build.profbundle")));
        QCOMPARE(files[1], QStringLiteral("https://ci.example/b.profbundle")); // URLs unchanged
    }

    void messageFormat_data()
    {
        QTest::addColumn<QStringList>("files");
        QTest::addColumn<QString>("token");
        QTest::newRow("wayland token")
            << QStringList{QStringLiteral("/tmp/a.pb.gz")} << QStringLiteral("kwin-4711_TIME12345");
        QTest::newRow("x11 startup id")
            << QStringList{QStringLiteral("/tmp/ä b.profbundle"),
                           QStringLiteral("https://ci.example/b.profbundle")}
            << QStringLiteral("gnome-shell/hearth/1234-0-host_TIME987");
        QTest::newRow("no token") << QStringList{QStringLiteral("/x")} << QString();
        QTest::newRow("no files") << QStringList{} << QStringLiteral("t");
    }

    void messageFormat()
    {
        QFETCH(QStringList, files);
        QFETCH(QString, token);
        const QByteArray m = SingleInstance::encode(files, token);
        // "HRT2", the count, each file, then the token: lengths little-endian.
        QCOMPARE(m.left(4), QByteArray("HRT2"));
        QCOMPARE(quint8(m[4]), quint8(files.size()));
        QCOMPARE(m.mid(5, 3), QByteArray(3, '\0'));
        const QByteArray t = token.toUtf8();
        QCOMPARE(m.right(t.size()), t);
        const QByteArray len = m.mid(m.size() - t.size() - 4, 4);
        QCOMPARE(quint8(len[0]) | quint8(len[1]) << 8, int(t.size()));
        QStringList gotFiles;
        QString gotToken;
        QCOMPARE(SingleInstance::decode(m, &gotFiles, &gotToken),
                 SingleInstance::Decoded::Complete);
        QCOMPARE(gotFiles, files);
        QCOMPARE(gotToken, token);
        // Every shorter prefix waits for more: nothing is taken from half a message.
        for (qsizetype n = 0; n < m.size(); ++n)
            QCOMPARE(SingleInstance::decode(m.left(n), &gotFiles, &gotToken),
                     SingleInstance::Decoded::NeedMore);
    }

    void messageWithoutTokenIsRead()
    {
        // As an instance from before the token sent it: "HRTH", no token field.
        QByteArray m("HRTH\x01\x00\x00\x00\x02\x00\x00\x00/a", 14);
        QStringList files;
        QString token = QStringLiteral("stale");
        QCOMPARE(SingleInstance::decode(m, &files, &token), SingleInstance::Decoded::Complete);
        QCOMPARE(files, QStringList{QStringLiteral("/a")});
        QVERIFY(token.isEmpty());
        // A token longer than any is refused.
        QByteArray huge("HRT2\x00\x00\x00\x00\xff\xff\xff\x00", 12);
        QCOMPARE(SingleInstance::decode(huge, &files, &token), SingleInstance::Decoded::Invalid);
    }

    void tokenFromTheEnvironment()
    {
        const QByteArray wayland = qgetenv("XDG_ACTIVATION_TOKEN");
        const QByteArray x11 = qgetenv("DESKTOP_STARTUP_ID");
        qputenv("XDG_ACTIVATION_TOKEN", "wl-token");
        qputenv("DESKTOP_STARTUP_ID", "x11-id");
        QCOMPARE(SingleInstance::activationToken(), QStringLiteral("wl-token"));
        qunsetenv("XDG_ACTIVATION_TOKEN");
        QCOMPARE(SingleInstance::activationToken(), QStringLiteral("x11-id"));
        SingleInstance::useActivationToken(QStringLiteral("received"));
        QCOMPARE(qgetenv("XDG_ACTIVATION_TOKEN"), QByteArray("received"));
        QCOMPARE(qgetenv("DESKTOP_STARTUP_ID"), QByteArray("received"));
        qputenv("XDG_ACTIVATION_TOKEN", wayland);
        qputenv("DESKTOP_STARTUP_ID", x11);
        if (wayland.isEmpty())
            qunsetenv("XDG_ACTIVATION_TOKEN");
        if (x11.isEmpty())
            qunsetenv("DESKTOP_STARTUP_ID");
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

// SPDX-License-Identifier: MIT
#include "startupnotification.h"

#include <QTest>
#include <QWidget>

using namespace hearth;

/// The X11 startup-notification message for a forwarded startup id: its text and the 20-byte
/// pieces it is sent in; off X11 (offscreen here) nothing is sent.
class TestStartupNotification : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void removeMessage_data()
    {
        QTest::addColumn<QByteArray>("id");
        QTest::addColumn<QByteArray>("message");
        QTest::newRow("plain") << QByteArray("kde-launch-42_TIME123456")
                               << QByteArray("remove: ID=kde-launch-42_TIME123456");
        QTest::newRow("space") << QByteArray("a b") << QByteArray("remove: ID=\"a b\"");
        QTest::newRow("quote and backslash")
            << QByteArray("x\"y\\z") << QByteArray("remove: ID=\"x\\\"y\\\\z\"");
    }
    void removeMessage()
    {
        QFETCH(QByteArray, id);
        QTEST(StartupNotification::removeMessage(id), "message");
    }

    void pieces_data()
    {
        QTest::addColumn<int>("length");
        QTest::addColumn<int>("count");
        QTest::newRow("19: the NUL fits") << 19 << 1;
        QTest::newRow("20: the NUL starts a second") << 20 << 2;
        QTest::newRow("45") << 45 << 3;
    }
    void pieces()
    {
        QFETCH(int, length);
        QFETCH(int, count);
        QByteArray message(length, 'm');
        for (int i = 0; i < length; ++i)
            message[i] = char('a' + i % 26);
        const QList<QByteArray> p = StartupNotification::pieces(message);
        QCOMPARE(p.size(), count);
        QByteArray joined;
        for (const QByteArray &piece : p) {
            QCOMPARE(piece.size(), 20);
            joined += piece;
        }
        // The message, NUL-terminated, then padding.
        QCOMPARE(joined.left(length), message);
        QCOMPARE(joined.at(length), '\0');
    }

    void nothingSentOffX11()
    {
        QWidget w;
        w.show();
        QVERIFY(!StartupNotification::use(&w, QByteArrayLiteral("id_TIME1")));
        QVERIFY(!StartupNotification::use(&w, QByteArray()));
        QVERIFY(!StartupNotification::use(nullptr, QByteArrayLiteral("id")));
    }
};

QTEST_MAIN(TestStartupNotification)
#include "tst_startupnotification.moc"

// SPDX-License-Identifier: MIT
// UntrustedText: the one way input reaches the screen (issue 20).
#include "itemmodels/untrustedtext.h"

#include <QElapsedTimer>
#include <QTest>

using namespace hearth;

class TestUntrustedText : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void display_data();
    void display();
    void html_data();
    void html();
    void menuText_data();
    void menuText();
    void toolTipIsMarkedRich();
    void hugeNameIsBoundedAndFast();
    void elisionKeepsSurrogatePairs();
};

void TestUntrustedText::display_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    QTest::newRow("plain") << QStringLiteral("Digest::Class") << QStringLiteral("Digest::Class");
    QTest::newRow("rlo") << QStringLiteral("evil\u202Egnp.exe")
                         << QStringLiteral("evil\\u202Egnp.exe");
    QTest::newRow("isolates") << QStringLiteral("a\u2066b\u2069c\u200Ed\u200Fe")
                              << QStringLiteral("a\\u2066b\\u2069c\\u200Ed\\u200Fe");
    QTest::newRow("nul") << QString(QStringLiteral("a") + QChar(0) + QStringLiteral("b"))
                         << QStringLiteral("a\\u0000b");
    QTest::newRow("newlines") << QStringLiteral("one\ntwo\r\nthree")
                              << QStringLiteral("one\u23CEtwo\u23CEthree");
    QTest::newRow("escape char") << QStringLiteral("\x1b[31mred")
                                 << QStringLiteral("\\u001B[31mred");
    QTest::newRow("tab") << QStringLiteral("a\tb") << QStringLiteral("a b");
    QTest::newRow("html stays text") << QStringLiteral("<b>x</b>") << QStringLiteral("<b>x</b>");
    QTest::newRow("elided") << QString(QString(20, QLatin1Char('a')) +
                                       QString(20, QLatin1Char('b')))
                            << QString(QString(6, QLatin1Char('a')) + QChar(0x2026) +
                                       QString(3, QLatin1Char('b')));
}

void TestUntrustedText::display()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    const qsizetype max = QTest::currentDataTag() == QByteArray("elided") ? 10 : 300;
    QCOMPARE(UntrustedText::display(input, max), expected);
}

void TestUntrustedText::html_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    QTest::newRow("img") << QStringLiteral("<img src=\"/etc/hostname\">")
                         << QStringLiteral("&lt;img src=&quot;/etc/hostname&quot;&gt;");
    QTest::newRow("amp") << QStringLiteral("a&b") << QStringLiteral("a&amp;b");
    QTest::newRow("rlo") << QStringLiteral("x\u202E<") << QStringLiteral("x\\u202E&lt;");
}

void TestUntrustedText::html()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    QCOMPARE(UntrustedText::html(input), expected);
}

void TestUntrustedText::menuText_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("expected");
    QTest::newRow("amp") << QStringLiteral("a&b") << QStringLiteral("a&&b");
    QTest::newRow("mnemonic") << QStringLiteral("&Quit") << QStringLiteral("&&Quit");
    QTest::newRow("newline") << QStringLiteral("a\nb") << QStringLiteral("a\u23CEb");
}

void TestUntrustedText::menuText()
{
    QFETCH(QString, input);
    QFETCH(QString, expected);
    QCOMPARE(UntrustedText::menuText(input), expected);
}

void TestUntrustedText::toolTipIsMarkedRich()
{
    const QString tip = UntrustedText::toolTip(
        UntrustedText::display(QStringLiteral("<h1 style=\"color:red\">x</h1>")) +
        QStringLiteral("\nsecond line"));
    QVERIFY(tip.startsWith(QLatin1String("<qt>")));
    QVERIFY(tip.contains(QLatin1String("&lt;h1 style=&quot;color:red&quot;&gt;x&lt;/h1&gt;<br>")));
    QVERIFY(!tip.contains(QLatin1String("<h1")));
}

void TestUntrustedText::hugeNameIsBoundedAndFast()
{
    const QString huge(1 << 20, QLatin1Char('W'));
    QElapsedTimer t;
    t.start();
    for (int i = 0; i < 1000; ++i)
        QVERIFY(UntrustedText::display(huge).size() <= UntrustedText::DefaultLength);
    QVERIFY2(t.elapsed() < 2000, "eliding a 1 MB name must not read all of it");
    QCOMPARE(UntrustedText::menuText(huge).size(), UntrustedText::ShortLength);
}

void TestUntrustedText::elisionKeepsSurrogatePairs()
{
    const QString face = QString::fromUcs4(U"\U0001F600");
    QString s;
    for (int i = 0; i < 50; ++i)
        s += face;
    for (qsizetype max = 8; max < 40; ++max) {
        const QString d = UntrustedText::display(s, max);
        QVERIFY2(!d.contains(QLatin1String("\\uD")), qPrintable(d)); // no lone surrogate
        QVERIFY(d.size() <= max);
    }
}

QTEST_GUILESS_MAIN(TestUntrustedText)
#include "tst_untrustedtext.moc"

// SPDX-License-Identifier: MIT
#include "store/labelselector.h"
#include "teststoreserver.h"

#include <QtTest>

using namespace hearth;

class TestLabelSelector : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void escape_data();
    void escape();
    void toString_data();
    void toString();
    void roundTrip_data();
    void roundTrip();
    void labelNames_data();
    void labelNames();
};

void TestLabelSelector::escape_data()
{
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("escaped");
    QTest::newRow("plain") << QStringLiteral("GET /users") << QStringLiteral("GET /users");
    QTest::newRow("quote") << QStringLiteral("say \"hi\"") << QStringLiteral("say \\\"hi\\\"");
    QTest::newRow("backslash") << QStringLiteral("C:\\dir") << QStringLiteral("C:\\\\dir");
    QTest::newRow("both") << QStringLiteral("\\\"") << QStringLiteral("\\\\\\\"");
    QTest::newRow("newline") << QStringLiteral("a\nb") << QStringLiteral("a\\nb");
    QTest::newRow("tab") << QStringLiteral("a\tb") << QStringLiteral("a\\tb");
    QTest::newRow("unicode") << QStringLiteral("größe ▲") << QStringLiteral("größe ▲");
    QTest::newRow("empty") << QString() << QString();
}

void TestLabelSelector::escape()
{
    QFETCH(QString, value);
    QFETCH(QString, escaped);
    QCOMPARE(LabelSelector::escape(value), escaped);
}

void TestLabelSelector::toString_data()
{
    QTest::addColumn<QString>("component");
    QTest::addColumn<QString>("label");
    QTest::addColumn<int>("op");
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("expected");
    QTest::newRow("component") << QStringLiteral("api") << QString() << 0 << QString()
                               << QStringLiteral("{service_name=\"api\"}");
    QTest::newRow("operation") << QStringLiteral("api") << QStringLiteral("span_name") << 0
                               << QStringLiteral("GET /users")
                               << QStringLiteral("{service_name=\"api\",span_name=\"GET /users\"}");
    QTest::newRow("regex") << QStringLiteral("api") << QStringLiteral("span_name")
                           << int(LabelSelector::Op::Regex) << QStringLiteral("GET .*")
                           << QStringLiteral("{service_name=\"api\",span_name=~\"GET .*\"}");
    QTest::newRow("not equal") << QStringLiteral("a\"b") << QStringLiteral("x")
                               << int(LabelSelector::Op::NotEqual) << QStringLiteral("\\")
                               << QStringLiteral("{service_name=\"a\\\"b\",x!=\"\\\\\"}");
    QTest::newRow("not regex") << QStringLiteral("w") << QStringLiteral("x")
                               << int(LabelSelector::Op::NotRegex) << QStringLiteral("y")
                               << QStringLiteral("{service_name=\"w\",x!~\"y\"}");
}

void TestLabelSelector::toString()
{
    QFETCH(QString, component);
    QFETCH(QString, label);
    QFETCH(int, op);
    QFETCH(QString, value);
    QFETCH(QString, expected);
    LabelSelector s = LabelSelector::component(component);
    if (!label.isEmpty())
        s.add(label, value, LabelSelector::Op(op));
    QCOMPARE(s.toString(), expected);
    QVERIFY(s.isValid());
    QCOMPARE(LabelSelector().toString(), QStringLiteral("{}"));
}

void TestLabelSelector::roundTrip_data()
{
    QTest::addColumn<QString>("value");
    QTest::newRow("quotes") << QStringLiteral("say \"hi\" \\ back");
    QTest::newRow("newline") << QStringLiteral("line1\nline2\r\t");
    QTest::newRow("braces") << QStringLiteral("{a=\"b\"},c");
    QTest::newRow("trailing backslash") << QStringLiteral("dir\\");
}

void TestLabelSelector::roundTrip()
{
    // The test server parses selectors as Pyroscope does; what it reads back is the value.
    QFETCH(QString, value);
    LabelSelector s = LabelSelector::component(QStringLiteral("api"));
    s.add(QStringLiteral("span_name"), value);
    const auto parsed = test::TestStoreServer::parseSelector(s.toString());
    QVERIFY(parsed);
    QCOMPARE(parsed->size(), 2);
    QCOMPARE(parsed->at(1).value, value);
    QCOMPARE(parsed->at(1).op, QStringLiteral("="));
}

void TestLabelSelector::labelNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("valid");
    QTest::newRow("span_name") << QStringLiteral("span_name") << true;
    QTest::newRow("underscore") << QStringLiteral("__name__") << true;
    QTest::newRow("digits") << QStringLiteral("a1") << true;
    QTest::newRow("leading digit") << QStringLiteral("1a") << false;
    QTest::newRow("dot") << QStringLiteral("service.name") << false;
    QTest::newRow("empty") << QString() << false;
    QTest::newRow("quote") << QStringLiteral("a\"") << false;
}

void TestLabelSelector::labelNames()
{
    QFETCH(QString, name);
    QFETCH(bool, valid);
    QCOMPARE(LabelSelector::isValidLabelName(name), valid);
    LabelSelector s;
    s.add(name, QStringLiteral("v"));
    QCOMPARE(s.isValid(), valid);
}

QTEST_GUILESS_MAIN(TestLabelSelector)
#include "tst_labelselector.moc"

// SPDX-License-Identifier: MIT
#include "analysis/plural.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTest>

#include <limits>

namespace hearth {

class TestPlural : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void countsTrCanTake_data();
    void countsTrCanTake();
    void countsBeyondInt_data();
    void countsBeyondInt();
};

void TestPlural::countsTrCanTake_data()
{
    QTest::addColumn<qint64>("count");
    QTest::newRow("0") << qint64(0);
    QTest::newRow("1") << qint64(1);
    QTest::newRow("2") << qint64(2);
    QTest::newRow("int max") << qint64(std::numeric_limits<int>::max());
}

void TestPlural::countsTrCanTake()
{
    QFETCH(qint64, count);
    const Plural c(count);
    QCOMPARE(qint64(c.n()), count);
    const QString t =
        QCoreApplication::translate("hearth::TestPlural", "%Ln thing(s)", nullptr, c.n());
    QCOMPARE(c.text(t), t);
}

void TestPlural::countsBeyondInt_data()
{
    QTest::addColumn<qint64>("count");
    QTest::addColumn<int>("n");
    QTest::addColumn<QString>("localeText");
    QTest::addColumn<QString>("plainText");
    QTest::newRow("int max + 1") << qint64(2'147'483'648) << 2'000'483'648
                                 << "2,147,483,648 of them"
                                 << "2147483648 of them";
    QTest::newRow("3e9 + 1") << qint64(3'000'000'001) << 2'000'000'001 << "3,000,000,001 of them"
                             << "3000000001 of them";
    QTest::newRow("-1") << qint64(-1) << 2'000'000'001 << "-1 of them"
                        << "-1 of them";
    QTest::newRow("-1,234,567") << qint64(-1'234'567) << 2'000'234'567 << "-1,234,567 of them"
                                << "-1234567 of them";
    QTest::newRow("qint64 min") << std::numeric_limits<qint64>::min() << 2'000'775'808
                                << QLocale().toString(std::numeric_limits<qint64>::min()) +
                                       QStringLiteral(" of them")
                                << QString::number(std::numeric_limits<qint64>::min()) +
                                       QStringLiteral(" of them");
}

void TestPlural::countsBeyondInt()
{
    QFETCH(qint64, count);
    QFETCH(int, n);
    const Plural c(count);
    // The stand-in has the count's last six digits, so the same plural form in every language.
    QCOMPARE(c.n(), n);
    QTEST(c.text(QCoreApplication::translate("hearth::TestPlural", "%Ln of them", nullptr, c.n())),
          "localeText");
    QTEST(c.text(QCoreApplication::translate("hearth::TestPlural", "%n of them", nullptr, c.n())),
          "plainText");
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestPlural)
#include "tst_plural.moc"

// SPDX-License-Identifier: MIT
#include "analysis/quantity.h"

#include <QTest>

namespace hearth {

class TestProfileTypeId : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data();
    void parse();
};

void TestProfileTypeId::parse_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<QStringList>("parts"); // name, type, unit, period type, period unit, delta
    const auto parts = [](const char *s) { return QString::fromLatin1(s).split(QLatin1Char('|')); };
    QTest::newRow("cpu") << "process_cpu:cpu:nanoseconds:cpu:nanoseconds" << true
                         << parts("process_cpu|cpu|nanoseconds|cpu|nanoseconds|");
    QTest::newRow("empty period type") << "process_cpu:samples:count::milliseconds" << true
                                       << parts("process_cpu|samples|count||milliseconds|");
    QTest::newRow("six parts") << "memory:alloc_space:bytes:space:bytes:delta" << true
                               << parts("memory|alloc_space|bytes|space|bytes|delta");
    QTest::newRow("all empty") << "::::" << true << parts("|||||");
    QTest::newRow("four parts") << "process_cpu:cpu:nanoseconds:cpu" << false << QStringList();
    QTest::newRow("seven parts") << "a:b:c:d:e:f:g" << false << QStringList();
    QTest::newRow("empty") << "" << false << QStringList();
    QTest::newRow("no colon") << "process_cpu" << false << QStringList();
}

void TestProfileTypeId::parse()
{
    QFETCH(QString, id);
    QFETCH(bool, ok);
    QFETCH(QStringList, parts);
    ProfileTypeId t;
    t.name = QStringLiteral("untouched");
    QCOMPARE(ProfileTypeId::parse(id, &t), ok);
    if (!ok) {
        QCOMPARE(t.name, QStringLiteral("untouched"));
        return;
    }
    QCOMPARE(QStringList({t.name, t.sampleType, t.sampleUnit, t.periodType, t.periodUnit, t.delta}),
             parts);
    QCOMPARE(t.toString(), id);
    QCOMPARE(t.valueType(), (ValueType{parts[1], parts[2]}));
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestProfileTypeId)
#include "tst_profiletypeid.moc"

// SPDX-License-Identifier: MIT
#include "analysis/comparability.h"
#include "profile/profilebuilder.h"

#include <QTest>

using namespace hearth;

class TestComparability : public QObject
{
    Q_OBJECT

    static Profile::Ptr make(const QString &type, const QString &unit, const QString &periodUnit,
                             qint64 period)
    {
        ProfileBuilder b;
        b.setSampleTypes({ValueType{type, unit}});
        b.setPeriod(ValueType{type, periodUnit}, period);
        Function f;
        f.name = QStringLiteral("f");
        const Line line{b.addFunction(f), 0};
        const quint32 loc = b.addLocation(Location::NoMapping, 0, std::span<const Line>(&line, 1));
        const qint64 v = 1;
        b.addSample(std::span<const quint32>(&loc, 1), std::span<const qint64>(&v, 1));
        return b.finish();
    }

private Q_SLOTS:
    void guard_data()
    {
        QTest::addColumn<QString>("typeA");
        QTest::addColumn<QString>("unitA");
        QTest::addColumn<qint64>("periodA");
        QTest::addColumn<QString>("typeB");
        QTest::addColumn<QString>("unitB");
        QTest::addColumn<qint64>("periodB");
        QTest::addColumn<bool>("comparable");
        QTest::addColumn<bool>("periodsDiffer");
        QTest::newRow("cpu vs cpu") << "cpu"
                                    << "nanoseconds" << qint64(10000000) << "cpu"
                                    << "nanoseconds" << qint64(10000000) << true << false;
        QTest::newRow("cpu 100 Hz vs 250 Hz") << "cpu"
                                              << "nanoseconds" << qint64(10000000) << "cpu"
                                              << "nanoseconds" << qint64(4000000) << true << true;
        QTest::newRow("cpu vs bytes") << "cpu"
                                      << "nanoseconds" << qint64(1) << "inuse_space"
                                      << "bytes" << qint64(1) << false << false;
        QTest::newRow("allocated vs in use") << "alloc_space"
                                             << "bytes" << qint64(1) << "inuse_space"
                                             << "bytes" << qint64(1) << false << false;
        QTest::newRow("samples vs nanoseconds") << "samples"
                                                << "count" << qint64(1) << "cpu"
                                                << "nanoseconds" << qint64(1) << false << false;
        QTest::newRow("wall vs cpu") << "wall"
                                     << "nanoseconds" << qint64(1) << "cpu"
                                     << "nanoseconds" << qint64(1) << false << false;
    }
    void guard()
    {
        QFETCH(QString, typeA);
        QFETCH(QString, unitA);
        QFETCH(qint64, periodA);
        QFETCH(QString, typeB);
        QFETCH(QString, unitB);
        QFETCH(qint64, periodB);
        const auto a = make(typeA, unitA, unitA, periodA);
        const auto b = make(typeB, unitB, unitB, periodB);
        const Comparability c = Comparability::of(*a, 0, *b, 0);
        QTEST(c.comparable, "comparable");
        QTEST(c.periodsDiffer, "periodsDiffer");
        QCOMPARE(c.reason.isEmpty(), c.comparable);
        if (!c.comparable) {
            QVERIFY(c.reason.contains(typeA));
            QVERIFY(c.reason.contains(typeB));
        }
        QCOMPARE(c.note.isEmpty(), !c.periodsDiffer);
        if (c.periodsDiffer) {
            QVERIFY2(c.note.contains(QStringLiteral("100 Hz")), qPrintable(c.note));
            QVERIFY2(c.note.contains(QStringLiteral("250 Hz")), qPrintable(c.note));
        }
    }
};

QTEST_GUILESS_MAIN(TestComparability)
#include "tst_comparability.moc"

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
    // The seed: CI profiles are about a change, deployed ones about a workload; comparing
    // the two is allowed, with one sentence saying what it compares.
    void changeAgainstWorkload_data()
    {
        QTest::addColumn<int>("a");
        QTest::addColumn<int>("b");
        QTest::addColumn<bool>("says");
        const int u = int(ProfileOrigin::Unknown);
        const int ci = int(ProfileOrigin::Ci);
        const int dep = int(ProfileOrigin::Deployed);
        QTest::newRow("CI against deployed") << ci << dep << true;
        QTest::newRow("deployed against CI") << dep << ci << true;
        QTest::newRow("CI against CI") << ci << ci << false;
        QTest::newRow("deployed against deployed") << dep << dep << false;
        QTest::newRow("CI against a file") << ci << u << false;
        QTest::newRow("files") << u << u << false;
    }
    void changeAgainstWorkload()
    {
        QFETCH(int, a);
        QFETCH(int, b);
        QFETCH(bool, says);
        const auto p = make(QStringLiteral("cpu"), QStringLiteral("nanoseconds"),
                            QStringLiteral("nanoseconds"), 10000000);
        const auto q = make(QStringLiteral("cpu"), QStringLiteral("nanoseconds"),
                            QStringLiteral("nanoseconds"), 4000000);
        const Comparability same =
            Comparability::of(*p, 0, ProfileOrigin(a), *p, 0, ProfileOrigin(b));
        QVERIFY(same.comparable); // allowed
        QCOMPARE(same.note.contains(QLatin1String("compares a change with a workload")), says);
        QCOMPARE(same.note.isEmpty(), !says);
        QCOMPARE(Comparability::originNote(ProfileOrigin(a), ProfileOrigin(b)).isEmpty(), !says);
        // One sentence, beside the sampling-rate note rather than instead of it.
        const Comparability rates =
            Comparability::of(*p, 0, ProfileOrigin(a), *q, 0, ProfileOrigin(b));
        QVERIFY(rates.note.contains(QLatin1String("different rates")));
        QCOMPARE(rates.note.count(QLatin1String("workload")), says ? 1 : 0);
        // Different units are still refused, whatever the origins.
        const auto bytes = make(QStringLiteral("inuse_space"), QStringLiteral("bytes"),
                                QStringLiteral("bytes"), 1);
        const Comparability refused =
            Comparability::of(*p, 0, ProfileOrigin(a), *bytes, 0, ProfileOrigin(b));
        QVERIFY(!refused.comparable);
        QVERIFY(!refused.note.contains(QLatin1String("workload")));
    }

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

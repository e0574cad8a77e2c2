// SPDX-License-Identifier: MIT
#include "bundletestsupport.h"

#include "bundle/buildcpumodel.h"
#include "bundle/bundleanalysis.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using namespace hearth;
using namespace hearth::test;

// The "Where the CPU went" table: a row per stage, the outside-any-span CPU "…" until the
// stage's breakdown arrives.
class TestBuildCpuModel : public QObject
{
    Q_OBJECT

    Bundle::Ptr m_bundle;

private Q_SLOTS:
    void initTestCase() { m_bundle = std::make_shared<const Bundle>(smallBundle(smallProfile())); }

    void rows_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QVariant>("sort");
        const qint64 s = 1000000000;
        QTest::newRow("unit name")
            << 0 << int(BuildCpuModel::StageColumn) << "unit" << QVariant(QStringLiteral("unit"));
        QTest::newRow("unit wall")
            << 0 << int(BuildCpuModel::WallColumn) << "50 s" << QVariant(50 * s);
        QTest::newRow("unit cpu") << 0 << int(BuildCpuModel::CpuColumn) << "12 s"
                                  << QVariant(12 * s);
        QTest::newRow("unit outside, pending")
            << 0 << int(BuildCpuModel::OutsideColumn) << "…" << QVariant(qint64(-1));
        QTest::newRow("docker cpu")
            << 1 << int(BuildCpuModel::CpuColumn) << "30 s" << QVariant(30 * s);
        QTest::newRow("docker outside: no profile")
            << 1 << int(BuildCpuModel::OutsideColumn) << "" << QVariant(qint64(-1));
    }
    void rows()
    {
        QFETCH(int, row);
        QFETCH(int, column);
        QFETCH(QString, text);
        QFETCH(QVariant, sort);
        BuildCpuModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setBundle(m_bundle);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), int(BuildCpuModel::ColumnCount));
        const QModelIndex i = model.index(row, column);
        QCOMPARE(i.data().toString(), text);
        QCOMPARE(i.data(BuildCpuModel::SortRole).toLongLong(), sort.toLongLong());
        if (sort.typeId() == QMetaType::QString)
            QCOMPARE(i.data(BuildCpuModel::SortRole).toString(), sort.toString());
        QCOMPARE(model.headerData(BuildCpuModel::OutsideColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Outside any span"));
    }

    void breakdownFillsTheOutsideColumn()
    {
        BuildCpuModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setBundle(m_bundle);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        const StageBreakdown b = BundleAnalysis::stageBreakdown(*m_bundle, 0);
        QVERIFY(b.hasProfile());
        QCOMPARE(b.outside, qint64(400000000)); // main;boot has no span
        model.setBreakdown(b);
        QCOMPARE(changed.count(), 1);
        const QModelIndex outside = model.index(0, BuildCpuModel::OutsideColumn);
        QCOMPARE(changed.first().at(0).toModelIndex(), outside);
        QCOMPARE(outside.data(BuildCpuModel::SortRole).toLongLong(), qint64(400000000));
        QVERIFY(outside.data().toString().contains(QLatin1String("400")));
        // A stage without a profile shows nothing once its breakdown is in, not "…".
        StageBreakdown none;
        none.stage = 1;
        model.setBreakdown(none);
        QCOMPARE(model.index(1, BuildCpuModel::OutsideColumn).data().toString(), QString());
        // Another bundle starts afresh.
        model.setBundle(m_bundle);
        QCOMPARE(model.index(0, BuildCpuModel::OutsideColumn).data().toString(),
                 QStringLiteral("…"));
    }

    void engineProfileIsAShape()
    {
        Bundle b = smallBundle(smallProfile());
        QList<Stage> stages = b.stages();
        stages[1].status = ProfileStatus::EngineProfile;
        BuildCpuModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setBundle(std::make_shared<const Bundle>(b.build(), stages, b.spans(), b.profiles()));
        QVERIFY(model.index(1, BuildCpuModel::StatusColumn)
                    .data()
                    .toString()
                    .contains(QLatin1String("a shape, not a cost")));
        QVERIFY(!model.index(0, BuildCpuModel::StatusColumn)
                     .data()
                     .toString()
                     .contains(QLatin1String("a shape")));
    }
};

QTEST_GUILESS_MAIN(TestBuildCpuModel)
#include "tst_buildcpumodel.moc"

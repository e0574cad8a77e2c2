// SPDX-License-Identifier: MIT
#include "bundletestsupport.h"

#include "bundle/buildmemorymodel.h"
#include "bundle/bundlereader.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace hearth;
using namespace hearth::test;

// The Memory table: a row per measured test, RSS change, one churn column per language that
// never holds another language's number.
class TestBuildMemoryModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void smallBundleRows_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("sort");
        QTest::newRow("test-a rss, handed back")
            << 0 << int(BuildMemoryModel::RssChangeColumn) << "-4 KiB" << qint64(-4096);
        QTest::newRow("test-a ruby churn")
            << 0 << int(BuildMemoryModel::FirstChurnColumn) << "1,200" << qint64(1200);
        QTest::newRow("test-b rss, grew")
            << 1 << int(BuildMemoryModel::RssChangeColumn) << "+8 KiB" << qint64(8192);
        QTest::newRow("test-b no churn")
            << 1 << int(BuildMemoryModel::FirstChurnColumn) << "" << qint64(-1);
    }
    void smallBundleRows()
    {
        QFETCH(int, row);
        QFETCH(int, column);
        QFETCH(QString, text);
        QFETCH(qint64, sort);
        BuildMemoryModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setBundle(smallBundle(smallProfile()));
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.columnCount(), 4); // stage, test, RSS change, Ruby churn
        QCOMPARE(model.index(0, BuildMemoryModel::TestColumn).data().toString(),
                 QStringLiteral("test-a"));
        QCOMPARE(model.index(row, BuildMemoryModel::StageColumn).data().toString(),
                 QStringLiteral("unit"));
        QVERIFY(model.headerData(BuildMemoryModel::FirstChurnColumn, Qt::Horizontal)
                    .toString()
                    .contains(QLatin1String("Ruby")));
        const QModelIndex i = model.index(row, column);
        QCOMPARE(i.data().toString(), text);
        QCOMPARE(i.data(BuildMemoryModel::SortRole).toLongLong(), sort);
        QVERIFY(i.data(Qt::TextAlignmentRole).toInt() & Qt::AlignRight);
    }

    void languagesStayApart()
    {
        const BundleResult r =
            BundleReader::readFile(QStringLiteral(HEARTH_EXAMPLES "/build-4711.profbundle"));
        QVERIFY(r.ok());
        BuildMemoryModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setBundle(*r.bundle);
        QCOMPARE(model.churnKinds().size(), 2);
        QCOMPARE(model.columnCount(), 5);
        QVERIFY(model.headerData(3, Qt::Horizontal).toString().contains(QLatin1String("Ruby")));
        QVERIFY(model.headerData(4, Qt::Horizontal).toString().contains(QLatin1String("CPython")));
        int ruby = 0;
        int python = 0;
        for (int row = 0; row < model.rowCount(); ++row) {
            const bool inRuby = !model.index(row, 3).data().toString().isEmpty();
            const bool inPython = !model.index(row, 4).data().toString().isEmpty();
            QVERIFY(!(inRuby && inPython));
            ruby += inRuby;
            python += inPython;
        }
        QVERIFY(ruby > 0 && python > 0);
        // Reading another bundle resets the columns.
        model.setBundle(smallBundle(smallProfile()));
        QCOMPARE(model.columnCount(), 4);
    }
};

QTEST_GUILESS_MAIN(TestBuildMemoryModel)
#include "tst_buildmemorymodel.moc"

// SPDX-License-Identifier: MIT
#include "buildtableproxymodel.h"
#include "buildtableview.h"

#include "builddifftestsupport.h"

#include "bundle/builddiffstagemodel.h"

#include <QFont>
#include <QTest>

using namespace hearth;
using namespace hearth::test;

// The proxy in front of every build table: sorts by the models' SortRole (numbers as
// numbers, a missing value first), and shows the rows of its bold role in bold.
class TestBuildTableProxyModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sortsByValue_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<int>("order");
        for (int c : {int(BuildDiffStageModel::Stage), int(BuildDiffStageModel::WallA),
                      int(BuildDiffStageModel::CpuDelta), int(BuildDiffStageModel::OutsideB)}) {
            for (Qt::SortOrder o : {Qt::AscendingOrder, Qt::DescendingOrder})
                QTest::addRow("column %d %s", c, o == Qt::AscendingOrder ? "up" : "down")
                    << c << int(o);
        }
    }
    void sortsByValue()
    {
        QFETCH(int, column);
        QFETCH(int, order);
        TestedDiffModel<BuildDiffStageModel> t;
        BuildTableProxyModel proxy;
        QAbstractItemModelTester tester(&proxy,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        proxy.setSourceModel(&t.model);
        QVERIFY(t.fill(QStringLiteral("example"), QStringLiteral("small")));
        proxy.sort(column, Qt::SortOrder(order));
        QCOMPARE(proxy.rowCount(), t.model.rowCount());
        for (int r = 1; r < proxy.rowCount(); ++r) {
            const QVariant before = proxy.index(r - 1, column).data(BuildDiffTableModel::SortRole);
            const QVariant after = proxy.index(r, column).data(BuildDiffTableModel::SortRole);
            const auto cmp = QVariant::compare(before, after);
            QVERIFY2(order == Qt::AscendingOrder ? cmp <= 0 : cmp >= 0,
                     qPrintable(before.toString() + QLatin1String(" / ") + after.toString()));
        }
    }

    void movedRowIsBold()
    {
        TestedDiffModel<BuildDiffStageModel> t;
        BuildTableView view(&t.model, BuildDiffStageModel::Stage);
        QAbstractItemModelTester tester(view.model(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(view.model(), static_cast<QAbstractItemModel *>(view.proxy()));
        QVERIFY(t.fill(QStringLiteral("example"), QStringLiteral("small")));
        auto boldRows = [&] {
            int n = 0;
            for (int r = 0; r < view.model()->rowCount(); ++r)
                n += view.model()->index(r, 0).data(Qt::FontRole).value<QFont>().bold();
            return n;
        };
        QCOMPARE(boldRows(), 0); // no bold role yet
        view.proxy()->setBoldRole(BuildDiffStageModel::MovedRole);
        QCOMPARE(boldRows(), 1);
        for (int r = 0; r < view.model()->rowCount(); ++r) {
            const QModelIndex i = view.model()->index(r, BuildDiffStageModel::Status);
            QCOMPARE(i.data(Qt::FontRole).value<QFont>().bold(),
                     i.data(BuildDiffStageModel::MovedRole).toBool());
        }
        // Nothing moved: nothing bold.
        QVERIFY(t.fill(QStringLiteral("example"), QStringLiteral("example")));
        QCOMPARE(boldRows(), 0);
    }
};

QTEST_MAIN(TestBuildTableProxyModel)
#include "tst_buildtableproxymodel.moc"

// SPDX-License-Identifier: MIT
#include "analysis/calltree.h"
#include "analysis/profilediff.h"
#include "io/collapsedreader.h"
#include "itemmodels/difftablemodel.h"

#include <QAbstractItemModelTester>
#include <QSortFilterProxyModel>
#include <QTest>

using namespace hearth;

// The difference table as a model: rows in |Δ share| order, numbers through SortRole, one
// side only said so; checked by QAbstractItemModelTester, alone and behind the sorting,
// filtering proxy the difference view puts in front of it.
class TestDiffTableModel : public QObject
{
    Q_OBJECT

    static CallTree::Ptr tree(const char *folded)
    {
        return CallTree::build(CollapsedReader::parse(QByteArray(folded)).profile, 0);
    }
    static ProfileDiff diff()
    {
        return ProfileDiff::compute(*tree("main;grow 10\nmain;shrink 80\nmain;gone 10\n"),
                                    *tree("main;grow 50\nmain;shrink 30\nmain;fresh 20\n"), true);
    }
    const ValueType m_type{QStringLiteral("samples"), QStringLiteral("count")};

private Q_SLOTS:
    void rows_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("column");
        QTest::addColumn<qint64>("sort");
        QTest::newRow("grow self A") << "grow" << int(DiffTableModel::SelfA) << qint64(10);
        QTest::newRow("grow self B") << "grow" << int(DiffTableModel::SelfB) << qint64(50);
        QTest::newRow("grow delta") << "grow" << int(DiffTableModel::Delta) << qint64(40);
        QTest::newRow("shrink delta") << "shrink" << int(DiffTableModel::Delta) << qint64(-50);
        QTest::newRow("fresh self A") << "fresh" << int(DiffTableModel::SelfA) << qint64(0);
    }
    void rows()
    {
        QFETCH(QString, name);
        QFETCH(int, column);
        QFETCH(qint64, sort);
        DiffTableModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.resetData(diff(), m_type);
        QCOMPARE(model.columnCount(), int(DiffTableModel::ColumnCount));
        const int row = model.rowOfName(name);
        QVERIFY(row >= 0);
        QCOMPARE(model.index(row, column).data(DiffTableModel::SortRole).toLongLong(), sort);
        QCOMPARE(model.index(row, DiffTableModel::Function).data(DiffTableModel::NameRole),
                 QVariant(name));
        // |Δ share| order: shrink (−50 pp) first, main (0) last.
        QCOMPARE(model.index(0, DiffTableModel::Function).data(DiffTableModel::NameRole),
                 QVariant(QStringLiteral("shrink")));
        QCOMPARE(model.index(model.rowCount() - 1, DiffTableModel::Function)
                     .data(DiffTableModel::NameRole),
                 QVariant(QStringLiteral("main")));
        // One side only says so.
        QVERIFY(model.index(model.rowOfName(QStringLiteral("fresh")), DiffTableModel::Function)
                    .data()
                    .toString()
                    .contains(QLatin1String("only in B")));
    }

    void behindTheViewsProxy()
    {
        DiffTableModel model;
        QSortFilterProxyModel proxy;
        proxy.setSourceModel(&model);
        proxy.setSortRole(DiffTableModel::SortRole);
        proxy.setFilterRole(DiffTableModel::NameRole);
        proxy.setFilterKeyColumn(DiffTableModel::Function);
        proxy.setFilterCaseSensitivity(Qt::CaseInsensitive);
        QAbstractItemModelTester tester(&proxy,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.resetData(diff(), m_type);
        QCOMPARE(proxy.rowCount(), 5);
        proxy.sort(DiffTableModel::Delta, Qt::DescendingOrder);
        QCOMPARE(proxy.index(0, DiffTableModel::Function).data(DiffTableModel::NameRole),
                 QVariant(QStringLiteral("grow")));
        proxy.setFilterFixedString(QStringLiteral("SHR"));
        QCOMPARE(proxy.rowCount(), 1);
        model.resetData(ProfileDiff(), m_type);
        QCOMPARE(proxy.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestDiffTableModel)
#include "tst_difftablemodel.moc"

// SPDX-License-Identifier: MIT
#include "itemmodels/operationlabelmodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace hearth;

// The store view's Operation choices: the whole component, then each label, loading until
// its values arrive, an unbounded one shown but not offered.
class TestOperationLabelModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rows_data()
    {
        QTest::addColumn<QStringList>("labels");
        QTest::addColumn<QStringList>("loaded"); // labels whose values arrived (3 each)
        QTest::addColumn<QStringList>("unbounded");
        QTest::addColumn<QStringList>("shown"); // every row's text
        QTest::addColumn<QString>("wanted");
        QTest::addColumn<int>("select");
        const QString span = QStringLiteral("span_name");
        const QString id = QStringLiteral("span_id");
        QTest::newRow("nothing yet") << QStringList() << QStringList() << QStringList()
                                     << QStringList{QStringLiteral("whole component")} << span << 0;
        QTest::newRow("loading") << QStringList{span} << QStringList() << QStringList()
                                 << QStringList{QStringLiteral("whole component"),
                                                QStringLiteral("span_name (loading…)")}
                                 << span << 1;
        QTest::newRow("loaded and unbounded")
            << QStringList{span, id} << QStringList{span, id} << QStringList{id}
            << QStringList{QStringLiteral("whole component"), span,
                           QStringLiteral("span_id — unbounded cardinality (3 values)")}
            << id << 0; // the unbounded label is never selected
        QTest::newRow("a name with a newline")
            << QStringList{QStringLiteral("a\nb")} << QStringList{QStringLiteral("a\nb")}
            << QStringList()
            << QStringList{QStringLiteral("whole component"), QStringLiteral("a⏎b")}
            << QStringLiteral("a\nb") << 1;
    }
    void rows()
    {
        QFETCH(QStringList, labels);
        QFETCH(QStringList, loaded);
        QFETCH(QStringList, unbounded);
        QFETCH(QStringList, shown);
        QFETCH(QString, wanted);
        QFETCH(int, select);
        OperationLabelModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QMap<QString, QStringList> values;
        for (const QString &l : loaded)
            values.insert(l, {QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("z")});
        model.setLabels(labels, values, unbounded);
        QStringList texts;
        for (int r = 0; r < model.rowCount(); ++r)
            texts << model.index(r).data().toString();
        QCOMPARE(texts, shown);
        QCOMPARE(model.rowToSelect(wanted), select);
        QCOMPARE(model.index(0).data(OperationLabelModel::LabelRole).toString(), QString());
        for (int r = 1; r < model.rowCount(); ++r) {
            const QModelIndex i = model.index(r);
            QCOMPARE(i.data(OperationLabelModel::LabelRole).toString(), labels[r - 1]);
            const bool offered = !unbounded.contains(labels[r - 1]);
            QCOMPARE(bool(model.flags(i) & Qt::ItemIsEnabled), offered);
            QCOMPARE(bool(model.flags(i) & Qt::ItemIsSelectable), offered);
            QCOMPARE(i.data(Qt::ToolTipRole).isValid(), !offered);
        }
        model.clear();
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestOperationLabelModel)
#include "tst_operationlabelmodel.moc"

// SPDX-License-Identifier: MIT
#include "analysis/calltree.h"
#include "analysis/functiontable.h"
#include "io/collapsedreader.h"
#include "io/profilereader.h"
#include "itemmodels/functionfilterproxymodel.h"
#include "itemmodels/functiontablemodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace hearth;

class TestFunctionTableModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void shape();
    void sorting_data();
    void sorting();
    void filterByMask();
    void headerToolTips();
    void unitsShown();
    void otherIsNotAFunction();
    void subtreeShare_data();
    void subtreeShare();
    void locationInTheNameComesLast_data();
    void locationInTheNameComesLast();

private:
    CallTree::Ptr m_tree;
};

void TestFunctionTableModel::initTestCase()
{
    const ProfileResult r =
        ProfileReader::readFile(QStringLiteral(HEARTH_TEST_DATA "/go-cpu-small.pb.gz"));
    QVERIFY2(r.ok(), qPrintable(r.error.toString()));
    const int cpu = r.profile->sampleTypeIndex(QStringLiteral("cpu"));
    QVERIFY(cpu >= 0);
    m_tree = CallTree::build(r.profile, cpu);
}

void TestFunctionTableModel::shape()
{
    FunctionTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.resetData(m_tree, FunctionTable::compute(*m_tree));
    QVERIFY(model.rowCount() > 10);
    QCOMPARE(model.columnCount(), int(FunctionTableModel::ColumnCount));
    const QModelIndex i = model.index(0, FunctionTableModel::Function);
    const quint32 f = model.data(i, FunctionTableModel::FunctionRole).toUInt();
    QCOMPARE(model.rowOfFunction(f), 0);
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestFunctionTableModel::sorting_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<bool>("descending");
    for (int c = 0; c < FunctionTableModel::ColumnCount; ++c) {
        const QByteArray name = "column " + QByteArray::number(c);
        QTest::newRow(QByteArray(name + " up").constData()) << c << false;
        QTest::newRow(QByteArray(name + " down").constData()) << c << true;
    }
}

void TestFunctionTableModel::sorting()
{
    QFETCH(int, column);
    QFETCH(bool, descending);
    FunctionTableModel model;
    FunctionFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    QAbstractItemModelTester tester(&proxy, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.resetData(m_tree, FunctionTable::compute(*m_tree));
    proxy.sort(column, descending ? Qt::DescendingOrder : Qt::AscendingOrder);
    QVERIFY(proxy.rowCount() > 10);
    for (int r = 1; r < proxy.rowCount(); ++r) {
        const QVariant a = proxy.index(r - 1, column).data(FunctionTableModel::SortRole);
        const QVariant b = proxy.index(r, column).data(FunctionTableModel::SortRole);
        const int cmp = QVariant::compare(a, b) == QPartialOrdering::Less      ? -1
                        : QVariant::compare(a, b) == QPartialOrdering::Greater ? 1
                                                                               : 0;
        if (descending)
            QVERIFY2(cmp >= 0, qPrintable(QStringLiteral("row %1").arg(r)));
        else
            QVERIFY2(cmp <= 0, qPrintable(QStringLiteral("row %1").arg(r)));
    }
    if (column != FunctionTableModel::Function) {
        // Numbers, not text: the sort role is numeric.
        const QVariant v = proxy.index(0, column).data(FunctionTableModel::SortRole);
        QVERIFY(v.typeId() != QMetaType::QString);
    }
}

void TestFunctionTableModel::filterByMask()
{
    FunctionTableModel model;
    FunctionFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    model.resetData(m_tree, FunctionTable::compute(*m_tree));
    const quint32 f = model.stats(3).function;
    std::vector<bool> mask(m_tree->profile().functions().size(), false);
    mask[f] = true;
    proxy.setFunctionMask(mask);
    QCOMPARE(proxy.rowCount(), 1);
    QCOMPARE(proxy.index(0, 0).data(FunctionTableModel::FunctionRole).toUInt(), f);
    proxy.clearFunctionMask();
    QCOMPARE(proxy.rowCount(), model.rowCount());
}

void TestFunctionTableModel::headerToolTips()
{
    FunctionTableModel model;
    for (int c = 0; c < FunctionTableModel::ColumnCount; ++c) {
        QVERIFY(!model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString().isEmpty());
        QVERIFY(!model.headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString().isEmpty());
    }
    QVERIFY(model.headerData(FunctionTableModel::LargestSubtree, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(QLatin1String("not the sum")));
}

void TestFunctionTableModel::unitsShown()
{
    FunctionTableModel model;
    model.resetData(m_tree, FunctionTable::compute(*m_tree));
    const QString self = model.index(0, FunctionTableModel::Inclusive).data().toString();
    QVERIFY2(self.endsWith(QLatin1String("s")), qPrintable(self));
    QVERIFY2(!self.contains(QLatin1String("sample")), qPrintable(self));
    const QString share = model.index(0, FunctionTableModel::SelfShare).data().toString();
    QVERIFY2(share.endsWith(QLatin1Char('%')), qPrintable(share));
}

void TestFunctionTableModel::otherIsNotAFunction()
{
    // A store's merged profile: frames below its node limit became "other".
    const auto profile =
        CollapsedReader::parse(QByteArray("main;work 60\nmain;other 40\n")).profile;
    const auto tree = CallTree::build(profile, 0);
    FunctionTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.resetData(tree, FunctionTable::compute(*tree));
    auto nameOf = [&](int row) {
        return model.index(row, FunctionTableModel::Function).data().toString();
    };
    int otherRow = -1;
    for (int r = 0; r < model.rowCount(); ++r) {
        if (model.index(r, FunctionTableModel::Function).data(FunctionTableModel::SortRole) ==
            QStringLiteral("other"))
            otherRow = r;
    }
    QVERIFY(otherRow >= 0);
    QCOMPARE(nameOf(otherRow), QStringLiteral("other"));
    model.setNotAFunction(QStringLiteral("other"));
    QVERIFY2(nameOf(otherRow).contains(QStringLiteral("not a function")),
             qPrintable(nameOf(otherRow)));
    for (int r = 0; r < model.rowCount(); ++r) {
        if (r != otherRow)
            QVERIFY(!nameOf(r).contains(QStringLiteral("not a function")));
    }
    model.setNotAFunction({});
    QCOMPARE(nameOf(otherRow), QStringLiteral("other"));
}

void TestFunctionTableModel::subtreeShare_data()
{
    // The seed's Puma shape: 4.2% self and a 38.5% subtree, out of 1000.
    QTest::addColumn<QString>("function");
    QTest::addColumn<QString>("selfShare");
    QTest::addColumn<QString>("subtreeShare");
    QTest::addColumn<double>("sortValue");
    QTest::newRow("the server loop") << "process_client"
                                     << "4.2%"
                                     << "38.5%" << 0.385;
    QTest::newRow("the work under it") << "work"
                                       << "34.3%"
                                       << "34.3%" << 0.343;
    QTest::newRow("the root") << "main"
                              << "0.0%"
                              << "100.0%" << 1.0;
}

void TestFunctionTableModel::subtreeShare()
{
    QFETCH(QString, function);
    QFETCH(QString, selfShare);
    QFETCH(QString, subtreeShare);
    QFETCH(double, sortValue);
    const auto profile = CollapsedReader::parse(QByteArray("main;other_work 615\n"
                                                           "main;process_client 42\n"
                                                           "main;process_client;work 343\n"))
                             .profile;
    const auto tree = CallTree::build(profile, 0);
    FunctionTableModel model;
    QAbstractItemModelTester tester(&model);
    model.resetData(tree, FunctionTable::compute(*tree));
    int row = -1;
    for (int r = 0; r < model.rowCount(); ++r) {
        if (model.index(r, FunctionTableModel::Function).data(FunctionTableModel::SortRole) ==
            function)
            row = r;
    }
    QVERIFY(row >= 0);
    QCOMPARE(model.headerData(FunctionTableModel::SubtreeShare, Qt::Horizontal).toString(),
             QStringLiteral("Subtree %"));
    QVERIFY(model.headerData(FunctionTableModel::SubtreeShare, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(QLatin1String("largest subtree as a share")));
    // Beside Largest subtree.
    QCOMPARE(int(FunctionTableModel::SubtreeShare), int(FunctionTableModel::LargestSubtree) + 1);
    QCOMPARE(model.index(row, FunctionTableModel::SelfShare).data().toString(), selfShare);
    QCOMPARE(model.index(row, FunctionTableModel::SubtreeShare).data().toString(), subtreeShare);
    QCOMPARE(model.index(row, FunctionTableModel::SubtreeShare)
                 .data(FunctionTableModel::SortRole)
                 .toDouble(),
             sortValue);
    // Sorting by Subtree % puts the root first, then the server loop, then its work.
    FunctionFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.sort(FunctionTableModel::SubtreeShare, Qt::DescendingOrder);
    QStringList order;
    for (int r = 0; r < proxy.rowCount(); ++r)
        order << proxy.index(r, FunctionTableModel::Function)
                     .data(FunctionTableModel::SortRole)
                     .toString();
    QCOMPARE(order, (QStringList{QStringLiteral("main"), QStringLiteral("other_work"),
                                 QStringLiteral("process_client"), QStringLiteral("work")}));
}

void TestFunctionTableModel::locationInTheNameComesLast_data()
{
    QTest::addColumn<QByteArray>("folded");
    QTest::addColumn<QString>("shown");
    QTest::newRow("Node agent") << QByteArray("main;./build/index.js:carSearchHandler:29 5\n")
                                << QStringLiteral("carSearchHandler  (index.js:29)");
    QTest::newRow("plain") << QByteArray("main;runtime.mallocgc 5\n")
                           << QStringLiteral("runtime.mallocgc");
}

void TestFunctionTableModel::locationInTheNameComesLast()
{
    QFETCH(QByteArray, folded);
    QFETCH(QString, shown);
    const ProfileResult r = CollapsedReader::parse(folded);
    QVERIFY(r.ok());
    const CallTree::Ptr tree = CallTree::build(r.profile, 0);
    FunctionTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.resetData(tree, FunctionTable::compute(*tree));
    QStringList names;
    for (int row = 0; row < model.rowCount(); ++row)
        names << model.index(row, FunctionTableModel::Function).data().toString();
    QVERIFY2(names.contains(shown), qPrintable(names.join(QLatin1String(" | "))));
    // The tooltip keeps the whole name.
    const int row = int(names.indexOf(shown));
    const QString full = QString::fromUtf8(folded.split(';').last().split(' ').first());
    QVERIFY(model.index(row, FunctionTableModel::Function)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(full));
}

QTEST_GUILESS_MAIN(TestFunctionTableModel)
#include "tst_functiontablemodel.moc"

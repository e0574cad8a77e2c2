// SPDX-License-Identifier: MIT
#include "itemmodels/untrustedtext.h"
#include "itemmodels/untrustedtextproxymodel.h"

#include <QAbstractItemModelTester>
#include <QStringListModel>
#include <QTest>

using namespace hearth;

// Names from a server shown through UntrustedText: the display form, a tooltip escaped, the
// real name under EditRole; QAbstractItemModelTester over the proxy as the store view uses it.
class TestUntrustedTextProxyModel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsTheDisplayForm_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("plain") << QStringLiteral("checkout");
        QTest::newRow("markup") << QStringLiteral("<b>bold</b> & <img src=x>");
        QTest::newRow("line break") << QStringLiteral("first\nsecond");
        QTest::newRow("bidi") << QStringLiteral("abc\u202Edef");
        QTest::newRow("long") << QString(5000, QLatin1Char('x'));
    }
    void showsTheDisplayForm()
    {
        QFETCH(QString, name);
        QStringListModel source;
        UntrustedTextProxyModel proxy;
        proxy.setSourceModel(&source);
        QAbstractItemModelTester tester(&proxy,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        source.setStringList({QStringLiteral("before"), name});
        proxy.sort(0);
        QCOMPARE(proxy.rowCount(), 2);
        QModelIndex i;
        for (int row = 0; row < proxy.rowCount(); ++row) {
            if (proxy.index(row, 0).data(Qt::EditRole).toString() == name)
                i = proxy.index(row, 0);
        }
        QVERIFY(i.isValid());
        QCOMPARE(i.data(Qt::EditRole).toString(), name);
        QCOMPARE(i.data().toString(), UntrustedText::display(name));
        const QString tip = i.data(Qt::ToolTipRole).toString();
        QVERIFY2(!tip.contains(QLatin1String("<b>")), qPrintable(tip));
        QVERIFY(!i.data().toString().contains(QLatin1Char('\n')));
        source.removeRows(0, 1);
        QCOMPARE(proxy.rowCount(), 1);
    }
};

QTEST_GUILESS_MAIN(TestUntrustedTextProxyModel)
#include "tst_untrustedtextproxymodel.moc"

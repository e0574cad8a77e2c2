// SPDX-License-Identifier: MIT
// Issue 20: a store's answers are input. A TestStoreServer on 127.0.0.1 answers with hostile
// component names, label names and values and profile types (HTML with <img src> and style,
// a '&' mnemonic, U+202E, NUL and newlines, a 1 MB string); the store window and the
// connection dialog are opened on them and walked (hostilewalk.h): the components list, the
// combo boxes, the chart, the flame graph and table, and the tooltips of hovering them; in
// English and with the German catalogue loaded.
#include "hostilewalk.h"
#include "storeconnectiondialog.h"
#include "storeview.h"
#include "storewindow.h"
#include "teststoreserver.h"

#include "store/storeconnectionlist.h"
#include "store/storelink.h"
#include "store/storesecrets.h"
#include "store/storetime.h"

#include <QComboBox>
#include <QListView>
#include <QListWidget>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace hearth;
using namespace hearth::test;

namespace {

const QString kCpu = QStringLiteral("process_cpu:cpu:nanoseconds:cpu:nanoseconds");

QString joined(const QStringList &problems)
{
    return problems.join(QLatin1Char('\n')).left(4000);
}

} // namespace

class TestHostileStore : public QObject
{
    Q_OBJECT
    GermanForTest m_german;

private Q_SLOTS:
    /// Every test once in English and once with the German catalogue loaded.
    void initTestCase_data() { GermanForTest::addRows(); }
    void init() { m_german.installForRow(); }
    void cleanup() { m_german.remove(); }

    void storeWindow()
    {
        const QStringList h = hostileNames();
        TestStoreServer server;
        server.setHostileNames(h);
        QVERIFY(server.listen());
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("hearth.ini")), QSettings::IniFormat);
        StoreSecrets secrets(QStringLiteral("hearth-test"));
        secrets.setKeychainEnabled(false);
        StoreWindow w(&settings, &secrets);
        w.resize(1400, 900);
        w.show();
        StoreView *view = w.view();
        QSignalSpy listed(view, &StoreView::componentsListed);
        QSignalSpy shown(view, &StoreView::profileShown);
        StoreLink link;
        link.base = server.url();
        link.component = h[0];
        link.profileType = kCpu;
        link.untilMs = StoreTime::nowMs();
        link.fromMs = link.untilMs - 6 * 3600000;
        QVERIFY(w.openUrl(link.toUrl()));
        QTRY_VERIFY_WITH_TIMEOUT(!listed.isEmpty(), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 20000);
        // The component is chosen by its name, not by the display form in the list.
        QCOMPARE(view->currentComponent(), h[0]);
        QTRY_VERIFY_WITH_TIMEOUT(!view->isBusy(), 20000);

        QStringList tips;
        int hovered = 0;
        QStringList problems = walk(&w, &tips, &hovered);
        QVERIFY2(problems.isEmpty(), qPrintable(joined(problems)));
        QVERIFY(hovered > 0);

        // Every component of the list, chosen by a click: its raw name reaches the view.
        QListView *list = view->componentList();
        QAbstractItemModel *model = list->model();
        QCOMPARE(model->rowCount(), h.size());
        QStringList listTips;
        for (int r = 0; r < model->rowCount(); ++r) {
            const QModelIndex i = model->index(r, 0);
            const QString name = i.data(Qt::EditRole).toString();
            QVERIFY(h.contains(name));
            QCOMPARE(i.data(Qt::DisplayRole).toString(), UntrustedText::display(name));
            list->setCurrentIndex(i);
            QTRY_COMPARE_WITH_TIMEOUT(view->currentComponent(), name, 20000);
            QTRY_VERIFY_WITH_TIMEOUT(!view->isBusy(), 20000);
            problems = walk(&w);
            QVERIFY2(problems.isEmpty(), qPrintable(joined(problems)));
            // Hover the list itself: each row's tooltip is the whole name, escaped.
            hoverAll(list->viewport(), problems, &listTips);
            QVERIFY2(problems.isEmpty(), qPrintable(joined(problems)));
        }
        QVERIFY(!listTips.isEmpty());
        const QModelIndexList first = model->match(model->index(0, 0), Qt::EditRole, h[0], 1,
                                                   Qt::MatchExactly | Qt::MatchCaseSensitive);
        QCOMPARE(first.size(), 1);
        list->setCurrentIndex(first.first());
        QTRY_COMPARE_WITH_TIMEOUT(view->currentComponent(), h[0], 20000);
        QTRY_VERIFY_WITH_TIMEOUT(!view->isBusy(), 20000);

        // The hostile profile type: its parts in the combo box, its unit on the chart.
        QComboBox *types = view->typeBox();
        const int hostile = types->findData(TestStoreServer::hostileType());
        QVERIFY(hostile >= 0);
        types->setCurrentIndex(hostile);
        QTRY_VERIFY_WITH_TIMEOUT(!view->isBusy(), 20000);
        problems = walk(&w, &tips, &hovered);
        QVERIFY2(problems.isEmpty(), qPrintable(joined(problems)));

        // Every operation (hostile label names) and every value (hostile label values).
        types->setCurrentIndex(types->findData(kCpu));
        QTRY_VERIFY_WITH_TIMEOUT(!view->isBusy(), 20000);
        // Hostile label names are not valid label names: never offered as an operation.
        QComboBox *ops = view->operationBox();
        QStringList offered;
        for (int o = 0; o < ops->count(); ++o)
            offered << ops->itemText(o);
        QVERIFY2(ops->count() >= 3,
                 qPrintable(offered.join(QLatin1Char('|')))); // whole, span_name, hostile
        for (int o = 0; o < ops->count(); ++o)
            QVERIFY(!h.contains(ops->itemData(o, Qt::UserRole).toString()));
        for (int o = 0; o < ops->count(); ++o) {
            ops->setCurrentIndex(o);
            QTRY_VERIFY_WITH_TIMEOUT(!view->isBusy(), 20000);
            QComboBox *values = view->valueBox();
            // The hostile values come first; span_id's 1,500 are not all needed.
            for (int v = 0; v < qMin(values->count(), h.size() + 2); ++v) {
                values->setCurrentIndex(v);
                QTRY_VERIFY_WITH_TIMEOUT(!view->isBusy(), 20000);
            }
            problems = walk(&w);
            QVERIFY2(problems.isEmpty(), qPrintable(joined(problems)));
        }
        problems = walk(&w, &tips, &hovered);
        QVERIFY2(problems.isEmpty(), qPrintable(joined(problems)));
    }

    void connectionDialog()
    {
        const QStringList h = hostileNames();
        TestStoreServer server;
        server.setHostileNames(h);
        QVERIFY(server.listen());
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("hearth.ini")), QSettings::IniFormat);
        StoreSecrets secrets(QStringLiteral("hearth-test"));
        secrets.setKeychainEnabled(false);
        QList<StoreConnectionList::Entry> entries;
        for (const QString &name : h) {
            StoreConnectionList::Entry e;
            e.name = name;
            e.connection.baseUrl = server.url();
            e.connection.tenant = h[1];
            entries << e;
        }
        StoreConnectionList::save(settings, entries);
        StoreConnectionDialog d(&settings, &secrets);
        d.show();
        QCOMPARE(d.list()->count(), h.size());
        QStringList tips;
        for (int r = 0; r < d.list()->count(); ++r) {
            d.list()->setCurrentRow(r);
            QStringList problems = walk(&d, &tips);
            QVERIFY2(problems.isEmpty(), qPrintable(joined(problems)));
        }

        // A window connected to a hostile entry: its title and components.
        StoreWindow w(&settings, &secrets);
        w.resize(1200, 800);
        w.show();
        QSignalSpy listed(w.view(), &StoreView::componentsListed);
        w.connectTo(entries[0]);
        QTRY_VERIFY_WITH_TIMEOUT(!listed.isEmpty(), 20000);
        QTRY_VERIFY_WITH_TIMEOUT(!w.view()->isBusy(), 20000);
        const QStringList problems = walk(&w, &tips);
        QVERIFY2(problems.isEmpty(), qPrintable(joined(problems)));
    }
};

QTEST_MAIN(TestHostileStore)
#include "tst_hostilestore.moc"

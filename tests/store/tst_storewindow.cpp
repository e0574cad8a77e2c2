#include "profileview.h"
#include "storeconnectiondialog.h"
#include "storeview.h"
#include "storewindow.h"
#include "teststoreserver.h"

#include "store/storesecrets.h"
#include "store/storetime.h"

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QtTest>

using namespace hearth;
using hearth::test::TestStoreServer;

class tst_StoreWindow : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void openLink_data();
    void openLink();
    void notALink();
    void dialog();
    void dialogRejectsBadUrl();
    void maxNodesIsASetting();
};

namespace {
QUrl linkTo(const TestStoreServer &server)
{
    StoreLink l;
    l.base = server.url();
    l.component = QStringLiteral("worker");
    l.profileType = QStringLiteral("memory:inuse_space:bytes:space:bytes");
    l.untilMs = StoreTime::nowMs();
    l.fromMs = l.untilMs - 6 * 3600000;
    return l.toUrl();
}
} // namespace

void tst_StoreWindow::openLink_data()
{
    QTest::addColumn<bool>("saved");
    QTest::newRow("no saved connection") << false;
    QTest::newRow("saved connection with a token") << true;
}

void tst_StoreWindow::openLink()
{
    QFETCH(bool, saved);
    TestStoreServer server;
    QVERIFY(server.listen());
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("hearth.ini")), QSettings::IniFormat);
    StoreSecrets secrets(QStringLiteral("hearth-test"));
    secrets.setKeychainEnabled(false);
    if (saved) {
        StoreConnectionList::Entry e;
        e.name = QStringLiteral("local");
        e.connection.baseUrl = server.url();
        e.connection.tenant = QStringLiteral("acme");
        e.connection.auth = StoreConnection::Auth::Bearer;
        StoreConnectionList::save(settings, {e});
        secrets.store(StoreConnectionList::secretKey(e), QStringLiteral("s3cret"));
        server.setRequiredTenant(QStringLiteral("acme"));
        server.setRequiredAuthorization("Bearer s3cret");
    }
    StoreWindow window(&settings, &secrets);
    window.resize(1200, 800);
    window.show();
    QSignalSpy shown(window.view(), &StoreView::profileShown);
    const QUrl link = linkTo(server);
    QVERIFY(window.openUrl(link));
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 10000);
    QCOMPARE(window.view()->currentComponent(), QStringLiteral("worker"));
    QCOMPARE(window.view()->profileView()->snapshot().tree->totalValue(), qint64(7884819));
    QCOMPARE(window.view()->link().toUrl(), link);
    QCOMPARE(window.windowTitle(), saved ? QStringLiteral("store: local (tenant acme)")
                                         : QStringLiteral("store: 127.0.0.1"));
    QCOMPARE(server.problems(), QStringList());
    if (saved)
        QCOMPARE(server.received().last().headers.value("authorization"),
                 QByteArray("Bearer s3cret"));
}

void tst_StoreWindow::notALink()
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("hearth.ini")), QSettings::IniFormat);
    StoreSecrets secrets;
    secrets.setKeychainEnabled(false);
    StoreWindow window(&settings, &secrets);
    QVERIFY(!window.openUrl(QUrl(QStringLiteral("ftp://example.com/components/a/profile"))));
    QVERIFY(!window.openUrl(QUrl(QStringLiteral("just words"))));
}

void tst_StoreWindow::dialog()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hearth.ini"));
    QSettings settings(path, QSettings::IniFormat);
    StoreSecrets secrets;
    secrets.setKeychainEnabled(false);
    QSignalSpy stored(&secrets, &StoreSecrets::stored);
    StoreConnectionDialog d(&settings, &secrets);
    QVERIFY(d.secretNote()->text().contains(QStringLiteral("for this session only")));
    QCOMPARE(d.secretNote()->textFormat(), Qt::PlainText);
    d.nameField()->setText(QStringLiteral("prod-eu"));
    d.urlField()->setText(QStringLiteral("https://profiles.example.com"));
    d.tenantField()->setText(QStringLiteral("acme"));
    d.authBox()->setCurrentIndex(d.authBox()->findData(int(StoreConnection::Auth::Basic)));
    d.userField()->setText(QStringLiteral("123456"));
    d.secretField()->setText(QStringLiteral("glc_token"));
    QVERIFY(d.apply());
    QTRY_COMPARE(stored.size(), 1);
    QCOMPARE(d.list()->count(), 1);
    const StoreConnectionList::Entry chosen = d.chosen();
    QCOMPARE(chosen.connection.secret, QStringLiteral("glc_token"));
    QCOMPARE(chosen.connection.auth, StoreConnection::Auth::Basic);
    settings.sync();
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QVERIFY(text.contains("profiles.example.com"));
    QVERIFY(!text.contains("glc_token"));

    // A second dialog sees the saved entry; removing it forgets it.
    StoreConnectionDialog again(&settings, &secrets);
    QCOMPARE(again.list()->count(), 1);
    QCOMPARE(again.urlField()->text(), QStringLiteral("https://profiles.example.com"));
    QCOMPARE(again.secretField()->text(), QString());
    again.removeCurrent();
    QCOMPARE(StoreConnectionList::load(settings).size(), 0);
}

void tst_StoreWindow::dialogRejectsBadUrl()
{
    StoreSecrets secrets;
    secrets.setKeychainEnabled(false);
    StoreConnectionDialog d(nullptr, &secrets);
    d.nameField()->setText(QStringLiteral("x"));
    d.urlField()->setText(QStringLiteral("ftp://example.com"));
    QVERIFY(!d.apply());
    QVERIFY(!d.errorLabel()->text().isEmpty());
    d.nameField()->clear();
    d.urlField()->setText(QStringLiteral("https://example.com"));
    QVERIFY(!d.apply());
}

void tst_StoreWindow::maxNodesIsASetting()
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("hearth.ini")), QSettings::IniFormat);
    StoreSecrets secrets;
    secrets.setKeychainEnabled(false);
    {
        StoreWindow w(&settings, &secrets);
        auto *box = w.findChild<QSpinBox *>();
        QVERIFY(box);
        QCOMPARE(box->value(), 65536);
        QCOMPARE(w.view()->maxNodes(), qint64(65536));
        box->setValue(131072);
        Q_EMIT box->editingFinished();
        QCOMPARE(w.view()->maxNodes(), qint64(131072));
    }
    StoreWindow again(&settings, &secrets); // remembered
    QCOMPARE(again.view()->maxNodes(), qint64(131072));
}

QTEST_MAIN(tst_StoreWindow)
#include "tst_storewindow.moc"

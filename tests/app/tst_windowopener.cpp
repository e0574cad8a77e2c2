// SPDX-License-Identifier: MIT
#include "profilewindow.h"
#include "windowopener.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace hearth;

class TestWindowOpener : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void kinds_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("elsewhere");
        QTest::newRow("bundle") << QStringLiteral(HEARTH_EXAMPLES "/build-4711.profbundle") << true;
        QTest::newRow("link") << QStringLiteral("https://ci.example/b/1.profbundle") << true;
        QTest::newRow("profile") << QStringLiteral(HEARTH_TEST_DATA "/go-cpu-small.pb.gz") << false;
        QTest::newRow("missing") << QStringLiteral("/nonexistent/x.pb") << false;
    }
    void kinds()
    {
        QFETCH(QString, path);
        QTEST(WindowOpener::belongsElsewhere(path), "elsewhere");
    }

    void profileWindowHandsBundlesOn()
    {
        QStringList opened;
        WindowOpener::install([&opened](const QString &f) { opened << f; });
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        ProfileWindow w(settings);
        w.setShowErrorDialogs(false);
        const QString bundle = QStringLiteral(HEARTH_EXAMPLES "/build-4711.profbundle");
        w.openFileAnywhere(bundle);
        QCOMPARE(opened, QStringList{bundle});
        QVERIFY(!w.isLoading()); // not read as a profile
        WindowOpener::install({});
        QVERIFY(!WindowOpener::open(bundle));
    }
};

QTEST_MAIN(TestWindowOpener)
#include "tst_windowopener.moc"

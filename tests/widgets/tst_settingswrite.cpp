// SPDX-License-Identifier: MIT
#include "settingswrite.h"

#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

namespace hearth {

class TestSettingsWrite : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void writesOnlyChanges_data();
    void writesOnlyChanges();
    void removesOnlyWhatIsThere();
};

void TestSettingsWrite::writesOnlyChanges_data()
{
    QTest::addColumn<QVariant>("stored");
    QTest::addColumn<QVariant>("written");
    QTest::addColumn<bool>("writes");
    const QString dir = QStringLiteral("/home/ann/profiles");
    QTest::newRow("the same folder") << QVariant(dir) << QVariant(dir) << false;
    QTest::newRow("another folder") << QVariant(dir) << QVariant(dir + QLatin1Char('2')) << true;
    // Read back from the INI file, a list of one string is a string.
    const QStringList one{QStringLiteral("profile\t/tmp/a.pb.gz")};
    QTest::newRow("recent files: one, the same") << QVariant(one) << QVariant(one) << false;
    const QStringList two = one + QStringList{QStringLiteral("bundle\t/tmp/b.hearth")};
    QTest::newRow("recent files: two, the same") << QVariant(two) << QVariant(two) << false;
    QTest::newRow("recent files: reordered")
        << QVariant(two) << QVariant(QStringList{two[1], two[0]}) << true;
    const QByteArray state("\x00\x01\xff splitter", 12);
    QTest::newRow("a splitter's state, the same") << QVariant(state) << QVariant(state) << false;
    QTest::newRow("a splitter's state, moved")
        << QVariant(state) << QVariant(state + QByteArray("!")) << true;
    QTest::newRow("a key not there yet") << QVariant() << QVariant(dir) << true;
}

void TestSettingsWrite::writesOnlyChanges()
{
    QFETCH(QVariant, stored);
    QFETCH(QVariant, written);
    QFETCH(bool, writes);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hearth.conf"));
    const QString key = QStringLiteral("group/key");
    {
        QSettings first(path, QSettings::IniFormat);
        first.setValue(QStringLiteral("other"), 1);
        if (stored.isValid())
            first.setValue(key, stored);
    }
    QSettings settings(path, QSettings::IniFormat); // as a later start of Hearth reads it
    QCOMPARE(settings.value(QStringLiteral("other")).toInt(), 1);
    // A write of the file re-creates it: gone, it shows whether one happened.
    QVERIFY(QFile::remove(path));
    SettingsWrite::set(settings, key, written);
    settings.sync();
    QCOMPARE(QFile::exists(path), writes);
}

void TestSettingsWrite::removesOnlyWhatIsThere()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hearth.conf"));
    const auto write = [&path] {
        QSettings first(path, QSettings::IniFormat);
        first.setValue(QStringLiteral("kept"), 1);
        first.setValue(QStringLiteral("legacy"), 2);
    };
    write();
    {
        QSettings settings(path, QSettings::IniFormat);
        QVERIFY(settings.contains(QStringLiteral("legacy")));
        QVERIFY(QFile::remove(path));
        SettingsWrite::remove(settings, QStringLiteral("absent"));
        settings.sync();
        QVERIFY(!QFile::exists(path)); // nothing written
    }
    write();
    {
        QSettings settings(path, QSettings::IniFormat);
        SettingsWrite::remove(settings, QStringLiteral("legacy"));
    }
    const QSettings after(path, QSettings::IniFormat);
    QVERIFY(!after.contains(QStringLiteral("legacy")));
    QCOMPARE(after.value(QStringLiteral("kept")).toInt(), 1);
}

} // namespace hearth

QTEST_GUILESS_MAIN(hearth::TestSettingsWrite)
#include "tst_settingswrite.moc"

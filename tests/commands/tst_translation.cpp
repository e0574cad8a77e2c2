// SPDX-License-Identifier: MIT
#include "apptranslator.h"
#include "languagesetting.h"
#include "profileview.h"
#include "widgettestsupport.h"

#include "itemmodels/functiontablemodel.h"
#include "summarycommand.h"

#include <QApplication>
#include <QFile>
#include <QLibraryInfo>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>
#include <QTranslator>

using namespace hearth;
using namespace hearth::test;

class TestTranslation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void chooseLanguage_data();
    void chooseLanguage();
    void germanLoads();
    void germanCommandLineHelp();
    void englishHasItsPluralForms();
};

void TestTranslation::chooseLanguage_data()
{
    QTest::addColumn<QString>("setting");
    QTest::addColumn<QLocale>("system");
    QTest::addColumn<QString>("expected");
    QTest::newRow("German system")
        << QString() << QLocale(QLocale::German, QLocale::Germany) << QStringLiteral("de");
    QTest::newRow("Austrian German")
        << QString() << QLocale(QLocale::German, QLocale::Austria) << QStringLiteral("de");
    QTest::newRow("English system")
        << QString() << QLocale(QLocale::English) << QStringLiteral("en");
    QTest::newRow("French falls back to English")
        << QString() << QLocale(QLocale::French) << QStringLiteral("en");
    QTest::newRow("setting overrides German")
        << QStringLiteral("en") << QLocale(QLocale::German) << QStringLiteral("en");
    QTest::newRow("setting overrides English")
        << QStringLiteral("de") << QLocale(QLocale::English) << QStringLiteral("de");
}

void TestTranslation::chooseLanguage()
{
    QFETCH(QString, setting);
    QFETCH(QLocale, system);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    if (!setting.isEmpty())
        settings.setValue(LanguageSetting::key(), setting);
    QCOMPARE(AppTranslator::chooseLanguage(&settings, system), expected);
}

void TestTranslation::germanLoads()
{
    const QString dir = QStringLiteral(HEARTH_QM_DIR);
    QVERIFY2(QFile::exists(dir + QLatin1String("/hearth_de.qm")), qPrintable(dir));
    QVERIFY(AppTranslator::install(qApp, QStringLiteral("de"), dir));
    ProfileView view;
    QCOMPARE(view.showAnywayButton()->text(), QStringLiteral("Stapel trotzdem anzeigen"));
    FunctionTableModel model;
    QCOMPARE(model.headerData(FunctionTableModel::LargestSubtree, Qt::Horizontal).toString(),
             QStringLiteral("Größter Teilbaum"));
    QCOMPARE(model.headerData(FunctionTableModel::Self, Qt::Horizontal).toString(),
             QStringLiteral("Selbst"));
}

void TestTranslation::germanCommandLineHelp()
{
    QVERIFY(AppTranslator::install(qApp, QStringLiteral("de"), QStringLiteral(HEARTH_QM_DIR)));
    QString out, err;
    QTextStream o(&out), e(&err);
    QCOMPARE(SummaryCommand::run({QStringLiteral("--help")}, CliIo{o, e}), int(ExitOk));
    o.flush();
    e.flush();
    QVERIFY2(err.isEmpty(), qPrintable(err));
    // The usage line and the descriptions of the argument and of an option are Hearth's.
    QVERIFY2(out.startsWith(QLatin1String("Aufruf: hearth summary DATEI")), qPrintable(out));
    QVERIFY2(out.contains(QLatin1String("Eine pprof- oder Folded-Stacks-Datei.")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("Wie viele Funktionen aufgeführt werden.")),
             qPrintable(out));
    // The headings are Qt's own (qtbase_de.qm, from qt6-translations-l10n).
    if (QFile::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) +
                      QLatin1String("/qtbase_de.qm")))
        QVERIFY2(out.contains(QLatin1String("Optionen:")), qPrintable(out));
}

// English is installed with a catalogue of its own plural forms (hearth_en.qm): without it a
// count reads "1 sample(s)".
void TestTranslation::englishHasItsPluralForms()
{
    QTemporaryDir empty;
    QVERIFY(!AppTranslator::install(qApp, QStringLiteral("en"), empty.path()));
    QVERIFY(AppTranslator::switchTo(qApp, QStringLiteral("en"), QStringLiteral(HEARTH_QM_DIR)));
    QTranslator english;
    QVERIFY(english.load(QStringLiteral(HEARTH_QM_DIR "/hearth_en.qm")));
    QCOMPARE(english.translate("hearth::InspectCommand", "%n stage(s)", nullptr, 1),
             QStringLiteral("%n stage"));
    QCOMPARE(english.translate("hearth::InspectCommand", "%n stage(s)", nullptr, 2),
             QStringLiteral("%n stages"));
    // Only plural forms: every other text is its source.
    QVERIFY(english.translate("hearth::SummaryCommand", "Self").isEmpty());
    QCOMPARE(QCoreApplication::translate("hearth::Quantity", "%Ln sample(s)", nullptr, 1),
             QStringLiteral("1 sample"));
}

QTEST_MAIN(TestTranslation)
#include "tst_translation.moc"

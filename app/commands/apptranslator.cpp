// SPDX-License-Identifier: MIT
#include "apptranslator.h"

#include "languagesetting.h"
#include "recordingtranslator.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

namespace hearth {

QString AppTranslator::chooseLanguage(const QSettings *settings, const QLocale &system)
{
    const QString chosen =
        settings ? settings->value(LanguageSetting::key()).toString() : QString();
    if (chosen == QLatin1String("de") || chosen == QLatin1String("en"))
        return chosen;
    return system.language() == QLocale::German ? QStringLiteral("de") : QStringLiteral("en");
}

QLocale AppTranslator::localeFor(const QString &language, const QLocale &system)
{
    const QLocale::Language wanted =
        language == QLatin1String("de") ? QLocale::German : QLocale::English;
    if (system.language() == wanted)
        return system;
    return wanted == QLocale::German ? QLocale(QLocale::German, QLocale::Germany)
                                     : QLocale(QLocale::English, QLocale::UnitedStates);
}

bool AppTranslator::switchTo(QCoreApplication *app, const QString &language, const QString &qmDir)
{
    const auto installed = app->findChildren<QTranslator *>(QStringLiteral("hearth-translator"),
                                                            Qt::FindDirectChildrenOnly);
    for (QTranslator *t : installed) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
    return install(app, language, qmDir); // installing posts QEvent::LanguageChange
}

bool AppTranslator::install(QCoreApplication *app, const QString &language, const QString &qmDir)
{
    QLocale::setDefault(localeFor(language));
    // English too has a catalogue: its plural forms ("%n sample(s)": "1 sample", "2 samples").
    auto *catalogue = new QTranslator;
    const bool found = catalogue->load(QLatin1String("hearth_") + language, qmDir);
    if (!found) {
        delete catalogue;
        catalogue = nullptr;
        if (language != QLatin1String("en"))
            return false;
    }
    // Wrapped: it remembers what each shown text was made from.
    auto *own = new RecordingTranslator(catalogue, app);
    own->setObjectName(QStringLiteral("hearth-translator"));
    app->installTranslator(own);
    if (!catalogue || language == QLatin1String("en"))
        return found;
    auto *qt = new QTranslator(app);
    qt->setObjectName(QStringLiteral("hearth-translator"));
    if (qt->load(QLatin1String("qtbase_") + language,
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        app->installTranslator(qt);
    else
        delete qt;
    return true;
}

void AppTranslator::setUp(QCoreApplication *app)
{
    QCoreApplication::setOrganizationName(QStringLiteral("Hearth"));
    QCoreApplication::setApplicationName(QStringLiteral("hearth"));
    const QSettings settings;
    install(app, chooseLanguage(&settings));
    // View ▸ Language applies at once: the windows call this through LanguageSetting.
    LanguageSetting::setSwitcher([app](const QSettings *s) { switchTo(app, chooseLanguage(s)); });
}

} // namespace hearth

#include "apptranslator.h"

#include "languagesetting.h"

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

bool AppTranslator::install(QCoreApplication *app, const QString &language, const QString &qmDir)
{
    if (language == QLatin1String("en"))
        return true;
    auto *own = new QTranslator(app);
    if (!own->load(QLatin1String("hearth_") + language, qmDir)) {
        delete own;
        return false;
    }
    app->installTranslator(own);
    auto *qt = new QTranslator(app);
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
}

} // namespace hearth

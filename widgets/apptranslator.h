#pragma once

#include <QLocale>
#include <QString>

class QCoreApplication;
class QSettings;

namespace hearth {

/// Chooses and installs Hearth's translation: German when the system locale is German,
/// English otherwise; the "language" setting ("de", "en"; empty: the system's) overrides.
class AppTranslator
{
public:
    static const char *settingsKey() { return "language"; }
    /// "de" or "en".
    static QString chooseLanguage(const QSettings *settings, const QLocale &system = QLocale());
    /// Installs Hearth's and Qt's own translators for a language; false when none was found.
    /// qmDir: where hearth_<lang>.qm is (default: the resources compiled into the binary).
    static bool install(QCoreApplication *app, const QString &language,
                        const QString &qmDir = QStringLiteral(":/i18n"));
};

} // namespace hearth

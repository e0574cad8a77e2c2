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
    /// "de" or "en".
    static QString chooseLanguage(const QSettings *settings, const QLocale &system = QLocale());
    /// Installs Hearth's and Qt's own translators for a language; false when none was found.
    /// qmDir: where hearth_<lang>.qm is (default: the resources compiled into the binary).
    static bool install(QCoreApplication *app, const QString &language,
                        const QString &qmDir = QStringLiteral(":/i18n"));
    /// What every hearth process does first: names the organisation and application (for
    /// QSettings) and installs the language of the "language" setting (View ▸ Language),
    /// else the system's. Before any text is made: a subcommand's parser builds its help from
    /// tr() strings, and Qt's own ("Options:") come from qtbase_*.qm.
    static void setUp(QCoreApplication *app);
};

} // namespace hearth

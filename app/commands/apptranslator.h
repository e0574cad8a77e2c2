// SPDX-License-Identifier: MIT
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
    /// English has a catalogue too, of plural forms only; without it the English source texts
    /// are shown ("%n sample(s)") and false is returned.
    /// qmDir: where hearth_<lang>.qm is (default: the resources compiled into the binary).
    static bool install(QCoreApplication *app, const QString &language,
                        const QString &qmDir = QStringLiteral(":/i18n"));
    /// Replaces the installed language with another while running: Qt then sends every widget
    /// a QEvent::LanguageChange, on which the windows retranslate their texts.
    static bool switchTo(QCoreApplication *app, const QString &language,
                         const QString &qmDir = QStringLiteral(":/i18n"));
    /// The locale numbers and dates are written in for a language: the system's when it is of
    /// that language (de_AT stays Austrian), else the language's own (German: "1.204.551").
    /// install() makes it the default QLocale.
    static QLocale localeFor(const QString &language, const QLocale &system = QLocale::system());
    /// What every hearth process does first: names the organisation and application (for
    /// QSettings) and installs the language of the "language" setting (View ▸ Language),
    /// else the system's. Before any text is made: a subcommand's parser builds its help from
    /// tr() strings, and Qt's own ("Options:") come from qtbase_*.qm.
    static void setUp(QCoreApplication *app);
};

} // namespace hearth

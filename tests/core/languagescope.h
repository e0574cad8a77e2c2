// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QLocale>
#include <QTest>
#include <QTranslator>

#include <memory>

namespace hearth::test {

/// For one test row: "en" (the English catalogue every test has installed,
/// tests/englishcatalogue.cpp) or "de" (HEARTH_QM_DIR/hearth_de.qm, the build's app folder,
/// installed on top), with the language's locale as the default, so %Ln and the numbers are
/// written as a user reads them. Restores English (en_US) when it goes.
class LanguageScope
{
public:
    explicit LanguageScope(const QString &language)
    {
        if (language == QLatin1String("de")) {
            m_catalogue = std::make_unique<QTranslator>();
            m_loaded = m_catalogue->load(QStringLiteral(HEARTH_QM_DIR "/hearth_de.qm"));
            if (m_loaded)
                QCoreApplication::installTranslator(m_catalogue.get());
            QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        } else {
            m_loaded = true;
            QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        }
    }
    ~LanguageScope()
    {
        if (m_catalogue && m_loaded)
            QCoreApplication::removeTranslator(m_catalogue.get());
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
    LanguageScope(const LanguageScope &) = delete;
    LanguageScope &operator=(const LanguageScope &) = delete;
    /// False when the language's catalogue is not built.
    bool loaded() const { return m_loaded; }

private:
    std::unique_ptr<QTranslator> m_catalogue;
    bool m_loaded = false;
};

} // namespace hearth::test

// SPDX-License-Identifier: MIT
#pragma once

#include <QByteArray>
#include <QTranslator>

namespace hearth {

/// Hearth's installed translator: it answers with the language's catalogue (for
/// English only its plural forms) and remembers, for every text it was asked for, which source
/// string and context the shown text came from. Switching the language while running then
/// re-translates what the windows show (Retranslator) without each window rebuilding itself.
class RecordingTranslator : public QTranslator
{
    Q_OBJECT
public:
    /// Takes @p catalogue (may be null: the source texts are the language).
    explicit RecordingTranslator(QTranslator *catalogue, QObject *parent = nullptr);

    QString translate(const char *context, const char *sourceText,
                      const char *disambiguation = nullptr, int n = -1) const override;
    bool isEmpty() const override { return false; }

    /// The text @p shown in the language now installed, if it was a translated text of any
    /// language Hearth showed since it started; else @p shown unchanged.
    static QString translateAgain(const QString &shown);

private:
    QTranslator *m_catalogue;
};

} // namespace hearth

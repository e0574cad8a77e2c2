// SPDX-License-Identifier: MIT
// Linked into every test: Hearth's English catalogue (its plural forms, translations/hearth_en.ts)
// is installed before the test runs, as every hearth process installs it (AppTranslator), so
// the texts a test reads are the English a user reads: "1 sample", "2 samples".
#include <QCoreApplication>
#include <QTranslator>

#include <cstdio>
#include <cstdlib>

namespace {

void installEnglishCatalogue()
{
    auto *catalogue = new QTranslator(QCoreApplication::instance());
    if (!catalogue->load(QStringLiteral(HEARTH_ENGLISH_QM))) {
        std::fprintf(stderr, "cannot load the English catalogue %s: build hearth_lrelease\n",
                     HEARTH_ENGLISH_QM);
        std::exit(1);
    }
    QCoreApplication::installTranslator(catalogue);
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(installEnglishCatalogue)

#pragma once

#include <QString>

namespace hearth {

/// The "language" setting (View ▸ Language): "de", "en", or empty for the system's. Written
/// by the profile window, read by the app's translator (AppTranslator) at start-up.
class LanguageSetting
{
public:
    static QString key() { return QStringLiteral("language"); }
};

} // namespace hearth

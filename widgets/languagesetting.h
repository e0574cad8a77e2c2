// SPDX-License-Identifier: MIT
#pragma once

#include <QString>

#include <functional>

class QSettings;

namespace hearth {

/// The "language" setting (View ▸ Language): "de", "en", or empty for the system's. Written
/// by the profile window, read by the app's translator (AppTranslator, in app/) at start-up.
/// The widgets do not link the translator: the app hands them a switcher once, with which a
/// window applies a new setting at once (every widget then gets QEvent::LanguageChange).
class LanguageSetting
{
public:
    using Switcher = std::function<void(const QSettings *settings)>;

    static QString key() { return QStringLiteral("language"); }

    /// Set by the app at start-up.
    static void setSwitcher(Switcher switcher) { switcher_() = std::move(switcher); }

    /// Applies the language @p settings now say; false when no switcher was set (a test, a
    /// window without the app), where the change takes effect at the next start.
    static bool apply(const QSettings *settings)
    {
        if (!switcher_())
            return false;
        switcher_()(settings);
        return true;
    }

private:
    static Switcher &switcher_()
    {
        static Switcher s;
        return s;
    }
};

} // namespace hearth

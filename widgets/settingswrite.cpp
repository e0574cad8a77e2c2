// SPDX-License-Identifier: MIT
#include "settingswrite.h"

#include <QSettings>
#include <QStringList>

namespace hearth {

void SettingsWrite::set(QSettings &settings, const QString &key, const QVariant &value)
{
    const QVariant old = settings.value(key);
    // A list of one string comes back from an INI file as that string.
    const bool same = old.isValid() && (value.metaType() == QMetaType::fromType<QStringList>()
                                            ? old.toStringList() == value.toStringList()
                                            : old == value);
    if (!same)
        settings.setValue(key, value);
}

void SettingsWrite::remove(QSettings &settings, const QString &key)
{
    if (settings.contains(key))
        settings.remove(key);
}

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

class QSettings;
class QWidget;

namespace hearth {

/// "Hide library frames" (issue 17): one regular expression per runtime naming its test,
/// tracing and framework frames, applied as a hide transform. Editable; the edited ones are
/// remembered in the settings (`transforms/libraryFrames/<runtime>`).
class LibraryFramePresets
{
    Q_DECLARE_TR_FUNCTIONS(hearth::LibraryFramePresets)
public:
    struct Preset
    {
        QString runtime; ///< the settings key: ruby, python, go, node
        QString title;   ///< "Ruby (RSpec, Minitest, OpenTelemetry, Rack)", translated
        QString pattern; ///< the regular expression hidden
    };

    static QList<Preset> defaults();
    /// The defaults with the remembered patterns (settings may be null).
    static QList<Preset> load(const QSettings *settings);
    static void save(QSettings *settings, const QList<Preset> &presets);
    /// A dialog to edit the patterns (each checked as a regular expression); saves and
    /// returns true on OK.
    static bool edit(QSettings *settings, QWidget *parent);

private:
    static QString key(const QString &runtime);
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QVariant>

class QSettings;

namespace hearth {

/// Writes to the settings only what changes them. QSettings writes its whole file after every
/// setValue() or remove(), even of the value it already holds, from the GUI thread's event
/// loop and with an fdatasync(): 16-22 ms of a blocked GUI thread while a 1 GB profile loads
/// (bench_window under `perf sched`), more on a busy disk. Opening a file (its folder, the
/// recent files) and closing a window (its geometry, its splitter) mostly change nothing.
class SettingsWrite
{
public:
    static void set(QSettings &settings, const QString &key, const QVariant &value);
    static void remove(QSettings &settings, const QString &key);
};

} // namespace hearth

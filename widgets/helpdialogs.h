// SPDX-License-Identifier: MIT
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <utility>

class QDialog;
class QWidget;

namespace hearth {

/// Help ▸ Keyboard Shortcuts and Help ▸ What the Columns Mean (ShellWindow): small dialogs
/// built from what the program has (the windows' actions, the tables' column tooltips).
class HelpDialogs
{
    Q_DECLARE_TR_FUNCTIONS(hearth::HelpDialogs)
public:
    using ShortcutTable = QList<std::pair<QString, QList<std::pair<QString, QString>>>>;
    /// A heading per window (table: window → (action, key) rows), shown non-modally.
    static QDialog *shortcuts(const ShortcutTable &table, QWidget *parent);
    /// Every column of the function table and of the difference table, with what it means.
    static QDialog *columns(QWidget *parent);
    /// The text of that dialog, as plain text: one "name: meaning" line per column.
    static QString columnsText();
};

} // namespace hearth

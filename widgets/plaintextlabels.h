// SPDX-License-Identifier: MIT
#pragma once

class QWidget;

namespace hearth {

/// Sets every QLabel inside a widget (a QMessageBox's text and informative text, which Qt
/// would otherwise guess) to Qt::PlainText: for dialogs whose text has parts from input.
void makeLabelsPlain(QWidget *widget);

} // namespace hearth

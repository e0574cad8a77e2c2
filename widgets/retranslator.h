// SPDX-License-Identifier: MIT
#pragma once

class QWidget;

namespace hearth {

/// Live retranslation (View ▸ Language): on QEvent::LanguageChange a window hands itself here,
/// and every text it shows that came from tr() (titles, labels, buttons, menus and actions,
/// tabs, tooltips, placeholders, combo box items) is translated again into the language now
/// installed (RecordingTranslator knows what each was made from). Texts made from data
/// (headers with numbers, table rows) are for the window to make again.
class Retranslator
{
public:
    static void retranslate(QWidget *window);
};

} // namespace hearth

// SPDX-License-Identifier: MIT
#pragma once

#include <QString>
#include <QStringView>

namespace hearth {

/// The one way to put text that came from input (a bundle, a profile, a server, a file name)
/// on screen. QtCore only, so core's item models use it too.
///
/// - display(): a bounded, single-line form: control characters, NUL and bidirectional
///   controls (U+202A–U+202E, U+2066–U+2069, U+200E/F, U+061C) become visible escapes
///   (`\u202E`), newlines become ⏎, and a huge name is elided in the middle without reading
///   more than the kept ends (a 1 MB name costs no more than a short one).
/// - html(): display() escaped for a rich-text context (a tooltip built from a template).
/// - toolTip(): a whole tooltip from plain text whose input parts went through display():
///   escaped, line breaks kept, and marked as rich text so Qt never guesses.
/// - menuText(): display() with `&` doubled, for menu entries and button texts, so a
///   function named `a&b` keeps its ampersand instead of becoming a mnemonic.
class UntrustedText
{
public:
    /// Lengths in UTF-16 units before escaping: a label or tooltip, a title or menu entry.
    static constexpr qsizetype DefaultLength = 300;
    static constexpr qsizetype ShortLength = 80;

    static QString display(QStringView text, qsizetype maxLength = DefaultLength);
    static QString html(QStringView text, qsizetype maxLength = DefaultLength);
    /// display() that keeps line breaks: for an error message or a paragraph in a
    /// plain-text label, bounded to maxLength.
    static QString paragraph(QStringView text, qsizetype maxLength = 4000);
    static QString toolTip(const QString &plain);
    static QString menuText(QStringView text, qsizetype maxLength = ShortLength);

    /// Whether a character is shown as a visible escape by display().
    static bool isHidden(char16_t c);
};

} // namespace hearth

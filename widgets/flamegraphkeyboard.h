// SPDX-License-Identifier: MIT
#pragma once

class QKeyEvent;

namespace hearth {

class FlameGraphView;

/// The flame graph's keys: arrows move the selection (left and right along a row, towards
/// the leaves to the widest child, towards the root to the parent) and keep it in view,
/// Enter activates it (and focuses it where a click does), Esc/Backspace step out, Home
/// resets, +/− zoom around the middle, S asks for the selected function's sandwich.
class FlameGraphKeyboard
{
public:
    explicit FlameGraphKeyboard(FlameGraphView &view);

    /// Whether the key is the graph's while it has the focus, before any window shortcut on
    /// the same key (the store's Esc: Cancel).
    static bool isGraphKey(const QKeyEvent &event);
    /// Acts on a key press; false when the key is not the graph's.
    bool press(const QKeyEvent &event);

private:
    void moveSelection(int key);
    void ensureSelectedVisible();

    FlameGraphView &m_view;
};

} // namespace hearth

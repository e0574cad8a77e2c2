// SPDX-License-Identifier: MIT
#pragma once

#include "analysis/calltree.h"

#include <QColor>
#include <QPalette>

#include <vector>

namespace hearth {

/// Colours of a flame graph: one per module or package (a stable hash of its name), from a
/// colour-blind-safe set (Okabe and Ito's hues in three tints), lighter on a light palette
/// and darker on a dark one so that labels stay readable.
class FlamePalette
{
public:
    explicit FlamePalette(const QPalette &palette = {});

    bool isDark() const { return m_dark; }
    QColor background() const { return m_background; }
    QColor text() const { return m_text; }
    QColor frameText() const { return m_frameText; }
    QColor mergedColor() const { return m_merged; }
    QColor selectionOutline() const { return m_outline; }
    int colourCount() const { return int(m_colours.size()); }
    QColor colour(int index) const { return m_colours[size_t(index)]; }
    /// The colour of a package or module name.
    int indexFor(const QString &package) const;
    /// A colour mixed towards the background (0: unchanged, 1: the background).
    QColor faded(const QColor &c, double amount) const;

    /// The package (Go), namespace (C++), npm package (JS) or module a function belongs to.
    static QString packageOf(const QString &name, const QString &file, const QString &module);
    /// The colour index of every function of a tree's profile, and (optionally) the module
    /// (mapping file) each function was first seen in.
    std::vector<quint8> functionColours(const CallTree &tree,
                                        std::vector<QString> *modules = nullptr) const;

private:
    std::vector<QColor> m_colours;
    QColor m_background;
    QColor m_text;
    QColor m_frameText;
    QColor m_merged;
    QColor m_outline;
    bool m_dark = false;
};

} // namespace hearth

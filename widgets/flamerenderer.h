// SPDX-License-Identifier: MIT
#pragma once

#include "flamecolouring.h"
#include "flamepalette.h"

#include "analysis/flamelayout.h"
#include "analysis/searchmatch.h"

#include <QFont>
#include <QRect>

class QFontMetricsF;
class QPainter;

namespace hearth {

/// Everything needed to paint a flame graph layout.
struct FlameScene
{
    static constexpr quint32 NoNode = 0xffffffffu;
    const CallTree *tree = nullptr;
    const FlameLayout *layout = nullptr;
    const FlameColouring *colouring = nullptr; // the frames' colours, hatching and labels
    const FlamePalette *palette = nullptr;
    const SearchMatch *search = nullptr; // dims the rest when active
    quint32 selected = NoNode;           // outlined solid
    quint32 highlightFunction = NoNode;  // every site outlined dashed, the rest dimmed
    bool icicle = false;                 // root at the top (else at the bottom)
    /// A frame that is not a function (a store's "other": frames it merged below max_nodes):
    /// drawn hatched and labelled with notAFunctionLabel instead of its name.
    quint32 notAFunction = NoNode;
    QString notAFunctionLabel;
    int rowHeight = 18;
};

/// Paints a flame graph layout: rects batched per colour (the scene's FlameColouring), frames
/// the colouring marks and the frame that is not a function hatched, labels only where they
/// fit (elided in the middle), search matches marked with a bar and the selection with an
/// outline so that neither relies on colour alone.
class FlameRenderer
{
public:
    /// The height of all rows of the layout.
    static int contentHeight(const FlameScene &scene);
    /// Top of a row in content coordinates, for a content of the given height.
    static int rowTop(const FlameScene &scene, quint32 row, int contentHeight);
    /// The row at content y, or -1.
    static qint64 rowAt(const FlameScene &scene, int y, int contentHeight);

    /// The name without its package, namespace or class and without a trailing parameter
    /// list ("main.(*If).Eval" → "Eval", "ns::Foo<T>::bar(int)" → "bar"): the label of a frame
    /// too narrow for the whole name.
    static QString shortName(const QString &name);

    /// The label of a frame `width` pixels wide: the whole name if it fits, else the short
    /// name, elided in the middle if need be; empty when too little of it would show.
    static QString labelFor(const QString &name, const QFontMetricsF &metrics, double width);

    /// Paints the rows that intersect `area` (widget coordinates); content y = widget y +
    /// scrollY. The background is filled first.
    static void paint(QPainter &painter, const FlameScene &scene, const QRect &area,
                      int contentHeight, int scrollY);
};

} // namespace hearth

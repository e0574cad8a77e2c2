// SPDX-License-Identifier: MIT
#include "packagecolouring.h"

#include "flamepalette.h"

namespace hearth {

PackageColouring::PackageColouring(const CallTree &tree)
{
    // The colour indices depend on the number of colours only, not on light or dark.
    m_colours = FlamePalette().functionColours(tree, &m_modules);
}

int PackageColouring::colourCount(const FlamePalette &palette) const
{
    return palette.colourCount();
}

QColor PackageColouring::colour(int index, const FlamePalette &palette) const
{
    return palette.colour(index);
}

int PackageColouring::colourIndex(const CallTree &tree, quint32 node) const
{
    const quint32 f = tree.function(node);
    return f < m_colours.size() ? m_colours[f] : 0;
}

} // namespace hearth
